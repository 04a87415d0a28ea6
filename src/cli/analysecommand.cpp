// tessera-cli analyse: Hard reviews every decision of a recorded game (a log or a .jcz file):
// what each cost against the best decision it finds, the marked ones in words, a summary per
// player, and with -o the game written again with its analysis.

#include "clioptions.h"
#include "commands.h"
#include "interruptguard.h"
#include "document/analysistext.h"
#include "document/gameanalysisjson.h"
#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/safefile.h"
#include "engine/match.h"
#include "tessera/version.h"

#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

// The position before each reviewed decision, walked once in order.
void printMarked(const document::GameInfo &info, const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line,
                 const std::vector<ai::DecisionReview> &reviews, CommandIo io)
{
    auto next = reviews.begin();
    ai::forEachDecisionPoint(setup, line, [&](const engine::Game &position, const ai::DecisionPoint &point) {
        if (next == reviews.end() || !(next->point == point))
            return;
        const ai::DecisionReview &r = *next++;
        if (ai::markOf(r.loss()) == ai::Mark::None)
            return;
        io.out << "Turn " << point.turn + 1 << ": "
               << document::describeReview(position, r, info.players.value(point.player).name) << '\n';
    });
}

// "1 mistake", "2 mistakes".
QString counted(int n, const char *one, const char *many)
{
    return QString::number(n) + u' ' + QLatin1StringView(n == 1 ? one : many);
}

void printSummary(const document::GameInfo &info, const std::vector<ai::DecisionReview> &reviews, CommandIo io)
{
    const std::vector<ai::PlayerSummary> summaries = ai::summarize(reviews, int(info.players.size()));
    for (std::size_t p = 0; p < summaries.size(); ++p) {
        const ai::PlayerSummary &s = summaries[p];
        const auto marks = [&](ai::Mark m) { return s.marks[std::size_t(m)]; };
        io.out << info.players[qsizetype(p)].name << ": " << counted(s.decisions, "decision", "decisions") << ", "
               << QString::number(s.averageLoss(), 'f', 2) << " points lost per decision, "
               << counted(marks(ai::Mark::Inaccuracy), "inaccuracy", "inaccuracies") << ", "
               << counted(marks(ai::Mark::Mistake), "mistake", "mistakes") << ", "
               << counted(marks(ai::Mark::Blunder), "blunder", "blunders") << '\n';
    }
}

} // namespace

int runAnalyse(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Hard, the strongest computer player, reviews every decision of a recorded game from the view of "
        "the player who took it (the tiles left as a multiset, never their order): the expected final "
        "margin of the decision taken and of the best one it finds. Prints every inaccuracy, mistake and "
        "blunder (docs/ai.md) and a summary per player; with -o, writes the game with its analysis, which "
        "the replay viewer then shows without computing again."_s);
    parser.addPositionalArgument(u"game"_s, u"A game log or a JCloisterZone saved game (.jcz)."_s);
    parser.addOption({{u"o"_s, u"output"_s}, u"Write the game log with its analysis to FILE."_s, u"FILE"_s});
    parser.addOption({u"time"_s,
                      u"Thinking time per decision in seconds, of each job's own processor time (default %1)."_s.arg(
                          ai::kDefaultAnalysisSeconds),
                      u"S"_s});
    parser.addOption(
        {u"iterations"_s, u"Simulations per decision instead of a time: the same result on every run."_s, u"N"_s});
    parser.addOption({u"jobs"_s, u"Decisions analysed at once (default: one per core)."_s, u"N"_s});
    parser.addOption({u"seed"_s, u"Seed of the search (default 1)."_s, u"N"_s});
    if (const auto stop = parseCommandLine(parser, u"analyse"_s, args, io))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        io.err << "tessera-cli analyse: give exactly one game. Try 'tessera-cli analyse --help'.\n";
        return UsageError;
    }
    ai::AnalysisOptions options;
    options.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    const auto set = [&](const QString &name, qint64 min, qint64 max, auto &field) {
        if (!parser.isSet(name))
            return true;
        const auto v = intOption(parser, name, min, max, io);
        if (v)
            field = std::remove_reference_t<decltype(field)>(*v);
        return v.has_value();
    };
    if (!set(u"iterations"_s, 1, 100'000'000, options.iterations) || !set(u"jobs"_s, 1, 64, options.jobs)
        || !set(u"seed"_s, 0, std::numeric_limits<qint64>::max(), options.seed))
        return UsageError;
    if (parser.isSet(u"time"_s)) {
        const auto seconds = numberOption(parser, u"time"_s, 0.01, 600, io);
        if (!seconds)
            return UsageError;
        options.seconds = *seconds;
    }
    const QString path = parser.positionalArguments().first();
    const QString output = parser.value(u"output"_s);
    // A Tessera log may take its own analysis (it is read whole first, and written atomically);
    // a .jcz file would be replaced by a log.
    if (!output.isEmpty() && document::isJczFile(path) && document::isSameFile(path, output)) {
        io.err << "tessera-cli analyse: the output " << output
               << " is the JCloisterZone game itself; writing a Tessera log there would destroy it. Name another file.\n";
        return UsageError;
    }

    document::LoadedGame loaded = document::loadGameOrJcz(path);
    printIssues(loaded.issues, io);
    if (!loaded.ok())
        return Failure;
    // A JCloisterZone game is one line, without a tree of its own.
    const engine::GameTree tree = loaded.tree ? *loaded.tree : engine::GameTree::fromTurns(loaded.match->turns());
    const std::vector<engine::GameTree::TurnId> main = tree.mainLine();
    const std::vector<engine::TurnRecord> line = main.empty() ? std::vector<engine::TurnRecord>{}
                                                              : tree.turnsTo(main.back());
    const engine::GameSetup setup = loaded.match->setup();

    std::mutex lock; // one line at a time on stderr, and Ctrl+C between lines
    const InterruptGuard guard(lock, [] { return std::string("tessera-cli analyse: interrupted; nothing was written.\n"); });
    int shownTenth = -1;
    options.progress = [&](int done, int total) {
        const int tenth = done * 10 / std::max(total, 1);
        if (tenth == shownTenth)
            return;
        shownTenth = tenth;
        const std::scoped_lock hold(lock);
        io.err << "Analysed " << done << " of " << total << " decisions\n";
        io.err.flush();
    };
    const std::vector<std::optional<ai::DecisionReview>> results = ai::analyseLine(setup, line, options);

    const auto analysis = std::make_shared<const document::GameAnalysis>(document::collectAnalysis(results, options));

    const std::scoped_lock hold(lock);
    const bool toStdout = !output.isEmpty() && document::isStream(output);
    if (!toStdout) {
        printMarked(*loaded.info, setup, line, analysis->reviews, io);
        printSummary(*loaded.info, analysis->reviews, io);
    }
    if (output.isEmpty())
        return Ok;
    document::GameInfo info = *loaded.info;
    info.analysis = analysis;
    QString error;
    if (!document::saveGameLog(info, *loaded.match, tree, loaded.undos, output, &error)) {
        io.err << "tessera-cli analyse: cannot write " << output << ": " << error << '\n';
        return Failure;
    }
    if (!toStdout)
        io.out << "Wrote the game with its analysis to " << output << '\n';
    return Ok;
}

} // namespace tessera::cli
