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
    if (parser.positionalArguments().size() != 1 || !parser.isSet(u"output"_s)) {
        io.err << "tessera-cli import-jcz: give one saved game and the output file: "
                  "import-jcz IN.jcz -o OUT.json. Try 'tessera-cli import-jcz --help'.\n";
        return UsageError;
    }
    const QString path = parser.positionalArguments().first();
    const QString output = parser.value(u"output"_s);
    if (document::isSameFile(path, output)) {
        io.err << "tessera-cli import-jcz: the output " << output
               << " is the saved game itself; writing it would destroy the game. Name another file.\n";
        return UsageError;
    }
    const document::LoadedGame loaded = document::importJcz(path);
    for (const document::LogIssue &issue : loaded.issues)
        io.err << issue.file << (issue.jsonPath.isEmpty() ? QString() : u": "_s + issue.jsonPath) << ": " << issue.message
               << '\n';
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
