#pragma once
// The River (RULES.md): its tiles are drawn first, the lake last, and the river may not bend
// the same way twice in a row.

#include "engine/rules/rulesmodule.h"

#include <array>
#include <cstdint>

namespace tessera::engine {

struct RiverState {
    std::int8_t lastBend = 0; // -1 after a left bend, +1 after a right one
    // River tiles (index 0) and lakes (1) still in the pile, so that a draw is checked
    // against the river's order without a look through the pile.
    std::array<std::uint16_t, 2> left{};
    friend bool operator==(const RiverState &, const RiverState &) = default;
};

const RulesModule &riverModule();
bool riverInGame(const TileCatalog &catalog, const RuleOptions &rules);

} // namespace tessera::engine
