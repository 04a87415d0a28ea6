// Base game, the turn and the game (RULES.md "Base game", option hand_size): players take turns
// in order; a turn is draw -> place -> deploy (optional) -> scoring; a drawn tile without any
// legal placement is discarded by the engine and another is drawn; the game ends after the turn
// in which the last tile is placed, then final scoring runs; with hand_size 3 each player holds
// three tiles, chooses which to play and refills the hand. The score breakdown adds up.

#include "rulestest.h"

#include <QTest>

#include <optional>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesTurns : public QObject {
    Q_OBJECT
private slots:
    void playersTakeTurnsInOrder();
    void gameEndsAfterTheLastTile();
    void unplaceableTileIsDiscarded();
    void unplaceableTileIsDiscardedByRandomDraw();
    void unplaceableLastTileEndsTheGame();
    void handOfThree();
    void heldTileThatBecomesUnplaceableIsDiscarded();
    void oneTileScoresEverythingItCompletes();
    void scoreBreakdownByCategory();
};

// Three players place cloisters in a row south of the start; phases run Draw, Place, Deploy.
void TestRulesTurns::playersTakeTurnsInOrder()
{
    RULES_TRY
    Scenario s({{"cloister", 5}}, 3);
    Game &g = s.game;
    QCOMPARE(g.playerCount(), 3);
    const TileIndex cloister = tileIndex(g, "cloister");
    for (int t = 1; t <= 4; ++t) {
        QCOMPARE(g.turn(), t);
        QCOMPARE(g.currentPlayer(), (t - 1) % 3);
        QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
        QVERIFY(g.hand(g.currentPlayer()).empty());
        QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
        QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
        QCOMPARE(handIds(g, g.currentPlayer()), QStringList{QStringLiteral("cloister")});
        QCOMPARE(g.tilesLeft(), 5 - t);
        QCOMPARE(errName(g.place(cloister, {{t - 1, 1}, 0})), QStringLiteral("None"));
        QCOMPARE(phaseName(g.phase()), QStringLiteral("Deploy"));
        QCOMPARE(g.currentPlayer(), (t - 1) % 3); // still the placing player's turn
        const PlacedTile &last = g.board().placed()[g.lastPlaced()];
        QCOMPARE(last.pos, (Position{t - 1, 1}));
        QCOMPARE(errName(g.pass()), QStringLiteral("None"));
    }
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(g.turn(), 5);
    RULES_CATCH
}

// Pile of 2: the game is over right after the turn that places the second, then final
// scoring has run (the thief's incomplete road), and no further move is accepted.
void TestRulesTurns::gameEndsAfterTheLastTile()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}});
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Road, "E");
    QVERIFY(!g.isOver());
    QCOMPARE(g.tilesLeft(), 1);
    QVERIFY(g.events().empty());
    s.place("road-straight", -1, 0, 0);
    QVERIFY(!g.isOver()); // the last turn is not over before its deploy decision
    s.pass();
    QVERIFY(g.isOver());
    QCOMPARE(phaseName(g.phase()), QStringLiteral("GameOver"));
    QCOMPARE(g.turn(), 2);
    QCOMPARE(g.tilesLeft(), 0);
    QCOMPARE(eventList(g), eventList({{2, 0b01, 3, FeatureKind::Road, true, 3, 0, 0}}));
    QCOMPARE(drawName(g.drawTile(tileIndex(g, "road-straight"))), QStringLiteral("WrongPhase"));
    QCOMPARE(errName(g.pass()), QStringLiteral("WrongPhase"));
    QCOMPARE(g.score(0), 3);
    RULES_CATCH
}

