#pragma once
// Figures the drawing benchmarks print: times collected for a median and a worst, processor
// time beside wall time (the machine is often shared, which stretches wall time but hardly the
// processor time a piece of work takes), and a target line saying whether it is met.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QtGlobal>

#include <time.h>

#include <algorithm>
#include <vector>

namespace tessera::bench {

// Milliseconds of processor time of this thread, or of the whole process (all its threads).
inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}
inline double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Runs of a measurement: TESSERA_BENCH_RUNS, 3 by default.
inline int benchRuns()
{
    const int runs = qEnvironmentVariableIntValue("TESSERA_BENCH_RUNS");
    return runs > 0 ? runs : 3;
}

inline double elapsedMs(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

struct Figures {
    std::vector<double> values;
    void add(double v) { values.push_back(v); }
    double median() const
    {
        if (values.empty())
            return 0;
        std::vector<double> v = values;
        std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
        return v[v.size() / 2];
    }
    double worst() const { return values.empty() ? 0 : *std::max_element(values.begin(), values.end()); }
    double least() const { return values.empty() ? 0 : *std::min_element(values.begin(), values.end()); }
};

// Events handled until `done()` (a view showing stand-ins until its pictures are made): the
// time until then, and the most processor time the GUI thread spent on one round of events (a
// repaint among them), which bounds every frame of the wait. Gives up after 10 s (then `met` is false).
struct UntilDone {
    double ms = 0;
    double worstRoundCpuMs = 0;
    int rounds = 0;
    bool met = false;
};
template<typename Done>
UntilDone handleEventsUntil(const QElapsedTimer &since, Done &&done)
{
    UntilDone r;
    while (!(r.met = done()) && since.elapsed() < 10000) {
        const double cpu = threadCpuMs();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        r.worstRoundCpuMs = std::max(r.worstRoundCpuMs, threadCpuMs() - cpu);
        ++r.rounds;
        QThread::usleep(200); // the pool's threads, not this one, have the work
    }
    r.ms = elapsedMs(since);
    return r;
}

// "target: <what> under 16 ms: met (median 7.10 ms, worst 12.30 ms)"; a figure to read, never a
// pass mark (a loaded machine stretches any one run).
inline void reportUnder(const char *what, const Figures &ms, double limit)
{
    const bool met = ms.median() < limit && ms.worst() < limit;
    qInfo("target: %s under %.0f ms: %s (median %.2f ms, worst %.2f ms, %d runs)", what, limit, met ? "met" : "NOT met",
          ms.median(), ms.worst(), int(ms.values.size()));
}

} // namespace tessera::bench
