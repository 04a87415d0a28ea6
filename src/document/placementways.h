#pragma once
// How many different boards the rotations that fit at a position give: a tile that looks the
// same turned a half turn (a straight road, a city on two opposite sides) fits "2 ways" that
// are one and the same, and a player should be told 1.

#include "engine/tiletype.h"

#include <vector>

namespace tessera::document {

// Whether the tile turned `quarterTurns` clockwise has the same edges and features as unturned.
bool looksTheSameTurned(const engine::TileType &tile, int quarterTurns);

// The number of distinct results among these rotations (0..3) of the tile.
int distinctWays(const engine::TileType &tile, const std::vector<int> &rotations);

} // namespace tessera::document
