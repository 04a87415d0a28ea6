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

#include <cstdint>
#include <array>
#include <span>
#include <vector>

namespace tessera::engine {

class Game;

struct ModuleState; // each module's own state (modulestate.h)

// When, after the deployment decision, a module is asked whether it holds the turn.
enum class TurnStage : std::uint8_t {
    BeforeScoring, // the turn's features are not scored yet
    AfterScoring,  // they are
    End,           // the last moment of the turn: it may give the player another tile
};

// What a module does with the turn when asked (RulesModule::holdsTurn).
enum class TurnHold : std::uint8_t {
    None,        // nothing: the turn goes on
    Decisions,   // it holds the turn for decisions of its own (Phase::Module) until apply says it is done
    AnotherTile, // the same player draws and plays another tile in this turn
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
    // An edge type that mayPlace() demands of a neighbour at every placement it allows (the
    // river continues the river), or none ({}): the open positions whose neighbours demand no
    // such edge are passed over with one test each, before mayPlace is asked of each rotation.
    EdgeType placementJoins{};
    // A placement, before the tile is on the board: keeps the module's state. True asks the
    // core to shuffle the draw pile again (the volcano lets the tiles held back go back in).
    bool (*placed)(const Game &, ModuleState &, TileIndex, Placement) = nullptr;
    // The same placement once the tile is on the board (and lastPlaced() names it). True asks
    // the core to ask the module at the turn's end whether it holds the turn (holdsTurn): a
    // turn that placed nothing of the kind ends without asking anybody.
    bool (*tilePlaced)(const Game &, ModuleState &) = nullptr;
    // Deploy: the feature kinds (bit k: FeatureKind k) that a figure of this kind may stand
    // on, given those the other rules allow. Asked once per game, so a deployment costs a
    // table lookup.
    std::uint32_t (*deployableKinds)(FigureKind, std::uint32_t allowed) = nullptr;
    // Score: the value of a road, city or cloister, given what the base game makes of it.
    int (*featureValue)(const RuleOptions &, const FeatureNode &root, int tiles, bool completed, int baseValue) = nullptr;
    // A road, city or cloister that the current player's tile completed, whether anybody
    // scores it or not (the goods go to the player who completed a city).
    void (*completed)(const Game &, ModuleState &, NodeId root) = nullptr;
    // Farms: what a player who scores completed cities through `farms` gets per city, given
    // the base rules' `points` (the pig adds to it).
    int (*farmCityPoints)(const Game &, std::span<const NodeId> farms, int player, int points) = nullptr;
    // The end of the game, after the farms: further score events (the goods majorities).
    void (*finalScoring)(const Game &, const ModuleState &, std::vector<ScoreEvent> &) = nullptr;

