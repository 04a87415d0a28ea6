#include "fuzzentries.h"

#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/lesson.h"
#include "document/tileartcheck.h"
#include "document/tilesetjson.h"
#include "cli/matchrecord.h"
#include "stats/pendinggames.h"
#include "ui/dialogs/newgamesettings.h"
#include "ui/dialogs/preferences.h"
#include "ui/dialogs/settingsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <array>
#include <cstring>
#include <map>
#include <variant>

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

// The match a record's first line names (so that the fuzzer reaches past the match check), or
// a match of its own when that line names none.
cli::MatchRecord recordOfFirstLine(const QByteArray &input)
{
    const QJsonObject first = QJsonDocument::fromJson(input.left(input.indexOf('\n'))).object();
    QJsonObject match = first.value(u"match"_s).toObject();
    if (match.isEmpty())
        match = {{u"players"_s, QJsonArray{u"hard"_s, u"medium"_s}}, {u"first_seed"_s, u"1"_s}, {u"games"_s, 4}};
    const std::uint64_t firstSeed = match.value(u"first_seed"_s).toString().toULongLong();
    const auto piles = std::size_t(std::clamp(match.value(u"games"_s).toInt() / 2, 1, 500'000));
    return cli::MatchRecord(u"fuzz"_s, match, firstSeed, piles);
}

// A match record is refused with its line and reason, or read; what is read, written again as
// append() writes it, reads back to lines that are written the same.
FuzzOutcome runMatchRecord(const QByteArray &input)
{
    const cli::MatchRecord record = recordOfFirstLine(input);
    const auto read = record.parse(input);
    if (const QString *problem = std::get_if<QString>(&read))
        return {false, problem->isEmpty() ? u"refused without a reason"_s : QString()};
    const auto linesOf = [&record](const std::map<std::uint64_t, cli::PileResult> &piles) {
        QByteArray text;
        for (const auto &[seed, pile] : piles)
            text += record.lineOf(pile);
        return text;
    };
    const QByteArray written = linesOf(std::get<0>(read));
    const auto again = record.parse(written);
    if (const QString *problem = std::get_if<QString>(&again))
        return {true, u"the written record does not read: "_s + *problem};
    if (linesOf(std::get<0>(again)) != written)
        return {true, u"the written record reads back as other piles"_s};
    return {true, {}};
}

// A game kept for the statistics (`<database>.pending/`, docs/statistics.md) is refused or
// read; what is read, kept again, is the same file byte for byte.
FuzzOutcome runPendingGame(const QByteArray &input)
{
    const auto game = stats::PendingGames::parse(input);
    if (!game)
        return {false, {}};
    const QByteArray written = stats::PendingGames::serialized(*game);
    const auto again = stats::PendingGames::parse(written);
    if (!again)
        return {true, u"the game kept again does not read"_s};
    if (stats::PendingGames::serialized(*again) != written)
        return {true, u"the game kept again reads back otherwise"_s};
    return {true, {}};
}

// The settings of this process live in a folder of their own, as XDG_CONFIG_HOME: in memory
// where the system has such a folder (every input is written, read and stored back, which on
// a disk took most of the time).
void useOwnSettingsFolder()
{
    static const QTemporaryDir folder(QFileInfo(u"/dev/shm"_s).isWritable() ? u"/dev/shm/tessera-fuzz-XXXXXX"_s
                                                                            : QDir::tempPath() + u"/tessera-fuzz-XXXXXX"_s);
    static const bool set = [] {
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(folder.path()));
        QCoreApplication::setOrganizationName(QString::fromLatin1(ui::kSettingsOrganization));
        QCoreApplication::setApplicationName(QString::fromLatin1(ui::kSettingsApplication));
        return true;
    }();
    Q_UNUSED(set);
}

// The settings file as the program meets it at start: set aside when unusable, otherwise read
// by the preferences and the new-game dialog, which keep what they can use; those values,
// stored again, read back the same.
FuzzOutcome runSettings(const QByteArray &input)
{
    useOwnSettingsFolder();
    const QString path = ui::settingsFilePath();
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(input) != input.size())
        return {false, u"the settings file could not be written: "_s + file.errorString()};
    file.close();
    if (!ui::setAsideUnusableSettings(path).isEmpty()) {
        const bool left = QFileInfo::exists(path);
        QDir folder(QFileInfo(path).path());
        for (const QString &aside : folder.entryList({QFileInfo(path).fileName() + u".bad-*"_s}, QDir::Files))
            folder.remove(aside);
        return {false, left ? u"an unusable settings file was left to be read"_s : QString()};
    }
    QSettings settings(path, QSettings::IniFormat);
    const ui::Preferences preferences = ui::loadPreferences(settings);
    const ui::NewGameChoices choices = ui::loadNewGameChoices();
    ui::savePreferences(settings, preferences);
    settings.sync();
    ui::storeNewGameChoices(choices);
    const ui::NewGameChoices choicesAgain = ui::loadNewGameChoices();
    if (ui::loadPreferences(QSettings(path, QSettings::IniFormat)) != preferences)
        return {true, u"the preferences stored again read back otherwise"_s};
    if (choicesAgain.rules != choices.rules || choicesAgain.players.size() != choices.players.size()
        || choicesAgain.tileSets != choices.tileSets || choicesAgain.confirmTurns != choices.confirmTurns)
        return {true, u"the new game's choices stored again read back otherwise"_s};
    return {true, {}};
}

constexpr std::array kEntries{
    FuzzEntry{"gamelog", runGameLog},   FuzzEntry{"tileset", runTileSet},         FuzzEntry{"jcz", runJcz},
    FuzzEntry{"svgart", runSvgArt},     FuzzEntry{"lesson", runLesson},           FuzzEntry{"matchrecord", runMatchRecord},
    FuzzEntry{"settings", runSettings}, FuzzEntry{"pendinggame", runPendingGame},
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
