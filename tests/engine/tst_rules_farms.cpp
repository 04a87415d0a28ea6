// Base game, farms (RULES.md "Farms", option farm_scoring). Farms score only at game end, only
// for completed cities, and farmers never come back.
//  - third_edition (default): each farm on its own; its majority farmers get 3 per completed
//    city it borders (each city once per farm, but every bordering farm scores it).
//  - first_edition: city by city; the farmers of all farms bordering the city are pooled and
//    the majority gets 4 (or first_edition_city_points = 3), each city once in total.
//
// Field geometry used below (half-edges NL NR EL ER SL SR WL WR clockwise from the NW corner):
//  - start tile (0,0): field N0 = {EL, WR} (north of the road, borders the start city),
//    field S0 = {ER, SL, SR, WL} (south of the road, borders nothing).
//  - straight road rot 0 at (x,0): north field {NL NR EL WR}, south field {ER SL SR WL}; its WR
//    meets the west neighbour's EL, so at (1,0) and (-1,0) the north field joins N0.
//  - city cap rot 2 at (0,-1): city S (joins the start city, closing it), one field on its
//    N, E and W sides bordering that city; it touches N0 only through tiles at (+-1,-1).
//  - city cap rot 0 at (1,-1): city N; field on E, S, W: its S side meets (1,0)'s north field.
// The event of a first-edition city reports that city's tiles and pennants (cities = 1).

#include "rulestest.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

namespace {

RuleOptions farmRules(bool firstEdition, int cityPoints = 4)
{
    RuleOptions r;
    r.farmScoring = firstEdition ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
    r.firstEditionCityPoints = cityPoints;
    return r;
}

void addRuleColumns()
{
    QTest::addColumn<bool>("firstEdition");
    QTest::addColumn<int>("cityPoints");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<int>("score0");
    QTest::addColumn<int>("score1");
}

} // namespace

class TestRulesFarms : public QObject {
    Q_OBJECT
private slots:
    void defaultIsThirdEdition();
    void farmerScoresCompletedCity_data();
    void farmerScoresCompletedCity();
    void incompleteCitiesDoNotCount_data();
    void incompleteCitiesDoNotCount();
    void oneFarmSeveralCities_data();
    void oneFarmSeveralCities();
    void severalFarmsOneCity_data();
    void severalFarmsOneCity();
    void farmsPooledPerCity_data();
    void farmsPooledPerCity();
    void farmerMajorityInMergedFarm_data();
    void farmerMajorityInMergedFarm();
    void soloFarmScoresAtTheEnd_data();
    void soloFarmScoresAtTheEnd();
    void farmersOffTakeNoFieldAndNoFarmScores();
    void cityFarAmongTheFeaturesIsFound();
};

void TestRulesFarms::defaultIsThirdEdition()
{
    const RuleOptions r;
    QVERIFY(r.farmScoring == FarmScoring::ThirdEdition);
    QCOMPARE(r.firstEditionCityPoints, 4);
    QCOMPARE(r.tinyCity, false);
    QCOMPARE(r.handSize, 1);
}

// t1 p0 straight road (1,0), farmer in its north field = N0. t2 p1 cap (0,-1) rot 2 closes the
// start city (no knight, no event; the farmer stays). t3 p0 cloister (0,1), the last tile.
void TestRulesFarms::farmerScoresCompletedCity_data()
{
    addRuleColumns();
    QTest::newRow("third edition") << false << 4 << eventList({{3, 0b01, 3, FeatureKind::Field, true, 2, 0, 1}}) << 3 << 0;
    QTest::newRow("first edition") << true << 4 << eventList({{3, 0b01, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 0;
    QTest::newRow("first edition, 3 points")
        << true << 3 << eventList({{3, 0b01, 3, FeatureKind::Field, true, 2, 0, 1}}) << 3 << 0;
}

void TestRulesFarms::farmerScoresCompletedCity()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-cap", 1}, {"cloister", 1}}, 2, farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
    s.playAndPass("city-cap", 0, -1, 2);
    // The city is complete, but farms score only at the end and farmers stay.
    QVERIFY(g.events().empty());
    QCOMPARE(g.supply(0), 6);
    QCOMPARE(int(g.figures().size()), 1);
    s.playAndPass("cloister", 0, 1, 0);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    const std::set<Cell> cells = featureCells(g, g.events().front().feature);
    if (firstEdition)
        QCOMPARE(cells, (std::set<Cell>{{0, 0}, {0, -1}})); // the city
    else
        QCOMPARE(cells, (std::set<Cell>{{0, 0}, {1, 0}})); // the farm
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Farm), score0);
    QCOMPARE(g.supply(0), 6); // farmers never return
    QCOMPARE(int(g.figures().size()), 1);
    RULES_CATCH
}

