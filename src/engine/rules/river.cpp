// The River (RULES.md): the spring replaces the start tile; the other river tiles are drawn
// before all others, the lake last of them; each river tile continues the river; the river
// may not bend the same way twice in a row (that is what prevents a U-turn); no figure stands
// on the river. Imported JCloisterZone games play its reading instead (RiverBends::RoomAhead). A river tile that fits nowhere is discarded like any other tile (the core
// does that). River edges meeting river edges and the river splitting fields are the tile
// data's and the core's business.

#include "engine/rules/river.h"

#include "engine/game.h"

#include <algorithm>
#include <bit>

namespace tessera::engine {

namespace {

// The sides (bit i: side i) whose edge in `edges` is a river. The river is the only edge type
// with bit 2 set in its nibble, so this is a few shifts rather than a loop.
constexpr std::uint8_t riverSidesOf(EdgeWord edges)
{
    static_assert(int(EdgeType::River) == 4 && int(EdgeType::City) < 4, "the river alone sets bit 2 of an edge");
    const unsigned bits = (unsigned(edges) >> 2) & 0x1111u;
    return std::uint8_t((bits | bits >> 3 | bits >> 6 | bits >> 9) & 0xFu);
}

// The board sides on which the tile's river runs, under this rotation: its river edges.
std::uint8_t riverSides(const CompiledTile &tile, int rotation)
{
    return riverSidesOf(tile.rotations[std::size_t(rotation)].edges);
}

constexpr bool isSingleSide(std::uint8_t sides)
{
    return sides != 0 && (sides & (sides - 1)) == 0;
}

bool hasRiver(const CompiledTile &tile)
{
    return riverSides(tile, 0) != 0;
}

// The order of drawing: river tiles first, then the lake (a river end other than the spring),
// then every other tile.
int drawStage(const TileCatalog &catalog, TileIndex tile, TileIndex spring)
{
    const CompiledTile &t = catalog.tile(tile);
    if (!hasRiver(t))
        return 2;
    return isSingleSide(riverSides(t, 0)) && tile != spring ? 1 : 0;
}

void arrangePile(const TileCatalog &catalog, std::vector<TileIndex> &pile, TileIndex &start, Random &random)
{
    // The spring is the start tile of the set that brings the river.
    for (const TileIndex s : catalog.startTiles()) {
        if (s == start || !hasRiver(catalog.tile(s)))
            continue;
        const auto spring = std::find(pile.begin(), pile.end(), s);
        if (spring != pile.end()) {
            // The start tile it replaces is shuffled in with the other tiles.
            *spring = start;
            std::swap(*spring, pile[random.below(std::uint32_t(pile.size()))]);
        }
        start = s;
        break;
    }
    // Shuffled order within each stage; the back of the pile is drawn first. The river's few
    // tiles leave the pile in one pass (the others close up, in order) and come back at its
    // back, the lakes before the rest of the river.
    std::vector<TileIndex> lakes, river;
    std::size_t kept = 0;
    for (const TileIndex t : pile) {
        const int stage = drawStage(catalog, t, start);
        if (stage == 2)
            pile[kept++] = t;
        else
            (stage == 1 ? lakes : river).push_back(t);
    }
    pile.resize(kept);
    pile.insert(pile.end(), lakes.begin(), lakes.end());
    pile.insert(pile.end(), river.begin(), river.end());
}

TileIndex springOf(const Game &game)
{
    return game.board().placed().front().tile;
}

// The river's tiles and lakes in the pile, counted once; every tile that leaves it is taken off.
void countRiverTiles(const Game &game, ModuleState &state)
{
    state.river.left = {};
    for (const TileIndex t : game.pile())
        if (const int stage = drawStage(game.catalog(), t, springOf(game)); stage < 2)
            ++state.river.left[std::size_t(stage)];
}

void riverTileDrawn(const Game &game, ModuleState &state, TileIndex tile)
{
    if (state.river.left[0] == 0 && state.river.left[1] == 0)
        return; // the river is out: nothing left to count
    if (const int stage = drawStage(game.catalog(), tile, springOf(game)); stage < 2)
        --state.river.left[std::size_t(stage)];
}

// No tile of an earlier stage may be left in the pile.
bool mayDraw(const Game &game, TileIndex tile)
{
    const auto &left = game.moduleState().river.left;
    if (left[0] == 0 && left[1] == 0)
        return true; // the river is out: any tile may come
    const int stage = drawStage(game.catalog(), tile, springOf(game));
    return stage == 0 || (left[0] == 0 && (stage == 1 || left[1] == 0));
}

// -1 for a left bend, +1 for a right one, 0 when the river runs straight on (or ends). The
// river flows in from the side that touches the river already on the board.
int bendOf(std::uint8_t sides, int entry)
{
    const int heading = opposite(entry);
    const auto out = std::uint8_t(sides & ~(1u << entry));
    if (out == 0 || out == (1u << heading))
        return 0;
    return out == (1u << ((heading + 1) & 3)) ? 1 : -1;
}

// JCloisterZone's reading: the river ahead of every open river end keeps room to go on: the
// two cells beside the next one and the three cells beyond it are empty.
bool roomAhead(const Board &board, Position pos, std::uint8_t openSides)
{
    for (int side = 0; side < kSides; ++side) {
        if (!(openSides & (1u << side)))
            continue;
        const Position next = neighbour(pos, side), beyond = neighbour(next, side);
        const int left = (side + 3) & 3, right = (side + 1) & 3;
        for (const Position cell :
             {neighbour(next, left), neighbour(next, right), beyond, neighbour(beyond, left), neighbour(beyond, right)})
            if (!board.isEmpty(cell))
                return false;
    }
    return true;
}

bool mayPlace(const Game &game, const ModuleState &state, TileIndex tile, Placement p, EdgeWord required)
{
    // Where the river on the board meets this position: a placement whose edges fit has its
    // own river edges there.
    const std::uint8_t joined = riverSidesOf(required);
    const std::uint8_t sides = riverSides(game.catalog().tile(tile), p.rotation);
    if (sides == 0)
        return true;
    if (game.rules().riverBends == RiverBends::RoomAhead)
        return joined != 0 && roomAhead(game.board(), p.pos, std::uint8_t(sides & ~joined));
    if (!isSingleSide(joined))
        return false; // a river tile continues the river, from one end
    const int bend = bendOf(sides, std::countr_zero(joined));
    return bend == 0 || bend != state.river.lastBend;
}

bool placed(const Game &game, ModuleState &state, TileIndex tile, Placement p)
{
    const CompiledTile &t = game.catalog().tile(tile);
    if (!(t.featureKinds & (1u << unsigned(FeatureKind::River))))
        return false; // most tiles: no river to bend
    const std::uint8_t sides = riverSides(t, p.rotation);
    if (sides == 0)
        return false;
    // Called before the tile is on the board: the river it joins is what the neighbours demand.
    const std::uint8_t joined = riverSidesOf(game.board().requiredAt(p.pos));
    if (isSingleSide(joined))
        if (const int bend = bendOf(sides, std::countr_zero(joined)); bend != 0)
            state.river.lastBend = std::int8_t(bend);
    return false;
}

std::uint32_t offTheRiver(FigureKind, std::uint32_t allowed)
{
    return allowed & ~(1u << unsigned(FeatureKind::River));
}

} // namespace

const RulesModule &riverModule()
{
    static const RulesModule module{
        .arrangePile = arrangePile,
        .started = countRiverTiles,
        .mayDraw = mayDraw,
        .drawn = riverTileDrawn,
        .mayPlace = mayPlace,
        .placementKinds = 1u << unsigned(FeatureKind::River),
        .placementJoins = EdgeType::River, // mayPlace: a river tile joins the river
        .placed = placed,
        .deployableKinds = offTheRiver,
    };
    return module;
}

bool riverInGame(const TileCatalog &catalog, const RuleOptions &)
{
    return catalog.contents().featureKinds & (1u << unsigned(FeatureKind::River));
}

} // namespace tessera::engine
