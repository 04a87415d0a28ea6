// tessera-cli match: plays computer player A against B over seeded piles, each pile twice with
// the seats swapped (the first seat is worth a few points), and prints A's score rate with a
// 95% interval, the mean point margin per pile and the time per decision. With --record, each
// finished pile is appended to a file and a match started again plays only the piles missing.

#include "clioptions.h"
#include "commands.h"
#include "interruptguard.h"
#include "matchrecord.h"

#include "ai/arena.h"
#include "ai/player.h"
#include "ai/timedplayer.h"

#include <QJsonArray>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>
#include <tuple>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

QString milliseconds(double seconds) { return QString::number(seconds * 1000.0, 'f', 2) + u" ms"_s; }

double mean(const std::vector<double> &values)
{
    return values.empty() ? 0.0 : std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}


// Prints A's score rate with a 95% interval, the margins, scores and times over `piles`.
// Returns the number of illegal decisions and unfinished piles.
std::pair<int, int> printSummary(const std::vector<const PileResult *> &piles, const QString &nameA, const QString &nameB,
                                 CommandIo io)
{
    double points = 0, margin = 0, scoreA = 0, scoreB = 0;
    int illegal = 0, unfinished = 0;
    std::vector<double> pilePoints;
    std::array<std::vector<double>, 2> times;
    for (const PileResult *r : piles) {
        double pilePoint = 0;
        bool finished = true;
        for (std::size_t aSeat = 0; aSeat < 2; ++aSeat) {
            const MatchGame &g = r->games[aSeat];
            const int a = g.scores[aSeat], b = g.scores[1 - aSeat];
            pilePoint += a > b ? 1.0 : a == b ? 0.5 : 0.0;
            margin += a - b;
            scoreA += a;
            scoreB += b;
            illegal += g.illegal;
            finished = finished && g.finished;
        }
        points += pilePoint;
        pilePoints.push_back(pilePoint / 2.0);
        unfinished += finished ? 0 : 1;
        for (std::size_t s = 0; s < 2; ++s)
            times[s].insert(times[s].end(), r->seconds[s].begin(), r->seconds[s].end());
    }
    const double n = double(std::max<std::size_t>(1, piles.size()));
    const double rate = points / (2.0 * n);
    // The two games of a pile share its tiles, so the interval is taken over piles.
    double variance = 0;
    for (const double p : pilePoints)
        variance += std::pow(p - rate, 2);
    variance = piles.size() > 1 ? variance / (n - 1.0) : 0.0;
    const double half = 1.96 * std::sqrt(variance / n);
    // A small or one-sided sample has a pile variance near 0: the Wilson interval over the games
    // keeps the interval honest there, and the wider of the two is printed.
    const double z = 1.96, g = 2.0 * n;
    const double centre = (rate + z * z / (2 * g)) / (1 + z * z / g);
    const double wilson = z * std::sqrt(rate * (1 - rate) / g + z * z / (4 * g * g)) / (1 + z * z / g);
    const double low = std::min(rate - half, centre - wilson);
    const double high = std::max(rate + half, centre + wilson);

    const auto percent = [](double v) { return QString::number(100.0 * v, 'f', 1) + u'%'; };
    io.out << "  " << nameA << " score rate: " << percent(rate) << " (95% interval " << percent(std::max(0.0, low))
           << ".." << percent(std::min(1.0, high)) << ")\n";
    io.out << "  mean margin per pile (" << nameA << " - " << nameB << "): " << QString::number(margin / n, 'f', 1)
           << " points\n";
    io.out << "  mean score per game: " << nameA << ' ' << QString::number(scoreA / (2.0 * n), 'f', 1) << ", "
           << nameB << ' ' << QString::number(scoreB / (2.0 * n), 'f', 1) << '\n';
    for (std::size_t s = 0; s < 2; ++s) {
        io.out << "  time per decision, " << (s == 0 ? nameA : nameB) << ": p50 "
               << milliseconds(ai::quantile(times[s], 0.5)) << ", p95 " << milliseconds(ai::quantile(times[s], 0.95))
               << ", mean " << milliseconds(mean(times[s])) << " (" << times[s].size() << " decisions)\n";
    }
    io.out << "  illegal decisions: " << illegal << '\n';
    return {illegal, unfinished};
}

} // namespace

