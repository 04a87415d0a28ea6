// Traders & Builders (RULES.md): goods go to the player who completes their city, follower or
// not, and each kind scores 10 for its majority at the end (ties: each tied player); the
// builder joins its owner's follower in a road or city, gives one bonus tile in the turn in
// which its owner extends that feature (never more, never from the bonus tile), returns when
// the feature is scored and neither scores nor counts for control; the pig joins its owner's
// farmer and adds 1 per city that player scores through its farm, under both farm editions,
// with the large follower, and not at all without farmers.
//
// The base start tile at (0,0) has its city on the north side and its road running W-E.

#include "rulestest.h"

#include "document/tilesetlibrary.h"
#include "engine/match.h"
#include "engine/randomplayer.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

namespace {

Scenario tradersGame(const std::map<std::string, int> &pile, RuleOptions rules = {})
{
    rules.builder = true;
    rules.pig = true;
    return Scenario(scenarioCatalog(pile, {"base", "traders-builders"}), 2, rules);
}

constexpr auto road = FeatureKind::Road;
constexpr auto field = FeatureKind::Field;

} // namespace

class TestRulesTraders : public QObject {
    Q_OBJECT
private slots:
    void figuresInSupply()
    {
        RuleOptions rules;
        rules.builder = true;
        rules.pig = true;
        Scenario s(scenarioCatalog({{"cloister", 1}}, {"base", "traders-builders"}), 2, rules);
        QCOMPARE(s.game.supply(1, FigureKind::Builder), 1);
        QCOMPARE(s.game.supply(1, FigureKind::Pig), 1);
        QCOMPARE(s.game.supply(1), 7);
        // Without farmers nobody could join a farmer: no pig.
        rules.farmers = false;
        Scenario off(scenarioCatalog({{"cloister", 1}}, {"base", "traders-builders"}), 2, rules);
        QCOMPARE(off.game.supply(0, FigureKind::Builder), 1);
        QCOMPARE(off.game.supply(0, FigureKind::Pig), 0);
        // The tiles alone bring the goods, not the figures.
        Scenario plain(scenarioCatalog({{"cloister", 1}}, {"base", "traders-builders"}), 2);
        QCOMPARE(plain.game.supply(0, FigureKind::Builder), 0);
        QCOMPARE(plain.game.supply(0, FigureKind::Pig), 0);
    }

    // A wine city of three tiles: P0's knight at (0,-1), P1 closes it with a cap at (0,-2) and
    // takes the wine without a follower there. P0 closes a second wine city of three tiles
    // without any knight at (1,-1): a tie at one wine each, 10 points to both.
    void goods_data()
    {
        QTest::addColumn<bool>("secondCity");
        QTest::addColumn<bool>("goodsRule");
        QTest::addColumn<int>("score0");
        QTest::addColumn<int>("score1");
        QTest::newRow("the completer takes the wine") << false << true << 6 << 10;
        QTest::newRow("tied majority: both score") << true << true << 16 << 10;
        QTest::newRow("goods switched off") << true << false << 6 << 0;
    }

    void goods()
    {
        QFETCH(bool, secondCity);
        QFETCH(bool, goodsRule);
        QFETCH(int, score0);
        QFETCH(int, score1);
        RULES_TRY
        RuleOptions rules;
        rules.goods = goodsRule;
        Scenario s = tradersGame(
            {{"city-passage-wine", 1}, {"city-cap", secondCity ? 3 : 1}, {"city-corner-wine", secondCity ? 1 : 0}}, rules);
        s.play("city-passage-wine", 0, -1, 1, FeatureKind::City, "S");
        s.playAndPass("city-cap", 0, -2, 2); // P1 completes P0's city
        QCOMPARE(goodsOf(s.game, 1, Goods::Wine), goodsRule ? 1 : 0);
        QCOMPARE(goodsOf(s.game, 0, Goods::Wine), 0);
        if (secondCity) {
            s.playAndPass("city-corner-wine", 1, -1, 1); // city N and E
            s.playAndPass("city-cap", 1, -2, 2);
            s.playAndPass("city-cap", 2, -1, 3); // P0 completes it, nobody's city
            QCOMPARE(goodsOf(s.game, 0, Goods::Wine), goodsRule ? 1 : 0);
        }
        QVERIFY(s.game.isOver());
        const int last = secondCity ? 5 : 2;
        const Ev city{2, 0b01, 6, FeatureKind::City, false, 3, 0, 0};
        const Ev wine{last, secondCity ? 0b11u : 0b10u, 10, FeatureKind::City, true, 1, 0, 0, Goods::Wine};
        QCOMPARE(eventList(s.game), goodsRule ? eventList({city, wine}) : eventList({city}));
        QCOMPARE(s.score(0), score0);
        QCOMPARE(s.score(1), score1);
        QCOMPARE(s.game.scoreIn(1, ScoreCategory::Goods), goodsRule ? 10 : 0);
        RULES_CATCH
    }

