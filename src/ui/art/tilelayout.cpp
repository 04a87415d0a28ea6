#include "tilelayout.h"

#include "spacemap.h"
#include "tileshapes.h"

#include <QLineF>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using engine::Goods;
using engine::TileType;
using namespace shapes;

qreal markRadius(Mark mark)
{
    switch (mark) {
    case Mark::Cloister:
        return 21;
    case Mark::Village:
        return 8;
    case Mark::Lake:
        return 12;
    case Mark::Gate:
    case Mark::Bridge:
        return 6;
    case Mark::Inn:
        return 8.5;
    case Mark::Volcano:
        return 15;
    case Mark::Dragon:
    case Mark::Portal:
        return 10;
    case Mark::Cathedral:
        return 12;
    case Mark::Pennant:
        return 7.5;
    case Mark::Princess:
    case Mark::Wine:
    case Mark::Grain:
    case Mark::Cloth:
        return 6;
    }
    return 6;
}

namespace {

// Decorations vary from tile to tile but must not change between runs: a small generator
// seeded from the tile id (FNV-1a), not the process-seeded qHash.
class Jitter {
public:
    explicit Jitter(const std::string &seed)
    {
        for (unsigned char c : seed)
            m_state = (m_state ^ c) * 0x100000001b3ULL;
    }
    qreal next() // 0 .. 1
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return qreal(m_state >> 11) / qreal(1ULL << 53);
    }
    qreal range(qreal lo, qreal hi) { return lo + (hi - lo) * next(); }

private:
    std::uint64_t m_state = 0xcbf29ce484222325ULL;
};

qreal courseWidth(FeatureKind kind)
{
    return kind == FeatureKind::River ? kRiverWidth : kRoadWidth;
}

qreal degreesOf(QPointF direction)
{
    return std::atan2(direction.y(), direction.x()) * 180 / M_PI;
}

// How much a mark of natural `radius` shrinks to fit the room found for it; below the floor
// it overlaps its neighbours rather than vanish.
qreal fitScale(qreal clearance, qreal radius)
{
    return std::clamp(clearance / radius, 0.4, 1.0);
}

QPointF unit(QPointF v)
{
    const qreal length = std::hypot(v.x(), v.y());
    return length > 0 ? v / length : QPointF(0, 1);
}

class LayoutBuilder {
public:
    explicit LayoutBuilder(const TileType &tile)
        : m_tile(tile)
        , m_jitter(tile.id)
    {
        m_out.anchors.assign(tile.features.size(), kCentre);
        m_fieldOfHalf.fill(-1);
        for (int f = 0; f < int(tile.features.size()); ++f)
            if (tile.features[f].kind == FeatureKind::Field)
                for (int h = 0; h < 8; ++h)
                    if (tile.features[f].halves & (1u << h))
                        m_fieldOfHalf[h] = f;
    }

    TileLayout run()
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
        anchorCourses();
        anchorFields();
        layoutHouses();
        layoutTufts();
        return std::move(m_out);
    }

