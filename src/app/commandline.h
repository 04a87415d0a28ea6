// The desktop program's command line, declared once for both ways main() reads it: before any
// window (--help and --version need no display) and with the application running.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

namespace tessera::app {

class CommandLine {
public:
    // The options, their texts in the language installed at the time.
    CommandLine();
    CommandLine(const CommandLine &) = delete;
    CommandLine &operator=(const CommandLine &) = delete;

    QCommandLineParser parser;
    const QCommandLineOption startupTime;
    const QCommandLineOption edit;
    const QCommandLineOption replay;
};

// Whether the arguments (the program's name first) need no window: they ask for the help or
// the version, or are a usage error. main() answers those with a QCoreApplication, so without a
// display. An error with a single-dash option needs the window's path after all: it may be one
// of Qt's own (-platform offscreen), which QApplication takes out first.
bool needsNoWindow(const QStringList &arguments);

// The arguments with a bare --edit (the last one, or followed by another option) given an empty
// value: `tessera --edit` opens the editor on a new tile set instead of a usage error (Qt's
// parser has no option whose value may be left out).
QStringList withBareEditFilled(QStringList arguments);

} // namespace tessera::app
