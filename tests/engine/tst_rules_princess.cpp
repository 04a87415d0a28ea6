// The Princess & the Dragon (RULES.md): the volcano takes the dragon and no figure; dragon
// tiles wait for the volcano; the dragon's flight (up to 6 steps, players in turn from the
// current one, never a tile twice, never the fairy's, stopping when stuck) sends every figure
// on a tile it enters home unscored, after the scoring or (rule option) before it; the fairy
// (1 point at the start of her owner's turns, 3 when her follower's feature scores, a tile the
// dragon cannot enter); the princess removes a knight of the city she joins; the magic portal
// deploys on any unoccupied, incomplete feature of the board.
//
// The base start tile at (0,0) has its city on the north side and its road running W-E.

#include "rulestest.h"

#include "engine/match.h"
#include "engine/randomplayer.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

namespace {

Scenario dragonGame(const std::map<std::string, int> &pile, RuleOptions rules = {})
{
    return Scenario(scenarioCatalog(pile, {"base", "princess-dragon"}), 2, rules);
}

constexpr auto road = FeatureKind::Road;
constexpr auto city = FeatureKind::City;
constexpr auto field = FeatureKind::Field;

Position dragonAt(const Game &game)
{
    return game.moduleState().princessDragon.dragon == kNoTile
        ? Position{-99, -99}
        : game.board().placed()[game.moduleState().princessDragon.dragon].pos;
}

QString where(Position p)
{
    return QStringLiteral("%1,%2").arg(p.x).arg(p.y);
}

// The decisions of one kind open now, as "x,y" or "x,y:feature", sorted.
QStringList open(const Game &game, DecisionKind kind)
{
    std::vector<Decision> ds;
    game.legalDecisions(ds);
    QStringList out;
    for (const Decision &d : ds)
        if (d.kind == kind)
            out << where(d.at)
                    + (kind == DecisionKind::DragonStep ? QString() : QStringLiteral(":%1").arg(d.deployment.feature));
    out.sort();
    return out;
}

void step(Game &game, int player, Position to)
{
    if (game.decidingPlayer() != player)
        throw std::runtime_error("step by the wrong player: " + std::to_string(game.decidingPlayer()));
    if (const MoveError e = game.apply(Decision::dragonStep(to)); e != MoveError::None)
        throw std::runtime_error("dragon step refused: " + errName(e).toStdString());
}

// The feature index of the figure's segment on the tile at `pos` with `kind` touching `side`.
std::uint8_t featureAt(const Game &game, Position pos, FeatureKind kind, int side)
{
    const PlacedTile &t = game.board().placed()[game.board().at(pos)];
    const CompiledTile &ct = game.catalog().tile(t.tile);
    if (kind == FeatureKind::Field)
        return ct.rotations[t.rotation].halfFeature[std::size_t(side)];
    const std::uint8_t f = ct.rotations[t.rotation].sideFeature[std::size_t(side)];
    if (f == kNoFeature || ct.type.features[f].kind != kind)
        throw std::runtime_error("no such feature");
    return f;
}

constexpr int N = 0, E = 1, S = 2, W = 3;

} // namespace

