#pragma once
// The magic portal of the Princess & the Dragon (RULES.md): a player who placed a tile with the
// portal may, instead of deploying on it, deploy a follower on an open, unoccupied feature of
// any other placed tile but the dragon's. Those deployments may be hundreds: they are counted
// once per deploy step (PrincessDragonState::portalCount) and drawn by slots.

#include "engine/decision.h"
#include "engine/rules/princessdragon.h"

#include <vector>

namespace tessera::engine {

class Game;

namespace portal {

// The portal's deployments open now (none when the tile just placed has no portal, or the
// player has no follower left): their number, the n-th of them (n below the number) and all
// of them, feature by feature in the feature graph's order.
int deploymentCount(const Game &game, const PrincessDragonState &s);
Decision deploymentAt(const Game &game, const PrincessDragonState &s, int n);
void listDeployments(const Game &game, const PrincessDragonState &s, std::vector<Decision> &out);

// The same by slots: one per node of the feature graph and follower kind the player has left
// (0 when the portal is not open); each deployment lies in one slot, most slots hold none.
int slotCount(const Game &game);
bool deploymentInSlot(const Game &game, const PrincessDragonState &s, int slot, Decision &out);

// Checks a DeployAt decision in the deploy step: the feature `kind` of the placed `tile`, whose
// feature's root is `root`.
MoveError checkDeployment(const Game &game, const PrincessDragonState &s, const Decision &d, PlacedIndex tile,
                          FeatureKind kind, NodeId root);

} // namespace portal

} // namespace tessera::engine
