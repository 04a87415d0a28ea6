// Properties of the rules engine at random positions of every tile set and rule option
// combination: every legal decision, applied to a copy, keeps the invariants of
// gameinvariants.h; every illegal decision is refused with its own code and leaves everything
// the game shows unchanged; the check functions agree with the moves, and the lists of legal
// placements and deployments agree with the rules worked out here from the tiles alone.

#include "gameinvariants.h"
#include "scenario.h"
#include "ui/customtiles.h"

#include "document/tilesetlibrary.h"
#include "engine/geometry.h"
#include "engine/randomplayer.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <optional>
#include <tuple>

using namespace tessera;
using namespace tessera::engine;
using namespace Qt::StringLiterals;

namespace {

constexpr int kMoveErrors = int(MoveError::NotOffered) + 1;
constexpr int kPhases = int(Phase::Module) + 1;
// Edge mismatches are most of the illegal placements: each position refuses this many of
// them per tile (checkPlacement is compared with the rules on all of them).
constexpr int kRefusalsPerKind = 6;

QString errorName(MoveError e)
{
    static const char16_t *const names[kMoveErrors] = {
        u"None",          u"WrongPhase",       u"TileNotAvailable",   u"PositionTaken",     u"NotAdjacent",
        u"EdgeMismatch",  u"BadRotation",      u"NoSuchFeature",      u"FeatureNotAllowed", u"FeatureOccupied",
        u"NoOwnFollower", u"NoFigureLeft",     u"PlacementForbidden", u"UnknownFigure",     u"DragonThere",
        u"NoTileThere",   u"FeatureCompleted", u"NoSuchFollower",     u"DragonBlocked",     u"NotOffered"};
    return int(e) < kMoveErrors ? QString::fromUtf16(names[int(e)]) : u"MoveError(%1)"_s.arg(int(e));
}

struct TileSetCombo {
    QString name;
    std::vector<TileSet> sets;
    QString problem;         // why the sets did not load
    bool everyOption = true; // with every rule option combination, or with each option value once
};

// Every built-in set alone (new sets are picked up as they are added), and the custom tiles
// of the art tests (several cities on one tile, rivers, inner fields) alone and mixed into
// the base game.
const std::vector<TileSetCombo> &tileSetCombos()
{
    static const std::vector<TileSetCombo> combos = [] {
        std::vector<TileSetCombo> out;
        for (const QString &name : document::builtinTileSetNames()) {
            const auto loaded = document::loadNamedTileSet(name);
            out.push_back({name, {}, loaded.ok() ? QString() : u"built-in tile set %1 does not load"_s.arg(name)});
            if (loaded.ok())
                out.back().sets.push_back(*loaded.set);
        }
        const auto custom = test::customTiles();
        const QString problem = custom.ok() ? QString() : u"the custom tiles do not load"_s;
        // They test unusual tiles rather than the options, so each option value appears once.
        out.push_back({u"custom tiles"_s, {}, problem, false});
        out.push_back({u"base and custom tiles"_s, {}, problem, false});
        if (custom.ok()) {
            out[out.size() - 2].sets = {*custom.set};
            out.back().sets = {test::baseTileSet(), *custom.set};
        }
        return out;
    }();
    return combos;
}

struct Tally {
    std::array<int, kPhases> positions{}; // checked positions by phase
    int legal = 0;                        // legal decisions applied to a copy
    std::array<int, kMoveErrors> refused{};
    Tally &operator+=(const Tally &o)
    {
        for (int i = 0; i < kPhases; ++i)
            positions[i] += o.positions[i];
        legal += o.legal;
        for (int i = 0; i < kMoveErrors; ++i)
            refused[i] += o.refused[i];
        return *this;
    }
};

bool holds(std::span<const TileIndex> hand, TileIndex tile)
{
    return std::find(hand.begin(), hand.end(), tile) != hand.end();
}

// The board sides on which a tile's river runs.
std::uint8_t riverSidesOnBoard(const TileType &type, int rotation)
{
    std::uint8_t sides = 0;
    for (int side = 0; side < kSides; ++side)
        if (test::edgeOnBoard(type, rotation, side) == EdgeType::River)
            sides = std::uint8_t(sides | (1u << side));
    return sides;
}

// The River's course, worked out from the order in which tiles were placed rather than from
// what the engine remembers: a river tile joins the river by exactly one of its river sides,
// and it may not bend the same way as the last bend before it. -1 left, +1 right, 0 straight.
int riverBend(std::uint8_t sides, int entry)
{
    const int heading = opposite(entry);
    const int out = sides & ~(1 << entry);
    if (out == 0 || out == (1 << heading))
        return 0;
    return out == (1 << ((heading + 1) % 4)) ? 1 : -1;
}

bool riverAllows(const Game &game, const test::PlacedCells &cells, TileIndex tile, Placement p)
{
    const auto &placed = game.board().placed();
    const auto isRiverGame = std::any_of(placed.begin(), placed.end(),
                                         [&](const PlacedTile &t) {
                                             return riverSidesOnBoard(game.catalog().tile(t.tile).type, 0) != 0;
                                         })
        || std::any_of(game.pile().begin(), game.pile().end(),
                       [&](TileIndex t) { return riverSidesOnBoard(game.catalog().tile(t).type, 0) != 0; });
    const std::uint8_t sides = riverSidesOnBoard(game.catalog().tile(tile).type, p.rotation);
    if (!isRiverGame || sides == 0)
        return true;
    // The side by which a river tile at `pos` joins tiles placed before index `before`.
    const auto entryOf = [&](std::uint8_t s, Position pos, std::size_t before) {
        int entry = -1, joins = 0;
        for (int side = 0; side < kSides; ++side) {
            const PlacedIndex n = cells.at(neighbour(pos, side));
            if ((s & (1u << side)) && n != kNoTile && n < before) {
                entry = side;
                ++joins;
            }
        }
        return joins == 1 ? entry : -1;
    };
    int lastBend = 0;
    for (std::size_t i = 1; i < placed.size(); ++i) {
        const std::uint8_t s = riverSidesOnBoard(game.catalog().tile(placed[i].tile).type, placed[i].rotation);
        if (const int entry = s ? entryOf(s, placed[i].pos, i) : -1; entry >= 0 && riverBend(s, entry) != 0)
            lastBend = riverBend(s, entry);
    }
    const int entry = entryOf(sides, p.pos, placed.size());
    return entry >= 0 && (riverBend(sides, entry) == 0 || riverBend(sides, entry) != lastBend);
}

// What place() must answer, worked out from the tile types and the list of placed tiles rather
// than from the board's open positions and packed edges. The engine checks in this order.
MoveError expectedPlacement(const Game &game, const test::PlacedCells &cells, TileIndex tile, Placement p)
{
    if (game.phase() != Phase::Place)
        return MoveError::WrongPhase;
    if (!holds(game.hand(game.currentPlayer()), tile))
        return MoveError::TileNotAvailable;
    if (p.rotation < 0 || p.rotation > 3)
        return MoveError::BadRotation;
    if (cells.at(p.pos) != kNoTile)
        return MoveError::PositionTaken;
    bool touching = false, mismatch = false;
    const TileType &type = game.catalog().tile(tile).type;
    for (int side = 0; side < kSides; ++side) {
        const PlacedIndex n = cells.at(neighbour(p.pos, side));
        if (n == kNoTile)
            continue;
        touching = true;
        const PlacedTile &other = game.board().placed()[n];
        mismatch = mismatch
            || test::edgeOnBoard(type, p.rotation, side)
                != test::edgeOnBoard(game.catalog().tile(other.tile).type, other.rotation, opposite(side));
    }
    if (!touching)
        return MoveError::NotAdjacent;
    if (mismatch)
        return MoveError::EdgeMismatch;
    return riverAllows(game, cells, tile, p) ? MoveError::None : MoveError::PlacementForbidden;
}

// What deploy() must answer; occupation is worked out from the figures, not from the feature
// aggregates.
MoveError expectedDeployment(const Game &game, Deployment d)
{
    if (game.phase() != Phase::Deploy)
        return MoveError::WrongPhase;
    const PlacedTile &t = game.board().placed()[game.lastPlaced()];
    const auto &defs = game.catalog().tile(t.tile).type.features;
    if (d.feature >= defs.size())
        return MoveError::NoSuchFeature;
    if (defs[d.feature].kind == FeatureKind::River || (!game.rules().farmers && defs[d.feature].kind == FeatureKind::Field))
        return MoveError::FeatureNotAllowed;
    if (game.lastPlaced() == game.moduleState().princessDragon.dragon) // the volcano: the dragon stands there
        return MoveError::DragonThere;
    if (game.supply(game.currentPlayer(), d.figure) == 0)
        return MoveError::NoFigureLeft;
    const NodeId root = game.features().find(t.firstNode + d.feature);
    for (const DeployedFigure &f : game.figures())
        if (game.features().find(f.node) == root)
            return MoveError::FeatureOccupied;
    return MoveError::None;
}

bool byPosition(Placement a, Placement b)
{
    return std::tie(a.pos.x, a.pos.y, a.rotation) < std::tie(b.pos.x, b.pos.y, b.rotation);
}

// Checks one position thoroughly; the first problem found is kept.
class PositionChecker {
public:
    explicit PositionChecker(std::uint64_t seed) : m_random(seed, 0x9e3779b97f4a7c15ULL) {}

