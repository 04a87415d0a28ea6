// The area of each feature of a tile (what Show Farms tints, what a click on the board
// chooses, what a hovered feature lights up) over every tile of every built-in tile set:
// every feature has an area inside its tile, a part of it that a click chooses, and areas of
// the same kind do not overlap much.

#include "art/tilelayout.h"
#include "art/tileshapes.h"
#include "board/featureareas.h"
#include "document/tilesetlibrary.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

constexpr int kScale = 2; // raster cells per unit of the 100 x 100 art

// The cells of the tile an area covers, as a mask (0 or 255 per cell).
QImage rasterize(const QPainterPath &shape)
{
    QImage mask(100 * kScale, 100 * kScale, QImage::Format_Grayscale8);
    mask.fill(0);
    QPainter painter(&mask);
    painter.scale(kScale, kScale);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawPath(shape);
    return mask;
}

bool covers(const QImage &mask, int x, int y)
{
    return mask.constScanLine(y)[x] > 127;
}

QString featureName(const engine::TileType &tile, int f)
{
    static const char *const kinds[] = {"field", "road", "city", "cloister", "river"};
    return u"%1 feature %2 (%3)"_s.arg(QString::fromStdString(tile.id))
        .arg(f)
        .arg(QLatin1StringView(kinds[int(tile.features[std::size_t(f)].kind)]));
}

// The tile as its art parts it: the cities, roads, rivers, hedges and buildings (a village
// where roads end) in black on white.
QImage drawnDividers(const art::TileLayout &layout)
{
    QImage image(100 * kScale, 100 * kScale, QImage::Format_Grayscale8);
    image.fill(255);
    QPainter painter(&image);
    painter.scale(kScale, kScale);
    painter.setBrush(Qt::black);
    painter.setPen(Qt::NoPen);
    for (const art::CityLayout &c : layout.cities)
        painter.drawPath(c.region);
    for (const art::MarkSpot &m : layout.marks)
        if (m.mark != art::Mark::Gate && m.mark != art::Mark::Bridge) // drawn over a course
            painter.drawEllipse(m.at, art::markRadius(m.mark) * m.scale, art::markRadius(m.mark) * m.scale);
    painter.setBrush(Qt::NoBrush);
    const auto stroke = [&painter](const QPainterPath &line, qreal width) {
        painter.setPen(QPen(Qt::black, width, Qt::SolidLine, Qt::FlatCap));
        painter.drawPath(line);
    };
    for (const art::CourseLayout &c : layout.roads)
        stroke(c.course, art::kRoadWidth);
    for (const art::CourseLayout &c : layout.rivers)
        stroke(c.course, art::kRiverWidth);
    for (const QPainterPath &hedge : layout.hedges)
        stroke(hedge, art::kHedgeWidth);
    return image;
}

// The white cells reached from `from` without crossing black ones (4-neighbours).
std::vector<bool> reachable(const QImage &image, QPoint from)
{
    const int n = image.width();
    std::vector<bool> seen(std::size_t(n * n), false);
    const auto open = [&](int x, int y) { return x >= 0 && y >= 0 && x < n && y < n && image.constScanLine(y)[x] > 127; };
    if (!open(from.x(), from.y()))
        return seen;
    std::vector<QPoint> front{from};
    seen[std::size_t(from.y() * n + from.x())] = true;
    while (!front.empty()) {
        const QPoint p = front.back();
        front.pop_back();
        for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
            const QPoint q = p + d;
            if (open(q.x(), q.y()) && !seen[std::size_t(q.y() * n + q.x())]) {
                seen[std::size_t(q.y() * n + q.x())] = true;
                front.push_back(q);
            }
        }
    }
    return seen;
}

} // namespace

