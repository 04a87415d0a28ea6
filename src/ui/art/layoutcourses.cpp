// Roads and rivers that end on the tile, and the gates and bridges where roads meet cities
// and rivers.

#include "layoutbuilder.h"

#include "tileshapes.h"

#include <QLineF>

#include <algorithm>
#include <bit>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using namespace shapes;

// Roads and rivers that touch one side end on the tile. One whose two sides border the
// same field ends in that field (at a cloister, a village or a spring); one between two
// different fields must run on until something divides them: a junction with other such
// roads, a city, another road or river.
void LayoutBuilder::layoutEnds(FeatureKind kind)
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
    const SpaceMap taken = takenMap(2);
    const SpaceMap::Spot hubSpot = taken.findSpot(kCentre, markRadius(endMark));
    const QPointF hub = hubSpot.point;
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
            // A dead end: straight in, to the centre when it is the only end here, else a
            // short spur; it stops where its village or spring has the most room.
            const bool alone = ends.size() == 1;
            const SpaceMap::Spot target = deadEnd(end.side, alone ? 50 : 26, markRadius(endMark) * (alone ? 1.0 : 0.8));
            course = courseInto(end.side, target.point);
            addMark(endMark, target.point, std::min(alone ? 1.0 : 0.8, fitScale(target.clearance, markRadius(endMark))));
        }
        laid.push_back({end.feature, course});
    }
    if (hubUsed && !m_cityMap.isBlocked(hub))
        addMark(endMark, hub, fitScale(hubSpot.clearance, markRadius(endMark)));
    for (CourseLayout &c : laid)
        coursesOf(kind).push_back(std::move(c));
}

QPointF LayoutBuilder::nearest(const std::vector<QPointF> &points, QPointF to)
{
    QPointF best = points.front();
    for (QPointF p : points)
        if (QLineF(p, to).length() < QLineF(best, to).length())
            best = p;
    return best;
}

// Where a dead end from `side` stops: on its way straight in, no deeper than `depth`, the
// deepest point with `room` for its mark before anything already laid out, else the
// roomiest point on that way.
SpaceMap::Spot LayoutBuilder::deadEnd(int side, qreal depth, qreal room) const
{
    const SpaceMap taken = takenMap(2);
    const std::vector<float> clearance = taken.clearance();
    const QPointF start = sideMiddle(side);
    SpaceMap::Spot deepest, roomiest;
    for (qreal d = 6; d <= depth; d += 1) {
        const QPointF p = start + inwardNormal(side) * d;
        if (taken.isBlocked(p))
            break;
        const qreal c = clearance[SpaceMap::cellIndex(p)];
        if (c >= room)
            deepest = {p, c};
        if (c > roomiest.clearance)
            roomiest = {p, c};
    }
    if (deepest.clearance > 0)
        return deepest;
    if (roomiest.clearance > 0)
        return roomiest;
    return {start + inwardNormal(side) * 8, 1};
}

// A road between two fields runs straight in until it meets a city or another course;
// if nothing is in its way up to the centre, it bends to the one nearest the centre.
QPainterPath LayoutBuilder::dividingCourse(int side, int self, QPointF hub, bool *hubUsed)
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
QPointF LayoutBuilder::finishInto(QPointF p, QPointF direction, FeatureKind kind) const
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

void LayoutBuilder::layoutGatesAndBridges()
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

} // namespace tessera::art
