#include "randomai.h"

namespace tessera::ai {

engine::Decision RandomAi::decide(const PublicView &view)
{
    view.game().legalDecisions(m_decisions);
    return m_decisions[m_random.below(std::uint32_t(m_decisions.size()))];
}

} // namespace tessera::ai
