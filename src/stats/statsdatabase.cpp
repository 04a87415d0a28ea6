#include "statsdatabase.h"

#include "migrations.h"

#include "document/gamelognames.h"
#include "document/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

using namespace Qt::StringLiterals;

namespace tessera::stats {

namespace {

// SQLite's primary result codes (the driver gives the extended code as the native one).
constexpr int kBusy = 5, kLocked = 6, kCorrupt = 11, kNotADatabase = 26;

int sqliteCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}

// How long a write waits for another program's lock: short, the game waits behind it.
constexpr auto kConnectOptions = "QSQLITE_BUSY_TIMEOUT=500";

QString dateText(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(Qt::ISODate) : QString();
}

QDateTime dateOf(const QVariant &text)
{
    return text.isNull() ? QDateTime() : QDateTime::fromString(text.toString(), Qt::ISODate);
}

QVariant levelName(const SeatRecord &seat)
{
    return seat.computer ? QVariant(QString(document::lognames::kComputerLevels[std::size_t(seat.level)]))
                         : QVariant(QMetaType(QMetaType::QString)); // NULL: a person
}

std::optional<document::ComputerLevel> levelOf(const QVariant &name)
{
    if (name.isNull())
        return std::nullopt;
    for (std::size_t i = 0; i < document::lognames::kComputerLevels.size(); ++i)
        if (name.toString() == document::lognames::kComputerLevels[i])
            return document::ComputerLevel(i);
    return document::ComputerLevel::Medium;
}

constexpr auto kCategoryColumns = "roads, cities, cloisters, farms, goods, fairy";

} // namespace

StatsDatabase::StatsDatabase(const QString &path) : m_path(path)
{
    static std::atomic<int> connections{0};
    m_connection = u"tessera-statistics-%1"_s.arg(++connections);
    open();
}

StatsDatabase::~StatsDatabase()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    } // no handle may outlive the connection's removal
    QSqlDatabase::removeDatabase(m_connection);
}

void StatsDatabase::open()
{
    const QString name = QDir::toNativeSeparators(m_path);
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        setProblem(tr("The folder of the statistics file “%1” cannot be created.").arg(name), QString());
        return;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    if (!db.isValid()) {
        setProblem(tr("The statistics need Qt's SQLite driver (Debian's package libqt6sql6-sqlite), which is missing."),
                   QString());
        return;
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(QString::fromLatin1(kConnectOptions));
    if (!db.open()) {
        setProblem(tr("The statistics file “%1” cannot be opened.").arg(name), db.lastError().text());
        return;
    }
    QString detail;
    switch (check(&detail)) {
    case Health::Fine:
        break;
    case Health::Locked:
        setProblem(tr("The statistics file “%1” is in use by another program. The statistics show again, and the "
                      "games played meanwhile are counted, once it is free.")
                       .arg(name),
                   detail, true);
        return;
    case Health::Failed:
        setProblem(tr("The statistics file “%1” cannot be read.").arg(name), detail);
        return;
    case Health::Damaged: {
        // Kept for the player to look at (or to mend with sqlite3), and a new file started:
        // the games from now on are counted again.
        db.close();
        QString error;
        const QString kept = document::keepAside(m_path, u"damaged"_s, true, &error);
        if (kept.isEmpty()) {
            setProblem(tr("The statistics file “%1” is damaged and cannot be moved aside.").arg(name),
                       detail + u"; "_s + error);
            return;
        }
        // Its write-ahead log goes with it: SQLite would replay it into the new file.
        for (const QString &companion : {m_path + u"-wal"_s, m_path + u"-shm"_s})
            if (QFileInfo::exists(companion))
                document::keepAside(companion, u"damaged"_s, true, nullptr);
        if (!db.open() || check(&error) != Health::Fine) {
            setProblem(tr("The statistics file “%1” is damaged and no new one can be started.").arg(name), detail);
            return;
        }
        m_notice = tr("The statistics file “%1” was damaged: it is kept as “%2” and a new one is started.")
                       .arg(name, QDir::toNativeSeparators(kept));
        m_noticeDetail = detail;
        break;
    }
    }
    m_usable = migrate();
    if (!m_usable)
        return; // a newer layout stays as it is, its journal too
    // A write-ahead log: a game's record is one append, synced at checkpoints rather than at
    // every commit (a crash may lose the last records, never the file's consistency; 1 ms a
    // record rather than 20, bench_statistics), and reading never waits for another program's
    // write. Where the file system cannot share memory the pragma keeps the rollback journal.
    QSqlQuery(db).exec(u"PRAGMA journal_mode = WAL"_s);
    QSqlQuery(db).exec(u"PRAGMA synchronous = NORMAL"_s);
}

StatsDatabase::Health StatsDatabase::check(QString *detail)
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(u"PRAGMA quick_check"_s)) {
        *detail = query.lastError().text();
        switch (sqliteCode(query.lastError())) {
        case kCorrupt:
        case kNotADatabase:
            return Health::Damaged;
        case kBusy:
        case kLocked:
            return Health::Locked;
        default:
            return Health::Failed;
        }
    }
    if (query.next() && query.value(0).toString() != u"ok"_s) {
        *detail = query.value(0).toString();
        return Health::Damaged;
    }
    return Health::Fine;
}