    // The hooks below let a module hold the turn and add decisions of its own kinds
    // (decision.h), acting on the game through Game's "for rules modules" members. Any
    // number of a game's modules may do so: each decision kind belongs to one module.
    // Turn start, before the draw: points due then (the fairy's), for a turn that begins
    // (Game::turnBegins(), asked by the module when it has something to do).
    void (*turnStarted)(Game &, ModuleState &) = nullptr;
    // The decision kinds the module brings (bit k: DecisionKind k).
    std::uint32_t decisionKinds = 0;
    // The module's decisions open now to the deciding player, appended to `out`: in Deploy
    // besides the deployments, in Phase::Module (when it holds the turn) all there are.
    void (*decisions)(const Game &, const ModuleState &, std::vector<Decision> &out) = nullptr;
    // The same without the list, for players that sample one (the portal's may be hundreds):
    // their number, and the n-th of them in `decisions` order (false when n is past the last).
    int (*decisionCount)(const Game &, const ModuleState &) = nullptr;
    bool (*decisionAt)(const Game &, const ModuleState &, int n, Decision &out) = nullptr;
    // The same by slots, for players that pick one at random without counting them: each
    // decision open now lies in exactly one slot below decisionSlots(), which decisionInSlot
    // finds (false for a slot that holds none). Without them the count and the n-th serve.
    int (*decisionSlots)(const Game &, const ModuleState &) = nullptr;
    bool (*decisionInSlot)(const Game &, const ModuleState &, int slot, Decision &out) = nullptr;
    // Checks one decision of the module's kinds; applies a checked one. In Phase::Module
    // apply returns whether the module still holds the turn (more of its decisions follow).
    MoveError (*check)(const Game &, const ModuleState &, const Decision &) = nullptr;
    bool (*apply)(Game &, ModuleState &, const Decision &) = nullptr;
    // After the deployment decision, at each stage of the turn's end: whether the module
    // holds the turn now (the dragon's flight, the builder's bonus tile).
    TurnHold (*holdsTurn)(const Game &, ModuleState &, TurnStage) = nullptr;
    // While the module holds the turn: who decides (the dragon's steps go round the table).
    int (*decidingPlayer)(const Game &, const ModuleState &) = nullptr;
    // Whether figures may be deployed on a feature of this placed tile (not under the dragon).
    bool (*mayDeployOn)(const Game &, const ModuleState &, PlacedIndex) = nullptr;
    // A feature (its root) is being scored, during the game or at the end, its figures still
    // on it: further points (the fairy's).
    void (*scoring)(Game &, ModuleState &, NodeId root, bool final) = nullptr;
};

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
    // False when no placement of such a tile is allowed where the neighbours demand `required`
    // (RulesModule::placementJoins), without asking mayPlace; true when it has to be asked.
    bool mayPlaceAt(EdgeWord required) const
    {
        if (m_placementJoins == EdgeType{})
            return true;
        bool joins = false;
        for (int side = 0; side < kSides; ++side)
            joins |= edgeAt(required, side) == m_placementJoins;
        return joins;
    }
    bool mayPlace(const Game &game, const ModuleState &state, TileIndex tile, Placement p, EdgeWord required) const
    {
        for (const auto f : m_mayPlace.list())
            if (!f(game, state, tile, p, required))
                return false;
        return true;
    }
    // True when a module asks for the pile to be shuffled again.
    bool placed(const Game &game, ModuleState &state, TileIndex tile, Placement p) const
    {
        bool reshuffle = false;
        for (const auto f : m_placed.list())
            reshuffle |= f(game, state, tile, p);
        return reshuffle;
    }
    // The turn holders (bit i: turnHolder i) that asked to be asked at the turn's end.
    std::uint32_t tilePlaced(const Game &game, ModuleState &state) const
    {
        std::uint32_t ask = 0;
        for (int i = 0; i < m_tilePlacedCount; ++i)
            if (m_tilePlaced[std::size_t(i)].hook(game, state))
                ask |= m_tilePlaced[std::size_t(i)].holderBit;
        return ask;
    }
    // Whether some figure may not stand on some kind of feature (the farmers-off option, the
    // river), or not on some tile (the dragon's).
    bool restrictsDeployments() const { return m_restricts & kDeployments; }
    bool mayStandOn(FigureKind figure, FeatureKind feature) const
    {
        return (m_allowedOn[std::size_t(feature)] >> unsigned(figure)) & 1u;
    }
    // Whether `figure` may stand on every kind of feature (no module or option keeps it off one).
    bool standsAnywhere(FigureKind figure) const { return (m_allowedEverywhere >> unsigned(figure)) & 1u; }
    // The kinds of figure (bit k: FigureKind k) that may stand on this kind of feature.
    unsigned figuresAllowedOn(FeatureKind feature) const { return m_allowedOn[std::size_t(feature)]; }
    int featureValue(const RuleOptions &rules, const FeatureNode &root, int tiles, bool completed, int value) const
    {
        for (const auto f : m_featureValue.list())
            value = f(rules, root, tiles, completed, value);
        return value;
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
    bool watchesTurnStarts() const { return !m_turnStarted.empty(); }
    void turnStarted(Game &game, ModuleState &state) const
    {
        for (const auto f : m_turnStarted.list())
            f(game, state);
    }
    // Whether a module brings decisions of its own (then the turn may hold more than a
    // placement and a deployment, and players must look at legalDecisions()).
    bool bringsDecisions() const { return m_decisionKinds != 0; }
    // The modules that may hold the turn, asked in turn at each stage of the turn's end.
    int turnHolders() const { return m_turnCount; }
    TurnHold holdsTurn(int holder, const Game &game, ModuleState &state, TurnStage stage) const
    {
        const auto f = m_turn[std::size_t(holder)]->holdsTurn;
        return f ? f(game, state, stage) : TurnHold::None;
    }
    int decidingPlayer(int holder, const Game &game, const ModuleState &state) const
    {
        const auto f = m_turn[std::size_t(holder)]->decidingPlayer;
        return f ? f(game, state) : -1;
    }
    // The decisions of every module (holder < 0: in Deploy), or of the one holding the turn.
    void decisions(int holder, const Game &game, const ModuleState &state, std::vector<Decision> &out) const
    {
        for (int i = first(holder); i < last(holder); ++i)
            if (const auto f = m_turn[std::size_t(i)]->decisions)
                f(game, state, out);
    }
    int decisionCount(int holder, const Game &game, const ModuleState &state) const
    {
        int count = 0;
        for (int i = first(holder); i < last(holder); ++i)
            if (const auto f = m_turn[std::size_t(i)]->decisionCount)
                count += f(game, state);
        return count;
    }
    bool decisionAt(int holder, const Game &game, const ModuleState &state, int n, Decision &out) const
    {
        for (int i = first(holder); i < last(holder); ++i) {
            const RulesModule &m = *m_turn[std::size_t(i)];
            if (!m.decisionCount)
                continue;
            // The last module's own walk finds the n-th or says there is none: counting its
            // decisions first would walk them twice (the portal's are a pass over the board).
            if (i + 1 < last(holder)) {
                if (const int here = m.decisionCount(game, state); n >= here) {
                    n -= here;
                    continue;
                }
            }
            return m.decisionAt(game, state, n, out);
        }
        return false;
    }
    int decisionSlots(int holder, const Game &game, const ModuleState &state) const
    {
        int total = 0;
        for (int i = first(holder); i < last(holder); ++i)
            total += slotsOf(*m_turn[std::size_t(i)], game, state);
        return total;
    }
    bool decisionInSlot(int holder, const Game &game, const ModuleState &state, int slot, Decision &out) const
    {
        for (int i = first(holder); i < last(holder); ++i) {
            const RulesModule &m = *m_turn[std::size_t(i)];
            // The last module's own look says whether the slot holds one: its slots are not
            // counted at every draw.
            if (i + 1 < last(holder)) {
                if (const int here = slotsOf(m, game, state); slot >= here) {
                    slot -= here;
                    continue;
                }
            }
            if (m.decisionInSlot)
                return m.decisionInSlot(game, state, slot, out);
            return m.decisionAt && m.decisionAt(game, state, slot, out);
        }
        return false;
    }
    bool isHolder(int holder, const RulesModule *m) const { return holder >= 0 && m_turn[std::size_t(holder)] == m; }
    // The module that brings decisions of this kind, or nullptr.
    const RulesModule *ownerOf(DecisionKind kind) const { return m_owner[std::size_t(kind)]; }
    bool mayDeployOn(const Game &game, const ModuleState &state, PlacedIndex tile) const
    {
        for (const auto f : m_mayDeployOn.list())
            if (!f(game, state, tile))
                return false;
        return true;
    }
    bool watchesScoring() const { return !m_scoring.empty(); }
    void scoring(Game &game, ModuleState &state, NodeId root, bool final) const
    {
        for (const auto f : m_scoring.list())
            f(game, state, root, final);
    }

private:
    static constexpr int kMaxModules = 8;
    int first(int holder) const { return holder < 0 ? 0 : holder; }
    int last(int holder) const { return holder < 0 ? m_turnCount : holder + 1; }
    static int slotsOf(const RulesModule &m, const Game &game, const ModuleState &state)
    {
        return m.decisionSlots ? m.decisionSlots(game, state) : m.decisionCount ? m.decisionCount(game, state) : 0;
    }
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
    static constexpr std::uint32_t kEveryFeatureKind = (1u << (unsigned(FeatureKind::River) + 1)) - 1;
    std::uint8_t m_restricts = 0;
    std::uint32_t m_placementKinds = 0;
    EdgeType m_placementJoins{}; // the one placement rule's demand; none when two modules rule
    std::array<std::uint8_t, std::size_t(FeatureKind::River) + 1> m_allowedOn{}; // by feature kind: FigureKind bits
    std::uint8_t m_allowedEverywhere = 0;                                        // FigureKind bits: on every kind of feature

    Hooks<decltype(RulesModule::arrangePile)> m_arrangePile;
    Hooks<decltype(RulesModule::addFigures)> m_addFigures;
    Hooks<decltype(RulesModule::started)> m_started;
    Hooks<decltype(RulesModule::mayDraw)> m_mayDraw;
    Hooks<decltype(RulesModule::drawn)> m_drawn;
    Hooks<decltype(RulesModule::mayPlace)> m_mayPlace;
    Hooks<decltype(RulesModule::placed)> m_placed;
    Hooks<decltype(RulesModule::featureValue)> m_featureValue;
    // With the bit of the module among the turn holders (0 when it holds no turn).
    struct TilePlacedHook {
        decltype(RulesModule::tilePlaced) hook = nullptr;
        std::uint32_t holderBit = 0;
    };
    std::array<TilePlacedHook, kMaxModules> m_tilePlaced{};
    int m_tilePlacedCount = 0;
    Hooks<decltype(RulesModule::completed)> m_completed;
    Hooks<decltype(RulesModule::farmCityPoints)> m_farmCityPoints;
    Hooks<decltype(RulesModule::finalScoring)> m_finalScoring;
    Hooks<decltype(RulesModule::turnStarted)> m_turnStarted;
    // The modules that hold the turn or bring decisions, in registration order, and the
    // module of each decision kind.
    std::array<const RulesModule *, kMaxModules> m_turn{};
    int m_turnCount = 0;
    std::uint32_t m_decisionKinds = 0;
    std::array<const RulesModule *, kDecisionKinds> m_owner{};
    Hooks<decltype(RulesModule::mayDeployOn)> m_mayDeployOn;
    Hooks<decltype(RulesModule::scoring)> m_scoring;
};

} // namespace tessera::engine
