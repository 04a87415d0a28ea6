#pragma once
// The statistics of one program run: where the database lies, the database itself (opened on
// first use and again after a failure, so that a lock that went away counts the next game),
// every finished game recorded, and each problem reported once (problemFound), never blocking
// play: a game the database cannot take is kept beside it (pendinggames.h) and counted at the
// next successful write or the next start.

#include "pendinggames.h"
#include "statsdatabase.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace tessera::document {
class GameDocument;
}

namespace tessera::stats {

class Statistics : public QObject {
    Q_OBJECT

public:
    explicit Statistics(QObject *parent = nullptr);
    ~Statistics() override;

    // <application data folder>/statistics.sqlite (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    QString path() const { return m_path; }
    void setPath(const QString &path); // closes the database; the next use opens this one

    // The database, opened if it is not open and usable (a failed opening is tried again after
    // a pause, not at every look: each try may wait for a lock). See its isUsable() and problem().
    StatsDatabase &database();

    // Records a finished game (the document's game at its cursor, with its file if saved).
    // Failed when the database cannot take it now; the game is then kept for later.
    StatsDatabase::Outcome record(const document::GameDocument &document);
    StatsDatabase::Outcome record(const GameRecord &game);

    // The games kept for later, and counting them (true when none is left).
    bool hasPending() const { return !m_pending.isEmpty(); }
    bool countPending();

signals:
    void changed(); // a game was added or its record replaced
    // A problem of the database, said once: the same problem again is not emitted. Its
    // technical detail goes to the log.
    void problemFound(const QString &problem);

private:
    enum class Retry { Now, AfterPause };
    StatsDatabase &open(Retry retry);
    bool countPendingIn(StatsDatabase &db);
    void setAsideUnreadable(const QString &file);
    void report(const QString &problem, const QString &detail);

    QString m_path;
    PendingGames m_pending;
    std::unique_ptr<StatsDatabase> m_database;
    QElapsedTimer m_lastOpening;
    QString m_reported;
};

} // namespace tessera::stats
