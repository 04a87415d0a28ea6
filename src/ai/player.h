#pragma once
// A computer player: asked for one decision at a time (placement, figure, or whatever an
// expansion adds to the turn) and given nothing but the public view. Players are
// deterministic for a fixed seed; each keeps its own generator.

#include "publicview.h"

#include "engine/decision.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::ai {

class Player {
public:
    virtual ~Player() = default;
    // One of view.game().legalDecisions(); the game is in Place or Deploy.
    virtual engine::Decision decide(const PublicView &view) = 0;
};

// The players by name ("random", "greedy", "heuristic"); nullptr for an unknown name.
std::unique_ptr<Player> makePlayer(std::string_view name, std::uint64_t seed);
// The names makePlayer knows, for help texts.
std::vector<std::string> playerNames();

} // namespace tessera::ai
