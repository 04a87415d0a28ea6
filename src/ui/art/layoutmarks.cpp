// Buildings, icons and decorations: cloisters, volcano, portal, dragon, inns, the icons of the
// cities, roofs and grass.

#include "layoutbuilder.h"

#include "tileshapes.h"

#include <QLineF>

#include <algorithm>
#include <bit>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using namespace shapes;

void LayoutBuilder::layoutCloisters()
{
    for (int f = 0; f < int(m_tile.features.size()); ++f) {
        if (feature(f).kind != FeatureKind::Cloister)
            continue;
        const qreal radius = markRadius(Mark::Cloister);
        SpaceMap::Spot spot = takenMap(2).findSpot(kCentre, radius);
        if (spot.clearance < radius * 0.6) {
            // No room in the field (a cloister inside a city): stand among the houses.
            SpaceMap taken = m_markMap;
            for (const CourseLayout &c : m_out.roads)
                taken.blockStroke(c.course, kRoadWidth + 2);
            for (const CourseLayout &c : m_out.rivers)
                taken.blockStroke(c.course, kRiverWidth + 2);
            spot = taken.findSpot(kCentre, radius);
        }
        const qreal scale = fitScale(spot.clearance, radius);
        addMark(Mark::Cloister, spot.point, scale);
        m_cloisters.push_back(spot.point);
        m_out.anchors[f] = spot.point;
    }
}

void LayoutBuilder::layoutSpecials()
{
    struct Special {
        bool present;
        Mark mark;
        QPointF preferred;
    };
    const Special specials[] = {
        {m_tile.volcano, Mark::Volcano, kCentre},
        {m_tile.portal, Mark::Portal, kCentre},
        {m_tile.dragon, Mark::Dragon, QPointF(76, 76)},
    };
    for (const Special &s : specials) {
        if (!s.present)
            continue;
        const qreal radius = markRadius(s.mark);
        const SpaceMap::Spot spot = takenMap(2).findSpot(s.preferred, radius);
        addMark(s.mark, spot.point, fitScale(spot.clearance, radius));
    }
}

void LayoutBuilder::layoutInns()
{
    for (const CourseLayout &road : m_out.roads) {
        if (!feature(road.feature).inn)
            continue;
        const SpaceMap taken = takenMap(2);
        const qreal radius = markRadius(Mark::Inn);
        SpaceMap::Spot best;
        for (qreal t : {0.5, 0.35, 0.65, 0.2, 0.8}) {
            const QPointF p = road.course.pointAtPercent(t);
            const QPointF tangent = unit(road.course.pointAtPercent(std::min(1.0, t + 0.02))
                                         - road.course.pointAtPercent(std::max(0.0, t - 0.02)));
            const QPointF normal(-tangent.y(), tangent.x());
            for (qreal sign : {1.0, -1.0}) {
                const QPointF q = p + normal * (sign * (kRoadWidth / 2 + radius));
                const qreal clearance = taken.clearanceAt(q);
                if (clearance > best.clearance)
                    best = {q, clearance};
            }
            if (best.clearance >= radius)
                break;
        }
        if (best.clearance < radius * 0.7) // no room beside the road: the nearest room
            best = taken.findSpot(road.course.pointAtPercent(0.5), radius);
        addMark(Mark::Inn, best.point, fitScale(best.clearance, radius));
    }
}

// A map of the free room inside one city: away from its walls and from other marks.
SpaceMap LayoutBuilder::cityRoom(const CityLayout &city, qreal wallMargin) const
{
    SpaceMap room;
    room.keepOnly(city.region);
    room.blockStroke(city.walls, wallMargin * 2);
    room.blockAll(m_markMap);
    for (const MarkSpot &m : m_out.marks)
        if (m.mark == Mark::Gate)
            room.blockCircle(m.at, markRadius(Mark::Gate) + 1);
    return room;
}

