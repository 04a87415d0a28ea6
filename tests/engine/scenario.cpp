#include "scenario.h"

#include "document/tilesetjson.h"
#include "document/tilesetlibrary.h"
#include "engine/geometry.h"

#include <QString>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace tessera::test {

using namespace engine;

const TileSet &baseTileSet()
{
    static const TileSet set = [] {
        const auto loaded = document::loadTileSet(QStringLiteral(TESSERA_SOURCE_DIR "/tilesets/base.json"));
        if (!loaded.ok())
            throw std::runtime_error("tilesets/base.json does not load");
        return *loaded.set;
    }();
    return set;
}

GameSetup baseSetup(int players, int handSize, std::uint64_t seed)
{
    GameSetup setup;
    setup.catalog = std::make_shared<const TileCatalog>(std::vector<TileSet>{baseTileSet()});
    setup.players = players;
    setup.rules.handSize = handSize;
    setup.seed = seed;
    return setup;
}

TileCatalogPtr scenarioCatalog(const std::map<std::string, int> &pile)
{
    TileSet set = baseTileSet();
    // The base set has no city cap with a pennant; a 2-tile city with one needs it.
    TileType capWithPennant = *set.find("city-cap");
    capWithPennant.id = "city-cap-pennant";
    capWithPennant.features[0].pennants = 1;
    set.tiles.push_back(capWithPennant);
    for (TileType &t : set.tiles) {
        const auto it = pile.find(t.id);
        t.count = (it == pile.end() ? 0 : it->second) + (t.id == set.startTile ? 1 : 0);
    }
    for (const auto &[id, count] : pile)
        if (!set.find(id))
            throw std::runtime_error("unknown tile id in scenario: " + id);
    return std::make_shared<const TileCatalog>(std::vector<TileSet>{set});
}

TileCatalogPtr scenarioCatalog(const std::map<std::string, int> &pile, const std::vector<std::string> &sets)
{
    std::vector<TileSet> loaded;
    for (const std::string &name : sets) {
        const auto set = document::loadNamedTileSet(QString::fromStdString(name));
        if (!set.ok())
            throw std::runtime_error("built-in tile set " + name + " does not load");
        loaded.push_back(*set.set);
        for (TileType &t : loaded.back().tiles) {
            const auto it = pile.find(t.id);
            t.count = (it == pile.end() ? 0 : it->second) + (t.id == loaded.back().startTile ? 1 : 0);
        }
    }
    for (const auto &[id, count] : pile)
        if (std::none_of(loaded.begin(), loaded.end(), [&](const TileSet &s) { return s.find(id); }))
            throw std::runtime_error("unknown tile id in scenario: " + id);
    return std::make_shared<const TileCatalog>(loaded);
}

Scenario::Scenario(const std::map<std::string, int> &pile, int players, RuleOptions rules, std::uint64_t seed)
    : game(GameSetup{scenarioCatalog(pile), rules, players, seed})
{
}

Scenario::Scenario(TileCatalogPtr catalog, int players, RuleOptions rules, std::uint64_t seed)
    : game(GameSetup{std::move(catalog), rules, players, seed})
{
}

MoveError Scenario::tryPlace(const std::string &tileId, int x, int y, int rotation)
{
    const int index = game.catalog().find(tileId);
    if (index < 0)
        throw std::runtime_error("unknown tile " + tileId);
    const auto tile = TileIndex(index);
    const auto hand = game.hand(game.currentPlayer());
    const bool held = std::find(hand.begin(), hand.end(), tile) != hand.end();
    if (!held) {
        if (game.phase() != Phase::Draw)
            throw std::runtime_error("not drawing: cannot draw " + tileId);
        if (const DrawResult r = game.drawTile(tile); r != DrawResult::Drawn)
            throw std::runtime_error("could not draw " + tileId + ", draw result " + std::to_string(int(r)));
    }
    return game.place(tile, Placement{{x, y}, rotation});
}

int Scenario::place(const std::string &tileId, int x, int y, int rotation)
{
    const int player = game.phase() == Phase::Draw || game.phase() == Phase::Place ? game.currentPlayer() : -1;
    const MoveError e = tryPlace(tileId, x, y, rotation);
    if (e != MoveError::None)
        throw std::runtime_error("illegal placement of " + tileId + " at " + std::to_string(x) + "," + std::to_string(y)
                                 + " error " + std::to_string(int(e)));
    return player;
}

std::uint8_t Scenario::featureOfLastTile(FeatureKind kind, const std::string &where) const
{
    static const std::array<std::string, 4> sides{"N", "E", "S", "W"};
    static const std::array<std::string, 8> halves{"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};
    const PlacedTile &t = game.board().placed()[game.lastPlaced()];
    const CompiledTile &ct = game.catalog().tile(t.tile);
    const CompiledRotation &rot = ct.rotations[t.rotation];
    for (int s = 0; s < kSides; ++s)
        if (where == sides[s] && rot.sideFeature[s] != kNoFeature && ct.type.features[rot.sideFeature[s]].kind == kind)
            return rot.sideFeature[s];
    for (int h = 0; h < kHalfEdges; ++h)
        if (where == halves[h] && rot.halfFeature[h] != kNoFeature)
            return rot.halfFeature[h];
    if (where.empty())
        for (std::size_t f = 0; f < ct.type.features.size(); ++f)
            if (ct.type.features[f].kind == kind && !ct.type.features[f].sides && !ct.type.features[f].halves)
                return std::uint8_t(f);
    throw std::runtime_error("no such feature on " + ct.type.id + " at '" + where + "'");
}

void Scenario::deploy(FeatureKind kind, const std::string &where, FigureKind figure)
{
    const MoveError e = game.deploy(Deployment{featureOfLastTile(kind, where), figure});
    if (e != MoveError::None)
        throw std::runtime_error("illegal deployment, error " + std::to_string(int(e)));
}

void Scenario::pass()
{
    if (game.pass() != MoveError::None)
        throw std::runtime_error("cannot pass now");
}

int Scenario::play(const std::string &tileId, int x, int y, int rotation, FeatureKind kind, const std::string &where,
                   FigureKind figure)
{
    const int player = place(tileId, x, y, rotation);
    deploy(kind, where, figure);
    return player;
}

int Scenario::playAndPass(const std::string &tileId, int x, int y, int rotation)
{
    const int player = place(tileId, x, y, rotation);
    pass();
    return player;
}

} // namespace tessera::test
