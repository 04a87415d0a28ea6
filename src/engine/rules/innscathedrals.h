#pragma once
// Inns & Cathedrals (RULES.md): inns and cathedrals change what roads and cities score, and
// each player has a large follower. The module keeps no state of its own.

#include "engine/rules/rulesmodule.h"

namespace tessera::engine {

const RulesModule &innsCathedralsModule();
bool innsCathedralsInGame(const TileCatalog &catalog, const RuleOptions &rules);

} // namespace tessera::engine
