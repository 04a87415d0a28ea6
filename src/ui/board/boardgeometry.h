#pragma once
// Where board positions and tile-local points lie in the scene: one tile is kTileSize scene
// units, tile (x, y) covers [x, x+1) x [y, y+1) times that, y growing south as in the engine.

#include "engine/geometry.h"

#include <QPointF>
#include <QRectF>

#include <cmath>

namespace tessera::ui {

inline constexpr qreal kTileSize = 100;

inline QRectF tileRect(engine::Position p)
{
    return {p.x * kTileSize, p.y * kTileSize, kTileSize, kTileSize};
}

inline engine::Position cellAt(QPointF scenePos)
{
    return {int(std::floor(scenePos.x() / kTileSize)), int(std::floor(scenePos.y() / kTileSize))};
}

// A point of the unrotated 100 x 100 tile art, turned `rotation` quarter turns clockwise.
inline QPointF rotatedTilePoint(QPointF p, int rotation)
{
    for (int r = 0; r < (rotation & 3); ++r)
        p = QPointF(kTileSize - p.y(), p.x());
    return p;
}

} // namespace tessera::ui
