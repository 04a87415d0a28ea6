// Traders & Builders (RULES.md): goods on city tiles go to the player who completes the city
// and score 10 per kind for its majority at the end; the builder, beside its owner's follower
// in a road or city, gives a bonus tile when its owner extends that feature; the pig, beside
// its owner's farmer, adds 1 per city to what that player scores through its farm (3 become 4
// in the third edition's farms, 4 become 5 in the first edition's). The core game plays the
// bonus tile as another tile of the turn, which this module asks for at the turn's end, and
// keeps builders and pigs out of control (figures.h).

#include "engine/rules/tradersbuilders.h"

#include "engine/game.h"

#include <algorithm>

namespace tessera::engine {

namespace {

constexpr std::uint32_t bit(FeatureKind k)
{
    return 1u << unsigned(k);
}

void addBuilderAndPig(const RuleOptions &rules, FigureSupply &supply)
{
    if (rules.builder)
        supply[std::size_t(FigureKind::Builder)] = 1;
    if (rules.pig && rules.farmers) // without farmers a pig has nobody to join
        supply[std::size_t(FigureKind::Pig)] = 1;
}

std::uint32_t builderAndPigGround(FigureKind figure, std::uint32_t allowed)
{
    if (figure == FigureKind::Builder)
        return allowed & (bit(FeatureKind::Road) | bit(FeatureKind::City));
    if (figure == FigureKind::Pig)
        return allowed & bit(FeatureKind::Field);
    return allowed;
}

// The tile just placed joins a road or city that holds the current player's builder.
bool extendsOwnBuilder(const Game &game)
{
    if (game.supply(game.currentPlayer(), FigureKind::Builder) != 0)
        return false; // the builder waits in its owner's supply, not on the board
    const FeatureGraph &graph = game.features();
    const PlacedTile &placed = game.board().placed()[game.lastPlaced()];
    const std::uint32_t roadsAndCities = game.catalog().tile(placed.tile).roadsAndCities;
    int buildersLeft = game.deployed(game.currentPlayer(), FigureKind::Builder); // on the board
    for (const DeployedFigure &f : game.figures()) {
        if (f.figure != FigureKind::Builder || f.player != game.currentPlayer())
            continue;
        const NodeId root = graph.find(f.node);
        for (std::uint32_t rc = roadsAndCities, i = 0; rc; rc >>= 1, ++i)
            if ((rc & 1u) && graph.find(placed.firstNode + i) == root)
                return true;
        if (--buildersLeft == 0)
            break; // no other builder of this player stands further on
    }
    return false;
}

// The first tile of a turn that extends its player's builder earns the bonus tile, played
// at the turn's end.
bool noteBonusTile(const Game &game, ModuleState &state)
{
    state.tradersBuilders.bonusDue = game.tilesPlacedThisTurn() == 1 && extendsOwnBuilder(game);
    return state.tradersBuilders.bonusDue;
}

TurnHold playBonusTile(const Game &, ModuleState &state, TurnStage stage)
{
    if (stage != TurnStage::End || !state.tradersBuilders.bonusDue)
        return TurnHold::None;
    state.tradersBuilders.bonusDue = false;
    return TurnHold::AnotherTile;
}

void takeGoods(const Game &game, ModuleState &state, NodeId root)
{
    const FeatureGraph &graph = game.features();
    if (!game.rules().goods || graph.node(root).kind != FeatureKind::City)
        return;
    auto &mine = state.tradersBuilders.goods[std::size_t(game.currentPlayer())];
    graph.forEachMember(root, [&](NodeId n) {
        const FeatureNode &segment = graph.node(n);
        const Goods g = game.catalog().tile(game.board().placed()[segment.placed].tile).type.features[segment.local].goods;
        if (g != Goods::None)
            mine[std::size_t(g)] = std::uint16_t(std::min(0xFFFF, mine[std::size_t(g)] + 1));
    });
}

int pigBonus(const Game &game, std::span<const NodeId> farms, int player, int points)
{
    for (const DeployedFigure &f : game.figures())
        if (f.figure == FigureKind::Pig && f.player == player
            && std::find(farms.begin(), farms.end(), game.features().find(f.node)) != farms.end())
            return points + 1;
    return points;
}

void scoreGoods(const Game &game, const ModuleState &state, std::vector<ScoreEvent> &out)
{
    if (!game.rules().goods)
        return;
    for (const Goods g : {Goods::Wine, Goods::Grain, Goods::Cloth}) {
        int most = 0;
        for (int p = 0; p < game.playerCount(); ++p)
            most = std::max(most, int(state.tradersBuilders.goods[std::size_t(p)][std::size_t(g)]));
        if (most == 0)
            continue;
        std::uint8_t players = 0;
        for (int p = 0; p < game.playerCount(); ++p)
            if (state.tradersBuilders.goods[std::size_t(p)][std::size_t(g)] == most)
                players = std::uint8_t(players | (1u << p));
        ScoreEvent e;
        e.turn = game.turn();
        e.players = players;
        e.points = 10;
        e.kind = FeatureKind::City;
        e.final = true;
        e.tiles = std::uint16_t(most);
        e.goods = g;
        out.push_back(e);
    }
}

} // namespace

const RulesModule &tradersBuildersModule()
{
    static const RulesModule module{
        .addFigures = addBuilderAndPig,
        .tilePlaced = noteBonusTile,
        .deployableKinds = builderAndPigGround,
        .completed = takeGoods,
        .farmCityPoints = pigBonus,
        .finalScoring = scoreGoods,
        .holdsTurn = playBonusTile,
    };
    return module;
}

int goodsOf(const Game &game, int player, Goods g)
{
    return game.moduleState().tradersBuilders.goods[std::size_t(player)][std::size_t(g)];
}

bool bonusTileDue(const Game &game)
{
    return game.moduleState().tradersBuilders.bonusDue;
}

bool playingBonusTile(const Game &game)
{
    // Drawing or placing a second tile, or deciding its deployment.
    const bool tileInPlay = game.phase() == Phase::Draw || game.phase() == Phase::Place;
    return game.tilesPlacedThisTurn() > (tileInPlay ? 0 : 1);
}

bool tradersBuildersInGame(const TileCatalog &catalog, const RuleOptions &rules)
{
    return rules.builder || rules.pig || (rules.goods && catalog.contents().goods);
}

} // namespace tessera::engine
