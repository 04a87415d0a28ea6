#pragma once
// Shared helpers of the rule scenario tests (tst_rules_*.cpp): exact descriptions of score
// events and placements for QCOMPARE, tile look-ups, and a guard that turns an illegal scenario
// step (Scenario throws) into a clear test failure.

#include "scenario.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

// Wrap a test body: an illegal scenario step fails the test with the step's message.
#define RULES_TRY try {
#define RULES_CATCH                                                                                                         \
    }                                                                                                                       \
    catch (const std::exception &e)                                                                                         \
    {                                                                                                                       \
        QFAIL(e.what());                                                                                                    \
    }

namespace tessera::test::rules {

inline engine::TileIndex tileIndex(const engine::Game &game, const char *id)
{
    const int i = game.catalog().find(id);
    if (i < 0)
        throw std::runtime_error(std::string("unknown tile ") + id);
    return engine::TileIndex(i);
}

inline const char *kindName(engine::FeatureKind k)
{
    switch (k) {
    case engine::FeatureKind::Field:
        return "field";
    case engine::FeatureKind::Road:
        return "road";
    case engine::FeatureKind::City:
        return "city";
    case engine::FeatureKind::Cloister:
        return "cloister";
    case engine::FeatureKind::River:
        return "river";
    }
    return "?";
}

// An expected score event: every field of engine::ScoreEvent but the node id.
struct Ev {
    int turn = 0;
    unsigned players = 0; // bit p for every scoring player
    int points = 0;
    engine::FeatureKind kind = engine::FeatureKind::Road;
    bool final = false;
    int tiles = 0;
    int pennants = 0;
    int cities = 0;
    engine::Goods goods = engine::Goods::None; // a goods majority at the end
    bool fairy = false;                        // the fairy's points
};

inline QString describe(int turn, unsigned players, int points, engine::FeatureKind kind, bool final, int tiles,
                        int pennants, int cities)
{
    return QStringLiteral("turn %1 players %2 %3 pts %4 %5 tiles %6 pennants %7 cities %8")
        .arg(turn, 3, 10, QLatin1Char('0'))
        .arg(players, 6, 2, QLatin1Char('0'))
        .arg(QLatin1String(kindName(kind)))
        .arg(points)
        .arg(final ? QStringLiteral("final") : QStringLiteral("during"))
        .arg(tiles)
        .arg(pennants)
        .arg(cities);
}

inline QString goodsSuffix(engine::Goods g, bool fairy = false)
{
    return (g == engine::Goods::None ? QString() : QStringLiteral(" goods %1").arg(int(g)))
        + (fairy ? QStringLiteral(" fairy") : QString());
}

inline QString describe(const engine::ScoreEvent &e)
{
    return describe(e.turn, e.players, e.points, e.kind, e.final, e.tiles, e.pennants, e.cities)
        + goodsSuffix(e.goods, e.fairy);
}

inline QString describe(const Ev &e)
{
    return describe(e.turn, e.players, e.points, e.kind, e.final, e.tiles, e.pennants, e.cities)
        + goodsSuffix(e.goods, e.fairy);
}

// All events of the game, sorted (the rules fix no order among events of one turn).
inline QStringList eventList(const engine::Game &game)
{
    QStringList out;
    for (const engine::ScoreEvent &e : game.events())
        out << describe(e);
    out.sort();
    return out;
}

inline QStringList eventList(std::initializer_list<Ev> expected)
{
    QStringList out;
    for (const Ev &e : expected)
        out << describe(e);
    out.sort();
    return out;
}

using Cell = std::pair<int, int>;

// The board positions of the tiles of the feature containing node n.
inline std::set<Cell> featureCells(const engine::Game &game, engine::NodeId n)
{
    std::vector<engine::Position> tiles;
    game.featureTiles(n, tiles);
    std::set<Cell> out;
    for (const engine::Position &p : tiles)
        out.insert({p.x, p.y});
    return out;
}

inline QString describe(const engine::Placement &p)
{
    return QStringLiteral("%1,%2 r%3").arg(p.pos.x).arg(p.pos.y).arg(p.rotation);
}

inline QStringList placementList(const std::vector<engine::Placement> &ps)
{
    QStringList out;
    for (const engine::Placement &p : ps)
        out << describe(p);
    out.sort();
    out.removeDuplicates();
    return out;
}

inline QStringList placementList(std::initializer_list<engine::Placement> ps)
{
    return placementList(std::vector<engine::Placement>(ps));
}

// The local feature indices offered by legalDeployments(), sorted, e.g. "0,2".
inline QString legalFeatures(const engine::Game &game)
{
    std::vector<engine::Deployment> ds;
    game.legalDeployments(ds);
    std::vector<int> idx;
    for (const engine::Deployment &d : ds)
        idx.push_back(d.feature);
    std::sort(idx.begin(), idx.end());
    QStringList out;
    for (const int i : idx)
        out << QString::number(i);
    return out.join(QLatin1Char(','));
}

inline QString featureList(std::initializer_list<int> idx)
{
    std::vector<int> v(idx);
    std::sort(v.begin(), v.end());
    QStringList out;
    for (const int i : v)
        out << QString::number(i);
    return out.join(QLatin1Char(','));
}

inline QString errName(engine::MoveError e)
{
    using engine::MoveError;
    switch (e) {
    case MoveError::None:
        return QStringLiteral("None");
    case MoveError::WrongPhase:
        return QStringLiteral("WrongPhase");
    case MoveError::TileNotAvailable:
        return QStringLiteral("TileNotAvailable");
    case MoveError::PositionTaken:
        return QStringLiteral("PositionTaken");
    case MoveError::NotAdjacent:
        return QStringLiteral("NotAdjacent");
    case MoveError::EdgeMismatch:
        return QStringLiteral("EdgeMismatch");
    case MoveError::BadRotation:
        return QStringLiteral("BadRotation");
    case MoveError::NoSuchFeature:
        return QStringLiteral("NoSuchFeature");
    case MoveError::FeatureNotAllowed:
        return QStringLiteral("FeatureNotAllowed");
    case MoveError::FeatureOccupied:
        return QStringLiteral("FeatureOccupied");
    case MoveError::NoFigureLeft:
        return QStringLiteral("NoFigureLeft");
    case MoveError::PlacementForbidden:
        return QStringLiteral("PlacementForbidden");
    case MoveError::UnknownFigure:
        return QStringLiteral("UnknownFigure");
    case MoveError::NoOwnFollower:
        return QStringLiteral("NoOwnFollower");
    case MoveError::DragonThere:
        return QStringLiteral("DragonThere");
    case MoveError::NoTileThere:
        return QStringLiteral("NoTileThere");
    case MoveError::FeatureCompleted:
        return QStringLiteral("FeatureCompleted");
    case MoveError::NoSuchFollower:
        return QStringLiteral("NoSuchFollower");
    case MoveError::DragonBlocked:
        return QStringLiteral("DragonBlocked");
    case MoveError::NotOffered:
        return QStringLiteral("NotOffered");
    }
    return QStringLiteral("?");
}

inline QString drawName(engine::DrawResult r)
{
    using engine::DrawResult;
    switch (r) {
    case DrawResult::Drawn:
        return QStringLiteral("Drawn");
    case DrawResult::Discarded:
        return QStringLiteral("Discarded");
    case DrawResult::NotInPile:
        return QStringLiteral("NotInPile");
    case DrawResult::WrongPhase:
        return QStringLiteral("WrongPhase");
    case DrawResult::NotYet:
        return QStringLiteral("NotYet");
    }
    return QStringLiteral("?");
}

inline QString phaseName(engine::Phase p)
{
    using engine::Phase;
    switch (p) {
    case Phase::Draw:
        return QStringLiteral("Draw");
    case Phase::Place:
        return QStringLiteral("Place");
    case Phase::Deploy:
        return QStringLiteral("Deploy");
    case Phase::GameOver:
        return QStringLiteral("GameOver");
    case Phase::Module:
        return QStringLiteral("Dragon");
    }
    return QStringLiteral("?");
}

// The tile ids of a player's hand, in hand order.
inline QStringList handIds(const engine::Game &game, int player)
{
    QStringList out;
    for (const engine::TileIndex t : game.hand(player))
        out << QString::fromStdString(game.catalog().tile(t).type.id);
    return out;
}

// The kind of feature each deployed figure stands on, in deployment order.
inline std::vector<engine::FeatureKind> figureKinds(const engine::Game &game)
{
    std::vector<engine::FeatureKind> out;
    for (const engine::DeployedFigure &f : game.figures())
        out.push_back(game.features().node(f.node).kind);
    return out;
}

} // namespace tessera::test::rules
