#pragma once
// The player's preferences, kept with QSettings: how fast scores are shown, whether each turn
// waits for a confirmation, figures marked by shape for colour-blind players, dark mode and
// the scale of the whole interface (read once at start, before the application exists) and the
// interface's language.

#include <QString>

class QSettings;

namespace tessera::ui {

enum class AnimationPace { Slow, Normal, Fast, Instant };

struct Preferences {
    AnimationPace pace = AnimationPace::Normal;
    bool confirmTurns = true;
    bool colourBlindFigures = false;
    bool dark = false;
    int scalePercent = 0; // 0: the system's scale; else 100, 125, 150, 175 or 200
    QString language;     // "": the system's; else "en", "de" or "fr"

    friend bool operator==(const Preferences &, const Preferences &) = default;
};

Preferences loadPreferences(const QSettings &settings);
void savePreferences(QSettings &settings, const Preferences &preferences);
// The same with the application's settings.
Preferences loadPreferences();
// False when the settings file could not be written (the choices still apply this session);
// `file` then names it.
bool savePreferences(const Preferences &preferences, QString *file = nullptr);

// How long the board shows one scored feature (the final scoring goes feature by feature).
int scoringStepMilliseconds(AnimationPace pace);
// A computer player's pace: the least time between a position and its decision (so that a
// person follows a game of computers), and how long its tile or figure takes to arrive.
int computerPauseMilliseconds(AnimationPace pace);
int arrivalMilliseconds(AnimationPace pace);

// The QT_SCALE_FACTOR value for a scale chosen in the preferences ("" for the system's). The
// settings are read before QApplication exists, so they are named here.
QString scaleFactorSetting();
inline constexpr const char *kSettingsOrganization = "Tessera";
inline constexpr const char *kSettingsApplication = "Tessera";

} // namespace tessera::ui
