// The River (RULES.md "The River"): the spring replaces the start tile, the river tiles are
// drawn before all others and the lake last of them, each river tile continues the river,
// the river may not bend the same way twice in a row (or, in JCloisterZone's reading, keeps
// room ahead), and no figure stands on the river.
//
// The spring lies at (0,0) with its river flowing east. "river-curve" has its river on its
// S and W sides: at rotation 0, entered from the west, it turns right (south); at rotation 1
// (W and N) it turns left (north).

#include "rulestest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

namespace {

Scenario riverGame(const std::map<std::string, int> &pile, RuleOptions rules = {})
{
    return Scenario(scenarioCatalog(pile, {"base", "river"}), 2, rules);
}

} // namespace

class TestRulesRiver : public QObject {
    Q_OBJECT
private slots:
    void springReplacesTheStartTile()
    {
        RULES_TRY
        Scenario s = riverGame({{"river-straight", 1}, {"cloister", 1}});
        const Game &g = s.game;
        QCOMPARE(g.catalog().tile(g.board().placed().front().tile).type.id, std::string("river-spring"));
        // The base game's start tile is shuffled in with the other tiles.
        std::vector<std::string> pile;
        for (const TileIndex t : g.pile())
            pile.push_back(g.catalog().tile(t).type.id);
        std::sort(pile.begin(), pile.end());
        QCOMPARE(pile, (std::vector<std::string>{"city-cap-road-straight", "cloister", "river-straight"}));
        RULES_CATCH
    }

    void riverTilesComeFirstAndTheLakeLast()
    {
        RULES_TRY
        Scenario s = riverGame({{"river-straight", 1}, {"river-lake", 1}, {"cloister", 1}});
        Game &g = s.game;
        QCOMPARE(g.drawTile(tileIndex(g, "cloister")), DrawResult::NotYet);
        QCOMPARE(g.drawTile(tileIndex(g, "river-lake")), DrawResult::NotYet);
        s.playAndPass("river-straight", 1, 0, 0);
        QCOMPARE(g.drawTile(tileIndex(g, "cloister")), DrawResult::NotYet);
        QCOMPARE(g.drawTile(tileIndex(g, "city-cap-road-straight")), DrawResult::NotYet);
        s.playAndPass("river-lake", 2, 0, 0);
        QCOMPARE(g.drawTile(tileIndex(g, "cloister")), DrawResult::Drawn);
        // Drawn at random, the order is the same.
        Scenario r = riverGame({{"river-straight", 2}, {"river-curve", 2}, {"river-lake", 1}, {"cloister", 3}});
        std::vector<std::string> order;
        while (!r.game.isOver()) {
            r.game.drawRandom();
            if (r.game.isOver())
                break;
            const TileIndex t = r.game.hand(r.game.currentPlayer())[0];
            order.push_back(r.game.catalog().tile(t).type.id);
            std::vector<Placement> ps;
            r.game.legalPlacements(t, ps);
            r.game.place(t, ps.front());
            r.game.pass();
        }
        QVERIFY(order.size() >= 5);
        const auto lake = std::find(order.begin(), order.end(), "river-lake");
        QVERIFY(lake != order.end());
        QVERIFY(std::all_of(order.begin(), lake, [](const std::string &id) { return id.rfind("river-", 0) == 0; }));
        QVERIFY(std::none_of(lake + 1, order.end(), [](const std::string &id) { return id.rfind("river-", 0) == 0; }));
        RULES_CATCH
    }

    // South of the spring the edges fit (field to field), but the straight's river would start
    // from nowhere.
    void eachRiverTileContinuesTheRiver()
    {
        RULES_TRY
        Scenario s = riverGame({{"river-straight", 1}, {"cloister", 1}});
        QCOMPARE(s.tryPlace("river-straight", 0, 1, 0), MoveError::PlacementForbidden);
        QCOMPARE(s.tryPlace("river-straight", 0, 1, 1), MoveError::EdgeMismatch);
        std::vector<Placement> legal;
        s.game.legalPlacements(tileIndex(s.game, "river-straight"), legal);
        QCOMPARE(placementList(legal), (QStringList{u"1,0 r0"_s, u"1,0 r2"_s})); // only at the river end
        QCOMPARE(s.tryPlace("river-straight", 1, 0, 0), MoveError::None);
        RULES_CATCH
    }

    void noSameBendTwice_data()
    {
        QTest::addColumn<bool>("straightBetween");
        QTest::addColumn<int>("secondRotation");
        QTest::addColumn<bool>("allowed");
        // After a right bend at (1,0) the river flows south into (1,1) (or (1,2) after a
        // straight): rotation 1 (N and W) bends right again, rotation 2 (N and E) bends left.
        QTest::newRow("right, right") << false << 1 << false;
        QTest::newRow("right, left") << false << 2 << true;
        QTest::newRow("right, straight, right") << true << 1 << false;
        QTest::newRow("right, straight, left") << true << 2 << true;
    }

