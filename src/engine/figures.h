#pragma once
// Figures a player deploys. Each kind has its own supply per player and its own weight when
// the majority in a feature is counted. Expansions add kinds here (builder, pig, ...).

#include <array>
#include <cstdint>

namespace tessera::engine {

enum class FigureKind : std::uint8_t {
    Follower,      // the base game's follower: knight, thief, farmer or monk
    LargeFollower, // Inns & Cathedrals: counts twice for control
};
inline constexpr int kFigureKinds = 2;

constexpr int figureWeight(FigureKind kind) { return kind == FigureKind::LargeFollower ? 2 : 1; }

// Figures in one player's supply, by kind.
using FigureSupply = std::array<std::uint8_t, kFigureKinds>;

} // namespace tessera::engine
