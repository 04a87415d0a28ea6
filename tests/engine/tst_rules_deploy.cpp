// Base game, deployment (RULES.md "Base game"): at most one follower, from supply, onto one
// feature of the tile just placed (knight/city, thief/road, farmer/field, monk/cloister);
// forbidden when the connected feature already holds a follower of any player, however far
// away; 7 followers per player; a follower may go onto a feature the same tile completes and is
// then scored and returned in the same turn.

#include "rulestest.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using namespace tessera::test;
using namespace tessera::test::rules;

class TestRulesDeploy : public QObject {
    Q_OBJECT
private slots:
    void followerOnEachFeatureKind();
    void occupiedRoadFarAwayAndOwnFollower();
    void occupiedCityFarAway();
    void occupiedFieldFarAway();
    void sevenFollowersPerPlayer();
    void noFollowerLeftInSupply();
    void deployOnFeatureCompletedBySameTile();
    void oneFollowerPerTurn();
    void followersOption();
};

void TestRulesDeploy::followerOnEachFeatureKind()
{
    RULES_TRY
    Scenario s({{"cloister-road", 1}, {"road-straight", 2}, {"city-corner", 1}, {"cloister", 1}});
    Game &g = s.game;

    // Turn 1, player 0: cloister with road south of the start (road to the south); monk.
    s.place("cloister-road", 0, 1, 0);
    QCOMPARE(legalFeatures(g), featureList({0, 1, 2})); // cloister, road, field
    s.deploy(FeatureKind::Cloister);
    // Turn 2, player 1: straight road east of the start, thief on the start road.
    s.place("road-straight", 1, 0, 0);
    QCOMPARE(legalFeatures(g), featureList({0, 1, 2}));
    s.deploy(FeatureKind::Road, "E");
    // Turn 3, player 0: city corner north of the start (city S and E, still open); knight.
    s.place("city-corner", 0, -1, 2);
    s.deploy(FeatureKind::City, "S");
    // Turn 4, player 1: straight road west of the start; farmer north of the road.
    s.place("road-straight", -1, 0, 0);
    QCOMPARE(legalFeatures(g), featureList({1, 2})); // the road holds player 1's thief
    s.deploy(FeatureKind::Field, "NL");

    QCOMPARE(figureKinds(g),
             (std::vector<FeatureKind>{FeatureKind::Cloister, FeatureKind::Road, FeatureKind::City, FeatureKind::Field}));
    std::vector<int> owners;
    for (const DeployedFigure &f : g.figures()) {
        owners.push_back(f.player);
        QCOMPARE(int(g.featureWeights(f.node)[f.player]), 1);
        QCOMPARE(int(g.featureWeights(f.node)[1 - f.player]), 0);
    }
    QCOMPARE(owners, (std::vector<int>{0, 1, 0, 1}));
    QCOMPARE(g.supply(0), 5);
    QCOMPARE(g.supply(1), 5);
    QVERIFY(g.events().empty());
    QVERIFY(!g.isOver());
    RULES_CATCH
}

// Player 0's thief on the road east of the start. The road continues through (2,0) and (3,0)
// and, via the start tile, to (-1,0): nobody may put a thief on it anywhere, player 0 neither.
// The fields beside the road stay free until someone occupies them.
void TestRulesDeploy::occupiedRoadFarAwayAndOwnFollower()
{
    RULES_TRY
    Scenario s({{"road-straight", 4}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Road, "E"); // t1 p0

    s.place("road-straight", 2, 0, 0); // t2 p1
    const std::uint8_t road2 = s.featureOfLastTile(FeatureKind::Road, "E");
    QCOMPARE(errName(g.checkDeployment({road2, FigureKind::Follower})), QStringLiteral("FeatureOccupied"));
    QCOMPARE(errName(g.deploy({road2, FigureKind::Follower})), QStringLiteral("FeatureOccupied"));
    QCOMPARE(phaseName(g.phase()), QStringLiteral("Deploy"));
    QCOMPARE(g.supply(1), 7);
    QCOMPARE(legalFeatures(g), featureList({1, 2}));
    s.deploy(FeatureKind::Field, "SL"); // the field south of the road: free

    s.place("road-straight", 3, 0, 0); // t3 p0: own thief two tiles away
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Road, "W"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    // South field: player 1's farmer at (2,0). North field: free.
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "SR"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(legalFeatures(g), featureList({1}));
    s.pass();

    s.place("road-straight", -1, 0, 0); // t4 p1: across the start tile
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Road, "W"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "SL"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "NL"), FigureKind::Follower})),
             QStringLiteral("None"));
    s.pass();
    QCOMPARE(int(g.figures().size()), 2);
    RULES_CATCH
}

