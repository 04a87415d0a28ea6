#include "newgamesettings.h"

#include <QColor>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

const auto kGroup = u"newGame"_s;
const auto kPlayerCount = u"playerCount"_s;
const auto kNames = u"names"_s;
const auto kColors = u"colors"_s;
const auto kFarmScoring = u"farmScoring"_s;
const auto kCityPoints = u"firstEditionCityPoints"_s;
const auto kTinyCity = u"tinyCity"_s;
const auto kHandSize = u"handSize"_s;
const auto kTileSets = u"tileSets"_s;
const auto kConfirmTurns = u"confirmTurns"_s;

// The same words as the game log, so the file reads like the rest of Tessera.
const auto kThirdEdition = u"third_edition"_s;
const auto kFirstEdition = u"first_edition"_s;

} // namespace

NewGameChoices loadNewGameChoices()
{
    NewGameChoices choices;
    QSettings settings;
    settings.beginGroup(kGroup);
    const QStringList names = settings.value(kNames).toStringList();
    const QStringList colors = settings.value(kColors).toStringList();
    const int count = qBound(engine::kMinPlayers, settings.value(kPlayerCount, 0).toInt(),
                             engine::kMaxPlayersBase);
    if (!names.isEmpty()) {
        for (int i = 0; i < count; ++i) {
            // Missing or broken entries become empty here; the players editor fills them in.
            const QColor color(colors.value(i));
            choices.players.append({names.value(i).trimmed(),
                                    color.isValid() ? color.name() : document::defaultPlayerColor(i), false});
        }
    }
    if (settings.value(kFarmScoring).toString() == kFirstEdition)
        choices.rules.farmScoring = engine::FarmScoring::FirstEdition;
    if (settings.value(kCityPoints).toInt() == 3)
        choices.rules.firstEditionCityPoints = 3;
    choices.rules.tinyCity = settings.value(kTinyCity, false).toBool();
    if (settings.value(kHandSize).toInt() == 3)
        choices.rules.handSize = 3;
    choices.tileSets = settings.value(kTileSets, QStringList{u"base"_s}).toStringList();
    choices.confirmTurns = settings.value(kConfirmTurns, true).toBool();
    return choices;
}

void storeNewGameChoices(const NewGameChoices &choices)
{
    QStringList names;
    QStringList colors;
    for (const document::PlayerInfo &p : choices.players) {
        names << p.name;
        colors << p.color;
    }
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.setValue(kPlayerCount, int(choices.players.size()));
    settings.setValue(kNames, names);
    settings.setValue(kColors, colors);
    settings.setValue(kFarmScoring, choices.rules.farmScoring == engine::FarmScoring::FirstEdition
                                        ? kFirstEdition : kThirdEdition);
    settings.setValue(kCityPoints, choices.rules.firstEditionCityPoints);
    settings.setValue(kTinyCity, choices.rules.tinyCity);
    settings.setValue(kHandSize, choices.rules.handSize);
    settings.setValue(kTileSets, choices.tileSets);
    settings.setValue(kConfirmTurns, choices.confirmTurns);
}

} // namespace tessera::ui
