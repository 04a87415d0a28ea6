#pragma once
// The tiles of a game, compiled for speed: per rotation, the packed edge word and which local
// feature sits on each board side and half-edge. Immutable and shared between game copies.

#include "featuregraph.h"
#include "tiletype.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tessera::engine {

using TileIndex = std::uint16_t; // index into TileCatalog::tiles()
inline constexpr std::uint8_t kNoFeature = 0xFF;

// 4 bits per board side (side s at bits 4s..4s+3), holding an EdgeType value.
using EdgeWord = std::uint16_t;

struct CompiledRotation {
    EdgeWord edges = 0;
    std::array<std::uint8_t, 4> sideFeature{}; // road/city/river feature on each board side
    std::array<std::uint8_t, 8> halfFeature{}; // field on each board half-edge
};

// The most tiles a game can hold, the start tile included. Placed tiles and open positions (up
// to two per tile) are indexed with 16 bits, pennant counts are 16 bits, and the dense board
// costs memory in proportion to the area the tiles span, which is at most a quarter of the
// square of their number. Readers refuse larger sets; Game never builds a larger pile.
inline constexpr int kMaxTilesPerGame = 10'000;

struct CompiledTile {
    TileType type;
    std::array<CompiledRotation, 4> rotations{};
    std::uint64_t edgesByRotation = 0;  // rotation r's edge word in bits 16r..16r+15
    std::uint8_t distinctRotations = 4; // 1, 2 or 4: rotations beyond give the same edges
    std::uint32_t cloisters = 0;        // bit f set when local feature f is a cloister
    std::uint32_t roadsAndCities = 0;   // bit f set when local feature f is a road or a city
    std::uint32_t princesses = 0;       // bit f set when local feature f is a city with the princess
    std::uint32_t featureKinds = 0;     // bit k set when the tile has a feature of FeatureKind k
    std::vector<FeatureNode> nodes;     // the feature graph's node of each feature, unplaced
};

class TileCatalog {
public:
    // Compiles the tiles of the given sets (which must be valid, see tilevalidation.h).
    // The start tile is taken from the first set that names one.
    explicit TileCatalog(const std::vector<TileSet> &sets);

    const std::vector<CompiledTile> &tiles() const { return m_tiles; }
    const CompiledTile &tile(TileIndex i) const { return m_tiles[i]; }
    TileIndex startTile() const { return m_start; }
    // The start tile of every set that names one, in set order (the River's spring may
    // replace the first).
    const std::vector<TileIndex> &startTiles() const { return m_startTiles; }

    // What the tiles hold, so that a game finds out at once which rules modules play.
    struct Contents {
        std::uint32_t featureKinds = 0; // bit k for every FeatureKind k on some tile
        bool inns = false;
        bool cathedrals = false;
        bool goods = false;
        bool princessDragon = false; // a volcano, dragon, portal or princess
    };
    const Contents &contents() const { return m_contents; }
    // A game's pile before it is shuffled: every copy of every tile but one of the start tile,
    // in catalog order, cut at kMaxTilesPerGame tiles with the start tile. Worked out once,
    // since every game of the catalog starts from it (random games by the ten thousand).
    const std::vector<TileIndex> &unshuffledPile() const { return m_unshuffledPile; }
    // The feature graph's nodes of a game: the features of that pile's tiles and the start tile's.
    std::size_t nodesInAll() const { return m_nodesInAll; }
    // Index of the tile with this id, or -1.
    int find(const std::string &id) const;
    // Index of the tile with this JCloisterZone id, or -1.
    int findJcz(const std::string &jczId) const;

private:
    void fillUnshuffledPile();

    std::vector<CompiledTile> m_tiles;
    TileIndex m_start = 0;
    std::vector<TileIndex> m_startTiles;
    Contents m_contents;
    std::vector<TileIndex> m_unshuffledPile;
    std::size_t m_nodesInAll = 0;
};

using TileCatalogPtr = std::shared_ptr<const TileCatalog>;

EdgeWord packEdges(const std::array<EdgeType, 4> &edges, int rotation);
constexpr EdgeType edgeAt(EdgeWord w, int side)
{
    return EdgeType((w >> (4 * side)) & 0xF);
}

// Bit 16r+15 set for every rotation r of the tile that fits an open position demanding
// `required` under `mask` (both repeated in the four 16-bit lanes): all four rotations are
// checked at once (SWAR).
constexpr std::uint64_t fittingRotations(std::uint64_t edgesByRotation, std::uint64_t required, std::uint64_t mask)
{
    constexpr std::uint64_t low15 = 0x7FFF7FFF7FFF7FFFULL;
    const std::uint64_t x = (edgesByRotation & mask) ^ required;
    // A lane is zero exactly when neither its low 15 bits (carried into bit 15) nor bit 15 is set.
    return ~(((x & low15) + low15) | x | low15);
}

// How many rotations fittingRotations() reported (its bits sit at 15, 31, 47 and 63).
constexpr int countRotations(std::uint64_t fits)
{
    return int(((fits >> 15) * 0x0001000100010001ULL) >> 48);
}

} // namespace tessera::engine