// t1 p0 straight road (1,0), farmer in N0. t2 p1 cap (1,-1) rot 0: its field joins N0, its
// city (north) stays open. Optionally t3 p0 cap (0,-1) rot 2 closes the start city; its field
// joins N0 too (its E side meets (1,-1)'s W side). N0 then borders one complete and one
// incomplete city.
void TestRulesFarms::incompleteCitiesDoNotCount_data()
{
    addRuleColumns();
    QTest::addColumn<bool>("closeStartCity");
    QTest::newRow("third edition, no city complete") << false << 4 << QStringList() << 0 << 0 << false;
    QTest::newRow("first edition, no city complete") << true << 4 << QStringList() << 0 << 0 << false;
    QTest::newRow("third edition, one of two complete")
        << false << 4 << eventList({{3, 0b01, 3, FeatureKind::Field, true, 4, 0, 1}}) << 3 << 0 << true;
    QTest::newRow("first edition, one of two complete")
        << true << 4 << eventList({{3, 0b01, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 0 << true;
}

void TestRulesFarms::incompleteCitiesDoNotCount()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    QFETCH(bool, closeStartCity);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-cap", closeStartCity ? 2 : 1}}, 2, farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
    s.playAndPass("city-cap", 1, -1, 0);
    if (closeStartCity)
        s.playAndPass("city-cap", 0, -1, 2);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    QCOMPARE(g.supply(0), 6);
    RULES_CATCH
}

// t1 p0 straight road (1,0), farmer in N0. t2 p1 cap (1,-1) rot 0 (city Y north, field joins
// N0). t3 p0 cap (0,-1) rot 2 closes the start city X; its field joins N0 as well, so N0
// borders X on two tiles. t4 p1 cap (1,-2) rot 2 closes Y; player 1 puts a farmer in that
// cap's own field (N, E, W sides), which borders Y only.
// Third edition: N0 scores X once and Y: 6 (4 tiles); player 1's farm scores Y: 3.
// First edition: X goes to player 0; Y is bordered by both farms: a tie, both score it.
void TestRulesFarms::oneFarmSeveralCities_data()
{
    addRuleColumns();
    QTest::newRow("third edition") << false << 4
                                   << eventList({{4, 0b01, 6, FeatureKind::Field, true, 4, 0, 2},
                                                 {4, 0b10, 3, FeatureKind::Field, true, 1, 0, 1}})
                                   << 6 << 3;
    QTest::newRow("first edition") << true << 4
                                   << eventList({{4, 0b01, 4, FeatureKind::Field, true, 2, 0, 1},
                                                 {4, 0b11, 4, FeatureKind::Field, true, 2, 0, 1}})
                                   << 8 << 4;
    QTest::newRow("first edition, 3 points")
        << true << 3
        << eventList({{4, 0b01, 3, FeatureKind::Field, true, 2, 0, 1}, {4, 0b11, 3, FeatureKind::Field, true, 2, 0, 1}}) << 6
        << 3;
}

void TestRulesFarms::oneFarmSeveralCities()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-cap", 3}}, 2, farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
    s.playAndPass("city-cap", 1, -1, 0);
    s.playAndPass("city-cap", 0, -1, 2);
    s.play("city-cap", 1, -2, 2, FeatureKind::Field, "NL");
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    if (!firstEdition) {
        for (const ScoreEvent &e : g.events())
            if (e.players == 0b01)
                QCOMPARE(featureCells(g, e.feature), (std::set<Cell>{{0, 0}, {1, 0}, {1, -1}, {0, -1}}));
    }
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Farm), score0);
    QCOMPARE(g.scoreIn(1, ScoreCategory::Farm), score1);
    RULES_CATCH
}

