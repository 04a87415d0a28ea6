// Base game, roads (RULES.md "Scoring"): a road is complete when both ends stop at a junction,
// city, cloister or other road end, or when it closes a loop; it scores 1 per tile, completed
// or at game end, each tile counted once; the thieves' owners with the most weight score it
// (ties: all of them), and the thieves come back.
//
// The start tile at (0,0) carries a straight road W-E, so its road ends lie at (-1,0) and (1,0).

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesRoads : public QObject {
    Q_OBJECT
private slots:
    void roadFromJunctionToCity();
    void roadEndingAtCloister();
    void roadLoop();
    void roadMeetingOneTileTwiceCountsItOnce();
    void incompleteRoadAtGameEnd();
    void tiedThievesBothScore();
    void thiefDeployedOnTheCompletingTile();
};

// (1,0) road junction, rotation 0: the start road ends at its centre. Player 0's thief on it.
// (-1,0) three-sided city with road, rotation 3 (city N S W, road E): the road ends at the
// city. Player 1 closes it, player 0 scores the 3 tiles.
void TestRulesRoads::roadFromJunctionToCity()
{
    RULES_TRY
    Scenario s({{"road-junction", 1}, {"city-three-road", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-junction", 1, 0, 0, FeatureKind::Road, "W"); // t1 p0
    QVERIFY(g.events().empty());
    QCOMPARE(g.supply(0), 6);
    s.playAndPass("city-three-road", -1, 0, 3); // t2 p1
    QCOMPARE(eventList(g), eventList({{2, 0b01, 3, FeatureKind::Road, false, 3, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{-1, 0}, {0, 0}, {1, 0}}));
    QCOMPARE(g.score(0), 3);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Road), 3);
    QCOMPARE(g.supply(0), 7);
    QVERIFY(g.figures().empty());
    QVERIFY(!g.isOver());
    RULES_CATCH
}

// (1,0) cloister with road, rotation 1: its road (on board W) ends at the cloister. (-1,0)
// road junction closes the other end.
void TestRulesRoads::roadEndingAtCloister()
{
    RULES_TRY
    Scenario s({{"cloister-road", 1}, {"road-junction", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("cloister-road", 1, 0, 1, FeatureKind::Road, "W"); // t1 p0
    QVERIFY(g.events().empty());
    s.playAndPass("road-junction", -1, 0, 0); // t2 p1
    QCOMPARE(eventList(g), eventList({{2, 0b01, 3, FeatureKind::Road, false, 3, 0, 0}}));
    QCOMPARE(g.score(0), 3);
    QCOMPARE(g.supply(0), 7);
    RULES_CATCH
}

// Four road curves south of the start form a closed ring: (0,1) rot 3 (road E-S), (1,1) rot 0
// (S-W), (0,2) rot 2 (N-E), (1,2) rot 1 (W-N). The ring is complete when the 4th closes it.
void TestRulesRoads::roadLoop()
{
    RULES_TRY
    Scenario s({{"road-curve", 4}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-curve", 0, 1, 3, FeatureKind::Road, "E"); // t1 p0
    s.playAndPass("road-curve", 1, 1, 0);                  // t2 p1
    s.playAndPass("road-curve", 0, 2, 2);                  // t3 p0
    QVERIFY(g.events().empty());
    QCOMPARE(g.supply(0), 6);
    s.playAndPass("road-curve", 1, 2, 1); // t4 p1
    QCOMPARE(eventList(g), eventList({{4, 0b01, 4, FeatureKind::Road, false, 4, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 1}, {1, 1}, {0, 2}, {1, 2}}));
    QCOMPARE(g.score(0), 4);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.supply(0), 7);
    RULES_CATCH
}

// (1,0) crossroads; its east road runs (2,0) curve rot 0 (W-S), (2,1) curve rot 1 (N-W),
// (1,1) curve rot 2 (E-N) back into the crossroads from the south. Both ends stop at the same
// crossroads: 4 distinct tiles (the crossroads counted once), not 5.
void TestRulesRoads::roadMeetingOneTileTwiceCountsItOnce()
{
    RULES_TRY
    Scenario s({{"road-crossroads", 1}, {"road-curve", 3}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-crossroads", 1, 0, 0, FeatureKind::Road, "E"); // t1 p0
    s.playAndPass("road-curve", 2, 0, 0);                       // t2 p1
    s.playAndPass("road-curve", 2, 1, 1);                       // t3 p0
    QVERIFY(g.events().empty());
    s.playAndPass("road-curve", 1, 1, 2); // t4 p1
    QCOMPARE(eventList(g), eventList({{4, 0b01, 4, FeatureKind::Road, false, 4, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{1, 0}, {2, 0}, {2, 1}, {1, 1}}));
    QCOMPARE(g.score(0), 4);
    RULES_CATCH
}

// Thief on the start road through (1,0) and (2,0), both ends open when the pile runs out:
// 1 point per tile at the end, like a completed road.
void TestRulesRoads::incompleteRoadAtGameEnd()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}});
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Road, "E"); // t1 p0
    QVERIFY(!g.isOver());
    s.playAndPass("road-straight", 2, 0, 0); // t2 p1, the last tile
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), eventList({{2, 0b01, 3, FeatureKind::Road, true, 3, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {1, 0}, {2, 0}}));
    QCOMPARE(g.score(0), 3);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Road), 3);
    QCOMPARE(g.score(1), 0);
    RULES_CATCH
}

// Two roads with one thief each are joined, then completed: both players score all 6 tiles.
//   t1 p0 (1,0) straight road, thief: the start road.
//   t2 p1 (0,1) cloister with road, rot 1: a separate road from the cloister west; thief.
//   t3 p0 (-1,0) curve rot 3 (E-S): the start road turns south.
//   t4 p1 (-1,1) curve rot 2 (N-E): joins both roads; the east end at (1,0) is still open.
//   t5 p0 (2,0) junction: closes it. Road: (2,0) (1,0) (0,0) (-1,0) (-1,1) (0,1).
void TestRulesRoads::tiedThievesBothScore()
{
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"cloister-road", 1}, {"road-curve", 2}, {"road-junction", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Road, "E");
    s.play("cloister-road", 0, 1, 1, FeatureKind::Road, "W");
    s.playAndPass("road-curve", -1, 0, 3);
    s.playAndPass("road-curve", -1, 1, 2);
    QVERIFY(g.events().empty());
    QCOMPARE(int(g.featureWeights(g.figures()[0].node)[0]), 1);
    QCOMPARE(int(g.featureWeights(g.figures()[0].node)[1]), 1);
    s.playAndPass("road-junction", 2, 0, 0);
    QCOMPARE(eventList(g), eventList({{5, 0b11, 6, FeatureKind::Road, false, 6, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature),
             (std::set<Cell>{{2, 0}, {1, 0}, {0, 0}, {-1, 0}, {-1, 1}, {0, 1}}));
    QCOMPARE(g.score(0), 6);
    QCOMPARE(g.score(1), 6);
    QCOMPARE(g.supply(0), 7);
    QCOMPARE(g.supply(1), 7);
    QVERIFY(g.figures().empty());
    RULES_CATCH
}

// (1,0) junction first; then player 1 closes the start road with the city-three-road at
// (-1,0) and puts a thief on it in the same turn: scored and returned at once.
void TestRulesRoads::thiefDeployedOnTheCompletingTile()
{
    RULES_TRY
    Scenario s({{"road-junction", 1}, {"city-three-road", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.playAndPass("road-junction", 1, 0, 0);
    s.play("city-three-road", -1, 0, 3, FeatureKind::Road, "E");
    QCOMPARE(eventList(g), eventList({{2, 0b10, 3, FeatureKind::Road, false, 3, 0, 0}}));
    QCOMPARE(g.score(1), 3);
    QCOMPARE(g.supply(1), 7);
    QVERIFY(g.figures().empty());
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesRoads)
#include "tst_rules_roads.moc"
