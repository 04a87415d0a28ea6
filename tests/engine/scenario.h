#pragma once
// Builds game positions tile by tile for rule tests. The pile holds exactly the tiles a test
// names (so the game ends, with final scoring, after the last of them), each turn draws a
// named tile, and deployments are named by feature kind and where the feature touches the
// tile's border in board orientation. Any illegal step throws, which fails the test.

#include "engine/game.h"

#include <map>
#include <string>
#include <vector>

namespace tessera::test {

// The base tile set, read from tilesets/base.json through the document layer.
const engine::TileSet &baseTileSet();

// The base game for `players` players with a hand of `handSize` tiles, shuffled by `seed`.
engine::GameSetup baseSetup(int players, int handSize, std::uint64_t seed);

// The base tiles with these counts (the start tile added on top), plus one tile of our own:
// "city-cap-pennant", a city cap with a pennant, which the base set does not have.
engine::TileCatalogPtr scenarioCatalog(const std::map<std::string, int> &pile);
// The same over several built-in sets (e.g. {"base", "river"}): every tile of them gets the
// count `pile` gives it, each set's start tile one more.
engine::TileCatalogPtr scenarioCatalog(const std::map<std::string, int> &pile, const std::vector<std::string> &sets);

class Scenario {
public:
    // `pile` counts tiles by id (the start tile is added on top of these).
    explicit Scenario(const std::map<std::string, int> &pile, int players = 2, engine::RuleOptions rules = {},
                      std::uint64_t seed = 1);
    Scenario(engine::TileCatalogPtr catalog, int players, engine::RuleOptions rules = {}, std::uint64_t seed = 1);

    engine::Game game;

    // Draws `tileId` for the current player (discarding as the engine does when it fits
    // nowhere) and places it. Returns the player who placed it.
    int place(const std::string &tileId, int x, int y, int rotation);
    // Draws `tileId` if needed and tries to place it; returns the engine's answer (no throw).
    engine::MoveError tryPlace(const std::string &tileId, int x, int y, int rotation);
    // Deploys a follower on the feature of the tile just placed that has `kind` and touches
    // `where` ("N".."W", "NL".."WR" in board orientation; "" for a cloister or an inner field).
    void deploy(engine::FeatureKind kind, const std::string &where = {},
                engine::FigureKind figure = engine::FigureKind::Follower);
    void pass();
    // place + deploy/pass in one call.
    int play(const std::string &tileId, int x, int y, int rotation, engine::FeatureKind kind, const std::string &where = {},
             engine::FigureKind figure = engine::FigureKind::Follower);
    int playAndPass(const std::string &tileId, int x, int y, int rotation);

    int score(int player) const { return game.score(player); }
    // The local feature index of the tile just placed (throws if none matches).
    std::uint8_t featureOfLastTile(engine::FeatureKind kind, const std::string &where) const;
};

} // namespace tessera::test
