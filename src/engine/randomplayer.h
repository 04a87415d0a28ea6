#pragma once
// The simplest computer player: a uniformly random legal placement, then a uniformly random
// choice among "no follower" and every legal deployment (with the Princess & the Dragon,
// among every decision open, each step of the dragon's flight included). Used by the simulation benchmark,
// the demo game and the soak tests.

#include "game.h"
#include "match.h"
#include "random.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::engine {

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : m_random(seed, 0x2545f4914f6cdd1dULL) {}

    struct PlacementChoice {
        TileIndex tile = 0;
        Placement placement;
    };
    // In the Draw phase: draws as Game::drawRandom() does. When the hand takes one tile, a
    // placement is tried for it first: one that fits tells the draw that the tile fits (it
    // looks through the open positions for one otherwise), and choosePlacement() takes it.
    // The numbers drawn are those choosePlacement() would draw, so games keep their course.
    void draw(Game &game);
    // In the Place phase: a tile of the hand and one of its legal placements.
    PlacementChoice choosePlacement(const Game &game);
    // In the Deploy phase: a legal deployment, or none.
    std::optional<Deployment> chooseDeployment(const Game &game);
    // Any decision open now, uniformly, picked without listing them (the magic portal offers
    // hundreds): Game::randomDecision().
    Decision chooseDecision(const Game &game);

    struct Choice {
        TileIndex tile = 0;
        Placement placement;
        std::optional<Deployment> deployment;
    };
    // Plays the current player's turn from the Place phase to the end of the turn.
    Choice playTurn(Game &game);

private:
    Random m_random;
    // The placement draw() found for the tile it drew, while the board is as it was then.
    struct Ahead {
        TileIndex tile = 0;
        Placement placement;
        std::size_t placed = std::size_t(-1); // tiles on the board then; none found
    };
    Ahead m_ahead;
};

// Plays a whole game from its current position with random draws and random players. Stops
// when the game is over, or when it fails to end within the steps its tiles allow (a broken
// rule): callers that expect a finished game check isOver().
void playRandomGame(Game &game, RandomPlayer &player);
// The same through a Match, so that every turn is recorded; stops early once the record
// holds `maxTurns` turns.
void playRandomMatch(Match &match, RandomPlayer &player, std::size_t maxTurns = SIZE_MAX);

} // namespace tessera::engine
