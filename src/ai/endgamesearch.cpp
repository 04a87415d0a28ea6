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

// Positions the search may still look at; it stops (and its values mean nothing) below zero,
// or once told to stop from another thread.
struct Budget {
    std::int64_t left = std::numeric_limits<std::int64_t>::max();
    const std::atomic<bool> *stop = nullptr;
    bool spent() const { return left < 0; }
    // Counts a position; false when the search must give up.
    bool take()
    {
        if (stop && stop->load(std::memory_order_relaxed))
            left = -1;
        return --left >= 0;
    }
};

PlayerValues valuesWithin(const Game &game, Budget &budget);

// The values of the position after one decision: each distinct tile the pile may give next
// is drawn on a copy, weighted by its copies.
PlayerValues drawValues(const Game &game, Budget &budget)
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
            const PlayerValues v = valuesWithin(next, budget);
            if (budget.spent())
                return sum;
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

namespace {

PlayerValues valuesWithin(const Game &game, Budget &budget)
{
    if (!budget.take())
        return {};
    if (game.isOver())
        return marginsOf(scoresOf(game), game.playerCount());
    if (game.phase() == Phase::Draw)
        return drawValues(game, budget);
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    const std::size_t mover = std::size_t(game.decidingPlayer());
    PlayerValues best{};
    best[mover] = -std::numeric_limits<double>::infinity();
    for (const Decision &d : decisions) {
        Game next = game;
        next.apply(d);
        const PlayerValues v = valuesWithin(next, budget);
        if (budget.spent())
            return {};
        if (v[mover] > best[mover])
            best = v;
    }
    return decisions.empty() ? marginsOf(scoresOf(game), game.playerCount()) : best;
}

} // namespace

PlayerValues exactValues(const Game &game)
{
    Budget unlimited;
    return valuesWithin(game, unlimited);
}

std::optional<std::vector<PlayerValues>> exactDecisionValues(const Game &game, const std::vector<Decision> &decisions,
                                                             std::int64_t maxPositions, const std::atomic<bool> *stop)
{
    Budget budget{maxPositions, stop};
    std::vector<PlayerValues> values;
    for (const Decision &d : decisions) {
        Game next = game;
        next.apply(d);
        values.push_back(valuesWithin(next, budget));
        if (budget.spent())
            return std::nullopt;
    }
    return values;
}

std::optional<Decision> exactDecision(const Game &game, Random &random, std::int64_t maxPositions,
                                      const std::atomic<bool> *stop)
{
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    const auto values = exactDecisionValues(game, decisions, maxPositions, stop);
    if (!values)
        return std::nullopt;
    const std::size_t mover = std::size_t(game.decidingPlayer());
    std::vector<double> own;
    for (const PlayerValues &v : *values)
        own.push_back(v[mover]);
    return decisions[pickBest(own, random)];
}

} // namespace tessera::ai
