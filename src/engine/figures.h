#pragma once
// Figures a player deploys. Each kind has its own supply per player and its own weight when
// the majority in a feature is counted. Expansions add kinds here.

#include <array>
#include <cstdint>

namespace tessera::engine {

enum class FigureKind : std::uint8_t {
    Follower,      // the base game's follower: knight, thief, farmer or monk
    LargeFollower, // Inns & Cathedrals: counts twice for control
    Builder,       // Traders & Builders: beside its owner's follower in a road or city
    Pig,           // Traders & Builders: beside its owner's farmer in a field
};
inline constexpr int kFigureKinds = 4;

constexpr int figureWeight(FigureKind kind)
{
    return kind == FigureKind::LargeFollower ? 2 : kind == FigureKind::Follower ? 1 : 0;
}

// Followers claim a feature that holds no follower; the other figures join a feature in which
// their owner already has a follower, and never count for control.
constexpr bool isFollower(FigureKind kind)
{
    return kind == FigureKind::Follower || kind == FigureKind::LargeFollower;
}

// Figures in one player's supply, by kind.
using FigureSupply = std::array<std::uint8_t, kFigureKinds>;

} // namespace tessera::engine
