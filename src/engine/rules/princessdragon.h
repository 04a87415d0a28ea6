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
    friend bool operator==(const PrincessDragonState &, const PrincessDragonState &) = default;
};

const RulesModule &princessDragonModule();
bool princessDragonInGame(const TileCatalog &catalog, const RuleOptions &rules);

// The state of the Princess & the Dragon in a game (default values when it does not play).
const PrincessDragonState &princessDragonState(const Game &game);

} // namespace tessera::engine
