// Base game, cloisters (RULES.md "Scoring"): complete when all 8 surrounding positions hold
// tiles, then worth 9 to the monk's owner, whoever placed the last neighbour; incomplete at game
// end worth 1 + 1 per neighbour present (diagonal neighbours included).
//
// The ring around (0,1): (-1,0) and (1,0) must continue the start road (straight roads, whose
// north and south sides are field); the other six are cloisters (field on every side).

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesCloisters : public QObject {
    Q_OBJECT
private slots:
    void completedCloisterScoresNine();
    void incompleteCloisterAtGameEnd();
    void monkOnCloisterCompletedBySameTile();
};

void TestRulesCloisters::completedCloisterScoresNine()
{
    RULES_TRY
    Scenario s({{"cloister", 7}, {"road-straight", 3}});
    Game &g = s.game;
    s.play("cloister", 0, 1, 0, FeatureKind::Cloister); // t1 p0
    s.playAndPass("road-straight", 1, 0, 0);            // t2 p1
    s.playAndPass("road-straight", -1, 0, 0);           // t3 p0
    s.playAndPass("cloister", 1, 1, 0);                 // t4 p1
    s.playAndPass("cloister", -1, 1, 0);                // t5 p0
    s.playAndPass("cloister", 1, 2, 0);                 // t6 p1
    s.playAndPass("cloister", -1, 2, 0);                // t7 p0
    QVERIFY(g.events().empty());
    QCOMPARE(g.supply(0), 6);
    s.playAndPass("cloister", 0, 2, 0); // t8 p1: the 8th neighbour
    QCOMPARE(eventList(g), eventList({{8, 0b01, 9, FeatureKind::Cloister, false, 9, 0, 0}}));
    QCOMPARE(g.score(0), 9);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Cloister), 9);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.supply(0), 7);
    QVERIFY(g.figures().empty());
    QVERIFY(!g.isOver());
    RULES_CATCH
}

// Monk at (0,1); at the end its neighbours are the start tile (0,0) (north), (1,0) (diagonal)
// and (1,1) (east): 1 + 3 = 4.
void TestRulesCloisters::incompleteCloisterAtGameEnd()
{
    RULES_TRY
    Scenario s({{"cloister", 2}, {"road-straight", 1}});
    Game &g = s.game;
    s.play("cloister", 0, 1, 0, FeatureKind::Cloister);
    s.playAndPass("road-straight", 1, 0, 0);
    s.playAndPass("cloister", 1, 1, 0);
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g), eventList({{3, 0b01, 4, FeatureKind::Cloister, true, 4, 0, 0}}));
    QCOMPARE(g.score(0), 4);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Cloister), 4);
    RULES_CATCH
}

// The ring is built first; player 1 then places the cloister into the hole, deploys a monk on
// it and scores 9 at once.
void TestRulesCloisters::monkOnCloisterCompletedBySameTile()
{
    RULES_TRY
    Scenario s({{"cloister", 8}, {"road-straight", 2}});
    Game &g = s.game;
    s.playAndPass("road-straight", 1, 0, 0); // t1 p0
    s.playAndPass("road-straight", -1, 0, 0);
    s.playAndPass("cloister", 1, 1, 0);
    s.playAndPass("cloister", -1, 1, 0);
    s.playAndPass("cloister", 1, 2, 0);
    s.playAndPass("cloister", -1, 2, 0);
    s.playAndPass("cloister", 0, 2, 0);
    s.playAndPass("cloister", 0, 3, 0); // t8 p1, not a neighbour of (0,1)
    QVERIFY(g.events().empty());
    QCOMPARE(s.play("cloister", 0, 1, 0, FeatureKind::Cloister), 0); // t9 p0
    QCOMPARE(eventList(g), eventList({{9, 0b01, 9, FeatureKind::Cloister, false, 9, 0, 0}}));
    QCOMPARE(g.score(0), 9);
    QCOMPARE(g.supply(0), 7);
    QVERIFY(g.figures().empty());
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesCloisters)
#include "tst_rules_cloisters.moc"
