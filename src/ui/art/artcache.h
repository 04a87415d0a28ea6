#pragma once
// Renders tile and figure SVGs into pixmaps and keeps them: tiles by (tile, rotation, size in
// device pixels), figures by (role, colour, size). One QSvgRenderer is made per tile type and
// kept; pixmaps live in a bounded least-recently-used cache.

#include "figureart.h"

#include "engine/tilecatalog.h"

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QPointF>

#include <memory>
#include <vector>

class QSvgRenderer;

namespace tessera::art {

class ArtCache {
public:
    // `maxKilobytes` bounds the pixmaps kept (a 128 px tile at 2x takes 256 KiB).
    explicit ArtCache(int maxKilobytes = 96 * 1024);
    ~ArtCache();
    ArtCache(const ArtCache &) = delete;
    ArtCache &operator=(const ArtCache &) = delete;

    // The tile turned `rotation` clockwise quarter turns, `logicalSize` square at the given
    // device pixel ratio (the pixmap carries that ratio, so it paints crisp at its logical size).
    QPixmap tilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                       qreal devicePixelRatio);
    QPixmap figurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                         FigureMark mark = FigureMark::None);
    // featureAnchors() of the tile type, computed once: where figures stand on each feature
    // in the unrotated 100 x 100 art.
    std::vector<QPointF> featureAnchors(const engine::TileCatalog &catalog, engine::TileIndex tile);

    void clear();
    int pixmapCount() const { return m_pixmaps.count(); }

private:
    struct TileArt {
        engine::TileType type;                  // to notice a catalog whose tiles differ at the same index
        std::unique_ptr<QSvgRenderer> renderer; // made on first use, like the anchors
        std::vector<QPointF> anchors;
        bool hasAnchors = false;
        quint32 serial = 0;
    };
    TileArt &tileArt(const engine::TileCatalog &catalog, engine::TileIndex tile);

    std::vector<TileArt> m_tiles; // by tile index
    quint32 m_nextSerial = 1;
    QCache<QByteArray, QPixmap> m_pixmaps;      // cost in KiB
    QCache<QByteArray, QSvgRenderer> m_figures; // by role and colour
};

} // namespace tessera::art
