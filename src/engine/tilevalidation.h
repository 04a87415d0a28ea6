#pragma once
// Structural checks of tile types, shared by the tile set loader and the tile set editor.
// Problems are codes plus indices; the document layer turns them into messages.

#include "tiletype.h"

#include <vector>

namespace tessera::engine {

enum class TileProblemCode {
    EmptyId,               // the tile has no id
    DuplicateId,           // two tiles of the set share an id
    NegativeCount,         // count < 0
    FeatureOnWrongEdge,    // a road/city/river feature claims a side whose edge is another type
    FeatureWithoutEdges,   // a road/city/river feature touching no side
    SideClaimedTwice,      // two features claim the same side
    SideUnclaimed,         // a road/city/river edge that no feature covers
    HalfEdgeClaimedTwice,  // two fields claim the same half-edge
    HalfEdgeOnCitySide,    // a field claims a half-edge of a city side
    HalfEdgeUnclaimed,     // a half-edge of a field/road/river side that no field covers
    FieldWithSides,        // a field that lists sides instead of half-edges
    EdgeFeatureWithHalves, // a road/city/river/cloister that lists half-edges
    CloisterWithSides,     // a cloister touching an edge
    AdjacentCityInvalid,   // a field borders a feature index that is not a city of the tile
    PennantsOutsideCity,   // pennants, cathedral, princess or goods on a feature that is not a city
    InnOutsideRoad,        // an inn on a feature that is not a road
    NegativePennants,      // pennants < 0
    NoStartTile,           // the set names no start tile, or one it does not contain
    StartTileCountZero,    // the start tile has count 0 (nothing left to place at the start)
    CitiesOutsideField,    // a road/city/river/cloister that lists bordering cities
    AdjacentCityTwice,     // a field lists the same bordering city twice
    TooManyFeatures,       // more than kMaxFeaturesPerTile features (detail: the count)
};

struct TileProblem {
    TileProblemCode code;
    int tile = -1;    // index into TileSet::tiles (-1: the set itself)
    int feature = -1; // index into TileType::features, or -1
    int detail = -1;  // the side, half-edge or adjacent-city index concerned, or -1
    friend bool operator==(const TileProblem &, const TileProblem &) = default;
};

// Problems of one tile type; `tileIndex` is copied into each problem.
std::vector<TileProblem> validateTileType(const TileType &tile, int tileIndex = -1);

// Problems of a whole set: every tile, duplicate ids and the start tile. `requireStart`
// is false for expansion sets that add tiles to another set's game.
std::vector<TileProblem> validateTileSet(const TileSet &set, bool requireStart = true);

} // namespace tessera::engine
