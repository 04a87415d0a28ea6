#include "player.h"

#include "easyai.h"
#include "greedyai.h"
#include "heuristicai.h"
#include "mctsai.h"
#include "randomai.h"

namespace tessera::ai {

namespace {

// The levels' thinking time per decision: Hard stays under 2 s at the 95th percentile on a
// loaded 2-core machine, Medium under 0.3 s.
constexpr double kHardSeconds = 1.5;
constexpr double kMediumSeconds = 0.2;

std::unique_ptr<Player> searcher(std::uint64_t seed, double levelSeconds, bool playouts, const SearchBudget &budget)
{
    MctsOptions options;
    options.seconds = budget.seconds < 0 ? levelSeconds * budget.timeScale : budget.seconds;
    options.iterations = budget.iterations;
    if (budget.iterations > 0 && budget.seconds < 0)
        options.seconds = 0; // an iteration budget alone: reproducible
    options.playouts = playouts;
    options.stop = budget.stop;
    return std::make_unique<MctsAi>(seed, options);
}

} // namespace

std::unique_ptr<Player> makePlayer(std::string_view name, std::uint64_t seed, const SearchBudget &budget)
{
    if (name == "random")
        return std::make_unique<RandomAi>(seed);
    if (name == "greedy")
        return std::make_unique<GreedyAi>(seed);
    if (name == "heuristic")
        return std::make_unique<HeuristicAi>(seed);
    if (name == "easy")
        return std::make_unique<EasyAi>(seed);
    if (name == "medium")
        return searcher(seed, kMediumSeconds, false, budget);
    if (name == "hard")
        return searcher(seed, kHardSeconds, false, budget);
    if (name == "hard-playouts")
        return searcher(seed, kHardSeconds, true, budget);
    return nullptr;
}

std::vector<std::string> playerNames() { return {"easy", "medium", "hard", "random", "greedy", "heuristic", "hard-playouts"}; }

} // namespace tessera::ai
