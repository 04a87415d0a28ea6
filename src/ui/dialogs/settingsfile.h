#pragma once
// The settings file, checked before anything reads it. QSettings reads the whole file at its
// first use and waits on a FIFO: a settings file of 1 GB made the start take 38 s and 2 GB of
// memory, a FIFO hung it. One that is not a regular file, larger than any settings Tessera
// writes, or not in the settings format is renamed aside (kept for the player to look at) and
// the program starts with its defaults.

#include <QString>
#include <QtGlobal>

namespace tessera::ui {

// Window layouts, recent files and preferences take a few KiB.
inline constexpr qint64 kMaxSettingsBytes = 1024 * 1024;

// Where QSettings keeps the program's settings: Tessera/Tessera.conf in the user's
// configuration folder ($XDG_CONFIG_HOME, ~/.config).
QString settingsFilePath();

// Sets an unusable settings file aside as "<file>.bad-<date>-<time>". Returns what happened,
// for the player ("The settings file ... was set aside as ...: reason"); empty when the file
// is fine or absent. Call it before the first QSettings.
QString setAsideUnusableSettings(const QString &path = settingsFilePath());

} // namespace tessera::ui
