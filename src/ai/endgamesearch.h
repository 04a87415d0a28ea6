#pragma once
// The last tiles searched exactly: every decision of every player and every tile the pile can
// still give (weighted by its copies), to the final scoring. Each player maximizes their own
// expected margin (own final score minus the best opponent's). Only public information is
// used: the multiset of the pile, never its order.

#include "turnsearch.h"

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/random.h"

namespace tessera::ai {

// Tiles still to be played: the pile and every hand.
int tilesToPlay(const engine::Game &game);

// The expected final margin of each player under that search.
PlayerValues exactValues(const engine::Game &game);

// The current player's best decision under that search, ties broken at random. The cost grows
// as (decisions per turn)^(tiles to play): meant for two tiles or fewer.
engine::Decision exactDecision(const engine::Game &game, engine::Random &random);

} // namespace tessera::ai
