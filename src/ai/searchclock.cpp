#include "searchclock.h"

#include <chrono>
#include <ctime>

namespace tessera::ai {

SearchClock::SearchClock(bool threadTime) : m_threadTime(threadTime), m_start(now()) {}

double SearchClock::elapsed() const
{
    return now() - m_start;
}

double SearchClock::now() const
{
    if (m_threadTime) {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace tessera::ai