// Two separate farms border the start city: N0 (via the straight road at (1,0)) and the field
// of the cap at (0,-1) (rot 2), which touches nothing else ((+-1,-1) stay empty). The straight
// road at (-1,0) only extends N0.
//   same owner:   t1 p0 (1,0) farmer N0; t2 p1 (-1,0);              t3 p0 (0,-1) farmer.
//   two owners:   t1 p0 (1,0) farmer N0; t2 p1 (0,-1) farmer;       t3 p0 (-1,0).
// Third edition: each farm scores the city: 3 + 3. First edition: the city scores once, for
// the pooled farmers (2 against 0, or 1 against 1: a tie).
void TestRulesFarms::severalFarmsOneCity_data()
{
    addRuleColumns();
    QTest::addColumn<bool>("twoOwners");
    QTest::newRow("third edition, same owner")
        << false << 4
        << eventList({{3, 0b01, 3, FeatureKind::Field, true, 3, 0, 1}, {3, 0b01, 3, FeatureKind::Field, true, 1, 0, 1}}) << 6
        << 0 << false;
    QTest::newRow("first edition, same owner")
        << true << 4 << eventList({{3, 0b01, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 0 << false;
    QTest::newRow("first edition 3 points, same owner")
        << true << 3 << eventList({{3, 0b01, 3, FeatureKind::Field, true, 2, 0, 1}}) << 3 << 0 << false;
    QTest::newRow("third edition, two owners")
        << false << 4
        << eventList({{3, 0b01, 3, FeatureKind::Field, true, 3, 0, 1}, {3, 0b10, 3, FeatureKind::Field, true, 1, 0, 1}}) << 3
        << 3 << true;
    QTest::newRow("first edition, two owners")
        << true << 4 << eventList({{3, 0b11, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 4 << true;
}

void TestRulesFarms::severalFarmsOneCity()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    QFETCH(bool, twoOwners);
    RULES_TRY
    Scenario s({{"road-straight", 2}, {"city-cap", 1}}, 2, farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
    if (twoOwners) {
        s.play("city-cap", 0, -1, 2, FeatureKind::Field, "NL");
        s.playAndPass("road-straight", -1, 0, 0);
    } else {
        s.playAndPass("road-straight", -1, 0, 0);
        s.play("city-cap", 0, -1, 2, FeatureKind::Field, "NL");
    }
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    RULES_CATCH
}

// A 3-tile city (start, corner (0,-1) rot 2 with city S and E, cap (1,-1) rot 3 with city W)
// bordered by three separate farms:
//   N0 (player 0, via the straight road at (-1,0)),
//   K, the corner's field on its N and W sides (player 1),
//   P, the cap's field on its N, E and S sides (player 1).
// t3 is a filler cloister at (0,1) (field S0). t4 closes the city.
// Third edition: each farm scores 3 on its own: 3 for player 0, 6 for player 1.
// First edition: the three farms are pooled, 1 against 2: player 1 alone scores the city.
void TestRulesFarms::farmsPooledPerCity_data()
{
    addRuleColumns();
    QTest::newRow("third edition") << false << 4
                                   << eventList({{4, 0b01, 3, FeatureKind::Field, true, 2, 0, 1},
                                                 {4, 0b10, 3, FeatureKind::Field, true, 1, 0, 1},
                                                 {4, 0b10, 3, FeatureKind::Field, true, 1, 0, 1}})
                                   << 3 << 6;
    QTest::newRow("first edition") << true << 4 << eventList({{4, 0b10, 4, FeatureKind::Field, true, 3, 0, 1}}) << 0 << 4;
    QTest::newRow("first edition, 3 points")
        << true << 3 << eventList({{4, 0b10, 3, FeatureKind::Field, true, 3, 0, 1}}) << 0 << 3;
}

void TestRulesFarms::farmsPooledPerCity()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-corner", 1}, {"cloister", 1}, {"city-cap", 1}}, 2,
               farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", -1, 0, 0, FeatureKind::Field, "NL"); // t1 p0: N0
    s.play("city-corner", 0, -1, 2, FeatureKind::Field, "NL");   // t2 p1: K
    s.playAndPass("cloister", 0, 1, 0);                          // t3 p0
    s.play("city-cap", 1, -1, 3, FeatureKind::Field, "NL");      // t4 p1: P, closes the city
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    if (firstEdition)
        QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}, {1, -1}}));
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    QCOMPARE(g.supply(0), 6);
    QCOMPARE(g.supply(1), 5);
    RULES_CATCH
}

// Three farms with farmers become one:
//   t1 p0 straight road (1,0), farmer in N0.
//   t2 p1 cloister (0,1), farmer in S0 (south of the start road).
//   t3 p0 cap (0,-1) rot 2 closes the start city; farmer in its field X (or no farmer: tie).
//   t4 p1 cloister (1,-1): its W side meets X, its S side N0: X and N0 join.
//   t5 p0 cloister with road (2,0) rot 1: the road from the start ends at its cloister, and its
//      field, all round, joins N0 (WR) and S0 (WL): one farm of all 6 tiles.
// The farm borders one completed city. Majority 2 against 1: player 0 alone; 1 against 1: both.
void TestRulesFarms::farmerMajorityInMergedFarm_data()
{
    addRuleColumns();
    QTest::addColumn<bool>("secondFarmer");
    QTest::newRow("third edition, 2 against 1")
        << false << 4 << eventList({{5, 0b01, 3, FeatureKind::Field, true, 6, 0, 1}}) << 3 << 0 << true;
    QTest::newRow("third edition, 1 against 1")
        << false << 4 << eventList({{5, 0b11, 3, FeatureKind::Field, true, 6, 0, 1}}) << 3 << 3 << false;
    QTest::newRow("first edition, 2 against 1")
        << true << 4 << eventList({{5, 0b01, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 0 << true;
    QTest::newRow("first edition, 1 against 1")
        << true << 4 << eventList({{5, 0b11, 4, FeatureKind::Field, true, 2, 0, 1}}) << 4 << 4 << false;
}

void TestRulesFarms::farmerMajorityInMergedFarm()
{
    QFETCH(bool, firstEdition);
    QFETCH(int, cityPoints);
    QFETCH(QStringList, events);
    QFETCH(int, score0);
    QFETCH(int, score1);
    QFETCH(bool, secondFarmer);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"cloister", 2}, {"city-cap", 1}, {"cloister-road", 1}}, 2,
               farmRules(firstEdition, cityPoints));
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
    s.play("cloister", 0, 1, 0, FeatureKind::Field, "NL");
    if (secondFarmer)
        s.play("city-cap", 0, -1, 2, FeatureKind::Field, "NL");
    else
        s.playAndPass("city-cap", 0, -1, 2);
    const NodeId n0 = g.figures().front().node;
    QCOMPARE(int(g.featureWeights(n0)[0]), 1);
    QCOMPARE(int(g.featureWeights(n0)[1]), 0);
    s.playAndPass("cloister", 1, -1, 0);
    QCOMPARE(int(g.featureWeights(n0)[0]), secondFarmer ? 2 : 1);
    QCOMPARE(int(g.featureWeights(n0)[1]), 0);
    s.playAndPass("cloister-road", 2, 0, 1);
    QCOMPARE(int(g.featureWeights(n0)[0]), secondFarmer ? 2 : 1);
    QCOMPARE(int(g.featureWeights(n0)[1]), 1);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    if (!firstEdition)
        QCOMPARE(featureCells(g, g.events().front().feature),
                 (std::set<Cell>{{0, 0}, {1, 0}, {0, 1}, {0, -1}, {1, -1}, {2, 0}}));
    QCOMPARE(g.score(0), score0);
    QCOMPARE(g.score(1), score1);
    RULES_CATCH
}

// A solo game (one player, RULES.md "Players") scores its farms at the end like any other:
// the one farmer is the majority. The scenario of farmerScoresCompletedCity, every turn P0's.
void TestRulesFarms::soloFarmScoresAtTheEnd_data()
{
    QTest::addColumn<bool>("firstEdition");
    QTest::addColumn<QStringList>("events");
    QTest::newRow("third edition") << false << eventList({{3, 0b1, 3, FeatureKind::Field, true, 2, 0, 1}});
    QTest::newRow("first edition") << true << eventList({{3, 0b1, 4, FeatureKind::Field, true, 2, 0, 1}});
}

void TestRulesFarms::soloFarmScoresAtTheEnd()
{
    QFETCH(bool, firstEdition);
    QFETCH(QStringList, events);
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-cap", 1}, {"cloister", 1}}, 1, farmRules(firstEdition));
    Game &g = s.game;
    QCOMPARE(s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL"), 0);
    QCOMPARE(s.playAndPass("city-cap", 0, -1, 2), 0);
    QVERIFY(g.events().empty());
    QCOMPARE(s.playAndPass("cloister", 0, 1, 0), 0);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), events);
    QCOMPARE(g.score(0), firstEdition ? 4 : 3);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Farm), g.score(0));
    RULES_CATCH
}