int StatsDatabase::schemaVersion() const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    return query.exec(u"PRAGMA user_version"_s) && query.next() ? query.value(0).toInt() : -1;
}

void StatsDatabase::setProblem(const QString &problem, const QString &detail, bool busy) const
{
    m_problem = problem;
    m_detail = detail;
    m_busy = busy;
}

bool StatsDatabase::fail(const QSqlQuery &query, Access access) const
{
    const QString name = QDir::toNativeSeparators(m_path);
    const int code = sqliteCode(query.lastError());
    if (code == kBusy || code == kLocked)
        setProblem(access == Access::Read
                       ? tr("The statistics file “%1” is in use by another program; the statistics show once it is "
                            "free.")
                             .arg(name)
                       : tr("The statistics file “%1” is in use by another program; the game is counted once it is "
                            "free.")
                             .arg(name),
                   query.lastError().text(), true);
    else
        setProblem(access == Access::Read ? tr("The statistics file “%1” cannot be read.").arg(name)
                                          : tr("The statistics file “%1” cannot be written.").arg(name),
                   query.lastError().text());
    return false;
}

bool StatsDatabase::exec(QSqlQuery &query, const QString &sql) const
{
    return query.exec(sql) || fail(query, Access::Write);
}

bool StatsDatabase::migrate()
{
    const int version = schemaVersion();
    if (version > latestSchemaVersion()) {
        setProblem(tr("The statistics file “%1” was written by a newer Tessera (layout %2; this one knows up to %3): "
                      "it is left as it is.")
                       .arg(QDir::toNativeSeparators(m_path))
                       .arg(version)
                       .arg(latestSchemaVersion()),
                   QString());
        return false;
    }
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    for (const Migration &step : migrations()) {
        if (step.version <= version)
            continue;
        // The step and its version in one transaction: an interrupted step leaves the old layout.
        bool ok = exec(query, u"BEGIN IMMEDIATE"_s);
        for (const QString &statement : step.statements)
            ok = ok && exec(query, statement);
        ok = ok && exec(query, u"PRAGMA user_version = %1"_s.arg(step.version)) && exec(query, u"COMMIT"_s);
        if (!ok) {
            query.exec(u"ROLLBACK"_s); // leaves problem() as the failed step set it
            return false;
        }
    }
    return true;
}

