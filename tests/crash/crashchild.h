#pragma once
// The process tst_crash kills: the real game window playing as fast as it can, autosaving every
// turn and saving a copy every few turns, reporting its progress on stdout line by line.

#include <QString>

#include <cstdint>

namespace tessera::test {

// Names of the files the child writes inside its directory.
inline constexpr const char *kAutosaveName = "autosave.tessera";
inline constexpr const char *kSaveAsName = "saved.tessera";
// A game is left for a new one after this many turns, before its last tiles run out.
inline constexpr int kTurnsPerGame = 50;
// A copy is saved with Save As after every this many turns.
inline constexpr int kSaveAsEvery = 4;

// Lines written (each flushed before the next step starts):
//   resumed N SEED     the window resumed the autosaved game SEED at N turns
//   resumed none       there was nothing to resume
//   newgame SEED       a new game is about to start
//   game SEED          the new game has started and its first autosave is complete
//   turn N             turn N is confirmed; its autosave starts (also after a new game)
//   saved N            turn N is confirmed and its autosave is complete
//   saveas N           a Save As of turn N is about to start
//   saveas-done N      that Save As is complete
// With checkOnly the child stops after the resume line.
int runCrashChild(const QString &dir, std::uint64_t seed, bool checkOnly);

} // namespace tessera::test