    // The builder joins its owner's follower only, on roads and cities only, whoever else is there.
    void builderDeployment()
    {
        RULES_TRY
        RuleOptions rules;
        rules.largeFollower = true;
        Scenario s = tradersGame({{"road-straight", 3}}, rules);
        s.play("road-straight", 1, 0, 0, road, "E", FigureKind::LargeFollower); // P0
        s.place("road-straight", -1, 0, 0);                                     // P1
        const std::uint8_t p1Road = s.featureOfLastTile(road, "E");
        QCOMPARE(errName(s.game.checkDeployment({p1Road, FigureKind::Builder})), errName(MoveError::NoOwnFollower));
        QCOMPARE(errName(s.game.checkDeployment({p1Road, FigureKind::Follower})), errName(MoveError::FeatureOccupied));
        s.pass();
        s.place("road-straight", 2, 0, 0); // P0
        const std::uint8_t roadHere = s.featureOfLastTile(road, "E");
        const std::uint8_t north = s.featureOfLastTile(field, "NL");
        std::vector<Deployment> legal;
        s.game.legalDeployments(legal);
        QVERIFY(std::count(legal.begin(), legal.end(), Deployment{roadHere, FigureKind::Builder}) == 1);
        QVERIFY(std::count(legal.begin(), legal.end(), Deployment{roadHere, FigureKind::Follower}) == 0);
        QCOMPARE(errName(s.game.checkDeployment({north, FigureKind::Builder})), errName(MoveError::FeatureNotAllowed));
        // No farmer of P0 in that field: no pig.
        QCOMPARE(errName(s.game.checkDeployment({north, FigureKind::Pig})), errName(MoveError::NoOwnFollower));
        s.deploy(road, "E", FigureKind::Builder);
        QVERIFY(!bonusTileDue(s.game)); // placing the builder is no extension
        QCOMPARE(s.game.supply(0, FigureKind::Builder), 0);
        // The builder weighs nothing: the road is worth 4 to its large follower alone.
        QCOMPARE(int(s.game.featureWeights(s.game.figures().back().node)[0]), 2);
        QVERIFY(s.game.isOver());
        QCOMPARE(eventList(s.game), eventList({{3, 0b01, 4, road, true, 4, 0, 0}}));
        RULES_CATCH
    }

    // A builder on a road that its own tile completes: RULES.md allows it (it comes home in
    // the turn's scoring, having done nothing); JCloisterZone refuses it ("Feature is
    // completed"), builderOnCompletedFeature off. Either way it joins a road left open.
    void builderOnCompletedFeature_data()
    {
        QTest::addColumn<bool>("allowed");
        QTest::newRow("RULES.md: allowed") << true;
        QTest::newRow("JCloisterZone: refused") << false;
    }

