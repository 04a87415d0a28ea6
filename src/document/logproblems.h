#pragma once
// The problems found while reading one game log, each with its turn, its JSON path and the
// reason, and the small checks that report them. The log's header reader and its turn reader
// share one list, so that every problem of a file comes back in the order it was found.

#include "gamelog.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

#include <initializer_list>
#include <optional>

namespace tessera::document::logread {

inline constexpr int kAfterLastTurn = -1; // the "turn" of problems with endDiscards

class LogProblems {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    explicit LogProblems(QString file) : m_file(std::move(file)) {}

    // `turn` > 0: a problem of that turn; kAfterLastTurn: of the discards after the last turn;
    // 0: of the file as a whole. The message says which.
    void error(int turn, const QString &path, const QString &message);
    // Reports every key of `object` that is not among `known`.
    void checkKeys(const QJsonObject &object, const QString &path, std::initializer_list<const char *> known, int turn = 0);
    std::optional<qint64> integer(const QJsonValue &v, const QString &path, qint64 min, qint64 max, int turn = 0);
    std::optional<QString> string(const QJsonValue &v, const QString &path, int turn = 0);

    // How many problems so far: a reader compares it before and after a part.
    qsizetype count() const { return m_issues.size(); }
    const QString &file() const { return m_file; }
    QList<LogIssue> take() { return std::move(m_issues); }

private:
    QString m_file;
    QList<LogIssue> m_issues;
};

} // namespace tessera::document::logread
