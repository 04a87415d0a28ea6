#pragma once
// What a tile set holds, for the editor's summary: copies of each kind of feature, the edge
// patterns, and the surroundings no tile fits (a hole on the board with those four
// neighbours can never be filled). Counts are over copies, not tile types.

#include "engine/tiletype.h"

#include <string>
#include <utility>
#include <vector>

namespace tessera::document {

struct TileSetSummary {
    int tileTypes = 0;
    int tiles = 0; // copies
    int cities = 0;
    int roads = 0;
    int rivers = 0;
    int fields = 0;
    int cloisters = 0;
    int pennants = 0;
    int inns = 0;
    int cathedrals = 0;
    int princesses = 0;
    int goods = 0;
    int volcanoes = 0;
    int dragons = 0;
    int portals = 0;
    // Edge letters (N E S W, the rotation that sorts first) and copies, most copies first.
    std::vector<std::pair<std::string, int>> edgePatterns;
    // Four edge letters (N E S W, the rotation that sorts first) that no tile matches in any
    // rotation, among the edge kinds the set uses.
    std::vector<std::string> unmatched;
};

TileSetSummary summarize(const engine::TileSet &set);

// The tile's edges as four letters (N E S W), and the same turned to the rotation whose
// letters sort first, so that a pattern and its rotations read the same.
std::string edgeLetters(const std::array<engine::EdgeType, 4> &edges);
std::string canonicalEdgeLetters(const std::array<engine::EdgeType, 4> &edges);

} // namespace tessera::document
