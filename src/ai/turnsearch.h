#pragma once
// The one-ply search the greedy and heuristic players share: every legal decision of the
// current turn is tried on a copy of the position, the rest of the turn is searched the same
// way, and the turn's end position is scored by an evaluation. The best decision is returned,
// ties broken at random (so the player's seed decides, never the order of the list).

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/random.h"

#include <functional>

namespace tessera::ai {

// What a position at the end of a turn is worth to `player` (higher is better).
using Evaluation = std::function<double(const engine::Game &position, int player)>;

engine::Decision bestTurnDecision(const engine::Game &game, const Evaluation &evaluate, engine::Random &random);

// "As if the game ended now": the player's final score minus the best opponent's (the own
// score in a solo game), after final scoring of the position.
double projectedMargin(const engine::Game &position, int player);

// The margin of per-player values: own minus the best opponent's.
double marginOf(const std::array<double, engine::kMaxPlayers> &values, int players, int player);

} // namespace tessera::ai
