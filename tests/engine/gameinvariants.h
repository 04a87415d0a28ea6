#pragma once
// Invariants every reachable game position must satisfy, and a snapshot of everything a game
// shows through its interface; used by the soak and property tests.

#include "engine/game.h"

#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::test {

// The edge a tile type shows on board side `side` when turned by `rotation` clockwise quarter
// turns, worked out from the type rather than from the compiled catalog.
constexpr engine::EdgeType edgeOnBoard(const engine::TileType &type, int rotation, int side)
{
    return type.edges[std::size_t((side - rotation) & 3)];
}

// The placed tiles by cell, built from Board::placed() alone (not from the board's own grid),
// over their bounding box and a margin of one cell.
class PlacedCells {
public:
    explicit PlacedCells(const engine::Game &game);
    // The placed tile at p, or kNoTile; a second tile on a cell is reported by clash().
    engine::PlacedIndex at(engine::Position p) const
    {
        if (m_width == 0 || p.x < m_minX - 1 || p.x > m_maxX + 1 || p.y < m_minY - 1 || p.y > m_maxY + 1)
            return engine::kNoTile;
        return m_cells[index(p)];
    }
    bool clash() const { return m_clash; }
    int minX() const { return m_minX; }
    int maxX() const { return m_maxX; }
    int minY() const { return m_minY; }
    int maxY() const { return m_maxY; }
    // The empty cells beside a tile, in the order they are first met going through the tiles.
    const std::vector<engine::Position> &openCells() const { return m_open; }

private:
    std::size_t index(engine::Position p) const { return std::size_t((p.y - m_minY + 1) * m_width + p.x - m_minX + 1); }

    int m_minX = 0, m_maxX = 0, m_minY = 0, m_maxY = 0, m_width = 0;
    bool m_clash = false;
    std::vector<engine::PlacedIndex> m_cells; // the bounding box and a margin of one
    std::vector<engine::Position> m_open;
};

// Empty when the position is sound, else a description of the first broken invariant:
// touching edges match, every player's figures of each kind in supply plus on the board make
// what the player owns (7 followers, 1 large follower with Inns & Cathedrals), figures stand
// on features of placed tiles. Cheap enough to run after every move.
QString brokenInvariant(const engine::Game &game);

// brokenInvariant() and everything else a position must satisfy, in time linear in its size:
// - placed tiles: one per cell, edges as their type turned by their rotation;
// - open positions: exactly the empty cells beside a tile, each demanding its neighbours' edges;
// - features: one node per local feature of each placed tile; the open side count of every
//   road, city and river is the number of its sides that face an empty cell; completed roads,
//   cities and cloisters are scored by the end of the turn;
// - figures: they stand on features that are neither rivers nor already scored; every
//   feature's follower weights and count are the figures standing in it;
// - scores: each is the sum of its breakdown and of the player's score events;
// - tiles: every copy of every tile is placed, in the pile, in a hand or discarded; hands hold
//   at most the hand size; the game ends with nothing left to draw or hold.
QString brokenInvariantThorough(const engine::Game &game);

// Everything public about a position: board tiles, open positions, feature nodes, pile,
// hands, scores and breakdown, supplies, figures, events, discards, phase, player and turn.
struct GameSnapshot {
    struct Tile {
        engine::Position pos;
        engine::TileIndex tile = 0;
        int rotation = 0;
        std::uint32_t firstNode = 0;
        engine::EdgeWord edges = 0;
        bool operator==(const Tile &) const = default;
    };
    struct Open {
        engine::Position pos;
        std::uint64_t required = 0;
        std::uint64_t mask = 0;
        bool operator==(const Open &) const = default;
    };
    struct Node {
        engine::NodeId root = 0, next = 0;
        std::uint16_t placed = 0;
        std::uint8_t local = 0;
        engine::FeatureKind kind = engine::FeatureKind::Field;
        std::uint16_t openEdges = 0, pennants = 0;
        std::uint8_t inns = 0, cathedrals = 0, followers = 0;
        bool scored = false;
        std::array<std::uint8_t, engine::kMaxPlayers> weight{};
        bool operator==(const Node &) const = default;
    };

    engine::Phase phase = engine::Phase::Draw;
    int currentPlayer = 0;
    int turn = 0;
    engine::PlacedIndex lastPlaced = 0;
    std::array<int, 4> bounds{};
    std::vector<Tile> tiles;
    std::vector<Open> open;
    std::vector<Node> nodes;
    std::vector<engine::TileIndex> pile;
    std::vector<engine::TileIndex> hands; // hand by hand, each prefixed by its size
    std::vector<int> scores;              // per player: the score, then the breakdown
    std::vector<int> supplies;
    std::vector<engine::DeployedFigure> figures;
    std::vector<engine::ScoreEvent> events;
    std::vector<engine::Discard> discards;

    bool operator==(const GameSnapshot &) const = default;
};

// Fills `out`, reusing its storage (snapshots are taken after every refused move).
void takeSnapshot(const engine::Game &game, GameSnapshot &out);
GameSnapshot snapshot(const engine::Game &game);
// Empty when equal, else the name of the first part that differs.
QString snapshotDifference(const GameSnapshot &a, const GameSnapshot &b);

} // namespace tessera::test
