#pragma once
// A quick check that a tile set makes a game: a few random two-player games, counting the
// tiles that fit nowhere (the engine discards them) and games that do not end. The editor
// warns when a set loses many tiles that way, e.g. when too few tiles fit anything.

#include "engine/tiletype.h"

#include <vector>

namespace tessera::document {

struct SimulationReport {
    int games = 0;
    int tilesPerGame = 0;        // placed or discarded, the start tile not counted
    double discardedPerGame = 0; // on average
    int unfinished = 0;          // games that did not end (a broken set)
    // Worth a warning: a game did not end, or more than a tenth of the tiles were lost.
    bool troubled() const { return unfinished > 0 || discardedPerGame > 0.1 * tilesPerGame; }
};

// Plays `games` games with `set` (a valid set), after `companions` (the sets it is played with,
// e.g. the base game for an expansion without a start tile).
SimulationReport simulateGames(const engine::TileSet &set, const std::vector<engine::TileSet> &companions, int games = 12);

} // namespace tessera::document
