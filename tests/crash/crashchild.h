#pragma once
// The process tst_crash kills: the real game window playing as fast as it can, autosaving every
// turn and saving a copy every few turns, reporting its progress on stdout line by line.

#include <QString>

#include <cstdint>

namespace tessera::test {

// Names of the files the child writes inside its directory.
inline constexpr const char *kAutosaveName = "autosave.tessera";
inline constexpr const char *kSaveAsName = "saved.tessera";
// The board picture and the JCloisterZone game exported after every Save As.
inline constexpr const char *kBoardExportName = "board.png";
inline constexpr const char *kJczExportName = "game.jcz";
// A game is left for a new one after this many turns, before its last tiles run out.
inline constexpr int kTurnsPerGame = 50;
// A copy is saved with Save As after every this many turns.
inline constexpr int kSaveAsEvery = 4;
// After every this many turns two turns are undone and one redone (each step autosaves the
// cursor and the undone future); playing on from there makes a redo or a new line.
inline constexpr int kUndoEvery = 3;

// Lines written (each flushed before the next step starts):
//   resumed N SEED     the window resumed the autosaved game SEED at N turns
//   resumed none       there was nothing to resume
//   newgame SEED       a new game is about to start
//   game SEED          the new game has started and its first autosave is complete
//   turn N             turn N is confirmed; its autosave starts (also after a new game)
//   saved N            turn N is confirmed and its autosave is complete
//   saveas N           a Save As of turn N is about to start
//   saveas-done N      that Save As is complete
//   export N           the board picture and the JCloisterZone game are about to be exported
//   export-done N      both exports are complete
//   undo N             two undos and a redo are about to start, N turns played
//   cursor N           an undo or a redo is complete: the game stands after turn N
// "turn N" and "saved N" count the turns up to the position the game stands at.
// With checkOnly the child stops after the resume line.
int runCrashChild(const QString &dir, std::uint64_t seed, bool checkOnly);

} // namespace tessera::test
