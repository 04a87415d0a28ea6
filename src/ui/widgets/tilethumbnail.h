#pragma once
// A tile's art as the decoration of an item view's cell, drawn by the art cache at the view's
// device pixel ratio: the Tiles Left panel and the History window show tiles this way.

#include "engine/tilecatalog.h"

class QAbstractItemView;
class QStyleOptionViewItem;

namespace tessera::art {
class ArtCache;
}

namespace tessera::ui {

// Never waits for the art cache's threads: a tile whose picture is not made yet shows another
// size of it scaled (or a plain field), and the view, hooked by repaintWhenTilesReady(), repaints
// when the cache has made pictures.
void decorateWithTile(QStyleOptionViewItem *option, art::ArtCache *cache, const engine::TileCatalog &catalog,
                      engine::TileIndex tile, int rotation, int size);
void repaintWhenTilesReady(QAbstractItemView *view, art::ArtCache *cache);

} // namespace tessera::ui
