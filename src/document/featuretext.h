#pragma once
// Descriptions of a feature on the board as it stands, for the board's hover texts, figure
// tooltips and anything else that names a feature: "city, 3 tiles, 1 pennant, open".

#include "engine/game.h"

#include <QString>

namespace tessera::document {

// "city, 3 tiles, 1 pennant, open"; "cloister, 5 of 8 neighbours"; "farm, 4 tiles".
QString describeFeature(const engine::Game &game, engine::NodeId node);

// What the feature is worth now, as the engine counts it: "city, 3 tiles, 1 pennant: 8 if
// completed, 4 at the end". Farms and rivers, scored otherwise or never, get the plain
// description.
QString describeFeatureValue(const engine::Game &game, engine::NodeId node);

} // namespace tessera::document
