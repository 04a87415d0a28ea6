#pragma once
// Measures the time of every decision of the player it wraps (tessera-cli match, benchmarks):
// on the wall clock, or in the deciding thread's processor time (what a search counts with
// --processor-time, which neither a loaded machine nor a paused process stretches).

#include "player.h"

#include <memory>
#include <vector>

namespace tessera::ai {

class TimedPlayer final : public Player {
public:
    TimedPlayer(std::unique_ptr<Player> player, std::vector<double> &seconds, bool processorTime = false)
        : m_player(std::move(player)), m_seconds(seconds), m_processorTime(processorTime)
    {
    }
    engine::Decision decide(const PublicView &view) override;

private:
    std::unique_ptr<Player> m_player;
    std::vector<double> &m_seconds;
    bool m_processorTime;
};

// The value below which `share` (0..1) of the values lie; 0 for none.
double quantile(std::vector<double> values, double share);

} // namespace tessera::ai
