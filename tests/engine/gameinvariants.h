#pragma once
// Invariants every reachable game position must satisfy; used by the soak tests.

#include "engine/game.h"

#include <QString>

namespace tessera::test {

// Empty when the position is sound, else a description of the first broken invariant:
// touching edges match, every player's followers in supply plus on the board make 7,
// figures stand on features of placed tiles.
QString brokenInvariant(const engine::Game &game);

} // namespace tessera::test
