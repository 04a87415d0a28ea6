#include "problemlist.h"

#include "document/editor/tilesetdocument.h"

#include <QStyle>

namespace tessera::ui {

namespace {
enum Role { TileRole = Qt::UserRole + 1, FeatureRole };
}

ProblemList::ProblemList(document::TileSetDocument *document, QWidget *parent)
    : QListWidget(parent), m_document(document)
{
    setAccessibleName(tr("Problems of the tile set"));
    setWordWrap(true);
    connect(document, &document::TileSetDocument::problemsChanged, this, &ProblemList::refresh);
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        emit problemChosen(item->data(TileRole).toInt(), item->data(FeatureRole).toInt());
    });
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit problemChosen(item->data(TileRole).toInt(), item->data(FeatureRole).toInt());
    });
    refresh();
}

void ProblemList::refresh()
{
    clear();
    const auto &problems = m_document->problems();
    if (problems.isEmpty()) {
        auto *item = new QListWidgetItem(tr("No problems: the set can be saved and played."), this);
        item->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(TileRole, -1);
        item->setData(FeatureRole, -1);
        return;
    }
    for (const auto &problem : problems) {
        auto *item = new QListWidgetItem(problem.issue.message, this);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setToolTip(problem.issue.jsonPath);
        item->setData(TileRole, problem.tile);
        item->setData(FeatureRole, problem.feature);
    }
}

} // namespace tessera::ui
