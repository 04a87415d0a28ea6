#include "hintchoicesview.h"

#include "document/analysistext.h"
#include "document/computerturns.h"
#include "document/decisiontext.h"
#include "document/gamedocument.h"

#include <QEvent>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace tessera::ui {

HintChoicesView::HintChoicesView(const document::GameDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_toggle = new QPushButton;
    m_toggle->setObjectName(u"hintChoicesButton"_s);
    m_toggle->setCheckable(true);
    m_toggle->setFlat(true);
    m_toggle->setFocusPolicy(Qt::TabFocus);
    layout->addWidget(m_toggle, 0, Qt::AlignHCenter);
    m_list = new QListWidget;
    m_list->setObjectName(u"hintChoices"_s);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As wide as the panel, never wider: the rows wrap instead of widening the dock (which would
    // move the board under the pointer).
    m_list->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_list->setMinimumWidth(0);
    m_list->installEventFilter(this);
    layout->addWidget(m_list);
    m_list->hide();
    hide();

    connect(m_toggle, &QPushButton::toggled, this, &HintChoicesView::setOpen);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { choose(m_list->row(item)); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { choose(m_list->row(item)); });
    retranslateUi();
}

void HintChoicesView::setComputerTurns(document::ComputerTurns *computers)
{
    m_computers = computers;
    connect(computers, &document::ComputerTurns::hintReady, this, &HintChoicesView::refresh);
    connect(computers, &document::ComputerTurns::hintDropped, this, &HintChoicesView::refresh);
    refresh();
}

void HintChoicesView::retranslateUi()
{
    m_toggle->setText(tr("&Other choices"));
    m_toggle->setToolTip(
        tr("Hard's best decisions here, with the final margin (your score minus the best "
           "opponent's) it expects after each"));
    m_list->setAccessibleName(tr("Hard's best decisions"));
    // The rows in the new language, the one shown and the list's state as they were.
    if (!m_computers || std::size_t(m_list->count()) != m_computers->hintChoices().size())
        return;
    for (int row = 0; row < m_list->count(); ++row) {
        m_list->item(row)->setText(rowText(row));
        m_list->item(row)->setToolTip(tr("Show it on the board"));
    }
    fitRows();
}

// The decision, then what Hard expects after it (at the position the hint answered: any change
// drops the choices).
QString HintChoicesView::rowText(int row) const
{
    const document::HintChoice &choice = m_computers->hintChoices()[std::size_t(row)];
    return document::describeDecisionThen(m_document->game(), choice.decision, choice.then) + u'\n'
        + document::describeHintChoice(choice, row == 0);
}

void HintChoicesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// A new hint closes the list (the player asks for it), a dropped one hides everything.
void HintChoicesView::refresh()
{
    const std::vector<document::HintChoice> &choices = m_computers->hintChoices();
    const bool wasShown = !isHidden() && m_list->count() > 0;
    m_list->clear();
    m_shown = choices.empty() ? -1 : 0;
    for (int row = 0; row < int(choices.size()); ++row) {
        auto *item = new QListWidgetItem(rowText(row));
        item->setToolTip(tr("Show it on the board"));
        m_list->addItem(item);
    }
    if (choices.size() < 2) { // nothing to compare
        hide();
        m_toggle->setChecked(false);
        setOpen(false);
        return;
    }
    if (!wasShown)
        m_toggle->setChecked(false);
    m_list->setCurrentRow(0);
    show();
    fitRows();
}

void HintChoicesView::setOpen(bool open)
{
    open = open && !isHidden();
    m_list->setVisible(open);
    if (open) {
        fitRows();
        m_list->setFocus(Qt::OtherFocusReason); // the arrows go through the choices, Enter shows one
    }
    if (std::exchange(m_open, open) != open)
        emit openChanged(open);
}

void HintChoicesView::choose(int row)
{
    if (!m_computers || row < 0 || std::size_t(row) >= m_computers->hintChoices().size())
        return;
    m_shown = row;
    emit choiceChosen(m_computers->hintChoices()[std::size_t(row)].decision);
}

void HintChoicesView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitRows();
}

// Every row as tall as its wrapped text at the list's width, the list as tall as its rows:
// nothing scrolls in a list of three.
void HintChoicesView::fitRows()
{
    if (m_list->isHidden() || m_list->count() == 0)
        return;
    const int margin = m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1;
    const int textWidth = std::max(60, m_list->viewport()->width() - 4 * margin);
    const QFontMetrics metrics = m_list->fontMetrics();
    int height = 0;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const int textHeight = metrics.boundingRect(QRect(0, 0, textWidth, 0), Qt::TextWordWrap, item->text()).height();
        const QSize size(textWidth, textHeight + 2 * margin + 4);
        item->setSizeHint(size);
        height += size.height();
    }
    m_list->setFixedHeight(height + 2 * m_list->frameWidth());
}

// Enter on a row shows it on the board; on the row already shown, it goes to the window (Enter
// plays what the board shows).
bool HintChoicesView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_list->currentRow() != m_shown) {
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tessera::ui
