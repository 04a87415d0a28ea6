#include "matchreport.h"

#include "ai/timedplayer.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

QString milliseconds(double seconds)
{
    return QString::number(seconds * 1000.0, 'f', 2) + u" ms"_s;
}

double mean(const std::vector<double> &values)
{
    return values.empty() ? 0.0 : std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

void printHeader(const MatchOptions &options, const MatchPiles &piles, const MatchRun &run, CommandIo io)
{
    const std::size_t count = options.pileCount();
    io.out << "Match " << options.players[0] << " vs " << options.players[1] << ": " << options.games << " games (" << count
           << " piles x 2 seats), tile sets " << options.tileSets << ", seeds " << options.seed << ".."
           << (options.seed + qint64(count) - 1);
    if (run.seconds)
        io.out << ", " << QString::number(*run.seconds, 'f', 1) << " s";
    io.out << '\n';
    if (options.recordPath) {
        io.out << "  recorded in " << *options.recordPath << ": " << piles.doneCount() << " of " << count << " piles ("
               << run.recordedBefore << " before this run)\n";
    }
}

// Prints A's score rate with a 95% interval, the margins, scores and times over `piles`.
// Returns the number of illegal decisions and unfinished piles.
std::pair<int, int> printSummary(const std::vector<const PileResult *> &piles, const QString &nameA, const QString &nameB,
                                 CommandIo io)
{
    double points = 0, margin = 0, scoreA = 0, scoreB = 0;
    int illegal = 0, unfinished = 0;
    std::vector<double> pilePoints;
    // By clock (the wall's, the processor's), then by player: a record that older builds began
    // holds wall-clock lines before processor-time ones, and the two kinds never mix in a figure.
    std::array<std::array<std::vector<double>, 2>, 2> times;
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
        auto &kind = times[r->processorSeconds ? 1 : 0];
        for (std::size_t s = 0; s < 2; ++s)
            kind[s].insert(kind[s].end(), r->seconds[s].begin(), r->seconds[s].end());
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
    io.out << "  " << nameA << " score rate: " << percent(rate) << " (95% interval " << percent(std::max(0.0, low)) << ".."
           << percent(std::min(1.0, high)) << ")\n";
    io.out << "  mean margin per pile (" << nameA << " - " << nameB << "): " << QString::number(margin / n, 'f', 1)
           << " points\n";
    io.out << "  mean score per game: " << nameA << ' ' << QString::number(scoreA / (2.0 * n), 'f', 1) << ", " << nameB
           << ' ' << QString::number(scoreB / (2.0 * n), 'f', 1) << '\n';
    // A line per player and clock the piles were timed on (the wall's unmarked, as before).
    const bool anyProcessor = !times[1][0].empty() || !times[1][1].empty();
    const bool anyWall = !times[0][0].empty() || !times[0][1].empty();
    for (std::size_t clock = 0; clock < 2; ++clock) {
        if (clock == 0 ? !anyWall && anyProcessor : !anyProcessor)
            continue;
        for (std::size_t s = 0; s < 2; ++s) {
            const std::vector<double> &t = times[clock][s];
            io.out << "  time per decision, " << (s == 0 ? nameA : nameB) << (clock == 1 ? " (processor time)" : "")
                   << ": p50 " << milliseconds(ai::quantile(t, 0.5)) << ", p95 " << milliseconds(ai::quantile(t, 0.95))
                   << ", mean " << milliseconds(mean(t)) << " (" << t.size() << " decisions)\n";
        }
    }
    io.out << "  illegal decisions: " << illegal << '\n';
    return {illegal, unfinished};
}

} // namespace

int reportMatch(const MatchOptions &options, const MatchPiles &piles, const MatchRun &run, CommandIo io)
{
    printHeader(options, piles, run, io);
    const std::vector<const PileResult *> done = piles.done();
    if (done.empty())
        return Ok;
    const auto [illegal, unfinished] = printSummary(done, options.players[0], options.players[1], io);
    if (illegal > 0 || unfinished > 0) {
        io.err << "tessera-cli match: " << illegal << " illegal decisions, " << unfinished
               << " piles with an unfinished game\n";
        return Failure;
    }
    return Ok;
}

} // namespace tessera::cli