    void builderOnCompletedFeature()
    {
        QFETCH(bool, allowed);
        RULES_TRY
        RuleOptions rules;
        rules.builderOnCompletedFeature = allowed;
        Scenario s = tradersGame({{"road-straight", 2}, {"road-junction", 2}, {"cloister", 1}}, rules);
        s.play("road-straight", 1, 0, 0, road, "E"); // P0's thief
        s.playAndPass("road-junction", -1, 0, 0);    // P1 closes the west end
        s.place("road-straight", 2, 0, 0);           // P0: the road is still open
        const Deployment open{s.featureOfLastTile(road, "W"), FigureKind::Builder};
        QCOMPARE(errName(s.game.checkDeployment(open)), errName(MoveError::None));
        s.pass();
        s.playAndPass("cloister", 0, 1, 0);
        s.place("road-junction", 3, 0, 0); // P0 closes the east end: 5 tiles
        const Deployment closing{s.featureOfLastTile(road, "W"), FigureKind::Builder};
        const MoveError expected = allowed ? MoveError::None : MoveError::FeatureCompleted;
        std::vector<Deployment> legal;
        s.game.legalDeployments(legal);
        QCOMPARE(std::count(legal.begin(), legal.end(), closing), allowed ? 1 : 0);
        QCOMPARE(errName(s.game.checkDeployment(closing)), errName(expected));
        QCOMPARE(errName(s.game.deploy(closing)), errName(expected));
        if (!allowed)
            s.pass();
        QVERIFY(s.game.isOver());
        QCOMPARE(s.game.supply(0, FigureKind::Builder), 1); // home with the thief, or never out
        QCOMPARE(eventList(s.game), eventList({{5, 0b01, 5, road, false, 5, 0, 0}}));
        RULES_CATCH
    }

    // P0's follower (turn 1) and builder (turn 3) on the start road; P0 extends it in turn 5
    // and plays a bonus tile that extends it again, without a second bonus; P1 extending it
    // gives nobody anything. At the end the open road of 7 tiles scores 7 for the follower.
    void builderBonusTile()
    {
        RULES_TRY
        Scenario s = tradersGame({{"road-straight", 6}, {"cloister", 1}});
        Game &g = s.game;
        s.play("road-straight", 1, 0, 0, road, "E");
        s.playAndPass("cloister", 0, 1, 0);
        s.play("road-straight", 2, 0, 0, road, "E", FigureKind::Builder);
        s.playAndPass("road-straight", -1, 0, 0); // P1 extends P0's road: no bonus
        QCOMPARE(g.currentPlayer(), 0);
        QCOMPARE(g.turn(), 5);
        s.place("road-straight", 3, 0, 0);
        QVERIFY(bonusTileDue(g));
        s.pass();
        QCOMPARE(phaseName(g.phase()), phaseName(Phase::Draw));
        QCOMPARE(g.currentPlayer(), 0); // the same player, in the same turn
        QCOMPARE(g.turn(), 5);
        QVERIFY(playingBonusTile(g));
        s.place("road-straight", 4, 0, 0);
        QVERIFY(!bonusTileDue(g)); // the bonus tile never grants another
        s.pass();
        QCOMPARE(g.currentPlayer(), 1);
        QCOMPARE(g.turn(), 6);
        QVERIFY(!playingBonusTile(g));
        s.playAndPass("road-straight", -2, 0, 0);
        QVERIFY(g.isOver());
        QCOMPARE(g.turn(), 6);
        QCOMPARE(eventList(g), eventList({{6, 0b01, 7, road, true, 7, 0, 0}}));
        RULES_CATCH
    }

    // Only its owner's tile earns a bonus tile, also when the other player has a builder of his
    // own on the board: P0's thief and builder on the start road, P1's thief and builder on a
    // road from a cloister; P1 extends P0's road in turn 6 and gets no bonus tile.
    void noBonusTileForAnotherPlayersBuilder()
    {
        RULES_TRY
        Scenario s = tradersGame({{"road-straight", 4}, {"cloister-road", 1}, {"cloister", 2}});
        Game &g = s.game;
        s.play("road-straight", 1, 0, 0, road, "E");                       // P0
        s.play("cloister-road", 0, 1, 1, road, "W");                       // P1
        s.play("road-straight", 2, 0, 0, road, "E", FigureKind::Builder);  // P0
        s.play("road-straight", -1, 1, 0, road, "E", FigureKind::Builder); // P1
        s.playAndPass("cloister", 1, 1, 0);                                // P0
        QCOMPARE(g.supply(1, FigureKind::Builder), 0);
        s.place("road-straight", 3, 0, 0); // P1 extends P0's road
        QVERIFY(!bonusTileDue(g));
        s.pass();
        QCOMPARE(g.currentPlayer(), 0);
        QCOMPARE(g.turn(), 7);
        RULES_CATCH
    }

