#pragma once
// Tile types as plain data: what a tile set file describes and what the engine plays with.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::engine {

// Local feature indices must fit the catalog's per-tile bit masks (one bit per feature).
inline constexpr int kMaxFeaturesPerTile = 32;

// Values start at 1 so that 0 can mean "no constraint" in packed edge words.
enum class EdgeType : std::uint8_t { Field = 1, Road = 2, City = 3, River = 4 };

enum class FeatureKind : std::uint8_t { Field, Road, City, Cloister, River };

enum class Goods : std::uint8_t { None, Wine, Grain, Cloth };

// Bits of FeatureDef::sides: one per side, bit i = side i (N E S W).
// Bits of FeatureDef::halves: one per half-edge, bit i = half-edge i (NL NR EL ER SL SR WL WR).
struct FeatureDef {
    FeatureKind kind = FeatureKind::Field;
    std::uint8_t sides = 0;                   // road, city, river: the sides it touches (a road touches the middle)
    std::uint8_t halves = 0;                  // field: the half-edges it touches (0 = an inner field)
    std::vector<std::uint8_t> adjacentCities; // field: indices (into features) of bordering cities

    int pennants = 0;          // city
    bool cathedral = false;    // city
    bool princess = false;     // city
    Goods goods = Goods::None; // city
    bool inn = false;          // road

    friend bool operator==(const FeatureDef &, const FeatureDef &) = default;
};

struct TileType {
    std::string id;    // unique within the tile set, used in game logs
    std::string name;  // shown to people (not translated: it is data)
    std::string jczId; // JCloisterZone's id, for importing its saved games ("" if none)
    int count = 1;     // copies in the set, the start tile included
    std::array<EdgeType, 4> edges{EdgeType::Field, EdgeType::Field, EdgeType::Field, EdgeType::Field};
    std::vector<FeatureDef> features;
    bool volcano = false;
    bool dragon = false;
    bool portal = false;
    std::string art; // optional SVG markup drawn instead of the generated art

    friend bool operator==(const TileType &, const TileType &) = default;
};

struct TileSet {
    std::string id;
    std::string name;
    std::string startTile; // id of the tile placed at (0, 0) before the first turn
    std::vector<TileType> tiles;

    const TileType *find(const std::string &tileId) const
    {
        for (const TileType &t : tiles)
            if (t.id == tileId)
                return &t;
        return nullptr;
    }
    int totalCount() const
    {
        int n = 0;
        for (const TileType &t : tiles)
            n += t.count;
        return n;
    }

    friend bool operator==(const TileSet &, const TileSet &) = default;
};

} // namespace tessera::engine
