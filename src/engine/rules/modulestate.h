#pragma once
// What the rules modules remember during a game: each module's own state, side by side. Part
// of the Game value, so a copy carries it. A module reads and writes only its own member; a
// new expansion registers its state here and its module in activemodules.cpp.

#include "engine/rules/princessdragon.h"
#include "engine/rules/river.h"
#include "engine/rules/tradersbuilders.h"

namespace tessera::engine {

struct ModuleState {
    RiverState river;
    TradersBuildersState tradersBuilders;
    PrincessDragonState princessDragon;
    friend bool operator==(const ModuleState &, const ModuleState &) = default;
};

} // namespace tessera::engine
