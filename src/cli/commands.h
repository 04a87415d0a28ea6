#pragma once
// The subcommands of tessera-cli. Each takes its own arguments (without the subcommand name),
// writes to the given streams and returns the process exit code (see ExitCode).

#include <QStringList>
#include <QTextStream>

namespace tessera::cli {

enum ExitCode : int {
    Ok = 0,
    Failure = 1,    // the input was read but is invalid, or the work failed
    UsageError = 2, // unknown subcommand or option, or a bad option value
};

struct CommandIo {
    QTextStream &out;
    QTextStream &err;
};

int runSimulate(const QStringList &args, CommandIo io);
int runDemo(const QStringList &args, CommandIo io);
int runReplay(const QStringList &args, CommandIo io);
int runValidate(const QStringList &args, CommandIo io);
int runImportJcz(const QStringList &args, CommandIo io);
int runExport(const QStringList &args, CommandIo io);
int runMatch(const QStringList &args, CommandIo io);
int runAnalyse(const QStringList &args, CommandIo io);

} // namespace tessera::cli