    void noSameBendTwice()
    {
        QFETCH(bool, straightBetween);
        QFETCH(int, secondRotation);
        QFETCH(bool, allowed);
        RULES_TRY
        Scenario s = riverGame({{"river-curve", 2}, {"river-straight", 1}, {"cloister", 1}});
        s.playAndPass("river-curve", 1, 0, 0); // right bend: now flowing south
        int y = 1;
        if (straightBetween)
            s.playAndPass("river-straight", 1, y++, 1);
        QCOMPARE(s.tryPlace("river-curve", 1, y, secondRotation), allowed ? MoveError::None : MoveError::PlacementForbidden);
        QCOMPARE(s.game.moduleState().river.lastBend, std::int8_t(allowed ? -1 : 1));
        RULES_CATCH
    }

    // JCloisterZone's reading (imported games): no rule on bends, but every open river end
    // keeps the two cells beside the next one and the three beyond it empty.
    void roomAheadReading_data()
    {
        QTest::addColumn<bool>("straightBetween");
        QTest::addColumn<int>("secondRotation");
        QTest::addColumn<bool>("allowed");
        // Right, right heads west into (0,1), beside the spring: a U-turn, refused.
        QTest::newRow("right, right") << false << 1 << false;
        QTest::newRow("right, left") << false << 2 << true;
        // With a straight between, the river heads west from (1,2): room enough, allowed
        // although the default reading refuses it.
        QTest::newRow("right, straight, right") << true << 1 << true;
        QTest::newRow("right, straight, left") << true << 2 << true;
    }

    void roomAheadReading()
    {
        QFETCH(bool, straightBetween);
        QFETCH(int, secondRotation);
        QFETCH(bool, allowed);
        RULES_TRY
        RuleOptions rules;
        rules.riverBends = RiverBends::RoomAhead;
        Scenario s = riverGame({{"river-curve", 2}, {"river-straight", 1}, {"cloister", 1}}, rules);
        s.playAndPass("river-curve", 1, 0, 0);
        int y = 1;
        if (straightBetween)
            s.playAndPass("river-straight", 1, y++, 1);
        QCOMPARE(s.tryPlace("river-curve", 1, y, secondRotation), allowed ? MoveError::None : MoveError::PlacementForbidden);
        RULES_CATCH
    }

    void roomAheadStillContinuesTheRiver()
    {
        RULES_TRY
        RuleOptions rules;
        rules.riverBends = RiverBends::RoomAhead;
        Scenario s = riverGame({{"river-straight", 2}, {"cloister", 1}}, rules);
        s.playAndPass("river-straight", 1, 0, 0);
        QCOMPARE(s.tryPlace("river-straight", 1, 1, 0), MoveError::PlacementForbidden); // beside, not joined
        std::vector<Placement> legal;
        s.game.legalPlacements(tileIndex(s.game, "river-straight"), legal);
        QCOMPARE(placementList(legal), (QStringList{u"2,0 r0"_s, u"2,0 r2"_s})); // only at the river end
        RULES_CATCH
    }

    // A river tile that cannot be placed is handled like any unplaceable tile (RULES.md "The
    // River"): with two lakes, the first closes the river and the second has no river end to
    // join; it is discarded when drawn, in the same turn, and the player draws again.
    void unplaceableRiverTileIsDiscarded()
    {
        RULES_TRY
        Scenario s = riverGame({{"river-straight", 1}, {"river-lake", 2}, {"cloister", 1}});
        Game &g = s.game;
        s.playAndPass("river-straight", 1, 0, 0);
        s.playAndPass("river-lake", 2, 0, 0); // P1, turn 2: the river is closed
        const TileIndex lake = tileIndex(g, "river-lake");
        std::vector<Placement> legal;
        g.legalPlacements(lake, legal);
        QVERIFY(legal.empty());
        QCOMPARE(drawName(g.drawTile(lake)), drawName(DrawResult::Discarded));
        QCOMPARE(int(g.discards().size()), 1);
        QCOMPARE(g.discards().front().turn, 3);
        QCOMPARE(g.currentPlayer(), 0);
        QCOMPARE(phaseName(g.phase()), phaseName(Phase::Draw));
        QCOMPARE(s.playAndPass("cloister", 0, 1, 0), 0);
        RULES_CATCH
    }

    void noFigureOnTheRiver()
    {
        RULES_TRY
        Scenario s = riverGame({{"river-straight", 1}, {"cloister", 1}});
        s.place("river-straight", 1, 0, 0);
        const std::uint8_t river = s.featureOfLastTile(FeatureKind::River, "E");
        QCOMPARE(s.game.checkDeployment({river, FigureKind::Follower}), MoveError::FeatureNotAllowed);
        std::vector<Deployment> legal;
        s.game.legalDeployments(legal);
        QCOMPARE(legal.size(), std::size_t(2)); // the fields on either side of the river
        for (const Deployment &d : legal)
            QVERIFY(d.feature != river);
        s.deploy(FeatureKind::Field, "NL"); // a farmer beside the river is fine
        QCOMPARE(s.game.supply(0), 6);
        RULES_CATCH
    }
};

QTEST_APPLESS_MAIN(TestRulesRiver)
#include "tst_rules_river.moc"
