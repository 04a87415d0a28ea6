#pragma once
// Edits of one tile type as the tile set editor makes them: each takes a tile and gives the
// edited copy, keeping the rest of the tile consistent (sides and half-edges claimed by the
// right features, fields naming their cities by position). Plain C++ over engine types, so
// the undo commands only store tiles before and after.

#include "engine/tiletype.h"

#include <vector>

namespace tessera::document {

// A part of a tile's border that a feature can hold: a side (of a road, city or river) or a
// half-edge (of a field).
struct EdgePart {
    bool half = false;
    int index = 0; // side 0-3 (N E S W) or half-edge 0-7 (NL..WR)
    friend bool operator==(EdgePart, EdgePart) = default;
};

// The parts the tile's edges offer: the side of every road, city and river edge and both
// half-edges of every edge that is not a city.
std::vector<EdgePart> edgeParts(const engine::TileType &tile);
// The feature holding the part, or -1.
int featureAt(const engine::TileType &tile, EdgePart part);

// Field, road, city, river, then field again: the order a click on an edge cycles through.
engine::EdgeType nextEdgeType(engine::EdgeType type);

// The tile with side `side` turned into `type`: the features that held the old edge let go of
// it (and disappear when nothing is left of them); a road, city or river gets a new feature of
// its own; the half-edges beside a road or river join the fields next to them (a new field
// where there is none), and a new city is named by the fields beside it.
engine::TileType withEdge(const engine::TileType &tile, int side, engine::EdgeType type);

enum class PartLink { Unchanged, Connected, Split };
// Connecting or splitting features: when `a` and `b` belong to different features of the same
// kind, these become one (the lower position keeps its flags and takes the other's); when
// they belong to the same feature, `b` leaves it for a new feature of its own. Parts of
// different kinds (a side and a half-edge), or without a feature, leave the tile unchanged.
engine::TileType linkParts(const engine::TileType &tile, EdgePart a, EdgePart b, PartLink *what = nullptr);

// Whether the tile has a cloister, and the tile with or without one.
bool hasCloister(const engine::TileType &tile);
engine::TileType withCloister(const engine::TileType &tile, bool cloister);

// The field `field` bordering city `city` or not.
engine::TileType withBorderingCity(const engine::TileType &tile, int field, int city, bool borders);

// A new tile: all field, one field around it.
engine::TileType plainTile(const std::string &id);

// Feature-list surgery that keeps the fields' city numbers pointing at the same cities.
void insertFeature(engine::TileType &tile, int position, engine::FeatureDef feature);
void removeFeature(engine::TileType &tile, int position);

} // namespace tessera::document