private:
    const FeatureDef &feature(int f) const { return m_tile.features[f]; }

    void addMark(Mark mark, QPointF at, qreal scale = 1, qreal degrees = 0)
    {
        m_out.marks.push_back({mark, at, scale, degrees});
        if (mark != Mark::Gate && mark != Mark::Bridge)
            m_markMap.blockCircle(at, markRadius(mark) * scale);
    }

    // Everything drawn so far, as one map.
    SpaceMap takenMap(qreal courseMargin = 0) const
    {
        SpaceMap map = m_cityMap;
        map.blockAll(m_markMap);
        for (const CourseLayout &c : m_out.roads)
            map.blockStroke(c.course, kRoadWidth + courseMargin);
        for (const CourseLayout &c : m_out.rivers)
            map.blockStroke(c.course, kRiverWidth + courseMargin);
        return map;
    }

    void layoutCities()
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

    std::vector<CourseLayout> &coursesOf(FeatureKind kind)
    {
        return kind == FeatureKind::River ? m_out.rivers : m_out.roads;
    }

    void layoutThroughCourses()
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

    void layoutCloisters()
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

    // Roads and rivers that touch one side end on the tile. One whose two sides border the
    // same field ends in that field (at a cloister, a village or a spring); one between two
    // different fields must run on until something divides them: a junction with other such
    // roads, a city, another road or river.
    void layoutEnds(FeatureKind kind)
    {
        struct End {
            int feature;
            int side;
            bool dividing;
        };
        std::vector<End> ends;
        for (int f = 0; f < int(m_tile.features.size()); ++f) {
            const FeatureDef &def = feature(f);
            if (def.kind != kind || std::popcount(unsigned(def.sides & 0xF)) != 1)
                continue;
            const int side = std::countr_zero(unsigned(def.sides & 0xF));
            const int left = m_fieldOfHalf[2 * side];
            const int right = m_fieldOfHalf[2 * side + 1];
            ends.push_back({f, side, left != right || left < 0});
        }
        if (ends.empty())
            return;
        const int dividing = int(std::count_if(ends.begin(), ends.end(), [](const End &e) { return e.dividing; }));
        const Mark endMark = kind == FeatureKind::River ? Mark::Lake : Mark::Village;
        const qreal width = courseWidth(kind);
        const SpaceMap taken = takenMap(2);
        const QPointF hub = taken.findSpot(kCentre, markRadius(endMark)).point;
        bool hubUsed = false;
        std::vector<CourseLayout> laid;

        for (const End &end : ends) {
            const QPointF start = sideMiddle(end.side);
            QPainterPath course;
            if (kind == FeatureKind::Road && !m_cloisters.empty()) {
                course = courseInto(end.side, nearest(m_cloisters, start));
            } else if (end.dividing && dividing >= 2) {
                course = courseInto(end.side, hub);
                hubUsed = true;
            } else if (end.dividing) {
                course = dividingCourse(end.side, end.feature, hub, &hubUsed);
            } else {
                // A dead end: to the hub when it is the only end here, else a short spur.
                const bool alone = ends.size() == 1;
                QPointF target = alone ? hub : start + inwardNormal(end.side) * 26;
                target = pullBack(start, target, markRadius(endMark) + width / 2);
                course = courseInto(end.side, target);
                if (alone && target == hub)
                    hubUsed = true;
                else
                    addMark(endMark, target, alone ? 1.0 : 0.8);
            }
            laid.push_back({end.feature, course});
        }
        if (hubUsed && !m_cityMap.isBlocked(hub))
            addMark(endMark, hub);
        for (CourseLayout &c : laid)
            coursesOf(kind).push_back(std::move(c));
    }

    static QPointF nearest(const std::vector<QPointF> &points, QPointF to)
    {
        QPointF best = points.front();
        for (QPointF p : points)
            if (QLineF(p, to).length() < QLineF(best, to).length())
                best = p;
        return best;
    }

    // The end of the straight way from `from` to `to`, or where it would come closer than
    // `room` to anything already laid out (never closer to the edge than 8).
    QPointF pullBack(QPointF from, QPointF to, qreal room) const
    {
        const SpaceMap taken = takenMap();
        const std::vector<float> clearance = taken.clearance();
        const qreal length = std::max(QLineF(from, to).length(), 1.0);
        const qreal needed = std::min(room, 8.0);
        QPointF best = from + (to - from) * std::min(1.0, 8 / length);
        for (qreal d = 8; d <= length + 0.5; d += 1) {
            const QPointF p = d >= length ? to : from + (to - from) * (d / length);
            const int x = std::clamp(int(p.x()), 0, SpaceMap::kSize - 1);
            const int y = std::clamp(int(p.y()), 0, SpaceMap::kSize - 1);
            if (taken.isBlocked(p))
                break;
            if (clearance[y * SpaceMap::kSize + x] >= needed)
                best = p;
        }
        return best;
    }

    // A road between two fields runs straight in until it meets a city or another course;
    // if nothing is in its way up to the centre, it bends to the one nearest the centre.
    QPainterPath dividingCourse(int side, int self, QPointF hub, bool *hubUsed)
    {
        SpaceMap barriers = m_cityMap;
        for (const auto *list : {&m_out.roads, &m_out.rivers})
            for (const CourseLayout &c : *list)
                if (c.feature != self)
                    barriers.blockStroke(c.course, courseWidth(feature(c.feature).kind) - 2);
        for (QPointF c : m_cloisters)
            barriers.blockCircle(c, markRadius(Mark::Cloister) * 0.6);

        const QPointF start = sideMiddle(side);
        const QPointF n = inwardNormal(side);
        for (qreal d = 3; d <= 50; d += 1) {
            const QPointF p = start + n * d;
            if (barriers.isBlocked(p))
                return courseInto(side, finishInto(p, n, feature(self).kind));
        }
        bool found = false;
        const QPointF target = barriers.nearestBlocked(kCentre, &found);
        if (!found) {
            *hubUsed = true;
            return courseInto(side, hub);
        }
        // One smooth bend from the edge to the barrier nearest the centre.
        return courseInto(side, finishInto(target, unit(target - kCentre), feature(self).kind));
    }

    // Where a course that reaches a barrier at `p` stops: under the city, on the centre line
    // of the road it joins, or (a river) under the road it runs into.
    QPointF finishInto(QPointF p, QPointF direction, FeatureKind kind) const
    {
        if (m_cityMap.isBlocked(p))
            return p + direction * 8;
        if (kind == FeatureKind::River)
            return p + direction * (kRoadWidth / 2);
        QPointF best = p;
        qreal bestDistance = 1e9;
        for (const auto *list : {&m_out.roads, &m_out.rivers}) {
            for (const CourseLayout &c : *list) {
                for (int i = 0; i <= 100; ++i) {
                    const QPointF q = c.course.pointAtPercent(i / 100.0);
                    const qreal distance = QLineF(p, q).length();
                    if (distance < bestDistance) {
                        bestDistance = distance;
                        best = q;
                    }
                }
            }
        }
        return bestDistance < 12 ? best : p;
    }

    void layoutGatesAndBridges()
    {
        SpaceMap rivers;
        for (const CourseLayout &c : m_out.rivers)
            rivers.blockStroke(c.course, kRiverWidth);
        for (const CourseLayout &road : m_out.roads) {
            bool inCity = false; // roads start at a road side, never inside a city
            bool onRiver = false;
            QPointF riverEntry;
            const int steps = std::max(20, int(road.course.length()));
            for (int i = 1; i <= steps; ++i) {
                const qreal t = qreal(i) / steps;
                const QPointF p = road.course.pointAtPercent(t);
                const QPointF direction = unit(p - road.course.pointAtPercent(qreal(i - 1) / steps));
                const bool city = inCity || isInCity(p);
                if (city && !inCity && i > 1)
                    addMark(Mark::Gate, p, 1, degreesOf(direction) + 90);
                inCity = city;
                const bool river = rivers.isBlocked(p) && !inCity;
                if (river && !onRiver)
                    riverEntry = p;
                if (!river && onRiver)
                    addMark(Mark::Bridge, (riverEntry + p) / 2, 1, degreesOf(direction) + 90);
                onRiver = river;
            }
        }
    }

    bool isInCity(QPointF p) const
    {
        for (const CityLayout &c : m_out.cities)
            if (c.region.contains(p))
                return true;
        return false;
    }

    void layoutSpecials()
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

    void layoutInns()
    {
        for (const CourseLayout &road : m_out.roads) {
            if (!feature(road.feature).inn)
                continue;
            const SpaceMap taken = takenMap(2);
            const qreal radius = markRadius(Mark::Inn);
            SpaceMap::Spot best;
            for (qreal t : {0.5, 0.35, 0.65, 0.2, 0.8}) {
                const QPointF p = road.course.pointAtPercent(t);
                const QPointF tangent = unit(road.course.pointAtPercent(t + 0.02) - road.course.pointAtPercent(t - 0.02));
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
            if (best.clearance <= 0)
                best = {road.course.pointAtPercent(0.5), radius * 0.6};
            addMark(Mark::Inn, best.point, fitScale(best.clearance, radius));
        }
    }

    // A map of the free room inside one city: away from its walls and from other marks.
    SpaceMap cityRoom(const CityLayout &city, qreal wallMargin) const
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

    void layoutCityIcons()
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
            if (def.goods == Goods::Wine)
                icons.push_back(Mark::Wine);
            else if (def.goods == Goods::Grain)
                icons.push_back(Mark::Grain);
            else if (def.goods == Goods::Cloth)
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

    // A figure on a road or river stands in the middle of the part that shows: not under a
    // city, a building or (for a river) a road.
    void anchorCourses()
    {
        SpaceMap hidden = m_cityMap;
        hidden.blockAll(m_markMap);
        SpaceMap hiddenRiver = hidden;
        for (const CourseLayout &c : m_out.roads)
            hiddenRiver.blockStroke(c.course, kRoadWidth + 2);
        for (const auto *list : {&m_out.roads, &m_out.rivers}) {
            const SpaceMap &cover = list == &m_out.rivers ? hiddenRiver : hidden;
            for (const CourseLayout &c : *list) {
                const bool spokes = std::popcount(unsigned(feature(c.feature).sides & 0xF)) > 2;
                m_out.anchors[c.feature] = spokes ? kCentre : visibleMiddle(c.course, cover);
            }
        }
    }

    static QPointF visibleMiddle(const QPainterPath &course, const SpaceMap &cover)
    {
        constexpr int steps = 100;
        int bestStart = -1, bestLength = 0, runStart = -1;
        for (int i = 0; i <= steps + 1; ++i) {
            const bool visible = i <= steps && !cover.isBlocked(course.pointAtPercent(qreal(i) / steps));
            if (visible && runStart < 0)
                runStart = i;
            if (!visible && runStart >= 0) {
                if (i - runStart > bestLength) {
                    bestLength = i - runStart;
                    bestStart = runStart;
                }
                runStart = -1;
            }
        }
        if (bestStart < 0)
            return course.pointAtPercent(0.5);
        return course.pointAtPercent((bestStart + (bestLength - 1) / 2.0) / steps);
    }

    // Fields are told apart on the raster: the free regions that touch each field's
    // half-edges belong to it; a field touching none (an inner field) gets a region no other
    // field reached. Its figure stands where the field is roomiest.
    void anchorFields()
    {
        SpaceMap dividers = m_cityMap;
        for (const CourseLayout &c : m_out.roads)
            dividers.blockStroke(c.course, kRoadWidth);
        for (const CourseLayout &c : m_out.rivers)
            dividers.blockStroke(c.course, kRiverWidth);
        int regionCount = 0;
        const std::vector<int> regions = dividers.regions(&regionCount);
        const std::vector<float> clearance = takenMap(1).clearance();
        std::vector<bool> claimed(regionCount, false);

        auto regionAt = [&](QPointF p) {
            const int x = std::clamp(int(p.x()), 0, SpaceMap::kSize - 1);
            const int y = std::clamp(int(p.y()), 0, SpaceMap::kSize - 1);
            return regions[y * SpaceMap::kSize + x];
        };
        auto roomiest = [&](const std::vector<bool> &mine, QPointF fallback) {
            QPointF best = fallback;
            float bestClearance = -1;
            for (int cell = 0; cell < SpaceMap::kSize * SpaceMap::kSize; ++cell) {
                if (regions[cell] < 0 || !mine[regions[cell]] || clearance[cell] <= bestClearance)
                    continue;
                bestClearance = clearance[cell];
                best = SpaceMap::cellCentre(cell % SpaceMap::kSize, cell / SpaceMap::kSize);
            }
            return best;
        };

        std::vector<int> inner;
        for (int f = 0; f < int(m_tile.features.size()); ++f) {
            const FeatureDef &def = feature(f);
            if (def.kind != FeatureKind::Field)
                continue;
            if (def.halves == 0) {
                inner.push_back(f);
                continue;
            }
            std::vector<bool> mine(regionCount, false);
            QPointF sum;
            int n = 0;
            for (int h = 0; h < 8; ++h) {
                if (!(def.halves & (1u << h)))
                    continue;
                sum += halfEdgePoint(h, 0.5, 6);
                ++n;
                for (qreal t = 0.05; t < 1; t += 0.05) {
                    const int r = regionAt(halfEdgePoint(h, t, 1.5));
                    if (r >= 0)
                        mine[r] = claimed[r] = true;
                }
            }
            m_out.anchors[f] = roomiest(mine, sum / std::max(n, 1));
        }
        for (int f : inner) {
            // The largest region no edge field reached.
            std::vector<int> size(regionCount, 0);
            for (int r : regions)
                if (r >= 0 && !claimed[r])
                    ++size[r];
            const auto largest = std::max_element(size.begin(), size.end());
            std::vector<bool> mine(regionCount, false);
            if (largest != size.end() && *largest > 0) {
                mine[largest - size.begin()] = claimed[largest - size.begin()] = true;
            }
            m_out.anchors[f] = roomiest(mine, kCentre);
        }
    }

    // Roofs fill each city on a staggered grid, clear of walls, marks and the tile edges, each
    // turned along the nearest wall so that the town follows its walls.
    void layoutHouses()
    {
        for (const CityLayout &city : m_out.cities) {
            const SpaceMap room = cityRoom(city, 4.5);
            const std::vector<float> clearance = room.clearance();
            const QList<QPolygonF> walls = city.walls.toSubpathPolygons();
            std::vector<House> placed;
            int row = 0;
            for (qreal y = 8.5; y < 95; y += 11, ++row) {
                for (qreal x = (row % 2) ? 14.5 : 8; x < 95; x += 13) {
                    const QPointF p(x + m_jitter.range(-1.5, 1.5), y + m_jitter.range(-1.5, 1.5));
                    const int cx = std::clamp(int(p.x()), 0, SpaceMap::kSize - 1);
                    const int cy = std::clamp(int(p.y()), 0, SpaceMap::kSize - 1);
                    const bool nearEdge = std::min({p.x(), p.y(), 100 - p.x(), 100 - p.y()}) < 9.5;
                    if (nearEdge || clearance[cy * SpaceMap::kSize + cx] < 3.5 || m_jitter.next() < 0.12)
                        continue;
                    const bool crowded = std::any_of(placed.begin(), placed.end(),
                                                     [&](const House &q) { return QLineF(p, q.at).length() < 10.5; });
                    if (!crowded)
                        placed.push_back({p, wallDirection(walls, p) + m_jitter.range(-6, 6)});
                }
            }
            m_out.houses.insert(m_out.houses.end(), placed.begin(), placed.end());
        }
    }

    // The direction (in degrees, -90 .. 90) of the wall segment nearest to `p`; 0 without walls.
    static qreal wallDirection(const QList<QPolygonF> &walls, QPointF p)
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

    void layoutTufts()
    {
        const SpaceMap taken = takenMap(4);
        const std::vector<float> clearance = taken.clearance();
        for (qreal y = 6; y < 98; y += 13) {
            for (qreal x = 6; x < 98; x += 13) {
                const QPointF p(x + m_jitter.range(-4, 4), y + m_jitter.range(-4, 4));
                const int cx = std::clamp(int(p.x()), 0, SpaceMap::kSize - 1);
                const int cy = std::clamp(int(p.y()), 0, SpaceMap::kSize - 1);
                if (clearance[cy * SpaceMap::kSize + cx] >= 2.5 && m_jitter.next() < 0.7)
                    m_out.tufts.push_back(p);
            }
        }
    }

    const TileType &m_tile;
    Jitter m_jitter;
    TileLayout m_out;
    std::array<int, 8> m_fieldOfHalf{};
    SpaceMap m_cityMap;
    SpaceMap m_markMap;
    std::vector<QPointF> m_cityHearts;
    std::vector<QPointF> m_cloisters;
};

} // namespace

TileLayout layoutTile(const TileType &tile)
{
    return LayoutBuilder(tile).run();
}

std::vector<QPointF> featureAnchors(const TileType &tile)
{
    return layoutTile(tile).anchors;
}

} // namespace tessera::art
