#pragma once
// Many games of one setup played one after another in the same memory. Each game starts as
// Game(setup) with its seed would, but in the vectors of the game before it, which have grown
// to their size: no allocation per game (the simulation, the benchmarks, the editor's quick
// simulation).

#include "game.h"

#include <cstdint>

namespace tessera::engine {

class GameSeries {
public:
    explicit GameSeries(const GameSetup &setup) : m_undealt(setup, Game::Undealt{}), m_game(m_undealt) {}

    // The game of this seed at its start, in place of the previous one.
    Game &start(std::uint64_t seed)
    {
        m_game = m_undealt; // copied into the vectors' existing room
        m_game.deal(seed);
        return m_game;
    }

private:
    const Game m_undealt;
    Game m_game;
};

} // namespace tessera::engine
