#pragma once
// The one rule for player names, shared by every reader (game logs, JCloisterZone games).

#include <QString>

#include <optional>

namespace tessera::document {

inline constexpr int kMaxPlayerNameLength = 200; // characters (code points), not UTF-16 units

// Why `name` cannot be a player's name, or nullopt when it can: it must have 1 to
// kMaxPlayerNameLength characters, not all blank, and no control characters (which would
// break the panels and drive a terminal that prints the name).
std::optional<QString> playerNameProblem(const QString &name);

} // namespace tessera::document
