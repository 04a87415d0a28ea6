#include "timedplayer.h"

#include "searchclock.h"

#include <algorithm>

namespace tessera::ai {

engine::Decision TimedPlayer::decide(const PublicView &view)
{
    const SearchClock clock(m_processorTime);
    const engine::Decision d = m_player->decide(view);
    m_seconds.push_back(clock.elapsed());
    return d;
}

double quantile(std::vector<double> values, double share)
{
    if (values.empty())
        return 0.0;
    const auto at = values.begin() + std::ptrdiff_t(share * double(values.size() - 1));
    std::nth_element(values.begin(), at, values.end());
    return *at;
}

} // namespace tessera::ai