// After the cap at (0,-1) closes the start city, every open position demands a road or a field
// edge; the full city tile (CCCC) fits nowhere and is discarded when drawn, in the same turn,
// and the player draws again.
void TestRulesTurns::unplaceableTileIsDiscarded()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"city-full-pennant", 1}, {"road-straight", 1}, {"cloister", 1}});
    Game &g = s.game;
    const TileIndex full = tileIndex(g, "city-full-pennant");
    QVERIFY(g.hasLegalPlacement(full)); // north of the start, before the cap
    s.playAndPass("city-cap", 0, -1, 2);
    QVERIFY(!g.hasLegalPlacement(full));
    std::vector<Placement> ps;
    g.legalPlacements(full, ps);
    QVERIFY(ps.empty());

    QCOMPARE(g.turn(), 2);
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(drawName(g.drawTile(full)), QStringLiteral("Discarded"));
    QCOMPARE(int(g.discards().size()), 1);
    QCOMPARE(g.discards().front().turn, 2);
    QCOMPARE(g.discards().front().tile, full);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    QCOMPARE(g.turn(), 2);
    QCOMPARE(g.currentPlayer(), 1);
    QVERIFY(g.hand(1).empty());
    QCOMPARE(g.tilesLeft(), 2);
    QCOMPARE(drawName(g.drawTile(full)), QStringLiteral("NotInPile")); // it left the game

    QCOMPARE(s.playAndPass("road-straight", 1, 0, 0), 1);
    QCOMPARE(g.turn(), 3);
    QCOMPARE(g.currentPlayer(), 0);
    QCOMPARE(int(g.discards().size()), 1);
    QCOMPARE(int(g.board().placed().size()), 3);
    RULES_CATCH
}

// The same position with random draws: drawRandom() discards the full city tile by itself and
// hands the player the next tile. (The seed is chosen so that the full city tile is on top.)
void TestRulesTurns::unplaceableTileIsDiscardedByRandomDraw()
{
    RULES_TRY
    std::optional<Scenario> s;
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        s.emplace(std::map<std::string, int>{{"city-cap", 1}, {"city-full-pennant", 1}, {"road-straight", 1}}, 2,
                  RuleOptions{}, seed);
        s->playAndPass("city-cap", 0, -1, 2);
        if (s->game.pile().back() == tileIndex(s->game, "city-full-pennant"))
            break;
    }
    Game &g = s->game;
    const TileIndex full = tileIndex(g, "city-full-pennant");
    QCOMPARE(g.pile().back(), full);
    g.drawRandom();
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 1), QStringList{QStringLiteral("road-straight")});
    QCOMPARE(int(g.discards().size()), 1);
    QCOMPARE(g.discards().front().turn, 2);
    QCOMPARE(g.discards().front().tile, full);
    QCOMPARE(g.tilesLeft(), 0);
    s->playAndPass("road-straight", 1, 0, 0);
    QVERIFY(g.isOver());
    RULES_CATCH
}

// When the last tile of the pile fits nowhere, it is discarded and the game is over: the last
// turn was the one before.
void TestRulesTurns::unplaceableLastTileEndsTheGame()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"city-full-pennant", 1}});
    Game &g = s.game;
    s.play("city-cap", 0, -1, 2, FeatureKind::Field, "NL"); // t1 p0: farmer around the cap
    QCOMPARE(drawName(g.drawTile(tileIndex(g, "city-full-pennant"))), QStringLiteral("Discarded"));
    QVERIFY(g.isOver());
    QCOMPARE(g.tilesLeft(), 0);
    QCOMPARE(int(g.discards().size()), 1);
    QCOMPARE(g.discards().front().tile, tileIndex(g, "city-full-pennant"));
    QCOMPARE(g.discards().front().turn, 2); // docs/rules-decisions.md: a turn never played
    QCOMPARE(g.turn(), 1);
    // Final scoring ran: the farmer around the cap borders the completed start city.
    QCOMPARE(eventList(g), eventList({{1, 0b01, 3, FeatureKind::Field, true, 1, 0, 1}}));
    RULES_CATCH
}

