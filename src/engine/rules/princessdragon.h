#pragma once
// The Princess & the Dragon (RULES.md): the volcano and the dragon's flight, the fairy, the
// princess and the magic portal.

#include "engine/rules/rulesmodule.h"

#include <array>
#include <cstdint>

namespace tessera::engine {

class Game;

// Tiles are indices of placed tiles, kNoTile when off the board.
struct PrincessDragonState {
    PlacedIndex dragon = kNoTile; // where the dragon stands (from the first volcano on)
    PlacedIndex fairy = kNoTile;  // where the fairy stands
    NodeId fairyFollower = 0;     // the segment of the follower she stands beside...
    std::int8_t fairyOwner = -1;  // ...and its owner; -1 once that follower has left
    bool flightDue = false;       // this tile is a dragon tile and the dragon is out
    std::uint8_t flightSteps = 0; // steps taken in the flight under way
    // The tiles of that flight, its start first, kNoTile after its last step (7 at most, and
    // one more kNoTile: two 64-bit words compare all of them at once).
    std::array<PlacedIndex, 8> flight{kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile, kNoTile};
    // The sides (bit i: side i) on which the dragon may enter the next tile of that flight,
    // found once per step (nothing on the board moves between its steps but figures).
    std::uint8_t openSteps = 0;
    // The magic portal's deployments in the deploy step under way, counted once for the count
    // and the pick of a decision (nothing changes them until the step's decision), also by
    // blocks of nodes, so that the pick walks one block. A cache, not part of the position:
    // states compare equal whether it was filled or not.
    struct PortalCount {
        static constexpr std::size_t kBlocks = 32;
        std::size_t step = 0; // the placed tiles (+1) when counted; 0: not counted
        int count = 0;
        std::uint32_t blockShift = 0;      // a block holds 2^blockShift nodes
        std::array<int, kBlocks> blocks{}; // the deployments in the features whose root lies in each block
        friend bool operator==(const PortalCount &, const PortalCount &) { return true; }
    };
    mutable PortalCount portalCount;
    friend bool operator==(const PrincessDragonState &, const PrincessDragonState &) = default;
};

const RulesModule &princessDragonModule();
bool princessDragonInGame(const TileCatalog &catalog, const RuleOptions &rules);

// The state of the Princess & the Dragon in a game (default values when it does not play).
const PrincessDragonState &princessDragonState(const Game &game);

} // namespace tessera::engine
