// tessera-cli render: the board after any turn of a game log (or .jcz) as PNG or SVG, or every
// position of the game as numbered PNG frames.

#include "rendercommand.h"

#include "art/artcache.h"
#include "board/boardexport.h"
#include "clioptions.h"
#include "document/safefile.h"

#include <QApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace tessera::cli {

std::unique_ptr<QCoreApplication> makeRenderApplication(int &argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QApplication>(argc, argv);
}

int runRender(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Draws the board of a game log or JCloisterZone saved game (.jcz): the position after "
        "turn N (default: the last turn) as PNG or SVG (by the suffix of -o), or with --frames "
        "every position from before the first turn up to turn N as numbered PNG frames "
        "(frame-000.png, ...), all showing the same part of the board. Exit code 1 when the log "
        "is invalid; its valid turns are still drawn."_s);
    parser.addPositionalArgument(u"log"_s, u"The game log (.json, .tessera) or JCloisterZone saved game (.jcz)."_s);
    parser.addOption({u"to"_s, u"Draw the position after turn N (0: before the first turn)."_s, u"N"_s});
    parser.addOption(
        {{u"o"_s, u"output"_s}, u"The picture to write: .png or .svg, or PNG into a stream (/dev/stdout)."_s, u"FILE"_s});
    parser.addOption({u"frames"_s, u"Write one PNG per position into DIR (created if missing)."_s, u"DIR"_s});
    if (const auto stop = parseCommandLine(parser, u"render"_s, args, io))
        return *stop;
    if (parser.isSet(u"output"_s) == parser.isSet(u"frames"_s)) {
        io.err << "tessera-cli render: give either -o FILE or --frames DIR.\n";
        return UsageError;
    }
    const QString output = parser.value(u"output"_s);
    // A stream (-o /dev/stdout) has no suffix to tell the format: PNG.
    if (parser.isSet(u"output"_s) && !output.endsWith(u".png"_s, Qt::CaseInsensitive)
        && !output.endsWith(u".svg"_s, Qt::CaseInsensitive) && !document::isStream(output)) {
        io.err << "tessera-cli render: the output must end in .png or .svg (or be a stream such as /dev/stdout, "
                  "which gets PNG): "
               << output << '\n';
        return UsageError;
    }

    auto result = loadGameAtTurn(parser, u"render"_s, "drawing", io);
    if (const int *stop = std::get_if<int>(&result))
        return *stop;
    GameAtTurn &game = std::get<GameAtTurn>(result);
    const engine::Match &match = *game.loaded.match;
    const document::GameInfo &info = *game.loaded.info;

    art::ArtCache cache;
    QString error;
    if (parser.isSet(u"frames"_s)) {
        const QString dir = parser.value(u"frames"_s);
        const int frames = ui::writeBoardFrames(info, match, &cache, dir, &error);
        if (frames < 0) {
            io.err << "tessera-cli render: " << error << '\n';
            return Failure;
        }
        io.out << "Wrote " << frames << " frames to " << QDir::toNativeSeparators(dir) << '\n';
    } else {
        if (!ui::writeBoardPicture(match.game(), info, &cache, output, &error)) {
            io.err << "tessera-cli render: " << output << ": " << error << '\n';
            return Failure;
        }
        if (!document::isStream(output)) // the picture itself may have gone to stdout
            io.out << "Wrote the position after turn " << game.turn << " of " << game.turns << " to " << output << '\n';
    }
    return game.exitCode;
}

} // namespace tessera::cli
