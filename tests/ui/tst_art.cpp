// The generated art follows the tile data: cities where the data has cities, roads and fields
// at the edge middles, in every rotation the cache renders; custom art wins; figures render.

#include "customtiles.h"

#include "document/tilesetlibrary.h"
#include "engine/geometry.h"
#include "engine/tilecatalog.h"
#include "document/gamelog.h"
#include "ui/art/artcache.h"
#include "ui/art/artpalette.h"
#include "ui/art/figureart.h"
#include "ui/art/tileart.h"
#include "ui/art/tilelayout.h"

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QSet>
#include <QTest>

#include "engine/tilevalidation.h"

#include <cmath>
#include <memory>
#include <random>

using namespace Qt::StringLiterals;
using namespace tessera;
using engine::EdgeType;

namespace {

constexpr int kSize = 100; // pixels, so art units and pixels coincide

// The mean colour of the (2r+1)^2 pixels around (x, y): a tuft or a flower does not decide.
QColor meanColor(const QImage &image, int x, int y, int r = 1)
{
    int red = 0, green = 0, blue = 0, n = 0;
    for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx) {
            const QColor c = image.pixelColor(x + dx, y + dy);
            red += c.red();
            green += c.green();
            blue += c.blue();
            ++n;
        }
    return QColor(red / n, green / n, blue / n);
}

bool isField(const QColor &c)
{
    return c.green() > c.red() + 10 && c.green() > c.blue() + 20;
}
bool isRoad(const QColor &c)
{
    return c.red() > 215 && c.green() > 205 && c.blue() > 175;
}
bool isCity(const QColor &c)
{
    return c.red() > 190 && c.blue() < 175 && c.red() - c.blue() > 50;
}
bool isRiver(const QColor &c)
{
    return c.blue() > c.red() + 40;
}

QString describe(const QColor &c)
{
    return c.name();
}

// Where to look at board side `side`: its middle, `inset` pixels inside.
QPoint sidePoint(int side, int inset)
{
    switch (side) {
    case 0:
        return {kSize / 2, inset};
    case 1:
        return {kSize - 1 - inset, kSize / 2};
    case 2:
        return {kSize / 2, kSize - 1 - inset};
    default:
        return {inset, kSize / 2};
    }
}

QImage renderSvg(const QByteArray &svg, int size = kSize)
{
    QSvgRenderer renderer(svg);
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(0, 0, size, size));
    return image;
}

