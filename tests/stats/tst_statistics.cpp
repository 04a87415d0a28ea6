// The statistics database: games with known results give known summaries; the same game is
// counted once; an older layout migrates, a newer one is left alone; a damaged file is kept
// aside and a new one started; a locked file keeps the game for later, reported once; a folder
// import counts what it can and lists the rest with reasons; CSV quoting.

#include "document/gamedocument.h"
#include "stats/csvexport.h"
#include "stats/folderimport.h"
#include "stats/migrations.h"
#include "stats/pendinggames.h"
#include "stats/statistics.h"
#include "support/statsgames.h"
#include "support/heldbyanotherprogram.h"

#include <QFile>
#include <QSignalSpy>
#include <QDataStream>
#include <QDir>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace tessera;
using Outcome = stats::StatsDatabase::Outcome;

namespace {

using test::HeldByAnotherProgram;
using test::recordOfFile;
using test::scoringLog;

// A copy, not a pointer into the list: the lists are often temporaries (a pointer into one
// dangled, found by AddressSanitizer).
std::optional<stats::ParticipantSummary> find(const QList<stats::ParticipantSummary> &rows, const stats::Participant &who)
{
    for (const stats::ParticipantSummary &row : rows)
        if (row.who == who)
            return row;
    return std::nullopt;
}

stats::Participant person(const QString &name)
{
    return {false, name, document::ComputerLevel::Medium};
}

// A base game played to its end by random players through the document, started at a known time.
void playToEnd(document::GameDocument &doc, const document::GameInfo &info, std::uint64_t seed)
{
    doc.newGame(info);
    engine::RandomPlayer player(seed);
    while (doc.stage() != document::GameDocument::Stage::GameOver)
        test::playDocumentTurn(doc, player);
}

// A file written by hand with one layout: the one of version 1, as released, with one game.
void writeVersion1(const QString &path)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql :
             {u"CREATE TABLE games (id INTEGER PRIMARY KEY, game_key TEXT NOT NULL UNIQUE, played TEXT, "
              "rule_set TEXT NOT NULL, player_count INTEGER NOT NULL, log_path TEXT NOT NULL DEFAULT '', "
              "recorded TEXT NOT NULL)"_s,
              u"CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
              "seat INTEGER NOT NULL, name TEXT NOT NULL, computer_level TEXT, score INTEGER NOT NULL, "
              "rank INTEGER NOT NULL, roads INTEGER NOT NULL, cities INTEGER NOT NULL, cloisters INTEGER NOT NULL, "
              "farms INTEGER NOT NULL, goods INTEGER NOT NULL, fairy INTEGER NOT NULL, PRIMARY KEY (game_id, seat))"_s,
              u"INSERT INTO games VALUES (1, 'old-game', '2026-01-02T10:00:00Z', 'Base game', 2, '/gone/old.tessera', "
              "'2026-01-02T11:00:00Z')"_s,
              u"INSERT INTO seats VALUES (1, 0, 'Ann', NULL, 80, 1, 10, 30, 10, 30, 0, 0)"_s,
              u"INSERT INTO seats VALUES (1, 1, 'Hal', 'hard', 70, 2, 20, 20, 10, 20, 0, 0)"_s,
              u"PRAGMA user_version = 1"_s})
            QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(u"v1"_s);
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // never the player's own statistics
        QVERIFY(m_dir.isValid());
    }

    // Four games of Ann against Ben whose scores the corpus pins (tests/data/logs/README.md).
    void summariesOfKnownGames()
    {
        stats::StatsDatabase db(path(u"known.sqlite"_s));
        QVERIFY2(db.isUsable(), qPrintable(db.problem()));
        QCOMPARE(db.schemaVersion(), stats::latestSchemaVersion());
        // Ann 3 (a cloister) to Ben 2 (a road); 6 to 3 and 8 to 4 in farms (the same turns
        // under the two farm rules: two games); 4 (a city) to 2 (a road).
        for (const char *file :
             {"cloister-incomplete.json", "farms-third-edition.json", "farms-first-edition.json", "discarded-tile.json"})
            QCOMPARE(db.record(recordOfFile(scoringLog(file))), Outcome::Added);
        const QList<stats::ParticipantSummary> rows = db.summaries({});
        QCOMPARE(rows.size(), 2);
        const auto ann = find(rows, person(u"Ann"_s));
        const auto ben = find(rows, person(u"Ben"_s));
        QVERIFY(ann && ben);
        QCOMPARE(ann->games, 4);
        QCOMPARE(ann->wins, 4);
        QCOMPARE(ann->averageScore, (3 + 6 + 8 + 4) / 4.0);
        QCOMPARE(ann->bestScore, 8);
        using C = engine::ScoreCategory;
        QCOMPARE(ann->averagePoints[std::size_t(C::Cloister)], 3 / 4.0);
        QCOMPARE(ann->averagePoints[std::size_t(C::Farm)], (6 + 8) / 4.0);
        QCOMPARE(ann->averagePoints[std::size_t(C::City)], 4 / 4.0);
        QCOMPARE(ann->averagePoints[std::size_t(C::Road)], 0.0);
        QCOMPARE(ben->games, 4);
        QCOMPARE(ben->wins, 0);
        QCOMPARE(ben->averageScore, (2 + 3 + 4 + 2) / 4.0);
        QCOMPARE(ben->bestScore, 4);
        QCOMPARE(ben->averagePoints[std::size_t(C::Road)], (2 + 2) / 4.0);
        QCOMPARE(ben->averagePoints[std::size_t(C::Farm)], (3 + 4) / 4.0);

        // By tile sets: the farm games alone.
        QCOMPARE(db.ruleSets(),
                 (QStringList{u"A cloister and a road"_s, u"A tile that fits nowhere"_s, u"Two small cities and a road"_s}));
        const stats::GameFilter farms{u"Two small cities and a road"_s, 0};
        const auto farmAnn = find(db.summaries(farms), person(u"Ann"_s));
        QVERIFY(farmAnn);
        QCOMPARE(farmAnn->games, 2);
        QCOMPARE(farmAnn->averageScore, 7.0);
        QCOMPARE(db.games(farms).size(), 2);
        QCOMPARE(db.scoresOf(person(u"Ben"_s), farms).size(), 2);

        // By player count: a solo game is a row of its own count.
        QCOMPARE(db.record(recordOfFile(scoringLog("solo-farm.json"))), Outcome::Added);
        QCOMPARE(db.playerCounts(), (QList<int>{1, 2}));
        const QList<stats::ParticipantSummary> solo = db.summaries({QString(), 1});
        QCOMPARE(solo.size(), 1);
        QCOMPARE(solo.first().games, 1);
        QCOMPARE(solo.first().wins, 1);
        QCOMPARE(solo.first().bestScore, 9);
        QCOMPARE(find(db.summaries({}), person(u"Ann"_s))->games, 5);

        // The games list: seats in order, with ranks; the log kept.
        const QList<stats::GameSummary> games = db.games({QString(), 2});
        QCOMPARE(games.size(), 4);
        for (const stats::GameSummary &game : games) {
            QCOMPARE(game.seats.size(), 2);
            QCOMPARE(game.seats[0].name, u"Ann"_s);
            QCOMPARE(game.seats[0].rank, 1);
            QCOMPARE(game.seats[1].rank, 2);
            QVERIFY(game.logPath.endsWith(u".json"_s));
            const document::LoadedGame kept = document::parseGameLog(db.storedLog(game.id), u"kept"_s);
            QVERIFY2(kept.ok(), qPrintable(test::issuesText(kept)));
            QCOMPARE(kept.match->game().score(0), game.seats[0].score);
        }
    }

    // Computers count by level, whatever their names; a tie is a win for each.
    void computersByLevelAndTies()
    {
        stats::StatsDatabase db(path(u"levels.sqlite"_s));
        document::GameDocument doc;
        document::GameInfo info = test::baseGame(11, 3);
        info.players[1] = {u"Hal"_s, document::defaultPlayerColor(1), true, document::ComputerLevel::Hard};
        info.players[2] = {u"Kit"_s, document::defaultPlayerColor(2), true, document::ComputerLevel::Hard};
        playToEnd(doc, info, 11);
        QCOMPARE(db.record(*stats::recordOf(doc.info(), doc.match(), QString())), Outcome::Added);
        const QList<stats::ParticipantSummary> rows = db.summaries({});
        QCOMPARE(rows.size(), 2);
        const auto hard = find(rows, {true, QString(), document::ComputerLevel::Hard});
        QVERIFY(hard);
        QCOMPARE(hard->games, 2); // two seats
        const engine::Game &game = doc.game();
        QCOMPARE(hard->bestScore, std::max(game.score(1), game.score(2)));
        QCOMPARE(hard->averageScore, (game.score(1) + game.score(2)) / 2.0);
        const int top = std::max({game.score(0), game.score(1), game.score(2)});
        QCOMPARE(hard->wins, int(game.score(1) == top) + int(game.score(2) == top));

        // Both of a tie share the first rank.
        stats::GameRecord tie = recordOfFile(scoringLog("farms-third-edition.json"));
        tie.key = u"tie"_s;
        tie.seats[1].score = tie.seats[0].score;
        tie.seats[1].rank = 1;
        QCOMPARE(db.record(tie), Outcome::Added);
        QCOMPARE(find(db.summaries({QString(), 2}), person(u"Ben"_s))->wins, 1);
    }

    // A game recorded again (imported from its file, or the same log twice) counts once; the
    // same game ended otherwise after an undo replaces its record.
    void sameGameCountedOnce()
    {
        stats::StatsDatabase db(path(u"once.sqlite"_s));
        const QString log = scoringLog("discarded-tile.json");
        QCOMPARE(db.record(recordOfFile(log)), Outcome::Added);
        QCOMPARE(db.record(recordOfFile(log)), Outcome::AlreadyThere);
        QCOMPARE(db.games({}).size(), 1);

        document::GameDocument doc;
        document::GameInfo info = test::baseGame(5);
        info.created = QDateTime(QDate(2026, 12, 3), QTime(9, 30, 15, 250), Qt::UTC); // milliseconds: the log keeps seconds
        playToEnd(doc, info, 5);
        QCOMPARE(db.record(*stats::recordOf(doc.info(), doc.match(), QString())), Outcome::Added);
        const QString saved = path(u"saved.tessera"_s);
        QVERIFY(doc.saveAs(saved));
        QCOMPARE(db.record(recordOfFile(saved)), Outcome::AlreadyThere);
        QCOMPARE(db.games({}).size(), 2);
        QCOMPARE(db.games({}).first().logPath, saved); // the file the record lacked is kept

        // Undo the last turn, play it otherwise: the same game, another ending.
        doc.undoTurn();
        test::playOtherTurn(doc);
        QCOMPARE(doc.stage(), document::GameDocument::Stage::GameOver);
        QCOMPARE(db.record(*stats::recordOf(doc.info(), doc.match(), QString())), Outcome::Replaced);
        QCOMPARE(db.games({}).size(), 2);
        QCOMPARE(find(db.summaries({}), person(u"Ann"_s))->games, 2);
    }

    // A database of layout 1 opens at the latest layout with its game intact; the game has
    // no log kept, so it opens from its path.
    void version1Migrates()
    {
        const QString file = path(u"v1.sqlite"_s);
        writeVersion1(file);
        stats::StatsDatabase db(file);
        QVERIFY2(db.isUsable(), qPrintable(db.problem()));
        QVERIFY(db.problem().isEmpty());
        QCOMPARE(db.schemaVersion(), 2);
        const QList<stats::GameSummary> games = db.games({});
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.first().played, QDateTime(QDate(2026, 1, 2), QTime(10, 0), Qt::UTC));
        QCOMPARE(games.first().seats.size(), 2);
        QVERIFY(games.first().seats[1].computer);
        QCOMPARE(games.first().seats[1].level, document::ComputerLevel::Hard);
        QVERIFY(db.storedLog(games.first().id).isEmpty());
        QCOMPARE(db.logPath(games.first().id), u"/gone/old.tessera"_s);
        QCOMPARE(find(db.summaries({}), person(u"Ann"_s))->bestScore, 80);
        // New games go in beside it.
        QCOMPARE(db.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::Added);
        QCOMPARE(find(db.summaries({}), person(u"Ann"_s))->games, 2);
    }

    void newerLayoutIsLeftAlone()
    {
        const QString file = path(u"newer.sqlite"_s);
        writeVersion1(file);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(u"PRAGMA user_version = 99"_s));
        }
        QSqlDatabase::removeDatabase(u"newer"_s);
        QFile before(file);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        stats::StatsDatabase db(file);
        QVERIFY(!db.isUsable());
        QVERIFY2(db.problem().contains(u"newer Tessera"_s), qPrintable(db.problem()));
        QCOMPARE(db.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::Failed);
        QFile after(file);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), bytes); // not a byte changed
    }

    // A damaged file is said once, kept aside for the player, and counting goes on in a new one.
    void damagedFileIsKeptAsideOnce()
    {
        const QString file = path(u"damaged.sqlite"_s);
        const QByteArray garbage = "This is no database at all, but the ruins of one.\n"_ba.repeated(200);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        }
        stats::Statistics statistics;
        statistics.setPath(file);
        QSignalSpy problems(&statistics, &stats::Statistics::problemFound);
        QSignalSpy changed(&statistics, &stats::Statistics::changed);
        QCOMPARE(statistics.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::Added);
        QCOMPARE(problems.size(), 1);
        const QString problem = problems.first().first().toString();
        QVERIFY2(problem.contains(u"damaged"_s), qPrintable(problem));
        // SQLite's words go to the detail, not into the sentence.
        QVERIFY2(!problem.contains(u"not a database"_s) && !problem.contains(u"Unable"_s), qPrintable(problem));
        QVERIFY2(statistics.database().problemDetail().contains(u"not a database"_s),
                 qPrintable(statistics.database().problemDetail()));
        QCOMPARE(changed.size(), 1);
        const QStringList kept = QDir(m_dir.path()).entryList({u"damaged.sqlite.damaged-*"_s});
        QCOMPARE(kept.size(), 1);
        QVERIFY(problem.contains(kept.first()));
        QFile keptFile(m_dir.filePath(kept.first()));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), garbage);
        QCOMPARE(statistics.record(recordOfFile(scoringLog("farms-third-edition.json"))), Outcome::Added);
        QCOMPARE(problems.size(), 1); // said once
        QCOMPARE(statistics.database().games({}).size(), 2);
    }

    // Another program holds the file when a game ends: the game is not lost but kept, said
    // once in a plain sentence, and counted (once) at the next write after the lock is gone.
    void lockedAtRecordIsCountedLaterOnce()
    {
        const QString file = path(u"locked.sqlite"_s);
        stats::Statistics statistics;
        statistics.setPath(file);
        QVERIFY(statistics.database().isUsable());
        QSignalSpy problems(&statistics, &stats::Statistics::problemFound);
        {
            HeldByAnotherProgram other(file);
            QElapsedTimer clock;
            clock.start();
            QCOMPARE(statistics.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::Failed);
            QVERIFY2(clock.elapsed() < 3000, "a lock must not hold the game up for long");
            // The same game again (as after an undo and the same ending): still one kept.
            QCOMPARE(statistics.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::Failed);
            QVERIFY(statistics.hasPending());
            QCOMPARE(problems.size(), 1);
            const QString problem = problems.first().first().toString();
            QVERIFY2(problem.contains(u"in use by another program"_s) && problem.contains(u"counted once it is free"_s),
                     qPrintable(problem));
            QVERIFY2(!problem.contains(u"database is locked"_s) && !problem.contains(u"Unable"_s), qPrintable(problem));
            QVERIFY(statistics.database().isBusy());
            QVERIFY(statistics.database().problemDetail().contains(u"locked"_s));
        }
        QSignalSpy changed(&statistics, &stats::Statistics::changed);
        QCOMPARE(statistics.record(recordOfFile(scoringLog("discarded-tile.json"))), Outcome::Added);
        QVERIFY(!statistics.hasPending());
        QVERIFY(statistics.database().problem().isEmpty());
        QCOMPARE(statistics.database().games({}).size(), 2);
        QCOMPARE(find(statistics.database().summaries({}), person(u"Ann"_s))->games, 2);
        QVERIFY(changed.size() >= 1);
        // Recorded again, the kept game is there already.
        QCOMPARE(statistics.record(recordOfFile(scoringLog("cloister-incomplete.json"))), Outcome::AlreadyThere);
    }

    // The game kept while the file was held is counted at the next start, at the first look.
    void keptGameIsCountedAtNextStart()
    {
        const QString file = path(u"next-start.sqlite"_s);
        {
            stats::Statistics statistics;
            statistics.setPath(file);
            QVERIFY(statistics.database().isUsable());
            HeldByAnotherProgram other(file);
            QCOMPARE(statistics.record(recordOfFile(scoringLog("farms-third-edition.json"))), Outcome::Failed);
        }
        stats::Statistics later;
        later.setPath(file);
        QVERIFY(later.hasPending());
        QSignalSpy changed(&later, &stats::Statistics::changed);
        QCOMPARE(later.database().games({}).size(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(!later.hasPending());
        QVERIFY(!QDir(file + u".pending"_s).exists());
    }

    // Held by another program already when opened: said plainly, quickly, not tried again at
    // every look; the game of meanwhile is kept and counted once the file is free.
    void lockedAtOpenIsSaidPlainly()
    {
        const QString file = path(u"held-at-open.sqlite"_s);
        HeldByAnotherProgram other(file, HeldByAnotherProgram::Table::Create);
        stats::Statistics statistics;
        statistics.setPath(file);
        QSignalSpy problems(&statistics, &stats::Statistics::problemFound);
        QElapsedTimer clock;
        clock.start();
        for (int look = 0; look < 5; ++look)
            QVERIFY(!statistics.database().isUsable());
        QVERIFY2(clock.elapsed() < 2000, "looking at a held file must not wait for it each time");
        QCOMPARE(problems.size(), 1);
        const QString problem = statistics.database().problem();
        QVERIFY2(problem.contains(u"in use by another program"_s), qPrintable(problem));
        QVERIFY2(!problem.contains(u"locked"_s), qPrintable(problem));
        QVERIFY(statistics.database().isBusy());
        QCOMPARE(statistics.record(recordOfFile(scoringLog("farms-first-edition.json"))), Outcome::Failed);
        QVERIFY(statistics.hasPending());
        other.release();
        QVERIFY(statistics.countPending());
        QCOMPARE(statistics.database().games({}).size(), 1);
    }

    // A kept game's file says everything the database needs: read back, it is the same record.
    void keptGameReadsBackWhole()
    {
        QTemporaryDir dir;
        stats::PendingGames pending(dir.filePath(u"db.sqlite"_s));
        QVERIFY(pending.isEmpty());
        stats::GameRecord game = recordOfFile(scoringLog("farms-first-edition.json"));
        game.seats[1].computer = true;
        game.seats[1].level = document::ComputerLevel::Hard;
        QString error;
        QVERIFY2(pending.keep(game, &error), qPrintable(error));
        QVERIFY2(pending.keep(game, &error), qPrintable(error)); // the same game: the same file
        QCOMPARE(pending.files().size(), 1);
        const auto back = stats::PendingGames::read(pending.files().first());
        QVERIFY(back);
        QCOMPARE(back->key, game.key);
        QCOMPARE(back->decisionsHash, game.decisionsHash);
        QCOMPARE(back->played, game.played);
        QCOMPARE(back->ruleSet, game.ruleSet);
        QCOMPARE(back->logPath, game.logPath);
        QCOMPARE(back->log, game.log);
        QCOMPARE(back->seats.size(), game.seats.size());
        for (qsizetype s = 0; s < game.seats.size(); ++s) {
            QCOMPARE(back->seats[s].name, game.seats[s].name);
            QCOMPARE(back->seats[s].computer, game.seats[s].computer);
            QCOMPARE(back->seats[s].level, game.seats[s].level);
            QCOMPARE(back->seats[s].score, game.seats[s].score);
            QCOMPARE(back->seats[s].rank, game.seats[s].rank);
            QCOMPARE(back->seats[s].points, game.seats[s].points);
        }
        // A stranger's file in the folder is not taken for a game.
        QFile stranger(pending.folder() + u"/other.game"_s);
        QVERIFY(stranger.open(QIODevice::WriteOnly));
        stranger.write("not ours");
        stranger.close();
        QVERIFY(!stats::PendingGames::read(stranger.fileName()));

        // Cut short, or with seats no game has, a file is damaged or altered: refused.
        const QByteArray bytes = stats::PendingGames::serialized(game);
        QVERIFY(stats::PendingGames::parse(bytes));
        QVERIFY(!stats::PendingGames::parse(bytes.chopped(1)));
        stats::GameRecord altered = game;
        altered.seats.clear();
        QVERIFY(!stats::PendingGames::parse(stats::PendingGames::serialized(altered)));
        altered.seats = QList<stats::SeatRecord>(7, game.seats.first());
        QVERIFY(!stats::PendingGames::parse(stats::PendingGames::serialized(altered)));
        altered = game;
        altered.seats[0].rank = int(game.seats.size()) + 1;
        QVERIFY(!stats::PendingGames::parse(stats::PendingGames::serialized(altered)));
    }

    // A file among the kept games that holds no game this version reads (a later version's,
    // or damaged) may be the only copy of a game: it is moved aside with its bytes, said once,
    // and the games beside it are counted all the same.
    void unreadableKeptFileIsSetAsideNotDeleted()
    {
        const QString file = path(u"aside.sqlite"_s);
        stats::PendingGames pending(file);
        QString error;
        QVERIFY2(pending.keep(recordOfFile(scoringLog("farms-first-edition.json")), &error), qPrintable(error));
        QByteArray later;
        {
            QDataStream out(&later, QIODevice::WriteOnly);
            out << quint32(0x54535047) << quint16(2) << u"a layout this version does not know"_s;
        }
        QFile stranger(pending.folder() + u"/later.game"_s);
        QVERIFY(stranger.open(QIODevice::WriteOnly));
        stranger.write(later);
        stranger.close();

        stats::Statistics statistics;
        statistics.setPath(file);
        QSignalSpy problems(&statistics, &stats::Statistics::problemFound);
        QVERIFY(statistics.countPending());
        QCOMPARE(statistics.database().games({}).size(), 1);
        QVERIFY(!statistics.hasPending());
        const QStringList aside = QDir(pending.folder()).entryList({u"later.game.unreadable-*"_s}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile kept(QDir(pending.folder()).filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), later);
        QCOMPARE(problems.size(), 1);
        const QString problem = problems.first().first().toString();
        QVERIFY2(problem.startsWith(u"A game kept for later could not be read"_s) && problem.contains(aside.first()),
                 qPrintable(problem));
        QVERIFY(statistics.countPending()); // set aside, it is not looked at again
        QCOMPARE(problems.size(), 1);
    }

    // A folder of saved games: ours and JCloisterZone's counted; a damaged file, one that is no
    // game and an unfinished game listed with their reasons, the rest imported all the same.
    void folderImport()
    {
        QTemporaryDir folder;
        const auto copy = [&folder](const QString &from, const QString &to) {
            QDir().mkpath(QFileInfo(folder.filePath(to)).absolutePath());
            QVERIFY(QFile::copy(from, folder.filePath(to)));
        };
        copy(scoringLog("cloister-incomplete.json"), u"a-cloister.json"_s);
        copy(scoringLog("farms-first-edition.json"), u"sub/b-farms.tessera"_s);
        copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/city-pennant.jcz"), u"c-city.jcz"_s);
        copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz"), u"d-unfinished.jcz"_s);
        copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/malformed/empty.json"), u"e-empty.json"_s);
        {
            QFile notes(folder.filePath(u"notes.txt"_s)); // not a game file: not even looked at
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write("hello");
        }
        const QStringList files = stats::gameFilesIn(folder.path());
        QCOMPARE(files.size(), 5);

        stats::Statistics statistics;
        statistics.setPath(path(u"import.sqlite"_s));
        stats::ImportTally tally;
        for (const QString &file : files)
            stats::importGameFile(statistics, file, tally);
        QCOMPARE(tally.added, 3);
        QCOMPARE(tally.problems.size(), 2);
        QVERIFY(tally.problems[0].file.endsWith(u"d-unfinished.jcz"_s));
        QCOMPARE(tally.problems[0].issue.message, u"The game is not finished."_s);
        QVERIFY(tally.problems[1].file.endsWith(u"e-empty.json"_s));
        QVERIFY(!tally.problems[1].issue.message.isEmpty());
        const auto ann = find(statistics.database().summaries({}), person(u"Ann"_s));
        QVERIFY(ann);
        QCOMPARE(ann->games, 3);
        QCOMPARE(ann->bestScore, 15); // the JCloisterZone game: 15 to 5

        // Again: nothing new.
        stats::ImportTally again;
        for (const QString &file : files)
            stats::importGameFile(statistics, file, again);
        QCOMPARE(again.added, 0);
        QCOMPARE(again.alreadyThere, 3);
        QCOMPARE(again.files(), 5);
    }

    void csvQuotesWhereItMust()
    {
        QStandardItemModel model(2, 3);
        model.setHorizontalHeaderLabels({u"Player"_s, u"Games"_s, u"Note, with comma"_s});
        const QStringList first{u"Ann \"the Bold\""_s, u"3"_s, u"line\nbreak"_s};
        const QStringList second{u" spaced "_s, u"12.5"_s, u"plain"_s};
        for (int c = 0; c < 3; ++c) {
            model.setData(model.index(0, c), first[c], Qt::EditRole);
            model.setData(model.index(1, c), second[c], Qt::EditRole);
        }
        QCOMPARE(stats::csvOf(model, Qt::EditRole),
                 "Player,Games,\"Note, with comma\"\r\n"
                 "\"Ann \"\"the Bold\"\"\",3,\"line\nbreak\"\r\n"
                 "\" spaced \",12.5,plain\r\n"_ba);
        const QString file = path(u"table.csv"_s);
        QString error;
        QVERIFY2(stats::saveCsv(model, Qt::EditRole, file, &error), qPrintable(error));
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), stats::csvOf(model, Qt::EditRole));
        // A folder where the file should be: the reason, and nothing half written.
        QVERIFY(!stats::saveCsv(model, Qt::EditRole, m_dir.path(), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