// hand_size 3, 2 players, pile: 5 cloisters, 1 straight road, 1 road curve (7 tiles).
//   t1 p0 draws cloister, road, cloister; chooses the road: (1,0). Holds 2 cloisters.
//   t2 p1 draws cloister, cloister, curve; plays a cloister (0,1). Holds cloister, curve.
//   t3 p0 refills with the last cloister (3 in hand); plays (1,1).
//   t4 p1: the pile is empty; plays from the hand: cloister (-1,1).
//   t5 p0 cloister (2,1); t6 p1 curve (-1,0) rot 2 (road N-E); t7 p0 cloister (3,1).
// The game ends when every hand is empty.
void TestRulesTurns::handOfThree()
{
    RULES_TRY
    RuleOptions rules;
    rules.handSize = 3;
    Scenario s({{"cloister", 5}, {"road-straight", 1}, {"road-curve", 1}}, 2, rules);
    Game &g = s.game;
    const TileIndex cloister = tileIndex(g, "cloister");
    const TileIndex road = tileIndex(g, "road-straight");
    const TileIndex curve = tileIndex(g, "road-curve");
    const QString C = QStringLiteral("cloister");
    const QString R = QStringLiteral("road-straight");
    const QString V = QStringLiteral("road-curve");

    // t1
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw")); // 1 of 3
    QCOMPARE(errName(g.place(cloister, {{0, 1}, 0})), QStringLiteral("WrongPhase"));
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 0), (QStringList{C, R, C}));
    QVERIFY(g.hand(1).empty());
    QCOMPARE(errName(g.checkPlacement(curve, {{-1, 0}, 2})), QStringLiteral("TileNotAvailable"));
    QCOMPARE(errName(g.place(road, {{1, 0}, 0})), QStringLiteral("None"));
    QCOMPARE(handIds(g, 0), (QStringList{C, C}));
    s.pass();

    // t2
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(g.turn(), 2);
    QCOMPARE(handIds(g, 0), (QStringList{C, C}));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(curve)), QStringLiteral("Drawn"));
    QCOMPARE(handIds(g, 1), (QStringList{C, C, V}));
    QCOMPARE(g.tilesLeft(), 1);
    QCOMPARE(errName(g.place(cloister, {{0, 1}, 0})), QStringLiteral("None"));
    s.pass();

    // t3: one tile refills the hand to three.
    QCOMPARE(g.currentPlayer(), 0);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 0), (QStringList{C, C, C}));
    QCOMPARE(g.tilesLeft(), 0);
    s.playAndPass("cloister", 1, 1, 0);

    // t4 .. t7: the pile is empty, players play out their hands.
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 1), (QStringList{C, V}));
    s.playAndPass("cloister", -1, 1, 0);
    QCOMPARE(handIds(g, 0), (QStringList{C, C}));
    s.playAndPass("cloister", 2, 1, 0);
    QCOMPARE(handIds(g, 1), QStringList{V});
    s.playAndPass("road-curve", -1, 0, 2);
    QVERIFY(!g.isOver());
    QCOMPARE(g.currentPlayer(), 0);
    QCOMPARE(handIds(g, 0), QStringList{C});
    s.playAndPass("cloister", 3, 1, 0);
    QVERIFY(g.isOver());
    QCOMPARE(g.turn(), 7);
    QCOMPARE(int(g.board().placed().size()), 8);
    QVERIFY(g.discards().empty());
    RULES_CATCH
}