    Tally tally;

    // Empty, or the first problem found at this position. Illegal decisions are tried on
    // `game` itself (they must leave it as it was), legal ones on copies.
    QString check(Game &game)
    {
        ++tally.positions[int(game.phase())];
        test::takeSnapshot(game, m_before);
        if (const QString broken = test::brokenInvariantThorough(game); !broken.isEmpty())
            return u"the position itself: "_s + broken;
        switch (game.phase()) {
        case Phase::Draw:
            return checkDraw(game);
        case Phase::Place:
            return checkPlace(game);
        case Phase::Deploy:
            return checkDeploy(game);
        case Phase::GameOver:
            return checkWrongPhase(game, u"game over"_s);
        case Phase::Module:
            return checkDragon(game);
        }
        return QString();
    }

private:
    // What went wrong with a legal decision made on `copy` (empty when nothing did).
    QString applied(const Game &copy, MoveError got)
    {
        if (got != MoveError::None)
            return u": refused with "_s + errorName(got);
        if (const QString broken = test::brokenInvariantThorough(copy); !broken.isEmpty())
            return u": "_s + broken;
        ++tally.legal;
        return QString();
    }

    // What went wrong with an illegal decision tried on `game` (empty when nothing did).
    QString refused(const Game &game, MoveError expected, MoveError got)
    {
        if (got != expected)
            return u": answered "_s + errorName(got) + u", expected "_s + errorName(expected);
        test::takeSnapshot(game, m_after);
        if (m_after != m_before)
            return u": refused, but changed the "_s + test::snapshotDifference(m_before, m_after);
        ++tally.refused[int(expected)];
        return QString();
    }

