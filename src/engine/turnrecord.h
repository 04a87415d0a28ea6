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
    std::vector<Decision> decisions;  // in the order taken; a played turn starts with a Place
    // The bonus tile (the builder): the tiles drawn and discarded for it after the first
    // tile's decisions; its own Place and Deploy/Pass follow those in `decisions`.
    std::vector<TileIndex> bonusDrawn;
    std::vector<TileIndex> bonusDiscarded;

    // The tile placed and where (a turn always places one), and the figure deployed, if any.
    TileIndex tile() const { return placement().tile; }
    const Decision &placement() const
    {
        static const Decision none = Decision::place(0, {});
        return decisions.empty() ? none : decisions.front();
    }
    // The index in `decisions` of the bonus tile's placement, or -1.
    int bonusPlacement() const
    {
        for (std::size_t i = 1; i < decisions.size(); ++i)
            if (decisions[i].kind == DecisionKind::Place)
                return int(i);
        return -1;
    }
    std::optional<Deployment> deployment() const
    {
        for (const Decision &d : decisions)
            if (d.kind == DecisionKind::Deploy)
                return d.deployment;
        return std::nullopt;
    }

    // The usual base-game turn: place, then deploy or pass.
    static TurnRecord basic(int player, std::vector<TileIndex> drawn, TileIndex tile, Placement p,
                            std::optional<Deployment> deployment, std::vector<TileIndex> discarded = {})
    {
        return {player, std::move(drawn), std::move(discarded),
                {Decision::place(tile, p), deployment ? Decision::deploy(*deployment) : Decision::pass()}, {}, {}};
    }

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
    DrawOutOfOrder,    // the tile is in the pile, but others must be drawn first (the river)
    NoPlacementFirst,  // the turn's first decision does not place its tile
    TurnNotFinished,   // the decisions stop before the turn ends
    AfterTurnEnd,      // decisions recorded after the turn has ended
    NoBonusTile,       // tiles drawn for a bonus tile that the turn did not earn (or not those)
};

struct TurnProblem {
    TurnError error = TurnError::None;
    MoveError move = MoveError::None; // for IllegalPlacement and IllegalDeployment
    TileIndex tile = 0;               // the tile concerned, where there is one
    int decision = -1;                // the index of the decision at fault, where there is one
    explicit operator bool() const { return error != TurnError::None; }
};

} // namespace tessera::engine
