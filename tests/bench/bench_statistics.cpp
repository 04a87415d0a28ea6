// The statistics database's costs (docs/statistics.md): recording a finished game at the end
// of play (the game window waits for it), importing a folder of saved games, and reading what
// the Statistics window shows, on 200 base games of four players. Prints the figures.
// Run: build/tests/bench/bench_statistics (or ctest -L bench -R statistics)

#include "stats/folderimport.h"
#include "stats/statistics.h"
#include "support/testgames.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tessera;

namespace {
constexpr int kGames = 200;
}

class BenchStatistics : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_logs;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("games")));
        for (int g = 0; g < kGames; ++g) {
            document::GameDocument doc;
            document::GameInfo info = test::baseGame(std::uint64_t(g + 1), 4);
            info.created = QDateTime(QDate(2026, 1, 1), QTime(12, 0), Qt::UTC).addSecs(g * 3600);
            doc.newGame(info);
            engine::RandomPlayer player(std::uint64_t(g + 1));
            while (doc.stage() != document::GameDocument::Stage::GameOver)
                test::playDocumentTurn(doc, player);
            const QString path = m_dir.filePath(QStringLiteral("games/game-%1.tessera").arg(g, 3, 10, QLatin1Char('0')));
            QVERIFY(doc.saveAs(path));
            m_logs << path;
        }
    }

    // As at the end of a game in the window: one transaction each, on disk.
    void recordOneGameAtATime()
    {
        stats::Statistics statistics;
        statistics.setPath(m_dir.filePath(QStringLiteral("record.sqlite")));
        std::vector<stats::GameRecord> records;
        for (const QString &log : m_logs) {
            const document::LoadedGame loaded = document::loadGameLog(log);
            records.push_back(*stats::recordOf(*loaded.info, *loaded.match, log));
        }
        QElapsedTimer clock;
        clock.start();
        for (const stats::GameRecord &record : records)
            QCOMPARE(statistics.record(record), stats::StatsDatabase::Outcome::Added);
        qInfo("recording: %.2f ms a game (%d games, %lld ms)", double(clock.elapsed()) / kGames, kGames,
              qint64(clock.elapsed()));
        clock.restart();
        const auto rows = statistics.database().summaries({});
        const auto games = statistics.database().games({});
        qInfo("the window's table and list of %d games: %lld ms", kGames, qint64(clock.elapsed()));
        QCOMPARE(games.size(), kGames);
        QCOMPARE(rows.size(), 4);
        qInfo("database: %lld KiB", QFileInfo(statistics.path()).size() / 1024);
    }

    void importFolder()
    {
        stats::Statistics statistics;
        statistics.setPath(m_dir.filePath(QStringLiteral("import.sqlite")));
        QElapsedTimer clock;
        clock.start();
        stats::ImportTally tally;
        for (const QString &file : stats::gameFilesIn(m_dir.filePath(QStringLiteral("games"))))
            stats::importGameFile(statistics, file, tally);
        QCOMPARE(tally.added, kGames);
        qInfo("import: %.2f ms a file (read, replayed, recorded)", double(clock.elapsed()) / kGames);
        clock.restart();
        stats::ImportTally again;
        for (const QString &file : stats::gameFilesIn(m_dir.filePath(QStringLiteral("games"))))
            stats::importGameFile(statistics, file, again);
        QCOMPARE(again.alreadyThere, kGames);
        qInfo("the same folder again: %.2f ms a file", double(clock.elapsed()) / kGames);
    }
};

QTEST_GUILESS_MAIN(BenchStatistics)
#include "bench_statistics.moc"
