#pragma once
// Sentences for the engine's move and turn error codes, shared by the log reader, the
// command line and (later) the game window.

#include "engine/turnrecord.h"

#include <QString>

namespace tessera::document {

QString describeMoveError(engine::MoveError error);
// `tileName` names the tile concerned (its id).
QString describeTurnProblem(const engine::TurnProblem &problem, const QString &tileName);

} // namespace tessera::document
