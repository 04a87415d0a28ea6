#include "greedyai.h"

#include "turnsearch.h"

namespace tessera::ai {

engine::Decision GreedyAi::decide(const PublicView &view)
{
    return bestTurnDecision(view.game(), projectedMargin, m_random);
}

} // namespace tessera::ai
