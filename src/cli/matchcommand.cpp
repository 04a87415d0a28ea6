// tessera-cli match: plays computer player A against B over seeded piles, each pile twice with
// the seats swapped (the first seat is worth a few points), and prints A's score rate with a
// 95% interval, the mean point margin per pile and the time per decision.

#include "clioptions.h"
#include "commands.h"

#include "ai/arena.h"
#include "ai/player.h"
#include "ai/timedplayer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>
#include <tuple>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

struct PileResult {
    double points = 0;  // A's result over both seats: 1 a win, 0.5 a tie, per game
    double margin = 0;  // A's score minus B's, summed over both seats
    std::array<double, 2> scores{}; // A, B, summed over both seats
    int illegal = 0;
    bool unfinished = false;
};

QString milliseconds(double seconds) { return QString::number(seconds * 1000.0, 'f', 2) + u" ms"_s; }

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
                      u"Thinking time per decision in seconds for the searching players (medium, hard); "
                      "0 for no time limit (then --iterations bounds the search). Default: the level's own."_s,
                      u"T"_s});
    parser.addOption({u"time-scale"_s,
                      u"Multiplies each searching level's own time per decision (0.2: Hard 0.3 s, Medium "
                      "0.04 s), to measure levels against each other faster at the same ratio of times."_s,
                      u"F"_s});
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
    std::vector<PileResult> results(piles);
    std::array<std::vector<std::vector<double>>, 2> times; // [A/B][job]
    times[0].resize(std::size_t(*jobs));
    times[1].resize(std::size_t(*jobs));
    std::atomic<std::size_t> next{0};
    const auto work = [&](std::size_t job) {
        for (std::size_t i = next++; i < piles; i = next++) {
            engine::GameSetup setup = base;
            setup.seed = std::uint64_t(*seed) + i;
            PileResult &r = results[i];
            for (int aSeat = 0; aSeat < 2; ++aSeat) {
                // Player seeds depend on the pile and seat only, so --jobs never changes a game.
                ai::TimedPlayer a(ai::makePlayer(nameA, setup.seed * 4 + std::uint64_t(aSeat) * 2, budget), times[0][job]);
                ai::TimedPlayer b(ai::makePlayer(nameB, setup.seed * 4 + std::uint64_t(aSeat) * 2 + 1, budget), times[1][job]);
                const std::array<ai::Player *, 2> seats = aSeat == 0 ? std::array<ai::Player *, 2>{&a, &b}
                                                                     : std::array<ai::Player *, 2>{&b, &a};
                const ai::GameOutcome o = ai::playGame(setup, seats);
                const int scoreA = o.scores[std::size_t(aSeat)];
                const int scoreB = o.scores[std::size_t(1 - aSeat)];
                r.points += scoreA > scoreB ? 1.0 : scoreA == scoreB ? 0.5 : 0.0;
                r.margin += scoreA - scoreB;
                r.scores[0] += scoreA;
                r.scores[1] += scoreB;
                r.illegal += o.illegal;
                r.unfinished = r.unfinished || !o.finished;
            }
        }
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (std::size_t j = 1; j < std::size_t(*jobs); ++j)
        threads.emplace_back(work, j);
    work(0);
    for (std::thread &t : threads)
        t.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    double points = 0, margin = 0, scoreA = 0, scoreB = 0;
    int illegal = 0, unfinished = 0;
    for (const PileResult &r : results) {
        points += r.points;
        margin += r.margin;
        scoreA += r.scores[0];
        scoreB += r.scores[1];
        illegal += r.illegal;
        unfinished += r.unfinished ? 1 : 0;
    }
    const double n = double(piles);
    const double rate = points / (2.0 * n);
    // The two games of a pile share its tiles, so the interval is taken over piles.
    double variance = 0;
    for (const PileResult &r : results)
        variance += std::pow(r.points / 2.0 - rate, 2);
    variance = piles > 1 ? variance / (n - 1.0) : 0.0;
    const double half = 1.96 * std::sqrt(variance / n);
    // A small or one-sided sample has a pile variance near 0: the Wilson interval over the games
    // keeps the interval honest there, and the wider of the two is printed.
    const double z = 1.96, g = 2.0 * n;
    const double centre = (rate + z * z / (2 * g)) / (1 + z * z / g);
    const double wilson = z * std::sqrt(rate * (1 - rate) / g + z * z / (4 * g * g)) / (1 + z * z / g);
    const double low = std::min(rate - half, centre - wilson);
    const double high = std::max(rate + half, centre + wilson);

    const auto percent = [](double v) { return QString::number(100.0 * v, 'f', 1) + u'%'; };
    io.out << "Match " << players[0] << " vs " << players[1] << ": " << *games << " games (" << piles
           << " piles x 2 seats), tile sets " << parser.value(u"tilesets"_s) << ", seeds " << *seed << ".."
           << (*seed + qint64(piles) - 1) << ", " << QString::number(seconds, 'f', 1) << " s\n";
    io.out << "  " << players[0] << " score rate: " << percent(rate) << " (95% interval "
           << percent(std::max(0.0, low)) << ".." << percent(std::min(1.0, high)) << ")\n";
    io.out << "  mean margin per pile (" << players[0] << " - " << players[1]
           << "): " << QString::number(margin / n, 'f', 1) << " points\n";
    io.out << "  mean score per game: " << players[0] << ' ' << QString::number(scoreA / (2.0 * n), 'f', 1) << ", "
           << players[1] << ' ' << QString::number(scoreB / (2.0 * n), 'f', 1) << '\n';
    for (int s = 0; s < 2; ++s) {
        std::vector<double> all;
        for (const auto &t : times[std::size_t(s)])
            all.insert(all.end(), t.begin(), t.end());
        io.out << "  time per decision, " << players[s] << ": p50 " << milliseconds(ai::quantile(all, 0.5)) << ", p95 "
               << milliseconds(ai::quantile(all, 0.95)) << " (" << all.size() << " decisions)\n";
    }
    io.out << "  illegal decisions: " << illegal << '\n';
    if (illegal > 0 || unfinished > 0) {
        io.err << "tessera-cli match: " << illegal << " illegal decisions, " << unfinished
               << " piles with an unfinished game\n";
        return Failure;
    }
    return Ok;
}

} // namespace tessera::cli
