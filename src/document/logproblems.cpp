#include "logproblems.h"

#include "jsonpath.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::document::logread {

void LogProblems::error(int turn, const QString &path, const QString &message)
{
    QString text = message;
    if (turn > 0)
        text = tr("Turn %1: %2").arg(turn).arg(message);
    else if (turn == kAfterLastTurn)
        text = tr("After the last turn: %1").arg(message);
    m_issues.append({m_file, std::max(turn, 0), path, text});
}

void LogProblems::checkKeys(const QJsonObject &object, const QString &path, std::initializer_list<const char *> known,
                            int turn)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (std::none_of(known.begin(), known.end(), [&](const char *k) { return it.key() == QLatin1StringView(k); }))
            error(turn, jsonMember(path, it.key()), tr("Unknown key \"%1\".").arg(it.key()));
}

std::optional<qint64> LogProblems::integer(const QJsonValue &v, const QString &path, qint64 min, qint64 max, int turn)
{
    const auto n = jsonInteger(v, min, max);
    if (!n)
        error(turn, path, tr("Expected a whole number from %1 to %2.").arg(min).arg(max));
    return n;
}

std::optional<QString> LogProblems::string(const QJsonValue &v, const QString &path, int turn)
{
    if (!v.isString()) {
        error(turn, path, tr("Expected a string."));
        return std::nullopt;
    }
    return v.toString();
}

} // namespace tessera::document::logread
