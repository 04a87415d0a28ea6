// Base game, cities (RULES.md "Scoring" and option tiny_city): 2 per tile + 2 per pennant when
// completed, 1 + 1 when incomplete at game end; a tile counts once even if the city crosses it
// twice; knights of several players may meet when cities merge: the most weight scores, ties
// all score the full value, and every knight comes back. With tiny_city a completed 2-tile city
// scores 2, not 4.
//
// The start tile at (0,0) has its city on its north side.

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesCities : public QObject {
    Q_OBJECT
private slots:
    void completedCityTilesAndPennant();
    void incompleteCityAtGameEnd();
    void cityCrossingOneTileTwiceCountsItOnce();
    void mergedCityMajority_data();
    void mergedCityMajority();
    void tinyCity_data();
    void tinyCity();
    void cityWithTwoPennants_data();
    void cityWithTwoPennants();
};

// (0,-1) city corner with pennant, rot 2 (city S and E): joins the start city. Player 0's
// knight. (1,-1) city cap rot 3 (city W) closes it: 3 tiles + 1 pennant = 2*3 + 2 = 8.
void TestRulesCities::completedCityTilesAndPennant()
{
    RULES_TRY
    Scenario s({{"city-corner-pennant", 1}, {"city-cap", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("city-corner-pennant", 0, -1, 2, FeatureKind::City, "S");
    QVERIFY(g.events().empty());
    s.playAndPass("city-cap", 1, -1, 3);
    QCOMPARE(eventList(g), eventList({{2, 0b01, 8, FeatureKind::City, false, 3, 1, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}, {1, -1}}));
    QCOMPARE(g.score(0), 8);
    QCOMPARE(g.scoreIn(0, ScoreCategory::City), 8);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.supply(0), 7);
    RULES_CATCH
}

// The same city left open (the last tile goes elsewhere): 2 tiles + 1 pennant = 3.
void TestRulesCities::incompleteCityAtGameEnd()
{
    RULES_TRY
    Scenario s({{"city-corner-pennant", 1}, {"road-straight", 1}});
    Game &g = s.game;
    s.play("city-corner-pennant", 0, -1, 2, FeatureKind::City, "S");
    s.playAndPass("road-straight", 1, 0, 0);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), eventList({{2, 0b01, 3, FeatureKind::City, true, 2, 1, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}}));
    QCOMPARE(g.score(0), 3);
    QCOMPARE(g.scoreIn(0, ScoreCategory::City), 3);
    RULES_CATCH
}

