#pragma once
// Option parsing shared by the subcommands: one QCommandLineParser per subcommand, with
// --help, and range-checked numeric values.

#include "commands.h"
#include "engine/game.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>

namespace tessera::cli {

// Parses `args` (the subcommand name is prepended for messages). Returns an exit code when
// the command must stop now: after --help (Ok) or on a usage error (UsageError).
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command,
                                    const QStringList &args, CommandIo io);

// The integer value of an option, checked against [min, max]; prints the problem and returns
// nullopt when it is not a number in range.
std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name,
                                qint64 min, qint64 max, CommandIo io);

// Loads a tile set by built-in name or path; prints every problem on failure.
std::optional<engine::TileSet> loadTileSetOrReport(const QString &nameOrPath, CommandIo io);
// The same, compiled for play.
std::shared_ptr<const engine::TileCatalog> loadCatalog(const QString &nameOrPath, CommandIo io);

} // namespace tessera::cli
