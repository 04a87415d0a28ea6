#pragma once
// Parsing JSON the way every Tessera reader needs it: QJsonDocument's parser, plus what it
// does not check. A key that appears twice in one object is an error (QJsonDocument silently
// keeps the last one, so a tampered or hand-edited file could say two things at once), and a
// syntax error is placed by line and column counted in characters, not bytes. A UTF-8 byte
// order mark at the start is allowed, by every function here, as QJsonDocument allows it.

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <optional>
#include <string>

namespace tessera::document {

struct JsonProblem {
    QString jsonPath; // where the problem is, e.g. "$.players[1].name"; empty for syntax errors
    QString message;
};

// The longest key and string a format allows, in bytes of the JSON text between the quotes
// (escapes included); 0: no limit. Checked before the document is built, so that a text of
// 60 MB costs a quick scan, not seconds and hundreds of MB of parsing first.
struct JsonLimits {
    qsizetype maxKeyBytes = 0;
    qsizetype maxStringBytes = 0;
};
// Tessera's own formats (game logs, tile sets) and JCloisterZone games: every key is a short
// word of the format, and the longest text is a tile's art, at most 256 KiB of SVG (kMaxTileArtBytes),
// which JSON escapes make at most about 1.5 MiB.
inline constexpr JsonLimits kFileFormatJsonLimits{256, 2 * 1024 * 1024};

// The document, or nullopt with the problem (an empty file, a syntax error, a text past the
// limits, a duplicate key).
std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, JsonProblem *problem, JsonLimits limits = {});

// The JSON path of the first key that appears twice in one object of `json`, which must be
// valid JSON; nullopt when every key is unique.
std::optional<QString> findDuplicateKey(const QByteArray &json);

// The string value of a top-level member of a JSON object (e.g. its "format"), or "" when
// there is none. A quick look that builds no document: the text need not be valid JSON, but
// the answer is only reliable when it is.
QString topLevelString(const QByteArray &json, const std::string &key);

} // namespace tessera::document