StatsDatabase::Outcome StatsDatabase::record(const GameRecord &game)
{
    if (!m_usable)
        return Outcome::Failed;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!exec(query, u"BEGIN IMMEDIATE"_s))
        return Outcome::Failed;
    // Says why (unless said already), and leaves the database as it was.
    const auto failed = [&query, this](std::optional<Access> access) {
        if (access)
            fail(query, *access);
        query.exec(u"ROLLBACK"_s); // QSqlQuery::exec sets no problem(): it stays the one said
        return Outcome::Failed;
    };
    query.prepare(u"SELECT id, decisions_hash, log IS NULL, log_path FROM games WHERE game_key = ?"_s);
    query.addBindValue(game.key);
    if (!query.exec())
        return failed(Access::Read);
    const QByteArray log = qCompress(game.log);
    Outcome outcome = Outcome::Added;
    qint64 id = 0;
    if (query.next()) {
        id = query.value(0).toLongLong();
        const bool same = query.value(1).toString() == game.decisionsHash;
        const bool noLog = query.value(2).toBool();
        const QString path = game.logPath.isEmpty() ? query.value(3).toString() : game.logPath;
        if (same) {
            // Nothing new to count; a log or a file the record lacked is kept.
            query.prepare(
                u"UPDATE games SET log_path = COALESCE(?, ''), log = CASE WHEN ? THEN ? ELSE log END WHERE id = ?"_s);
            query.addBindValue(path);
            query.addBindValue(noLog);
            query.addBindValue(log);
            query.addBindValue(id);
            if (!query.exec())
                return failed(Access::Write);
            if (!exec(query, u"COMMIT"_s))
                return failed(std::nullopt);
            setProblem({}, {});
            return Outcome::AlreadyThere;
        }
        // The same game ended otherwise (played on after an undo): the new ending counts.
        outcome = Outcome::Replaced;
        query.prepare(u"DELETE FROM seats WHERE game_id = ?"_s);
        query.addBindValue(id);
        if (!query.exec())
            return failed(Access::Write);
        query.prepare(
            u"UPDATE games SET played = ?, rule_set = ?, player_count = ?, log_path = COALESCE(?, ''), recorded = ?, "
            "log = ?, decisions_hash = ? WHERE id = ?"_s);
        for (const QVariant &value :
             {QVariant(dateText(game.played)), QVariant(game.ruleSet), QVariant(int(game.seats.size())), QVariant(path),
              QVariant(dateText(QDateTime::currentDateTimeUtc())), QVariant(log), QVariant(game.decisionsHash),
              QVariant(id)})
            query.addBindValue(value);
        if (!query.exec())
            return failed(Access::Write);
    } else {
        // COALESCE: a null QString (a game never saved has no path) binds as NULL.
        query.prepare(
            u"INSERT INTO games (game_key, played, rule_set, player_count, log_path, recorded, log, "
            "decisions_hash) VALUES (?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?)"_s);
        for (const QVariant &value :
             {QVariant(game.key), QVariant(dateText(game.played)), QVariant(game.ruleSet), QVariant(int(game.seats.size())),
              QVariant(game.logPath), QVariant(dateText(QDateTime::currentDateTimeUtc())), QVariant(log),
              QVariant(game.decisionsHash)})
            query.addBindValue(value);
        if (!query.exec())
            return failed(Access::Write);
        id = query.lastInsertId().toLongLong();
    }
    query.prepare(
        u"INSERT INTO seats (game_id, seat, name, computer_level, score, rank, %1) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(QLatin1StringView(kCategoryColumns)));
    for (qsizetype s = 0; s < game.seats.size(); ++s) {
        const SeatRecord &seat = game.seats[s];
        for (const QVariant &value : {QVariant(id), QVariant(int(s)), QVariant(seat.name), levelName(seat),
                                      QVariant(seat.score), QVariant(seat.rank)})
            query.addBindValue(value);
        for (const int points : seat.points)
            query.addBindValue(points);
        if (!query.exec())
            return failed(Access::Write);
    }
    if (!exec(query, u"COMMIT"_s))
        return failed(std::nullopt);
    setProblem({}, {});
    return outcome;
}

// " AND ..." conditions on the games (alias g) for the filter, bound in order by bindFilter.
QString StatsDatabase::filterSql(const GameFilter &filter) const
{
    QString sql;
    if (!filter.ruleSet.isEmpty())
        sql += u" AND g.rule_set = ?"_s;
    if (filter.players > 0)
        sql += u" AND g.player_count = ?"_s;
    return sql;
}

void StatsDatabase::bindFilter(QSqlQuery &query, const GameFilter &filter) const
{
    if (!filter.ruleSet.isEmpty())
        query.addBindValue(filter.ruleSet);
    if (filter.players > 0)
        query.addBindValue(filter.players);
}

bool StatsDatabase::selectFiltered(QSqlQuery &query, const QString &sql, const GameFilter &filter,
                                   const QVariantList &first) const
{
    query.prepare(sql.arg(filterSql(filter)));
    for (const QVariant &value : first)
        query.addBindValue(value);
    bindFilter(query, filter);
    return query.exec() || fail(query, Access::Read);
}

QList<ParticipantSummary> StatsDatabase::summaries(const GameFilter &filter) const
{
    QList<ParticipantSummary> rows;
    if (!m_usable)
        return rows;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    // A person is their name; a computer its level, whatever it was called.
    const bool read = selectFiltered(
        query,
        u"SELECT s.computer_level, CASE WHEN s.computer_level IS NULL THEN s.name ELSE '' END AS who, "
        "COUNT(*), SUM(s.rank = 1), AVG(s.score), MAX(s.score), "
        "AVG(s.roads), AVG(s.cities), AVG(s.cloisters), AVG(s.farms), AVG(s.goods), AVG(s.fairy) "
        "FROM seats s JOIN games g ON g.id = s.game_id WHERE 1 = 1%1 "
        "GROUP BY s.computer_level, who ORDER BY s.computer_level IS NOT NULL, who, s.computer_level"_s,
        filter);
    while (read && query.next()) {
        ParticipantSummary row;
        if (const auto level = levelOf(query.value(0))) {
            row.who.computer = true;
            row.who.level = *level;
        } else {
            row.who.name = query.value(1).toString();
        }
        row.games = query.value(2).toInt();
        row.wins = query.value(3).toInt();
        row.averageScore = query.value(4).toDouble();
        row.bestScore = query.value(5).toInt();
        for (int c = 0; c < engine::kScoreCategories; ++c)
            row.averagePoints[std::size_t(c)] = query.value(6 + c).toDouble();
        rows.append(row);
    }
    return rows;
}

