#include "endgamesearch.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace tessera::ai {

using namespace engine;

namespace {

PlayerValues marginsOf(const PlayerValues &scores, int players)
{
    PlayerValues margins{};
    for (int p = 0; p < players; ++p)
        margins[std::size_t(p)] = marginOf(scores, players, p);
    return margins;
}

// The values of the position after one decision: each distinct tile the pile may give next
// is drawn on a copy, weighted by its copies.
PlayerValues drawValues(const Game &game)
{
    std::vector<TileIndex> distinct(game.pile().begin(), game.pile().end());
    std::sort(distinct.begin(), distinct.end());
    PlayerValues sum{};
    int weight = 0;
    for (auto it = distinct.begin(); it != distinct.end();) {
        const auto end = std::upper_bound(it, distinct.end(), *it);
        Game next = game;
        if (next.drawTile(*it) != DrawResult::NotYet) {
            const int copies = int(end - it);
            const PlayerValues v = exactValues(next);
            for (int p = 0; p < game.playerCount(); ++p)
                sum[std::size_t(p)] += copies * v[std::size_t(p)];
            weight += copies;
        }
        it = end;
    }
    for (double &v : sum)
        v /= std::max(1, weight);
    return sum;
}

} // namespace

int tilesToPlay(const Game &game)
{
    int tiles = game.tilesLeft();
    for (int p = 0; p < game.playerCount(); ++p)
        tiles += int(game.hand(p).size());
    return tiles;
}

PlayerValues exactValues(const Game &game)
{
    if (game.isOver())
        return marginsOf(scoresOf(game), game.playerCount());
    if (game.phase() == Phase::Draw)
        return drawValues(game);
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    const std::size_t mover = std::size_t(game.decidingPlayer());
    PlayerValues best{};
    best[mover] = -std::numeric_limits<double>::infinity();
    for (const Decision &d : decisions) {
        Game next = game;
        next.apply(d);
        const PlayerValues v = exactValues(next);
        if (v[mover] > best[mover])
            best = v;
    }
    return decisions.empty() ? marginsOf(scoresOf(game), game.playerCount()) : best;
}

Decision exactDecision(const Game &game, Random &random)
{
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    const std::size_t mover = std::size_t(game.decidingPlayer());
    std::vector<double> values;
    for (const Decision &d : decisions) {
        Game next = game;
        next.apply(d);
        values.push_back(exactValues(next)[mover]);
    }
    return decisions[pickBest(values, random)];
}

} // namespace tessera::ai
