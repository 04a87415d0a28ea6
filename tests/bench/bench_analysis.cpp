// Game analysis: how far apart two reviews of the same decision fall (the spread the marks'
// thresholds in docs/ai.md are chosen from), how much the levels' decisions cost by Hard's
// reckoning, and how long a whole game takes on all cores.
//
// Run: build/tests/bench/bench_analysis
//   TESSERA_BENCH_GAMES   games analysed twice for the spread (default 4; each set combination
//                         below gets that many)
//   TESSERA_ANALYSIS_TIME seconds per decision (default: the analysis' own default)

#include "ai/gameanalysis.h"
#include "ai/player.h"
#include "ai/publicview.h"

#include "document/tilesetlibrary.h"
#include "engine/match.h"
#include "support/testgames.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

int benchGames()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 4;
}

double analysisSeconds()
{
    bool ok = false;
    const double s = qEnvironmentVariable("TESSERA_ANALYSIS_TIME").toDouble(&ok);
    return ok && s > 0 ? s : ai::kDefaultAnalysisSeconds;
}

GameSetup setupWith(const QStringList &sets, std::uint64_t seed)
{
    const document::GameInfo info = test::gameWith(seed, sets);
    return info.setup();
}

// A whole game between two levels, recorded.
std::vector<TurnRecord> playedGame(const GameSetup &setup, const char *first, const char *second, std::uint64_t seed)
{
    Match match(setup);
    // Hard at a fifth of its time: the games are only material for the analysis.
    ai::SearchBudget budget;
    budget.timeScale = 0.2;
    budget.threadTime = true;
    const std::array<std::unique_ptr<ai::Player>, 2> players{ai::makePlayer(first, seed, budget),
                                                             ai::makePlayer(second, seed + 1, budget)};
    while (!match.game().isOver()) {
        if (match.game().phase() == Phase::Draw) {
            match.drawRandom();
            continue;
        }
        const int p = match.game().decidingPlayer();
        if (match.apply(players[std::size_t(p)]->decide(ai::PublicView(match.game()))) != MoveError::None)
            break;
    }
    return match.turns();
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto at = std::size_t(std::clamp(std::ceil(p * double(values.size())) - 1.0, 0.0, double(values.size() - 1)));
    return values[at];
}

ai::AnalysisOptions options(std::uint64_t seed)
{
    ai::AnalysisOptions o;
    o.seconds = analysisSeconds();
    o.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    o.seed = seed;
    return o;
}

} // namespace

class BenchAnalysis : public QObject {
    Q_OBJECT
private slots:
    // Each game is analysed twice with different seeds: the difference of the two estimates of
    // a decision's cost is what noise alone makes of it. The levels' decisions are then
    // costed: Hard's own should cost least.
    void spreadOfTheEstimates()
    {
        std::printf("analysis at %.2f s per decision, %d jobs\n", analysisSeconds(), options(1).jobs);
        const std::vector<QStringList> combinations{
            {}, {u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s}};
        std::vector<double> differences, costs;
        std::vector<double> costsByLevel[2];
        for (const QStringList &sets : combinations) {
            for (int g = 0; g < benchGames(); ++g) {
                const auto seed = std::uint64_t(100 + g);
                const GameSetup setup = setupWith(sets, seed);
                const bool hardFirst = g % 2 == 0;
                const std::vector<TurnRecord> line = playedGame(setup, hardFirst ? "hard" : "medium",
                                                                hardFirst ? "medium" : "hard", seed);
                const auto a = ai::analyseLine(setup, line, options(1));
                const auto b = ai::analyseLine(setup, line, options(2));
                for (std::size_t i = 0; i < a.size(); ++i) {
                    if (!a[i] || !b[i])
                        continue;
                    differences.push_back(std::abs(a[i]->loss() - b[i]->loss()));
                    costs.push_back(a[i]->loss());
                    const bool byHard = (a[i]->point.player == 0) == hardFirst;
                    costsByLevel[byHard ? 0 : 1].push_back(a[i]->loss());
                }
                std::printf("  %s game %d: %zu decisions reviewed twice\n", sets.isEmpty() ? "base" : "all five", g + 1,
                            a.size());
                std::fflush(stdout);
            }
        }
        std::printf("difference between two reviews of a decision's cost, %zu decisions:\n", differences.size());
        for (const double p : {0.5, 0.9, 0.95, 0.99, 0.995, 0.999})
            std::printf("  p%-5.1f %6.2f points\n", p * 100, percentile(differences, p));
        std::printf("cost of the decisions played (first review):\n");
        const char *names[2] = {"hard", "medium"};
        for (int l = 0; l < 2; ++l) {
            double sum = 0;
            for (const double c : costsByLevel[l])
                sum += c;
            std::printf("  %-6s mean %5.2f, p50 %5.2f, p90 %5.2f, p99 %5.2f points (%zu decisions)\n", names[l],
                        costsByLevel[l].empty() ? 0.0 : sum / double(costsByLevel[l].size()),
                        percentile(costsByLevel[l], 0.5), percentile(costsByLevel[l], 0.9),
                        percentile(costsByLevel[l], 0.99), costsByLevel[l].size());
        }
        const ai::MarkThresholds t = ai::markThresholds();
        std::printf("thresholds now: inaccuracy %.1f, mistake %.1f, blunder %.1f\n", t.inaccuracy, t.mistake, t.blunder);
        std::array<int, 4> marks{};
        for (const double c : costs)
            ++marks[std::size_t(ai::markOf(c))];
        std::printf("marks of all decisions: none %d, inaccuracies %d, mistakes %d, blunders %d\n", marks[0], marks[1],
                    marks[2], marks[3]);
        QVERIFY(!differences.empty());
    }

    // A game of about 150 turns (all five sets, two players) analysed on every core.
    void aLongGameOnAllCores()
    {
        const GameSetup setup = setupWith({u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s},
                                          7);
        const std::vector<TurnRecord> line = playedGame(setup, "medium", "medium", 7);
        QElapsedTimer wall;
        wall.start();
        const auto reviews = ai::analyseLine(setup, line, options(1));
        std::printf("a game of %zu turns: %zu decisions analysed in %.1f s on %d jobs (target: under 120 s for 150 turns)\n",
                    line.size(), reviews.size(), double(wall.elapsed()) / 1000.0, options(1).jobs);
        QVERIFY(!reviews.empty());
    }
};

QTEST_GUILESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
