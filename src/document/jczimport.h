#pragma once
// Importing JCloisterZone saved games (.jcz, version 5): the setup becomes a GameInfo over our
// built-in tile sets, and the replay's messages become turns applied through engine::Match,
// so the imported game obeys our rules. Anything we do not implement (another expansion, a
// figure, a message type) is refused with the JSON path and the reason; a move that is illegal
// under our rules is reported with its replay message and turn, and the valid prefix is kept.
//
// A game whose gameAnnotations.endTurn says that the draw pile ran out is finished: the
// embedded tile set then holds exactly the tiles that were played, so that the pile is empty
// after the last turn and final scoring applies. Otherwise the game is in progress and goes on
// with the rest of the full tile set.

#include "gamelog.h"

#include <QByteArray>
#include <QString>

namespace tessera::document {

inline constexpr qint64 kMaxJczFileSize = 64 * 1024 * 1024;

LoadedGame importJcz(const QString &path);
LoadedGame parseJcz(const QByteArray &json, const QString &fileNameForMessages);

// Whether a file is a JCloisterZone saved game rather than a Tessera log: its name ends in
// ".jcz", or it holds a JSON object with "setup" and "replay".
bool isJczFile(const QString &path);
// Loads a Tessera game log or imports a .jcz file, whichever the file is.
LoadedGame loadGameOrJcz(const QString &path);

// The name of our built-in tile set that stands for a JCloisterZone tile set id (e.g.
// "basic:1" -> "base"), or an empty string when we do not have that set yet.
QString builtinSetForJczSet(const QString &jczSetId);
// The JCloisterZone tile set id that a built-in set is written as (e.g. "base" -> "basic:1"),
// or an empty string when JCloisterZone has no such set.
QString jczSetForBuiltinSet(const QString &builtinSet);
// The id of the built-in tile that plays a JCloisterZone tile: its own id, or the id of the
// tile it plays as when it differs only by an element Tessera does not take.
QString jczTileAlias(const QString &jczTileId);

} // namespace tessera::document
