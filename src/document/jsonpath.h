#pragma once
// Small helpers shared by the JSON readers: JSONPath strings for messages and strict reading
// of integers (no fractions, no infinities, no values out of range).

#include <QJsonValue>
#include <QString>

#include <optional>

namespace tessera::document {

// path.key, or path["key"] when the key is not a plain identifier.
QString jsonMember(const QString &path, const QString &key);
// path[index]
QString jsonElement(const QString &path, qsizetype index);
// The value as an integer in [min, max], or nullopt.
std::optional<qint64> jsonInteger(const QJsonValue &value, qint64 min, qint64 max);

} // namespace tessera::document
