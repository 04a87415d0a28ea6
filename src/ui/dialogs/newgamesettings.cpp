#include "newgamesettings.h"

#include "document/gamelognames.h"

#include <QColor>
#include <QSettings>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

const auto kGroup = u"newGame"_s;
const auto kPlayerCount = u"playerCount"_s;
const auto kNames = u"names"_s;
const auto kColors = u"colors"_s;
const auto kKinds = u"kinds"_s; // per seat "person" or a computer level of the log
const auto kPerson = u"person"_s;
const auto kFarmScoring = u"farmScoring"_s;
const auto kCityPoints = u"firstEditionCityPoints"_s;
const auto kTinyCity = u"tinyCity"_s;
const auto kHandSize = u"handSize"_s;
const auto kFarmers = u"farmers"_s;
const auto kLargeFollower = u"largeFollower"_s;
const auto kUndo = u"undo"_s;
const auto kBuilderPig = u"builderPig"_s;
const auto kFairy = u"fairy"_s;
const auto kDragonTiming = u"dragonTiming"_s;
const auto kTileSets = u"tileSets"_s;
const auto kConfirmTurns = u"confirmTurns"_s;

// The same words as the game log, so the file reads like the rest of Tessera.
const auto kThirdEdition = u"third_edition"_s;
const auto kFirstEdition = u"first_edition"_s;

// The default colours before the colour-blind-safe palette: a player who kept one gets the
// new colour of the same seat, so that remembered players do not stay on the old palette.
QString updatedDefaultColor(const QColor &color)
{
    static const char *const before[] = {"#d32f2f", "#1e88e5", "#43a047", "#fdd835", "#212121", "#8e24aa"};
    for (int i = 0; i < int(std::size(before)); ++i)
        if (color == QColor(QLatin1StringView(before[i])))
            return document::defaultPlayerColor(i);
    return color.name();
}

} // namespace

NewGameChoices loadNewGameChoices()
{
    NewGameChoices choices;
    QSettings settings;
    settings.beginGroup(kGroup);
    const QStringList names = settings.value(kNames).toStringList();
    const QStringList colors = settings.value(kColors).toStringList();
    const QStringList kinds = settings.value(kKinds).toStringList();
    const int count = qBound(engine::kMinPlayers, settings.value(kPlayerCount, 2).toInt(), engine::kMaxPlayers);
    if (!names.isEmpty()) {
        for (int i = 0; i < count; ++i) {
            // Missing or broken entries become empty here; the players editor fills them in.
            const QColor color(colors.value(i));
            document::PlayerInfo player{names.value(i).trimmed(),
                                        color.isValid() ? updatedDefaultColor(color) : document::defaultPlayerColor(i)};
            const auto &levels = document::lognames::kComputerLevels;
            const auto level = std::find(levels.begin(), levels.end(), kinds.value(i, kPerson));
            if (level != levels.end()) { // anything else, or nothing: a person
                player.computer = true;
                player.level = document::ComputerLevel(level - levels.begin());
            }
            choices.players.append(player);
        }
    }
    if (settings.value(kFarmScoring).toString() == kFirstEdition)
        choices.rules.farmScoring = engine::FarmScoring::FirstEdition;
    if (settings.value(kCityPoints).toInt() == 3)
        choices.rules.firstEditionCityPoints = 3;
    choices.rules.tinyCity = settings.value(kTinyCity, false).toBool();
    if (settings.value(kHandSize).toInt() == 3)
        choices.rules.handSize = 3;
    choices.rules.farmers = settings.value(kFarmers, true).toBool();
    choices.rules.largeFollower = settings.value(kLargeFollower, false).toBool();
    const auto undo = std::find(document::lognames::kUndoLimits.begin(), document::lognames::kUndoLimits.end(),
                                settings.value(kUndo).toString());
    if (undo != document::lognames::kUndoLimits.end())
        choices.rules.undo = engine::UndoLimit(undo - document::lognames::kUndoLimits.begin());
    choices.rules.builder = choices.rules.pig = settings.value(kBuilderPig, false).toBool();
    choices.rules.fairy = settings.value(kFairy, false).toBool();
    const auto timing = std::find(document::lognames::kDragonTiming.begin(), document::lognames::kDragonTiming.end(),
                                  settings.value(kDragonTiming).toString());
    if (timing != document::lognames::kDragonTiming.end())
        choices.rules.dragonTiming = engine::DragonTiming(timing - document::lognames::kDragonTiming.begin());
    choices.tileSets = settings.value(kTileSets, QStringList{u"base"_s}).toStringList();
    choices.confirmTurns = settings.value(kConfirmTurns, true).toBool();
    return choices;
}

void storeNewGameChoices(const NewGameChoices &choices)
{
    QStringList names;
    QStringList colors;
    QStringList kinds;
    for (const document::PlayerInfo &p : choices.players) {
        names << p.name;
        colors << p.color;
        kinds << (p.computer ? QString(document::lognames::kComputerLevels[std::size_t(p.level)]) : kPerson);
    }
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.setValue(kPlayerCount, int(choices.players.size()));
    settings.setValue(kNames, names);
    settings.setValue(kColors, colors);
    settings.setValue(kKinds, kinds);
    settings.setValue(kFarmScoring,
                      choices.rules.farmScoring == engine::FarmScoring::FirstEdition ? kFirstEdition : kThirdEdition);
    settings.setValue(kCityPoints, choices.rules.firstEditionCityPoints);
    settings.setValue(kTinyCity, choices.rules.tinyCity);
    settings.setValue(kHandSize, choices.rules.handSize);
    settings.setValue(kFarmers, choices.rules.farmers);
    settings.setValue(kLargeFollower, choices.rules.largeFollower);
    settings.setValue(kUndo, QString(document::lognames::kUndoLimits[std::size_t(choices.rules.undo)]));
    settings.setValue(kBuilderPig, choices.rules.builder || choices.rules.pig);
    settings.setValue(kFairy, choices.rules.fairy);
    settings.setValue(kDragonTiming, QString(document::lognames::kDragonTiming[std::size_t(choices.rules.dragonTiming)]));
    settings.setValue(kTileSets, choices.tileSets);
    settings.setValue(kConfirmTurns, choices.confirmTurns);
}

} // namespace tessera::ui