// Player 0's knight on a city corner north of the start (city S and E); the city runs on east
// through two city passages. Neither player may add a knight on them; their fields are free.
void TestRulesDeploy::occupiedCityFarAway()
{
    RULES_TRY
    Scenario s({{"city-corner", 1}, {"city-passage", 2}, {"cloister", 1}});
    Game &g = s.game;
    s.play("city-corner", 0, -1, 2, FeatureKind::City, "S"); // t1 p0
    s.place("city-passage", 1, -1, 0);                       // t2 p1
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::City, "W"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(legalFeatures(g), featureList({1, 2}));
    s.pass();
    s.place("city-passage", 2, -1, 0); // t3 p0
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::City, "E"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(legalFeatures(g), featureList({1, 2}));
    s.deploy(FeatureKind::Field, "NL");
    QCOMPARE(g.supply(0), 5);
    RULES_CATCH
}

// Player 0's farmer north of the road at (1,0) holds the field north of the start road; a
// tile west of the start reaches the same field across the start tile.
void TestRulesDeploy::occupiedFieldFarAway()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}, {"road-curve", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.play("road-straight", 1, 0, 0, FeatureKind::Field, "NR"); // t1 p0
    s.place("road-straight", 2, 0, 0);                          // t2 p1
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "NL"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    s.pass();
    // t3 p0: road curve west of the start, road E-S (rotation 3): its outer field (NL NR EL
    // SR WL WR) joins the start's north field; its inner field (ER, SL) the south one.
    s.place("road-curve", -1, 0, 3);
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "NL"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "EL"), FigureKind::Follower})),
             QStringLiteral("FeatureOccupied"));
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Field, "SL"), FigureKind::Follower})),
             QStringLiteral("None"));
    QCOMPARE(errName(g.checkDeployment({s.featureOfLastTile(FeatureKind::Road, "E"), FigureKind::Follower})),
             QStringLiteral("None"));
    s.deploy(FeatureKind::Field, "ER");
    QCOMPARE(g.supply(0), 5);
    RULES_CATCH
}

void TestRulesDeploy::sevenFollowersPerPlayer()
{
    for (int players = 2; players <= 5; ++players) {
        RULES_TRY
        Scenario s({{"cloister", 1}}, players);
        QCOMPARE(s.game.playerCount(), players);
        for (int p = 0; p < players; ++p)
            QCOMPARE(s.game.supply(p), 7);
        RULES_CATCH
    }
}