// T = (0,1) "city-caps-opposite" rot 1: two separate city caps, on its E and W sides. A ring
// of city tiles south of it joins them into one city:
//   (1,1) corner rot 3 (W S), (1,2) corner rot 0 (N W), (0,2) passage rot 0 (W E),
//   (-1,2) corner rot 1 (N E), (-1,1) corner rot 2 (E S).
// 6 distinct tiles (T once, although the city crosses it twice): 2*6 = 12, not 14.
void TestRulesCities::cityCrossingOneTileTwiceCountsItOnce()
{
    RULES_TRY
    Scenario s({{"city-caps-opposite", 1}, {"city-corner", 4}, {"city-passage", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("city-caps-opposite", 0, 1, 1, FeatureKind::City, "E"); // t1 p0
    s.playAndPass("city-corner", 1, 1, 3);                         // t2 p1
    s.playAndPass("city-corner", 1, 2, 0);                         // t3 p0
    s.playAndPass("city-passage", 0, 2, 0);                        // t4 p1
    s.playAndPass("city-corner", -1, 2, 1);                        // t5 p0
    QVERIFY(g.events().empty());
    // Still open: the last gap is at (-1,1), where the ring meets T's west cap.
    s.playAndPass("city-corner", -1, 1, 2); // t6 p1
    QCOMPARE(eventList(g), eventList({{6, 0b01, 12, FeatureKind::City, false, 6, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature),
             (std::set<Cell>{{0, 1}, {1, 1}, {1, 2}, {0, 2}, {-1, 2}, {-1, 1}}));
    QCOMPARE(g.featureTileCount(g.events().front().feature), 6);
    QCOMPARE(g.score(0), 12);
    QCOMPARE(g.supply(0), 7);
    RULES_CATCH
}

// Four straight roads at (-2,0) .. (2,0) leave a row y = 1 whose north sides must be field.
// In that row: (-2,1) cap rot 1 (city E), (2,1) cap rot 3 (city W), (0,1) passage (city W E)
// are three separate cities; (-1,1) passage joins the first and the third, (1,1) passage joins
// in the second and closes a 5-tile city worth 10. Turns 5, 6, 7 may deploy a knight each.
void TestRulesCities::mergedCityMajority_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("knight5");
    QTest::addColumn<bool>("knight6");
    QTest::addColumn<bool>("knight7");
    QTest::addColumn<unsigned>("winners");
    // 2 players: turn 5 and 7 are player 0's, turn 6 player 1's.
    QTest::newRow("2 players, 2 against 1") << 2 << true << true << true << 0b01u;
    QTest::newRow("2 players, 1 against 1") << 2 << true << true << false << 0b01u + 0b10u;
    QTest::newRow("2 players, 1 against 0") << 2 << false << true << false << 0b10u;
    // 3 players: turns 5, 6, 7 are players 1, 2, 0.
    QTest::newRow("3 players, 1 each") << 3 << true << true << true << 0b111u;
    QTest::newRow("3 players, 1 1 0") << 3 << true << true << false << 0b110u;
}

void TestRulesCities::mergedCityMajority()
{
    QFETCH(int, players);
    QFETCH(bool, knight5);
    QFETCH(bool, knight6);
    QFETCH(bool, knight7);
    QFETCH(unsigned, winners);
    RULES_TRY
    Scenario s({{"road-straight", 4}, {"city-cap", 2}, {"city-passage", 3}, {"cloister", 1}}, players);
    Game &g = s.game;
    s.playAndPass("road-straight", 1, 0, 0);
    s.playAndPass("road-straight", -1, 0, 0);
    s.playAndPass("road-straight", 2, 0, 0);
    s.playAndPass("road-straight", -2, 0, 0);
    auto turn = [&](const char *id, int x, int rotation, bool knight, const char *side) {
        s.place(id, x, 1, rotation);
        if (knight) {
            s.deploy(FeatureKind::City, side);
        } else {
            s.pass();
        }
    };
    turn("city-cap", -2, 1, knight5, "E");
    turn("city-cap", 2, 3, knight6, "W");
    turn("city-passage", 0, 0, knight7, "E");
    turn("city-passage", -1, 0, false, "");
    QVERIFY(g.events().empty());
    turn("city-passage", 1, 0, false, ""); // turn 9 closes the city
    QCOMPARE(eventList(g), eventList({{9, winners, 10, FeatureKind::City, false, 5, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{-2, 1}, {-1, 1}, {0, 1}, {1, 1}, {2, 1}}));
    for (int p = 0; p < players; ++p) {
        QCOMPARE(g.score(p), (winners & (1u << p)) ? 10 : 0);
        QCOMPARE(g.scoreIn(p, ScoreCategory::City), g.score(p));
        QCOMPARE(g.supply(p), 7); // winners and losers alike get their knights back
    }
    QVERIFY(g.figures().empty());
    RULES_CATCH
}

// A 2-tile city: the start city closed by a cap at (0,-1) rot 2 (with a pennant: our own
// "city-cap-pennant"). A 3-tile city: a city corner (no pennant) at (0,-1) rot 2 and a cap at
// (1,-1) rot 3. Player 0's knight on the first tile. A tiny city scores as if incomplete:
// 1 per tile and 1 per pennant, so 2 tiles + 1 pennant = 3 instead of 2*2 + 2 = 6.
void TestRulesCities::tinyCity_data()
{
    QTest::addColumn<bool>("tiny");
    QTest::addColumn<int>("tiles");
    QTest::addColumn<int>("pennants");
    QTest::addColumn<int>("points");
    QTest::newRow("2 tiles, default rules") << false << 2 << 0 << 4;
    QTest::newRow("2 tiles, tiny_city") << true << 2 << 0 << 2;
    QTest::newRow("2 tiles with a pennant, default rules") << false << 2 << 1 << 6;
    QTest::newRow("2 tiles with a pennant, tiny_city") << true << 2 << 1 << 3;
    QTest::newRow("3 tiles, default rules") << false << 3 << 0 << 6;
    QTest::newRow("3 tiles, tiny_city") << true << 3 << 0 << 6;
}

void TestRulesCities::tinyCity()
{
    QFETCH(bool, tiny);
    QFETCH(int, tiles);
    QFETCH(int, pennants);
    QFETCH(int, points);
    RULES_TRY
    RuleOptions rules;
    rules.tinyCity = tiny;
    Scenario s({{"city-cap", 1}, {"city-cap-pennant", 1}, {"city-corner", 1}, {"cloister", 1}}, 2, rules);
    Game &g = s.game;
    int turn = 1;
    if (tiles == 2) {
        s.play(pennants ? "city-cap-pennant" : "city-cap", 0, -1, 2, FeatureKind::City, "S");
    } else {
        s.play("city-corner", 0, -1, 2, FeatureKind::City, "S");
        s.playAndPass("city-cap", 1, -1, 3);
        turn = 2;
    }
    QCOMPARE(eventList(g), eventList({{turn, 0b01, points, FeatureKind::City, false, tiles, pennants, 0}}));
    QCOMPARE(g.score(0), points);
    QCOMPARE(g.supply(0), 7);
    RULES_CATCH
}

// Two pennants in one city: (0,-1) and (1,-1) city corners with a pennant, rot 2 (S E) and
// rot 3 (W S); player 0's knight on the first. Closed by (1,0) "city-cap-road-curve-left" rot 0
// (city N, its road continues the start road): 4 tiles + 2 pennants = 2*4 + 2*2 = 12. Left
// open (the last tile is a cloister elsewhere): 3 tiles + 2 pennants = 3 + 2 = 5 at the end.
void TestRulesCities::cityWithTwoPennants_data()
{
    QTest::addColumn<bool>("closed");
    QTest::newRow("completed") << true;
    QTest::newRow("incomplete at game end") << false;
}

void TestRulesCities::cityWithTwoPennants()
{
    QFETCH(bool, closed);
    RULES_TRY
    Scenario s({{"city-corner-pennant", 2}, {closed ? "city-cap-road-curve-left" : "cloister", 1}});
    Game &g = s.game;
    s.play("city-corner-pennant", 0, -1, 2, FeatureKind::City, "S");
    s.playAndPass("city-corner-pennant", 1, -1, 3);
    QVERIFY(g.events().empty());
    if (closed) {
        s.playAndPass("city-cap-road-curve-left", 1, 0, 0);
        QCOMPARE(eventList(g), eventList({{3, 0b01, 12, FeatureKind::City, false, 4, 2, 0}}));
        QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}, {1, -1}, {1, 0}}));
        QCOMPARE(g.supply(0), 7);
    } else {
        s.playAndPass("cloister", 0, 1, 0);
        QVERIFY(g.isOver());
        QCOMPARE(eventList(g), eventList({{3, 0b01, 5, FeatureKind::City, true, 3, 2, 0}}));
    }
    QCOMPARE(g.score(0), closed ? 12 : 5);
    QCOMPARE(g.scoreIn(0, ScoreCategory::City), g.score(0));
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesCities)
#include "tst_rules_cities.moc"
