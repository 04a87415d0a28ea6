#pragma once
// Checks the custom art of tiles, for the tile set reader and the editor's import: SVG from
// anywhere may be hostile, so it must be small, plain XML (no DTD, so no entity expansion) and refer to nothing
// outside itself (no images, scripts, foreign objects, links or url()s to other files).

#include <QByteArray>
#include <QString>

namespace tessera::document {

inline constexpr qsizetype kMaxTileArtBytes = 256 * 1024;
inline constexpr int kMaxTileArtElements = 20000;
inline constexpr int kMaxTileArtDepth = 64;

// Empty when the art is acceptable, else a sentence saying what is wrong and where (line).
QString checkTileArt(const QByteArray &svg);

} // namespace tessera::document
