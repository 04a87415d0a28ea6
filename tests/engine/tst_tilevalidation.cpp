// validateTileType / validateTileSet: one valid tile, then each problem code from a minimal
// broken variant, with the exact indices the document layer relies on.

#include "engine/tilevalidation.h"

#include <QtTest>

#include <algorithm>

using namespace tessera::engine;
using Code = TileProblemCode;

Q_DECLARE_METATYPE(tessera::engine::TileProblem)
Q_DECLARE_METATYPE(tessera::engine::TileType)

namespace {

FeatureDef edgeFeature(FeatureKind kind, std::uint8_t sides)
{
    FeatureDef f;
    f.kind = kind;
    f.sides = sides;
    return f;
}

FeatureDef field(std::uint8_t halves, std::vector<std::uint8_t> cities = {})
{
    FeatureDef f;
    f.kind = FeatureKind::Field;
    f.halves = halves;
    f.adjacentCities = std::move(cities);
    return f;
}

constexpr std::uint8_t N = 1, E = 2, S = 4, W = 8;
constexpr std::uint8_t NL = 1, NR = 2, EL = 4, ER = 8, SL = 16, SR = 32, WL = 64, WR = 128;

// The base game's start tile: city N, road W-E, a field between them bordering the city.
TileType startTile()
{
    TileType t;
    t.id = "start";
    t.count = 4;
    t.edges = {EdgeType::City, EdgeType::Road, EdgeType::Field, EdgeType::Road};
    t.features = {edgeFeature(FeatureKind::City, N), edgeFeature(FeatureKind::Road, E | W), field(EL | WR, {0}),
                  field(ER | SL | SR | WL)};
    return t;
}

TileType springTile()
{
    TileType t;
    t.id = "spring";
    t.edges = {EdgeType::Field, EdgeType::River, EdgeType::Field, EdgeType::Field};
    t.features = {edgeFeature(FeatureKind::River, E), field(0xFF)};
    return t;
}

TileType cloisterTile()
{
    TileType t;
    t.id = "cloister";
    t.features = {edgeFeature(FeatureKind::Cloister, 0), field(0xFF)};
    return t;
}

QString describe(const std::vector<TileProblem> &problems)
{
    QStringList parts;
    for (const TileProblem &p : problems)
        parts << QStringLiteral("{code %1, tile %2, feature %3, detail %4}")
                     .arg(static_cast<int>(p.code))
                     .arg(p.tile)
                     .arg(p.feature)
                     .arg(p.detail);
    return parts.join(QStringLiteral(", "));
}

} // namespace

class TestTileValidation : public QObject {
    Q_OBJECT

private slots:
    void validTilesHaveNoProblems();
    void brokenTile_data();
    void brokenTile();
    void tileIndexIsCopied();
    void setDuplicateIds();
    void setStartTile();
    void expansionWithoutStartTile();
};

void TestTileValidation::validTilesHaveNoProblems()
{
    for (const TileType &tile : {startTile(), springTile(), cloisterTile()})
        QVERIFY2(validateTileType(tile).empty(), qPrintable(describe(validateTileType(tile))));

    TileType flags = startTile();
    flags.features[0].pennants = 2;
    flags.features[0].cathedral = true;
    flags.features[0].princess = true;
    flags.features[0].goods = Goods::Wine;
    flags.features[1].inn = true;
    flags.volcano = flags.dragon = flags.portal = true;
    QVERIFY(validateTileType(flags).empty());

    TileType noFields; // a city on every side has no field at all
    noFields.id = "full";
    noFields.edges = {EdgeType::City, EdgeType::City, EdgeType::City, EdgeType::City};
    noFields.features = {edgeFeature(FeatureKind::City, N | E | S | W)};
    QVERIFY(validateTileType(noFields).empty());

    TileType most = cloisterTile(); // exactly as many features as the engine can hold
    while (most.features.size() < std::size_t(kMaxFeaturesPerTile))
        most.features.push_back(cloisterTile().features[0]);
    QVERIFY(validateTileType(most).empty());
}

