#include "tilesleftpanel.h"

#include "dialogs/firstwindowsize.h"
#include "widgets/tilethumbnail.h"

#include "art/artcache.h"
#include "document/gamedocument.h"
#include "document/tilesleftmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyledItemDelegate>

namespace tessera::ui {

namespace {

using document::TilesLeftModel;

// Puts the tile's art before its name, and the tile in hand in bold.
class TileDelegate : public QStyledItemDelegate {
public:
    TileDelegate(document::GameDocument *document, art::ArtCache *cache, int tileSize, QObject *parent)
        : QStyledItemDelegate(parent), m_document(document), m_cache(cache), m_tileSize(tileSize)
    {
    }

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(TilesLeftModel::InHandRole).toBool())
            option->font.setBold(true);
        if (index.column() != TilesLeftModel::NameColumn || !m_document->hasGame())
            return;
        const auto tile = engine::TileIndex(index.data(TilesLeftModel::TileRole).toInt());
        decorateWithTile(option, m_cache, m_document->game().catalog(), tile, 0, m_tileSize);
    }

private:
    document::GameDocument *m_document;
    art::ArtCache *m_cache;
    int m_tileSize;
};

} // namespace

TilesLeftPanel::TilesLeftPanel(document::TilesLeftModel *model, document::GameDocument *document, art::ArtCache *cache,
                               QWidget *parent)
    : QTableView(parent), m_tileSize(isShortScreen(this) ? kCompactTileSize : kTileSize)
{
    setModel(model);
    setItemDelegate(new TileDelegate(document, cache, m_tileSize, this));
    repaintWhenTilesReady(this, cache);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setWordWrap(true);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(m_tileSize + 6);
    horizontalHeader()->setSectionResizeMode(TilesLeftModel::NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(TilesLeftModel::LeftColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(TilesLeftModel::FitsColumn, QHeaderView::ResizeToContents);
    retranslateUi();
}

void TilesLeftPanel::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TilesLeftPanel::retranslateUi()
{
    setAccessibleName(tr("Tiles left"));
    setToolTip(tr("The tiles still in the pile, and on how many open positions each would fit now"));
}

} // namespace tessera::ui
