#include "placementways.h"

#include "engine/geometry.h"

#include <algorithm>
#include <tuple>

namespace tessera::document {

using namespace engine;

namespace {

// A feature as it lies after the turn, with everything that tells features apart except the
// indices of its neighbouring cities (which a turn permutes); their number stays.
using FeatureKey = std::tuple<int, int, int, std::size_t, int, bool, bool, int, bool>;

FeatureKey keyOf(const FeatureDef &f, int turns)
{
    const auto sides = std::uint8_t((f.sides & 0xF0) | rotateSideMask(std::uint8_t(f.sides & 0xF), turns));
    return {
        int(f.kind),  sides, rotateHalfMask(f.halves, turns), f.adjacentCities.size(), f.pennants, f.cathedral, f.princess,
        int(f.goods), f.inn};
}

std::vector<FeatureKey> keysOf(const TileType &tile, int turns)
{
    std::vector<FeatureKey> keys;
    for (const FeatureDef &f : tile.features)
        keys.push_back(keyOf(f, turns));
    std::sort(keys.begin(), keys.end());
    return keys;
}

} // namespace

bool looksTheSameTurned(const TileType &tile, int quarterTurns)
{
    for (int side = 0; side < kSides; ++side)
        if (tile.edges[std::size_t(rotateSide(side, quarterTurns))] != tile.edges[std::size_t(side)])
            return false;
    return keysOf(tile, quarterTurns) == keysOf(tile, 0);
}

int distinctWays(const TileType &tile, const std::vector<int> &rotations)
{
    int ways = 0;
    for (std::size_t i = 0; i < rotations.size(); ++i) {
        const bool seen = std::any_of(rotations.begin(), rotations.begin() + std::ptrdiff_t(i),
                                      [&](int earlier) { return looksTheSameTurned(tile, rotations[i] - earlier); });
        ways += seen ? 0 : 1;
    }
    return ways;
}

} // namespace tessera::document
