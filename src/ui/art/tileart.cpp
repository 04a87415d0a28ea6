#include "tileart.h"

#include "artpalette.h"
#include "svgwriter.h"
#include "tileicons.h"
#include "tilelayout.h"

#include <QLineF>

namespace tessera::art {

namespace {

using namespace palette;

// The width of a course's coloured middle, inside its darker banks.
constexpr qreal kRoadFill = kRoadWidth - 2.6;
constexpr qreal kRiverFill = kRiverWidth - 3.2;

void drawField(SvgWriter &svg, const TileLayout &layout)
{
    svg.def("<radialGradient id=\"field\" cx=\"50\" cy=\"45\" r=\"75\" gradientUnits=\"userSpaceOnUse\">"
            "<stop offset=\"0\"" + svgPaint("stop-color", fieldLight) + "/>"
            "<stop offset=\"0.6\"" + svgPaint("stop-color", field) + "/>"
            "<stop offset=\"1\"" + svgPaint("stop-color", fieldDark) + "/></radialGradient>\n");
    svg.raw("<rect width=\"100\" height=\"100\" fill=\"url(#field)\"/>\n");
    // Grass tufts, and now and then a flower, give the field some texture.
    QPainterPath blades;
    int n = 0;
    for (QPointF p : layout.tufts) {
        const qreal lean = (n % 3 - 1) * 0.6;
        blades.moveTo(p + QPointF(-1.6, 1.2));
        blades.lineTo(p + QPointF(-2.2 + lean, -1.2));
        blades.moveTo(p + QPointF(0, 1.2));
        blades.lineTo(p + QPointF(lean, -2.4));
        blades.moveTo(p + QPointF(1.6, 1.2));
        blades.lineTo(p + QPointF(2.4 + lean, -1));
        ++n;
    }
    if (!blades.isEmpty())
        svg.path(blades, " fill=\"none\"" + svgStroke(grass, 0.8) + " stroke-opacity=\"0.7\"");
    for (std::size_t i = 0; i < layout.tufts.size(); i += 4)
        svg.circle(layout.tufts[i] + QPointF(3.5, 2.5), 0.9, svgPaint("fill", flower));
}

// Courses end flat (no round caps): at the tile edge they meet the neighbour's exactly, and
// every end inside the tile lies under a city, a building or another course.
void drawRivers(SvgWriter &svg, const TileLayout &layout)
{
    if (layout.rivers.empty())
        return;
    std::vector<const MarkSpot *> lakes;
    for (const MarkSpot &m : layout.marks)
        if (m.mark == Mark::Lake)
            lakes.push_back(&m);
    const qreal lakeR = markRadius(Mark::Lake);
    for (const CourseLayout &c : layout.rivers)
        svg.path(c.course, " fill=\"none\"" + svgStroke(riverEdge, kRiverWidth, false));
    for (const MarkSpot *m : lakes)
        svg.circle(m->at, lakeR * m->scale, svgPaint("fill", riverEdge));
    for (const CourseLayout &c : layout.rivers)
        svg.path(c.course, " fill=\"none\"" + svgStroke(riverFill, kRiverFill, false));
    for (const MarkSpot *m : lakes)
        svg.circle(m->at, (lakeR - 1.6) * m->scale, svgPaint("fill", riverFill));
    // Ripples: a broken light line down the middle of the water.
    for (const CourseLayout &c : layout.rivers)
        svg.path(c.course,
                 " fill=\"none\"" + svgStroke(riverLight, 1.3) + " stroke-dasharray=\"4 9\" stroke-opacity=\"0.8\"");
    for (const MarkSpot *m : lakes) {
        const qreal r = lakeR * m->scale;
        svg.ellipse(m->at + QPointF(-r * 0.25, -r * 0.3), r * 0.45, r * 0.18,
                    svgPaint("fill", riverLight) + " fill-opacity=\"0.7\"");
    }
}

void drawRoads(SvgWriter &svg, const TileLayout &layout)
{
    for (const CourseLayout &c : layout.roads)
        svg.path(c.course, " fill=\"none\"" + svgStroke(roadEdge, kRoadWidth, false));
    for (const CourseLayout &c : layout.roads)
        svg.path(c.course, " fill=\"none\"" + svgStroke(roadFill, kRoadFill, false));
}

// A hedge between two fields: a dark green band with lighter leaves along it, its ends under
// the walls or courses it meets.
void drawHedges(SvgWriter &svg, const TileLayout &layout)
{
    for (const QPainterPath &h : layout.hedges) {
        svg.path(h, " fill=\"none\"" + svgStroke(QColor(0, 0, 0, 45), kHedgeWidth + 2.5, false));
        svg.path(h, " fill=\"none\"" + svgStroke(hedge, kHedgeWidth, false));
        svg.path(h, " fill=\"none\"" + svgStroke(hedgeLight, kHedgeWidth * 0.5) + " stroke-dasharray=\"1.6 2.4\"");
    }
}

// A roof seen from above: a rectangle with its ridge, lit from the upper left, turned a
// little; a few colours so that the town does not look printed.
void drawHouse(SvgWriter &svg, const House &house, int variant)
{
    static const QColor tones[] = {roof, QColor(0xb8, 0x52, 0x38), QColor(0xd0, 0x70, 0x46),
                                   roof, QColor(0xc2, 0x64, 0x48), QColor(0x9a, 0x8e, 0x84)};
    const qreal w = 8.6 + (variant % 3) * 0.8;
    const qreal h = 6.2;
    const QColor tone = tones[(variant * 7) % 6];
    auto rect = [](qreal x, qreal y, qreal width, qreal height) {
        return "<rect x=\"" + svgNumber(x) + "\" y=\"" + svgNumber(y) + "\" width=\"" + svgNumber(width) + "\" height=\""
            + svgNumber(height) + '"';
    };
    svg.beginGroup(house.at, house.degrees);
    svg.raw(rect(-w / 2 + 0.9, -h / 2 + 1.1, w, h) + " fill=\"#000\" fill-opacity=\"0.2\"/>");
    svg.raw(rect(-w / 2, -h / 2, w, h) + svgPaint("fill", tone) + svgStroke(tone.darker(160), 0.6) + "/>");
    svg.raw(rect(-w / 2 + 0.3, -h / 2 + 0.3, w - 0.6, h / 2 - 0.3) + " fill=\"#fff\" fill-opacity=\"0.18\"/>");
    svg.raw("<path d=\"M" + svgNumber(-w / 2) + " 0 H" + svgNumber(w / 2) + "\"" + svgStroke(tone.darker(170), 0.7) + "/>");
    svg.endGroup();
}

// Merlons along the outer edge of a wall: small blocks every few units, on the side away
// from the city.
QPainterPath merlons(const CityLayout &city, qreal bandHalf)
{
    constexpr qreal spacing = 4.4;
    constexpr qreal along = 2.4;
    constexpr qreal across = 2.6;
    QPainterPath blocks;
    for (const QPolygonF &line : city.walls.toSubpathPolygons()) {
        qreal carried = spacing / 2;
        for (int i = 1; i < line.size(); ++i) {
            const QPointF a = line[i - 1];
            const QPointF b = line[i];
            const qreal length = QLineF(a, b).length();
            if (length <= 0)
                continue;
            const QPointF t = (b - a) / length;
            QPointF n(-t.y(), t.x());
            qreal d = carried;
            for (; d < length; d += spacing) {
                const QPointF p = a + t * d;
                if (city.region.contains(p + n * 3))
                    n = -n;
                const QPointF c = p + n * (bandHalf - across / 2 + 1);
                if (c.x() < 1.5 || c.y() < 1.5 || c.x() > 98.5 || c.y() > 98.5)
                    continue; // the wall goes on into the next tile
                QPolygonF block;
                block << c - t * (along / 2) - n * (across / 2) << c + t * (along / 2) - n * (across / 2)
                      << c + t * (along / 2) + n * (across / 2) << c - t * (along / 2) + n * (across / 2);
                blocks.addPolygon(block);
                blocks.closeSubpath();
            }
            carried = d - length;
        }
    }
    return blocks;
}

void drawCities(SvgWriter &svg, const TileLayout &layout)
{
    if (layout.cities.empty())
        return;
    svg.def("<radialGradient id=\"city\" cx=\"50\" cy=\"50\" r=\"70\" gradientUnits=\"userSpaceOnUse\">"
            "<stop offset=\"0\"" + svgPaint("stop-color", cityLight) + "/>"
            "<stop offset=\"1\"" + svgPaint("stop-color", city) + "/></radialGradient>\n");
    for (const CityLayout &c : layout.cities)
        svg.path(c.region, " fill=\"url(#city)\"");
    // Roofs fill the city so that it reads as a town at a glance.
    int variant = 0;
    for (const House &h : layout.houses)
        drawHouse(svg, h, variant++);
    constexpr qreal band = 5;
    for (const CityLayout &c : layout.cities) {
        if (c.walls.isEmpty())
            continue;
        // A soft shadow, the dark outline, the stone band, then the merlons on its outer edge.
        svg.path(c.walls, " fill=\"none\"" + svgStroke(QColor(0, 0, 0, 50), band + 6, false));
        svg.path(c.walls, " fill=\"none\"" + svgStroke(wallDark, band + 1.4, false));
        svg.path(c.walls, " fill=\"none\"" + svgStroke(wall, band, false));
        const QPainterPath blocks = merlons(c, band / 2);
        if (!blocks.isEmpty())
            svg.path(blocks, svgPaint("fill", wall) + svgStroke(wallDark, 0.6));
        svg.path(c.walls, " fill=\"none\"" + svgStroke(wallDark, 0.5) + " stroke-opacity=\"0.5\"");
    }
}

void drawMark(SvgWriter &svg, const MarkSpot &m)
{
    if (m.mark == Mark::Lake)
        return;
    svg.beginGroup(m.at, m.degrees, m.scale);
    svg.raw(markSvg(m.mark));
    svg.endGroup();
}

} // namespace

QByteArray generateTileSvg(const engine::TileType &tile)
{
    return generateTileSvg(layoutTile(tile));
}

QByteArray generateTileSvg(const TileLayout &layout)
{
    SvgWriter svg;
    drawField(svg, layout);
    drawHedges(svg, layout);
    drawRivers(svg, layout);
    drawRoads(svg, layout);
    for (const MarkSpot &m : layout.marks)
        if (m.mark == Mark::Bridge)
            drawMark(svg, m);
    drawCities(svg, layout);
    for (const MarkSpot &m : layout.marks)
        if (m.mark != Mark::Bridge)
            drawMark(svg, m);
    // A faint rim, so that tiles stay apart on the board and in hand.
    svg.raw(
        "<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.22\" stroke-width=\"0.8\"/>\n");
    return svg.finish();
}

QByteArray tileSvg(const engine::TileType &tile)
{
    if (!tile.art.empty())
        return QByteArray::fromStdString(tile.art);
    return generateTileSvg(tile);
}

} // namespace tessera::art