// Farmers off (rule option, RULES.md "Farms"): no figure goes on a field, whichever half,
// and a farm borders completed cities for nobody. With farmers on, the same tiles score 3
// (farmerScoresCompletedCity).
void TestRulesFarms::farmersOffTakeNoFieldAndNoFarmScores()
{
    RULES_TRY
    RuleOptions rules;
    rules.farmers = false;
    Scenario s({{"road-straight", 1}, {"city-cap", 1}, {"cloister", 1}}, 2, rules);
    Game &g = s.game;
    s.place("road-straight", 1, 0, 0);
    for (const char *half : {"NL", "NR", "SL", "SR"}) {
        const std::uint8_t f = s.featureOfLastTile(FeatureKind::Field, half);
        QCOMPARE(errName(g.checkDeployment({f, FigureKind::Follower})), errName(MoveError::FeatureNotAllowed));
    }
    std::vector<Deployment> legal;
    g.legalDeployments(legal);
    for (const Deployment &d : legal)
        QVERIFY(g.catalog().tile(tileIndex(g, "road-straight")).type.features[d.feature].kind != FeatureKind::Field);
    QCOMPARE(legal.size(), std::size_t(1)); // the road
    s.deploy(FeatureKind::Road, "E");
    s.playAndPass("city-cap", 0, -1, 2); // completes the start city (no knight)
    s.playAndPass("cloister", 0, 1, 0);
    QVERIFY(g.isOver());
    for (const ScoreEvent &e : g.events())
        QVERIFY(e.kind != FeatureKind::Field);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Farm), 0);
    RULES_CATCH
}