    // The tile that completes the builder's road still gives the bonus tile; the builder comes
    // back with the follower when the road is scored, and scores nothing itself.
    void builderReturnsWhenScored()
    {
        RULES_TRY
        Scenario s = tradersGame({{"road-straight", 2}, {"road-junction", 2}, {"cloister", 2}});
        Game &g = s.game;
        s.play("road-straight", 1, 0, 0, road, "E");
        s.playAndPass("road-junction", -1, 0, 0);
        s.play("road-straight", 2, 0, 0, road, "E", FigureKind::Builder);
        s.playAndPass("cloister", 1, 1, 0);
        s.place("road-junction", 3, 0, 0); // completes the road of 5 tiles
        QVERIFY(bonusTileDue(g));
        s.pass();
        QCOMPARE(g.supply(0, FigureKind::Builder), 1);
        QCOMPARE(g.supply(0), 7);
        QVERIFY(playingBonusTile(g));
        s.playAndPass("cloister", 0, 1, 0); // the bonus tile
        QVERIFY(g.isOver());
        QCOMPARE(eventList(g), eventList({{5, 0b01, 5, road, false, 5, 0, 0}}));
        QCOMPARE(s.score(0), 5);
        RULES_CATCH
    }

    // The last tile of the pile extends the builder's road: nothing is left for a bonus.
    void noTileLeftForTheBonus()
    {
        RULES_TRY
        Scenario s = tradersGame({{"road-straight", 3}, {"cloister", 1}});
        s.play("road-straight", 1, 0, 0, road, "E");
        s.playAndPass("cloister", 0, 1, 0);
        s.play("road-straight", 2, 0, 0, road, "E", FigureKind::Builder);
        s.place("road-straight", 3, 0, 0); // P1's tile: no bonus
        QVERIFY(!bonusTileDue(s.game));
        s.pass();
        QVERIFY(s.game.isOver());
        QCOMPARE(eventList(s.game), eventList({{4, 0b01, 4, road, true, 4, 0, 0}}));
        RULES_CATCH
    }

    // The farm north of the start road: P0's farmer (turn 1) and pig (turn 5); P1's figure in
    // the farm south of the road (turn 2), which a cloister's road end joins to the north farm
    // (turn 4). The only completed city is the start city (turn 3).
    void pig_data()
    {
        QTest::addColumn<bool>("firstEdition");
        QTest::addColumn<int>("cityPoints"); // first edition
        QTest::addColumn<bool>("pig");
        QTest::addColumn<int>("p1Figure"); // 0 none, 1 follower, 2 large follower
        QTest::addColumn<int>("score0");
        QTest::addColumn<int>("score1");
        QTest::newRow("third edition: 4 instead of 3") << false << 4 << true << 0 << 4 << 0;
        QTest::newRow("third edition without the pig") << false << 4 << false << 0 << 3 << 0;
        QTest::newRow("third edition, tied farm") << false << 4 << true << 1 << 4 << 3;
        QTest::newRow("third edition, large follower wins") << false << 4 << true << 2 << 0 << 3;
        QTest::newRow("first edition: +1") << true << 4 << true << 0 << 5 << 0;
        QTest::newRow("first edition of 3 points: +1") << true << 3 << true << 0 << 4 << 0;
        QTest::newRow("first edition, tied city") << true << 4 << true << 1 << 5 << 4;
        QTest::newRow("first edition, large follower wins") << true << 4 << true << 2 << 0 << 4;
    }

    void pig()
    {
        QFETCH(bool, firstEdition);
        QFETCH(int, cityPoints);
        QFETCH(bool, pig);
        QFETCH(int, p1Figure);
        QFETCH(int, score0);
        QFETCH(int, score1);
        RULES_TRY
        RuleOptions rules;
        rules.largeFollower = true;
        rules.farmScoring = firstEdition ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
        rules.firstEditionCityPoints = cityPoints;
        Scenario s = tradersGame({{"road-straight", 3}, {"city-cap", 1}, {"cloister-road", 1}}, rules);
        s.play("road-straight", 1, 0, 0, field, "NL");
        s.place("road-straight", -1, 0, 0);
        if (p1Figure)
            s.deploy(field, "SL", p1Figure == 2 ? FigureKind::LargeFollower : FigureKind::Follower);
        else
            s.pass();
        s.place("city-cap", 0, -1, 2); // P0 completes the start city (nobody's)
        s.pass();
        s.place("cloister-road", 2, 0, 1); // P1: its field joins both farms
        QCOMPARE(errName(s.game.checkDeployment({s.featureOfLastTile(field, "NL"), FigureKind::Pig})),
                 errName(p1Figure ? MoveError::None : MoveError::NoOwnFollower));
        s.pass();
        s.place("road-straight", -2, 0, 0); // P0, in the farm of both
        if (pig)
            s.deploy(field, "NL", FigureKind::Pig);
        else
            s.pass();
        QVERIFY(s.game.isOver());
        QCOMPARE(s.score(0), score0);
        QCOMPARE(s.score(1), score1);
        QCOMPARE(s.game.scoreIn(0, ScoreCategory::Farm), score0);
        RULES_CATCH
    }