int runMatch(const QStringList &args, CommandIo io)
{
    QStringList names;
    for (const std::string &n : ai::playerNames())
        names.append(QString::fromStdString(n));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Plays computer player A against B over N/2 seeded piles, each pile twice with the seats swapped, "
        "and prints A's score rate (a win 1, a tie 1/2) with a 95% interval, the mean "
        "point margin per pile and the time per decision. Players: %1."_s.arg(names.join(u", "_s)));
    parser.addPositionalArgument(u"A"_s, u"The first player."_s);
    parser.addPositionalArgument(u"B"_s, u"The second player."_s);
    parser.addOption({u"games"_s, u"Number of games (even: every pile is played twice)."_s, u"N"_s, u"100"_s});
    parser.addOption({u"seed"_s, u"Seed of the first pile; pile i uses seed S + i."_s, u"S"_s, u"1"_s});
    parser.addOption({u"jobs"_s, u"Games played at once (threads)."_s, u"J"_s, u"1"_s});
    parser.addOption({u"time-per-move"_s,
                      u"Thinking time per decision in seconds for the searching players (hard and its variants); "
                      "0 for no time limit (then --iterations bounds the search). Default: the level's own."_s,
                      u"T"_s});
    parser.addOption({u"time-scale"_s,
                      u"Multiplies each searching player's own time per decision (0.2: Hard 0.3 s), to measure "
                      "faster at the same ratio of times."_s,
                      u"F"_s});
    parser.addOption({u"processor-time"_s,
                      u"Count the searching players' time per decision in processor time of their thread "
                      "instead of wall time: on a loaded machine they then search as much as on a free one "
                      "(the match takes longer). The times printed stay wall times."_s});
    parser.addOption({u"record"_s,
                      u"Appends each finished pile to FILE (a JSON line) and skips the piles FILE holds "
                      "already: a match stopped (Ctrl+C) goes on where it stopped when started again with "
                      "the same options. The summary covers every pile recorded."_s,
                      u"FILE"_s});
    parser.addOption({u"summary-only"_s, u"With --record: print the summary of the piles recorded so far, play none."_s});
    parser.addOption({u"iterations"_s,
                      u"Simulations per decision for the searching players; alone (without --time-per-move) "
                      "it makes their games reproducible."_s,
                      u"N"_s});
    addGameOptions(parser);
    if (const auto stop = parseCommandLine(parser, u"match"_s, args, io))
        return *stop;
    const QStringList players = parser.positionalArguments();
    if (players.size() != 2) {
        io.err << "tessera-cli match: expected two players (A and B), got " << players.size() << '\n';
        return UsageError;
    }
    for (const QString &p : players) {
        if (!names.contains(p)) {
            io.err << "tessera-cli match: unknown player '" << p << "' (players: " << names.join(u", "_s) << ")\n";
            return UsageError;
        }
    }
    const auto games = intOption(parser, u"games"_s, 2, 1'000'000, io);
    const auto seed = intOption(parser, u"seed"_s, 0, std::numeric_limits<qint64>::max() / 4, io);
    const auto jobs = intOption(parser, u"jobs"_s, 1, 64, io);
    if (!games || !seed || !jobs)
        return UsageError;
    ai::SearchBudget budget;
    for (const auto &[option, field, min] : {std::tuple{u"time-per-move"_s, &ai::SearchBudget::seconds, 0.0},
                                             std::tuple{u"time-scale"_s, &ai::SearchBudget::timeScale, 0.001}}) {
        if (!parser.isSet(option))
            continue;
        const auto value = numberOption(parser, option, min, 3600.0, io);
        if (!value)
            return UsageError;
        budget.*field = *value;
    }
    budget.threadTime = parser.isSet(u"processor-time"_s);
    if (parser.isSet(u"iterations"_s)) {
        const auto iterations = intOption(parser, u"iterations"_s, 1, 100'000'000, io);
        if (!iterations)
            return UsageError;
        budget.iterations = *iterations;
    }
    if (budget.seconds == 0.0 && budget.iterations == 0) {
        io.err << "tessera-cli match: --time-per-move 0 needs --iterations (a search without any limit never ends)\n";
        return UsageError;
    }
    if (*games % 2 != 0) {
        io.err << "tessera-cli match: --games must be even (every pile is played with the seats swapped)\n";
        return UsageError;
    }
    const auto loaded = loadTileSetsOrReport(parser.value(u"tilesets"_s), io);
    if (!loaded)
        return Failure;

    engine::GameSetup base;
    base.catalog = std::make_shared<const engine::TileCatalog>(*loaded);
    base.rules = gameRules(parser, *loaded);
    base.players = 2;
    const std::string nameA = players[0].toStdString();
    const std::string nameB = players[1].toStdString();

    const std::size_t piles = std::size_t(*games / 2);
    const std::uint64_t firstSeed = std::uint64_t(*seed);
    std::vector<PileResult> results(piles);
    std::vector<char> have(piles, 0); // not vector<bool>: the threads set their own entries
    std::optional<MatchRecord> record;
    const bool summaryOnly = parser.isSet(u"summary-only"_s);
    if (parser.isSet(u"record"_s)) {
        // What makes two runs the same match: every line names it, and must match exactly.
        QJsonArray flags;
        for (const QString &flag : {u"no-large-follower"_s, u"no-farmers"_s, u"no-builder-pig"_s, u"no-fairy"_s,
                                    u"dragon-before-scoring"_s})
            if (parser.isSet(flag))
                flags.append(flag);
        QJsonObject match{{u"players"_s, QJsonArray{players[0], players[1]}},
                                {u"tilesets"_s, parser.value(u"tilesets"_s)},
                                {u"rules"_s, flags},
                                {u"time_per_move"_s, budget.seconds},
                                {u"time_scale"_s, budget.timeScale},
                                {u"iterations"_s, qint64(budget.iterations)},
                                {u"first_seed"_s, QString::number(firstSeed)},
                                {u"games"_s, *games}};
        if (budget.threadTime)
            match.insert(u"processor_time"_s, true); // only when given: older records stay readable
        record.emplace(parser.value(u"record"_s), match, firstSeed, piles);
        // Opened (and locked) before it is read: a second run on the same file stops here.
        if (QString error; !summaryOnly && !record->open(error)) {
            io.err << "tessera-cli match: " << error << '\n';
            return Failure;
        }
        auto read = record->read();
        if (const auto *problem = std::get_if<QString>(&read)) {
            io.err << "tessera-cli match: " << *problem << '\n';
            return Failure;
        }
        for (auto &[pileSeed, pile] : std::get<0>(read)) {
            have[pileSeed - firstSeed] = 1;
            results[pileSeed - firstSeed] = std::move(pile);
        }
    } else if (summaryOnly) {
        io.err << "tessera-cli match: --summary-only needs --record FILE\n";
        return UsageError;
    }
    const auto recordedBefore = std::size_t(std::count(have.begin(), have.end(), 1));
    std::vector<std::size_t> pending;
    if (!summaryOnly)
        for (std::size_t i = 0; i < piles; ++i)
            if (!have[i])
                pending.push_back(i);
    QString recordError;

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> recorded{recordedBefore};
    std::atomic<bool> failed{false};
    std::mutex errorLock;
    const auto work = [&] {
        for (std::size_t k = next++; k < pending.size() && !failed; k = next++) {
            const std::size_t i = pending[k];
            engine::GameSetup setup = base;
            setup.seed = firstSeed + i;
            PileResult &r = results[i];
            r.seed = setup.seed;
            for (int aSeat = 0; aSeat < 2; ++aSeat) {
                // Player seeds depend on the pile and seat only, so --jobs, or the piles played
                // before, never change a game.
                ai::TimedPlayer a(ai::makePlayer(nameA, setup.seed * 4 + std::uint64_t(aSeat) * 2, budget), r.seconds[0]);
                ai::TimedPlayer b(ai::makePlayer(nameB, setup.seed * 4 + std::uint64_t(aSeat) * 2 + 1, budget), r.seconds[1]);
                const std::array<ai::Player *, 2> seats = aSeat == 0 ? std::array<ai::Player *, 2>{&a, &b}
                                                                     : std::array<ai::Player *, 2>{&b, &a};
                const ai::GameOutcome o = ai::playGame(setup, seats);
                MatchGame &g = r.games[std::size_t(aSeat)];
                g.scores = {o.scores[0], o.scores[1]};
                g.illegal = o.illegal;
                g.finished = o.finished;
            }
            if (record) {
                QString error;
                if (!record->append(r, error)) {
                    const std::lock_guard lock(errorLock);
                    recordError = error;
                    failed = true;
                    break;
                }
                ++recorded;
            }
            have[i] = 1;
        }
    };
    const auto start = std::chrono::steady_clock::now();
    {
        std::optional<InterruptGuard> guard;
        if (record && !pending.empty()) {
            const std::string path = record->path().toStdString();
            guard.emplace(record->writeLock(), [&recorded, path, piles] {
                return "tessera-cli match: interrupted; " + std::to_string(recorded.load()) + " of "
                    + std::to_string(piles) + " piles recorded in " + path
                    + ": the same command goes on from there\n";
            });
        }
        std::vector<std::thread> threads;
        for (qint64 j = 1; j < std::min<qint64>(*jobs, qint64(pending.size())); ++j)
            threads.emplace_back(work);
        work();
        for (std::thread &t : threads)
            t.join();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (failed) {
        io.err << "tessera-cli match: " << recordError << '\n';
        return Failure;
    }

    std::vector<const PileResult *> done;
    for (std::size_t i = 0; i < piles; ++i)
        if (have[i])
            done.push_back(&results[i]);
    io.out << "Match " << players[0] << " vs " << players[1] << ": " << *games << " games (" << piles
           << " piles x 2 seats), tile sets " << parser.value(u"tilesets"_s) << ", seeds " << *seed << ".."
           << (*seed + qint64(piles) - 1);
    if (!summaryOnly)
        io.out << ", " << QString::number(seconds, 'f', 1) << " s";
    io.out << '\n';
    if (record) {
        io.out << "  recorded in " << record->path() << ": " << done.size() << " of " << piles << " piles ("
               << recordedBefore << " before this run)\n";
    }
    if (done.empty())
        return Ok;
    const auto [illegal, unfinished] = printSummary(done, players[0], players[1], io);
    if (illegal > 0 || unfinished > 0) {
        io.err << "tessera-cli match: " << illegal << " illegal decisions, " << unfinished
               << " piles with an unfinished game\n";
        return Failure;
    }
    return Ok;
}

} // namespace tessera::cli
