// The Princess & the Dragon (RULES.md). The volcano brings the dragon onto its tile, where no
// figure may be deployed; dragon tiles drawn before that wait in the pile, which is shuffled
// again once the volcano is out. A dragon tile makes the dragon fly up to 6 steps after the
// deployment (after or before the scoring, a rule option), each step decided by the next
// player from the current one, never onto a tile of the same flight or the fairy's, and every
// figure on a tile it enters goes home unscored. Instead of deploying, a player may move the
// fairy beside one of their followers (1 point at the start of their turns while she stays
// there, 3 when that follower's feature is scored), remove a knight from the city the
// princess's tile joined, or deploy through the magic portal on any placed tile.

#include "engine/rules/princessdragon.h"
#include "engine/rules/magicportal.h"

#include "engine/game.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <optional>

namespace tessera::engine {

namespace {

constexpr int kFlightLength = 6;

// Dragon tiles wait while no volcano is out, unless nothing else is left to draw.
bool dragonTilesWait(const Game &game, TileIndex tile)
{
    if (!game.catalog().tile(tile).type.dragon || game.moduleState().princessDragon.dragon != kNoTile
        || !game.rules().dragon)
        return true;
    return std::all_of(game.pile().begin(), game.pile().end(),
                       [&](TileIndex t) { return game.catalog().tile(t).type.dragon; });
}

// True when the volcano lets the dragon tiles held back go back into the pile.
bool volcanoAndDragonTiles(const Game &game, PrincessDragonState &s, TileIndex tile, Placement)
{
    const TileType &t = game.catalog().tile(tile).type;
    s.flightDue = false;
    if (!game.rules().dragon) // without the dragon, volcanoes and dragon tiles are plain tiles
        return false;
    if (t.volcano) {
        s.dragon = PlacedIndex(game.board().placed().size()); // the index this tile takes
        return game.tilesHeldBack();
    }
    if (t.dragon && s.dragon != kNoTile)
        s.flightDue = true;
    return false;
}

// Whether the flight under way has entered `tile` (not kNoTile): its eight 16-bit entries
// (kNoTile after the last step) compared at once in two words, where a loop over the steps
// taken would end at an unpredictable step, a mispredicted branch for most calls.
bool visited(const PrincessDragonState &s, PlacedIndex tile)
{
    static_assert(sizeof(s.flight) == 2 * sizeof(std::uint64_t));
    std::uint64_t words[2];
    std::memcpy(words, s.flight.data(), sizeof words);
    constexpr std::uint64_t lanes = 0x0001000100010001ULL, highBits = 0x8000800080008000ULL;
    const std::uint64_t a = words[0] ^ (tile * lanes), b = words[1] ^ (tile * lanes);
    // A lane of a or b is zero where an entry equals `tile`: the classic zero-lane test.
    return (((a - lanes) & ~a) | ((b - lanes) & ~b)) & highBits;
}

// The sides (bit i = side i) on which the dragon may enter the next tile, found without a
// branch per side.
unsigned openSteps(const Game &game, const PrincessDragonState &s)
{
    const std::array<PlacedIndex, kSides> neighbours = game.board().sideNeighbours(game.board().placed()[s.dragon].pos);
    unsigned open = 0;
    for (int side = 0; side < kSides; ++side) {
        const PlacedIndex i = neighbours[std::size_t(side)];
        open |= unsigned((i != kNoTile) & (i != s.fairy) & !visited(s, i)) << side;
    }
    return open;
}

// The steps open in the flight under way, as found after its last step.
unsigned stepsNow([[maybe_unused]] const Game &game, const PrincessDragonState &s)
{
    assert(s.openSteps == openSteps(game, s));
    return s.openSteps;
}

// Calls f(position) for each tile the dragon may enter next.
template<typename F>
void forEachStep(const Game &game, const PrincessDragonState &s, F &&f)
{
    const Position at = game.board().placed()[s.dragon].pos;
    for (unsigned open = stepsNow(game, s); open; open &= open - 1)
        f(neighbour(at, std::countr_zero(open)));
}

// The n-th side (counted from 0) of a set of sides, by table: a loop that passed n sides ended
// at a count drawn at random, a mispredicted branch for most steps.
int nthSide(unsigned sides, int n)
{
    static constexpr auto table = [] {
        std::array<std::array<std::int8_t, kSides>, 1u << kSides> t{};
        for (unsigned set = 0; set < t.size(); ++set)
            for (int side = 0, found = 0; side < kSides; ++side)
                if (set & (1u << side))
                    t[set][std::size_t(found++)] = std::int8_t(side);
        return t;
    }();
    assert(n >= 0 && n < sideCount(sides));
    return table[sides][std::size_t(n)];
}

// Finds the open steps once the dragon has moved (or stands at the start of a flight).
bool canStep(const Game &game, PrincessDragonState &s)
{
    s.openSteps = std::uint8_t(openSteps(game, s));
    return s.openSteps != 0;
}

// The flight holds the turn after the deployment decision, at the stage the rules choose.
TurnHold startFlight(const Game &game, PrincessDragonState &s, TurnStage stage)
{
    const TurnStage flies = game.rules().dragonTiming == DragonTiming::AfterScoring ? TurnStage::AfterScoring
                                                                                    : TurnStage::BeforeScoring;
    if (!s.flightDue || stage != flies)
        return TurnHold::None;
    s.flightDue = false;
    s.flightSteps = 0;
    s.flight.fill(kNoTile);
    s.flight[0] = s.dragon;
    return canStep(game, s) ? TurnHold::Decisions : TurnHold::None;
}

// Each step of the flight is decided by the next player from the one whose turn it is.
int stepDecider(const Game &game, const PrincessDragonState &s)
{
    return (game.currentPlayer() + s.flightSteps) % game.playerCount();
}

// The root of the princess's city on the tile just placed, if it holds a knight.
std::optional<NodeId> princessCity(const Game &game)
{
    if (!game.rules().princess)
        return std::nullopt;
    const PlacedTile &placed = game.board().placed()[game.lastPlaced()];
    for (std::uint32_t p = game.catalog().tile(placed.tile).princesses, f = 0; p; p >>= 1, ++f)
        if (p & 1u) {
            const NodeId root = game.features().find(placed.firstNode + f);
            if (game.features().node(root).followers != 0)
                return root;
        }
    return std::nullopt;
}

Decision at(DecisionKind kind, Position pos, std::uint8_t feature, FigureKind figure = FigureKind::Follower)
{
    Decision d;
    d.kind = kind;
    d.at = pos;
    d.deployment = {feature, figure};
    return d;
}

// Where a figure stands: its tile's position and its feature on that tile, as a maker of the decision.
auto figureDecision(const Game &game, DecisionKind kind, const DeployedFigure &f)
{
    return [&game, kind, &f] {
        const FeatureNode &n = game.features().node(f.node);
        return at(kind, game.board().placed()[n.placed].pos, n.local);
    };
}

// Whether the fairy may move beside figure f of `player`: one of their followers, and not the
// one she stands beside. Bitwise, without branches: the players' figures lie mixed in the list,
// and a branch per figure would be mispredicted half the time.
bool fairyMayJoin(const PrincessDragonState &s, int player, const DeployedFigure &f)
{
    return (f.player == player) & isFollower(f.figure) & !((s.fairyOwner == player) & (s.fairyFollower == f.node));
}

bool fairyOffered(const Game &game)
{
    return game.phase() == Phase::Deploy && game.rules().fairy;
}

// Calls visit(make) for each decision of the module open now but the portal's deployments
// (which come first) and the fairy's moves (which come last), until it returns true; make()
// builds the decision, so that counting them builds none: the dragon's steps, or the knights
// the princess may remove.
template<typename Visit>
bool forEachDecision(const Game &game, const PrincessDragonState &s, Visit &&visit)
{
    if (game.phase() == Phase::Module) {
        bool stop = false;
        forEachStep(game, s, [&](Position q) { stop = stop || visit([q] { return Decision::dragonStep(q); }); });
        return stop;
    }
    if (const auto city = princessCity(game))
        for (const DeployedFigure &f : game.figures())
            if (isFollower(f.figure) && game.features().find(f.node) == *city
                && visit(figureDecision(game, DecisionKind::RemoveKnight, f)))
                return true;
    return false;
}

// The fairy's moves in the deploy step, in the order of the figures: calls visit(joins, make)
// for every figure on the board until it returns true, joins telling whether the fairy may move
// beside it. The list and the pick of the n-th share this walk; the flag is handed on rather
// than tested here, so that the pick counts the moves without a branch per figure.
template<typename Visit>
bool forEachFairyCandidate(const Game &game, const PrincessDragonState &s, Visit &&visit)
{
    if (!fairyOffered(game))
        return false;
    const int player = game.currentPlayer();
    for (const DeployedFigure &f : game.figures())
        if (visit(fairyMayJoin(s, player, f), figureDecision(game, DecisionKind::MoveFairy, f)))
            return true;
    return false;
}

void listDecisions(const Game &game, const PrincessDragonState &s, std::vector<Decision> &out)
{
    const auto add = [&](auto &&make) {
        out.push_back(make());
        return false;
    };
    portal::listDeployments(game, s, out);
    forEachDecision(game, s, add);
    forEachFairyCandidate(game, s, [&](bool joins, auto &&make) {
        if (joins)
            out.push_back(make());
        return false;
    });
}

// The fairy's moves in the deploy step, without a walk: one to each follower of the current
// player on the board but the one she stands beside (when a follower leaves the board, she
// leaves it: fairyOwner is then -1).
int fairyMoves(const Game &game, const PrincessDragonState &s)
{
    if (!fairyOffered(game))
        return 0;
    const int player = game.currentPlayer();
    return game.deployed(player, FigureKind::Follower) + game.deployed(player, FigureKind::LargeFollower)
        - (s.fairyOwner == player ? 1 : 0);
}

int decisionCount(const Game &game, const PrincessDragonState &s)
{
    if (game.phase() == Phase::Module)
        return sideCount(stepsNow(game, s));
    int count = portal::deploymentCount(game, s) + fairyMoves(game, s);
    forEachDecision(game, s, [&](auto &&) {
        ++count;
        return false;
    });
    return count;
}

bool decisionAt(const Game &game, const PrincessDragonState &s, int n, Decision &out)
{
    if (game.phase() == Phase::Module) { // the flight's steps
        const unsigned open = stepsNow(game, s);
        if (n >= sideCount(open))
            return false;
        out = Decision::dragonStep(neighbour(game.board().placed()[s.dragon].pos, nthSide(open, n)));
        return true;
    }
    const auto pick = [&](auto &&make) {
        if (n-- > 0)
            return false;
        out = make();
        return true;
    };
    if (const int throughPortal = portal::deploymentCount(game, s); n < throughPortal) {
        out = portal::deploymentAt(game, s, n);
        return true;
    } else {
        n -= throughPortal;
    }
    return forEachDecision(game, s, pick) || forEachFairyCandidate(game, s, [&](bool joins, auto &&make) {
               n -= int(joins);
               if (n >= 0)
                   return false;
               out = make();
               return true;
           });
}

// The decisions by slots, for a pick at random without counting them (RulesModule::
// decisionSlots): in the flight its steps by index; in the deploy step first a slot per figure
// on the board for the fairy's moves, then as many for the knights the princess may remove
// (when she is offered), then one per node of the feature graph and follower kind the player
// has left for the portal's deployments. Each decision lies in exactly one slot; most of the
// portal's slots hold none.
int fairySlots(const Game &game)
{
    return fairyOffered(game) ? int(game.figures().size()) : 0;
}

int princessSlots(const Game &game)
{
    return princessCity(game) ? int(game.figures().size()) : 0;
}

int decisionSlots(const Game &game, const PrincessDragonState &s)
{
    if (game.phase() != Phase::Deploy)
        return decisionCount(game, s); // the flight's steps: a slot each (a slot per side made more draws)
    return fairySlots(game) + princessSlots(game) + portal::slotCount(game);
}

bool decisionInSlot(const Game &game, const PrincessDragonState &s, int slot, Decision &out)
{
    if (game.phase() != Phase::Deploy)
        return decisionAt(game, s, slot, out);
    const auto &figures = game.figures();
    if (const int fairy = fairySlots(game); slot < fairy) {
        const DeployedFigure &f = figures[std::size_t(slot)];
        if (!fairyMayJoin(s, game.currentPlayer(), f))
            return false;
        out = figureDecision(game, DecisionKind::MoveFairy, f)();
        return true;
    } else {
        slot -= fairy;
    }
    if (const auto city = princessCity(game)) {
        if (slot < int(figures.size())) {
            const DeployedFigure &f = figures[std::size_t(slot)];
            if (!isFollower(f.figure) || game.features().find(f.node) != *city)
                return false;
            out = figureDecision(game, DecisionKind::RemoveKnight, f)();
            return true;
        }
        slot -= int(figures.size());
    }
    return portal::deploymentInSlot(game, s, slot, out);
}

MoveError check(const Game &game, const PrincessDragonState &s, const Decision &d)
{
    if (game.phase() != (d.kind == DecisionKind::DragonStep ? Phase::Module : Phase::Deploy))
        return MoveError::WrongPhase;
    const PlacedIndex tile = game.board().at(d.at);
    if (tile == kNoTile)
        return MoveError::NoTileThere;
    if (d.kind == DecisionKind::DragonStep) {
        bool open = false;
        forEachStep(game, s, [&](Position q) { open = open || q == d.at; });
        return open ? MoveError::None : MoveError::DragonBlocked;
    }
    const PlacedTile &placed = game.board().placed()[tile];
    const auto &defs = game.catalog().tile(placed.tile).type.features;
    if (d.deployment.feature >= defs.size())
        return MoveError::NoSuchFeature;
    const NodeId node = placed.firstNode + d.deployment.feature;
    const NodeId root = game.features().find(node);
    const int player = game.currentPlayer();
    switch (d.kind) {
    case DecisionKind::DeployAt:
        return portal::checkDeployment(game, s, d, tile, defs[d.deployment.feature].kind, root);
    case DecisionKind::MoveFairy: {
        if (!game.rules().fairy || (s.fairyOwner == player && s.fairyFollower == node))
            return MoveError::NotOffered;
        const int f = game.followerAt(node);
        return f >= 0 && game.figures()[std::size_t(f)].player == player ? MoveError::None : MoveError::NoSuchFollower;
    }
    case DecisionKind::RemoveKnight: {
        const auto city = princessCity(game);
        if (!city)
            return MoveError::NotOffered;
        return root == *city && game.followerAt(node) >= 0 ? MoveError::None : MoveError::NoSuchFollower;
    }
    case DecisionKind::Place:
    case DecisionKind::Deploy:
    case DecisionKind::Pass:
    case DecisionKind::DragonStep:
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        break;
    }
    return MoveError::WrongPhase;
}

// True while the flight goes on (the module holds the turn).
bool apply(Game &game, PrincessDragonState &s, const Decision &d)
{
    const PlacedIndex tile = game.board().at(d.at);
    const NodeId node = game.board().placed()[tile].firstNode + d.deployment.feature;
    switch (d.kind) {
    case DecisionKind::DeployAt:
        game.addFigure(node, d.deployment.figure);
        break;
    case DecisionKind::MoveFairy:
        s.fairy = tile;
        s.fairyFollower = node;
        s.fairyOwner = std::int8_t(game.currentPlayer());
        break;
    case DecisionKind::RemoveKnight:
        if (s.fairyOwner >= 0 && s.fairyFollower == node)
            s.fairyOwner = -1; // she stays on her tile, beside nobody
        game.sendHome(std::size_t(game.followerAt(node)));
        break;
    case DecisionKind::DragonStep: {
        s.dragon = tile;
        s.flight[++s.flightSteps] = tile;
        // Everything on the tile entered goes home, one figure (and what leaves with it) at a time.
        // Most tiles hold none: a look at every figure's tile, without a branch each, tells first.
        const auto &figures = game.figures();
        bool anyOnTile = false;
        for (const DeployedFigure &f : figures)
            anyOnTile |= f.placed == tile;
        const auto onTile = [&] {
            return std::find_if(figures.begin(), figures.end(), [&](const DeployedFigure &f) { return f.placed == tile; })
                - figures.begin();
        };
        if (anyOnTile)
            for (auto i = onTile(); std::size_t(i) < figures.size(); i = onTile())
                game.sendHome(std::size_t(i));
        const bool goesOn = s.flightSteps < kFlightLength && canStep(game, s);
        s.openSteps = goesOn ? s.openSteps : 0;
        return goesOn;
    }
    case DecisionKind::Place:
    case DecisionKind::Deploy:
    case DecisionKind::Pass:
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        break;
    }
    return false;
}

bool notUnderTheDragon(const Game &, const PrincessDragonState &s, PlacedIndex tile)
{
    return tile != s.dragon;
}

ScoreEvent fairyEvent(const Game &game, const PrincessDragonState &s, int points, NodeId feature, bool final)
{
    ScoreEvent e;
    e.turn = game.turn();
    e.players = std::uint8_t(1u << unsigned(s.fairyOwner));
    e.points = points;
    e.kind = game.features().node(feature).kind;
    e.final = final;
    e.feature = feature;
    e.fairy = true;
    return e;
}

void fairyAtTurnStart(Game &game, PrincessDragonState &s)
{
    if (s.fairyOwner == game.currentPlayer() && game.turnBegins())
        game.awardEvent(fairyEvent(game, s, 1, s.fairyFollower, false));
}

void fairyAtScoring(Game &game, PrincessDragonState &s, NodeId root, bool final)
{
    if (s.fairyOwner < 0 || game.features().find(s.fairyFollower) != root)
        return;
    game.awardEvent(fairyEvent(game, s, 3, root, final));
    if (!final)
        s.fairyOwner = -1; // her follower goes home with the others
}


constexpr std::uint32_t kinds(std::initializer_list<DecisionKind> list)
{
    std::uint32_t bits = 0;
    for (const DecisionKind k : list)
        bits |= 1u << unsigned(k);
    return bits;
}

} // namespace

// The hooks see the module's own state only.
const RulesModule &princessDragonModule()
{
    static const RulesModule module{
        .mayDraw = dragonTilesWait,
        .placed = [](const Game &g, ModuleState &s, TileIndex t,
                     Placement p) { return volcanoAndDragonTiles(g, s.princessDragon, t, p); },
        .tilePlaced = [](const Game &,
                         ModuleState &s) { return s.princessDragon.flightDue; }, // the flight at the turn's end
        .turnStarted = [](Game &g, ModuleState &s) { fairyAtTurnStart(g, s.princessDragon); },
        .decisionKinds = kinds(
            {DecisionKind::DeployAt, DecisionKind::MoveFairy, DecisionKind::RemoveKnight, DecisionKind::DragonStep}),
        .decisions = [](const Game &g, const ModuleState &s,
                        std::vector<Decision> &out) { listDecisions(g, s.princessDragon, out); },
        .decisionCount = [](const Game &g, const ModuleState &s) { return decisionCount(g, s.princessDragon); },
        .decisionAt = [](const Game &g, const ModuleState &s, int n,
                         Decision &out) { return decisionAt(g, s.princessDragon, n, out); },
        .decisionSlots = [](const Game &g, const ModuleState &s) { return decisionSlots(g, s.princessDragon); },
        .decisionInSlot = [](const Game &g, const ModuleState &s, int slot,
                             Decision &out) { return decisionInSlot(g, s.princessDragon, slot, out); },
        .check = [](const Game &g, const ModuleState &s, const Decision &d) { return check(g, s.princessDragon, d); },
        .apply = [](Game &g, ModuleState &s, const Decision &d) { return apply(g, s.princessDragon, d); },
        .holdsTurn = [](const Game &g, ModuleState &s, TurnStage stage) { return startFlight(g, s.princessDragon, stage); },
        .decidingPlayer = [](const Game &g, const ModuleState &s) { return stepDecider(g, s.princessDragon); },
        .mayDeployOn = [](const Game &g, const ModuleState &s,
                          PlacedIndex t) { return notUnderTheDragon(g, s.princessDragon, t); },
        .scoring = [](Game &g, ModuleState &s, NodeId root,
                      bool final) { fairyAtScoring(g, s.princessDragon, root, final); },
    };
    return module;
}

bool princessDragonInGame(const TileCatalog &catalog, const RuleOptions &rules)
{
    return rules.fairy || catalog.contents().princessDragon;
}

const PrincessDragonState &princessDragonState(const Game &game)
{
    return game.moduleState().princessDragon;
}

} // namespace tessera::engine