class TestRulesPrincess : public QObject {
    Q_OBJECT
private slots:
    // The volcano takes the dragon at once, and nobody deploys on it; the next tile is free.
    void volcano()
    {
        RULES_TRY
        Scenario s = dragonGame({{"volcano", 1}, {"road-straight", 1}});
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("-99,-99"));
        s.place("volcano", 0, 1, 0);
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("0,1"));
        QCOMPARE(legalFeatures(s.game), QString());
        QCOMPARE(errName(s.game.checkDeployment({0, FigureKind::Follower})), errName(MoveError::DragonThere));
        s.pass();
        s.play("road-straight", 1, 0, 0, road, "E");
        QCOMPARE(s.game.supply(1), 6);
        RULES_CATCH
    }

    // A dragon tile cannot be drawn while a volcano is left and none is out; once one is out
    // it can. With nothing else left, dragon tiles come as plain tiles (there is no dragon).
    void dragonTilesWaitForTheVolcano()
    {
        RULES_TRY
        Scenario s = dragonGame({{"volcano", 1}, {"dragon-road-straight", 1}, {"road-straight", 1}});
        const TileIndex dragonTile = tileIndex(s.game, "dragon-road-straight");
        QCOMPARE(drawName(s.game.drawTile(dragonTile)), drawName(DrawResult::NotYet));
        s.playAndPass("volcano", 0, 1, 0);
        QCOMPARE(drawName(s.game.drawTile(dragonTile)), drawName(DrawResult::Drawn));
        RULES_CATCH

        RULES_TRY
        Scenario alone = dragonGame({{"dragon-road-straight", 1}});
        alone.playAndPass("dragon-road-straight", 1, 0, 0);
        QCOMPARE(phaseName(alone.game.phase()), phaseName(Phase::GameOver));
        RULES_CATCH
    }

    // Random draws hold dragon tiles back until a volcano is placed, and every tile is played.
    void randomDrawsHoldDragonTilesBack()
    {
        const auto catalog = scenarioCatalog(
            {{"volcano", 1}, {"dragon-road-straight", 3}, {"road-straight", 6}, {"dragon-road-curve", 2}},
            {"base", "princess-dragon"});
        int heldBack = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Game game(GameSetup{catalog, {}, 2, seed});
            RandomPlayer player(seed);
            bool volcanoOut = false;
            int placed = 0;
            while (!game.isOver()) {
                if (game.phase() == Phase::Draw) {
                    game.drawRandom();
                    heldBack += game.tilesHeldBack() ? 1 : 0;
                    continue;
                }
                const TileIndex tile = game.hand(game.currentPlayer())[0];
                QVERIFY2(volcanoOut || !game.catalog().tile(tile).type.dragon, qPrintable(QString::number(seed)));
                volcanoOut = volcanoOut || game.catalog().tile(tile).type.volcano;
                player.playTurn(game);
                ++placed;
            }
            QCOMPARE(placed + int(game.discards().size()), 12);
        }
        QVERIFY(heldBack > 0); // some games held a dragon tile back
    }

    // The flight: P1's dragon tile at (2,0); the dragon flies from the volcano at (0,1): P1 to
    // the start tile, P0 to (1,0), eating P1's thief, P1 to (2,0); then it is stuck (every
    // neighbour empty or visited) and the turn ends after 3 steps.
    void flightEatsAndStopsWhenStuck()
    {
        RULES_TRY
        Scenario s = dragonGame({{"volcano", 1}, {"road-straight", 2}, {"dragon-road-straight", 1}});
        s.playAndPass("volcano", 0, 1, 0);
        s.play("road-straight", 1, 0, 0, road, "E");
        s.playAndPass("road-straight", -1, 0, 0);
        QCOMPARE(s.game.supply(1), 6);
        s.playAndPass("dragon-road-straight", 2, 0, 0); // P1
        QCOMPARE(phaseName(s.game.phase()), phaseName(Phase::Module));
        QCOMPARE(s.game.currentPlayer(), 1);
        QCOMPARE(s.game.decidingPlayer(), 1);
        QCOMPARE(open(s.game, DecisionKind::DragonStep), QStringList{QStringLiteral("0,0")});
        QCOMPARE(errName(s.game.checkDecision(Decision::dragonStep({1, 1}))), errName(MoveError::NoTileThere));
        step(s.game, 1, {0, 0});
        QCOMPARE(s.game.decidingPlayer(), 0);
        QCOMPARE(open(s.game, DecisionKind::DragonStep), QStringList({QStringLiteral("-1,0"), QStringLiteral("1,0")}));
        QCOMPARE(errName(s.game.checkDecision(Decision::dragonStep({0, 1}))), errName(MoveError::DragonBlocked)); // visited
        QCOMPARE(errName(s.game.checkDecision(Decision::pass())), errName(MoveError::WrongPhase));
        step(s.game, 0, {1, 0});
        QCOMPARE(s.game.supply(1), 7);
        QVERIFY(s.game.figures().empty());
        step(s.game, 1, {2, 0});
        QVERIFY(s.game.isOver());
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("2,0"));
        QCOMPARE(s.score(0), 0);
        QCOMPARE(s.score(1), 0);
        RULES_CATCH
    }

    // Six steps at most: from the volcano at (-1,0) along a road of seven tiles the dragon
    // stops at (5,0), with (6,0) and (7,0) still ahead; P1's thief at (1,0) and P0's farmer at
    // (2,0) go home on the way. The steps go P1, P0, P1, P0, P1, P0 (P1 placed the dragon tile).
    void flightOfSixSteps()
    {
        RULES_TRY
        Scenario s = dragonGame({{"volcano-road-end", 1}, {"road-straight", 6}, {"dragon-road-straight", 1}});
        s.playAndPass("volcano-road-end", -1, 0, 3);   // P0, turn 1
        s.play("road-straight", 1, 0, 0, road, "E");   // P1
        s.play("road-straight", 2, 0, 0, field, "SL"); // P0
        s.playAndPass("road-straight", 3, 0, 0);       // P1
        s.playAndPass("road-straight", 4, 0, 0);       // P0
        s.playAndPass("road-straight", 5, 0, 0);       // P1
        s.playAndPass("road-straight", 6, 0, 0);       // P0, turn 7
        QCOMPARE(s.game.supply(0), 6);
        s.playAndPass("dragon-road-straight", 7, 0, 0); // P1, turn 8
        for (int x = 0; x < 5; ++x)
            step(s.game, (1 + x) % 2, {x, 0});
        QCOMPARE(open(s.game, DecisionKind::DragonStep), QStringList{QStringLiteral("5,0")});
        step(s.game, 0, {5, 0}); // the sixth step: the flight ends with (6,0) open ahead
        QVERIFY(s.game.isOver());
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("5,0"));
        QCOMPARE(s.game.supply(0), 7);
        QCOMPARE(s.game.supply(1), 7);
        QVERIFY(s.game.figures().empty());
        QCOMPARE(s.score(0), 0);
        QCOMPARE(s.score(1), 0);
        RULES_CATCH
    }

    // The dragon eats builders and pigs too (RULES.md, docs/rules-decisions.md "The flight"),
    // also when their owners' followers stay: P0's thief at (2,0) and builder at (4,0) on the
    // road, P1's farmer at (1,0) and pig at (3,0) in the farm south of it. The volcano at (0,1)
    // and cloisters at (1..4,1) make a path; P1's dragon tile at (5,0) (no bonus tile: the
    // builder is P0's) sends the dragon along it, up to (4,0) and (3,0) in its last two steps.
    void dragonEatsBuildersAndPigs()
    {
        RULES_TRY
        RuleOptions rules;
        rules.builder = true;
        rules.pig = true;
        // One road tile more than played: the game goes on after the flight (at its end every
        // figure goes home anyway).
        Scenario s(scenarioCatalog({{"volcano", 1}, {"road-straight", 5}, {"cloister", 4}, {"dragon-road-straight", 1}},
                                   {"base", "traders-builders", "princess-dragon"}),
                   2, rules);
        s.playAndPass("volcano", 0, 1, 0);                                // P0
        s.play("road-straight", 1, 0, 0, field, "SL");                    // P1
        s.play("road-straight", 2, 0, 0, road, "E");                      // P0
        s.play("road-straight", 3, 0, 0, field, "SL", FigureKind::Pig);   // P1
        s.play("road-straight", 4, 0, 0, road, "E", FigureKind::Builder); // P0
        for (int x = 1; x <= 4; ++x)
            s.playAndPass("cloister", x, 1, 0); // P1, P0, P1, P0
        QCOMPARE(int(s.game.figures().size()), 4);
        s.playAndPass("dragon-road-straight", 5, 0, 0); // P1
        const std::vector<Position> path{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {4, 0}, {3, 0}};
        for (std::size_t k = 0; k < path.size(); ++k)
            step(s.game, int(k + 1) % 2, path[k]);
        QVERIFY(!s.game.isOver());
        QVERIFY(s.game.phase() != Phase::Module); // six steps: the flight is over
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("3,0"));
        QStringList standing;
        for (const DeployedFigure &f : s.game.figures())
            standing << QStringLiteral("P%1 kind %2 at %3")
                            .arg(f.player)
                            .arg(int(f.figure))
                            .arg(where(s.game.board().placed()[s.game.features().node(f.node).placed].pos));
        standing.sort();
        QCOMPARE(standing,
                 QStringList({QStringLiteral("P0 kind %1 at 2,0").arg(int(FigureKind::Follower)),
                              QStringLiteral("P1 kind %1 at 1,0").arg(int(FigureKind::Follower))}));
        QCOMPARE(s.game.supply(0, FigureKind::Builder), 1);
        QCOMPARE(s.game.supply(1, FigureKind::Pig), 1);
        QCOMPARE(s.game.supply(0), 6);
        QCOMPARE(s.game.supply(1), 6);
        RULES_CATCH
    }

    // The dragon tile completes P1's road of four tiles (volcano end to junction). After the
    // scoring (default) P1 scores 4 first; before it (rule option) the dragon eats the thief.
    void timing_data()
    {
        QTest::addColumn<bool>("beforeScoring");
        QTest::addColumn<int>("score1");
        QTest::newRow("after the scoring") << false << 4;
        QTest::newRow("before the scoring") << true << 0;
    }

    void timing()
    {
        QFETCH(bool, beforeScoring);
        QFETCH(int, score1);
        RULES_TRY
        RuleOptions rules;
        rules.dragonTiming = beforeScoring ? DragonTiming::BeforeScoring : DragonTiming::AfterScoring;
        Scenario s = dragonGame({{"volcano-road-end", 1}, {"road-straight", 1}, {"dragon-road-junction", 1}}, rules);
        s.playAndPass("volcano-road-end", -1, 0, 3);
        s.play("road-straight", 1, 0, 0, road, "E");
        s.playAndPass("dragon-road-junction", 2, 0, 0); // P0, turn 3: the road is complete
        QCOMPARE(s.score(1), beforeScoring ? 0 : 4);
        QCOMPARE(s.game.supply(1), beforeScoring ? 6 : 7);
        step(s.game, 0, {0, 0});
        step(s.game, 1, {1, 0});
        step(s.game, 0, {2, 0});
        QVERIFY(s.game.isOver());
        QCOMPARE(s.score(1), score1);
        QCOMPARE(s.game.supply(1), 7);
        const Ev road4{3, 0b10, 4, road, false, 4, 0, 0};
        QCOMPARE(eventList(s.game), beforeScoring ? QStringList() : eventList({road4}));
        RULES_CATCH
    }

    // The fairy: P0 moves her to his thief at (1,0) instead of deploying (turn 3); at the start
    // of his next turn he scores 1; that turn completes the road of five tiles: 5 for the road
    // and 3 for the fairy. She stays on her tile, beside nobody.
    void fairyPoints()
    {
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        Scenario s = dragonGame({{"road-straight", 2}, {"cloister-road", 2}, {"cloister", 1}}, rules);
        s.play("road-straight", 1, 0, 0, road, "E"); // P0
        s.playAndPass("cloister-road", -1, 0, 3);    // P1
        s.place("road-straight", 2, 0, 0);           // P0, turn 3
        QCOMPARE(open(s.game, DecisionKind::MoveFairy), QStringList{QStringLiteral("1,0:0")});
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, 0)), MoveError::None);
        QCOMPARE(s.score(0), 0);
        s.playAndPass("cloister", 0, 1, 0); // P1: no point for P1
        QCOMPARE(s.score(0), 1);            // the start of P0's turn 5
        QCOMPARE(s.score(1), 0);
        s.playAndPass("cloister-road", 3, 0, 1); // completes the road (-1,0)..(3,0)
        QVERIFY(s.game.isOver());
        QCOMPARE(s.score(0), 1 + 5 + 3);
        QCOMPARE(s.game.scoreIn(0, ScoreCategory::Fairy), 4);
        Ev atStart{5, 0b01, 1, road, false, 0, 0, 0};
        atStart.fairy = true;
        Ev withRoad{5, 0b01, 3, road, false, 0, 0, 0};
        withRoad.fairy = true;
        QCOMPARE(eventList(s.game), eventList({atStart, {5, 0b01, 5, road, false, 5, 0, 0}, withRoad}));
        QCOMPARE(s.game.moduleState().princessDragon.fairyOwner, std::int8_t(-1));
        QCOMPARE(where(s.game.board().placed()[s.game.moduleState().princessDragon.fairy].pos), QStringLiteral("1,0"));
        RULES_CATCH
    }

    // The fairy goes beside one of the player's own followers only (RULES.md "next to one of
    // their followers"): P1's thief at (0,1) is neither offered to P0 nor accepted.
    void fairyOnlyBesideOwnFollower()
    {
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        Scenario s = dragonGame({{"road-straight", 1}, {"cloister-road", 1}, {"cloister", 2}}, rules);
        s.play("road-straight", 1, 0, 0, road, "E"); // P0
        s.play("cloister-road", 0, 1, 1, road, "W"); // P1
        s.place("cloister", 1, 1, 0);                // P0
        const std::uint8_t theirs = featureAt(s.game, {0, 1}, road, W);
        QCOMPARE(open(s.game, DecisionKind::MoveFairy), QStringList{QStringLiteral("1,0:0")});
        QCOMPARE(errName(s.game.checkDecision(Decision::moveFairy({0, 1}, theirs))), errName(MoveError::NoSuchFollower));
        QCOMPARE(errName(s.game.apply(Decision::moveFairy({0, 1}, theirs))), errName(MoveError::NoSuchFollower));
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, 0)), MoveError::None);
        RULES_CATCH
    }

    // The fairy at the end: her follower's farm is scored at the final scoring (3 more, even
    // with no city to supply), and no point for a turn that never begins.
    void fairyAtFinalScoring()
    {
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        Scenario s = dragonGame({{"road-straight", 3}}, rules);
        s.play("road-straight", 1, 0, 0, field, "SL"); // P0's farmer
        s.playAndPass("road-straight", 2, 0, 0);
        s.place("road-straight", 3, 0, 0); // P0, the last tile
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, featureAt(s.game, {1, 0}, field, 4))), MoveError::None);
        QVERIFY(s.game.isOver());
        Ev farm{3, 0b01, 3, field, true, 0, 0, 0};
        farm.fairy = true;
        QCOMPARE(eventList(s.game), eventList({farm}));
        QCOMPARE(s.score(0), 3);
        RULES_CATCH
    }

    // The game end (RULES.md: after the turn in which the last tile is placed). P0's fairy
    // stands by his thief; P1 places the last tile that fits; the two full cities left fit
    // nowhere. By default P0's turn 5 never begins: no point, the cities are discarded and
    // the game is over. JCloisterZone's reading (turnAfterLastPlacement) begins it: 1 point.
    void fairyAfterTheLastPlacement_data()
    {
        QTest::addColumn<bool>("turnAfterLastPlacement");
        QTest::newRow("RULES.md: the game ends") << false;
        QTest::newRow("JCloisterZone: one more turn begins") << true;
    }

    void fairyAfterTheLastPlacement()
    {
        QFETCH(bool, turnAfterLastPlacement);
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        rules.turnAfterLastPlacement = turnAfterLastPlacement;
        Scenario s({{"road-straight", 3}, {"city-cap", 1}, {"city-full-pennant", 2}}, 2, rules);
        s.play("road-straight", 1, 0, 0, road, "E"); // P0's thief
        s.playAndPass("road-straight", -1, 0, 0);    // P1
        s.place("city-cap", 0, -1, 2);               // P0 closes the start city
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, 0)), MoveError::None);
        s.playAndPass("road-straight", 2, 0, 0); // P1: the last tile that fits
        QVERIFY(!s.game.hasLegalPlacement(tileIndex(s.game, "city-full-pennant")));
        QCOMPARE(s.score(0), turnAfterLastPlacement ? 1 : 0);
        s.game.drawRandom(); // both full cities are discarded
        QVERIFY(s.game.isOver());
        QCOMPARE(int(s.game.discards().size()), 2);
        QCOMPARE(s.game.turn(), 4);
        // Final scoring: P0's open road (-1,0)..(2,0), 4 tiles, and 3 for the fairy.
        Ev withRoad{4, 0b01, 3, road, true, 0, 0, 0};
        withRoad.fairy = true;
        Ev atStart{5, 0b01, 1, road, false, 0, 0, 0};
        atStart.fairy = true;
        const Ev openRoad{4, 0b01, 4, road, true, 4, 0, 0};
        QCOMPARE(eventList(s.game),
                 turnAfterLastPlacement ? eventList({atStart, openRoad, withRoad}) : eventList({openRoad, withRoad}));
        QCOMPARE(s.score(0), (turnAfterLastPlacement ? 1 : 0) + 4 + 3);
        QCOMPARE(s.score(1), 0);
        RULES_CATCH
    }

    // Random games with the fairy under both readings of the game end play alike (the
    // option only decides whether the turn after the last placement begins) and end apart
    // by at most the fairy's 1 point at that turn's start, for her owner.
    void gameEndReadingsDifferByTheFairysPoint()
    {
        const TileCatalogPtr catalog = scenarioCatalog({{"city-full-pennant", 3}, {"city-cap", 1}, {"road-straight", 3}},
                                                       {"base", "princess-dragon"});
        int apart = 0;
        for (std::uint64_t seed = 1; seed <= 4000; ++seed) {
            RuleOptions rules;
            rules.fairy = true;
            Game ours(GameSetup{catalog, rules, 2, seed});
            rules.turnAfterLastPlacement = true;
            Game jcz(GameSetup{catalog, rules, 2, seed});
            RandomPlayer a(seed), b(seed);
            playRandomGame(ours, a);
            playRandomGame(jcz, b);
            QVERIFY(jcz.discards() == ours.discards());
            QCOMPARE(jcz.turn(), ours.turn());
            int more = 0;
            for (int p = 0; p < 2; ++p) {
                const int fairy = jcz.scoreIn(p, ScoreCategory::Fairy) - ours.scoreIn(p, ScoreCategory::Fairy);
                QCOMPARE(jcz.score(p) - ours.score(p), fairy);
                more += fairy;
            }
            QVERIFY2(more == 0 || more == 1, qPrintable(QStringLiteral("seed %1").arg(seed)));
            apart += more;
        }
        QCOMPARE(apart, 16); // the seeds give 16 such games (of 4,000)
    }

    // The fairy's 3 points go to her follower's owner also when another player wins the
    // feature (RULES.md "The fairy's 3 points"): P0's thief on the start road (turn 1), P1's
    // large follower on a road from a cloister (turn 2), P0 moves the fairy (turn 3), P1 joins
    // the roads (turn 4), P0 closes them (turn 5): 6 tiles for P1 (weight 2 against 1), the
    // fairy's 1 at the start of turn 5 and her 3 for P0.
    void fairyPointsWhenHerFollowerLoses()
    {
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        rules.largeFollower = true;
        Scenario s = dragonGame(
            {{"road-straight", 1}, {"cloister-road", 1}, {"road-curve", 2}, {"road-junction", 1}, {"cloister", 1}}, rules);
        s.play("road-straight", 1, 0, 0, road, "E");                            // P0
        s.play("cloister-road", 0, 1, 1, road, "W", FigureKind::LargeFollower); // P1
        s.place("road-curve", -1, 0, 3);                                        // P0
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, featureAt(s.game, {1, 0}, road, E))), MoveError::None);
        s.playAndPass("road-curve", -1, 1, 2); // P1 joins the two roads
        QCOMPARE(s.score(0), 1);               // the start of P0's turn 5
        s.playAndPass("road-junction", 2, 0, 0);
        QVERIFY(!s.game.isOver());
        Ev atStart{5, 0b01, 1, road, false, 0, 0, 0};
        atStart.fairy = true;
        Ev withRoad{5, 0b01, 3, road, false, 0, 0, 0};
        withRoad.fairy = true;
        QCOMPARE(eventList(s.game), eventList({atStart, {5, 0b10, 6, road, false, 6, 0, 0}, withRoad}));
        QCOMPARE(s.score(0), 1 + 3);
        QCOMPARE(s.score(1), 6);
        RULES_CATCH
    }

    // The dragon cannot enter the fairy's tile: from the start tile P1 may only fly south.
    void fairyProtects()
    {
        RULES_TRY
        RuleOptions rules;
        rules.fairy = true;
        Scenario s = dragonGame(
            {{"volcano-road-end", 1}, {"road-straight", 2}, {"cloister", 1}, {"dragon-road-straight", 1}}, rules);
        s.playAndPass("volcano-road-end", -1, 0, 3);   // P0
        s.play("road-straight", 1, 0, 0, road, "E");   // P1
        s.play("road-straight", 2, 0, 0, field, "NL"); // P0
        s.place("cloister", 0, 1, 0);                  // P1 moves the fairy to his thief
        QCOMPARE(s.game.apply(Decision::moveFairy({1, 0}, featureAt(s.game, {1, 0}, road, E))), MoveError::None);
        QCOMPARE(s.score(0), 0);
        s.playAndPass("dragon-road-straight", 3, 0, 0); // P0, turn 5
        step(s.game, 0, {0, 0});
        QCOMPARE(open(s.game, DecisionKind::DragonStep), QStringList{QStringLiteral("0,1")});
        QCOMPARE(errName(s.game.checkDecision(Decision::dragonStep({1, 0}))), errName(MoveError::DragonBlocked));
        step(s.game, 1, {0, 1});
        QVERIFY(s.game.isOver()); // stuck at the cloister; no turn 6, so no fairy point for P1
        QCOMPARE(s.game.supply(1), 6);
        QCOMPARE(s.game.supply(0), 6);
        // Final scoring: P1's road (-1,0)..(3,0) open at (3,0): 5 tiles, and 3 for the fairy.
        QCOMPARE(s.score(1), 5 + 3);
        QCOMPARE(s.score(0), 0);
        RULES_CATCH
    }

    // The princess's city corner joins P0's city at (0,-1): P1 may send its knight home
    // instead of deploying; otherwise P0 keeps it and scores the open city of 3 tiles.
    void princess_data()
    {
        QTest::addColumn<bool>("remove");
        QTest::addColumn<int>("score0");
        QTest::newRow("knight removed") << true << 0;
        QTest::newRow("knight left") << false << 3;
    }

    void princess()
    {
        QFETCH(bool, remove);
        QFETCH(int, score0);
        RULES_TRY
        Scenario s = dragonGame({{"city-passage", 1}, {"princess-city-corner", 1}});
        s.play("city-passage", 0, -1, 1, city, "S");
        s.place("princess-city-corner", 0, -2, 2);
        const std::uint8_t knight = featureAt(s.game, {0, -1}, city, S);
        QCOMPARE(open(s.game, DecisionKind::RemoveKnight), QStringList{QStringLiteral("0,-1:%1").arg(knight)});
        QCOMPARE(errName(s.game.checkDecision(Decision::removeKnight({0, 0}, 0))), errName(MoveError::NoSuchFollower));
        if (remove)
            QCOMPARE(s.game.apply(Decision::removeKnight({0, -1}, knight)), MoveError::None);
        else
            s.pass();
        QVERIFY(s.game.isOver());
        QCOMPARE(s.game.supply(0), remove ? 7 : 6);
        QCOMPARE(s.score(0), score0);
        RULES_CATCH
    }

    // The princess removes a knight "from that city" only: P0's knight in another city, the
    // cap at (1,1), is neither offered nor accepted; the one in her city goes home.
    void princessOnlyInHerCity()
    {
        RULES_TRY
        Scenario s = dragonGame(
            {{"city-passage", 1}, {"road-straight", 1}, {"city-cap", 1}, {"princess-city-corner", 1}, {"cloister", 1}});
        s.play("city-passage", 0, -1, 1, city, "S"); // P0: the start city
        s.playAndPass("road-straight", 1, 0, 0);     // P1
        s.play("city-cap", 1, 1, 2, city, "S");      // P0: another city
        s.place("princess-city-corner", 0, -2, 2);   // P1 joins the start city
        const std::uint8_t knight = featureAt(s.game, {0, -1}, city, S);
        const std::uint8_t other = featureAt(s.game, {1, 1}, city, S);
        QCOMPARE(open(s.game, DecisionKind::RemoveKnight), QStringList{QStringLiteral("0,-1:%1").arg(knight)});
        QCOMPARE(errName(s.game.checkDecision(Decision::removeKnight({1, 1}, other))), errName(MoveError::NoSuchFollower));
        QCOMPARE(errName(s.game.apply(Decision::removeKnight({1, 1}, other))), errName(MoveError::NoSuchFollower));
        QCOMPARE(s.game.apply(Decision::removeKnight({0, -1}, knight)), MoveError::None);
        QCOMPARE(s.game.supply(0), 6);
        QCOMPARE(int(s.game.figures().size()), 1);
        RULES_CATCH
    }

    // No knight in her city: nothing to remove.
    void princessWithoutKnights()
    {
        RULES_TRY
        Scenario s = dragonGame({{"city-passage", 1}, {"princess-city-corner", 1}});
        s.playAndPass("city-passage", 0, -1, 1);
        s.place("princess-city-corner", 0, -2, 2);
        QCOMPARE(open(s.game, DecisionKind::RemoveKnight), QStringList());
        QCOMPARE(errName(s.game.checkDecision(Decision::removeKnight({0, -1}, 0))), errName(MoveError::NotOffered));
        RULES_CATCH
    }

    // The magic portal at (0,1): P0 deploys on the field of the city cap at (0,-1) (its city of
    // two tiles was completed without followers), which scores 3 at the end; P1's thief on the
    // open road scores 2. Completed, occupied, the portal's own tile and empty cells are refused.
    void portal()
    {
        RULES_TRY
        Scenario s = dragonGame({{"city-cap", 1}, {"road-straight", 1}, {"portal-road-junction", 1}});
        s.playAndPass("city-cap", 0, -1, 2);         // P0 completes a city of 2 tiles
        s.play("road-straight", 1, 0, 0, road, "E"); // P1
        s.place("portal-road-junction", 0, 1, 0);    // P0
        const std::uint8_t capCity = featureAt(s.game, {0, -1}, city, S);
        const std::uint8_t capField = featureAt(s.game, {0, -1}, field, 0);
        const std::uint8_t thief = featureAt(s.game, {1, 0}, road, E);
        const auto deployAt = [&](Position p, std::uint8_t f) {
            return s.game.checkDecision(Decision::deployAt(p, {f, FigureKind::Follower}));
        };
        QCOMPARE(errName(deployAt({0, -1}, capCity)), errName(MoveError::FeatureCompleted));
        QCOMPARE(errName(deployAt({1, 0}, thief)), errName(MoveError::FeatureOccupied));
        QCOMPARE(errName(deployAt({0, 1}, 0)), errName(MoveError::NotOffered));
        QCOMPARE(errName(deployAt({5, 5}, 0)), errName(MoveError::NoTileThere));
        QCOMPARE(errName(s.game.checkDecision(Decision::deployAt({0, -1}, {capField, FigureKind::Builder}))),
                 errName(MoveError::FeatureNotAllowed));
        const QStringList offered = open(s.game, DecisionKind::DeployAt);
        QVERIFY(offered.contains(QStringLiteral("0,-1:%1").arg(capField)));
        QVERIFY(!offered.contains(QStringLiteral("0,-1:%1").arg(capCity)));
        QVERIFY(!offered.contains(QStringLiteral("1,0:%1").arg(thief)));
        QVERIFY(std::none_of(offered.begin(), offered.end(),
                             [](const QString &o) { return o.startsWith(QStringLiteral("0,1:")); }));
        QCOMPARE(s.game.apply(Decision::deployAt({0, -1}, {capField, FigureKind::Follower})), MoveError::None);
        QVERIFY(s.game.isOver());
        QCOMPARE(s.score(0), 3);
        QCOMPARE(s.score(1), 2);
        RULES_CATCH
    }

    // No figure on the tile where the dragon stands, also through the portal (RULES.md "No
    // follower may be deployed on the tile where it stands"): the volcano at (0,1) holds the
    // dragon; its field is the start tile's south field, which the portal may still reach on
    // the start tile, where the dragon is not.
    void noFigureUnderTheDragon()
    {
        RULES_TRY
        Scenario s = dragonGame({{"volcano", 1}, {"portal-road-junction", 1}, {"cloister", 1}});
        s.playAndPass("volcano", 0, 1, 0);        // P0: the dragon lands on it
        s.place("portal-road-junction", 1, 0, 0); // P1
        const std::uint8_t volcanoField = featureAt(s.game, {0, 1}, field, 0);
        const std::uint8_t startSouth = featureAt(s.game, {0, 0}, field, 4); // SL
        const auto deployAt = [&](Position p, std::uint8_t f) {
            return errName(s.game.checkDecision(Decision::deployAt(p, {f, FigureKind::Follower})));
        };
        QCOMPARE(deployAt({0, 1}, volcanoField), errName(MoveError::DragonThere));
        QVERIFY(!open(s.game, DecisionKind::DeployAt).contains(QStringLiteral("0,1:%1").arg(volcanoField)));
        QCOMPARE(deployAt({0, 0}, startSouth), errName(MoveError::None));
        RULES_CATCH
    }

    // Builder and princess (RULES.md: the builder returns "when its owner has no follower left
    // in the feature"): P0's knight at (0,-1) and builder at (0,-2) in one city; P1's princess
    // sends the knight home and the builder, which the princess cannot take itself, goes too.
    void builderGoesHomeWithItsOwnersLastKnight()
    {
        RULES_TRY
        RuleOptions rules;
        rules.builder = true;
        Scenario s = dragonGame({{"city-passage", 2}, {"road-straight", 1}, {"princess-city-corner", 1}, {"cloister", 1}},
                                rules);
        s.play("city-passage", 0, -1, 1, city, "S");                      // P0
        s.playAndPass("road-straight", 1, 0, 0);                          // P1
        s.play("city-passage", 0, -2, 1, city, "S", FigureKind::Builder); // P0
        QCOMPARE(s.game.supply(0, FigureKind::Builder), 0);
        s.place("princess-city-corner", 0, -3, 2); // P1
        const std::uint8_t knight = featureAt(s.game, {0, -1}, city, S);
        QCOMPARE(open(s.game, DecisionKind::RemoveKnight), QStringList{QStringLiteral("0,-1:%1").arg(knight)});
        QCOMPARE(s.game.apply(Decision::removeKnight({0, -1}, knight)), MoveError::None);
        QVERIFY(!s.game.isOver());
        QVERIFY(s.game.figures().empty());
        QCOMPARE(s.game.supply(0), 7);
        QCOMPARE(s.game.supply(0, FigureKind::Builder), 1);
        RULES_CATCH
    }

    // The dragon, the princess and the portal switched off (rule options of JCloisterZone's
    // games): their tiles play as plain ones. The volcano takes no dragon and a figure; the
    // princess's city offers no knight; the portal tile deploys on itself only.
    void dragonPrincessPortalOff()
    {
        RULES_TRY
        RuleOptions rules;
        rules.dragon = false;
        rules.princess = false;
        rules.portal = false;
        Scenario s = dragonGame(
            {{"volcano", 1}, {"city-passage", 1}, {"princess-city-corner", 1}, {"portal-road-junction", 1}, {"cloister", 1}},
            rules);
        s.place("volcano", 0, 1, 0); // P0
        QCOMPARE(where(dragonAt(s.game)), QStringLiteral("-99,-99"));
        s.deploy(field, "NL");
        s.play("city-passage", 0, -1, 1, city, "S"); // P1
        s.place("princess-city-corner", 0, -2, 2);   // P0
        QCOMPARE(open(s.game, DecisionKind::RemoveKnight), QStringList());
        QCOMPARE(open(s.game, DecisionKind::MoveFairy), QStringList()); // the fairy is off by default
        s.pass();
        s.place("portal-road-junction", 1, 0, 0); // P1
        QCOMPARE(open(s.game, DecisionKind::DeployAt), QStringList());
        const std::uint8_t princessField = featureAt(s.game, {0, -2}, field, 0); // free and open
        QCOMPARE(errName(s.game.checkDecision(Decision::deployAt({0, -2}, {princessField, FigureKind::Follower}))),
                 errName(MoveError::NotOffered));
        s.pass();
        QCOMPARE(s.game.supply(0), 6);
        QCOMPARE(s.game.supply(1), 6);
        RULES_CATCH
    }

    // Decisions by other players are recorded in the turn and replay.
    void matchRecordsTheFlight()
    {
        RULES_TRY
        const auto catalog = scenarioCatalog({{"volcano", 1}, {"road-straight", 2}, {"dragon-road-straight", 1}},
                                             {"base", "princess-dragon"});
        Match match(GameSetup{catalog, {}, 2, 1});
        const auto drawPlace = [&](const char *id, Placement p) {
            QCOMPARE(drawName(match.drawTile(tileIndex(match.game(), id))), drawName(DrawResult::Drawn));
            QCOMPARE(match.place(tileIndex(match.game(), id), p), MoveError::None);
        };
        drawPlace("volcano", {{0, 1}, 0});
        QCOMPARE(match.pass(), MoveError::None);
        drawPlace("road-straight", {{1, 0}, 0});
        QCOMPARE(match.deploy({0, FigureKind::Follower}), MoveError::None);
        drawPlace("road-straight", {{-1, 0}, 0});
        QCOMPARE(match.pass(), MoveError::None);
        drawPlace("dragon-road-straight", {{2, 0}, 0});
        QCOMPARE(match.pass(), MoveError::None);
        QCOMPARE(match.apply(Decision::dragonStep({0, 0})), MoveError::None);
        QCOMPARE(match.apply(Decision::dragonStep({1, 0})), MoveError::None);
        QCOMPARE(match.apply(Decision::dragonStep({2, 0})), MoveError::None);
        QVERIFY(match.game().isOver());
        QCOMPARE(int(match.turns().size()), 4);
        QCOMPARE(int(match.turns().back().decisions.size()), 6); // draw, place, pass, three steps
        QCOMPARE(match.turns().back().decisionCount(), 5);
        Match again(GameSetup{catalog, {}, 2, 1});
        for (const TurnRecord &t : match.turns())
            QVERIFY(!again.applyTurn(t));
        QVERIFY(again.game().isOver());
        QCOMPARE(again.game().supply(1), 7);
        RULES_CATCH
    }
};

QTEST_GUILESS_MAIN(TestRulesPrincess)
#include "tst_rules_princess.moc"
