#pragma once
// Where tile sets come from: the sets built into the program (tilesets/*.json compiled in as
// Qt resources, so every binary has them) and files named by the user.

#include "tilesetjson.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace tessera::document {

// Names of the built-in sets, e.g. "base".
QStringList builtinTileSetNames();

// What a player calls a built-in set, in the language in force: its own name ("Inns &
// Cathedrals"), or `name` itself should the set have none or not load.
QString builtinTileSetTitle(const QString &name);

// Every tile type of the built-in sets, the base game's first (any thread).
std::vector<engine::TileType> builtinTileTypes();

// Loads a built-in set by name, or a file when `nameOrPath` names an existing file.
TileSetLoadResult loadNamedTileSet(const QString &nameOrPath);

} // namespace tessera::document