class TestFeatureAreas : public QObject {
    Q_OBJECT
private slots:
    void everyFeatureHasAnAreaOfItsOwn_data()
    {
        QTest::addColumn<QString>("set");
        for (const QString &name : document::builtinTileSetNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyFeatureHasAnAreaOfItsOwn()
    {
        QFETCH(QString, set);
        const document::TileSetLoadResult loaded = document::loadNamedTileSet(set);
        QVERIFY(loaded.ok());
        const QRectF tileRect(-0.5, -0.5, 101, 101); // antialiased edges may reach half a unit out
        // At least this many cells a click chooses: four square units, more than a pointer's tip.
        constexpr int kMinClickable = 16;
        QStringList problems; // every one, to see them all at once
        for (const engine::TileType &tile : loaded.set->tiles) {
            const std::vector<ui::FeatureArea> areas = ui::featureAreas(tile);
            QCOMPARE(areas.size(), tile.features.size());
            std::vector<QImage> masks;
            for (int f = 0; f < int(areas.size()); ++f) {
                const QPainterPath &shape = areas[std::size_t(f)].shape;
                if (shape.isEmpty())
                    problems << featureName(tile, f) + u" has no area"_s;
                else if (!tileRect.contains(shape.boundingRect()))
                    problems << featureName(tile, f) + u" reaches out of its tile"_s;
                masks.push_back(rasterize(shape));
            }
            // Which feature a click chooses in each cell: the smallest precedence, the first
            // feature among equals (as BoardDrawing::featureAt decides).
            std::vector<int> chosen(areas.size(), 0);
            std::vector<int> size(areas.size(), 0);
            std::vector<std::vector<int>> overlap(areas.size(), std::vector<int>(areas.size(), 0));
            for (int y = 0; y < 100 * kScale; ++y) {
                for (int x = 0; x < 100 * kScale; ++x) {
                    int best = -1;
                    for (int f = 0; f < int(areas.size()); ++f) {
                        if (!covers(masks[std::size_t(f)], x, y))
                            continue;
                        ++size[std::size_t(f)];
                        for (int g = 0; g < f; ++g)
                            overlap[std::size_t(f)][std::size_t(g)] += covers(masks[std::size_t(g)], x, y) ? 1 : 0;
                        if (best < 0 || areas[std::size_t(f)].precedence < areas[std::size_t(best)].precedence)
                            best = f;
                    }
                    if (best >= 0)
                        ++chosen[std::size_t(best)];
                }
            }
            for (int f = 0; f < int(areas.size()); ++f) {
                if (chosen[std::size_t(f)] < kMinClickable)
                    problems << featureName(tile, f) + u": a click chooses it in %1 cells"_s.arg(chosen[std::size_t(f)]);
                // Cities and fields share at most their edges (2% of the smaller one); roads and
                // rivers where they meet, a square as wide as a river with the room for a click.
                for (int g = 0; g < f; ++g) {
                    const engine::FeatureKind kind = tile.features[std::size_t(f)].kind;
                    if (kind != tile.features[std::size_t(g)].kind)
                        continue;
                    const int smaller = std::min(size[std::size_t(f)], size[std::size_t(g)]);
                    const bool course = kind == engine::FeatureKind::Road || kind == engine::FeatureKind::River;
                    const int allowed = course ? int(std::pow((art::kRiverWidth + 4) * kScale, 2)) : smaller / 50;
                    if (overlap[std::size_t(f)][std::size_t(g)] > allowed)
                        problems << featureName(tile, f) + u" and "_s + featureName(tile, g)
                                + u" overlap in %1 of %2 cells"_s.arg(overlap[std::size_t(f)][std::size_t(g)]).arg(smaller);
                }
            }
        }
        for (const QString &problem : std::as_const(problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems, listed above"_s.arg(problems.size())));
    }

    // The tile art shows every field: from anywhere along a field's edges, the fields of other
    // edges lie beyond a city, a road, a river or a hedge (with nothing drawn between them, two
    // fields would look like one).
    void fieldsArePartedInTheArt_data() { everyFeatureHasAnAreaOfItsOwn_data(); }
    void fieldsArePartedInTheArt()
    {
        QFETCH(QString, set);
        const document::TileSetLoadResult loaded = document::loadNamedTileSet(set);
        QVERIFY(loaded.ok());
        const auto cell = [](int half) {
            const QPointF p = art::shapes::halfEdgePoint(half, 0.5, 2) * kScale;
            return QPoint(int(p.x()), int(p.y()));
        };
        QStringList problems;
        for (const engine::TileType &tile : loaded.set->tiles) {
            const QImage dividers = drawnDividers(art::layoutTile(tile));
            for (int h = 0; h < 8; ++h) {
                const std::vector<bool> seen = reachable(dividers, cell(h));
                for (int g = 0; g < 8; ++g) {
                    const auto fieldOn = [&tile](int half) {
                        for (int f = 0; f < int(tile.features.size()); ++f)
                            if (tile.features[std::size_t(f)].kind == engine::FeatureKind::Field
                                && (tile.features[std::size_t(f)].halves & (1u << half)))
                                return f;
                        return -1;
                    };
                    const int a = fieldOn(h), b = fieldOn(g);
                    if (a >= 0 && b >= 0 && a != b && seen[std::size_t(cell(g).y() * 100 * kScale + cell(g).x())])
                        problems << featureName(tile, a) + u" runs into "_s + featureName(tile, b)
                                + u" with nothing drawn between them"_s;
                }
            }
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
    }
};

QTEST_MAIN(TestFeatureAreas)
#include "tst_featureareas.moc"
