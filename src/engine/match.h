#pragma once
// A game together with its record. Live play goes through Match so that every turn is
// recorded as the ordered list of what happened in it (turnrecord.h); loading a log applies
// recorded turns with full checks; undo cuts the record and replays it. "The position after
// turn k is the setup with the first k turns applied."

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
    // The turn being played: what happened in it so far (held tiles discarded at its start,
    // draws, decisions).
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
    // Applies a recorded turn to the current position (at the start of a turn, or within it
    // when what happened so far begins the record). On a problem the position is left at the
    // start of the turn.
    TurnProblem applyTurn(const TurnRecord &turn);
    // The first `count` entries of a recorded turn: a position within the turn, as a viewer
    // steps through it (applyTurn without its check that the turn ended as recorded).
    TurnProblem applyDecisions(const TurnRecord &turn, std::size_t count);
    // The draws and discards of a recorded turn from where the turn stands up to its next
    // decision (the same tiles come back when a turn, or its bonus tile, is played again);
    // nothing happens when they were drawn already. A turn that went otherwise so far starts
    // again.
    TurnProblem applyDraws(const TurnRecord &turn);
    // Applies the discards recorded after the last turn; afterwards the game must be over.
    TurnProblem applyEndDiscards(const std::vector<TileIndex> &tiles);

    // Cuts the record to its first `turns` turns (undo) by replaying them from the setup.
    void truncate(std::size_t turns);

private:
    // One entry of a record, checked, at the end of what the turn holds so far.
    TurnProblem applyEntry(const Decision &d, int index);
    DrawResult recordDraw(TileIndex tile, DrawResult r);
    void openTurn(int number);
    // After every step of the engine: records the discards the game made itself and closes
    // the turn when it has ended.
    void settle();
    void closeTurn(int nextTurn);
    void record(const Decision &d) { m_current.decisions.push_back(d); }

    GameSetup m_setup;
    Game m_game;
    std::vector<TurnRecord> m_turns;
    std::vector<TileIndex> m_endDiscards;
    TurnRecord m_current;           // the turn in progress
    int m_turnNumber = 0;           // Game::turn() of the turn in progress
    std::size_t m_seenDiscards = 0; // entries of Game::discards() recorded already
};

// Why a recorded draw or discard (`d`) cannot happen in this position, or TurnError::None.
TurnError drawProblem(const Game &game, const Decision &d);

} // namespace tessera::engine
