#include "timedplayer.h"

#include <algorithm>
#include <chrono>

namespace tessera::ai {

engine::Decision TimedPlayer::decide(const PublicView &view)
{
    const auto start = std::chrono::steady_clock::now();
    const engine::Decision d = m_player->decide(view);
    m_seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
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
