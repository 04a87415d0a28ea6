#pragma once
// The one-ply search the greedy and heuristic players share: every legal decision of the
// current turn is tried on a copy of the position, the rest of the turn is searched the same
// way, and the turn's end position is scored by an evaluation. The best decision is returned,
// ties broken at random (so the player's seed decides, never the order of the list).

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/random.h"

#include <atomic>
#include <functional>
#include <span>
#include <vector>

namespace tessera::ai {

// What a position at the end of a turn is worth to `player` (higher is better).
using Evaluation = std::function<double(const engine::Game &position, int player)>;

// The value of each decision: the best end of the turn it leads to (the rest of the turn
// searched the same way), for the player to move. Once `stop` is set (from another thread: an
// undo, a closed window; the decision is then dropped) the search ends at its next position and
// the decisions not judged yet get the lowest value: a turn searched over thousands of positions
// (a placement whose tile has a magic portal: every target, each judged by a final scoring)
// took up to 0.7 s.
void decisionValues(const engine::Game &game, std::span<const engine::Decision> decisions, const Evaluation &evaluate,
                    std::vector<double> &values, const std::atomic<bool> *stop = nullptr);

engine::Decision bestTurnDecision(const engine::Game &game, const Evaluation &evaluate, engine::Random &random,
                                  const std::atomic<bool> *stop = nullptr);

// The index of the highest value (values must not be empty); ties broken at random.
std::size_t pickBest(std::span<const double> values, engine::Random &random);

// "As if the game ended now": the player's final score minus the best opponent's (the own
// score in a solo game), after final scoring of the position.
double projectedMargin(const engine::Game &position, int player);

// A value per seat (scores, or an evaluation's estimate of them).
using PlayerValues = std::array<double, engine::kMaxPlayers>;

// The margin of per-player values: own minus the best opponent's.
double marginOf(const PlayerValues &values, int players, int player);
// The scores of a finished game (or a copy ended with endNow) as values.
PlayerValues scoresOf(const engine::Game &game);

} // namespace tessera::ai
