#pragma once
// Rules modules: each expansion is a module that hooks into the turn (pile setup, draw order,
// placement veto, deployment veto, figures, score modifiers). The core game holds no
// expansion's rule; it asks the modules switched on for the game, which are chosen once at
// game start from the tile sets and the rule options. A hook is a plain function pointer, and
// a hook that no module fills costs the base game one predictable branch, never a call.

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
    // Traders & Builders: the goods tokens each player took, by Goods value (index 0 unused).
    std::array<std::array<std::uint16_t, 4>, kMaxPlayers> goods{};
};

struct RulesModule {
    // Game start: may reorder the shuffled pile (its back is drawn first) and choose another
    // start tile (the one it replaces then goes into the pile).
    void (*arrangePile)(const TileCatalog &, std::vector<TileIndex> &pile, TileIndex &start, Random &) = nullptr;
    // Game start: adds figures to each player's supply.
    void (*addFigures)(const RuleOptions &, FigureSupply &) = nullptr;
    // Draw: false while this tile must wait for others (the river comes first).
    bool (*mayDraw)(const Game &, TileIndex) = nullptr;
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
};

// The modules of the expansions, and whether each plays in a game.
const RulesModule &riverModule();
bool riverInGame(const TileCatalog &catalog, const RuleOptions &rules);
const RulesModule &innsCathedralsModule();
bool innsCathedralsInGame(const TileCatalog &catalog, const RuleOptions &rules);
const RulesModule &tradersBuildersModule();
bool tradersBuildersInGame(const TileCatalog &catalog, const RuleOptions &rules);

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
    bool restrictsDraws() const { return m_restricts & kDraws; }
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
    // Whether some figure may not stand on some kind of feature (the farmers-off option, the river).
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
    Hooks<decltype(RulesModule::mayDraw)> m_mayDraw;
    Hooks<decltype(RulesModule::mayPlace)> m_mayPlace;
    Hooks<decltype(RulesModule::placed)> m_placed;
    Hooks<decltype(RulesModule::featureValue)> m_featureValue;
    Hooks<decltype(RulesModule::grantsBonusTile)> m_grantsBonusTile;
    Hooks<decltype(RulesModule::completed)> m_completed;
    Hooks<decltype(RulesModule::farmCityPoints)> m_farmCityPoints;
    Hooks<decltype(RulesModule::finalScoring)> m_finalScoring;
};

} // namespace tessera::engine
