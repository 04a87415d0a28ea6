#include "preferences.h"

#include "document/translations.h"

#include <QSettings>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

// The keys the game window used before the preferences had a dialog stay as they were.
const auto kPace = u"ui/animationPace"_s;
const auto kConfirm = u"game/confirmTurns"_s;
const auto kColourBlind = u"ui/colourBlindFigures"_s;
const auto kDark = u"ui/dark"_s;
const auto kScale = u"ui/scalePercent"_s;
const auto kLanguage = u"ui/language"_s;
constexpr std::array kScales{0, 100, 125, 150, 175, 200};

} // namespace

Preferences loadPreferences(const QSettings &settings)
{
    Preferences p;
    p.pace = AnimationPace(
        std::clamp(settings.value(kPace, int(AnimationPace::Normal)).toInt(), 0, int(AnimationPace::Instant)));
    p.confirmTurns = settings.value(kConfirm, true).toBool();
    p.colourBlindFigures = settings.value(kColourBlind, false).toBool();
    p.dark = settings.value(kDark, false).toBool();
    const int scale = settings.value(kScale, 0).toInt();
    p.scalePercent = std::find(kScales.begin(), kScales.end(), scale) != kScales.end() ? scale : 0;
    const QString language = settings.value(kLanguage).toString();
    p.language = document::interfaceLanguages().contains(language) ? language : QString();
    return p;
}

void savePreferences(QSettings &settings, const Preferences &p)
{
    settings.setValue(kPace, int(p.pace));
    settings.setValue(kConfirm, p.confirmTurns);
    settings.setValue(kColourBlind, p.colourBlindFigures);
    settings.setValue(kDark, p.dark);
    settings.setValue(kScale, p.scalePercent);
    settings.setValue(kLanguage, p.language);
}

Preferences loadPreferences()
{
    return loadPreferences(QSettings());
}

bool savePreferences(const Preferences &preferences, QString *file)
{
    QSettings settings;
    savePreferences(settings, preferences);
    settings.sync(); // now, so that a file that cannot be written is known
    if (file)
        *file = settings.fileName();
    return settings.status() == QSettings::NoError;
}

int scoringStepMilliseconds(AnimationPace pace)
{
    switch (pace) {
    case AnimationPace::Slow:
        return 1400;
    case AnimationPace::Normal:
        return 900;
    case AnimationPace::Fast:
        return 350;
    case AnimationPace::Instant:
        return 0;
    }
    return 900;
}

int computerPauseMilliseconds(AnimationPace pace)
{
    switch (pace) {
    case AnimationPace::Slow:
        return 1800;
    case AnimationPace::Normal:
        return 900;
    case AnimationPace::Fast:
        return 300;
    case AnimationPace::Instant:
        return 0;
    }
    return 900;
}

int arrivalMilliseconds(AnimationPace pace)
{
    switch (pace) {
    case AnimationPace::Slow:
        return 700;
    case AnimationPace::Normal:
        return 400;
    case AnimationPace::Fast:
        return 180;
    case AnimationPace::Instant:
        return 0;
    }
    return 400;
}

QString scaleFactorSetting()
{
    const QSettings settings(QString::fromLatin1(kSettingsOrganization), QString::fromLatin1(kSettingsApplication));
    const int percent = loadPreferences(settings).scalePercent;
    return percent == 0 ? QString() : QString::number(percent / 100.0);
}

} // namespace tessera::ui
