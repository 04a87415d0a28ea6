#include "tilethumbnail.h"

#include "art/artcache.h"

#include <QAbstractItemView>
#include <QPainter>
#include <QStyleOptionViewItem>
#include <QWidget>

namespace tessera::ui {

namespace {

// What a cell shows until the tile's picture is made: the stand-in scaled and turned into place.
QPixmap standInThumbnail(const art::ArtCache::ShownTile &shown, int size, qreal ratio)
{
    const int pixels = qMax(1, qRound(size * ratio));
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    art::paintShownTile(&painter, QRectF(0, 0, pixels, pixels), shown);
    painter.end();
    pixmap.setDevicePixelRatio(ratio);
    return pixmap;
}

} // namespace

void decorateWithTile(QStyleOptionViewItem *option, art::ArtCache *cache, const engine::TileCatalog &catalog,
                      engine::TileIndex tile, int rotation, int size)
{
    const qreal ratio = option->widget ? option->widget->devicePixelRatioF() : 1.0;
    const art::ArtCache::ShownTile shown = cache->shownTilePixmap(catalog, tile, rotation, size, ratio);
    option->icon = QIcon(shown.crisp ? shown.pixmap : standInThumbnail(shown, size, ratio));
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->decorationSize = QSize(size, size);
}

void repaintWhenTilesReady(QAbstractItemView *view, art::ArtCache *cache)
{
    QObject::connect(cache->events(), &art::ArtCacheEvents::tilesReady, view, [view] { view->viewport()->update(); });
}

} // namespace tessera::ui