QList<GameSummary> StatsDatabase::games(const GameFilter &filter) const
{
    QList<GameSummary> list;
    if (!m_usable)
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!selectFiltered(query,
                        u"SELECT g.id, g.played, g.rule_set, g.log_path FROM games g WHERE 1 = 1%1 "
                        "ORDER BY COALESCE(g.played, g.recorded) DESC, g.id DESC"_s,
                        filter))
        return list;
    QHash<qint64, qsizetype> rowOf;
    while (query.next()) {
        GameSummary game;
        game.id = query.value(0).toLongLong();
        game.played = dateOf(query.value(1));
        game.ruleSet = query.value(2).toString();
        game.logPath = query.value(3).toString();
        rowOf.insert(game.id, list.size());
        list.append(game);
    }
    if (!selectFiltered(query,
                        u"SELECT s.game_id, s.name, s.computer_level, s.score, s.rank, s.roads, s.cities, "
                        "s.cloisters, s.farms, s.goods, s.fairy FROM seats s JOIN games g ON g.id = s.game_id "
                        "WHERE 1 = 1%1 ORDER BY s.game_id, s.seat"_s,
                        filter))
        return {};
    while (query.next()) {
        const auto row = rowOf.constFind(query.value(0).toLongLong());
        if (row == rowOf.cend())
            continue;
        SeatRecord seat;
        seat.name = query.value(1).toString();
        if (const auto level = levelOf(query.value(2))) {
            seat.computer = true;
            seat.level = *level;
        }
        seat.score = query.value(3).toInt();
        seat.rank = query.value(4).toInt();
        for (int c = 0; c < engine::kScoreCategories; ++c)
            seat.points[std::size_t(c)] = query.value(5 + c).toInt();
        list[*row].seats.append(seat);
    }
    return list;
}

QList<ScorePoint> StatsDatabase::scoresOf(const Participant &who, const GameFilter &filter) const
{
    QList<ScorePoint> points;
    if (!m_usable)
        return points;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    const QString player = who.computer ? u"s.computer_level = ?"_s : u"s.computer_level IS NULL AND s.name = ?"_s;
    const bool read = selectFiltered(
        query,
        u"SELECT COALESCE(g.played, g.recorded), s.score FROM seats s JOIN games g ON g.id = s.game_id WHERE "_s + player
            + u"%1 ORDER BY COALESCE(g.played, g.recorded), g.id, s.seat"_s,
        filter, {who.computer ? QString(document::lognames::kComputerLevels[std::size_t(who.level)]) : who.name});
    while (read && query.next())
        points.append({dateOf(query.value(0)), query.value(1).toInt()});
    return points;
}

QStringList StatsDatabase::ruleSets() const
{
    QStringList sets;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (m_usable && query.exec(u"SELECT DISTINCT rule_set FROM games ORDER BY rule_set"_s))
        while (query.next())
            sets << query.value(0).toString();
    return sets;
}

QList<int> StatsDatabase::playerCounts() const
{
    QList<int> counts;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (m_usable && query.exec(u"SELECT DISTINCT player_count FROM games ORDER BY player_count"_s))
        while (query.next())
            counts << query.value(0).toInt();
    return counts;
}

QByteArray StatsDatabase::storedLog(qint64 gameId) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(u"SELECT log FROM games WHERE id = ?"_s);
    query.addBindValue(gameId);
    if (!m_usable || !query.exec() || !query.next() || query.value(0).isNull())
        return {};
    return qUncompress(query.value(0).toByteArray());
}

QString StatsDatabase::logPath(qint64 gameId) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(u"SELECT log_path FROM games WHERE id = ?"_s);
    query.addBindValue(gameId);
    return m_usable && query.exec() && query.next() ? query.value(0).toString() : QString();
}

} // namespace tessera::stats
