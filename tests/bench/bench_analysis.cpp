// Game analysis: how far apart two analyses of the same decision fall (the spread the marks'
// thresholds in docs/ai.md are chosen from), for each set combination, and where they fell
// farthest apart; how much the levels' decisions cost by Hard's reckoning, and how long a whole
// game takes on all cores.
//
// Run: build/tests/bench/bench_analysis
//   TESSERA_BENCH_GAMES   games analysed twice for the spread (default 4; each set combination
//                         below gets that many)
//   TESSERA_ANALYSIS_TIME seconds per decision (default: the analysis' own default)
//   TESSERA_BENCH_LOGS    a folder: each game played is saved there as a game log, and a game
//                         already there is read instead of played (so that two builds review
//                         the same games)

#include "ai/gameanalysis.h"
#include "ai/player.h"
#include "ai/publicview.h"

#include "document/gamelog.h"
#include "document/tilesetlibrary.h"
#include "engine/match.h"
#include "support/testgames.h"

#include <QDir>
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

struct BenchGame {
    GameSetup setup;
    std::vector<TurnRecord> line;
};

// A whole game between two levels, recorded; with TESSERA_BENCH_LOGS, saved there under `name`,
// or read from there when an earlier run saved it.
BenchGame playedGame(const document::GameInfo &info, const char *first, const char *second, std::uint64_t seed,
                     const QString &name)
{
    const QString folder = qEnvironmentVariable("TESSERA_BENCH_LOGS");
    const QString path = folder.isEmpty() ? QString() : QDir(folder).filePath(name + u".json"_s);
    if (!path.isEmpty() && QFile::exists(path)) {
        const document::LoadedGame saved = document::loadGameLog(path);
        if (!saved.ok())
            qFatal("%s: %s", qPrintable(path), qPrintable(test::issuesText(saved)));
        return {saved.info->setup(), saved.match->turns()};
    }
    const GameSetup setup = info.setup();
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
    QString error;
    if (!path.isEmpty() && (!QDir().mkpath(folder) || !document::saveGameLog(info, match, path, &error)))
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    return {setup, match.turns()};
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto at = std::size_t(std::clamp(std::ceil(p * double(values.size())) - 1.0, 0.0, double(values.size() - 1)));
    return values[at];
}

// "N decisions: p50 ..., p99.9 ... points": the percentiles the marks' thresholds are read from.
QString spread(const std::vector<double> &differences)
{
    QString line = QString::number(differences.size()) + u" decisions:"_s;
    for (const double p : {0.5, 0.9, 0.95, 0.99, 0.995, 0.999})
        line += u" p%1 %2"_s.arg(p * 100).arg(percentile(differences, p), 0, 'f', 2);
    return line + u" points"_s;
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
        struct Combination {
            const char *name;
            const char *file; // of its games' logs (TESSERA_BENCH_LOGS)
            QStringList sets;
        };
        const std::vector<Combination> combinations{
            {"base", "base", {}},
            {"all five", "all-five", {u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s}}};
        // Where two reviews disagreed most: the decisions worth looking at in the logs.
        struct Disagreement {
            double difference;
            const char *combination;
            int game, turn, entry;
            double first, second;
        };
        std::vector<double> differences, costs;
        std::vector<double> costsByLevel[2];
        std::vector<Disagreement> widest;
        for (const Combination &combination : combinations) {
            std::vector<double> own;
            for (int g = 0; g < benchGames(); ++g) {
                const auto seed = std::uint64_t(100 + g);
                const bool hardFirst = g % 2 == 0;
                const QString name = u"%1-%2"_s.arg(QLatin1StringView(combination.file)).arg(g + 1);
                const BenchGame game = playedGame(test::gameWith(seed, combination.sets), hardFirst ? "hard" : "medium",
                                                  hardFirst ? "medium" : "hard", seed, name);
                const auto a = ai::analyseLine(game.setup, game.line, options(1));
                const auto b = ai::analyseLine(game.setup, game.line, options(2));
                for (std::size_t i = 0; i < a.size(); ++i) {
                    if (!a[i] || !b[i])
                        continue;
                    const double difference = std::abs(a[i]->loss() - b[i]->loss());
                    differences.push_back(difference);
                    own.push_back(difference);
                    widest.push_back({difference, combination.name, g + 1, a[i]->point.turn + 1, a[i]->point.entry,
                                      a[i]->loss(), b[i]->loss()});
                    costs.push_back(a[i]->loss());
                    const bool byHard = (a[i]->point.player == 0) == hardFirst;
                    costsByLevel[byHard ? 0 : 1].push_back(a[i]->loss());
                }
                std::printf("  %s game %d: %zu decisions reviewed twice\n", combination.name, g + 1, a.size());
                std::fflush(stdout);
            }
            std::printf("  %s, %s\n", combination.name, qPrintable(spread(own)));
        }
        std::printf("difference between two reviews of a decision's cost, %s\n", qPrintable(spread(differences)));
        const std::size_t shown = std::min<std::size_t>(8, widest.size());
        std::partial_sort(widest.begin(), widest.begin() + std::ptrdiff_t(shown), widest.end(),
                          [](const Disagreement &x, const Disagreement &y) { return x.difference > y.difference; });
        std::printf("the widest differences (turn 1 = the log's first turn):\n");
        for (std::size_t i = 0; i < shown; ++i)
            std::printf("  %s game %d, turn %d, decision %d: costs %.2f and %.2f\n", widest[i].combination, widest[i].game,
                        widest[i].turn, widest[i].entry, widest[i].first, widest[i].second);
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
        const BenchGame game = playedGame(
            test::gameWith(7, {u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s}), "medium",
            "medium", 7, u"long-game"_s);
        QElapsedTimer wall;
        wall.start();
        const auto reviews = ai::analyseLine(game.setup, game.line, options(1));
        std::printf("a game of %zu turns: %zu decisions analysed in %.1f s on %d jobs (target: under 120 s for 150 turns)\n",
                    game.line.size(), reviews.size(), double(wall.elapsed()) / 1000.0, options(1).jobs);
        QVERIFY(!reviews.empty());
    }
};

QTEST_GUILESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
