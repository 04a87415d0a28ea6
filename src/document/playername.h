#pragma once
// The one rule for player names, shared by every reader (game logs, JCloisterZone games), and
// the words for the computer players' levels.

#include "gamelog.h"

#include <QString>

#include <optional>

namespace tessera::document {

inline constexpr int kMaxPlayerNameLength = 200; // characters (code points), not UTF-16 units

// Why `name` cannot be a player's name, or nullopt when it can: it must have 1 to
// kMaxPlayerNameLength characters, not all blank, and no control characters (which would
// break the panels and drive a terminal that prints the name).
std::optional<QString> playerNameProblem(const QString &name);

// A computer player's level in words: "Easy", "Medium", "Hard".
QString computerLevelText(ComputerLevel level);
// "Ben" for a person, "Ben (Hard)" for a computer: how the panels name a seat.
QString seatName(const PlayerInfo &player);

} // namespace tessera::document
