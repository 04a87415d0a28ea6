// tessera-cli import-jcz: converts a JCloisterZone saved game into a Tessera game log.

#include "clioptions.h"
#include "commands.h"
#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/safefile.h"

using namespace Qt::StringLiterals;

namespace tessera::cli {

int runImportJcz(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Converts a JCloisterZone saved game (.jcz) into a Tessera game log, replaying every move "
        "under Tessera's rules. A game whose draw pile ran out is finished and scored; any other "
        "game goes on from where it stopped. Exit code 1 when the game uses something Tessera "
        "does not have yet or a move is illegal here: every problem is printed and nothing is "
        "written."_s);
    parser.addPositionalArgument(u"game"_s, u"The JCloisterZone saved game (.jcz)."_s);
    parser.addOption({{u"o"_s, u"output"_s}, u"Write the game log to FILE."_s, u"FILE"_s});
    if (const auto stop = parseCommandLine(parser, u"import-jcz"_s, args, io))
        return *stop;
    const auto files = inputAndOutput(parser, u"import-jcz"_s, "import-jcz IN.jcz -o OUT.json", "saved game", io);
    if (const int *exit = std::get_if<int>(&files))
        return *exit;
    const auto &[path, output] = std::get<InputOutput>(files);
    const document::LoadedGame loaded = document::importJcz(path);
    printIssues(loaded.issues, io);
    if (!loaded.ok())
        return Failure;
    QString error;
    if (!document::saveGameLog(*loaded.info, *loaded.match, output, &error)) {
        io.err << "tessera-cli import-jcz: cannot write " << output << ": " << error << '\n';
        return Failure;
    }
    const engine::Game &game = loaded.match->game();
    // The command's own words stay off stdout, which may be that very stream.
    if (document::isStream(output))
        return Ok;
    io.out << "Imported " << loaded.match->turns().size() << " turns (" << (game.isOver() ? "finished" : "in progress")
           << ") into " << output << '\n';
    return Ok;
}

} // namespace tessera::cli
