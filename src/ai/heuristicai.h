#pragma once
// Reference player "heuristic": the greedy search with a better evaluation. Open roads,
// cities and cloisters count by their chance of completion from the tiles left; farms and
// the goods' majorities count what they would score at the end; followers in supply are
// worth points while turns remain to use them, so a follower stuck on a feature that will
// likely stay open (a farmer above all: it never comes back) costs more the earlier it is
// placed.

#include "player.h"

#include "turnsearch.h"

#include "engine/random.h"

namespace tessera::ai {

// What the position is worth to each player under that evaluation.
PlayerValues heuristicValues(const engine::Game &position);
// The same for a position that is not needed afterwards: it is ended (endNow) in place,
// which saves the copy that heuristicValues makes (a search's leaves).
PlayerValues heuristicValuesEnding(engine::Game &position);
// What the position is worth to `player` under that evaluation, minus the best opponent's.
double heuristicMargin(const engine::Game &position, int player);

class HeuristicAi final : public Player {
public:
    // `stop`: see SearchBudget::stop.
    explicit HeuristicAi(std::uint64_t seed, const std::atomic<bool> *stop = nullptr)
        : m_random(seed, 0x94d049bb133111ebULL), m_stop(stop)
    {
    }
    engine::Decision decide(const PublicView &view) override;

private:
    engine::Random m_random;
    const std::atomic<bool> *m_stop;
};

} // namespace tessera::ai