// A row of cloisters south of the start, (0,1) .. (14,1): none can be completed (row 2 stays
// empty). Player 0 puts a monk on each of their 7 cloisters; on the 8th they have none left.
void TestRulesDeploy::noFollowerLeftInSupply()
{
    RULES_TRY
    Scenario s({{"cloister", 16}});
    Game &g = s.game;
    for (int x = 0; x < 14; ++x) {
        if (x % 2 == 0) {
            QCOMPARE(s.play("cloister", x, 1, 0, FeatureKind::Cloister), 0);
            QCOMPARE(g.supply(0), 7 - (x / 2 + 1));
        } else {
            QCOMPARE(s.playAndPass("cloister", x, 1, 0), 1);
        }
    }
    QCOMPARE(g.supply(0), 0);
    QCOMPARE(g.supply(1), 7);
    QCOMPARE(int(g.figures().size()), 7);

    QCOMPARE(s.place("cloister", 14, 1, 0), 0);
    const std::uint8_t monk = s.featureOfLastTile(FeatureKind::Cloister, "");
    QCOMPARE(errName(g.checkDeployment({monk, FigureKind::Follower})), QStringLiteral("NoFigureLeft"));
    QCOMPARE(errName(g.deploy({monk, FigureKind::Follower})), QStringLiteral("NoFigureLeft"));
    QCOMPARE(legalFeatures(g), QString());
    QCOMPARE(errName(g.pass()), QStringLiteral("None"));
    // Player 1 still has all 7.
    QCOMPARE(s.place("cloister", 15, 1, 0), 1);
    QCOMPARE(legalFeatures(g), featureList({0, 1}));
    s.deploy(FeatureKind::Cloister);
    QCOMPARE(g.supply(1), 6);
    // That was the last tile: the 8 monks score their incomplete cloisters, 1 + neighbours.
    // (0,1) has the start tile and (1,1); the others their two row neighbours; (15,1) one.
    QVERIFY(g.isOver());
    const Ev three{16, 0b01, 3, FeatureKind::Cloister, true, 3, 0, 0};
    QCOMPARE(
        eventList(g),
        eventList({three, three, three, three, three, three, three, {16, 0b10, 2, FeatureKind::Cloister, true, 2, 0, 0}}));
    QCOMPARE(g.score(0), 21);
    QCOMPARE(g.score(1), 2);
    RULES_CATCH
}

// The city cap north of the start closes the 2-tile start city; a knight deployed on it is
// scored (2 per tile) and back in supply before the next player's turn.
void TestRulesDeploy::deployOnFeatureCompletedBySameTile()
{
    RULES_TRY
    Scenario s({{"city-cap", 1}, {"cloister", 1}});
    Game &g = s.game;
    s.place("city-cap", 0, -1, 2);
    const std::uint8_t city = s.featureOfLastTile(FeatureKind::City, "S");
    QCOMPARE(errName(g.checkDeployment({city, FigureKind::Follower})), QStringLiteral("None"));
    s.deploy(FeatureKind::City, "S");
    QCOMPARE(eventList(g), eventList({{1, 0b01, 4, FeatureKind::City, false, 2, 0, 0}}));
    QCOMPARE(g.score(0), 4);
    QCOMPARE(g.scoreIn(0, ScoreCategory::City), 4);
    QCOMPARE(g.supply(0), 7);
    QVERIFY(g.figures().empty());
    QCOMPARE(g.currentPlayer(), 1);
    QCOMPARE(g.turn(), 2);
    RULES_CATCH
}

// At most one follower per turn: the deployment ends the turn, so a second one, on another
// feature of the same tile, is refused and the supply went down by one.
void TestRulesDeploy::oneFollowerPerTurn()
{
    RULES_TRY
    Scenario s({{"road-straight", 2}});
    Game &g = s.game;
    s.place("road-straight", 1, 0, 0);
    const std::uint8_t north = s.featureOfLastTile(FeatureKind::Field, "NL");
    s.deploy(FeatureKind::Road, "E");
    QCOMPARE(errName(g.deploy({north, FigureKind::Follower})), errName(MoveError::WrongPhase));
    QCOMPARE(int(g.figures().size()), 1);
    QCOMPARE(g.supply(0), 6);
    QCOMPARE(g.currentPlayer(), 1);
    RULES_CATCH
}

// The rule option `followers` (JCloisterZone's games may choose the number): with 2 each, the
// third cloister of player 0 finds none left.
void TestRulesDeploy::followersOption()
{
    RULES_TRY
    RuleOptions rules;
    rules.followers = 2;
    Scenario s({{"cloister", 6}}, 2, rules);
    Game &g = s.game;
    QCOMPARE(g.supply(0), 2);
    QCOMPARE(g.supply(1), 2);
    for (int x = 0; x < 4; ++x)
        s.play("cloister", x, 1, 0, FeatureKind::Cloister);
    QCOMPARE(g.supply(0), 0);
    s.place("cloister", 4, 1, 0);
    QCOMPARE(legalFeatures(g), QString());
    QCOMPARE(errName(g.checkDeployment({0, FigureKind::Follower})), errName(MoveError::NoFigureLeft));
    RULES_CATCH
}

QTEST_APPLESS_MAIN(TestRulesDeploy)
#include "tst_rules_deploy.moc"
