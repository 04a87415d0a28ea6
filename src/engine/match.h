#pragma once
// A game together with its record. Live play goes through Match so that every turn is
// recorded; loading a log applies recorded turns with full checks; undo cuts the record and
// replays it. "The position after turn k is the setup with the first k turns applied."

#include "game.h"
#include "turnrecord.h"

#include <vector>

namespace tessera::engine {

class Match {
public:
    explicit Match(const GameSetup &setup);

    const GameSetup &setup() const { return m_setup; }
    const Game &game() const { return m_game; }
    const std::vector<TurnRecord> &turns() const { return m_turns; }
    // The turn being played: its decisions so far (drawn and discarded are filled in with
    // the first decision).
    const TurnRecord &currentTurn() const { return m_current; }
    // Tiles discarded after the last placed tile, when the rest of the pile fits nowhere.
    const std::vector<TileIndex> &endDiscards() const { return m_endDiscards; }

    // --- live play, recorded ----------------------------------------------------------------
    void drawRandom();
    DrawResult drawTile(TileIndex tile);
    MoveError place(TileIndex tile, Placement p);
    MoveError deploy(Deployment d);
    MoveError pass();
    MoveError apply(const Decision &d);

    // --- replay -----------------------------------------------------------------------------
    // Applies a recorded turn to the current position (which must be at the start of a turn,
    // before any draw). On a problem the position is left as it was before the turn.
    TurnProblem applyTurn(const TurnRecord &turn);
    // The draws and the first `count` decisions of a recorded turn, a bonus tile's draws
    // included: a position within the turn, as a viewer steps through it one decision at a
    // time (all of them: applyTurn without its checks that the turn ended as recorded). On a
    // problem the position is left as it was before the turn.
    TurnProblem applyDecisions(const TurnRecord &turn, std::size_t count);
    // Only the draws and discards of a recorded turn (the same tiles come back when a turn is
    // played again); nothing happens when this turn drew them already. On a problem the
    // position is left at the start of the turn. While the builder's bonus tile is to be
    // drawn, the draws of the turn's bonus tile (the turn so far must be the record's).
    TurnProblem applyDraws(const TurnRecord &turn);
    // Applies the discards recorded after the last turn; afterwards the game must be over.
    TurnProblem applyEndDiscards(const std::vector<TileIndex> &tiles);

    // Cuts the record to its first `turns` turns (undo) by replaying them from the setup.
    void truncate(std::size_t turns);

private:
    void startTurn();
    void record(const Decision &d);
    std::vector<TileIndex> discardsSince(std::size_t mark) const;
    std::vector<TileIndex> drawnThisTurn() const;
    std::vector<TileIndex> bonusDiscards() const;
    bool closeTurnEndedInDraw();
    TurnProblem drawRecorded(const std::vector<TileIndex> &discarded, const std::vector<TileIndex> &drawn);

    GameSetup m_setup;
    Game m_game;
    std::vector<TurnRecord> m_turns;
    std::vector<TileIndex> m_endDiscards;
    // The turn in progress.
    TurnRecord m_current;
    std::size_t m_discardMark = 0;          // first entry of game.discards() of this turn
    std::vector<TileIndex> m_heldAtStart;   // the hand before this turn's draws (or the bonus tile's)
    int m_turnNumber = 0;                   // Game::turn() of the turn in progress
};

} // namespace tessera::engine