    QString tryPlacement(Game &game, const test::PlacedCells &cells, TileIndex tile, Placement p)
    {
        const auto what = [&] {
            return u"turn %1, %2: place tile %3 at (%4, %5) turned %6"_s.arg(game.turn())
                .arg(phaseName(game))
                .arg(tile)
                .arg(p.pos.x)
                .arg(p.pos.y)
                .arg(p.rotation);
        };
        const MoveError expected = expectedPlacement(game, cells, tile, p);
        if (const MoveError checked = game.checkPlacement(tile, p); checked != expected)
            return what() + u": checkPlacement says "_s + errorName(checked) + u", expected "_s + errorName(expected);
        QString problem;
        if (expected != MoveError::None) {
            problem = refused(game, expected, game.place(tile, p));
        } else {
            Game copy = game;
            problem = applied(copy, copy.place(tile, p));
            if (problem.isEmpty() && (copy.phase() != Phase::Deploy || copy.board().at(p.pos) != copy.lastPlaced()))
                problem = u": placed, but not deploying on it"_s;
        }
        return problem.isEmpty() ? problem : what() + problem;
    }

    QString tryDeployment(Game &game, Deployment d)
    {
        const auto what = [&] {
            return u"turn %1, %2: deploy on feature %3"_s.arg(game.turn()).arg(phaseName(game)).arg(d.feature);
        };
        const MoveError expected = expectedDeployment(game, d);
        if (const MoveError checked = game.checkDeployment(d); checked != expected)
            return what() + u": checkDeployment says "_s + errorName(checked) + u", expected "_s + errorName(expected);
        QString problem;
        if (expected != MoveError::None) {
            problem = refused(game, expected, game.deploy(d));
        } else {
            Game copy = game;
            problem = applied(copy, copy.deploy(d));
            if (problem.isEmpty() && copy.phase() == Phase::Deploy)
                problem = u": deployed, but the turn did not end"_s;
        }
        return problem.isEmpty() ? problem : what() + problem;
    }

