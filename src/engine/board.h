#pragma once
// The grid of placed tiles and the set of open positions (empty cells next to a tile), each
// with the edge constraints its placed neighbours impose. A placement check is then one
// masked comparison of packed edge words. The grid grows as the board does.

#include "geometry.h"
#include "tilecatalog.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace tessera::engine {

using PlacedIndex = std::uint16_t; // index into Board::placed()
inline constexpr PlacedIndex kNoTile = 0xFFFF;

struct PlacedTile {
    Position pos;
    TileIndex tile = 0;
    std::uint8_t rotation = 0;
    std::uint32_t firstNode = 0; // the tile's local feature i is node firstNode + i
    EdgeWord edges = 0;          // packed edges in board orientation
};

// An empty cell next to a placed tile. The constraint words are repeated in four 16-bit
// lanes, one per rotation, so that fittingRotations() checks all rotations at once.
struct OpenPosition {
    Position pos;
    std::uint64_t required = 0; // edge types the neighbours demand, 4 bits per side
    std::uint64_t mask = 0;     // 0xF on the sides that have a neighbour
    EdgeWord requiredEdges() const { return EdgeWord(required); }
    EdgeWord maskEdges() const { return EdgeWord(mask); }
};

class Board {
public:
    Board();
    // Room for this many tiles (and their open positions) without growing the lists.
    void reserve(std::size_t tiles);

    PlacedIndex at(Position p) const
    {
        const int i = cellIndex(p);
        return i < 0 ? kNoTile : m_cells[i].placed;
    }
    bool isEmpty(Position p) const { return at(p) == kNoTile; }
    // An empty cell next to a placed tile.
    bool isOpen(Position p) const
    {
        const int i = cellIndex(p);
        return i >= 0 && m_cells[i].open != 0xFFFF;
    }
    // The edge types that the neighbours of an open cell demand (0 elsewhere).
    EdgeWord requiredAt(Position p) const
    {
        const int i = cellIndex(p);
        return i < 0 || m_cells[i].open == 0xFFFF ? 0 : m_open[m_cells[i].open].requiredEdges();
    }
    const std::vector<PlacedTile> &placed() const { return m_placed; }
    std::span<const OpenPosition> openPositions() const { return {m_open.data(), m_openCount}; }
    // The packed edges of the placed tile (in board orientation).
    EdgeWord edgesOf(PlacedIndex i) const { return m_placed[i].edges; }

    // True when a tile with these rotated edges fits at p (p must be open, or the board empty).
    bool fits(Position p, EdgeWord edges) const;
    // Puts a tile; the caller has checked fits(). Returns its index.
    PlacedIndex place(Position p, TileIndex tile, int rotation, EdgeWord edges, std::uint32_t firstNode);
    // Number of the 8 cells around p that hold a tile.
    int occupiedNeighbours(Position p) const;
    // The tiles on the four sides (N E S W) of the placed tile at p, kNoTile where none: one
    // cell look-up, since room is kept around every placed tile.
    std::array<PlacedIndex, 4> sideNeighbours(Position p) const
    {
        const int i = cellInside(p);
        return {m_cells[i - m_width].placed, m_cells[i + 1].placed, m_cells[i + m_width].placed, m_cells[i - 1].placed};
    }

    // Bounding box of the placed tiles (maxX < minX while there are none), worked out when
    // asked: only the board's drawing and tests ask, where every placement would have paid.
    struct Bounds {
        int minX = 0, maxX = -1, minY = 0, maxY = -1;
    };
    Bounds bounds() const;

private:
    struct Cell {
        PlacedIndex placed = kNoTile;
        std::uint16_t open = 0xFFFF; // index into m_open, or 0xFFFF
    };
    // The cell of a position inside the grid (a placed tile's, an open position's).
    int cellInside(Position p) const { return (p.y - m_originY) * m_width + (p.x - m_originX); }
    int cellIndex(Position p) const
    {
        const int cx = p.x - m_originX, cy = p.y - m_originY;
        if (cx < 0 || cy < 0 || cx >= m_width || cy >= m_height)
            return -1;
        return cy * m_width + cx;
    }
    // Keeps a ring of cells around p inside the grid (growing it when p is at its edge).
    void ensureRoomAround(Position p)
    {
        const int cx = p.x - m_originX, cy = p.y - m_originY;
        if (cx < 1 || cy < 1 || cx >= m_width - 1 || cy >= m_height - 1)
            grow(p);
    }
    void grow(Position p);
    void constrainSide(int cell, Position p, int side, EdgeType edge, std::size_t &openCount);
    void removeOpen(int cell);

    std::vector<Cell> m_cells;
    int m_width = 0, m_height = 0, m_originX = 0, m_originY = 0;
    std::vector<PlacedTile> m_placed;
    // The open positions are the first m_openCount entries; kSides more follow for the next
    // placement's new ones (place() writes them ahead), so that a placement rarely resizes it.
    std::vector<OpenPosition> m_open;
    std::size_t m_openCount = 0;
};

} // namespace tessera::engine