void LayoutBuilder::layoutCityIcons()
{
    for (std::size_t i = 0; i < m_out.cities.size(); ++i) {
        const CityLayout &city = m_out.cities[i];
        const FeatureDef &def = feature(city.feature);
        std::vector<Mark> icons;
        if (def.cathedral)
            icons.push_back(Mark::Cathedral);
        for (int p = 0; p < std::min(def.pennants, 6); ++p)
            icons.push_back(Mark::Pennant);
        if (def.princess)
            icons.push_back(Mark::Princess);
        if (def.goods == engine::Goods::Wine)
            icons.push_back(Mark::Wine);
        else if (def.goods == engine::Goods::Grain)
            icons.push_back(Mark::Grain);
        else if (def.goods == engine::Goods::Cloth)
            icons.push_back(Mark::Cloth);
        for (Mark icon : icons) {
            const qreal radius = markRadius(icon);
            const SpaceMap::Spot spot = cityRoom(city, 4).findSpot(m_cityHearts[i], radius);
            addMark(icon, spot.point, fitScale(spot.clearance, radius));
        }
        // A follower stands in the city next to its icons.
        m_out.anchors[city.feature] = cityRoom(city, 3).findSpot(m_cityHearts[i], 9).point;
    }
}

// Roofs fill each city: candidates on a fine grid, taken in a shuffled order when they
// are clear of walls, marks, the tile edges and each other; each roof is turned along the
// nearest wall so that the town follows its walls.
void LayoutBuilder::layoutHouses()
{
    for (const CityLayout &city : m_out.cities) {
        const SpaceMap room = cityRoom(city, 4);
        const std::vector<float> clearance = room.clearance();
        const QList<QPolygonF> walls = city.walls.toSubpathPolygons();
        std::vector<QPointF> candidates;
        for (qreal y = 8.5; y <= 91.5; y += 3)
            for (qreal x = 8.5; x <= 91.5; x += 3)
                candidates.emplace_back(x + m_jitter.range(-1, 1), y + m_jitter.range(-1, 1));
        for (std::size_t i = candidates.size(); i > 1; --i)
            std::swap(candidates[i - 1], candidates[std::size_t(m_jitter.next() * i) % i]);
        std::vector<House> placed;
        for (QPointF p : candidates) {
            if (clearance[SpaceMap::cellIndex(p)] < 3)
                continue;
            const bool crowded = std::any_of(placed.begin(), placed.end(),
                                             [&](const House &q) { return QLineF(p, q.at).length() < 10.5; });
            if (!crowded)
                placed.push_back({p, wallDirection(walls, p) + m_jitter.range(-6, 6)});
        }
        m_out.houses.insert(m_out.houses.end(), placed.begin(), placed.end());
    }
}

// The direction (in degrees, -90 .. 90) of the wall segment nearest to `p`; 0 without walls.
qreal LayoutBuilder::wallDirection(const QList<QPolygonF> &walls, QPointF p)
{
    qreal best = 1e9;
    qreal degrees = 0;
    for (const QPolygonF &line : walls) {
        for (int i = 1; i < line.size(); ++i) {
            const QPointF mid = (line[i - 1] + line[i]) / 2;
            const qreal distance = QLineF(mid, p).length();
            if (distance < best) {
                best = distance;
                degrees = degreesOf(line[i] - line[i - 1]);
            }
        }
    }
    while (degrees > 90)
        degrees -= 180;
    while (degrees < -90)
        degrees += 180;
    return degrees;
}

void LayoutBuilder::layoutTufts()
{
    const SpaceMap taken = takenMap(4);
    const std::vector<float> clearance = taken.clearance();
    for (qreal y = 6; y < 98; y += 13) {
        for (qreal x = 6; x < 98; x += 13) {
            const QPointF p(x + m_jitter.range(-4, 4), y + m_jitter.range(-4, 4));
            if (clearance[SpaceMap::cellIndex(p)] >= 2.5 && m_jitter.next() < 0.7)
                m_out.tufts.push_back(p);
        }
    }
}

} // namespace tessera::art
