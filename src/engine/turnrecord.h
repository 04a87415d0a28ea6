#pragma once
// One turn as a game record holds it: everything needed to apply the turn again to the
// position before it. A game is its setup plus the list of these.

#include "game.h"

#include <optional>
#include <vector>

namespace tessera::engine {

struct TurnRecord {
    int player = 0;
    std::vector<TileIndex> drawn;     // tiles taken into the hand this turn, in order
    std::vector<TileIndex> discarded; // tiles discarded this turn because they fit nowhere
    TileIndex tile = 0;               // the tile placed
    Placement placement;
    std::optional<Deployment> deployment; // none: the player deployed nothing

    friend bool operator==(const TurnRecord &, const TurnRecord &) = default;
};

// Why a recorded turn cannot be applied to the position before it.
enum class TurnError : std::uint8_t {
    None,
    GameOver,          // the game had already ended
    WrongPlayer,       // the turn names another player than the one to move
    DiscardNotInPile,  // a discarded tile is not left in the pile
    DiscardFits,       // a tile recorded as discarded has a legal placement
    DiscardMissing,    // a held tile was discarded but the record does not say so
    DrawNotInPile,     // a drawn tile is not left in the pile
    DrawnFitsNowhere,  // a drawn tile has no legal placement (it must be recorded as discarded)
    TooManyDrawn,      // more tiles drawn than the hand holds
    TooFewDrawn,       // the hand is not full although tiles are left
    IllegalPlacement,  // see TurnProblem::move
    IllegalDeployment, // see TurnProblem::move
    GameNotOver,       // tiles recorded as the last discards, but tiles that fit remain
};

struct TurnProblem {
    TurnError error = TurnError::None;
    MoveError move = MoveError::None; // for IllegalPlacement and IllegalDeployment
    TileIndex tile = 0;               // the tile concerned, where there is one
    explicit operator bool() const { return error != TurnError::None; }
};

} // namespace tessera::engine
