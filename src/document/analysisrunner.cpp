#include "analysisrunner.h"

#include <QMetaObject>

#include <algorithm>
#include <cstdlib>

namespace tessera::document {

AnalysisRunner::AnalysisRunner(QObject *parent) : QObject(parent)
{
    if (const char *text = std::getenv("TESSERA_ANALYSIS_ITERATIONS"))
        m_iterations = std::max<std::int64_t>(0, std::strtoll(text, nullptr, 10));
}

AnalysisRunner::~AnalysisRunner()
{
    if (m_stop)
        m_stop->store(true);
    if (m_thread.joinable())
        m_thread.join(); // what it posted to this object is dropped with it
}

int AnalysisRunner::jobs()
{
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

bool AnalysisRunner::start(const engine::GameSetup &setup, std::vector<engine::TurnRecord> line)
{
    if (m_running)
        return false;
    if (m_thread.joinable())
        m_thread.join(); // the last one has ended (its end was delivered), only not joined
    m_running = true;
    m_result.reset();
    m_stop = std::make_shared<std::atomic<bool>>(false);

    ai::AnalysisOptions options;
    options.iterations = m_iterations;
    options.jobs = jobs();
    options.stop = m_stop.get();
    // Told in this object's thread; a late report of a runner gone is dropped by Qt.
    options.progress = [this](int done, int total) {
        QMetaObject::invokeMethod(
            this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
    };
    m_thread = std::thread([this, setup, line = std::move(line), options, stop = m_stop] {
        const auto results = ai::analyseLine(setup, line, options);
        auto analysis = std::make_shared<const GameAnalysis>(collectAnalysis(results, options));
        const bool stopped = stop->load();
        QMetaObject::invokeMethod(
            this, [this, analysis, stopped] { ended(analysis, stopped); }, Qt::QueuedConnection);
    });
    return true;
}

void AnalysisRunner::cancel()
{
    if (m_running && m_stop)
        m_stop->store(true);
}

void AnalysisRunner::ended(std::shared_ptr<const GameAnalysis> analysis, bool stopped)
{
    m_thread.join(); // it has posted this as its last act
    m_running = false;
    if (stopped) {
        emit cancelled(); // a part of the line is no analysis of the game: nothing is kept
        return;
    }
    m_result = std::move(analysis);
    emit finished();
}

} // namespace tessera::document