    static QString phaseName(const Game &game)
    {
        static const char16_t *const names[kPhases] = {u"drawing", u"placing", u"deploying", u"game over", u"dragon flying"};
        return QString::fromUtf16(names[int(game.phase())]);
    }

    QString checkPlace(Game &game)
    {
        const test::PlacedCells cells(game);
        const std::vector<Position> &open = cells.openCells();
        const auto handSpan = game.hand(game.currentPlayer());
        const std::vector<TileIndex> hand(handSpan.begin(), handSpan.end());
        std::optional<Placement> someLegal;
        for (const TileIndex tile : hand) {
            // Every rotation on every open cell: checkPlacement gives the rules' answer, every
            // legal placement is made on a copy, a sample of the others is refused.
            std::vector<Placement> allowed, mismatched;
            for (const Position p : open)
                for (int r = 0; r < 4; ++r) {
                    const MoveError expected = expectedPlacement(game, cells, tile, {p, r});
                    if (const MoveError checked = game.checkPlacement(tile, {p, r}); checked != expected)
                        return u"turn %1: checkPlacement of tile %2 at (%3, %4) turned %5 says %6, expected %7"_s
                            .arg(game.turn())
                            .arg(tile)
                            .arg(p.x)
                            .arg(p.y)
                            .arg(r)
                            .arg(errorName(checked), errorName(expected));
                    (expected == MoveError::None ? allowed : mismatched).push_back({p, r});
                }
            if (allowed.empty())
                return u"turn %1: tile %2 is held but fits nowhere"_s.arg(game.turn()).arg(tile);
            for (const Placement p : allowed)
                if (const QString problem = tryPlacement(game, cells, tile, p); !problem.isEmpty())
                    return problem;
            for (int i = 0; i < kRefusalsPerKind && !mismatched.empty(); ++i)
                if (const QString problem = tryPlacement(game, cells, tile,
                                                         mismatched[m_random.below(std::uint32_t(mismatched.size()))]);
                    !problem.isEmpty())
                    return problem;
            someLegal = allowed[m_random.below(std::uint32_t(allowed.size()))];
            game.legalPlacements(tile, m_listed);
            if (int(m_listed.size()) != game.legalPlacementCount(tile) || !game.hasLegalPlacement(tile))
                return u"turn %1: legalPlacementCount or hasLegalPlacement disagrees with the list"_s.arg(game.turn());
            for (std::size_t i = 0; i < m_listed.size(); ++i)
                if (!(game.legalPlacement(tile, int(i)) == m_listed[i]))
                    return u"turn %1: legalPlacement(%2) is not the list's"_s.arg(game.turn()).arg(i);
            std::sort(m_listed.begin(), m_listed.end(), byPosition);
            std::sort(allowed.begin(), allowed.end(), byPosition);
            if (m_listed != allowed)
                return u"turn %1: legalPlacements lists %2 placements of tile %3, the rules allow %4"_s.arg(game.turn())
                    .arg(m_listed.size())
                    .arg(tile)
                    .arg(allowed.size());

            // Taken cells: the start tile and a few others, in any rotation.
            const auto &placed = game.board().placed();
            for (int i = 0; i < 3; ++i) {
                const Position taken = placed[i == 0 ? 0 : m_random.below(std::uint32_t(placed.size()))].pos;
                if (const QString problem = tryPlacement(game, cells, tile, {taken, int(m_random.below(4))});
                    !problem.isEmpty())
                    return problem;
            }
            // Cells that touch no tile: diagonal to the corners of the board, beyond it, far away.
            const Position lonely[] = {{cells.minX() - 1, cells.minY() - 1},
                                       {cells.maxX() + 1, cells.maxY() + 1},
                                       {cells.maxX() + 2, cells.minY()},
                                       {1000, -1000}};
            for (const Position p : lonely)
                if (const QString problem = tryPlacement(game, cells, tile, {p, 0}); !problem.isEmpty())
                    return problem;
            // Rotations outside 0..3 where the tile would fit.
            for (const int r : {-1, 4, 100})
                if (const QString problem = tryPlacement(game, cells, tile, {someLegal->pos, r}); !problem.isEmpty())
                    return problem;
        }
        // Tiles not in the hand: one still in the pile, one beyond the catalog.
        std::vector<TileIndex> notHeld = {TileIndex(game.catalog().tiles().size()), TileIndex(0xFFFE)};
        for (const TileIndex t : game.pile())
            if (!holds(hand, t)) {
                notHeld.push_back(t);
                break;
            }
        for (const TileIndex t : notHeld)
            if (const QString problem = tryPlacement(game, cells, t, *someLegal); !problem.isEmpty())
                return problem;
        return checkWrongPhase(game, u"placing"_s);
    }

