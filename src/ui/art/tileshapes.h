#pragma once
// The geometry of the generated tiles in the unrotated 100 x 100 art: corners, edge middles,
// the curved city walls and the road and river courses. Sides are numbered as in the engine
// (N E S W); side s runs clockwise from corner s to corner s + 1 (corners NW NE SE SW).

#include <QPainterPath>
#include <QPointF>

#include <cstdint>

namespace tessera::art::shapes {

inline constexpr qreal kTileSize = 100;
inline constexpr QPointF kCentre{50, 50};

QPointF corner(int index);
QPointF sideMiddle(int side);
QPointF inwardNormal(int side);
// Clockwise quarter turns around the tile centre.
QPointF rotated(QPointF p, int quarterTurns);
// A point on half-edge `half` (NL .. WR), `t` from 0 (its tile corner) to 1 (the edge
// middle), `inset` units inside the tile.
QPointF halfEdgePoint(int half, qreal t, qreal inset);

// How deep a wall curve reaches into the tile, by the role it plays.
inline constexpr qreal kCapDepth = 28;        // a city on one side
inline constexpr qreal kCapDepthCrowded = 18; // ... facing another city's wall on that side
inline constexpr qreal kOpenDepth = 30;       // the field cut into a 3-sided city or passage
inline constexpr qreal kOpenDepthCrowded = 34;

struct CityShape {
    QPainterPath region;
    QPainterPath walls; // the inner wall curves only: the city goes on across the tile edges
    QPointF heart;      // a point well inside the city
};

// The shape of a city covering `sides` (bit s = side s). depth[s] is the depth of the wall
// curve belonging to side s: a cap's own wall, or the field cut into a city missing side s.
CityShape cityShape(std::uint8_t sides, const qreal depth[4]);

// Road or river courses between edge middles.
QPainterPath straightCourse(int from);       // from -> opposite side
QPainterPath curvedCourse(int from, int to); // adjacent sides, a quarter circle
// From an edge middle into the tile, leaving the edge square, bending towards `end`.
QPainterPath courseInto(int side, QPointF end);

} // namespace tessera::art::shapes