// WCAG 2's relative luminance and contrast ratio (1:1 to 21:1).
qreal linearChannel(qreal v)
{
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

qreal relativeLuminance(const QColor &c)
{
    return 0.2126 * linearChannel(c.redF()) + 0.7152 * linearChannel(c.greenF()) + 0.0722 * linearChannel(c.blueF());
}

qreal contrastRatio(qreal luminanceA, qreal luminanceB)
{
    return (std::max(luminanceA, luminanceB) + 0.05) / (std::min(luminanceA, luminanceB) + 0.05);
}

int distinctColors(const QImage &image)
{
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

// Checks the four edge middles of `image`, the tile turned by `rotation`.
void checkEdges(const QImage &image, const engine::TileType &tile, int rotation)
{
    for (int side = 0; side < 4; ++side) {
        const EdgeType edge = tile.edges[engine::unrotateSide(side, rotation)];
        const QString where = QString::fromStdString(tile.id) + u" rotation "_s + QString::number(rotation)
            + u" board side "_s + QString::number(side) + u": "_s;
        if (edge == EdgeType::Road || edge == EdgeType::River) {
            const QPoint p = sidePoint(side, 1);
            const QColor c = meanColor(image, p.x(), p.y());
            if (edge == EdgeType::Road)
                QVERIFY2(isRoad(c), qPrintable(where + u"road expected, got "_s + describe(c)));
            else
                QVERIFY2(isRiver(c), qPrintable(where + u"river expected, got "_s + describe(c)));
            // The road splits the field: field on both sides of it.
            for (int offset : {-16, 16}) {
                const QPoint q = p + (side % 2 == 0 ? QPoint(offset, 1) : QPoint(0, offset)) + sidePoint(side, 3)
                    - sidePoint(side, 0);
                const QColor f = meanColor(image, q.x(), q.y());
                QVERIFY2(isField(f), qPrintable(where + u"field beside the course expected, got "_s + describe(f)));
            }
        } else {
            const QPoint p = sidePoint(side, 2);
            const QColor c = meanColor(image, p.x(), p.y());
            if (edge == EdgeType::City)
                QVERIFY2(isCity(c), qPrintable(where + u"city expected, got "_s + describe(c)));
            else
                QVERIFY2(isField(c), qPrintable(where + u"field expected, got "_s + describe(c)));
        }
    }
}

// A random valid tile: random edges, the sides of each kind split at random into features,
// the field half-edges split at random into fields, random flags and icons.
engine::TileType randomTile(std::mt19937 &rng, int serial)
{
    auto chance = [&](double p) { return std::uniform_real_distribution<>(0, 1)(rng) < p; };
    auto pick = [&](int n) { return std::uniform_int_distribution<>(0, n - 1)(rng); };
    engine::TileType tile;
    tile.id = "random-" + std::to_string(serial);
    const EdgeType kinds[] = {EdgeType::Field, EdgeType::Road, EdgeType::City, EdgeType::River};
    for (EdgeType &e : tile.edges)
        e = kinds[chance(0.1) ? 3 : pick(3)];
    std::vector<int> cities;
    for (EdgeType kind : {EdgeType::City, EdgeType::Road, EdgeType::River}) {
        const auto featureKind = kind == EdgeType::City ? engine::FeatureKind::City
            : kind == EdgeType::Road                    ? engine::FeatureKind::Road
                                                        : engine::FeatureKind::River;
        std::vector<engine::FeatureDef> groups(4);
        for (int s = 0; s < 4; ++s)
            if (tile.edges[s] == kind)
                groups[pick(kind == EdgeType::City ? 3 : 4)].sides |= std::uint8_t(1u << s);
        for (engine::FeatureDef &g : groups) {
            if (!g.sides)
                continue;
            g.kind = featureKind;
            if (kind == EdgeType::City) {
                g.pennants = pick(3) == 0 ? 1 + pick(2) : 0;
                g.cathedral = chance(0.1);
                g.princess = chance(0.1);
                g.goods = engine::Goods(chance(0.3) ? 1 + pick(3) : 0);
                cities.push_back(int(tile.features.size()));
            }
            g.inn = kind == EdgeType::Road && chance(0.15);
            tile.features.push_back(g);
        }
    }
    if (chance(0.2))
        tile.features.emplace_back().kind = engine::FeatureKind::Cloister;
    std::vector<engine::FeatureDef> fields(3);
    for (int h = 0; h < 8; ++h)
        if (tile.edges[h / 2] != EdgeType::City)
            fields[pick(3)].halves |= std::uint8_t(1u << h);
    for (engine::FeatureDef &f : fields) {
        if (!f.halves)
            continue;
        for (int c : cities)
            if (chance(0.5))
                f.adjacentCities.push_back(std::uint8_t(c));
        tile.features.push_back(f);
    }
    tile.volcano = chance(0.08);
    tile.dragon = chance(0.08);
    tile.portal = chance(0.08);
    return tile;
}

} // namespace

Q_DECLARE_METATYPE(const tessera::engine::TileCatalog *)

class TestArt : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto base = document::loadNamedTileSet(u"base"_s);
        QVERIFY(base.ok());
        m_base = std::make_unique<engine::TileCatalog>(std::vector<engine::TileSet>{*base.set});
        const auto custom = test::customTiles();
        for (const auto &issue : custom.issues)
            qWarning() << issue.jsonPath << issue.message;
        QVERIFY(custom.ok());
        m_custom = std::make_unique<engine::TileCatalog>(std::vector<engine::TileSet>{*custom.set});
        // Traders & Builders: goods on cities, a road crossing another without meeting it.
        const auto traders = document::loadNamedTileSet(u"traders-builders"_s);
        QVERIFY(traders.ok());
        m_traders = std::make_unique<engine::TileCatalog>(std::vector<engine::TileSet>{*traders.set});
    }

    void generatedSvgIsValidAndNotBlank_data() { tileRows(); }
    void generatedSvgIsValidAndNotBlank()
    {
        QFETCH(const engine::TileCatalog *, catalog);
        QFETCH(int, index);
        const engine::TileType &tile = catalog->tile(engine::TileIndex(index)).type;
        const QByteArray svg = art::generateTileSvg(tile);
        QVERIFY(QSvgRenderer(svg).isValid());
        const QImage image = renderSvg(svg);
        QVERIFY2(distinctColors(image) > 20, "the tile looks blank");
        for (int y : {0, 50, 99})
            for (int x : {0, 50, 99})
                QCOMPARE(qAlpha(image.pixel(x, y)), 255); // opaque to the edges
    }

    // Art follows data: at each edge middle, in each rotation the cache renders, the colour of
    // what the tile has on that side.
    void edgesFollowData_data() { tileRows(); }
    void edgesFollowData()
    {
        QFETCH(const engine::TileCatalog *, catalog);
        QFETCH(int, index);
        art::ArtCache cache;
        for (int rotation = 0; rotation < 4; ++rotation) {
            const QImage image = cache.tilePixmap(*catalog, engine::TileIndex(index), rotation, kSize, 1).toImage();
            QCOMPARE(image.size(), QSize(kSize, kSize));
            checkEdges(image, catalog->tile(engine::TileIndex(index)).type, rotation);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Any valid tile renders, and its art follows its data.
    void randomTilesFollowData()
    {
        std::mt19937 rng(20240611);
        int checked = 0;
        for (int i = 0; checked < 300; ++i) {
            const engine::TileType tile = randomTile(rng, i);
            if (!engine::validateTileType(tile).empty())
                continue;
            ++checked;
            const QByteArray svg = art::generateTileSvg(tile);
            QVERIFY2(QSvgRenderer(svg).isValid(), tile.id.c_str());
            checkEdges(renderSvg(svg), tile, 0);
            if (QTest::currentTestFailed()) {
                engine::TileSet set;
                set.id = "failed";
                set.tiles = {tile};
                qWarning().noquote() << QString::fromUtf8(document::tileSetToJson(set));
                return;
            }
            QCOMPARE(art::featureAnchors(tile).size(), tile.features.size());
        }
    }

    void capTurnsEast()
    {
        art::ArtCache cache;
        const auto cap = engine::TileIndex(m_base->find("city-cap"));
        const QImage east = cache.tilePixmap(*m_base, cap, 1, kSize, 1).toImage();
        QVERIFY(isCity(meanColor(east, 97, 50)));
        QVERIFY(isField(meanColor(east, 50, 3)));
        QVERIFY(isField(meanColor(east, 3, 50)));
    }

    // The shapes follow the features, not just the edges: two caps leave field between them, a
    // passage joins its two sides, four separate caps leave the middle to the field.
    void shapesFollowFeatures_data()
    {
        QTest::addColumn<bool>("custom");
        QTest::addColumn<QString>("tileId");
        QTest::addColumn<bool>("centreIsCity");
        QTest::newRow("caps opposite") << false << u"city-caps-opposite"_s << false;
        QTest::newRow("passage") << false << u"city-passage"_s << true;
        QTest::newRow("corner") << false << u"city-corner"_s << false;
        QTest::newRow("three sides") << false << u"city-three"_s << true;
        QTest::newRow("four caps") << true << u"four-caps"_s << false;
    }
    void shapesFollowFeatures()
    {
        QFETCH(bool, custom);
        QFETCH(QString, tileId);
        QFETCH(bool, centreIsCity);
        const engine::TileCatalog &catalog = custom ? *m_custom : *m_base;
        const int index = catalog.find(tileId.toStdString());
        QVERIFY(index >= 0);
        const QImage image = renderSvg(art::generateTileSvg(catalog.tile(engine::TileIndex(index)).type));
        const QColor centre = meanColor(image, 50, 58, 2);
        QCOMPARE(isCity(centre), centreIsCity);
    }

    // Where figures stand: inside the tile, on their feature.
    void anchorsSitOnTheirFeatures_data() { tileRows(); }
    void anchorsSitOnTheirFeatures()
    {
        QFETCH(const engine::TileCatalog *, catalog);
        QFETCH(int, index);
        const engine::TileType &tile = catalog->tile(engine::TileIndex(index)).type;
        const std::vector<QPointF> anchors = art::featureAnchors(tile);
        QCOMPARE(anchors.size(), tile.features.size());
        const QImage image = renderSvg(art::generateTileSvg(tile));
        for (std::size_t f = 0; f < anchors.size(); ++f) {
            const QPointF a = anchors[f];
            QVERIFY(a.x() > 2 && a.x() < 98 && a.y() > 2 && a.y() < 98);
            const QColor c = meanColor(image, int(a.x()), int(a.y()));
            const QString what = QString::fromStdString(tile.id) + u" feature "_s + QString::number(f) + u": "_s
                + describe(c);
            switch (tile.features[f].kind) {
            case engine::FeatureKind::Road:
                QVERIFY2(isRoad(c), qPrintable(what));
                break;
            case engine::FeatureKind::Field:
                if (tile.features[f].halves != 0) // an inner field may have no room left at all
                    QVERIFY2(isField(c), qPrintable(what));
                break;
            case engine::FeatureKind::River:
                QVERIFY2(isRiver(c), qPrintable(what));
                break;
            default:
                break;
            }
        }
    }

    void customArtIsUsed()
    {
        engine::TileType tile = m_base->tile(0).type;
        tile.art =
            R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>)";
        QCOMPARE(art::tileSvg(tile), QByteArray::fromStdString(tile.art));
        engine::TileSet set;
        set.id = "custom";
        set.tiles = {tile};
        const engine::TileCatalog catalog({set});
        art::ArtCache cache;
        const QImage image = cache.tilePixmap(catalog, 0, 1, 40, 1).toImage();
        QCOMPARE(image.pixelColor(20, 20), QColor(Qt::red));

        tile.art = "not svg at all";
        set.tiles = {tile};
        const engine::TileCatalog broken({set});
        const QImage fallback = cache.tilePixmap(broken, 0, 0, 40, 1).toImage();
        QVERIFY2(isField(meanColor(fallback, 20, 3)), "broken art falls back to the generated picture");
    }

    void cacheKeepsPixmaps()
    {
        art::ArtCache cache;
        const QPixmap a = cache.tilePixmap(*m_base, 3, 1, 64, 1);
        const QPixmap b = cache.tilePixmap(*m_base, 3, 1, 64, 1);
        QCOMPARE(a.cacheKey(), b.cacheKey());
        QVERIFY(cache.tilePixmap(*m_base, 3, 2, 64, 1).cacheKey() != a.cacheKey());
        QVERIFY(cache.tilePixmap(*m_base, 4, 1, 64, 1).cacheKey() != a.cacheKey());
        const QPixmap hiDpi = cache.tilePixmap(*m_base, 3, 1, 64, 2);
        QVERIFY(hiDpi.cacheKey() != a.cacheKey());
        QCOMPARE(hiDpi.size(), QSize(128, 128));
        QCOMPARE(hiDpi.devicePixelRatio(), 2.0);
        QCOMPARE(hiDpi.deviceIndependentSize(), QSizeF(64, 64));
        QCOMPARE(cache.pixmapCount(), 4);
        // Same inputs after other requests: still the kept pixmap.
        QCOMPARE(cache.tilePixmap(*m_base, 3, 1, 64, 1).cacheKey(), a.cacheKey());
        const QPixmap f = cache.figurePixmap(art::FigureRole::Farmer, Qt::red, 32, 1);
        QCOMPARE(cache.figurePixmap(art::FigureRole::Farmer, Qt::red, 32, 1).cacheKey(), f.cacheKey());
        QVERIFY(cache.figurePixmap(art::FigureRole::Farmer, Qt::blue, 32, 1).cacheKey() != f.cacheKey());
    }

    void cacheKeepsAnchors()
    {
        art::ArtCache cache;
        const auto tile = engine::TileIndex(m_base->find("city-cap-road-junction"));
        const std::vector<QPointF> anchors = cache.featureAnchors(*m_base, tile);
        QCOMPARE(anchors, art::featureAnchors(m_base->tile(tile).type));
        QCOMPARE(cache.featureAnchors(*m_base, tile), anchors);
    }

    void cacheStaysBounded()
    {
        art::ArtCache cache(512); // KiB: room for two or three 200-240 px pixmaps
        for (int size = 200; size < 240; ++size)
            cache.tilePixmap(*m_base, 0, 0, size, 1);
        QVERIFY(cache.pixmapCount() >= 1);
        QVERIFY(cache.pixmapCount() <= 3);
    }

    void svgIsDeterministic()
    {
        const engine::TileType &tile = m_base->tile(5).type;
        QCOMPARE(art::generateTileSvg(tile), art::generateTileSvg(tile));
    }

    void figuresRender_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<QColor>("color");
        const QColor colors[] = {QColor(0xf5, 0xd0, 0x2a), QColor(0x22, 0x22, 0x22), QColor(0xe0, 0x3a, 0x2f),
                                 QColor(Qt::white), QColor(0x2f, 0x6f, 0xe0)};
        for (int role = 0; role < art::kFigureRoleCount; ++role)
            for (const QColor &c : colors)
                QTest::addRow("role %d %s", role, qPrintable(c.name())) << role << c;
    }
    void figuresRender()
    {
        QFETCH(int, role);
        QFETCH(QColor, color);
        const QByteArray svg = art::figureSvg(art::FigureRole(role), color);
        QVERIFY(QSvgRenderer(svg).isValid());
        const QImage image = renderSvg(svg, 64);
        int covered = 0, fill = 0, outline = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.alpha() < 250)
                    continue;
                ++covered;
                const int distance = qAbs(c.red() - color.red()) + qAbs(c.green() - color.green())
                    + qAbs(c.blue() - color.blue());
                if (distance < 60)
                    ++fill;
                if (c.lightness() < color.lightness() - 40 || c.lightness() < 40)
                    ++outline;
            }
        }
        QVERIFY2(covered > 64 * 64 / 8, "the figure covers too little");
        QVERIFY2(fill > 64 * 64 / 20, "the figure is not in its colour");
        QVERIFY2(outline > 40, "the figure has no darker outline");
    }

    void figuresStandOutOnTheFields_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<QColor>("color");
        for (const art::FigureRole role : {art::FigureRole::Follower, art::FigureRole::Farmer})
            for (int seat = 0; seat < 6; ++seat) {
                const QColor color(document::defaultPlayerColor(seat));
                QTest::addRow("%s %s", role == art::FigureRole::Farmer ? "farmer" : "follower", qPrintable(color.name()))
                    << int(role) << color;
            }
    }
    // Red stays red on grass, and every player's figure stands out on every tone of the
    // fields at the size the board draws it (30 pixels): the figure's rim, what the eye finds
    // its edge by, differs from the field in luminance by 3:1 at least (WCAG's contrast for
    // graphics), so that it holds for colour-blind eyes too, to which red and green look alike;
    // and a good part of the figure keeps the player's own colour.
    void figuresStandOutOnTheFields()
    {
        QFETCH(int, role);
        QFETCH(QColor, color);
        constexpr int size = 30;
        const QImage figure = renderSvg(art::figureSvg(art::FigureRole(role), color), size);
        const auto opaque = [&figure](int x, int y) {
            return x >= 0 && y >= 0 && x < size && y < size && qAlpha(figure.pixel(x, y)) >= 230;
        };
        for (const QColor &field :
             {art::palette::fieldLight, art::palette::field, art::palette::fieldDark}) { // the field's tones
            QImage board(size, size, QImage::Format_ARGB32_Premultiplied);
            board.fill(field);
            QPainter(&board).drawImage(0, 0, figure);
            qreal rim = 0;
            int rimPixels = 0, body = 0, own = 0;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    if (!opaque(x, y))
                        continue;
                    ++body;
                    const QColor c = board.pixelColor(x, y);
                    if (!opaque(x - 1, y) || !opaque(x + 1, y) || !opaque(x, y - 1) || !opaque(x, y + 1)) {
                        rim += relativeLuminance(c);
                        ++rimPixels;
                    }
                    const int distance = qAbs(c.red() - color.red()) + qAbs(c.green() - color.green())
                        + qAbs(c.blue() - color.blue());
                    own += distance < 70 ? 1 : 0;
                }
            QVERIFY(rimPixels > 20);
            const qreal contrast = contrastRatio(rim / rimPixels, relativeLuminance(field)); // the rim's mean
            QVERIFY2(contrast >= 3.0, qPrintable(u"rim contrast %1 on %2"_s.arg(contrast).arg(field.name())));
            QVERIFY2(own * 3 >= body, qPrintable(u"%1 of %2 pixels in the player's colour"_s.arg(own).arg(body)));
        }
    }

    void farmerLiesDown()
    {
        // Standing: taller than wide in opaque pixels; lying: wider than tall.
        auto extent = [](const QImage &image) {
            QRect box;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qAlpha(image.pixel(x, y)) > 250)
                        box |= QRect(x, y, 1, 1);
            return box;
        };
        const QRect standing = extent(renderSvg(art::figureSvg(art::FigureRole::Follower, Qt::red), 100));
        const QRect lying = extent(renderSvg(art::figureSvg(art::FigureRole::Farmer, Qt::red), 100));
        QVERIFY(standing.height() > standing.width() - 5);
        QVERIFY(lying.width() > lying.height() + 10);
    }

    // The colour-blind option: each seat's figures carry their own light symbol, so two
    // players' figures differ in shape even when their colours look alike; the symbol
    // follows the farmer lying down and leaves the figure in its colour.
    void figureMarksDiffer()
    {
        QSet<art::FigureMark> marks;
        for (int seat = 0; seat < 6; ++seat)
            marks.insert(art::markForSeat(seat));
        QCOMPARE(marks.size(), 6);
        QVERIFY(!marks.contains(art::FigureMark::None));

        const QColor red(0xd5, 0x5e, 0x00);
        const auto lightPixels = [](const QImage &image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qAlpha(image.pixel(x, y)) > 250 && QColor(image.pixel(x, y)).lightness() > 200)
                        ++n;
            return n;
        };
        for (const art::FigureRole role : {art::FigureRole::Follower, art::FigureRole::Farmer,
                                           art::FigureRole::LargeFollower, art::FigureRole::Builder, art::FigureRole::Pig}) {
            const QImage plain = renderSvg(art::figureSvg(role, red), 64);
            QList<QImage> marked;
            for (int m = 1; m < art::kFigureMarkCount; ++m) {
                const QByteArray svg = art::figureSvg(role, red, art::FigureMark(m));
                QVERIFY(QSvgRenderer(svg).isValid());
                marked.append(renderSvg(svg, 64));
                QVERIFY2(lightPixels(marked.last()) > lightPixels(plain) + 20,
                         qPrintable(u"mark %1 of role %2 does not show (%3 light pixels, %4 without)"_s.arg(m)
                                        .arg(int(role))
                                        .arg(lightPixels(marked.last()))
                                        .arg(lightPixels(plain))));
            }
            for (int a = 0; a < marked.size(); ++a)
                for (int b = a + 1; b < marked.size(); ++b)
                    QVERIFY2(marked[a] != marked[b], "two marks look the same");
        }
        // At the usual zoom a follower is about 21 px tall: its mark spans at least 6 px (it
        // was 4, and a circle looked like a square), and the circle and the square differ.
        const auto lightSpan = [](const QImage &image) {
            int left = image.width(), right = -1;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qAlpha(image.pixel(x, y)) > 200 && QColor(image.pixel(x, y)).lightness() > 170) {
                        left = std::min(left, x);
                        right = std::max(right, x);
                    }
            return right - left + 1;
        };
        const QImage circle = renderSvg(art::figureSvg(art::FigureRole::Follower, red, art::FigureMark::Circle), 21);
        const QImage square = renderSvg(art::figureSvg(art::FigureRole::Follower, red, art::FigureMark::Square), 21);
        QVERIFY2(lightSpan(circle) >= 6, qPrintable(u"the circle spans %1 px"_s.arg(lightSpan(circle))));
        QVERIFY2(lightSpan(square) >= 6, qPrintable(u"the square spans %1 px"_s.arg(lightSpan(square))));
        int differing = 0;
        for (int y = 0; y < 21; ++y)
            for (int x = 0; x < 21; ++x)
                differing += qAbs(QColor(circle.pixel(x, y)).lightness() - QColor(square.pixel(x, y)).lightness()) > 40 ? 1
                                                                                                                        : 0;
        QVERIFY2(differing >= 4, qPrintable(u"circle and square differ in %1 pixels"_s.arg(differing)));
        // The neutral figures carry none.
        QCOMPARE(art::figureSvg(art::FigureRole::Dragon, red, art::FigureMark::Circle),
                 art::figureSvg(art::FigureRole::Dragon, red));
        // The cache keeps marked and plain pictures apart.
        art::ArtCache cache;
        const QImage a = cache.figurePixmap(art::FigureRole::Follower, red, 40, 1.0).toImage();
        const QImage b = cache.figurePixmap(art::FigureRole::Follower, red, 40, 1.0, art::FigureMark::Cross).toImage();
        QVERIFY(a != b);
    }

private:
    void tileRows()
    {
        QTest::addColumn<const engine::TileCatalog *>("catalog");
        QTest::addColumn<int>("index");
        for (const engine::TileCatalog *catalog : {m_base.get(), m_custom.get(), m_traders.get()})
            for (int i = 0; i < int(catalog->tiles().size()); ++i)
                QTest::newRow(catalog->tiles()[i].type.id.c_str()) << catalog << i;
    }

    std::unique_ptr<engine::TileCatalog> m_base;
    std::unique_ptr<engine::TileCatalog> m_custom;
    std::unique_ptr<engine::TileCatalog> m_traders;
};


QTEST_MAIN(TestArt)
#include "tst_art.moc"
