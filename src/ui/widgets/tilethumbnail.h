#pragma once
// A tile's art as the decoration of an item view's cell, drawn by the art cache at the view's
// device pixel ratio: the Tiles Left panel and the History window show tiles this way.

#include "engine/tilecatalog.h"

class QStyleOptionViewItem;

namespace tessera::art {
class ArtCache;
}

namespace tessera::ui {

void decorateWithTile(QStyleOptionViewItem *option, art::ArtCache *cache, const engine::TileCatalog &catalog,
                      engine::TileIndex tile, int rotation, int size);

} // namespace tessera::ui
