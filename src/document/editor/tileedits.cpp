#include "tileedits.h"

#include "engine/geometry.h"

#include <algorithm>

namespace tessera::document {

using engine::EdgeType;
using engine::FeatureDef;
using engine::FeatureKind;
using engine::TileType;

namespace {

bool hasBit(unsigned mask, int bit)
{
    return ((mask >> bit) & 1U) != 0;
}

FeatureKind kindOfEdge(EdgeType type)
{
    switch (type) {
    case EdgeType::Road:
        return FeatureKind::Road;
    case EdgeType::City:
        return FeatureKind::City;
    case EdgeType::River:
        return FeatureKind::River;
    case EdgeType::Field:
        break;
    }
    return FeatureKind::Field;
}

// Where a new feature of this kind goes: cities after the last city (files keep them first,
// so that the fields' city numbers stay small), everything else at the end.
int placeFor(const TileType &tile, FeatureKind kind)
{
    if (kind != FeatureKind::City)
        return static_cast<int>(tile.features.size());
    int last = -1;
    for (int f = 0; f < static_cast<int>(tile.features.size()); ++f)
        if (tile.features[static_cast<std::size_t>(f)].kind == FeatureKind::City)
            last = f;
    return last + 1;
}

FeatureDef &at(TileType &tile, int f)
{
    return tile.features[static_cast<std::size_t>(f)];
}

// Clears `bits` of sides (or half-edges) from every feature; features left without any part
// they had before are removed.
void releaseParts(TileType &tile, unsigned sides, unsigned halves)
{
    for (int f = static_cast<int>(tile.features.size()) - 1; f >= 0; --f) {
        FeatureDef &feature = at(tile, f);
        const bool had = feature.sides != 0 || feature.halves != 0;
        feature.sides = static_cast<std::uint8_t>(feature.sides & ~sides);
        feature.halves = static_cast<std::uint8_t>(feature.halves & ~halves);
        if (had && feature.sides == 0 && feature.halves == 0)
            removeFeature(tile, f);
    }
}

// The field holding the half-edge, or -1.
int fieldAt(const TileType &tile, int half)
{
    return featureAt(tile, EdgePart{true, half & 7});
}

// Puts the half-edge into `field`, or into a new field when `field` is -1; returns the field.
int claimHalf(TileType &tile, int half, int field)
{
    if (field < 0) {
        FeatureDef def;
        def.kind = FeatureKind::Field;
        field = placeFor(tile, FeatureKind::Field);
        insertFeature(tile, field, def);
    }
    at(tile, field).halves = static_cast<std::uint8_t>(at(tile, field).halves | (1U << half));
    return field;
}

void addCity(std::vector<std::uint8_t> &cities, int city)
{
    if (std::find(cities.begin(), cities.end(), city) == cities.end())
        cities.push_back(static_cast<std::uint8_t>(city));
}

} // namespace

std::vector<EdgePart> edgeParts(const TileType &tile)
{
    std::vector<EdgePart> parts;
    for (int side = 0; side < engine::kSides; ++side) {
        const EdgeType edge = tile.edges[static_cast<std::size_t>(side)];
        if (edge != EdgeType::City) {
            parts.push_back({true, 2 * side});
            parts.push_back({true, 2 * side + 1});
        }
        if (edge != EdgeType::Field)
            parts.push_back({false, side});
    }
    return parts;
}

int featureAt(const TileType &tile, EdgePart part)
{
    for (int f = 0; f < static_cast<int>(tile.features.size()); ++f) {
        const FeatureDef &feature = tile.features[static_cast<std::size_t>(f)];
        if (hasBit(part.half ? feature.halves : feature.sides, part.index))
            return f;
    }
    return -1;
}

EdgeType nextEdgeType(EdgeType type)
{
    switch (type) {
    case EdgeType::Field:
        return EdgeType::Road;
    case EdgeType::Road:
        return EdgeType::City;
    case EdgeType::City:
        return EdgeType::River;
    case EdgeType::River:
        break;
    }
    return EdgeType::Field;
}

TileType withEdge(const TileType &source, int side, EdgeType type)
{
    TileType tile = source;
    side &= 3;
    if (tile.edges[static_cast<std::size_t>(side)] == type)
        return tile;
    const int left = 2 * side;
    const int right = left + 1;
    releaseParts(tile, 1U << side, (1U << left) | (1U << right));
    tile.edges[static_cast<std::size_t>(side)] = type;

    if (type != EdgeType::Field) {
        FeatureDef def;
        def.kind = kindOfEdge(type);
        def.sides = static_cast<std::uint8_t>(1U << side);
        const int position = placeFor(tile, def.kind);
        insertFeature(tile, position, def);
        if (type == EdgeType::City) {
            // The fields just before and after the city side border it.
            for (const int half : {(left + 7) & 7, (right + 1) & 7})
                if (const int field = fieldAt(tile, half); field >= 0)
                    addCity(at(tile, field).adjacentCities, position);
            return tile;
        }
    }
    // The halves join the fields met before and after them going clockwise; a field edge keeps
    // its two halves together.
    const int before = fieldAt(tile, left + 7);
    const int after = fieldAt(tile, right + 1);
    if (type == EdgeType::Field) {
        const int field = claimHalf(tile, left, before >= 0 ? before : after);
        claimHalf(tile, right, field);
        return tile;
    }
    // A new field for the left half goes at the end, so `after` still names the same field.
    claimHalf(tile, left, before);
    claimHalf(tile, right, after);
    return tile;
}

TileType linkParts(const TileType &source, EdgePart a, EdgePart b, PartLink *what)
{
    TileType tile = source;
    if (what)
        *what = PartLink::Unchanged;
    const int fa = featureAt(tile, a);
    const int fb = featureAt(tile, b);
    if (fa < 0 || fb < 0 || a == b || a.half != b.half || at(tile, fa).kind != at(tile, fb).kind)
        return tile;

    if (fa == fb) {
        // Split: b leaves for a feature of its own (a field keeps the cities it borders).
        FeatureDef &old = at(tile, fa);
        FeatureDef part;
        part.kind = old.kind;
        if (b.half) {
            old.halves = static_cast<std::uint8_t>(old.halves & ~(1U << b.index));
            part.halves = static_cast<std::uint8_t>(1U << b.index);
            part.adjacentCities = old.adjacentCities;
        } else {
            old.sides = static_cast<std::uint8_t>(old.sides & ~(1U << b.index));
            part.sides = static_cast<std::uint8_t>(1U << b.index);
        }
        insertFeature(tile, placeFor(tile, part.kind), part);
        if (what)
            *what = PartLink::Split;
        return tile;
    }

    // Connect: the lower position keeps the feature; the other's parts and flags join it, and
    // fields that bordered the other city border the kept one.
    const int keep = std::min(fa, fb);
    const int gone = std::max(fa, fb);
    const FeatureDef other = at(tile, gone);
    FeatureDef &kept = at(tile, keep);
    kept.sides = static_cast<std::uint8_t>(kept.sides | other.sides);
    kept.halves = static_cast<std::uint8_t>(kept.halves | other.halves);
    kept.pennants += other.pennants;
    kept.cathedral = kept.cathedral || other.cathedral;
    kept.princess = kept.princess || other.princess;
    kept.inn = kept.inn || other.inn;
    if (kept.goods == engine::Goods::None)
        kept.goods = other.goods;
    for (const std::uint8_t city : other.adjacentCities)
        addCity(kept.adjacentCities, city);
    if (kept.kind == FeatureKind::City) {
        for (FeatureDef &feature : tile.features) {
            auto &cities = feature.adjacentCities;
            if (std::find(cities.begin(), cities.end(), gone) != cities.end()) {
                cities.erase(std::remove(cities.begin(), cities.end(), gone), cities.end());
                addCity(cities, keep);
            }
        }
    }
    removeFeature(tile, gone);
    if (what)
        *what = PartLink::Connected;
    return tile;
}

bool hasCloister(const TileType &tile)
{
    return std::any_of(tile.features.begin(), tile.features.end(),
                       [](const FeatureDef &f) { return f.kind == FeatureKind::Cloister; });
}

TileType withCloister(const TileType &source, bool cloister)
{
    TileType tile = source;
    if (hasCloister(tile) == cloister)
        return tile;
    if (cloister) {
        FeatureDef def;
        def.kind = FeatureKind::Cloister;
        insertFeature(tile, placeFor(tile, def.kind), def);
        return tile;
    }
    for (int f = static_cast<int>(tile.features.size()) - 1; f >= 0; --f)
        if (at(tile, f).kind == FeatureKind::Cloister)
            removeFeature(tile, f);
    return tile;
}

TileType withBorderingCity(const TileType &source, int field, int city, bool borders)
{
    TileType tile = source;
    if (field < 0 || field >= static_cast<int>(tile.features.size()))
        return tile;
    auto &cities = at(tile, field).adjacentCities;
    if (borders)
        addCity(cities, city);
    else
        cities.erase(std::remove(cities.begin(), cities.end(), city), cities.end());
    return tile;
}

TileType plainTile(const std::string &id)
{
    TileType tile;
    tile.id = id;
    tile.count = 1;
    FeatureDef field;
    field.kind = FeatureKind::Field;
    field.halves = 0xFF;
    tile.features.push_back(field);
    return tile;
}

void insertFeature(TileType &tile, int position, FeatureDef feature)
{
    position = std::clamp(position, 0, static_cast<int>(tile.features.size()));
    for (FeatureDef &f : tile.features)
        for (std::uint8_t &city : f.adjacentCities)
            if (city >= position)
                ++city;
    tile.features.insert(tile.features.begin() + position, std::move(feature));
}

void removeFeature(TileType &tile, int position)
{
    if (position < 0 || position >= static_cast<int>(tile.features.size()))
        return;
    tile.features.erase(tile.features.begin() + position);
    for (FeatureDef &f : tile.features) {
        auto &cities = f.adjacentCities;
        cities.erase(std::remove(cities.begin(), cities.end(), position), cities.end());
        for (std::uint8_t &city : cities)
            if (city > position)
                --city;
    }
}

} // namespace tessera::document
