#pragma once
// Exporting a game to a JCloisterZone saved game (.jcz, version 5), the format jczimport.h
// reads: the setup as JCloisterZone's sets, elements and rules, every turn as its messages in
// the order JCloisterZone writes them (PLACE_TILE, DEPLOY_MEEPLE or PASS, the Princess & the
// Dragon's messages, COMMIT), the figures by JCloisterZone's ids, and every draw in
// gameAnnotations.drawOrder, so that JCloisterZone draws exactly the tiles drawn here. A
// finished game says how many tiles were drawn (endTurn); a game within a turn is written up
// to where it stands, without that turn's COMMIT.
//
// What JCloisterZone cannot express is refused by name, before anything is written: a hand of
// three tiles, other farm scoring, tile sets of our own, and the like.

#include "gamelog.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tessera::document {

// Why JCloisterZone 5 cannot hold a game with this setup: one sentence per reason (empty when
// it can).
QStringList jczExportProblems(const GameInfo &info);

// Whether JCloisterZone skips the deploy step the game is in: nothing but the pass is open
// under its reading (which keeps a builder off a road or city its own tile completes). It
// writes no PASS there, and a game saved there opens with the turn passed.
bool jczSkipsDeployStep(const engine::Game &game);

struct JczExport {
    QByteArray json;      // the saved game, when problems is empty
    QStringList problems; // why the game cannot be exported
    bool ok() const { return problems.isEmpty(); }
};

// The .jcz text of the game as `match` holds it (its turns, the turn in progress, the discards
// at the end).
JczExport gameToJcz(const GameInfo &info, const engine::Match &match);

// Writes the export atomically; false with the reasons (or the file error) in `error`.
bool saveJcz(const GameInfo &info, const engine::Match &match, const QString &path, QString *error = nullptr);

} // namespace tessera::document
