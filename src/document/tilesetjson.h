#pragma once
// Tile set files (docs/tileset-format.md): loading with a report of every problem, and
// deterministic writing.

#include "engine/tiletype.h"
#include "engine/tilevalidation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace tessera::document {

// One problem of a tile set file. `jsonPath` points at the offending value, e.g.
// "$.tiles[3].features[1].sides[0]"; it is empty when the file as a whole is at fault
// (unreadable, too large, not JSON).
struct TileSetIssue {
    QString file;
    QString jsonPath;
    QString message;
};

struct TileSetLoadResult {
    std::optional<engine::TileSet> set; // only when there are no issues
    QList<TileSetIssue> issues;
    bool ok() const { return set.has_value() && issues.empty(); }
};

inline constexpr qint64 kMaxTileSetFileSize = 16 * 1024 * 1024;
// The longest id or name of a set or a tile, in characters.
inline constexpr int kMaxTileTextLength = 200;

TileSetLoadResult loadTileSet(const QString &path);
TileSetLoadResult parseTileSet(const QByteArray &json, const QString &fileNameForMessages);
// A set embedded in another document at `jsonPath` (e.g. "$.tileSets[0]"); issues carry
// paths below it.
TileSetLoadResult parseTileSetObject(const QJsonObject &object, const QString &fileNameForMessages, const QString &jsonPath);

// The canonical text of a set: fixed key order, one feature per line, UTF-8, final newline.
// Writes whatever the set holds, valid or not, so that loading it back gives the same set
// (as long as the values stay within the format's limits).
QByteArray tileSetToJson(const engine::TileSet &set);
bool saveTileSet(const engine::TileSet &set, const QString &path, QString *error = nullptr);

// A translated sentence for a validation problem, naming the tile by id.
QString describeTileProblem(const engine::TileProblem &problem, const engine::TileSet &set);

} // namespace tessera::document
