// tessera-cli export: writes a game log (or a .jcz game) as a JCloisterZone saved game.

#include "clioptions.h"
#include "commands.h"
#include "document/jczexport.h"
#include "document/jczimport.h"
#include "document/safefile.h"

using namespace Qt::StringLiterals;

namespace tessera::cli {

int runExport(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Writes a game as a JCloisterZone 5 saved game (.jcz): every turn as JCloisterZone's "
        "messages, the figures by its ids and every draw in its draw order, so that it opens there "
        "at the same point. A finished game stays finished; a game within a turn is written up to "
        "where it stands. Exit code 1 when the game uses something JCloisterZone cannot express "
        "(a hand of three tiles, first-edition farm scoring, a tile set of your own): every reason "
        "is printed and nothing is written."_s);
    parser.addPositionalArgument(u"game"_s, u"The game log (or .jcz saved game) to export."_s);
    parser.addOption({{u"o"_s, u"output"_s}, u"Write the JCloisterZone saved game to FILE."_s, u"FILE"_s});
    if (const auto stop = parseCommandLine(parser, u"export"_s, args, io))
        return *stop;
    const auto files = inputAndOutput(parser, u"export"_s, "export GAME.json -o OUT.jcz", "game", io);
    if (const int *exit = std::get_if<int>(&files))
        return *exit;
    const auto &[path, output] = std::get<InputOutput>(files);
    const document::LoadedGame loaded = document::loadGameOrJcz(path);
    printIssues(loaded.issues, io);
    if (!loaded.ok())
        return Failure;
    const document::JczExport exported = document::gameToJcz(*loaded.info, *loaded.match);
    for (const QString &problem : exported.problems)
        io.err << path << ": " << problem << '\n';
    if (!exported.ok())
        return Failure;
    QString error;
    if (!document::writeFileAtomically(output, exported.json, &error)) {
        io.err << "tessera-cli export: cannot write " << output << ": " << error << '\n';
        return Failure;
    }
    if (document::isStream(output))
        return Ok;
    io.out << "Exported " << loaded.match->turns().size() << " turns ("
           << (loaded.match->game().isOver() ? "finished" : "in progress") << ") to " << output << '\n';
    return Ok;
}

} // namespace tessera::cli
