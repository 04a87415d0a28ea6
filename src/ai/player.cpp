#include "player.h"

#include "greedyai.h"
#include "heuristicai.h"
#include "randomai.h"

namespace tessera::ai {

std::unique_ptr<Player> makePlayer(std::string_view name, std::uint64_t seed)
{
    if (name == "random")
        return std::make_unique<RandomAi>(seed);
    if (name == "greedy")
        return std::make_unique<GreedyAi>(seed);
    if (name == "heuristic")
        return std::make_unique<HeuristicAi>(seed);
    return nullptr;
}

std::vector<std::string> playerNames() { return {"random", "greedy", "heuristic"}; }

} // namespace tessera::ai
