// Inns & Cathedrals (RULES.md): the large follower weighs 2 for control; a road with an inn
// scores 2 per tile when completed and 0 when left open; a city with a cathedral scores 3 per
// tile and pennant when completed and 0 when left open; JCloisterZone's options to score open
// ones as plain or to leave either rule out. Also the farmers-off option (no figure on a
// field, no farm scoring), which JCloisterZone games use.
//
// The base start tile at (0,0) has its city on the north side and its road running W-E.

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

namespace {

Scenario innsGame(const std::map<std::string, int> &pile, RuleOptions rules = {})
{
    rules.largeFollower = true;
    return Scenario(scenarioCatalog(pile, {"base", "inns-cathedrals"}), 2, rules);
}

} // namespace

class TestRulesInnsCathedrals : public QObject {
    Q_OBJECT
private slots:
    void everyPlayerHasOneLargeFollower()
    {
        RULES_TRY
        Scenario s = innsGame({{"city-cap", 1}, {"cloister", 1}});
        Game &g = s.game;
        QCOMPARE(g.supply(0, FigureKind::LargeFollower), 1);
        QCOMPARE(g.supply(1, FigureKind::LargeFollower), 1);
        QCOMPARE(g.supply(0), 7);
        s.place("city-cap", 0, -1, 2); // closes the 2-tile start city
        std::vector<Deployment> legal;
        g.legalDeployments(legal);
        const std::uint8_t city = s.featureOfLastTile(FeatureKind::City, "S");
        QVERIFY(std::count(legal.begin(), legal.end(), Deployment{city, FigureKind::LargeFollower}) == 1);
        QVERIFY(std::count(legal.begin(), legal.end(), Deployment{city, FigureKind::Follower}) == 1);
        s.deploy(FeatureKind::City, "S", FigureKind::LargeFollower);
        QCOMPARE(eventList(g), eventList({{1, 0b01, 4, FeatureKind::City, false, 2, 0, 0}}));
        QCOMPARE(g.supply(0, FigureKind::LargeFollower), 1); // back after the scoring
        QCOMPARE(g.supply(0), 7);
        RULES_CATCH
    }

    void noLargeFollowerWithoutTheOption()
    {
        Scenario s(scenarioCatalog({{"cloister", 1}}, {"base", "inns-cathedrals"}), 2);
        QCOMPARE(s.game.supply(0, FigureKind::LargeFollower), 0);
        s.place("cloister", 0, 1, 0);
        QCOMPARE(s.game.checkDeployment({0, FigureKind::LargeFollower}), MoveError::NoFigureLeft);
    }

    // The merged city of the base tests (tst_rules_cities): five tiles in the row y = 1, worth
    // 10, knights deployed in turns 5 (P0), 6 (P1) and 7 (P0).
    void largeFollowerWeighsTwo_data()
    {
        QTest::addColumn<int>("figure5"); // 0 none, 1 follower, 2 large follower
        QTest::addColumn<int>("figure6");
        QTest::addColumn<int>("figure7");
        QTest::addColumn<unsigned>("winners");
        QTest::newRow("large against one") << 2 << 1 << 0 << 0b01u;
        QTest::newRow("large against two") << 1 << 2 << 1 << 0b11u;
        QTest::newRow("one against large") << 0 << 2 << 1 << 0b10u;
    }