// hand_size 3: player 0 holds the full city tile while the spot north of the start is open;
// player 1 closes it with a cap; at the start of player 0's next turn the held tile is
// discarded and the hand refilled from the pile.
void TestRulesTurns::heldTileThatBecomesUnplaceableIsDiscarded()
{
    RULES_TRY
    RuleOptions rules;
    rules.handSize = 3;
    Scenario s({{"city-full-pennant", 1}, {"city-cap", 1}, {"cloister", 6}}, 2, rules);
    Game &g = s.game;
    const TileIndex full = tileIndex(g, "city-full-pennant");
    const TileIndex cap = tileIndex(g, "city-cap");
    const TileIndex cloister = tileIndex(g, "cloister");
    const QString C = QStringLiteral("cloister");
    QCOMPARE(drawName(g.drawTile(full)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    s.playAndPass("cloister", 0, 1, 0); // t1 p0, holds full + cloister

    QCOMPARE(drawName(g.drawTile(cap)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    s.playAndPass("city-cap", 0, -1, 2); // t2 p1
    QVERIFY(!g.hasLegalPlacement(full));

    // t3 p0
    QCOMPARE(g.currentPlayer(), 0);
    QCOMPARE(int(g.discards().size()), 1);
    QCOMPARE(g.discards().front().turn, 3);
    QCOMPARE(g.discards().front().tile, full);
    QCOMPARE(handIds(g, 0), QStringList{C});
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    QCOMPARE(g.tilesLeft(), 2);
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 0), (QStringList{C, C, C}));
    RULES_CATCH
}

// One tile closes a road of player 0 and a city of player 1; both are scored in that turn.
//   t1 p0 road curve (1,0) rot 1 (road W-N): the start road turns north; thief.
//   t2 p1 city corner (0,-1) rot 2 (city S-E): the start city, open to the east; knight.
//   t3 p0 road junction (-1,0): the start road's west end.
//   t4 p1 city cap with road junction (1,-1) rot 3: its cap (W) closes the city (3 tiles: 6),
//      its south road ends the road (4 tiles: (-1,0) (0,0) (1,0) (1,-1)).
void TestRulesTurns::oneTileScoresEverythingItCompletes()
{
    RULES_TRY
    Scenario s(
        {{"road-curve", 1}, {"city-corner", 1}, {"road-junction", 1}, {"city-cap-road-junction", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-curve", 1, 0, 1, FeatureKind::Road, "W");
    s.play("city-corner", 0, -1, 2, FeatureKind::City, "S");
    s.playAndPass("road-junction", -1, 0, 0);
    QVERIFY(g.events().empty());
    s.playAndPass("city-cap-road-junction", 1, -1, 3);
    QCOMPARE(eventList(g),
             eventList({{4, 0b01, 4, FeatureKind::Road, false, 4, 0, 0}, {4, 0b10, 6, FeatureKind::City, false, 3, 0, 0}}));
    // docs/rules-decisions.md: in the order of the tile's features (city 0, roads 1..3).
    QVERIFY(g.events()[0].kind == FeatureKind::City);
    QVERIFY(g.events()[1].kind == FeatureKind::Road);
    QCOMPARE(g.score(0), 4);
    QCOMPARE(g.score(1), 6);
    QCOMPARE(g.supply(0), 7);
    QCOMPARE(g.supply(1), 7);
    QVERIFY(g.figures().empty());
    RULES_CATCH
}

// Player 0 scores in every category:
//   t1 p0 cap (0,-1) rot 2, knight: closes the start city: 4 (city).
//   t2 p1 junction (1,0): the start road's east end.
//   t3 p0 city-three-road (-1,0) rot 3, thief: closes the start road (3 tiles): 3 (road).
//   t4 p1 cloister (0,-2); t5 p0 cloister (0,1), monk; t6 p1 cloister (-1,-2).
//   t7 p0 straight road (2,0), farmer in its north field, which is N0 (through the junction).
// Final: the monk's cloister has 3 neighbours ((-1,0), (0,0), (1,0)): 4 (cloister); N0
// borders the completed start city and the open city of (-1,0): 3 (farm).
void TestRulesTurns::scoreBreakdownByCategory()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"road-junction", 1}, {"city-three-road", 1}, {"cloister", 3}, {"road-straight", 1}});
    Game &g = s.game;
    s.play("city-cap", 0, -1, 2, FeatureKind::City, "S");
    s.playAndPass("road-junction", 1, 0, 0);
    s.play("city-three-road", -1, 0, 3, FeatureKind::Road, "E");
    s.playAndPass("cloister", 0, -2, 0);
    s.play("cloister", 0, 1, 0, FeatureKind::Cloister);
    s.playAndPass("cloister", -1, -2, 0);
    QCOMPARE(g.score(0), 7);
    QCOMPARE(g.supply(0), 6); // the monk
    s.play("road-straight", 2, 0, 0, FeatureKind::Field, "NL");
    QVERIFY(g.isOver());
    QCOMPARE(eventList(g),
             eventList({{1, 0b01, 4, FeatureKind::City, false, 2, 0, 0},
                        {3, 0b01, 3, FeatureKind::Road, false, 3, 0, 0},
                        {7, 0b01, 4, FeatureKind::Cloister, true, 4, 0, 0},
                        {7, 0b01, 3, FeatureKind::Field, true, 4, 0, 1}}));
    // Final scoring: incomplete features first, then farms (docs/rules-decisions.md).
    QVERIFY(g.events()[2].kind == FeatureKind::Cloister);
    QVERIFY(g.events()[3].kind == FeatureKind::Field);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Road), 3);
    QCOMPARE(g.scoreIn(0, ScoreCategory::City), 4);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Cloister), 4);
    QCOMPARE(g.scoreIn(0, ScoreCategory::Farm), 3);
    QCOMPARE(g.score(0), 14);
    for (int c = 0; c < kScoreCategories; ++c)
        QCOMPARE(g.scoreIn(1, ScoreCategory(c)), 0);
    QCOMPARE(g.score(1), 0);
    QCOMPARE(g.supply(0), 5); // monk and farmer stay on the board
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesTurns)
#include "tst_rules_turns.moc"