    QString checkDeploy(Game &game)
    {
        const PlacedTile &t = game.board().placed()[game.lastPlaced()];
        const std::size_t features = game.catalog().tile(t.tile).type.features.size();
        std::vector<Deployment> allowed;
        for (std::size_t f = 0; f < features; ++f)
            if (expectedDeployment(game, {std::uint8_t(f)}) == MoveError::None)
                allowed.push_back({std::uint8_t(f)});
        game.legalDeployments(m_deployments);
        if (m_deployments != allowed)
            return u"turn %1: legalDeployments lists %2 deployments, the rules allow %3"_s.arg(game.turn())
                .arg(m_deployments.size())
                .arg(allowed.size());
        // Every feature of the tile, the first index beyond its features and the largest index.
        for (std::size_t f = 0; f <= features; ++f)
            if (const QString problem = tryDeployment(game, {std::uint8_t(f)}); !problem.isEmpty())
                return problem;
        if (const QString problem = tryDeployment(game, {std::uint8_t(0xFF)}); !problem.isEmpty())
            return problem;
        Game copy = game;
        if (const QString problem = applied(copy, copy.pass()); !problem.isEmpty())
            return u"turn %1: pass"_s.arg(game.turn()) + problem;
        return checkWrongPhase(game, u"deploying"_s);
    }

    // The dragon's flight: the steps listed are the placed neighbours of its tile that this
    // flight has not visited and that are not the fairy's; each is made on a copy, which
    // leaves no figure on the tile entered; its own tile and an empty cell are refused.
    QString checkDragon(Game &game)
    {
        const PrincessDragonState &s = princessDragonState(game);
        const Position at = game.board().placed()[s.dragon].pos;
        const auto visited = [&](PlacedIndex i) {
            return std::find(s.flight.begin(), s.flight.begin() + s.flightSteps + 1, i)
                != s.flight.begin() + s.flightSteps + 1;
        };
        std::vector<Position> expected, listed;
        for (int side = 0; side < kSides; ++side) {
            const Position q = neighbour(at, side);
            const PlacedIndex i = game.board().at(q);
            if (i != kNoTile && i != s.fairy && !visited(i))
                expected.push_back(q);
        }
        std::vector<Decision> decisions;
        game.legalDecisions(decisions);
        for (const Decision &d : decisions) {
            if (d.kind != DecisionKind::DragonStep)
                return u"turn %1: the flight lists a decision of kind %2"_s.arg(game.turn()).arg(int(d.kind));
            listed.push_back(d.at);
        }
        if (listed != expected || expected.empty())
            return u"turn %1: the flight lists %2 steps, the rules allow %3"_s.arg(game.turn())
                .arg(listed.size())
                .arg(expected.size());
        for (const Position q : expected) {
            Game copy = game;
            if (const QString problem = applied(copy, copy.apply(Decision::dragonStep(q))); !problem.isEmpty())
                return u"turn %1: dragon to (%2, %3)"_s.arg(game.turn()).arg(q.x).arg(q.y) + problem;
        }
        if (const QString problem = refused(game, MoveError::DragonBlocked, game.apply(Decision::dragonStep(at)));
            !problem.isEmpty())
            return u"turn %1: dragon on its own tile"_s.arg(game.turn()) + problem;
        if (const QString problem = refused(game, MoveError::NoTileThere, game.apply(Decision::dragonStep({1000, -1000})));
            !problem.isEmpty())
            return u"turn %1: dragon to an empty cell"_s.arg(game.turn()) + problem;
        return checkWrongPhase(game, u"dragon flying"_s);
    }

