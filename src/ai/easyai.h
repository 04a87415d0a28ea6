#pragma once
// Easy: beatable by a beginner, never absurd. Every decision is valued as the greedy player
// values it (the rest of the turn searched, the end of the turn scored "as if the game ended
// now"), and one is played at random, a decision kEasyTemperature points below the best
// e times less likely than the best, among those that are
//  - within kEasySlack points of the best decision, and
//  - when it deploys a figure, worth more than deploying nothing: a follower is never put
//    where it gains nothing.
// These two rules are what "never absurd" means here (tst_ai checks them decision by decision).

#include "player.h"

#include "engine/random.h"

#include <span>
#include <vector>

namespace tessera::ai {

inline constexpr double kEasySlack = 6.0;
inline constexpr double kEasyTemperature = 0.5;

// Indices of the decisions Easy may choose among, given each decision's greedy value; never
// empty when decisions is not.
std::vector<std::size_t> easyCandidates(std::span<const engine::Decision> decisions, std::span<const double> values);

class EasyAi final : public Player {
public:
    // `stop`: see SearchBudget::stop.
    explicit EasyAi(std::uint64_t seed, const std::atomic<bool> *stop = nullptr)
        : m_random(seed, 0xa0761d6478bd642fULL), m_stop(stop)
    {
    }
    engine::Decision decide(const PublicView &view) override;

private:
    engine::Random m_random;
    const std::atomic<bool> *m_stop;
    std::vector<engine::Decision> m_decisions;
    std::vector<double> m_values;
    std::vector<double> m_weights;
};

} // namespace tessera::ai
