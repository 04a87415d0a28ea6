#pragma once
// Where everything of a tile type goes in its unrotated 100 x 100 art: the shapes of its
// cities, the courses of its roads and rivers, the spots of buildings and icons, and for each
// feature a spot where a figure can stand. The tile art draws this; the board can use the
// anchors to put followers on features.

#include "engine/tiletype.h"

#include <QPainterPath>
#include <QPointF>

#include <vector>

namespace tessera::art {

enum class Mark {
    Cloister,
    Village, // where roads meet, or a road ends in the field
    Lake,    // where a river springs or rivers meet
    Gate,    // a road entering a city
    Bridge,  // a road crossing a river
    Inn,
    Volcano,
    Dragon,
    Portal,
    Pennant,
    Cathedral,
    Princess,
    Wine,
    Grain,
    Cloth,
};

struct MarkSpot {
    Mark mark;
    QPointF at;
    qreal scale = 1;   // 1 = the mark's natural size
    qreal degrees = 0; // gates and bridges follow their road
};

struct CityLayout {
    int feature = -1;
    QPainterPath region;
    QPainterPath walls;
};

struct CourseLayout {
    int feature = -1;
    QPainterPath course; // the centre line
};

struct House {
    QPointF at;
    qreal degrees = 0;
};

struct TileLayout {
    std::vector<CityLayout> cities;
    std::vector<CourseLayout> rivers;
    std::vector<CourseLayout> roads;
    std::vector<MarkSpot> marks;  // in drawing order
    std::vector<QPointF> anchors; // one per feature of the tile type
    std::vector<House> houses;    // roofs that fill the cities
    std::vector<QPointF> tufts;   // grass drawn on the fields
    // Hedges between fields that no road or city parts, each a line across a field
    // (layouthedges.cpp): the art draws them, and the fields' areas end at them.
    std::vector<QPainterPath> hedges;
};

// Widths of the drawn courses, which the layout keeps clear.
inline constexpr qreal kRoadWidth = 11;
inline constexpr qreal kRiverWidth = 17;
inline constexpr qreal kHedgeWidth = 3;

// Natural radius of each mark, the room the layout keeps for it.
qreal markRadius(Mark mark);

TileLayout layoutTile(const engine::TileType &tile);

// Where a figure on each feature stands, in the unrotated 100 x 100 art.
std::vector<QPointF> featureAnchors(const engine::TileType &tile);

} // namespace tessera::art
