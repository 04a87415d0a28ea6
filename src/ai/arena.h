#pragma once
// Plays whole games between computer players: the referee draws from the real pile, each
// player sees only its public view, and every decision goes through the engine's checks.

#include "player.h"

#include "engine/game.h"

#include <span>

namespace tessera::ai {

struct GameOutcome {
    std::array<int, engine::kMaxPlayers> scores{};
    int decisions = 0;
    int illegal = 0; // decisions the engine refused (the game stops at the first)
    bool finished = false;
};

// seats[p] plays seat p; seats.size() must equal setup.players.
GameOutcome playGame(const engine::GameSetup &setup, std::span<Player *const> seats);

} // namespace tessera::ai