    QString checkDraw(Game &game)
    {
        Game copy = game;
        copy.drawRandom();
        if (const QString problem = applied(copy, MoveError::None); !problem.isEmpty())
            return u"turn %1: draw"_s.arg(game.turn()) + problem;
        if (copy.phase() == Phase::Draw)
            return u"turn %1: still drawing after drawRandom()"_s.arg(game.turn());
        return checkWrongPhase(game, u"drawing"_s);
    }

    // The moves of the other phases are refused with WrongPhase.
    QString checkWrongPhase(Game &game, const QString &phase)
    {
        const QString at = u"turn %1, %2: "_s.arg(game.turn()).arg(phase);
        if (game.phase() != Phase::Place) {
            // The tile just placed, on an open cell.
            const TileIndex tile = game.board().placed()[game.lastPlaced()].tile;
            const auto &open = game.board().openPositions();
            const Placement p{open.empty() ? Position{1, 0} : open.front().pos, 0};
            if (game.checkPlacement(tile, p) != MoveError::WrongPhase)
                return at + u"checkPlacement does not answer WrongPhase"_s;
            if (const QString problem = refused(game, MoveError::WrongPhase, game.place(tile, p)); !problem.isEmpty())
                return at + u"place"_s + problem;
        }
        if (game.phase() != Phase::Deploy) {
            if (game.checkDeployment({0}) != MoveError::WrongPhase)
                return at + u"checkDeployment does not answer WrongPhase"_s;
            if (const QString problem = refused(game, MoveError::WrongPhase, game.deploy({0})); !problem.isEmpty())
                return at + u"deploy"_s + problem;
            game.legalDeployments(m_deployments);
            if (!m_deployments.empty())
                return at + u"legalDeployments lists deployments"_s;
            if (const QString problem = refused(game, MoveError::WrongPhase, game.pass()); !problem.isEmpty())
                return at + u"pass"_s + problem;
        }
        if (game.phase() != Phase::Draw) {
            const TileIndex tile = game.pile().empty() ? TileIndex(0) : game.pile().back();
            if (game.drawTile(tile) != DrawResult::WrongPhase)
                return at + u"drawTile does not answer WrongPhase"_s;
            game.drawRandom();
            test::takeSnapshot(game, m_after);
            if (m_after != m_before)
                return at + u"drawing changed the "_s + test::snapshotDifference(m_before, m_after);
        }
        return QString();
    }

