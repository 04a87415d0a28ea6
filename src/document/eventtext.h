#pragma once
// Sentences describing scoring events and tiles, for the command line and the game window, in
// the language of the installed translators (English plurals need the English one).

#include "engine/game.h"

#include <QString>
#include <QStringList>

namespace tessera::document {

// The kind's name in files and on the command line's JSON: "farm", "road", "city"...
QString featureKindName(engine::FeatureKind kind);
// The same word in the interface's language.
QString featureKindText(engine::FeatureKind kind);
// "Ann", "Ann and Ben", "Ann, Ben and Cy"
QString namesText(const QStringList &names);
// The names of the players whose bit is set in `mask`, as namesText() lists them.
QString playersText(std::uint8_t mask, const QStringList &names);
// "Ann scores 8: city of 3 tiles, 1 pennant (completed)"; shared points:
// "Ann, Ben and Cy each score 3: farm supplying 1 completed city (final scoring)";
// goods: "Ann and Ben each score 10: most wine (2 tokens) (final scoring)"
QString describeEvent(const engine::ScoreEvent &event, const QStringList &names, engine::FarmScoring farms);
// The fairy's point at the start of her owner's turn (not her 3 beside a scored follower).
bool isFairyTurnStart(const engine::ScoreEvent &event);
// "Ann scores 5: the fairy at the start of 5 turns": `turns` of them in a row, with one follower.
QString describeFairyRun(std::uint8_t player, int turns, const QStringList &names);
QString describeTile(const engine::Game &game, engine::TileIndex tile);

} // namespace tessera::document
