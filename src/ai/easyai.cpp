#include "easyai.h"

#include "turnsearch.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::ai {

using namespace engine;

std::vector<std::size_t> easyCandidates(std::span<const Decision> decisions, std::span<const double> values)
{
    const double best = *std::max_element(values.begin(), values.end());
    double passValue = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < decisions.size(); ++i)
        if (decisions[i].kind == DecisionKind::Pass)
            passValue = values[i];
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const bool deploysForNothing = decisions[i].kind == DecisionKind::Deploy && values[i] <= passValue + 1e-9;
        if (values[i] >= best - kEasySlack && !deploysForNothing)
            candidates.push_back(i);
    }
    // The best decision is always a candidate (a deployment is best only when it beats passing);
    // an empty list would mean values that are not numbers.
    if (candidates.empty())
        candidates.push_back(std::size_t(std::max_element(values.begin(), values.end()) - values.begin()));
    return candidates;
}

Decision EasyAi::decide(const PublicView &view)
{
    const Game &game = view.game();
    game.legalDecisions(m_decisions);
    decisionValues(game, m_decisions, projectedMargin, m_values, m_stop);
    const std::vector<std::size_t> candidates = easyCandidates(m_decisions, m_values);
    const double best = *std::max_element(m_values.begin(), m_values.end());
    m_weights.clear();
    double total = 0;
    for (const std::size_t i : candidates)
        m_weights.push_back(total += std::exp((m_values[i] - best) / kEasyTemperature));
    const double at = total * double(m_random.below(1u << 24)) / double(1u << 24);
    const auto pick = std::size_t(std::upper_bound(m_weights.begin(), m_weights.end(), at) - m_weights.begin());
    return m_decisions[candidates[std::min(pick, candidates.size() - 1)]];
}

} // namespace tessera::ai
