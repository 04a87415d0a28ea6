#include "replayposition.h"

#include <algorithm>

namespace tessera::ui {

ReplayPosition::ReplayPosition(const engine::Match &record) : m_record(&record), m_position(record)
{
}

void ReplayPosition::seek(int turn)
{
    turn = std::clamp(turn, 0, turns());
    if (turn == this->turn())
        return;
    if (turn == turns()) {
        m_position = *m_record;
        return;
    }
    if (turn < this->turn())
        m_position.truncate(std::size_t(turn));
    // Each turn applied before, from this very position, so it applies again.
    for (int t = this->turn(); t < turn; ++t)
        [[maybe_unused]] const engine::TurnProblem problem = m_position.applyTurn(m_record->turns()[std::size_t(t)]);
}

} // namespace tessera::ui
