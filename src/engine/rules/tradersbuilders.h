#pragma once
// Traders & Builders (RULES.md): goods, the builder's bonus tile and the pig.

#include "engine/rules/rulesmodule.h"

#include <array>
#include <cstdint>

namespace tessera::engine {

class Game;

struct TradersBuildersState {
    // The goods tokens each player took, by Goods value (index 0 unused).
    std::array<std::array<std::uint16_t, 4>, kMaxPlayers> goods{};
    // The tile just placed extended a road or city of its player's builder: once its features
    // are scored, the player plays another tile in the same turn (the first tile's only).
    bool bonusDue = false;
    friend bool operator==(const TradersBuildersState &, const TradersBuildersState &) = default;
};

const RulesModule &tradersBuildersModule();
bool tradersBuildersInGame(const TileCatalog &catalog, const RuleOptions &rules);

// Goods tokens the player holds.
int goodsOf(const Game &game, int player, Goods g);
// The tile placed this turn earned its player a bonus tile, played once this tile's
// deployment is decided and its features scored.
bool bonusTileDue(const Game &game);
// The current player is drawing or playing the bonus tile of this turn.
bool playingBonusTile(const Game &game);

} // namespace tessera::engine
