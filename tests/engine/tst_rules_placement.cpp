// Base game, placement (RULES.md "Base game"): a tile must touch a placed tile edge to edge
// (corners do not count), every touching edge must match, any of the 4 rotations may be used,
// and the engine names what is wrong with an illegal move.
//
// Geometry reminders: y grows south; rotation r turns the tile's own north side to board side r,
// so board side s shows the tile's side (s - r) mod 4. The start tile lies at (0,0): city N,
// road W-E, field S.

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesPlacement : public QObject {
    Q_OBJECT
private slots:
    void legalPlacementsFollowTheRotation();
    void eachRotationTurnsNorthToThatSide();
    void cornerContactIsNotEnough();
    void occupiedPositionIsRejected();
    void everyTouchingEdgeMustMatch();
    void placementErrorCodes();
    void movesOutOfPhase();
};

// Only the start tile lies on the board. City cap (CFFF): its city must face the start city,
// so north of the start only rotation 2 fits; south of the start its city must not face the
// start's field side, which leaves rotations 1..3; beside the start road it fits nowhere.
// Road junction (FRRR): its only field side is its own north, which rotation r turns to board
// side r.
void TestRulesPlacement::legalPlacementsFollowTheRotation()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"road-junction", 1}});
    Game &g = s.game;
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    QCOMPARE(g.turn(), 1);
    QCOMPARE(g.currentPlayer(), 0);
    QCOMPARE(drawName(g.drawTile(tileIndex(g, "city-cap"))), QStringLiteral("Drawn"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));

    std::vector<Placement> ps;
    g.legalPlacements(tileIndex(g, "city-cap"), ps);
    QCOMPARE(placementList(ps), placementList({{{0, -1}, 2}, {{0, 1}, 1}, {{0, 1}, 2}, {{0, 1}, 3}}));
    QVERIFY(g.hasLegalPlacement(tileIndex(g, "city-cap")));

    g.legalPlacements(tileIndex(g, "road-junction"), ps);
    QCOMPARE(placementList(ps),
             placementList({{{0, 1}, 0}, {{1, 0}, 0}, {{1, 0}, 1}, {{1, 0}, 2}, {{-1, 0}, 0}, {{-1, 0}, 2}, {{-1, 0}, 3}}));

    // checkPlacement agrees with the list for every rotation around the start tile.
    const Position around[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (const Position p : around)
        for (int r = 0; r < 4; ++r) {
            g.legalPlacements(tileIndex(g, "city-cap"), ps);
            const bool listed = std::find(ps.begin(), ps.end(), Placement{p, r}) != ps.end();
            QCOMPARE(errName(g.checkPlacement(tileIndex(g, "city-cap"), {p, r})),
                     listed ? QStringLiteral("None") : QStringLiteral("EdgeMismatch"));
        }

    // Rotation 2 really puts the cap's city on the south side: it closes the start city
    // (2 tiles), and a knight deployed there scores 4 at once.
    s.place("city-cap", 0, -1, 2);
    s.deploy(FeatureKind::City, "S");
    QCOMPARE(eventList(g), eventList({{1, 0b01, 4, FeatureKind::City, false, 2, 0, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}}));

    // The junction south of the start: only rotation 0 (field side north).
    QCOMPARE(drawName(g.drawTile(tileIndex(g, "road-junction"))), QStringLiteral("Drawn"));
    for (int r = 0; r < 4; ++r)
        QCOMPARE(errName(g.checkPlacement(tileIndex(g, "road-junction"), {{0, 1}, r})),
                 r == 0 ? QStringLiteral("None") : QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.place(tileIndex(g, "road-junction"), {{0, 1}, 0})), QStringLiteral("None"));
    RULES_CATCH
}

