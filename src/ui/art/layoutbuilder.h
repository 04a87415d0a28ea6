#pragma once
// Private to the art library: the steps that lay out one tile (tilelayout.h), in the order
// run() takes them. Each step sees what the earlier ones placed: cities first, then the roads
// and rivers that cross the tile, cloisters, the roads and rivers that end on it, gates and
// bridges, the special marks, the icons of the cities, the hedges between fields that nothing
// else parts, the figures' anchors and last the decorations (roofs, grass).
//
// Its parts: layoutbuilder.cpp (cities, crossing courses), layoutcourses.cpp (course ends,
// gates, bridges), layoutmarks.cpp (buildings, icons, decorations), layouthedges.cpp,
// layoutanchors.cpp.

#include "spacemap.h"
#include "tilelayout.h"

#include <QLineF>
#include <QList>
#include <QPolygonF>

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tessera::art {

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

inline qreal courseWidth(engine::FeatureKind kind)
{
    return kind == engine::FeatureKind::River ? kRiverWidth : kRoadWidth;
}

inline qreal degreesOf(QPointF direction)
{
    return std::atan2(direction.y(), direction.x()) * 180 / M_PI;
}

inline QPointF unit(QPointF v)
{
    const qreal length = std::hypot(v.x(), v.y());
    return length > 0 ? v / length : QPointF(0, 1);
}

// How much a mark of natural `radius` shrinks to fit the room found for it; below the floor
// it overlaps its neighbours rather than vanish.
inline qreal fitScale(qreal clearance, qreal radius)
{
    return std::clamp(clearance / radius, 0.4, 1.0);
}

class LayoutBuilder {
public:
    explicit LayoutBuilder(const engine::TileType &tile);
    TileLayout run();

private:
    const engine::FeatureDef &feature(int f) const { return m_tile.features[f]; }
    std::vector<CourseLayout> &coursesOf(engine::FeatureKind kind);
    void addMark(Mark mark, QPointF at, qreal scale = 1, qreal degrees = 0);
    // Everything laid out so far, as one map; courses widened by `courseMargin`.
    SpaceMap takenMap(qreal courseMargin = 0) const;
    bool isInCity(QPointF p) const;

    // layoutbuilder.cpp
    void layoutCities();
    void layoutThroughCourses();

    // layoutcourses.cpp
    void layoutEnds(engine::FeatureKind kind);
    static QPointF nearest(const std::vector<QPointF> &points, QPointF to);
    SpaceMap::Spot deadEnd(int side, qreal depth, qreal room) const;
    QPainterPath dividingCourse(int side, int self, QPointF hub, bool *hubUsed);
    QPointF finishInto(QPointF p, QPointF direction, engine::FeatureKind kind) const;
    void layoutGatesAndBridges();

    // layoutmarks.cpp
    void layoutCloisters();
    void layoutSpecials();
    void layoutInns();
    SpaceMap cityRoom(const CityLayout &city, qreal wallMargin) const;
    void layoutCityIcons();
    void layoutHouses();
    static qreal wallDirection(const QList<QPolygonF> &walls, QPointF p);
    void layoutTufts();

    // layouthedges.cpp
    void layoutHedges();
    std::optional<QLineF> meetingOfFields() const;
    bool innerFieldHasRoom() const;
    void closeOffPocket(const engine::FeatureDef &field);
    // The cities, the courses, the marks and the hedges: what parts the fields.
    SpaceMap dividerMap() const;
    static constexpr int kMinPocketCells = 150; // the least room for an inner field's figure

    // layoutanchors.cpp
    void anchorCourses();
    static QPointF visibleMiddle(const QPainterPath &course, const SpaceMap &cover);
    void anchorFields();

    const engine::TileType &m_tile;
    Jitter m_jitter;
    TileLayout m_out;
    std::array<int, 8> m_fieldOfHalf{}; // the field on each half-edge, or -1
    SpaceMap m_cityMap;                 // the city regions
    SpaceMap m_markMap;                 // the marks placed so far, as circles
    std::vector<QPointF> m_cityHearts;  // parallel to m_out.cities
    std::vector<QPointF> m_cloisters;
};

} // namespace tessera::art
