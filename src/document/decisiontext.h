#pragma once
// A decision in words, for an analysis's better moves and the hint's alternatives: "the
// Cloister with road at 2, -1, turned 90°", "a farmer on the farm, 4 tiles", "no figure".

#include "engine/decision.h"
#include "engine/game.h"

#include <QString>

namespace tessera::document {

// `position` is where the decision is taken (a deployment is on the tile it placed last).
QString describeDecision(const engine::Game &position, const engine::Decision &decision);


} // namespace tessera::document
