#include "tilethumbnail.h"

#include "art/artcache.h"

#include <QStyleOptionViewItem>
#include <QWidget>

namespace tessera::ui {

void decorateWithTile(QStyleOptionViewItem *option, art::ArtCache *cache, const engine::TileCatalog &catalog,
                      engine::TileIndex tile, int rotation, int size)
{
    const qreal ratio = option->widget ? option->widget->devicePixelRatioF() : 1.0;
    option->icon = QIcon(cache->tilePixmap(catalog, tile, rotation, size, ratio));
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->decorationSize = QSize(size, size);
}

} // namespace tessera::ui
