#pragma once
// One turn as a game record holds it: everything needed to apply the turn again to the
// position before it. A game is its setup plus the list of these.

#include "game.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace tessera::engine {

struct TurnRecord {
    int player = 0; // whose turn it is (who places its tiles)
    // Everything that happened in the turn, in order: each draw and discard (held tiles that
    // stopped fitting included), the placement, the deployment or pass, the modules'
    // decisions, another tile's draws and decisions. Replaying it rebuilds the turn.
    std::vector<Decision> decisions;

    // The first tile placed and where (a turn always places one), and the figure deployed, if any.
    TileIndex tile() const { return placement().tile; }
    const Decision &placement() const
    {
        static const Decision none = Decision::place(0, {});
        for (const Decision &d : decisions)
            if (d.kind == DecisionKind::Place)
                return d;
        return none;
    }
    // The index in `decisions` of the n-th placement (0: the turn's tile), or -1.
    int placementIndex(int n = 0) const
    {
        for (std::size_t i = 0; i < decisions.size(); ++i)
            if (decisions[i].kind == DecisionKind::Place && n-- == 0)
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
    // The player's decisions (the entries that are no draw or discard).
    int decisionCount() const
    {
        return int(std::count_if(decisions.begin(), decisions.end(), [](const Decision &d) { return !d.isDraw(); }));
    }
    // How many entries lead up to the position after the first `n` decisions: those
    // decisions, and the draws and discards before them and right after the last one.
    std::size_t entriesThrough(int n) const
    {
        std::size_t i = 0;
        for (; i < decisions.size() && (n > 0 || decisions[i].isDraw()); ++i)
            n -= decisions[i].isDraw() ? 0 : 1;
        return i;
    }

    // The usual base-game turn: the discards, the draws, place, then deploy or pass.
    static TurnRecord basic(int player, const std::vector<TileIndex> &drawn, TileIndex tile, Placement p,
                            std::optional<Deployment> deployment, const std::vector<TileIndex> &discarded = {})
    {
        TurnRecord t{player, {}};
        for (const TileIndex d : discarded)
            t.decisions.push_back(Decision::discard(d));
        for (const TileIndex d : drawn)
            t.decisions.push_back(Decision::draw(d));
        t.decisions.push_back(Decision::place(tile, p));
        t.decisions.push_back(deployment ? Decision::deploy(*deployment) : Decision::pass());
        return t;
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
    NoPlacementFirst,  // the turn places no tile
    TurnNotFinished,   // the decisions stop before the turn ends
    AfterTurnEnd,      // decisions recorded after the turn has ended
};

struct TurnProblem {
    TurnError error = TurnError::None;
    MoveError move = MoveError::None; // for IllegalPlacement and IllegalDeployment
    TileIndex tile = 0;               // the tile concerned, where there is one
    int decision = -1;                // the index in the turn's list of the entry at fault, where there is one
    explicit operator bool() const { return error != TurnError::None; }
};

} // namespace tessera::engine
