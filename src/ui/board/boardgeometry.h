#pragma once
// Where board positions and tile-local points lie in the scene: one tile is kTileSize scene
// units, tile (x, y) covers [x, x+1) x [y, y+1) times that, y growing south as in the engine.

#include "engine/geometry.h"

#include <QPointF>
#include <QRectF>
#include <QTransform>

#include <cmath>

namespace tessera::ui {

inline constexpr qreal kTileSize = 100;

// Z values of the board's layers, shared by the drawing and the player's input on it.
inline constexpr qreal TilesLayer = 0;
inline constexpr qreal FarmsLayer = 0.5;
inline constexpr qreal LastTileLayer = 1;
inline constexpr qreal MarkerLayer = 2;
inline constexpr qreal PreviewLayer = 3;
inline constexpr qreal HighlightLayer = 4;
inline constexpr qreal FigureLayer = 5;
inline constexpr qreal HotspotLayer = 6;
inline constexpr qreal PopupLayer = 7;

// How strongly a farm with farmers shows its owner's colour over the field (Show Farms).
inline constexpr qreal kOwnerTint = 0.7;

inline QRectF tileRect(engine::Position p)
{
    return {p.x * kTileSize, p.y * kTileSize, kTileSize, kTileSize};
}

inline engine::Position cellAt(QPointF scenePos)
{
    return {int(std::floor(scenePos.x() / kTileSize)), int(std::floor(scenePos.y() / kTileSize))};
}

// Maps the unrotated 100 x 100 art of a tile turned `rotation` quarter turns clockwise onto
// board position p.
inline QTransform tileTransform(engine::Position p, int rotation)
{
    const QPointF centre = tileRect(p).center();
    return QTransform()
        .translate(centre.x(), centre.y())
        .rotate(90.0 * (rotation & 3))
        .translate(-kTileSize / 2, -kTileSize / 2);
}

// A point of the unrotated 100 x 100 tile art, turned `rotation` quarter turns clockwise.
inline QPointF rotatedTilePoint(QPointF p, int rotation)
{
    for (int r = 0; r < (rotation & 3); ++r)
        p = QPointF(kTileSize - p.y(), p.x());
    return p;
}

} // namespace tessera::ui
