// Hedges between fields that nothing else on the tile parts. Where two fields meet with no
// road or city between them (a city cap whose field is split, a corner city over two fields,
// roads that end in the field), a hedge runs along the line where they meet, on to the city,
// course or tile edge at either end. A field that touches no edge and finds no room of its
// own (the princess's field between a city cap and a city corner) gets the room between the
// walls of two of its cities, next to the tile corner they share, closed off by a hedge.

#include "layoutbuilder.h"

#include "tileshapes.h"

#include <QLineF>

#include <optional>

namespace tessera::art {

using engine::FeatureDef;
using engine::FeatureKind;
using namespace shapes;

namespace {

constexpr qreal kStep = 0.5;
// How far a hedge reaches past the first blocked point: under the wall or course it meets, so
// that no seam is left between them.
constexpr qreal kTuck = 1.5;

bool onTile(QPointF p)
{
    return p.x() >= 0 && p.y() >= 0 && p.x() <= kTileSize && p.y() <= kTileSize;
}

// From `from` along `direction` until `map` is blocked (or the tile ends), at most `limit`.
// The end point, or nothing when nothing was met within the limit.
std::optional<QPointF> rayTo(const SpaceMap &map, QPointF from, QPointF direction, qreal limit, bool tileEdgeStops)
{
    for (qreal d = 1.5; d <= limit; d += kStep) {
        const QPointF p = from + direction * d;
        if (!onTile(p))
            return tileEdgeStops ? std::optional(p) : std::nullopt;
        if (map.isBlocked(p))
            return p + direction * kTuck;
    }
    return std::nullopt;
}

// Whether a city covering `sides` reaches tile corner c (where side c - 1 ends and side c begins).
bool reachesCorner(unsigned sides, int c)
{
    return (sides & (1u << (c & 3))) || (sides & (1u << ((c + 3) & 3)));
}

} // namespace

SpaceMap LayoutBuilder::dividerMap() const
{
    SpaceMap dividers = m_cityMap;
    dividers.blockAll(m_markMap); // a village where roads end parts the fields around it too
    for (const CourseLayout &c : m_out.roads)
        dividers.blockStroke(c.course, kRoadWidth);
    for (const CourseLayout &c : m_out.rivers)
        dividers.blockStroke(c.course, kRiverWidth);
    for (const QPainterPath &hedge : m_out.hedges)
        dividers.blockStroke(hedge, kHedgeWidth);
    return dividers;
}

void LayoutBuilder::layoutHedges()
{
    // A few rounds: each hedge parts one pair of fields (a tile has at most four fields).
    for (int round = 0; round < 6; ++round) {
        const std::optional<QLineF> line = meetingOfFields();
        if (!line)
            break;
        // On past both ends until a city, a course or the tile's edge, so that the pair is apart.
        const SpaceMap dividers = dividerMap();
        const QPointF along = unit(line->p2() - line->p1());
        const QPointF from = rayTo(dividers, line->p1(), -along, kTileSize, true).value_or(line->p1());
        const QPointF to = rayTo(dividers, line->p2(), along, kTileSize, true).value_or(line->p2());
        QPainterPath hedge(from);
        hedge.lineTo(to);
        m_out.hedges.push_back(hedge);
    }

    // Fields that touch no edge: each needs a region that no edge field reaches.
    for (int f = 0; f < int(m_tile.features.size()); ++f) {
        const FeatureDef &def = feature(f);
        if (def.kind != FeatureKind::Field || def.halves != 0 || innerFieldHasRoom())
            continue;
        closeOffPocket(def);
    }
}

// Where two fields with edges of their own meet with nothing between them: each free cell
// goes to the field whose edges are nearest within its region (fronts growing from every
// field's edges at once), and the cells where one pair's fronts met run from one end of the
// line to the other. Nothing when every field has a region of its own.
std::optional<QLineF> LayoutBuilder::meetingOfFields() const
{
    constexpr int n = SpaceMap::kSize;
    const SpaceMap dividers = dividerMap();
    std::vector<int> owner(std::size_t(n * n), -1);
    std::vector<int> front;
    for (int h = 0; h < 8; ++h) {
        if (m_fieldOfHalf[h] < 0)
            continue;
        for (qreal t = 0.05; t < 1; t += 0.05) {
            const QPointF p = halfEdgePoint(h, t, 1.5);
            const int cell = SpaceMap::cellIndex(p);
            if (!dividers.isBlocked(p) && owner[std::size_t(cell)] < 0) {
                owner[std::size_t(cell)] = m_fieldOfHalf[h];
                front.push_back(cell);
            }
        }
    }
    std::vector<QPoint> met; // cells of the first pair found
    std::pair<int, int> pair{-1, -1};
    for (std::size_t head = 0; head < front.size(); ++head) {
        const int cell = front[head], x = cell % n, y = cell / n;
        for (const auto &[dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const int nx = x + dx, ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= n || ny >= n || dividers.isBlocked(nx, ny))
                continue;
            const int next = ny * n + nx;
            const int mine = owner[std::size_t(cell)], theirs = owner[std::size_t(next)];
            if (theirs < 0) {
                owner[std::size_t(next)] = mine;
                front.push_back(next);
            } else if (theirs != mine) {
                const std::pair<int, int> these{std::min(mine, theirs), std::max(mine, theirs)};
                if (pair.first < 0)
                    pair = these;
                if (these == pair)
                    met.push_back(QPoint(x, y));
            }
        }
    }
    if (met.empty())
        return std::nullopt;
    QLineF longest;
    for (const QPoint a : met)
        for (const QPoint b : met)
            if (QLineF(a, b).length() > longest.length())
                longest = QLineF(a, b);
    if (longest.length() == 0)
        longest = QLineF(met.front(), met.front() + QPointF(0, 1));
    return QLineF(longest.p1() + QPointF(0.5, 0.5), longest.p2() + QPointF(0.5, 0.5));
}

// Whether some free region touches no half-edge of a field: the room of an inner field.
bool LayoutBuilder::innerFieldHasRoom() const
{
    int count = 0;
    const std::vector<int> regions = dividerMap().regions(&count);
    std::vector<bool> reached(std::size_t(count), false);
    for (int h = 0; h < 8; ++h)
        if (m_fieldOfHalf[h] >= 0)
            for (qreal t = 0.05; t < 1; t += 0.05)
                if (const int r = regions[SpaceMap::cellIndex(halfEdgePoint(h, t, 1.5))]; r >= 0)
                    reached[std::size_t(r)] = true;
    std::vector<int> size(std::size_t(count), 0);
    for (const int r : regions)
        if (r >= 0)
            ++size[std::size_t(r)];
    for (int r = 0; r < count; ++r)
        if (!reached[std::size_t(r)] && size[std::size_t(r)] >= kMinPocketCells)
            return true;
    return false;
}

// Across the gap between the walls of two cities of the field that share a tile corner: a
// hedge square to the line from that corner to the centre, as deep as still meets both walls.
void LayoutBuilder::closeOffPocket(const FeatureDef &field)
{
    const SpaceMap cities = m_cityMap;
    for (std::size_t i = 0; i < field.adjacentCities.size(); ++i) {
        for (std::size_t j = i + 1; j < field.adjacentCities.size(); ++j) {
            const unsigned si = feature(field.adjacentCities[i]).sides & 0xF;
            const unsigned sj = feature(field.adjacentCities[j]).sides & 0xF;
            for (int c = 0; c < 4; ++c) {
                if (!reachesCorner(si, c) || !reachesCorner(sj, c))
                    continue;
                const QPointF from = corner(c);
                const QPointF in = unit(kCentre - from);
                const QPointF across(-in.y(), in.x());
                for (qreal depth = 60; depth >= 30; depth -= 5) {
                    const QPointF middle = from + in * depth;
                    if (cities.isBlocked(middle))
                        continue;
                    const auto one = rayTo(cities, middle, across, 40, false);
                    const auto other = rayTo(cities, middle, -across, 40, false);
                    if (!one || !other)
                        continue;
                    QPainterPath hedge(*one);
                    hedge.lineTo(*other);
                    m_out.hedges.push_back(hedge);
                    return;
                }
            }
        }
    }
}

} // namespace tessera::art
