#include "matchoptions.h"

#include "clioptions.h"

#include <limits>
#include <tuple>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

QStringList playerNames()
{
    QStringList names;
    for (const std::string &n : ai::playerNames())
        names.append(QString::fromStdString(n));
    return names;
}

void addMatchOptions(QCommandLineParser &parser, const QStringList &names)
{
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
                      "(the match takes longer). The times printed and recorded are then processor time too."_s});
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
}

// Reads the two players; false after printing the problem.
bool readPlayers(const QCommandLineParser &parser, const QStringList &names, MatchOptions &options, CommandIo io)
{
    const QStringList players = parser.positionalArguments();
    if (players.size() != 2) {
        io.err << "tessera-cli match: expected two players (A and B), got " << players.size() << '\n';
        return false;
    }
    for (const QString &p : players) {
        // makePlayer knows a few old names beyond the list (records made under them resume).
        if (!ai::makePlayer(p.toStdString(), 0)) {
            io.err << "tessera-cli match: unknown player '" << p << "' (players: " << names.join(u", "_s) << ")\n";
            return false;
        }
    }
    options.players = {players[0], players[1]};
    return true;
}

// Reads --time-per-move, --time-scale, --processor-time and --iterations; false after
// printing the problem.
bool readBudget(const QCommandLineParser &parser, ai::SearchBudget &budget, CommandIo io)
{
    for (const auto &[option, field, min] : {std::tuple{u"time-per-move"_s, &ai::SearchBudget::seconds, 0.0},
                                             std::tuple{u"time-scale"_s, &ai::SearchBudget::timeScale, 0.001}}) {
        if (!parser.isSet(option))
            continue;
        const auto value = numberOption(parser, option, min, 3600.0, io);
        if (!value)
            return false;
        budget.*field = *value;
    }
    budget.threadTime = parser.isSet(u"processor-time"_s);
    if (parser.isSet(u"iterations"_s)) {
        const auto iterations = intOption(parser, u"iterations"_s, 1, 100'000'000, io);
        if (!iterations)
            return false;
        budget.iterations = *iterations;
    }
    if (budget.seconds == 0.0 && budget.iterations == 0) {
        io.err << "tessera-cli match: --time-per-move 0 needs --iterations (a search without any limit never ends)\n";
        return false;
    }
    return true;
}

// The rule options given: two runs with other rules are different matches.
QStringList ruleFlags(const QCommandLineParser &parser)
{
    QStringList flags;
    for (const QString &flag :
         {u"no-large-follower"_s, u"no-farmers"_s, u"no-builder-pig"_s, u"no-fairy"_s, u"dragon-before-scoring"_s})
        if (parser.isSet(flag))
            flags.append(flag);
    return flags;
}

} // namespace

std::variant<MatchOptions, int> parseMatchOptions(const QStringList &args, CommandIo io)
{
    const QStringList names = playerNames();
    QCommandLineParser parser;
    addMatchOptions(parser, names);
    if (const auto stop = parseCommandLine(parser, u"match"_s, args, io))
        return *stop;
    MatchOptions options;
    if (!readPlayers(parser, names, options, io))
        return UsageError;
    const auto games = intOption(parser, u"games"_s, 2, 1'000'000, io);
    const auto seed = intOption(parser, u"seed"_s, 0, std::numeric_limits<qint64>::max() / 4, io);
    const auto jobs = intOption(parser, u"jobs"_s, 1, 64, io);
    if (!games || !seed || !jobs || !readBudget(parser, options.budget, io))
        return UsageError;
    if (*games % 2 != 0) {
        io.err << "tessera-cli match: --games must be even (every pile is played with the seats swapped)\n";
        return UsageError;
    }
    options.games = *games;
    options.seed = *seed;
    options.jobs = *jobs;
    options.tileSets = parser.value(u"tilesets"_s);
    const auto loaded = loadTileSetsOrReport(options.tileSets, io);
    if (!loaded)
        return Failure;
    options.setup.catalog = std::make_shared<const engine::TileCatalog>(*loaded);
    options.setup.rules = gameRules(parser, *loaded);
    options.setup.players = 2;
    options.ruleFlags = ruleFlags(parser);
    if (parser.isSet(u"record"_s))
        options.recordPath = parser.value(u"record"_s);
    options.summaryOnly = parser.isSet(u"summary-only"_s);
    if (options.summaryOnly && !options.recordPath) {
        io.err << "tessera-cli match: --summary-only needs --record FILE\n";
        return UsageError;
    }
    return options;
}

} // namespace tessera::cli
