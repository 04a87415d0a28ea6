#include "player.h"

#include "easyai.h"
#include "greedyai.h"
#include "heuristicai.h"
#include "mctsai.h"
#include "randomai.h"

namespace tessera::ai {

namespace {

// Hard's thinking time per decision: under 2 s at the 95th percentile on a loaded 2-core
// machine.
constexpr double kHardSeconds = 1.5;

struct SearchVariant {
    bool playouts = false;     // random playouts instead of the heuristic evaluation
    bool earlyStop = true;     // stop when the choice can no longer change
    bool scaleWithGame = true; // the reward's scale grows with the game's tiles
};

// Hard's search (or a variant of it) within `budget`.
std::unique_ptr<MctsAi> searcher(std::uint64_t seed, SearchVariant variant, const SearchBudget &budget)
{
    MctsOptions options;
    options.seconds = budget.seconds < 0 ? kHardSeconds * budget.timeScale : budget.seconds;
    options.iterations = budget.iterations;
    if (budget.iterations > 0 && budget.seconds < 0)
        options.seconds = 0; // an iteration budget alone: reproducible
    options.playouts = variant.playouts;
    options.earlyStop = variant.earlyStop;
    options.scaleWithGame = variant.scaleWithGame;
    options.threadTime = budget.threadTime;
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
    // Medium is the heuristic player. Hard's search at 0.2 s played too much like Hard at 1.5 s
    // to be a level of its own (Hard scored only 60% against it); the heuristic player sits
    // between Easy and Hard (about 80% against greedy, Hard about 80% against it) and decides in
    // well under a millisecond.
    if (name == "heuristic" || name == "medium")
        return std::make_unique<HeuristicAi>(seed, budget.stop);
    if (name == "easy")
        return std::make_unique<EasyAi>(seed, budget.stop);
    // "hard-scaled" was Hard's scaled reward before it became Hard's: records under that name resume.
    if (name == "hard" || name == "hard-scaled")
        return searcher(seed, {}, budget);
    if (name == "hard-playouts")
        return searcher(seed, {.playouts = true}, budget);
    if (name == "hard-fulltime")
        return searcher(seed, {.earlyStop = false}, budget);
    if (name == "hard-unscaled")
        return searcher(seed, {.scaleWithGame = false}, budget);
    return nullptr;
}

std::unique_ptr<MctsAi> makeHard(std::uint64_t seed, const SearchBudget &budget)
{
    return searcher(seed, {}, budget);
}

std::vector<std::string> playerNames()
{
    return {"easy", "medium", "hard", "random", "greedy", "heuristic", "hard-playouts", "hard-fulltime", "hard-unscaled"};
}

} // namespace tessera::ai
