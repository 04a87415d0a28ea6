#pragma once
// The statistics database: an SQLite file through Qt SQL, opened on a connection of its own
// (a unique name, closed and removed with the object), brought to the latest layout
// (migrations.h), written one finished game at a time and read as summaries for the
// Statistics window. Every failure becomes a sentence in problem(), never an exception or a
// wait longer than the lock timeout: a damaged file is kept aside and a new one started, a file
// locked by another program or written by a newer Tessera is left alone.

#include "gamerecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <array>
#include <optional>

class QSqlQuery;

namespace tessera::stats {

// Which games the summaries count: every one, or those of one rule set and player count.
struct GameFilter {
    QString ruleSet; // empty: all
    int players = 0; // 0: all
};

// A person by name, or a computer by level (whatever its name): one row of the summaries.
struct Participant {
    bool computer = false;
    QString name; // a person's
    document::ComputerLevel level = document::ComputerLevel::Medium;
    friend bool operator==(const Participant &, const Participant &) = default;
};

struct ParticipantSummary {
    Participant who;
    int games = 0;
    int wins = 0; // games ranked first (a shared victory counts for each)
    double averageScore = 0;
    int bestScore = 0;
    std::array<double, engine::kScoreCategories> averagePoints{};
};

struct GameSummary {
    qint64 id = 0;
    QDateTime played; // invalid when unknown
    QString ruleSet;
    QString logPath;
    QList<SeatRecord> seats; // in seat order
};

struct ScorePoint {
    QDateTime played; // when it was recorded if the log had no date
    int score = 0;
};

class StatsDatabase {
    Q_DECLARE_TR_FUNCTIONS(Statistics)

public:
    // Opens (creating it and its folder if need be) and migrates the database at `path`.
    explicit StatsDatabase(const QString &path);
    ~StatsDatabase();
    StatsDatabase(const StatsDatabase &) = delete;
    StatsDatabase &operator=(const StatsDatabase &) = delete;

    QString path() const { return m_path; }
    bool isUsable() const { return m_usable; }
    // What went wrong last, in a plain sentence naming the file; empty when nothing did (a
    // record that succeeds clears it). A damaged file kept aside is said here although the new
    // database is usable. SQLite's own words are in problemDetail(), for the curious and the log.
    QString problem() const { return m_problem.isEmpty() ? m_notice : m_problem; }
    QString problemDetail() const { return m_problem.isEmpty() ? m_noticeDetail : m_detail; }
    // Whether the last problem is another program holding the file: it goes away by itself.
    bool isBusy() const { return m_busy; }
    int schemaVersion() const;

    enum class Outcome { Added, Replaced, AlreadyThere, Failed };
    Outcome record(const GameRecord &game);

    QList<ParticipantSummary> summaries(const GameFilter &filter) const;
    QList<GameSummary> games(const GameFilter &filter) const; // newest first
    // Who played at least one game that the filter counts, in date order, with their score.
    QList<ScorePoint> scoresOf(const Participant &who, const GameFilter &filter) const;
    QStringList ruleSets() const;
    QList<int> playerCounts() const;
    // The log kept for a game (empty for games recorded before logs were kept) and its path.
    QByteArray storedLog(qint64 gameId) const;
    QString logPath(qint64 gameId) const;

private:
    void open();
    bool migrate();
    enum class Health { Fine, Damaged, Locked, Failed };
    Health check(QString *detail);
    bool exec(QSqlQuery &query, const QString &sql) const;
    enum class Access { Read, Write };
    bool fail(const QSqlQuery &query, Access access) const; // sets problem(); false
    void setProblem(const QString &problem, const QString &detail, bool busy = false) const;
    QString filterSql(const GameFilter &filter) const;
    void bindFilter(QSqlQuery &query, const GameFilter &filter) const;
    // Runs `sql`, whose WHERE clause ends in %1 for the filter's conditions, with the values
    // `first` bound before the filter's.
    bool selectFiltered(QSqlQuery &query, const QString &sql, const GameFilter &filter,
                        const QVariantList &first = {}) const;

    QString m_path;
    QString m_connection;
    bool m_usable = false;
    mutable QString m_problem;
    mutable QString m_detail;
    mutable bool m_busy = false;
    QString m_notice; // what opening found and mended (a damaged file kept aside)
    QString m_noticeDetail;
};

} // namespace tessera::stats
