#include "historypanel.h"

#include "dialogs/colorswatch.h"
#include "document/gamedocument.h"
#include "widgets/startrowspan.h"
#include "widgets/tilethumbnail.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

using document::TurnsModel;

// The tile as placed, the player's colour, the cursor in bold with a marker, and the undone
// future and the variations in the palette's dimmed text colour.
class TurnDelegate : public QStyledItemDelegate {
public:
    TurnDelegate(document::GameDocument *document, art::ArtCache *cache, QObject *parent)
        : QStyledItemDelegate(parent), m_document(document), m_cache(cache)
    {
    }

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!m_document || !m_document->hasGame())
            return;
        if (index.data(TurnsModel::IsCursorRole).toBool()) {
            option->font.setBold(true);
            if (index.column() == TurnsModel::NumberColumn)
                option->text = u"\u25b6 "_s + option->text;
        }
        if (index.data(TurnsModel::IsFutureRole).toBool() || index.data(TurnsModel::IsVariationRole).toBool())
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        const int tile = index.data(TurnsModel::TileRole).toInt();
        if (index.column() == TurnsModel::TileColumn && tile >= 0)
            decorateWithTile(option, m_cache, m_document->game().catalog(), engine::TileIndex(tile),
                             index.data(TurnsModel::RotationRole).toInt(), HistoryPanel::kTileSize);
        const QString color = index.data(TurnsModel::PlayerColorRole).toString();
        if (index.column() == TurnsModel::PlayerColumn && !color.isEmpty()) {
            option->icon = colorSwatch(QColor(color), option->palette.color(QPalette::Text));
            option->features |= QStyleOptionViewItem::HasDecoration;
            const int side = option->fontMetrics.height();
            option->decorationSize = QSize(side, side); // a swatch per row, not a band down the list
        }
    }

    // Every row tall enough for its tile, whichever row the view measures (it measures one).
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(std::max(size.height(), HistoryPanel::kTileSize + 2));
        return size;
    }

private:
    QPointer<document::GameDocument> m_document;
    art::ArtCache *m_cache;
};

} // namespace

HistoryPanel::HistoryPanel(document::GameDocument *document, art::ArtCache *cache, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(document)
{
    m_toolBar = new QToolBar(this);
    m_toolBar->setObjectName(u"historyToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_makeMainLine = m_toolBar->addAction(QString(), this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && m_document)
            m_document->makeMainLine(engine::GameTree::TurnId(current.data(TurnsModel::NodeRole).toUInt()));
    });
    m_makeMainLine->setObjectName(u"makeMainLine"_s);

    m_view = new QTreeView(this);
    m_view->setObjectName(u"turns"_s);
    m_view->setModel(&m_model);
    m_view->setItemDelegate(new TurnDelegate(document, cache, this));
    repaintWhenTilesReady(m_view, cache);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setIconSize(QSize(kTileSize, kTileSize));
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    spanTheStartRow(m_view);

    // Under an undo rule that keeps the game where it is, a click cannot go back: say so.
    m_notice = new QLabel(this);
    m_notice->setObjectName(u"undoRuleNotice"_s);
    m_notice->setWordWrap(true);
    m_notice->setMargin(6);
    m_notice->setBackgroundRole(QPalette::ToolTipBase);
    m_notice->setForegroundRole(QPalette::ToolTipText);
    m_notice->setAutoFillBackground(true);
    m_notice->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(QMargins());
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_notice);
    layout->addWidget(m_view);

    connect(m_view, &QTreeView::clicked, this, &HistoryPanel::goToRow);
    connect(m_view, &QTreeView::activated, this, &HistoryPanel::goToRow);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &HistoryPanel::updateActions);
    // The model has followed the document when these arrive (it connected first).
    connect(document, &document::GameDocument::historyChanged, this, &HistoryPanel::showCursor);
    // A new shape of the tree resets the model: the variations opened stay open.
    connect(&m_model, &QAbstractItemModel::modelAboutToBeReset, this, &HistoryPanel::rememberExpanded);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &HistoryPanel::restoreExpanded);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &HistoryPanel::showCursor);
    showCursor();
    retranslateUi();
}

void HistoryPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void HistoryPanel::retranslateUi()
{
    m_makeMainLine->setText(tr("Make &Main Line"));
    m_makeMainLine->setToolTip(tr("The selected variation becomes the game's main line, the one a saved game lists first"));
    m_view->setAccessibleName(tr("Turns"));
    setAccessibleName(tr("History"));
    updateNotice(); // its text and the view's tool tip
}

void HistoryPanel::setUndoRedoActions(QAction *undo, QAction *redo)
{
    QAction *first = m_toolBar->actions().value(0);
    m_toolBar->insertAction(first, undo);
    m_toolBar->insertAction(first, redo);
    m_toolBar->insertSeparator(first);
}

void HistoryPanel::goToRow(const QModelIndex &index)
{
    if (!index.isValid() || !m_document || !m_document->mayRevisitTurns())
        return;
    const auto node = engine::GameTree::TurnId(index.data(TurnsModel::NodeRole).toUInt());
    if (node != m_document->tree().cursor() || m_document->stage() != document::GameDocument::Stage::Placing)
        m_document->goTo(node);
}

void HistoryPanel::rememberExpanded()
{
    m_expanded.clear();
    const std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        for (int row = 0; row < m_model.rowCount(parent); ++row) {
            const QModelIndex index = m_model.index(row, 0, parent);
            if (!m_view->isExpanded(index))
                continue;
            m_expanded.push_back(engine::GameTree::TurnId(index.data(TurnsModel::NodeRole).toUInt()));
            visit(index);
        }
    };
    visit({});
}

void HistoryPanel::restoreExpanded()
{
    for (const engine::GameTree::TurnId node : m_expanded)
        if (const QModelIndex index = m_model.indexOf(node); index.isValid())
            m_view->expand(index);
    m_expanded.clear();
}

void HistoryPanel::updateNotice()
{
    const bool limited = m_document && m_document->hasGame() && !m_document->mayRevisitTurns();
    if (limited)
        m_notice->setText(m_document->info().rules.undo == engine::UndoLimit::WithinTurn
                              ? tr("This game's rules allow taking back only the turn being played: the list shows the "
                                   "game, and a click does not go back to an earlier turn.")
                              : tr("This game's rules allow no undo: the list shows the game, and a click does not go "
                                   "back to an earlier turn."));
    m_notice->setVisible(limited);
    m_view->setToolTip(limited ? QString() : tr("Click a turn to see the position after it"));
}

// The position shown is the current row, in sight.
void HistoryPanel::showCursor()
{
    updateNotice();
    if (!m_document || !m_document->hasGame()) {
        updateActions();
        return;
    }
    const QModelIndex cursor = m_model.indexOf(m_document->tree().cursor());
    m_view->selectionModel()->setCurrentIndex(cursor, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(cursor);
    updateActions();
}

void HistoryPanel::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    m_makeMainLine->setEnabled(current.isValid() && !current.data(TurnsModel::IsMainLineRole).toBool()
                               && current.data(TurnsModel::TurnNumberRole).toInt() > 0);
}

} // namespace tessera::ui
