#include "turnsearch.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace tessera::ai {

using namespace engine;

namespace {

// Decisions in one turn are few (placement, figure, an expansion's extra step); the depth
// bound only guards against a rules module whose turn never ends.
constexpr int kMaxTurnDepth = 4;

bool turnEnded(const Game &before, const Game &after)
{
    return after.isOver() || after.phase() == Phase::Draw || after.turn() != before.turn()
        || after.currentPlayer() != before.currentPlayer();
}

double valueOf(const Game &game, int player, const Evaluation &evaluate, int depth)
{
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    double best = -std::numeric_limits<double>::infinity();
    for (const Decision &d : decisions) {
        Game next = game;
        next.apply(d);
        const double v = turnEnded(game, next) || depth >= kMaxTurnDepth ? evaluate(next, player)
                                                                         : valueOf(next, player, evaluate, depth + 1);
        best = std::max(best, v);
    }
    return decisions.empty() ? evaluate(game, player) : best;
}

} // namespace

Decision bestTurnDecision(const Game &game, const Evaluation &evaluate, Random &random)
{
    const int player = game.currentPlayer();
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    std::vector<std::size_t> best;
    double bestValue = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        Game next = game;
        next.apply(decisions[i]);
        const double v = turnEnded(game, next) ? evaluate(next, player) : valueOf(next, player, evaluate, 1);
        if (v > bestValue + 1e-9) {
            bestValue = v;
            best.assign(1, i);
        } else if (v > bestValue - 1e-9) {
            best.push_back(i);
        }
    }
    return decisions[best[best.size() == 1 ? 0 : random.below(std::uint32_t(best.size()))]];
}

double marginOf(const std::array<double, kMaxPlayers> &values, int players, int player)
{
    double opponent = -std::numeric_limits<double>::infinity();
    for (int p = 0; p < players; ++p)
        if (p != player)
            opponent = std::max(opponent, values[std::size_t(p)]);
    return players == 1 ? values[std::size_t(player)] : values[std::size_t(player)] - opponent;
}

double projectedMargin(const Game &position, int player)
{
    Game end = position;
    end.endNow();
    std::array<double, kMaxPlayers> scores{};
    for (int p = 0; p < end.playerCount(); ++p)
        scores[std::size_t(p)] = end.score(p);
    return marginOf(scores, end.playerCount(), player);
}

} // namespace tessera::ai
