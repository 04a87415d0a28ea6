#include "board.h"

#include <algorithm>

namespace tessera::engine {

namespace {
constexpr int kInitialSize = 32;
}

Board::Board()
    : m_cells(kInitialSize * kInitialSize)
    , m_width(kInitialSize)
    , m_height(kInitialSize)
    , m_originX(-kInitialSize / 2)
    , m_originY(-kInitialSize / 2)
    , m_open(kSides)
{
}

void Board::reserve(std::size_t tiles)
{
    m_placed.reserve(tiles);
    // Each tile closes one open position and opens at most three (place() needs a fourth spare).
    m_open.reserve(2 * tiles + 2 + kSides);
}

bool Board::fits(Position p, EdgeWord edges) const
{
    const int i = cellIndex(p);
    if (i < 0)
        return m_placed.empty();
    const Cell &c = m_cells[i];
    if (c.placed != kNoTile)
        return false;
    if (c.open == 0xFFFF)
        return m_placed.empty();
    const OpenPosition &o = m_open[c.open];
    return (edges & o.maskEdges()) == o.requiredEdges();
}

// The new extent of one axis: doubled on the side that ran out of room, or kept. Growing only
// what is needed keeps a long line of tiles in memory proportional to its length, where
// doubling both axes around the centre cost the square of it (gigabytes for 10,000 tiles).
static void growAxis(int c, int size, int &origin, int &newSize)
{
    newSize = size;
    if (c < 1) {
        const int extra = std::max(size, 1 - c + 8);
        origin -= extra;
        newSize += extra;
    } else if (c >= size - 1) {
        newSize += std::max(size, c - size + 2 + 8);
    }
}

void Board::grow(Position p)
{
    const int cx = p.x - m_originX, cy = p.y - m_originY;
    int newOriginX = m_originX, newOriginY = m_originY, newWidth = 0, newHeight = 0;
    growAxis(cx, m_width, newOriginX, newWidth);
    growAxis(cy, m_height, newOriginY, newHeight);
    std::vector<Cell> cells(std::size_t(newWidth) * std::size_t(newHeight));
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const int nx = x + m_originX - newOriginX, ny = y + m_originY - newOriginY;
            cells[std::size_t(ny) * newWidth + nx] = m_cells[std::size_t(y) * m_width + x];
        }
    m_cells = std::move(cells);
    m_width = newWidth;
    m_height = newHeight;
    m_originX = newOriginX;
    m_originY = newOriginY;
}

// The side of a tile just placed faces `cell`: when it is empty, it becomes an open position (if
// it was not one) that demands the tile's edge there. Without a branch on either question (which
// sides of a random tile face empty cells is anyone's guess): the entry after the open ones is
// written as a new position and counted only if the cell is empty and was not open; a placed
// cell's constraint goes there too, and the next new position overwrites it.
inline void Board::constrainSide(int cell, Position p, int side, EdgeType edge, std::size_t &openCount)
{
    Cell &c = m_cells[cell];
    const std::size_t spare = openCount;
    m_open[spare] = {p, 0, 0};
    const bool opened = (c.placed == kNoTile) & (c.open == 0xFFFF);
    const std::size_t notOpen = -std::size_t(c.open == 0xFFFF); // all ones or zero: a select, not a branch
    const std::size_t target = (spare & notOpen) | (c.open & ~notOpen);
    c.open = opened ? std::uint16_t(spare) : c.open;
    openCount += std::size_t(opened);
    OpenPosition &o = m_open[target];
    constexpr std::uint64_t lanes = 0x0001000100010001ULL;
    o.required |= (std::uint64_t(edge) << (4 * side)) * lanes;
    o.mask |= (std::uint64_t(0xF) << (4 * side)) * lanes;
}

// The cell of a tile just placed stops being open: the last open position takes its entry
// (itself, when it is the last).
inline void Board::removeOpen(int cell)
{
    Cell &c = m_cells[cell];
    if (c.open == 0xFFFF)
        return; // the first tile
    const std::uint16_t idx = c.open;
    m_open[idx] = m_open[--m_openCount];
    m_cells[std::size_t(cellInside(m_open[idx].pos))].open = idx;
    c.open = 0xFFFF;
}

PlacedIndex Board::place(Position p, TileIndex tile, int rotation, EdgeWord edges, std::uint32_t firstNode)
{
    ensureRoomAround(p);
    // The room around p makes its four neighbours' cells plain offsets of its own.
    const int cell = cellInside(p);
    const std::array<int, kSides> sideCells{cell - m_width, cell + 1, cell + m_width, cell - 1};
    removeOpen(cell);
    const auto index = PlacedIndex(m_placed.size());
    m_cells[cell].placed = index;
    m_placed.push_back({p, tile, std::uint8_t(rotation), firstNode, edges});
    for (int side = 0; side < kSides; ++side)
        constrainSide(sideCells[side], neighbour(p, side), opposite(side), edgeAt(edges, side), m_openCount);
    // Room for the next placement's new open positions (one more than can open: one is the
    // spare): all the room reserved at once, not an entry at a time as the board spreads.
    if (m_open.size() < m_openCount + kSides)
        m_open.resize(std::max(m_open.capacity(), m_openCount + kSides));
    return index;
}

Board::Bounds Board::bounds() const
{
    if (m_placed.empty())
        return {};
    const Position first = m_placed.front().pos;
    Bounds b{first.x, first.x, first.y, first.y};
    for (const PlacedTile &t : m_placed) {
        b.minX = std::min(b.minX, t.pos.x);
        b.maxX = std::max(b.maxX, t.pos.x);
        b.minY = std::min(b.minY, t.pos.y);
        b.maxY = std::max(b.maxY, t.pos.y);
    }
    return b;
}

int Board::occupiedNeighbours(Position p) const
{
    const int cx = p.x - m_originX, cy = p.y - m_originY;
    if (cx >= 1 && cy >= 1 && cx < m_width - 1 && cy < m_height - 1) {
        // Inside the ring the grid keeps (always, around a placed tile): the eight cells summed
        // without a branch each, where which are placed is anyone's guess.
        const Cell *c = &m_cells[std::size_t(cy * m_width + cx)];
        const std::ptrdiff_t w = m_width;
        return int(c[-w - 1].placed != kNoTile) + int(c[-w].placed != kNoTile) + int(c[-w + 1].placed != kNoTile)
            + int(c[-1].placed != kNoTile) + int(c[1].placed != kNoTile) + int(c[w - 1].placed != kNoTile)
            + int(c[w].placed != kNoTile) + int(c[w + 1].placed != kNoTile);
    }
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx || dy) && !isEmpty({p.x + dx, p.y + dy}))
                ++n;
    return n;
}

} // namespace tessera::engine
