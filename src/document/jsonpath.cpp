#include "jsonpath.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::document {

static bool isPlainKey(const QString &key)
{
    if (key.isEmpty() || key.front().isDigit())
        return false;
    return std::all_of(key.begin(), key.end(),
                       [](QChar c) { return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'_'); });
}

QString jsonMember(const QString &path, const QString &key)
{
    if (isPlainKey(key))
        return path + u'.' + key;
    QString quoted = key;
    quoted.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return path + u"[\""_s + quoted + u"\"]"_s;
}

QString jsonElement(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

std::optional<qint64> jsonInteger(const QJsonValue &value, qint64 min, qint64 max)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < double(min) || d > double(max))
        return std::nullopt;
    return qint64(d);
}

} // namespace tessera::document
