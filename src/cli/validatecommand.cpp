// tessera-cli validate: checks a tile set or a game log and prints every problem found.

#include "clioptions.h"
#include "commands.h"
#include "document/gamelog.h"
#include "document/safefile.h"
#include "document/strictjson.h"
#include "document/tilesetjson.h"


using namespace Qt::StringLiterals;

namespace tessera::cli {

int runValidate(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Checks a tile set or a game log (told apart by their \"format\") "
        "and prints every problem with its JSON path. Exit code 0 when "
        "the file is valid, 1 when it is not."_s);
    parser.addPositionalArgument(u"file"_s, u"A tile set or game log (.json)."_s);
    if (const auto stop = parseCommandLine(parser, u"validate"_s, args, io))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        io.err << "tessera-cli validate: give exactly one file. Try 'tessera-cli validate --help'.\n";
        return UsageError;
    }
    const QString path = parser.positionalArguments().first();
    const auto print = [&](const QString &jsonPath, const QString &message) {
        io.out << path << (jsonPath.isEmpty() ? QString() : u": "_s + jsonPath) << ": " << message << '\n';
    };

    // Read once: a pipe or a device cannot be read a second time.
    QString readError;
    const auto data = document::readFileAtMost(path, std::max(document::kMaxGameLogFileSize, document::kMaxTileSetFileSize),
                                               &readError);
    if (!data) {
        print(QString(), readError);
        return Failure;
    }
    const QString format = document::topLevelString(*data, "format");
    if (format == u"tessera-tileset"_s) {
        if (data->size() > document::kMaxTileSetFileSize) {
            print(QString(), document::fileTooLargeMessage(document::kMaxTileSetFileSize));
            return Failure;
        }
        const document::TileSetLoadResult r = document::parseTileSet(*data, path);
        for (const document::TileSetIssue &issue : r.issues)
            print(issue.jsonPath, issue.message);
        if (!r.ok())
            return Failure;
        io.out << path << ": valid tile set \"" << QString::fromStdString(r.set->id) << "\" with " << r.set->tiles.size()
               << " tile types and " << r.set->totalCount() << " tiles\n";
        return Ok;
    }
    // Anything else is read as a game log, whose reader explains what is wrong with it.
    const document::LoadedGame g = document::parseGameLog(*data, path);
    for (const document::LogIssue &issue : g.issues)
        print(issue.jsonPath, issue.message);
    if (!g.ok())
        return Failure;
    const auto players = g.info->players.size();
    const auto turns = g.match->turns().size();
    io.out << path << ": valid game log, " << players << (players == 1 ? " player, " : " players, ") << turns
           << (turns == 1 ? " turn, " : " turns, ") << (g.match->game().isOver() ? "finished" : "in progress") << '\n';
    return Ok;
}

} // namespace tessera::cli
