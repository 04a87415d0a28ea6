#pragma once
// Pieces of a game log's text that more than one part of the log writes: turns and an
// analysis's alternatives name their decisions alike (docs/game-log-format.md).

#include "engine/decision.h"
#include "engine/game.h"

#include <QByteArray>
#include <QLatin1StringView>
#include <QString>

namespace tessera::document::logwrite {

// A JSON string literal, escaped by Qt.
QByteArray quoted(const QString &s);
QByteArray tileId(const engine::Game &game, engine::TileIndex tile);
QByteArray latin1(QLatin1StringView s);
// A decision as a turn's entry; `tile` is the tile the turn placed last (a deployment is on it).
QByteArray decisionObject(const engine::Game &game, engine::TileIndex tile, const engine::Decision &d);

} // namespace tessera::document::logwrite
