#include "heuristicai.h"

#include "turnsearch.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tessera::ai {

using namespace engine;

namespace {

// A follower in supply early in the game is worth about this many points; the value falls
// to 1 as the pile runs out.
constexpr double kEarlyFollowerValue = 4.0;
// The chance that one open side of a feature is closed in time: the more tiles are left, the
// likelier; this many tiles left makes it an even chance.
constexpr double kTilesForEvenChance = 6.0;

// The features already counted, kept between calls so that a search's leaves do not allocate.
std::vector<NodeId> &seenScratch()
{
    thread_local std::vector<NodeId> seen;
    return seen;
}

// p^n for the small n of open sides: a product, not std::pow (a search calls this per leaf).
double power(double p, int n)
{
    double r = 1.0;
    for (int i = 0; i < n; ++i)
        r *= p;
    return r;
}

// The points of the categories only the final scoring gives: farms, and the goods' majorities
// (Traders & Builders). Greedy's look at the end counts both; a search without the goods would
// not see the 10 points each kind's majority is worth.
int endOnlyPoints(const Game &position, int player)
{
    return position.scoreIn(player, ScoreCategory::Farm) + position.scoreIn(player, ScoreCategory::Goods);
}

} // namespace

PlayerValues heuristicValues(const Game &position)
{
    Game copy = position;
    return heuristicValuesEnding(copy);
}

PlayerValues heuristicValuesEnding(Game &position)
{
    const int players = position.playerCount();
    PlayerValues values{};
    // Farms and the goods' majorities score at the end only: they are counted below as the
    // final scoring would count them on this position.
    for (int p = 0; p < players; ++p)
        values[std::size_t(p)] = position.score(p) - endOnlyPoints(position, p);

    const double tilesLeft = position.tilesLeft();
    const double closeChance = tilesLeft / (tilesLeft + kTilesForEvenChance);
    const FeatureGraph &graph = position.features();
    std::vector<NodeId> &seen = seenScratch();
    seen.clear();
    for (const DeployedFigure &f : position.figures()) {
        const NodeId root = graph.find(f.node);
        const FeatureNode &r = graph.node(root);
        if (r.kind == FeatureKind::Field || r.scored || std::find(seen.begin(), seen.end(), root) != seen.end())
            continue;
        seen.push_back(root);
        const bool cloister = r.kind == FeatureKind::Cloister;
        const int tiles = cloister ? 1 + position.board().occupiedNeighbours(position.board().placed()[r.placed].pos)
                                   : position.featureTileCount(root);
        const int open = cloister ? 9 - tiles : r.openEdges;
        const double chance = power(closeChance, open);
        const int grown = cloister ? 9 : tiles + (open + 1) / 2;
        const double worth = chance * position.featurePoints(root, grown, true)
            + (1.0 - chance) * position.featurePoints(root, tiles, false);
        const std::uint8_t winners = majority(r.weight, players);
        for (int p = 0; p < players; ++p)
            if (winners & (1u << p))
                values[std::size_t(p)] += worth;
    }

    const double placed = double(position.board().placed().size());
    const double stage = tilesLeft / std::max(1.0, tilesLeft + placed); // 1 at the start, 0 at the end
    const double followerValue = 1.0 + (kEarlyFollowerValue - 1.0) * stage;
    const double turnsLeft = std::ceil(tilesLeft / players);
    for (int p = 0; p < players; ++p)
        values[std::size_t(p)] += std::min<double>(position.supply(p), turnsLeft) * followerValue;

    // Farms and goods as they would score at the end: the final scoring, on this position itself.
    position.endNow();
    for (int p = 0; p < players; ++p)
        values[std::size_t(p)] += endOnlyPoints(position, p);
    return values;
}

double heuristicMargin(const Game &position, int player)
{
    return marginOf(heuristicValues(position), position.playerCount(), player);
}

Decision HeuristicAi::decide(const PublicView &view)
{
    return bestTurnDecision(view.game(), heuristicMargin, m_random, m_stop);
}

} // namespace tessera::ai
