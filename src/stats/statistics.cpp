#include "statistics.h"

#include "document/gamedocument.h"

#include <QDir>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace tessera::stats {

Statistics::Statistics(QObject *parent) : QObject(parent), m_path(defaultPath()) {}

Statistics::~Statistics() = default;

QString Statistics::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(u"statistics.sqlite"_s);
}

void Statistics::setPath(const QString &path)
{
    m_database.reset();
    m_path = path;
}

StatsDatabase &Statistics::database()
{
    if (!m_database || !m_database->isUsable()) {
        m_database.reset(); // its connection goes before a new one opens the file
        m_database = std::make_unique<StatsDatabase>(m_path);
        report(m_database->problem());
    }
    return *m_database;
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
    StatsDatabase &db = database();
    const StatsDatabase::Outcome outcome = db.record(game);
    if (outcome == StatsDatabase::Outcome::Failed)
        report(db.problem());
    else if (outcome != StatsDatabase::Outcome::AlreadyThere)
        emit changed();
    return outcome;
}

void Statistics::report(const QString &problem)
{
    if (problem.isEmpty() || problem == m_reported)
        return;
    m_reported = problem;
    emit problemFound(problem);
}

} // namespace tessera::stats
