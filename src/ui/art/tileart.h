#pragma once
// Tile art as SVG, generated from the tile set data so that every tile set, also a custom
// one, is drawn without artists. The picture is the unrotated tile in a 100 x 100 view box.

#include "engine/tiletype.h"

#include <QByteArray>

namespace tessera::art {

struct TileLayout;

// The generated picture of a tile type; from its layout when that is at hand already.
QByteArray generateTileSvg(const engine::TileType &tile);
QByteArray generateTileSvg(const TileLayout &layout);

// The tile's own art when the tile set brings one, else the generated picture.
QByteArray tileSvg(const engine::TileType &tile);

} // namespace tessera::art
