#pragma once
// What features are worth, and the record of every point scored.

#include "featuregraph.h"
#include "ruleoptions.h"
#include "tiletype.h"

#include <array>
#include <cstdint>

namespace tessera::engine {

// Where points come from, for the per-player breakdown. Expansions append categories.
enum class ScoreCategory : std::uint8_t { Road, City, Cloister, Farm, Goods, Fairy };
inline constexpr int kScoreCategories = 6;

ScoreCategory categoryOf(FeatureKind kind);
struct ScoreEvent;
ScoreCategory categoryOf(const ScoreEvent &e);

// Points for a road, city or cloister under the base game's rules (expansions modify them
// through their rules modules). `tiles` counts each tile once; for a cloister it is the
// cloister tile plus its present neighbours.
int featureValue(const FeatureNode &root, int tiles, bool completed, const RuleOptions &rules);

// Bit p set for every player holding the most weight (none when all weights are 0).
std::uint8_t majority(const std::array<std::uint8_t, kMaxPlayers> &weight, int players);

struct ScoreEvent {
    int turn = 0;             // the turn in which it was scored (final scoring: the last turn)
    std::uint8_t players = 0; // bit p set for every player who scored
    int points = 0;           // what each of them scored
    FeatureKind kind = FeatureKind::Road;
    bool final = false;      // final scoring (incomplete feature, or a farm)
    std::uint16_t tiles = 0; // tiles of the feature
    std::uint16_t pennants = 0;
    std::uint16_t cities = 0; // farms: completed cities supplied
    NodeId feature = 0;       // a node of the feature (see Game::featureTiles)
    // Traders & Builders: a majority of goods at the end (kind and feature say nothing then,
    // tiles holds the tokens of the players who scored).
    Goods goods = Goods::None;
    // The Princess & the Dragon: the fairy's points (1 at the start of a turn, `final` false and
    // no tiles; 3 when the feature of her follower is scored, kind and feature say which).
    bool fairy = false;

    friend bool operator==(const ScoreEvent &, const ScoreEvent &) = default;
};

} // namespace tessera::engine
