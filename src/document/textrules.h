#pragma once
// What a short text of a file (a player's name, a tile's name or id) may hold: no control
// characters, which would break the panels and drive a terminal that prints the text (NUL,
// escape sequences, the bidirectional overrides that disguise a text).

#include <QString>

#include <optional>

namespace tessera::document {

// The first forbidden character of `text` (its code point), or nullopt when there is none.
std::optional<char32_t> firstControlCharacter(const QString &text);

} // namespace tessera::document
