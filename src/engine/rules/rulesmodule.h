#pragma once
// Rules modules: each expansion is a module that hooks into the turn (pile setup, draw order,
// placement veto, deployment veto, figures, score modifiers). The core game holds no
// expansion's rule; it asks the modules switched on for the game, which are chosen once at
// game start from the tile sets and the rule options. A hook is a plain function pointer, and
// a hook that no module fills costs the base game one predictable branch, never a call.

#include "engine/board.h"
#include "engine/decision.h"
#include "engine/featuregraph.h"
#include "engine/figures.h"
#include "engine/random.h"
#include "engine/ruleoptions.h"
#include "engine/scoring.h"
#include "engine/tilecatalog.h"

#include <array>
#include <span>
#include <vector>

namespace tessera::engine {

class Game;

// What modules remember during a game. Part of the Game value, so a copy carries it.
struct ModuleState {
    std::int8_t riverLastBend = 0; // the River: -1 after a left bend, +1 after a right one
    // The River: river tiles (index 0) and lakes (1) still in the pile, so that a draw is
    // checked against the river's order without a look through the pile.
    std::array<std::uint16_t, 2> riverLeft{};
    // Traders & Builders: the goods tokens each player took, by Goods value (index 0 unused).
    std::array<std::array<std::uint16_t, 4>, kMaxPlayers> goods{};

    // The Princess & the Dragon. Tiles are indices of placed tiles, kNoTile when off the board.
    PlacedIndex dragon = kNoTile;     // where the dragon stands (from the first volcano on)
    PlacedIndex fairy = kNoTile;      // where the fairy stands
    NodeId fairyFollower = 0;         // the segment of the follower she stands beside...
    std::int8_t fairyOwner = -1;      // ...and its owner; -1 once that follower has left
    bool flightDue = false;           // this tile is a dragon tile and the dragon is out
    std::uint8_t flightSteps = 0;     // steps taken in the flight under way
    // The tiles of that flight, its start first, kNoTile after its last step (7 at most, and
    // one more kNoTile: two 64-bit words compare all of them at once).
    std::array<PlacedIndex, 8> flight{kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile};

    // Set by a module's placement hook: the core shuffles the draw pile again (the volcano
    // lets the dragon tiles held back go back in).
    bool reshufflePile = false;
    // Set by the core when a random draw held a tile back that a module's mayDraw refused.
    bool tilesHeldBack = false;
    // Set by a module while it holds the turn for decisions of its own (Phase::Dragon).
    bool holdingTurn = false;
};

struct RulesModule {
    // Game start: may reorder the shuffled pile (its back is drawn first) and choose another
    // start tile (the one it replaces then goes into the pile).
    void (*arrangePile)(const TileCatalog &, std::vector<TileIndex> &pile, TileIndex &start, Random &) = nullptr;
    // Game start: adds figures to each player's supply.
    void (*addFigures)(const RuleOptions &, FigureSupply &) = nullptr;
    // Game start, the start tile placed and the pile arranged: the module's state from them.
    void (*started)(const Game &, ModuleState &) = nullptr;
    // Draw: false while this tile must wait for others (the river comes first).
    bool (*mayDraw)(const Game &, TileIndex) = nullptr;
    // A tile left the pile (drawn into a hand, or discarded as fitting nowhere).
    void (*drawn)(const Game &, ModuleState &, TileIndex) = nullptr;
    // Place: false when the rules forbid a placement that the edges allow. Asked only for
    // tiles with a feature of the kinds in `placementKinds` (bit k: FeatureKind k), so that
    // the other tiles keep the fast path. `required` holds the edge types that the placed
    // neighbours demand at the position (0 on a side without a neighbour).
    bool (*mayPlace)(const Game &, const ModuleState &, TileIndex, Placement, EdgeWord required) = nullptr;
    std::uint32_t placementKinds = 0;
    // After a placement: keeps the module's state.
    void (*placed)(const Game &, ModuleState &, TileIndex, Placement) = nullptr;
    // Deploy: the feature kinds (bit k: FeatureKind k) that a figure of this kind may stand
    // on, given those the other rules allow. Asked once per game, so a deployment costs a
    // table lookup.
    std::uint32_t (*deployableKinds)(FigureKind, std::uint32_t allowed) = nullptr;
    // Score: the value of a road, city or cloister, given what the base game makes of it.
    int (*featureValue)(const RuleOptions &, const FeatureNode &root, int tiles, bool completed, int baseValue) = nullptr;
    // After a placement outside a bonus tile: true when it gives the player one more tile in
    // this turn (the builder). The game plays at most one bonus tile per turn.
    bool (*grantsBonusTile)(const Game &) = nullptr;
    // A road, city or cloister that the current player's tile completed, whether anybody
    // scores it or not (the goods go to the player who completed a city).
    void (*completed)(const Game &, ModuleState &, NodeId root) = nullptr;
    // Farms: what a player who scores completed cities through `farms` gets per city, given
    // the base rules' `points` (the pig adds to it).
    int (*farmCityPoints)(const Game &, std::span<const NodeId> farms, int player, int points) = nullptr;
    // The end of the game, after the farms: further score events (the goods majorities).
    void (*finalScoring)(const Game &, const ModuleState &, std::vector<ScoreEvent> &) = nullptr;

