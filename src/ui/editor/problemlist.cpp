#include "problemlist.h"

#include "document/editor/tilesetdocument.h"

#include <QEvent>
#include <QStyle>

namespace tessera::ui {

namespace {
constexpr int ProblemRole = Qt::UserRole + 1;
}

ProblemList::ProblemList(document::TileSetDocument *document, QWidget *parent) : QListWidget(parent), m_document(document)
{
    setWordWrap(true);
    connect(document, &document::TileSetDocument::problemsChanged, this, &ProblemList::refresh);
    const auto choose = [this](QListWidgetItem *item) {
        if (const int problem = item->data(ProblemRole).toInt(); problem >= 0)
            emit problemChosen(problem);
    };
    connect(this, &QListWidget::itemClicked, this, choose);
    connect(this, &QListWidget::itemActivated, this, choose);
    refresh();
    retranslateUi();
}

void ProblemList::changeEvent(QEvent *event)
{
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ProblemList::retranslateUi()
{
    setAccessibleName(tr("Problems of the tile set"));
    refresh();
}

void ProblemList::setWarning(const QString &warning)
{
    m_warning = warning;
    refresh();
}

void ProblemList::refresh()
{
    clear();
    if (!m_warning.isEmpty()) {
        auto *item = new QListWidgetItem(m_warning, this);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxInformation));
        item->setData(ProblemRole, -1);
    }
    const auto &problems = m_document->problems();
    if (problems.isEmpty()) {
        // A set of the start tile alone is sound, but a game of it ends before its first turn.
        const bool playable = m_document->hasTilesToDraw();
        auto *item = new QListWidgetItem(
            playable ? tr("No problems: the set can be saved and played.")
                     : tr("No problems, but nothing to play yet: every tile besides the start tile has count 0."));
        insertItem(0, item);
        item->setIcon(style()->standardIcon(playable ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxInformation));
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(ProblemRole, -1);
        return;
    }
    for (qsizetype i = 0; i < problems.size(); ++i) {
        auto *item = new QListWidgetItem(problems[i].issue.message);
        insertItem(int(i), item); // before the warning
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setToolTip(problems[i].issue.jsonPath);
        item->setData(ProblemRole, int(i));
    }
}

} // namespace tessera::ui
