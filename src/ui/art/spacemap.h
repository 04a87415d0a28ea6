#pragma once
// A coarse raster of the unrotated tile (one cell per unit of the 100 x 100 art) that knows
// which parts are taken. The layout uses it to find free room for buildings and icons, to
// follow a road until it meets something, and to tell the fields apart.

#include <QImage>
#include <QPainterPath>
#include <QPointF>

#include <algorithm>
#include <vector>

namespace tessera::art {

class SpaceMap {
public:
    static constexpr int kSize = 100;

    SpaceMap();

    void block(const QPainterPath &area);
    void blockStroke(const QPainterPath &line, qreal width);
    void blockCircle(QPointF centre, qreal radius);
    // Blocks everything outside `area`.
    void keepOnly(const QPainterPath &area);
    void blockAll(const SpaceMap &other); // union

    bool isBlocked(QPointF p) const;
    bool isBlocked(int x, int y) const;

    // Distance of every cell centre to the nearest blocked cell or the tile border.
    std::vector<float> clearance() const;
    float clearanceAt(QPointF p) const;

    struct Spot {
        QPointF point;
        qreal clearance = 0;
    };
    // The cell closest to `preferred` with at least `radius` of clearance; if none has that
    // much, the cell with the most. clearance is 0 when the whole tile is taken.
    Spot findSpot(QPointF preferred, qreal radius) const;
    // The blocked cell nearest to `from`, or `from` itself when nothing is blocked.
    QPointF nearestBlocked(QPointF from, bool *found = nullptr) const;

    // Connected free regions (4-neighbours): a label per cell, -1 for blocked cells.
    std::vector<int> regions(int *count = nullptr) const;

    static QPointF cellCentre(int x, int y) { return {x + 0.5, y + 0.5}; }
    // Index into clearance() and regions() of the cell holding `p` (clamped to the tile).
    static int cellIndex(QPointF p)
    {
        const int x = std::clamp(int(p.x()), 0, kSize - 1);
        const int y = std::clamp(int(p.y()), 0, kSize - 1);
        return y * kSize + x;
    }

private:
    QImage m_mask; // a bit a cell (MonoLSB), 0 = free
};

} // namespace tessera::art
