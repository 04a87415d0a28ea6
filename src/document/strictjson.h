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

// The document, or nullopt with the problem (an empty file, a syntax error, a duplicate key).
std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, JsonProblem *problem);

// The JSON path of the first key that appears twice in one object of `json`, which must be
// valid JSON; nullopt when every key is unique.
std::optional<QString> findDuplicateKey(const QByteArray &json);

// The string value of a top-level member of a JSON object (e.g. its "format"), or "" when
// there is none. A quick look that builds no document: the text need not be valid JSON, but
// the answer is only reliable when it is.
QString topLevelString(const QByteArray &json, const std::string &key);

} // namespace tessera::document