void TestTileValidation::brokenTile_data()
{
    QTest::addColumn<TileType>("tile");
    QTest::addColumn<TileProblem>("expected");

    const auto row = [](const char *name, TileType t, TileProblem p) { QTest::newRow(name) << t << p; };
    TileType t;

    t = startTile();
    t.id.clear();
    row("empty id", t, {Code::EmptyId, -1, -1, -1});
    t = startTile();
    t.count = -1;
    row("negative count", t, {Code::NegativeCount, -1, -1, -1});
    t = startTile();
    t.features.push_back(edgeFeature(FeatureKind::Road, N));
    row("road on a city edge", t, {Code::FeatureOnWrongEdge, -1, 4, 0});
    t = springTile();
    t.features[0].sides = E | S;
    row("river on a field edge", t, {Code::FeatureOnWrongEdge, -1, 0, 2});
    t = startTile();
    t.features.push_back(edgeFeature(FeatureKind::City, 0));
    row("city touching no side", t, {Code::FeatureWithoutEdges, -1, 4, -1});
    t = startTile();
    t.features.insert(t.features.begin() + 2, edgeFeature(FeatureKind::Road, W));
    row("side claimed twice", t, {Code::SideClaimedTwice, -1, 2, 3});
    t = startTile();
    t.features[1].sides = E;
    row("road side unclaimed", t, {Code::SideUnclaimed, -1, -1, 3});
    t = springTile();
    t.features.erase(t.features.begin());
    row("river side unclaimed", t, {Code::SideUnclaimed, -1, -1, 1});
    t = startTile();
    t.features[3].halves |= WR;
    row("half-edge claimed twice", t, {Code::HalfEdgeClaimedTwice, -1, 3, 7});
    t = startTile();
    t.features[2].halves |= NR;
    row("field on a city side", t, {Code::HalfEdgeOnCitySide, -1, 2, 1});
    t = startTile();
    t.features[3].halves &= static_cast<std::uint8_t>(~SL);
    row("half-edge unclaimed", t, {Code::HalfEdgeUnclaimed, -1, -1, 4});
    t = springTile();
    t.features[1].halves = 0xFF & ~ER;
    row("half-edge beside a river unclaimed", t, {Code::HalfEdgeUnclaimed, -1, -1, 3});
    t = cloisterTile();
    t.features[1].sides = N;
    row("field with sides", t, {Code::FieldWithSides, -1, 1, -1});
    t = startTile();
    t.features[1].halves = EL;
    row("road with halves", t, {Code::EdgeFeatureWithHalves, -1, 1, -1});
    t = cloisterTile();
    t.features[0].halves = NL;
    row("cloister with halves", t, {Code::EdgeFeatureWithHalves, -1, 0, -1});
    t = cloisterTile();
    t.features[0].sides = S;
    row("cloister with sides", t, {Code::CloisterWithSides, -1, 0, -1});
    t = startTile();
    t.features[2].adjacentCities = {1};
    row("field borders a road", t, {Code::AdjacentCityInvalid, -1, 2, 0});
    t = startTile();
    t.features[3].adjacentCities = {0, 7};
    row("field borders a feature not on the tile", t, {Code::AdjacentCityInvalid, -1, 3, 1});
    t = startTile();
    t.features[2].adjacentCities = {0, 0};
    row("city listed twice", t, {Code::AdjacentCityTwice, -1, 2, 1});
    t = startTile();
    t.features[1].adjacentCities = {0};
    row("road lists cities", t, {Code::CitiesOutsideField, -1, 1, -1});
    t = startTile();
    t.features[1].pennants = 1;
    row("pennant on a road", t, {Code::PennantsOutsideCity, -1, 1, -1});
    t = startTile();
    t.features[2].goods = Goods::Grain;
    row("goods on a field", t, {Code::PennantsOutsideCity, -1, 2, -1});
    t = cloisterTile();
    t.features[0].cathedral = true;
    row("cathedral on a cloister", t, {Code::PennantsOutsideCity, -1, 0, -1});
    t = springTile();
    t.features[0].princess = true;
    row("princess on a river", t, {Code::PennantsOutsideCity, -1, 0, -1});
    t = startTile();
    t.features[0].inn = true;
    row("inn on a city", t, {Code::InnOutsideRoad, -1, 0, -1});
    t = startTile();
    t.features[0].pennants = -2;
    row("negative pennants", t, {Code::NegativePennants, -1, 0, -1});
    // The engine keeps per-tile feature masks of kMaxFeaturesPerTile bits: one more must be refused.
    t = cloisterTile();
    while (t.features.size() <= std::size_t(kMaxFeaturesPerTile))
        t.features.push_back(cloisterTile().features[0]);
    row("one feature too many", t, {Code::TooManyFeatures, -1, -1, kMaxFeaturesPerTile + 1});
}

void TestTileValidation::brokenTile()
{
    QFETCH(TileType, tile);
    QFETCH(TileProblem, expected);
    const auto problems = validateTileType(tile);
    QVERIFY2(problems.size() == 1 && problems.front() == expected, qPrintable(describe(problems)));
}

void TestTileValidation::tileIndexIsCopied()
{
    TileType t = startTile();
    t.count = -1;
    t.features[0].inn = true;
    const auto problems = validateTileType(t, 7);
    QCOMPARE(problems.size(), std::size_t(2));
    for (const TileProblem &p : problems)
        QCOMPARE(p.tile, 7);
}

void TestTileValidation::setDuplicateIds()
{
    TileSet set;
    set.id = "test";
    set.startTile = "start";
    set.tiles = {startTile(), cloisterTile(), startTile(), cloisterTile()};
    const std::vector<TileProblem> expected{{Code::DuplicateId, 2, -1, 0}, {Code::DuplicateId, 3, -1, 1}};
    QCOMPARE(describe(validateTileSet(set)), describe(expected));

    // Tiles without an id are reported once each, not as duplicates of one another.
    set.tiles = {startTile(), cloisterTile(), cloisterTile()};
    set.tiles[1].id.clear();
    set.tiles[2].id.clear();
    const std::vector<TileProblem> empty{{Code::EmptyId, 1, -1, -1}, {Code::EmptyId, 2, -1, -1}};
    QCOMPARE(describe(validateTileSet(set)), describe(empty));
}

void TestTileValidation::setStartTile()
{
    TileSet set;
    set.tiles = {cloisterTile(), startTile()};
    const std::vector<TileProblem> none{{Code::NoStartTile, -1, -1, -1}};
    QCOMPARE(describe(validateTileSet(set)), describe(none));
    set.startTile = "elsewhere";
    QCOMPARE(describe(validateTileSet(set)), describe(none));
    set.startTile = "start";
    QVERIFY(validateTileSet(set).empty());
    set.tiles[1].count = 0;
    const std::vector<TileProblem> zero{{Code::StartTileCountZero, 1, -1, -1}};
    QCOMPARE(describe(validateTileSet(set)), describe(zero));
}

void TestTileValidation::expansionWithoutStartTile()
{
    TileSet set;
    set.tiles = {cloisterTile()};
    QVERIFY(validateTileSet(set, false).empty());
    // A start tile that an expansion does name must still exist.
    set.startTile = "spring";
    QCOMPARE(validateTileSet(set, false).size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestTileValidation)
#include "tst_tilevalidation.moc"