    // The hooks below let a module add decisions of its own kinds (decision.h) and act on
    // the game through Game's "for rules modules" members. Only one module of a game may
    // bring decisions (the Princess & the Dragon).
    // Turn start, before the draw: points due then (the fairy's).
    void (*turnStarted)(Game &, ModuleState &) = nullptr;
    // The module's decisions open now to the deciding player, appended to `out`: in Deploy
    // besides the deployments, in Phase::Dragon all there are.
    void (*decisions)(const Game &, const ModuleState &, std::vector<Decision> &out) = nullptr;
    // The same without the list, for players that sample one (the portal's may be hundreds):
    // their number, and the n-th of them in `decisions` order (false when n is past the last).
    int (*decisionCount)(const Game &, const ModuleState &) = nullptr;
    bool (*decisionAt)(const Game &, const ModuleState &, int n, Decision &out) = nullptr;
    // Checks one decision of the module's kinds; applies a checked one.
    MoveError (*check)(const Game &, const ModuleState &, const Decision &) = nullptr;
    void (*apply)(Game &, ModuleState &, const Decision &) = nullptr;
    // After the deployment decision, before the turn's scoring (`scored` false) and after it
    // (true): true when the module holds the turn for its own decisions in Phase::Dragon
    // (the dragon's flight); it sets ModuleState::holdingTurn and clears it when done.
    bool (*holdsTurn)(const Game &, ModuleState &, bool scored) = nullptr;
    // Whether figures may be deployed on a feature of this placed tile (not under the dragon).
    bool (*mayDeployOn)(const Game &, const ModuleState &, PlacedIndex) = nullptr;
    // A feature (its root) is being scored, during the game or at the end, its figures still
    // on it: further points (the fairy's).
    void (*scoring)(Game &, ModuleState &, NodeId root, bool final) = nullptr;
};

// The modules of the expansions, and whether each plays in a game.
const RulesModule &riverModule();
bool riverInGame(const TileCatalog &catalog, const RuleOptions &rules);
const RulesModule &innsCathedralsModule();
bool innsCathedralsInGame(const TileCatalog &catalog, const RuleOptions &rules);
const RulesModule &tradersBuildersModule();
bool tradersBuildersInGame(const TileCatalog &catalog, const RuleOptions &rules);
const RulesModule &princessDragonModule();
bool princessDragonInGame(const TileCatalog &catalog, const RuleOptions &rules);

// The hooks of the modules switched on for one game, grouped by hook.
class ActiveModules {
public:
    ActiveModules() = default;
    ActiveModules(const TileCatalog &catalog, const RuleOptions &rules);