    // A bonus tile is one turn with two tiles in the record, and the record replays.
    void bonusTileInTheRecord_data()
    {
        QTest::addColumn<int>("handSize");
        QTest::newRow("one tile in hand") << 1;
        QTest::newRow("three tiles in hand") << 3;
    }

    void bonusTileInTheRecord()
    {
        QFETCH(int, handSize);
        std::vector<TileSet> sets;
        for (const char *name : {"base", "traders-builders"})
            sets.push_back(*document::loadNamedTileSet(QString::fromLatin1(name)).set);
        GameSetup setup;
        setup.catalog = std::make_shared<const TileCatalog>(sets);
        setup.rules.builder = true;
        setup.rules.pig = true;
        setup.rules.handSize = handSize;
        setup.players = 2;
        int bonusTurns = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            setup.seed = seed;
            Match match(setup);
            RandomPlayer player(seed);
            playRandomMatch(match, player);
            QVERIFY(match.game().isOver());
            Match replay(setup);
            for (const TurnRecord &t : match.turns()) {
                const int bonusAt = t.placementIndex(1);
                if (bonusAt >= 0) {
                    ++bonusTurns;
                    // place, deploy or pass, then the bonus tile's place, deploy or pass
                    QCOMPARE(t.decisionCount(), 4);
                    QVERIFY(!t.decisions[std::size_t(t.placementIndex(0)) + 1].isDraw());
                    if (handSize == 1) // its draw comes between the first tile's decisions and its own
                        QVERIFY(t.decisions[std::size_t(bonusAt) - 1].isDraw());
                }
                const TurnProblem problem = replay.applyTurn(t);
                QVERIFY2(!problem, qPrintable(QStringLiteral("seed %1: turn error %2").arg(seed).arg(int(problem.error))));
            }
            QCOMPARE(replay.applyEndDiscards(match.endDiscards()).error, TurnError::None);
            QVERIFY(replay.turns() == match.turns());
            for (int p = 0; p < 2; ++p)
                QCOMPARE(replay.game().score(p), match.game().score(p));
        }
        QVERIFY(bonusTurns > 0);
        qInfo("%d turns with a bonus tile", bonusTurns);
    }

    // A recorded bonus tile that the turn did not earn is refused.
    void unearnedBonusTileRefused()
    {
        RULES_TRY
        Scenario s = tradersGame({{"road-straight", 2}});
        Match match(GameSetup{s.game.catalogPtr(), s.game.rules(), 2, 1});
        const TileIndex straight = tileIndex(s.game, "road-straight");
        TurnRecord t = TurnRecord::basic(0, {straight}, straight, {{1, 0}, 0}, std::nullopt);
        t.decisions.push_back(Decision::draw(straight));
        t.decisions.push_back(Decision::place(straight, {{2, 0}, 0}));
        t.decisions.push_back(Decision::pass());
        const TurnProblem problem = match.applyTurn(t);
        QCOMPARE(int(problem.error), int(TurnError::AfterTurnEnd));
        QCOMPARE(problem.decision, 3); // the bonus tile's draw, after the turn ended
        QCOMPARE(match.turns().size(), std::size_t(0));
        t.decisions.resize(4); // only its draw
        QCOMPARE(int(match.applyTurn(t).error), int(TurnError::AfterTurnEnd));
        t.decisions.resize(3);
        QVERIFY(!match.applyTurn(t));
        RULES_CATCH
    }
};

QTEST_GUILESS_MAIN(TestRulesTraders)
#include "tst_rules_traders.moc"
