#include "statistics.h"

#include "document/gamedocument.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace tessera::stats {

namespace {

// How long a database that could not be opened rests before the next look tries again: each
// try may wait out the lock timeout, and the Statistics window looks often.
constexpr qint64 kRetryPauseMs = 2000;

} // namespace

Statistics::Statistics(QObject *parent) : QObject(parent), m_path(defaultPath()), m_pending(m_path) {}

Statistics::~Statistics() = default;

QString Statistics::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(u"statistics.sqlite"_s);
}

void Statistics::setPath(const QString &path)
{
    m_database.reset();
    m_path = path;
    m_pending = PendingGames(path);
}

StatsDatabase &Statistics::database()
{
    return open(Retry::AfterPause);
}

StatsDatabase &Statistics::open(Retry retry)
{
    const bool due = retry == Retry::Now || !m_lastOpening.isValid() || m_lastOpening.hasExpired(kRetryPauseMs);
    if (!m_database || (!m_database->isUsable() && due)) {
        m_database.reset(); // its connection goes before a new one opens the file
        m_database = std::make_unique<StatsDatabase>(m_path);
        m_lastOpening.start();
        report(m_database->problem(), m_database->problemDetail());
        if (m_database->isUsable())
            countPendingIn(*m_database);
    }
    return *m_database;
}

bool Statistics::countPending()
{
    StatsDatabase &db = open(Retry::Now);
    return db.isUsable() && countPendingIn(db);
}

bool Statistics::countPendingIn(StatsDatabase &db)
{
    if (m_pending.isEmpty())
        return true;
    bool counted = false, done = true;
    for (const auto &[file, game] : m_pending.kept()) {
        if (!game) {
            setAsideUnreadable(file);
            continue;
        }
        const StatsDatabase::Outcome outcome = db.record(*game);
        if (outcome == StatsDatabase::Outcome::Failed) {
            report(db.problem(), db.problemDetail());
            done = false;
            break; // still held: the rest waits too
        }
        counted = counted || outcome != StatsDatabase::Outcome::AlreadyThere;
        m_pending.remove(file);
    }
    if (counted)
        emit changed();
    return done;
}

void Statistics::setAsideUnreadable(const QString &file)
{
    // The meaning first, the place after: a status bar shows the start of a long sentence.
    QString error;
    const QString aside = PendingGames::setAside(file, &error);
    const QFileInfo kept(aside.isEmpty() ? file : aside);
    const QString folder = QDir::toNativeSeparators(kept.absolutePath());
    if (aside.isEmpty())
        report(QCoreApplication::translate("Statistics",
                                           "A game kept for later could not be read and is not counted; it stays as "
                                           "“%1” in “%2” (it could not be moved aside).")
                   .arg(kept.fileName(), folder),
               error);
    else
        report(QCoreApplication::translate("Statistics",
                                           "A game kept for later could not be read and is not counted; "
                                           "it is kept as “%1” in “%2”.")
                   .arg(kept.fileName(), folder),
               u"not a game kept by this version of Tessera"_s);
}

StatsDatabase::Outcome Statistics::record(const document::GameDocument &document)
{
    if (!document.hasGame())
        return StatsDatabase::Outcome::Failed;
    const auto game = recordOf(document.info(), document.match(), document.filePath());
    return game ? record(*game) : StatsDatabase::Outcome::Failed;
}

StatsDatabase::Outcome Statistics::record(const GameRecord &game)
{
    // A finished game is worth a try at once, whatever the pause after a failed opening.
    StatsDatabase &db = open(Retry::Now);
    // The games kept earlier first, in the order they were played; one that fails spares the
    // new game a second wait for the same lock.
    const StatsDatabase::Outcome outcome = db.isUsable() && countPendingIn(db) ? db.record(game)
                                                                               : StatsDatabase::Outcome::Failed;
    if (outcome == StatsDatabase::Outcome::Failed) {
        QString error;
        if (m_pending.keep(game, &error))
            report(db.problem(), db.problemDetail());
        else
            report(QCoreApplication::translate("Statistics", "%1 The game cannot be kept for later either: %2")
                       .arg(db.problem(), error),
                   db.problemDetail());
        return outcome;
    }
    m_reported.clear(); // counted again: a new problem is news
    if (outcome != StatsDatabase::Outcome::AlreadyThere)
        emit changed();
    return outcome;
}

void Statistics::report(const QString &problem, const QString &detail)
{
    if (problem.isEmpty() || problem == m_reported)
        return;
    m_reported = problem;
    if (!detail.isEmpty())
        qWarning("Statistics: %s (%s)", qPrintable(problem), qPrintable(detail));
    emit problemFound(problem);
}

} // namespace tessera::stats