// A full city tile (CCCC) north of the start is a hub with open city sides N, E and W. A city
// cap fits next to it only with its city facing the hub: north of the hub rotation 2, east of
// it rotation 3, west of it rotation 1. Rotation 0 is shown with the road junction south of
// the start tile. The three caps close a 5-tile city with one pennant: 2*5 + 2 = 12.
void TestRulesPlacement::eachRotationTurnsNorthToThatSide()
{
    RULES_TRY
    Scenario s({{"city-full-pennant", 1}, {"city-cap", 3}, {"road-junction", 1}, {"cloister", 1}});
    Game &g = s.game;
    QCOMPARE(s.playAndPass("city-full-pennant", 0, -1, 0), 0);

    struct Case {
        Position pos;
        int rotation;
    };
    const Case cases[] = {{{0, -2}, 2}, {{1, -1}, 3}, {{-1, -1}, 1}};
    const TileIndex cap = tileIndex(g, "city-cap");
    int placed = 0;
    for (const Case &c : cases) {
        QCOMPARE(drawName(g.drawTile(cap)), QStringLiteral("Drawn"));
        for (int r = 0; r < 4; ++r)
            QCOMPARE(errName(g.checkPlacement(cap, {c.pos, r})),
                     r == c.rotation ? QStringLiteral("None") : QStringLiteral("EdgeMismatch"));
        QCOMPARE(errName(g.place(cap, {c.pos, c.rotation})), QStringLiteral("None"));
        if (++placed < 3) {
            s.pass();
            QVERIFY(g.events().empty()); // the hub city is still open
        } else {
            s.deploy(FeatureKind::City, "E"); // player 1 on the last cap (west of the hub)
        }
    }
    // Turn 4 (player 1) closed the city of start, hub and three caps.
    QCOMPARE(eventList(g), eventList({{4, 0b10, 12, FeatureKind::City, false, 5, 1, 0}}));
    QCOMPARE(featureCells(g, g.events().front().feature), (std::set<Cell>{{0, 0}, {0, -1}, {0, -2}, {1, -1}, {-1, -1}}));
    QCOMPARE(g.score(1), 12);
    QCOMPARE(g.score(0), 0);

    const TileIndex junction = tileIndex(g, "road-junction");
    QCOMPARE(drawName(g.drawTile(junction)), QStringLiteral("Drawn"));
    for (int r = 0; r < 4; ++r)
        QCOMPARE(errName(g.checkPlacement(junction, {{0, 1}, r})),
                 r == 0 ? QStringLiteral("None") : QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.place(junction, {{0, 1}, 0})), QStringLiteral("None"));
    RULES_CATCH
}

void TestRulesPlacement::cornerContactIsNotEnough()
{
    RULES_TRY
    Scenario s({{"cloister", 2}});
    Game &g = s.game;
    const TileIndex cloister = tileIndex(g, "cloister");
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    // Diagonal to the start tile: only a corner touches. A cloister matches any field side,
    // so nothing but adjacency can reject it.
    const Position corners[] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (const Position p : corners)
        for (int r = 0; r < 4; ++r)
            QCOMPARE(errName(g.checkPlacement(cloister, {p, r})), QStringLiteral("NotAdjacent"));
    QCOMPARE(errName(g.checkPlacement(cloister, {{5, 5}, 0})), QStringLiteral("NotAdjacent"));
    QCOMPARE(errName(g.place(cloister, {{1, 1}, 0})), QStringLiteral("NotAdjacent"));
    QCOMPARE(int(g.board().placed().size()), 1);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    std::vector<Placement> ps;
    g.legalPlacements(cloister, ps);
    QCOMPARE(placementList(ps), placementList({{{0, 1}, 0}, {{0, 1}, 1}, {{0, 1}, 2}, {{0, 1}, 3}}));

    // Once (0,1) holds a tile, (1,1) touches it edge to edge and becomes legal.
    s.playAndPass("cloister", 0, 1, 0);
    QCOMPARE(drawName(g.drawTile(cloister)), QStringLiteral("Drawn"));
    QCOMPARE(errName(g.checkPlacement(cloister, {{1, 1}, 0})), QStringLiteral("None"));
    QCOMPARE(errName(g.checkPlacement(cloister, {{1, -1}, 0})), QStringLiteral("NotAdjacent"));
    RULES_CATCH
}

void TestRulesPlacement::occupiedPositionIsRejected()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}});
    Game &g = s.game;
    const TileIndex road = tileIndex(g, "road-straight");
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("Drawn"));
    for (int r = 0; r < 4; ++r)
        QCOMPARE(errName(g.checkPlacement(road, {{0, 0}, r})), QStringLiteral("PositionTaken"));
    s.playAndPass("road-straight", 1, 0, 0);
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("Drawn"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 0})), QStringLiteral("PositionTaken"));
    QCOMPARE(errName(g.place(road, {{1, 0}, 2})), QStringLiteral("PositionTaken"));
    QCOMPARE(int(g.board().placed().size()), 2);
    QCOMPARE(errName(g.place(road, {{2, 0}, 0})), QStringLiteral("None"));
    RULES_CATCH
}

