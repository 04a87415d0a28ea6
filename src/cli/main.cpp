// tessera-cli: the headless face of Tessera. Same engine and file formats as the app.

#include "cliprocess.h"
#include "commands.h"
#include "renderlauncher.h"
#include "tessera/version.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using namespace tessera::cli;

static void printUsage(QTextStream &out)
{
    out << "Usage: tessera-cli <command> [options]\n\n"
           "Commands:\n"
           "  demo       play a computer-vs-computer game and print its course\n"
           "  simulate   play many random games and print games per second and average scores\n"
           "  replay     show the position after any turn of a game log or .jcz file\n"
           "  render     draw the board after any turn as PNG or SVG, or every turn as PNG frames\n"
           "  validate   check a tile set or a game log and print every problem\n"
           "  import-jcz convert a JCloisterZone saved game (.jcz) into a game log\n"
           "  export     write a game as a JCloisterZone saved game (.jcz)\n"
           "  match      play computer player A against B over seeded piles and print the score rate\n"
           "  analyse    review every decision of a game with the strongest computer player\n\n"
           "Run 'tessera-cli <command> --help' for the options of a command.\n\n"
           "Exit codes: 0 success, 1 invalid input or failed work, 2 usage error.\n";
}

int main(int argc, char *argv[])
{
    const QCoreApplication app(argc, argv);
    prepareCliProcess();
    TerminalStreams streams;
    const CommandIo io = streams.io();
    QTextStream &out = io.out;
    QTextStream &err = io.err;
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == u"--help"_s || args.first() == u"-h"_s || args.first() == u"help"_s) {
        printUsage(args.isEmpty() ? err : out);
        return args.isEmpty() ? UsageError : Ok;
    }
    if (args.first() == u"--version"_s) {
        out << "tessera-cli " << TESSERA_VERSION << '\n';
        return Ok;
    }
    const QString command = args.takeFirst();
    if (command == u"simulate"_s)
        return runSimulate(args, io);
    if (command == u"demo"_s)
        return runDemo(args, io);
    if (command == u"replay"_s)
        return runReplay(args, io);
    if (command == u"render"_s) // only render draws: a program of its own
        return launchRender(argc, argv, io);
    if (command == u"validate"_s)
        return runValidate(args, io);
    if (command == u"import-jcz"_s)
        return runImportJcz(args, io);
    if (command == u"export"_s)
        return runExport(args, io);
    if (command == u"match"_s)
        return runMatch(args, io);
    if (command == u"analyse"_s || command == u"analyze"_s)
        return runAnalyse(args, io);
    err << "tessera-cli: unknown command '" << command << "'\n\n";
    printUsage(err);
    return UsageError;
}
