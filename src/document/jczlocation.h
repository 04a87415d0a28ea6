#pragma once
// JCloisterZone's names for where a figure stands on a tile ("N", "SE", "NL.NR.EL", "I"...),
// in board orientation, and how they map to the local features of our tiles.

#include "engine/tilecatalog.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace tessera::document {

// A parsed location: board sides (bit s = side s, N E S W), board half-edges (bit h = NL NR EL
// ER SL SR WL WR), the tile's inside (a monastery) or a field that touches no edge.
struct JczLocation {
    std::uint8_t sides = 0;
    std::uint8_t halves = 0;
    bool inside = false;     // "I" (JCloisterZone 5: a monastery or an inner field) or "CLOISTER"
    bool innerField = false; // "INNER_FARM" (JCloisterZone 4)
    friend bool operator==(const JczLocation &, const JczLocation &) = default;
};

// Parses "N", "SE", "NWSE", "_S" (every side but south), "NL.NR.EL", "I"...; nullopt when the
// text is not a location or mixes kinds that never share a feature.
std::optional<JczLocation> parseJczLocation(const QString &text);

// The feature kind of JCloisterZone's pointer.feature ("City", "Road", "Field", "Monastery" or
// "Cloister"); nullopt for kinds we do not have.
std::optional<engine::FeatureKind> jczFeatureKind(const QString &name);

// The local feature of `tile` placed with `rotation` that lies exactly at `location` and is of
// `kind`, or engine::kNoFeature.
std::uint8_t featureAtJczLocation(const engine::CompiledTile &tile, int rotation, engine::FeatureKind kind,
                                  const JczLocation &location);

// How JCloisterZone 5 names local feature `feature` of `tile` placed with `rotation`: its kind
// ("City", "Road", "Field", "Monastery") and location ("N", "WE", "_S", "NL.NR.EL", "I"); the
// inverse of featureAtJczLocation. Empty names for a feature no figure stands on (the river).
struct JczFeatureName {
    QString feature;
    QString location;
};
JczFeatureName jczFeatureName(const engine::CompiledTile &tile, int rotation, std::uint8_t feature);

} // namespace tessera::document
