// The River (RULES.md): the spring replaces the start tile; the other river tiles are drawn
// before all others, the lake last of them; each river tile continues the river; the river
// may not bend the same way twice in a row (that is what prevents a U-turn); no figure stands
// on the river. A river tile that fits nowhere is discarded like any other tile (the core
// does that). River edges meeting river edges and the river splitting fields are the tile
// data's and the core's business.

#include "rulesmodule.h"

#include "engine/game.h"

#include <algorithm>
#include <bit>

namespace tessera::engine {

namespace {

// The board sides on which the tile's river runs, under this rotation: its river edges.
std::uint8_t riverSides(const CompiledTile &tile, int rotation)
{
    const EdgeWord edges = tile.rotations[std::size_t(rotation)].edges;
    std::uint8_t sides = 0;
    for (int side = 0; side < kSides; ++side)
        if (edgeAt(edges, side) == EdgeType::River)
            sides = std::uint8_t(sides | (1u << side));
    return sides;
}

bool hasRiver(const CompiledTile &tile) { return riverSides(tile, 0) != 0; }

// The order of drawing: river tiles first, then the lake (a river end other than the spring),
// then every other tile.
int drawStage(const TileCatalog &catalog, TileIndex tile, TileIndex spring)
{
    const CompiledTile &t = catalog.tile(tile);
    if (!hasRiver(t))
        return 2;
    return std::popcount(riverSides(t, 0)) == 1 && tile != spring ? 1 : 0;
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
    // Shuffled order within each stage; the back of the pile is drawn first.
    std::vector<std::int8_t> stage(catalog.tiles().size());
    for (std::size_t t = 0; t < stage.size(); ++t)
        stage[t] = std::int8_t(drawStage(catalog, TileIndex(t), start));
    std::stable_sort(pile.begin(), pile.end(), [&](TileIndex a, TileIndex b) { return stage[a] > stage[b]; });
}

bool mayDraw(const Game &game, TileIndex tile)
{
    const TileCatalog &catalog = game.catalog();
    const TileIndex spring = game.board().placed().front().tile;
    const int stage = drawStage(catalog, tile, spring);
    for (const TileIndex t : game.pile())
        if (drawStage(catalog, t, spring) < stage)
            return false;
    return true;
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

// The side by which a river tile joins the river on the board, or -1 unless exactly one does.
int entrySide(const Game &game, std::uint8_t sides, Position pos)
{
    int entry = -1;
    for (int side = 0; side < kSides; ++side) {
        if (!(sides & (1u << side)) || game.board().isEmpty(neighbour(pos, side)))
            continue;
        if (entry >= 0)
            return -1;
        entry = side;
    }
    return entry;
}

bool mayPlace(const Game &game, const ModuleState &state, TileIndex tile, Placement p)
{
    const std::uint8_t sides = riverSides(game.catalog().tile(tile), p.rotation);
    if (sides == 0)
        return true;
    const int entry = entrySide(game, sides, p.pos);
    if (entry < 0)
        return false; // a river tile must continue the river, from one end
    const int bend = bendOf(sides, entry);
    return bend == 0 || bend != state.riverLastBend;
}

void placed(const Game &game, ModuleState &state, TileIndex tile, Placement p)
{
    const std::uint8_t sides = riverSides(game.catalog().tile(tile), p.rotation);
    if (sides == 0)
        return;
    if (const int entry = entrySide(game, sides, p.pos); entry >= 0)
        if (const int bend = bendOf(sides, entry); bend != 0)
            state.riverLastBend = std::int8_t(bend);
}

bool mayDeploy(const FeatureDef &feature, FigureKind) { return feature.kind != FeatureKind::River; }

} // namespace

const RulesModule &riverModule()
{
    static const RulesModule module{
        .arrangePile = arrangePile,
        .mayDraw = mayDraw,
        .mayPlace = mayPlace,
        .placementKinds = 1u << unsigned(FeatureKind::River),
        .placed = placed,
        .mayDeploy = mayDeploy,
    };
    return module;
}

bool riverInGame(const TileCatalog &catalog, const RuleOptions &)
{
    return catalog.contents().featureKinds & (1u << unsigned(FeatureKind::River));
}

} // namespace tessera::engine
