#pragma once
// The last tiles searched exactly: every decision of every player and every tile the pile can
// still give (weighted by its copies), to the final scoring. Each player maximizes their own
// expected margin (own final score minus the best opponent's). Only public information is
// used: the multiset of the pile, never its order.

#include "turnsearch.h"

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/random.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::ai {

// Tiles still to be played: the pile and every hand.
int tilesToPlay(const engine::Game &game);

// The expected final margin of each player under that search.
PlayerValues exactValues(const engine::Game &game);

// The current player's best decision under that search, ties broken at random. The cost grows
// as (decisions per turn)^(tiles to play): meant for two tiles or fewer. The search gives up
// (nullopt) once it has looked at `maxPositions` positions: the dragon's flights (up to six
// steps, each a decision) and the magic portal's hundreds of targets can make even two tiles
// far too many.
// It gives up too, at its next position, once `stop` is set (an undo or a closed window while
// a computer thinks: Hard's search then ends at once as well).
// Every player's expected final margin after each of `decisions` (legal ones of `game`) under
// that search; nullopt when it gives up (see exactDecision).
std::optional<std::vector<PlayerValues>> exactDecisionValues(const engine::Game &game,
                                                             const std::vector<engine::Decision> &decisions,
                                                             std::int64_t maxPositions,
                                                             const std::atomic<bool> *stop = nullptr);

std::optional<engine::Decision> exactDecision(const engine::Game &game, engine::Random &random, std::int64_t maxPositions,
                                              const std::atomic<bool> *stop = nullptr);

} // namespace tessera::ai
