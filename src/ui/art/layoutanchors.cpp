// Where figures stand on roads, rivers and fields.

#include "layoutbuilder.h"

#include "tileshapes.h"

#include <QLineF>

#include <algorithm>
#include <bit>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using namespace shapes;

// A figure on a road or river stands in the middle of the part that shows: not under a
// city, a building or (for a river) a road.
void LayoutBuilder::anchorCourses()
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

QPointF LayoutBuilder::visibleMiddle(const QPainterPath &course, const SpaceMap &cover)
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
void LayoutBuilder::anchorFields()
{
    const SpaceMap dividers = dividerMap();
    int regionCount = 0;
    const std::vector<int> regions = dividers.regions(&regionCount);
    const std::vector<float> clearance = takenMap(1).clearance();
    std::vector<bool> claimed(regionCount, false);

    auto regionAt = [&](QPointF p) { return regions[SpaceMap::cellIndex(p)]; };
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

} // namespace tessera::art
