#pragma once
// Board geometry: sides, half-edges, rotations and positions.
// Conventions (shared with the tile set format): x grows east, y grows south, so the north
// neighbour of (x, y) is (x, y - 1). Rotations are clockwise quarter turns.

#include <cstdint>

namespace tessera::engine {

enum class Side : std::uint8_t { North = 0, East = 1, South = 2, West = 3 };

// Half-edges clockwise from the north-west corner: NL NR EL ER SL SR WL WR.
// Half-edge h lies on side h / 2; "L" is the first half met going clockwise.
inline constexpr int kSides = 4;
inline constexpr int kHalfEdges = 8;

constexpr int opposite(int side)
{
    return (side + 2) & 3;
}
// The side of the tile's own definition that ends up at board side `side` after `rotation`.
constexpr int unrotateSide(int side, int rotation)
{
    return (side - rotation) & 3;
}
constexpr int rotateSide(int side, int rotation)
{
    return (side + rotation) & 3;
}
constexpr int rotateHalfEdge(int half, int rotation)
{
    return (half + 2 * rotation) & 7;
}
constexpr int unrotateHalfEdge(int half, int rotation)
{
    return (half - 2 * rotation) & 7;
}
// The half-edge of the neighbour that touches half-edge `half` across the border:
// NL-SR, NR-SL, EL-WR, ER-WL.
constexpr int facingHalfEdge(int half)
{
    return (2 * opposite(half >> 1)) + (1 - (half & 1));
}

// How many of its four low bits are set, by table: std::popcount is a library call without
// -mpopcnt.
constexpr int bitsInNibble(unsigned mask)
{
    return int((0x4332322132212110ULL >> (4 * (mask & 0xF))) & 0xF);
}

// How many sides a side mask (bit i = side i) holds.
constexpr int sideCount(unsigned mask)
{
    return bitsInNibble(mask);
}

constexpr std::uint8_t rotateSideMask(std::uint8_t mask, int rotation)
{
    const int r = rotation & 3;
    return static_cast<std::uint8_t>(((mask << r) | (mask >> (4 - r))) & 0xF);
}
constexpr std::uint8_t rotateHalfMask(std::uint8_t mask, int rotation)
{
    const int r = 2 * (rotation & 3);
    return static_cast<std::uint8_t>(((mask << r) | (mask >> (8 - r))) & 0xFF);
}

struct Position {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Position, Position) = default;
};

constexpr Position neighbour(Position p, int side)
{
    constexpr int dx[4] = {0, 1, 0, -1};
    constexpr int dy[4] = {-1, 0, 1, 0};
    return {p.x + dx[side], p.y + dy[side]};
}

} // namespace tessera::engine
