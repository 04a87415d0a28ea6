// The frame of the tile layout, the city shapes and the roads and rivers that cross the tile.

#include "layoutbuilder.h"

#include "tileshapes.h"

#include <QLineF>

#include <algorithm>
#include <bit>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using namespace shapes;

LayoutBuilder::LayoutBuilder(const engine::TileType &tile) : m_tile(tile), m_jitter(tile.id)
{
    m_out.anchors.assign(tile.features.size(), kCentre);
    m_fieldOfHalf.fill(-1);
    for (int f = 0; f < int(tile.features.size()); ++f)
        if (tile.features[f].kind == FeatureKind::Field)
            for (int h = 0; h < 8; ++h)
                if (tile.features[f].halves & (1u << h))
                    m_fieldOfHalf[h] = f;
}

TileLayout LayoutBuilder::run()
{
    layoutCities();
    layoutThroughCourses();
    layoutCloisters();
    layoutEnds(FeatureKind::River);
    layoutEnds(FeatureKind::Road);
    layoutGatesAndBridges();
    layoutSpecials();
    layoutInns();
    layoutCityIcons();
    layoutHedges();
    anchorCourses();
    anchorFields();
    layoutHouses();
    layoutTufts();
    return std::move(m_out);
}

void LayoutBuilder::addMark(Mark mark, QPointF at, qreal scale, qreal degrees)
{
    m_out.marks.push_back({mark, at, scale, degrees});
    if (mark != Mark::Gate && mark != Mark::Bridge)
        m_markMap.blockCircle(at, markRadius(mark) * scale);
}

SpaceMap LayoutBuilder::takenMap(qreal courseMargin) const
{
    SpaceMap map = m_cityMap;
    map.blockAll(m_markMap);
    for (const CourseLayout &c : m_out.roads)
        map.blockStroke(c.course, kRoadWidth + courseMargin);
    for (const CourseLayout &c : m_out.rivers)
        map.blockStroke(c.course, kRiverWidth + courseMargin);
    for (const QPainterPath &hedge : m_out.hedges)
        map.blockStroke(hedge, kHedgeWidth + courseMargin);
    return map;
}

void LayoutBuilder::layoutCities()
{
    // Which sides carry a cap's wall and which the field cut into a larger city: when one
    // side has both, both curves make room for each other.
    bool cap[4] = {};
    bool open[4] = {};
    for (const FeatureDef &f : m_tile.features) {
        if (f.kind != FeatureKind::City)
            continue;
        const unsigned sides = f.sides & 0xF;
        const int count = std::popcount(sides);
        if (count == 1)
            cap[std::countr_zero(sides)] = true;
        else if (count == 3)
            open[std::countr_zero(~sides & 0xF)] = true;
        else if (count == 2 && (sides == 0x5 || sides == 0xA))
            for (int s = 0; s < 4; ++s)
                open[s] = open[s] || !(sides & (1u << s));
    }
    for (int f = 0; f < int(m_tile.features.size()); ++f) {
        if (feature(f).kind != FeatureKind::City)
            continue;
        qreal depth[4];
        const bool isCap = std::popcount(unsigned(feature(f).sides & 0xF)) == 1;
        for (int s = 0; s < 4; ++s) {
            if (isCap)
                depth[s] = open[s] ? kCapDepthCrowded : kCapDepth;
            else
                depth[s] = cap[s] ? kOpenDepthCrowded : kOpenDepth;
        }
        const CityShape shape = cityShape(feature(f).sides, depth);
        m_out.cities.push_back({f, shape.region, shape.walls});
        m_cityHearts.push_back(shape.heart);
        m_cityMap.block(shape.region);
        m_out.anchors[f] = shape.heart;
    }
}

std::vector<CourseLayout> &LayoutBuilder::coursesOf(FeatureKind kind)
{
    return kind == FeatureKind::River ? m_out.rivers : m_out.roads;
}

void LayoutBuilder::layoutThroughCourses()
{
    for (int f = 0; f < int(m_tile.features.size()); ++f) {
        const FeatureDef &def = feature(f);
        if (def.kind != FeatureKind::Road && def.kind != FeatureKind::River)
            continue;
        const unsigned sides = def.sides & 0xF;
        const int count = std::popcount(sides);
        if (count < 2)
            continue;
        QPainterPath course;
        const int first = std::countr_zero(sides);
        if (count == 2 && (sides == 0x5 || sides == 0xA)) {
            course = straightCourse(first);
        } else if (count == 2) {
            const int second = std::countr_zero(sides & ~(1u << first));
            course = curvedCourse(first, second);
        } else { // one road branching without a junction: spokes meeting at the centre
            for (int s = 0; s < 4; ++s) {
                if (sides & (1u << s)) {
                    course.moveTo(sideMiddle(s));
                    course.lineTo(kCentre);
                }
            }
        }
        coursesOf(def.kind).push_back({f, course});
    }
}

bool LayoutBuilder::isInCity(QPointF p) const
{
    for (const CityLayout &c : m_out.cities)
        if (c.region.contains(p))
            return true;
    return false;
}

} // namespace tessera::art