    void largeFollowerWeighsTwo()
    {
        QFETCH(int, figure5);
        QFETCH(int, figure6);
        QFETCH(int, figure7);
        QFETCH(unsigned, winners);
        RULES_TRY
        Scenario s = innsGame({{"road-straight", 4}, {"city-cap", 2}, {"city-passage", 3}, {"cloister", 1}});
        for (const int x : {1, -1, 2, -2})
            s.playAndPass("road-straight", x, 0, 0);
        const auto turn = [&](const char *id, int x, int rotation, int figure, const char *side) {
            s.place(id, x, 1, rotation);
            if (figure)
                s.deploy(FeatureKind::City, side, figure == 2 ? FigureKind::LargeFollower : FigureKind::Follower);
            else
                s.pass();
        };
        turn("city-cap", -2, 1, figure5, "E");
        turn("city-cap", 2, 3, figure6, "W");
        turn("city-passage", 0, 0, figure7, "E");
        turn("city-passage", -1, 0, 0, "");
        turn("city-passage", 1, 0, 0, ""); // turn 9 closes the city
        QCOMPARE(eventList(s.game), eventList({{9, winners, 10, FeatureKind::City, false, 5, 0, 0}}));
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(s.game.supply(p), 7);
            QCOMPARE(s.game.supply(p, FigureKind::LargeFollower), 1);
        }
        RULES_CATCH
    }

    // The start road W-E with an inn on the straight at (1,0); road junctions end it at (-1,0)
    // and (2,0): 4 tiles, 2 per tile = 8. Left open (a cloister elsewhere instead of the second
    // junction): nothing at the end.
    // JCloisterZone's games may score open ones as plain roads ("ignore") or leave the inn
    // rule out (a plain road, 1 per tile).
    void innRoad_data()
    {
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("inns");
        QTest::addColumn<bool>("openAsPlain");
        QTest::addColumn<int>("points");
        QTest::newRow("completed") << true << true << false << 8;
        QTest::newRow("open at the end") << false << true << false << 0;
        QTest::newRow("open at the end, scored as plain") << false << true << true << 3;
        QTest::newRow("completed, no inn rule") << true << false << false << 4;
        QTest::newRow("open at the end, no inn rule") << false << false << false << 3;
    }

    void innRoad()
    {
        QFETCH(bool, closed);
        QFETCH(bool, inns);
        QFETCH(bool, openAsPlain);
        QFETCH(int, points);
        RULES_TRY
        RuleOptions rules;
        rules.inns = inns;
        rules.unfinishedInnsCathedrals = openAsPlain ? UnfinishedInnsCathedrals::Plain : UnfinishedInnsCathedrals::Zero;
        Scenario s = innsGame({{"inn-road-straight", 1}, {"road-junction", closed ? 2 : 1}, {"cloister", closed ? 0 : 1}},
                              rules);
        s.play("inn-road-straight", 1, 0, 0, FeatureKind::Road, "E");
        s.playAndPass("road-junction", -1, 0, 0);
        if (closed)
            s.playAndPass("road-junction", 2, 0, 0);
        else
            s.playAndPass("cloister", 0, 1, 0);
        QVERIFY(s.game.isOver());
        QCOMPARE(eventList(s.game), eventList({{3, 0b01, points, FeatureKind::Road, !closed, closed ? 4 : 3, 0, 0}}));
        QCOMPARE(s.game.score(0), points);
        RULES_CATCH
    }

    // The cathedral at (0,-1) joins the start city; caps at (0,-2), (1,-1) and (-1,-1) close
    // it: 5 tiles, 3 per tile = 15. Without the last cap: nothing at the end.
    // As plain cities: 2 per tile completed, 1 per tile left open.
    void cathedralCity_data()
    {
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("cathedrals");
        QTest::addColumn<bool>("openAsPlain");
        QTest::addColumn<int>("points");
        QTest::newRow("completed") << true << true << false << 15;
        QTest::newRow("open at the end") << false << true << false << 0;
        QTest::newRow("open at the end, scored as plain") << false << true << true << 4;
        QTest::newRow("completed, no cathedral rule") << true << false << false << 10;
        QTest::newRow("open at the end, no cathedral rule") << false << false << false << 4;
    }

    void cathedralCity()
    {
        QFETCH(bool, closed);
        QFETCH(bool, cathedrals);
        QFETCH(bool, openAsPlain);
        QFETCH(int, points);
        RULES_TRY
        RuleOptions rules;
        rules.cathedrals = cathedrals;
        rules.unfinishedInnsCathedrals = openAsPlain ? UnfinishedInnsCathedrals::Plain : UnfinishedInnsCathedrals::Zero;
        Scenario s = innsGame({{"cathedral", 1}, {"city-cap", closed ? 3 : 2}, {"cloister", closed ? 0 : 1}}, rules);
        s.play("cathedral", 0, -1, 0, FeatureKind::City, "N");
        s.playAndPass("city-cap", 0, -2, 2);
        s.playAndPass("city-cap", 1, -1, 3);
        if (closed)
            s.playAndPass("city-cap", -1, -1, 1);
        else
            s.playAndPass("cloister", 0, 1, 0);
        QVERIFY(s.game.isOver());
        QCOMPARE(eventList(s.game), eventList({{4, 0b01, points, FeatureKind::City, !closed, closed ? 5 : 4, 0, 0}}));
        QCOMPARE(s.game.score(0), points);
        RULES_CATCH
    }

    // A cathedral's city scores 3 per pennant too (RULES.md "3 per tile and 3 per pennant"):
    // the cathedral at (0,-1) joins the start city; caps at (0,-2) and (1,-1), the passage with
    // a pennant at (-1,-1) and a cap at (-2,-1) close it: 6 tiles and a pennant, 3 * 7 = 21.
    void cathedralCityWithPennant()
    {
        RULES_TRY
        Scenario s = innsGame({{"cathedral", 1}, {"city-cap", 3}, {"city-passage-pennant", 1}, {"cloister", 1}});
        s.play("cathedral", 0, -1, 0, FeatureKind::City, "N"); // P0
        s.playAndPass("city-cap", 0, -2, 2);
        s.playAndPass("city-cap", 1, -1, 3);
        s.playAndPass("city-passage-pennant", -1, -1, 0);
        QVERIFY(s.game.events().empty());
        s.playAndPass("city-cap", -2, -1, 1); // closes the city
        QVERIFY(!s.game.isOver());
        QCOMPARE(eventList(s.game), eventList({{5, 0b01, 21, FeatureKind::City, false, 6, 1, 0}}));
        QCOMPARE(s.game.score(0), 21);
        RULES_CATCH
    }

    // Farmers off: no figure on a field, so no farm ever scores.
    void farmersOff()
    {
        RULES_TRY
        RuleOptions rules;
        rules.farmers = false;
        Scenario s({{"road-straight", 1}, {"cloister", 1}}, 2, rules);
        s.place("road-straight", 1, 0, 0);
        const std::uint8_t field = s.featureOfLastTile(FeatureKind::Field, "NL");
        QCOMPARE(s.game.checkDeployment({field, FigureKind::Follower}), MoveError::FeatureNotAllowed);
        std::vector<Deployment> legal;
        s.game.legalDeployments(legal);
        QCOMPARE(legal.size(), std::size_t(1)); // the road only
        QCOMPARE(s.game.catalog().tile(tileIndex(s.game, "road-straight")).type.features[legal[0].feature].kind,
                 FeatureKind::Road);
        RULES_CATCH
    }
};

QTEST_APPLESS_MAIN(TestRulesInnsCathedrals)
#include "tst_rules_innscathedrals.moc"
