#include "commandline.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::app {

CommandLine::CommandLine()
    : startupTime(u"startup-time"_s,
                  QCoreApplication::translate("main", "Print how long the window took to appear, then quit."))
    , edit(
          u"edit"_s,
          QCoreApplication::translate(
              "main",
              "Open a tile set (a file, or a built-in set such as base) in the tile set editor; a file that does not exist yet starts a new set there, and --edit alone a new set."),
          QCoreApplication::translate("main", "tileset"))
    , replay(u"replay"_s,
             QCoreApplication::translate("main", "Open the game in the replay viewer (.tessera, .json or .jcz)."), u"file"_s)
{
    parser.setApplicationDescription(QCoreApplication::translate("main", "A tile-laying game of the Carcassonne family."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(startupTime);
    parser.addOption(edit);
    parser.addOption(replay);
    parser.addPositionalArgument(u"file"_s, QCoreApplication::translate("main", "A game to open (.tessera, .json or .jcz)."),
                                 u"[file]"_s);
}

bool needsNoWindow(const QStringList &givenArguments)
{
    CommandLine commandLine;
    QCommandLineParser &parser = commandLine.parser;
    const QStringList arguments = withBareEditFilled(givenArguments);
    if (!parser.parse(arguments)) {
        const auto qtOption = [](const QString &argument) {
            return argument.size() > 1 && argument.startsWith(u'-') && !argument.startsWith(u"--"_s);
        };
        const QStringList given = arguments.mid(1);
        return std::none_of(given.begin(), given.end(), qtOption);
    }
    return parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s) || parser.isSet(u"version"_s);
}

QStringList withBareEditFilled(QStringList arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == u"--"_s)
            break; // what follows is files
        const bool edit = arguments[i] == u"--edit"_s || arguments[i] == u"-edit"_s;
        if (edit && (i + 1 == arguments.size() || arguments[i + 1].startsWith(u'-')))
            arguments[i] = u"--edit="_s;
    }
    return arguments;
}

} // namespace tessera::app
