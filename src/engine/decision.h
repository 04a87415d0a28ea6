#pragma once
// What happens in a turn, as the engine checks and applies it and a game log records it: a
// turn is an ordered list of these (turnrecord.h). Most are a player's decisions; a draw and a
// discard are what the pile gave. Expansions add kinds (the Princess & the Dragon: a portal
// deployment, the fairy, the princess, dragon steps).

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

// Why a decision (or a draw's placement) is refused.
enum class MoveError : std::uint8_t {
    None,
    WrongPhase,         // the move does not belong to the current phase
    TileNotAvailable,   // the tile is not in the pile (draw) or in the player's hand (place)
    PositionTaken,      // a tile already lies there
    NotAdjacent,        // no placed tile touches that position edge to edge
    EdgeMismatch,       // a touching edge does not match
    BadRotation,        // rotation outside 0..3
    NoSuchFeature,      // the feature index is not a feature of the tile just placed
    FeatureNotAllowed,  // figures cannot stand there (the river; fields without farmers)
    FeatureOccupied,    // the connected feature already holds a follower
    NoOwnFollower,      // a builder or pig needs its owner's follower in the feature
    NoFigureLeft,       // the player has no such figure in supply
    PlacementForbidden, // the edges fit, but an expansion's rule forbids it (the river's course)
    UnknownFigure,      // no such kind of figure
    // The Princess & the Dragon
    DragonThere,      // no figure may be deployed on the tile where the dragon stands
    NoTileThere,      // no placed tile at that position
    FeatureCompleted, // the magic portal, or a builder without builderOnCompletedFeature: that feature is completed
    NoSuchFollower,   // no follower of the player there (the fairy), no knight of the princess's city there
    DragonBlocked,    // the dragon may not enter that tile (not next to it, visited in this flight, the fairy's)
    NotOffered,       // the tile placed offers no such decision (no portal, no princess by knights, no fairy)
};

enum class DecisionKind : std::uint8_t {
    Place,  // put a tile of the hand on the board
    Deploy, // put a figure from the supply on a feature
    Pass,   // deploy nothing; the turn ends
    // The Princess & the Dragon. All but the dragon's step replace the deployment.
    DeployAt,     // the magic portal: a follower on feature `deployment.feature` of the tile at `at`
    MoveFairy,    // the fairy to the player's follower on feature `deployment.feature` of the tile at `at`
    RemoveKnight, // the princess: the knight on feature `deployment.feature` of the tile at `at` goes home
    DragonStep,   // the dragon enters the tile at `at`; decided by the player whose step it is
    // What the pile gave: never among the legal decisions, recorded as they happen.
    Draw,    // tile `tile` taken from the pile into the hand
    Discard, // tile `tile` set aside because it fits nowhere: drawn so, or held when it stopped fitting
};
inline constexpr int kDecisionKinds = 9;

struct Decision {
    DecisionKind kind = DecisionKind::Pass;
    TileIndex tile = 0;    // Place, Draw, Discard
    Placement placement;   // Place
    Deployment deployment; // Deploy, DeployAt; the feature for MoveFairy and RemoveKnight
    Position at;           // the tile concerned: DeployAt, MoveFairy, RemoveKnight, DragonStep

    static constexpr Decision place(TileIndex tile, Placement p) { return {DecisionKind::Place, tile, p, {}, {}}; }
    static constexpr Decision deploy(Deployment d) { return {DecisionKind::Deploy, 0, {}, d, {}}; }
    static constexpr Decision pass() { return {}; }
    static constexpr Decision deployAt(Position at, Deployment d) { return {DecisionKind::DeployAt, 0, {}, d, at}; }
    static constexpr Decision moveFairy(Position at, std::uint8_t feature)
    {
        return {DecisionKind::MoveFairy, 0, {}, {feature, FigureKind::Follower}, at};
    }
    static constexpr Decision removeKnight(Position at, std::uint8_t feature)
    {
        return {DecisionKind::RemoveKnight, 0, {}, {feature, FigureKind::Follower}, at};
    }
    static constexpr Decision dragonStep(Position to) { return {DecisionKind::DragonStep, 0, {}, {}, to}; }
    static constexpr Decision draw(TileIndex tile) { return {DecisionKind::Draw, tile, {}, {}, {}}; }
    static constexpr Decision discard(TileIndex tile) { return {DecisionKind::Discard, tile, {}, {}, {}}; }
    // A draw or discard: what the pile gave, not what a player decided.
    constexpr bool isDraw() const { return kind == DecisionKind::Draw || kind == DecisionKind::Discard; }
    friend constexpr bool operator==(const Decision &, const Decision &) = default;
};

} // namespace tessera::engine