// A field names the city beside it by the city's index among its tile's features; a field
// segment keeps those below 15 as bits and marks any further one (kFarCities), which scoring
// then reads from the tile's definition. The start tile's features come here behind fifteen
// inner fields: the game of farmerScoresCompletedCity scores the same.
void TestRulesFarms::cityFarAmongTheFeaturesIsFound()
{
    RULES_TRY
    for (const bool firstEdition : {false, true}) {
        TileSet set = baseTileSet();
        for (TileType &t : set.tiles) {
            const bool played = t.id == "road-straight" || t.id == "city-cap" || t.id == "cloister";
            t.count = (played ? 1 : 0) + (t.id == set.startTile ? 1 : 0);
            if (t.id != set.startTile)
                continue;
            std::vector<FeatureDef> features(15); // inner fields: no half-edges, no neighbours
            for (FeatureDef &f : t.features)
                for (std::uint8_t &c : f.adjacentCities)
                    c = std::uint8_t(c + 15);
            features.insert(features.end(), t.features.begin(), t.features.end());
            t.features = std::move(features);
        }
        const auto catalog = std::make_shared<const TileCatalog>(std::vector<TileSet>{set});
        const auto &startFeatures = set.find(set.startTile)->features;
        const auto field = std::find_if(startFeatures.begin(), startFeatures.end(),
                                        [](const FeatureDef &f) { return !f.adjacentCities.empty(); });
        QVERIFY(field != startFeatures.end());
        QCOMPARE(catalog->tile(catalog->startTile()).nodes[std::size_t(field - startFeatures.begin())].cities,
                 kFarCities); // the path under test
        Scenario s(catalog, 2, farmRules(firstEdition));
        s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NL");
        s.playAndPass("city-cap", 0, -1, 2);
        s.playAndPass("cloister", 0, 1, 0);
        QVERIFY(s.game.isOver());
        const int points = firstEdition ? 4 : 3;
        QCOMPARE(eventList(s.game), eventList({{3, 0b01, points, FeatureKind::Field, true, 2, 0, 1}}));
        QCOMPARE(s.game.score(0), points);
    }
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesFarms)
#include "tst_rules_farms.moc"