// (0,-1) city cap rotation 2 (fields N, E, W); (1,0) straight road (field N). The position
// (1,-1) touches both: its W side must be field (cap's E) and its S side field (road's N).
// City corner (CFFC, city on its own N and W): rotation 0 has city W (only S matches),
// rotation 2 city S (only W matches), rotation 3 city W and S, rotation 1 city N and E: legal.
void TestRulesPlacement::everyTouchingEdgeMustMatch()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"road-straight", 1}, {"city-corner", 1}});
    Game &g = s.game;
    s.playAndPass("city-cap", 0, -1, 2);
    s.playAndPass("road-straight", 1, 0, 0);
    const TileIndex corner = tileIndex(g, "city-corner");
    QCOMPARE(drawName(g.drawTile(corner)), QStringLiteral("Drawn"));
    QCOMPARE(errName(g.checkPlacement(corner, {{1, -1}, 0})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.checkPlacement(corner, {{1, -1}, 1})), QStringLiteral("None"));
    QCOMPARE(errName(g.checkPlacement(corner, {{1, -1}, 2})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.checkPlacement(corner, {{1, -1}, 3})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.place(corner, {{1, -1}, 0})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.place(corner, {{1, -1}, 1})), QStringLiteral("None"));
    RULES_CATCH
}

void TestRulesPlacement::placementErrorCodes()
{
    RULES_TRY
    Scenario s({{"road-straight", 1}, {"city-cap", 1}});
    Game &g = s.game;
    const TileIndex road = tileIndex(g, "road-straight");
    const TileIndex cap = tileIndex(g, "city-cap");

    // Draw phase: nothing may be placed yet.
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 0})), QStringLiteral("WrongPhase"));
    QCOMPARE(errName(g.place(road, {{1, 0}, 0})), QStringLiteral("WrongPhase"));
    QCOMPARE(drawName(g.drawTile(tileIndex(g, "cloister"))), QStringLiteral("NotInPile"));
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("Drawn"));
    QCOMPARE(g.tilesLeft(), 1);

    QCOMPARE(errName(g.checkPlacement(cap, {{0, -1}, 2})), QStringLiteral("TileNotAvailable"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 4})), QStringLiteral("BadRotation"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, -1})), QStringLiteral("BadRotation"));
    QCOMPARE(errName(g.checkPlacement(road, {{0, 0}, 0})), QStringLiteral("PositionTaken"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 1}, 0})), QStringLiteral("NotAdjacent"));
    QCOMPARE(errName(g.checkPlacement(road, {{0, -1}, 0})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 1})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 0})), QStringLiteral("None"));
    QCOMPARE(errName(g.checkPlacement(road, {{1, 0}, 2})), QStringLiteral("None"));

    // Illegal moves change nothing.
    QCOMPARE(errName(g.place(cap, {{0, -1}, 2})), QStringLiteral("TileNotAvailable"));
    QCOMPARE(errName(g.place(road, {{1, 0}, 1})), QStringLiteral("EdgeMismatch"));
    QCOMPARE(int(g.board().placed().size()), 1);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Place"));
    QCOMPARE(handIds(g, 0), QStringList{QStringLiteral("road-straight")});
    QCOMPARE(errName(g.place(road, {{1, 0}, 0})), QStringLiteral("None"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Deploy"));
    QVERIFY(handIds(g, 0).isEmpty());
    RULES_CATCH
}

void TestRulesPlacement::movesOutOfPhase()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}});
    Game &g = s.game;
    const TileIndex road = tileIndex(g, "road-straight");
    // Draw: no deploy, no pass.
    QCOMPARE(errName(g.pass()), QStringLiteral("WrongPhase"));
    QCOMPARE(errName(g.deploy({0, FigureKind::Follower})), QStringLiteral("WrongPhase"));
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("Drawn"));
    // Place: no second draw, no deploy, no pass.
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("WrongPhase"));
    QCOMPARE(errName(g.checkDeployment({0, FigureKind::Follower})), QStringLiteral("WrongPhase"));
    QCOMPARE(errName(g.pass()), QStringLiteral("WrongPhase"));
    QCOMPARE(g.tilesLeft(), 1);
    QCOMPARE(errName(g.place(road, {{1, 0}, 0})), QStringLiteral("None"));
    // Deploy: no second placement, no draw.
    QCOMPARE(errName(g.checkPlacement(road, {{2, 0}, 0})), QStringLiteral("WrongPhase"));
    QCOMPARE(drawName(g.drawTile(road)), QStringLiteral("WrongPhase"));
    // A road-straight has 3 features (road, 2 fields): index 3 is none of them.
    QCOMPARE(errName(g.checkDeployment({3, FigureKind::Follower})), QStringLiteral("NoSuchFeature"));
    QCOMPARE(errName(g.deploy({3, FigureKind::Follower})), QStringLiteral("NoSuchFeature"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Deploy"));
    QCOMPARE(g.supply(0), 7);
    QCOMPARE(errName(g.pass()), QStringLiteral("None"));
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Draw"));
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesPlacement)
#include "tst_rules_placement.moc"