    void arrangePile(const TileCatalog &catalog, std::vector<TileIndex> &pile, TileIndex &start, Random &random) const
    {
        for (const auto f : m_arrangePile.list())
            f(catalog, pile, start, random);
    }
    void addFigures(const RuleOptions &rules, FigureSupply &supply) const
    {
        for (const auto f : m_addFigures.list())
            f(rules, supply);
    }
    void started(const Game &game, ModuleState &state) const
    {
        for (const auto f : m_started.list())
            f(game, state);
    }
    bool restrictsDraws() const { return m_restricts & kDraws; }
    void drawn(const Game &game, ModuleState &state, TileIndex tile) const
    {
        for (const auto f : m_drawn.list())
            f(game, state, tile);
    }
    bool mayDraw(const Game &game, TileIndex tile) const
    {
        for (const auto f : m_mayDraw.list())
            if (!f(game, tile))
                return false;
        return true;
    }
    // Whether a module's placement rule applies to this tile.
    bool restrictsPlacements(const CompiledTile &tile) const { return tile.featureKinds & m_placementKinds; }
    bool mayPlace(const Game &game, const ModuleState &state, TileIndex tile, Placement p, EdgeWord required) const
    {
        for (const auto f : m_mayPlace.list())
            if (!f(game, state, tile, p, required))
                return false;
        return true;
    }
    void placed(const Game &game, ModuleState &state, TileIndex tile, Placement p) const
    {
        for (const auto f : m_placed.list())
            f(game, state, tile, p);
    }
    // Whether some figure may not stand on some kind of feature (the farmers-off option, the
    // river), or not on some tile (the dragon's).
    bool restrictsDeployments() const { return m_restricts & kDeployments; }
    bool mayStandOn(FigureKind figure, FeatureKind feature) const
    {
        return (m_deployable[std::size_t(figure)] >> unsigned(feature)) & 1u;
    }
    int featureValue(const RuleOptions &rules, const FeatureNode &root, int tiles, bool completed, int value) const
    {
        for (const auto f : m_featureValue.list())
            value = f(rules, root, tiles, completed, value);
        return value;
    }
    bool grantsBonusTile(const Game &game) const
    {
        for (const auto f : m_grantsBonusTile.list())
            if (f(game))
                return true;
        return false;
    }
    bool watchesCompletions() const { return !m_completed.empty(); }
    void completed(const Game &game, ModuleState &state, NodeId root) const
    {
        for (const auto f : m_completed.list())
            f(game, state, root);
    }
    bool changesFarmPoints() const { return !m_farmCityPoints.empty(); }
    int farmCityPoints(const Game &game, std::span<const NodeId> farms, int player, int points) const
    {
        for (const auto f : m_farmCityPoints.list())
            points = f(game, farms, player, points);
        return points;
    }
    void finalScoring(const Game &game, const ModuleState &state, std::vector<ScoreEvent> &out) const
    {
        for (const auto f : m_finalScoring.list())
            f(game, state, out);
    }
    void turnStarted(Game &game, ModuleState &state) const
    {
        for (const auto f : m_turnStarted.list())
            f(game, state);
    }
    // Whether a module brings decisions of its own (then the turn may hold more than a
    // placement and a deployment, and players must look at legalDecisions()).
    bool bringsDecisions() const { return m_decisions != nullptr; }
    void decisions(const Game &game, const ModuleState &state, std::vector<Decision> &out) const
    {
        if (m_decisions)
            m_decisions(game, state, out);
    }
    int decisionCount(const Game &game, const ModuleState &state) const
    {
        return m_decisionCount ? m_decisionCount(game, state) : 0;
    }
    bool decisionAt(const Game &game, const ModuleState &state, int n, Decision &out) const
    {
        return m_decisionAt && m_decisionAt(game, state, n, out);
    }
    MoveError check(const Game &game, const ModuleState &state, const Decision &d) const
    {
        return m_check ? m_check(game, state, d) : MoveError::WrongPhase;
    }
    void apply(Game &game, ModuleState &state, const Decision &d) const
    {
        if (m_apply)
            m_apply(game, state, d);
    }
    bool holdsTurn(const Game &game, ModuleState &state, bool scored) const
    {
        return m_holdsTurn && m_holdsTurn(game, state, scored);
    }
    bool mayDeployOn(const Game &game, const ModuleState &state, PlacedIndex tile) const
    {
        return !m_mayDeployOn || m_mayDeployOn(game, state, tile);
    }
    bool watchesScoring() const { return m_scoring != nullptr; }
    void scoring(Game &game, ModuleState &state, NodeId root, bool final) const
    {
        if (m_scoring)
            m_scoring(game, state, root, final);
    }

private:
    static constexpr int kMaxModules = 4;
    template<typename Fn>
    struct Hooks {
        std::array<Fn, kMaxModules> fns{};
        int count = 0;
        void add(Fn f)
        {
            if (f)
                fns[std::size_t(count++)] = f;
        }
        bool empty() const { return count == 0; }
        std::span<const Fn> list() const { return {fns.data(), std::size_t(count)}; }
    };
    void add(const RulesModule &m);
    void findDeployableKinds(const RuleOptions &rules, std::span<const RulesModule *const> modules);

    // Which vetoes any module holds, in one byte that the hot paths test.
    enum : std::uint8_t { kDraws = 1, kDeployments = 4 };
    std::uint8_t m_restricts = 0;
    std::uint32_t m_placementKinds = 0;
    std::array<std::uint32_t, kFigureKinds> m_deployable{}; // by figure kind: FeatureKind bits

    Hooks<decltype(RulesModule::arrangePile)> m_arrangePile;
    Hooks<decltype(RulesModule::addFigures)> m_addFigures;
    Hooks<decltype(RulesModule::started)> m_started;
    Hooks<decltype(RulesModule::mayDraw)> m_mayDraw;
    Hooks<decltype(RulesModule::drawn)> m_drawn;
    Hooks<decltype(RulesModule::mayPlace)> m_mayPlace;
    Hooks<decltype(RulesModule::placed)> m_placed;
    Hooks<decltype(RulesModule::featureValue)> m_featureValue;
    Hooks<decltype(RulesModule::grantsBonusTile)> m_grantsBonusTile;
    Hooks<decltype(RulesModule::completed)> m_completed;
    Hooks<decltype(RulesModule::farmCityPoints)> m_farmCityPoints;
    Hooks<decltype(RulesModule::finalScoring)> m_finalScoring;
    Hooks<decltype(RulesModule::turnStarted)> m_turnStarted;
    // The hooks of the one module that brings decisions.
    decltype(RulesModule::decisions) m_decisions = nullptr;
    decltype(RulesModule::decisionCount) m_decisionCount = nullptr;
    decltype(RulesModule::decisionAt) m_decisionAt = nullptr;
    decltype(RulesModule::check) m_check = nullptr;
    decltype(RulesModule::apply) m_apply = nullptr;
    decltype(RulesModule::holdsTurn) m_holdsTurn = nullptr;
    decltype(RulesModule::mayDeployOn) m_mayDeployOn = nullptr;
    decltype(RulesModule::scoring) m_scoring = nullptr;
};

} // namespace tessera::engine
