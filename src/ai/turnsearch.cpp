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

// The search looks ahead through the deciding player's own decisions only: a dragon step
// passes the decision to another player, so the position is judged there.
bool turnEnded(const Game &before, const Game &after)
{
    return after.isOver() || after.phase() == Phase::Draw || after.turn() != before.turn()
        || after.currentPlayer() != before.currentPlayer() || after.decidingPlayer() != before.decidingPlayer();
}

bool stopped(const std::atomic<bool> *stop)
{
    return stop && stop->load(std::memory_order_relaxed);
}

double valueOf(const Game &game, int player, const Evaluation &evaluate, int depth, const std::atomic<bool> *stop)
{
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    double best = std::numeric_limits<double>::lowest();
    for (const Decision &d : decisions) {
        if (stopped(stop))
            return best;
        Game next = game;
        next.apply(d);
        const double v = turnEnded(game, next) || depth >= kMaxTurnDepth ? evaluate(next, player)
                                                                         : valueOf(next, player, evaluate, depth + 1, stop);
        best = std::max(best, v);
    }
    return decisions.empty() ? evaluate(game, player) : best;
}

} // namespace

void decisionValues(const Game &game, std::span<const Decision> decisions, const Evaluation &evaluate,
                    std::vector<double> &values, const std::atomic<bool> *stop)
{
    const int player = game.decidingPlayer(); // the dragon's steps are other players' decisions
    values.clear();
    for (const Decision &d : decisions) {
        if (stopped(stop)) {
            values.push_back(std::numeric_limits<double>::lowest());
            continue;
        }
        Game next = game;
        next.apply(d);
        values.push_back(turnEnded(game, next) ? evaluate(next, player) : valueOf(next, player, evaluate, 1, stop));
    }
}

Decision bestTurnDecision(const Game &game, const Evaluation &evaluate, Random &random, const std::atomic<bool> *stop)
{
    std::vector<Decision> decisions;
    game.legalDecisions(decisions);
    std::vector<double> values;
    decisionValues(game, decisions, evaluate, values, stop);
    return decisions[pickBest(values, random)];
}

std::size_t pickBest(std::span<const double> values, Random &random)
{
    std::vector<std::size_t> best;
    double bestValue = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i] > bestValue + 1e-9) {
            bestValue = values[i];
            best.assign(1, i);
        } else if (values[i] > bestValue - 1e-9) {
            best.push_back(i);
        }
    }
    return best[best.size() == 1 ? 0 : random.below(std::uint32_t(best.size()))];
}

double marginOf(const PlayerValues &values, int players, int player)
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
    return marginOf(scoresOf(end), end.playerCount(), player);
}

PlayerValues scoresOf(const Game &game)
{
    PlayerValues scores{};
    for (int p = 0; p < game.playerCount(); ++p)
        scores[std::size_t(p)] = game.score(p);
    return scores;
}

} // namespace tessera::ai
