#pragma once
// What a player decides during a turn, as the engine checks and applies it and a game log
// records it: a turn is the tile drawn plus an ordered list of these. Expansions add kinds
// (remove a knight, move the fairy, a dragon step, ...).

#include "figures.h"
#include "geometry.h"
#include "tilecatalog.h"

#include <cstdint>

namespace tessera::engine {

struct Placement {
    Position pos;
    int rotation = 0;
    friend constexpr bool operator==(Placement, Placement) = default;
};

struct Deployment {
    std::uint8_t feature = 0; // local feature index on the tile just placed
    FigureKind figure = FigureKind::Follower;
    friend constexpr bool operator==(Deployment, Deployment) = default;
};

enum class DecisionKind : std::uint8_t {
    Place,  // put a tile of the hand on the board
    Deploy, // put a figure from the supply on a feature
    Pass,   // deploy nothing; the turn ends
};

struct Decision {
    DecisionKind kind = DecisionKind::Pass;
    TileIndex tile = 0;     // Place
    Placement placement;    // Place
    Deployment deployment;  // Deploy

    static constexpr Decision place(TileIndex tile, Placement p) { return {DecisionKind::Place, tile, p, {}}; }
    static constexpr Decision deploy(Deployment d) { return {DecisionKind::Deploy, 0, {}, d}; }
    static constexpr Decision pass() { return {}; }
    friend constexpr bool operator==(const Decision &, const Decision &) = default;
};

} // namespace tessera::engine
