#pragma once
// Option parsing shared by the subcommands: one QCommandLineParser per subcommand, with
// --help, and range-checked numeric values.

#include "commands.h"
#include "engine/game.h"

#include <QCommandLineParser>

#include "document/gamelog.h"

#include <memory>
#include <optional>
#include <variant>

namespace tessera::cli {

// Parses `args` (the subcommand name is prepended for messages). Returns an exit code when
// the command must stop now: after --help (Ok) or on a usage error (UsageError).
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command, const QStringList &args,
                                    CommandIo io);

// The integer value of an option, checked against [min, max]; prints the problem and returns
// nullopt when it is not a number in range.
std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name, qint64 min, qint64 max, CommandIo io);

// The same for a number with a fraction.
std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double min, double max,
                                   CommandIo io);

// Every problem of a file, one per line on io.err: "FILE: $.json.path: message" (game logs,
// .jcz games and tile sets all report so).
template<typename Issue>
void printIssues(const QList<Issue> &issues, CommandIo io)
{
    for (const Issue &issue : issues)
        io.err << issue.file << (issue.jsonPath.isEmpty() ? QString() : QStringLiteral(": ") + issue.jsonPath) << ": "
               << issue.message << '\n';
}

// The one input file and the --output file of a converting command (import-jcz, export):
// a usage error (printed, with `example`) when either is missing, or when the output is the
// input itself (`what` names it: "saved game", "game").
struct InputOutput {
    QString input;
    QString output;
};
std::variant<InputOutput, int> inputAndOutput(const QCommandLineParser &parser, const QString &command, const char *example,
                                              const char *what, CommandIo io);

// A game read for a command that shows one of its positions (replay, render).
struct GameAtTurn {
    document::LoadedGame loaded; // its match is cut to `turn` turns
    int turn = 0;                // the position shown: after this turn
    int turns = 0;               // the valid turns of the file
    int exitCode = Ok;           // what the command returns when it succeeds (Failure: a damaged log)
};

// Reads the one positional argument (a log or a .jcz file) and applies --to N (default: the
// last turn). Problems go to io.err, with "showing" saying what happens to the valid turns
// ("showing them", "drawing them"). Returns an exit code when the command must stop.
std::variant<GameAtTurn, int> loadGameAtTurn(const QCommandLineParser &parser, const QString &command,
                                             const char *doingWithValidTurns, CommandIo io);

// Loads the tile sets of a comma-separated list of built-in names or paths (e.g.
// "base,river,inns-cathedrals"); prints every problem on failure.
std::optional<std::vector<engine::TileSet>> loadTileSetsOrReport(const QString &list, CommandIo io);

// The --tilesets option of the commands that play games, and the rule options that go with
// the sets chosen: Inns & Cathedrals brings the large follower (--no-large-follower leaves it
// out), --no-farmers switches farmers off.
void addGameOptions(QCommandLineParser &parser);
engine::RuleOptions gameRules(const QCommandLineParser &parser, const std::vector<engine::TileSet> &sets);
// Players allowed with these sets: 1 to 5, 6 with Inns & Cathedrals.
int maxPlayers(const engine::RuleOptions &rules, const std::vector<engine::TileSet> &sets);

} // namespace tessera::cli
