#pragma once
// A game's analysis (ai::analyseLine) run in the background for a window that must never wait:
// the reviews are computed on a thread of their own, one decision per core at a time, and what
// happens is told by signals delivered in the runner's thread (progress, then finished or
// cancelled). Destroying the runner stops the analysis and waits for its thread.

#include "gameanalysisjson.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace tessera::document {

class AnalysisRunner : public QObject {
    Q_OBJECT

public:
    // The iteration budget per decision comes from the environment variable
    // TESSERA_ANALYSIS_ITERATIONS when it is set (tests: fast and the same on every run);
    // otherwise the thinking time per decision is ai::kDefaultAnalysisSeconds.
    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    // Simulations per decision instead of time (0: time again).
    void setIterations(std::int64_t iterations) { m_iterations = iterations; }
    std::int64_t iterations() const { return m_iterations; }
    // Decisions analysed at once: one per core.
    static int jobs();

    // Starts analysing `line` played from `setup`; false (nothing started) while one runs.
    bool start(const engine::GameSetup &setup, std::vector<engine::TurnRecord> line);
    // Asks the analysis to stop; cancelled() follows soon.
    void cancel();
    bool isRunning() const { return m_running; }
    // The last analysis finished (nullptr before, and after a cancel).
    std::shared_ptr<const GameAnalysis> result() const { return m_result; }

signals:
    void progress(int done, int total);
    void finished();
    void cancelled();

private:
    void ended(std::shared_ptr<const GameAnalysis> analysis, bool stopped);

    std::int64_t m_iterations = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::thread m_thread;
    std::shared_ptr<const GameAnalysis> m_result;
};

} // namespace tessera::document