    Random m_random;
    test::GameSnapshot m_before, m_after;
    std::vector<Placement> m_listed;
    std::vector<Deployment> m_deployments;
};

TileCatalogPtr catalogOf(const std::vector<TileSet> &sets)
{
    return std::make_shared<const TileCatalog>(sets);
}

bool riverJustPlaced(const Game &game)
{
    const auto &defs = game.catalog().tile(game.board().placed()[game.lastPlaced()].tile).type.features;
    return std::any_of(defs.begin(), defs.end(), [](const FeatureDef &f) { return f.kind == FeatureKind::River; });
}

bool joinsOccupied(const Game &game)
{
    const PlacedTile &t = game.board().placed()[game.lastPlaced()];
    for (std::size_t f = 0; f < game.catalog().tile(t.tile).type.features.size(); ++f)
        if (game.features().node(game.features().find(t.firstNode + NodeId(f))).followers)
            return true;
    return false;
}

// Nothing left to draw and at most one tile held: the last turn, or the end of the game.
bool lastTurn(const Game &game)
{
    std::size_t held = 0;
    for (int p = 0; p < game.playerCount(); ++p)
        held += game.hand(p).size();
    return game.tilesLeft() == 0 && held <= 1;
}

// A river that flows: a set starts from a spring. River tiles without one (the custom tiles
// of the art tests) can never continue a river, so they are all discarded.
bool hasRiver(const TileCatalog &catalog)
{
    for (const TileIndex start : catalog.startTiles())
        for (const FeatureDef &f : catalog.tile(start).type.features)
            if (f.kind == FeatureKind::River)
                return true;
    return false;
}

enum class Strategy {
    Random, // RandomPlayer: a random placement, then no follower or a random deployment
    Farmer, // a random placement, then a farmer whenever possible: farmers never come back,
            // so supplies run out and "no figure left" gets its positions
};

// Plays one game, checking sampled positions: one in `sampleOneIn`, always the last turn
// (whose deployments and pass run the final scoring) and the end of the game, every river tile
// just placed and one in four tiles joining an occupied feature, every one in solo games (the
// only positions where FeatureNotAllowed and FeatureOccupied show). After the checks the game (on which the illegal
// moves were tried) and an untouched copy take the same next decision and must stay equal:
// this catches a refused move that changed state the interface does not show.
QString playChecked(const GameSetup &setup, Strategy strategy, int sampleOneIn, Tally &tally)
{
    Game game(setup);
    RandomPlayer player(setup.seed * 31 + 7);
    Random sampler(setup.seed, 0xda3e39cb94b95bdbULL);
    // A solo player leaves few followers about: every tile joining one of them is looked at.
    const std::uint32_t occupiedOneIn = setup.players == 1 ? 1 : 4;
    PositionChecker checker(setup.seed);
    std::vector<Deployment> deployments;
    QString problem;
    for (int step = 0;; ++step) {
        const bool sampled = int(sampler.below(std::uint32_t(sampleOneIn))) == 0 || lastTurn(game)
            || (game.phase() == Phase::Deploy
                && (riverJustPlaced(game) || (joinsOccupied(game) && sampler.below(occupiedOneIn) == 0)));
        std::optional<Game> untouched;
        if (sampled) {
            untouched = game;
            problem = checker.check(game);
            if (!problem.isEmpty())
                break;
        }
        if (game.isOver())
            break;
        if (step > 1000) {
            problem = u"the game does not end"_s;
            break;
        }
        // The next decision, taken on both games.
        auto advance = [&](auto &&move) {
            if (const MoveError e = move(game); e != MoveError::None) {
                problem = u"turn %1: the chosen legal decision was refused with "_s.arg(game.turn()) + errorName(e);
                return;
            }
            if (untouched) {
                move(*untouched);
                if (test::snapshot(game) != test::snapshot(*untouched))
                    problem = u"turn %1: after the checks the game plays on differently from an untouched copy: "_s.arg(
                                  game.turn())
                        + test::snapshotDifference(test::snapshot(*untouched), test::snapshot(game));
            }
        };
        if (game.phase() == Phase::Draw) {
            advance([](Game &g) {
                g.drawRandom();
                return MoveError::None;
            });
        } else if (game.phase() == Phase::Place) {
            const RandomPlayer::PlacementChoice c = player.choosePlacement(game);
            advance([&](Game &g) { return g.place(c.tile, c.placement); });
        } else if (game.phase() == Phase::Module) {
            const Decision flight = player.chooseDecision(game);
            advance([&](Game &g) { return g.apply(flight); });
        } else {
            std::optional<Deployment> d;
            if (strategy == Strategy::Random) {
                d = player.chooseDeployment(game);
            } else {
                game.legalDeployments(deployments);
                const PlacedTile &t = game.board().placed()[game.lastPlaced()];
                for (const Deployment &candidate : deployments)
                    if (game.catalog().tile(t.tile).type.features[candidate.feature].kind == FeatureKind::Field)
                        d = candidate;
            }
            advance([&](Game &g) { return d ? g.deploy(*d) : g.pass(); });
        }
        if (!problem.isEmpty())
            break;
    }
    tally += checker.tally;
    if (!problem.isEmpty())
        return u"seed %1: "_s.arg(setup.seed) + problem;
    return QString();
}

QString describe(const Tally &t)
{
    return u"%1 positions (%2 drawing, %3 placing, %4 deploying, %5 game over, %6 dragon flying), %7 legal decisions "
           "applied, %8 illegal refused"_s.arg(std::accumulate(t.positions.begin(), t.positions.end(), 0))
               .arg(t.positions[0])
               .arg(t.positions[1])
               .arg(t.positions[2])
               .arg(t.positions[3])
               .arg(t.positions[4])
               .arg(t.legal)
               .arg(std::accumulate(t.refused.begin(), t.refused.end(), 0));
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    void randomPositions_data();
    void randomPositions();
    void figuresRunOut();
    void cleanupTestCase();

private:
    Tally m_total;
};

void TestProperties::randomPositions_data()
{
    QTest::addColumn<int>("combo");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("handSize");
    QTest::addColumn<bool>("firstEditionFarms");
    QTest::addColumn<bool>("tinyCity");
    struct Options {
        int players, hand;
        bool firstEdition, tiny;
    };
    std::vector<Options> every;
    for (int players = kMinPlayers; players <= kMaxPlayersBase; ++players)
        for (const int hand : {1, 3})
            for (const bool firstEdition : {false, true})
                for (const bool tiny : {false, true})
                    every.push_back({players, hand, firstEdition, tiny});
    const std::vector<Options> eachValueOnce = {
        {2, 1, false, false}, {3, 3, true, true}, {4, 1, true, false}, {5, 3, false, true}};
    const auto &combos = tileSetCombos();
    for (std::size_t c = 0; c < combos.size(); ++c)
        for (const Options &o : combos[c].everyOption ? every : eachValueOnce)
            QTest::addRow("%s, %d players, hand %d, %s farms%s", qPrintable(combos[c].name), o.players, o.hand,
                          o.firstEdition ? "first edition" : "third edition", o.tiny ? ", tiny city" : "")
                << int(c) << o.players << o.hand << o.firstEdition << o.tiny;
}

void TestProperties::randomPositions()
{
    QFETCH(int, combo);
    QFETCH(int, players);
    QFETCH(int, handSize);
    QFETCH(bool, firstEditionFarms);
    QFETCH(bool, tinyCity);
    const TileSetCombo &sets = tileSetCombos()[std::size_t(combo)];
    QVERIFY2(sets.problem.isEmpty(), qPrintable(sets.problem));

    GameSetup setup;
    setup.catalog = catalogOf(sets.sets);
    setup.players = players;
    setup.rules.handSize = handSize;
    setup.rules.farmScoring = firstEditionFarms ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
    setup.rules.tinyCity = tinyCity;
    // About eight random positions per game (a turn takes three steps), whatever the size
    // of the set.
    int tiles = 0;
    for (const TileSet &set : sets.sets)
        tiles += set.totalCount();
    const int sampleOneIn = std::max(1, tiles / 3);
    Tally tally;
    int games = 0;
    // A fixed seed per row and strategy. A small set may give no occupied feature to join in
    // a game: further games then follow until one did (at most 20 rounds).
    for (int round = 0; round < 20 && (round == 0 || tally.refused[int(MoveError::FeatureOccupied)] == 0); ++round)
        for (const Strategy strategy : {Strategy::Random, Strategy::Farmer}) {
            setup.seed = std::uint64_t(((((combo * 10 + players) * 10 + handSize) * 2 + firstEditionFarms) * 2 + tinyCity)
                                       * 2)
                + int(strategy) + std::uint64_t(round) * 100'000;
            const QString problem = playChecked(setup, strategy, sampleOneIn, tally);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            ++games;
        }
    // Every kind of refusal the position allows must have been tried, so that none of the
    // checks above is empty.
    for (const MoveError e :
         {MoveError::WrongPhase, MoveError::TileNotAvailable, MoveError::PositionTaken, MoveError::NotAdjacent,
          MoveError::EdgeMismatch, MoveError::BadRotation, MoveError::NoSuchFeature, MoveError::FeatureOccupied})
        QVERIFY2(tally.refused[int(e)] > 0, qPrintable(u"no "_s + errorName(e) + u" was tried"_s));
    if (hasRiver(*setup.catalog)) {
        QVERIFY2(tally.refused[int(MoveError::FeatureNotAllowed)] > 0, "no follower was refused on a river");
        QVERIFY2(tally.refused[int(MoveError::PlacementForbidden)] > 0, "no placement broke the river's course");
    }
    QCOMPARE(tally.positions[int(Phase::GameOver)], games);
    QVERIFY(tally.legal > 0);
    m_total += tally;
}

// A player whose seven followers all stand in fields has none left: every deployment is
// refused with NoFigureLeft, whatever the feature.
void TestProperties::figuresRunOut()
{
    GameSetup setup;
    setup.catalog = catalogOf({test::baseTileSet()});
    setup.seed = 4242;
    Tally tally;
    const QString problem = playChecked(setup, Strategy::Farmer, 1, tally);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(tally.refused[int(MoveError::NoFigureLeft)] > 0);
    m_total += tally;
}

void TestProperties::cleanupTestCase()
{
    qInfo("%s", qPrintable(describe(m_total)));
    for (int e = 1; e < kMoveErrors; ++e)
        qInfo("  %s refused %d times", qPrintable(errorName(MoveError(e))), m_total.refused[e]);
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
