#include "fuzzentries.h"

#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/lesson.h"
#include "document/tileartcheck.h"
#include "document/tilesetjson.h"

#include <array>
#include <cstring>

namespace tessera::fuzz {
namespace {

using namespace Qt::StringLiterals;

QString firstIssue(const auto &issues, const QString &otherwise)
{
    return issues.isEmpty() ? otherwise : issues.first().message;
}

// A game that loads must save as a log that loads again to the same turns: otherwise a saved
// or imported game could not be opened again.
FuzzOutcome checkLogRoundTrip(const document::LoadedGame &game)
{
    if (!game.ok())
        return {};
    const QByteArray text = document::gameLogToJson(*game.info, *game.match);
    const document::LoadedGame again = document::parseGameLog(text, u"written"_s);
    if (!again.ok())
        return {true, u"the written log does not load: "_s + firstIssue(again.issues, u"no game"_s)};
    if (!(again.match->turns() == game.match->turns()))
        return {true, u"the written log loads to other turns"_s};
    return {true, {}};
}

FuzzOutcome runGameLog(const QByteArray &input)
{
    return checkLogRoundTrip(document::parseGameLog(input, u"fuzz"_s));
}

FuzzOutcome runJcz(const QByteArray &input)
{
    return checkLogRoundTrip(document::parseJcz(input, u"fuzz"_s));
}

// tileSetToJson promises that a valid set reads back as the same set.
FuzzOutcome runTileSet(const QByteArray &input)
{
    const document::TileSetLoadResult set = document::parseTileSet(input, u"fuzz"_s);
    if (!set.ok())
        return {};
    const document::TileSetLoadResult again = document::parseTileSet(document::tileSetToJson(*set.set), u"written"_s);
    if (!again.ok())
        return {true, u"the written tile set does not load: "_s + firstIssue(again.issues, u"no set"_s)};
    if (!(*again.set == *set.set))
        return {true, u"the written tile set reads back as another set"_s};
    return {true, {}};
}

// Custom tile art from the editor's import or a tile set file: accepted or refused with a
// reason, never a crash, a hang or unbounded work, whatever the bytes.
FuzzOutcome runSvgArt(const QByteArray &input)
{
    const QString problem = document::checkTileArt(input);
    if (!problem.isEmpty())
        return {};
    if (input.size() > document::kMaxTileArtBytes)
        return {true, u"art larger than the limit was accepted"_s};
    return {true, {}};
}

// A lesson is refused with a reason, or read with its steps in the order of the game's turns.
FuzzOutcome runLesson(const QByteArray &input)
{
    const document::LessonLoad load = document::parseLesson(input, u"fuzz"_s);
    if (!load.lesson)
        return {false, load.issues.isEmpty() ? u"refused without a reason"_s : QString()};
    if (!load.issues.isEmpty())
        return {true, u"read, but with problems"_s};
    int turn = 0;
    for (const document::LessonStep &step : load.lesson->steps) {
        if (step.turn < turn)
            return {true, u"the steps are not in the order of the turns"_s};
        turn = step.turn;
    }
    return {true, {}};
}

constexpr std::array kEntries{
    FuzzEntry{"gamelog", runGameLog}, FuzzEntry{"tileset", runTileSet}, FuzzEntry{"jcz", runJcz},
    FuzzEntry{"svgart", runSvgArt},   FuzzEntry{"lesson", runLesson},
};

} // namespace

std::span<const FuzzEntry> fuzzEntries()
{
    return kEntries;
}

const FuzzEntry *findFuzzEntry(const char *name)
{
    for (const FuzzEntry &entry : kEntries)
        if (std::strcmp(entry.name, name) == 0)
            return &entry;
    return nullptr;
}

} // namespace tessera::fuzz
