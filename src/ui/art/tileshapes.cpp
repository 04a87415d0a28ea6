#include "tileshapes.h"

#include <bit>

namespace tessera::art::shapes {

namespace {

// How far along the edge a wall curve's control points sit: the curve leaves a corner at
// about 40 degrees, so that walls of different cities meeting at a corner never cross.
constexpr qreal kLensReach = 45;
// Bezier handle length for a quarter circle.
constexpr qreal kKappa = 0.5523;

// Appends the wall curve of side `side` running from corner side+1 to corner side
// (`forward`), or back.
void lensTo(QPainterPath &path, int side, qreal depth, bool forward)
{
    const qreal h = depth / 0.75; // a cubic with both handles at h reaches 3/4 h
    QPointF c1 = rotated({kTileSize - kLensReach, h}, side);
    QPointF c2 = rotated({kLensReach, h}, side);
    QPointF end = corner(side);
    if (!forward) {
        std::swap(c1, c2);
        end = corner(side + 1);
    }
    path.cubicTo(c1, c2, end);
}

// The wall of a corner city on sides a and a+1, from corner a+2 to corner a (`forward`).
// Its handles hold it a little towards the city's corner, leaving room for a road curve.
void diagonalTo(QPainterPath &path, int a, bool forward)
{
    QPointF c1 = rotated({80, 66}, a);
    QPointF c2 = rotated({34, 20}, a);
    QPointF end = corner(a);
    if (!forward) {
        std::swap(c1, c2);
        end = corner(a + 2);
    }
    path.cubicTo(c1, c2, end);
}

bool has(std::uint8_t sides, int s)
{
    return sides & (1u << (s & 3));
}

} // namespace

QPointF corner(int index)
{
    static constexpr QPointF corners[4] = {{0, 0}, {kTileSize, 0}, {kTileSize, kTileSize}, {0, kTileSize}};
    return corners[index & 3];
}

QPointF sideMiddle(int side)
{
    return (corner(side) + corner(side + 1)) / 2;
}

QPointF inwardNormal(int side)
{
    static constexpr QPointF normals[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    return normals[side & 3];
}

QPointF rotated(QPointF p, int quarterTurns)
{
    for (int i = 0; i < (quarterTurns & 3); ++i)
        p = QPointF(kTileSize - p.y(), p.x());
    return p;
}

QPointF halfEdgePoint(int half, qreal t, qreal inset)
{
    const int side = half / 2;
    const QPointF from = (half & 1) ? sideMiddle(side) : corner(side);
    const QPointF to = (half & 1) ? corner(side + 1) : sideMiddle(side);
    // "L" halves run corner -> middle; "R" halves middle -> corner, so flip t for them.
    const qreal along = (half & 1) ? 1 - t : t;
    return from + (to - from) * along + inwardNormal(side) * inset;
}

CityShape cityShape(std::uint8_t sides, const qreal depth[4])
{
    CityShape shape;
    sides &= 0xF;
    const int count = std::popcount(unsigned(sides));
    QPainterPath &r = shape.region;
    QPainterPath &w = shape.walls;
    if (count == 4 || count == 0) {
        r.addRect(0, 0, kTileSize, kTileSize);
        shape.heart = kCentre;
        return shape;
    }
    if (count == 1) {
        const int s = std::countr_zero(unsigned(sides));
        r.moveTo(corner(s));
        r.lineTo(corner(s + 1));
        lensTo(r, s, depth[s], true);
        w.moveTo(corner(s + 1));
        lensTo(w, s, depth[s], true);
        shape.heart = sideMiddle(s) + inwardNormal(s) * (depth[s] * 0.45);
    } else if (count == 3) {
        const int m = std::countr_zero(unsigned(~sides & 0xF)); // the missing side
        r.moveTo(corner(m + 1));
        r.lineTo(corner(m + 2));
        r.lineTo(corner(m + 3));
        r.lineTo(corner(m));
        lensTo(r, m, depth[m], false);
        w.moveTo(corner(m));
        lensTo(w, m, depth[m], false);
        shape.heart = kCentre - inwardNormal(m) * 12;
    } else if (has(sides, 0) == has(sides, 2)) { // a passage between opposite sides
        const int s = has(sides, 0) ? 0 : 1;
        r.moveTo(corner(s));
        r.lineTo(corner(s + 1));
        lensTo(r, s + 1, depth[(s + 1) & 3], false);
        r.lineTo(corner(s + 3));
        lensTo(r, s + 3, depth[(s + 3) & 3], false);
        w.moveTo(corner(s + 1));
        lensTo(w, s + 1, depth[(s + 1) & 3], false);
        w.moveTo(corner(s + 3));
        lensTo(w, s + 3, depth[(s + 3) & 3], false);
        shape.heart = kCentre;
    } else { // a corner: sides a and a + 1
        const int a = has(sides, 0) ? (has(sides, 1) ? 0 : 3) : (has(sides, 1) ? 1 : 2);
        r.moveTo(corner(a));
        r.lineTo(corner(a + 1));
        r.lineTo(corner(a + 2));
        diagonalTo(r, a, true);
        w.moveTo(corner(a + 2));
        diagonalTo(w, a, true);
        shape.heart = rotated({72, 28}, a);
    }
    r.closeSubpath();
    return shape;
}

QPainterPath straightCourse(int from)
{
    QPainterPath path(sideMiddle(from));
    path.lineTo(sideMiddle(from + 2));
    return path;
}

QPainterPath curvedCourse(int from, int to)
{
    // Canonical: N middle to E middle around the NE corner; other pairs are rotations.
    const bool clockwise = ((from + 1) & 3) == (to & 3);
    const int base = clockwise ? from : to;
    const qreal k = 50 * kKappa;
    QPointF p0 = rotated({50, 0}, base), c1 = rotated({50, k}, base), c2 = rotated({100 - k, 50}, base),
            p1 = rotated({100, 50}, base);
    if (!clockwise) {
        std::swap(p0, p1);
        std::swap(c1, c2);
    }
    QPainterPath path(p0);
    path.cubicTo(c1, c2, p1);
    return path;
}

QPainterPath courseInto(int side, QPointF end)
{
    const QPointF start = sideMiddle(side);
    const QPointF n = inwardNormal(side);
    const qreal ahead = QPointF::dotProduct(end - start, n);
    QPainterPath path(start);
    if (ahead <= 1) {
        path.lineTo(end);
        return path;
    }
    // Leave the edge square (so the road lines up with the neighbour's), then bend.
    path.cubicTo(start + n * (ahead * 0.55), end - (end - (start + n * ahead)) * 0.45, end);
    return path;
}

} // namespace tessera::art::shapes
