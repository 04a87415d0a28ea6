#pragma once
// The statistics of one program run: where the database lies, the database itself (opened on
// first use and again after a failure, so that a lock that went away counts the next game),
// every finished game recorded, and each problem reported once (problemFound), never blocking
// play: a game that cannot be recorded is simply not counted.

#include "statsdatabase.h"

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

    // The database, opened if it is not open and usable. See its isUsable() and problem().
    StatsDatabase &database();

    // Records a finished game (the document's game at its cursor, with its file if saved).
    StatsDatabase::Outcome record(const document::GameDocument &document);
    StatsDatabase::Outcome record(const GameRecord &game);

signals:
    void changed(); // a game was added or its record replaced
    // A problem of the database, said once: the same problem again is not emitted.
    void problemFound(const QString &problem);

private:
    void report(const QString &problem);

    QString m_path;
    std::unique_ptr<StatsDatabase> m_database;
    QString m_reported;
};

} // namespace tessera::stats
