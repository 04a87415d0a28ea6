// tessera-cli end to end: subcommands, help, exit codes and the figures simulate prints.

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs tessera-cli; `fileSizeLimit` > 0 lowers its file size limit as `ulimit -f` does (the
// shell's SIGXFSZ disposition is left as it is: the program itself must cope). A run longer
// than `timeoutMs` is killed and returns exit code -1.
Run runCli(const QStringList &args, rlim_t fileSizeLimit = 0, int timeoutMs = 120'000)
{
    QProcess p;
    if (fileSizeLimit > 0) {
        p.setChildProcessModifier([fileSizeLimit] {
            const rlimit limit{fileSizeLimit, fileSizeLimit};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    }
    p.start(QStringLiteral(TESSERA_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QString kJczGame = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz");

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void simulatePrintsFigures()
    {
        const Run r = runCli({u"simulate"_s, u"--games"_s, u"50"_s, u"--players"_s, u"3"_s, u"--seed"_s, u"9"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Simulated 50 games (3 players"_s), qPrintable(r.out));
        QVERIFY(QRegularExpression(u"games per second: \\d+"_s).match(r.out).hasMatch());
        QVERIFY(QRegularExpression(u"turns per second: \\d+"_s).match(r.out).hasMatch());
        // 71 tiles after the start tile; a rare discard makes a game shorter.
        const auto turns = QRegularExpression(u"turns per game: +([\\d.]+)"_s).match(r.out);
        QVERIFY(turns.hasMatch());
        QVERIFY(turns.captured(1).toDouble() > 69.0 && turns.captured(1).toDouble() <= 71.0);
        QVERIFY(QRegularExpression(u"average score: +P1 [\\d.]+ P2 [\\d.]+ P3 [\\d.]+"_s).match(r.out).hasMatch());
    }

    // Expansions by name; Inns & Cathedrals allows a sixth player, the base game alone does not.
    void simulatePlaysTheExpansions()
    {
        const Run r = runCli({u"simulate"_s, u"--games"_s, u"20"_s, u"--players"_s, u"6"_s, u"--tilesets"_s,
                              u"base,river,inns-cathedrals"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Simulated 20 games (6 players, tile sets base,river,inns-cathedrals"_s),
                 qPrintable(r.out));
        // 71 base tiles after the start, 11 river tiles after the spring (the base start tile
        // goes into the pile), 18 of Inns & Cathedrals: 101 turns at most.
        const auto turns = QRegularExpression(u"turns per game: +([\\d.]+)"_s).match(r.out);
        QVERIFY(turns.hasMatch() && turns.captured(1).toDouble() > 90.0 && turns.captured(1).toDouble() <= 101.0);
        const Run six = runCli({u"simulate"_s, u"--games"_s, u"1"_s, u"--players"_s, u"6"_s});
        QCOMPARE(six.exitCode, 2);
        QVERIFY2(six.err.contains(u"--players must be a whole number from 1 to 5"_s), qPrintable(six.err));
        // Solo games, for practice.
        const Run solo = runCli({u"simulate"_s, u"--games"_s, u"3"_s, u"--players"_s, u"1"_s});
        QCOMPARE(solo.exitCode, 0);
        QVERIFY2(solo.out.contains(u"Simulated 3 games (1 player,"_s), qPrintable(solo.out));
        QVERIFY2(QRegularExpression(u"average score: +P1 [\\d.]+\n"_s).match(solo.out).hasMatch(), qPrintable(solo.out));
        QCOMPARE(runCli({u"simulate"_s, u"--games"_s, u"1"_s, u"--tilesets"_s, u"base,nowhere"_s}).exitCode, 1);
    }

    void simulateIsDeterministic()
    {
        const QStringList args{u"simulate"_s, u"--games"_s, u"20"_s, u"--seed"_s, u"4"_s};
        const auto scores = [](const QString &out) {
            return QRegularExpression(u"average score:.*"_s).match(out).captured(0);
        };
        QCOMPARE(scores(runCli(args).out), scores(runCli(args).out));
    }

    // A short match: the report's figures, the same result with one job or two, and the
    // stronger player ahead.
    void matchReportsScoreRate()
    {
        const QStringList args{u"match"_s,   u"greedy"_s,     u"random"_s,
                               u"--games"_s, u"6"_s,          u"--seed"_s,
                               u"3"_s,       u"--tilesets"_s, u"base,river,inns-cathedrals"_s};
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains(
                u"Match greedy vs random: 6 games (3 piles x 2 seats), tile sets base,river,inns-cathedrals, seeds 3..5"_s),
            qPrintable(r.out));
        const auto rate =
            QRegularExpression(u"greedy score rate: ([\\d.]+)% \\(95% interval ([\\d.]+)%\\.\\.([\\d.]+)%\\)"_s).match(r.out);
        QVERIFY2(rate.hasMatch(), qPrintable(r.out));
        QCOMPARE(rate.captured(1).toDouble(), 100.0);
        QVERIFY(rate.captured(2).toDouble() < 100.0); // six games never prove a certainty
        QVERIFY(
            QRegularExpression(u"mean margin per pile \\(greedy - random\\): \\d+\\.\\d points"_s).match(r.out).hasMatch());
        QVERIFY(QRegularExpression(
                    u"time per decision, greedy: p50 [\\d.]+ ms, p95 [\\d.]+ ms, mean [\\d.]+ ms \\(\\d+ decisions\\)"_s)
                    .match(r.out)
                    .hasMatch());
        QVERIFY(r.out.contains(u"illegal decisions: 0"_s));
        const auto results = [](const QString &out) {
            return QRegularExpression(u"score rate:[^\n]*\n[^\n]*\n[^\n]*"_s).match(out).captured(0);
        };
        const Run twoJobs = runCli(args + QStringList{u"--jobs"_s, u"2"_s});
        QCOMPARE(twoJobs.exitCode, 0);
        QCOMPARE(results(twoJobs.out), results(r.out));
        QCOMPARE(runCli({u"match"_s, u"greedy"_s, u"random"_s, u"--games"_s, u"3"_s}).exitCode, 2);
        const Run unknown = runCli({u"match"_s, u"greedy"_s, u"grandmaster"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"unknown player 'grandmaster'"_s), qPrintable(unknown.err));
    }

    // The levels play in a match: a searching level with an iteration budget alone gives the
    // same games every time; a bad --time-per-move, or a search without any limit, is refused.
    void matchPlaysTheLevels()
    {
        const QStringList args{u"match"_s,  u"hard"_s, u"easy"_s,         u"--games"_s, u"2"_s,
                               u"--seed"_s, u"4"_s,    u"--iterations"_s, u"40"_s};
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"illegal decisions: 0"_s));
        QVERIFY2(QRegularExpression(u"time per decision, hard: p50 [\\d.]+ ms"_s).match(r.out).hasMatch(),
                 qPrintable(r.out));
        const auto results = [](const QString &out) {
            return QRegularExpression(u"score rate:[^\n]*\n[^\n]*\n[^\n]*"_s).match(out).captured(0);
        };
        QCOMPARE(results(runCli(args).out), results(r.out));
        // "hard-scaled", the name of Hard's scaled reward before it became Hard's, plays as Hard
        // (records made under that name resume).
        QStringList scaledArgs = args;
        scaledArgs[1] = u"hard-scaled"_s;
        QCOMPARE(results(runCli(scaledArgs).out).replace(u"hard-scaled"_s, u"hard"_s), results(r.out));
        const Run timed = runCli({u"match"_s, u"hard"_s, u"easy"_s, u"--games"_s, u"2"_s, u"--time-per-move"_s, u"0.01"_s});
        QCOMPARE(timed.exitCode, 0);
        const Run processorTime = runCli({u"match"_s, u"hard"_s, u"easy"_s, u"--games"_s, u"2"_s, u"--time-per-move"_s,
                                          u"0.01"_s, u"--processor-time"_s});
        QCOMPARE(processorTime.exitCode, 0);
        const Run bad = runCli({u"match"_s, u"hard"_s, u"easy"_s, u"--time-per-move"_s, u"soon"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(u"--time-per-move must be a number from 0 to 3600, not 'soon'"_s), qPrintable(bad.err));
        QCOMPARE(runCli({u"match"_s, u"hard"_s, u"easy"_s, u"--time-scale"_s, u"0"_s}).exitCode, 2);
        const Run unbounded = runCli({u"match"_s, u"hard"_s, u"easy"_s, u"--time-per-move"_s, u"0"_s});
        QCOMPARE(unbounded.exitCode, 2);
        QVERIFY2(unbounded.err.contains(u"needs --iterations"_s), qPrintable(unbounded.err));
    }

    // --record: a match stopped after some piles (SIGTERM, or lines lost) and started again
    // plays only the piles missing and gives the summary of one run straight through; every
    // line the stopped run left is whole.
    void matchResumesFromItsRecord()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList args{u"match"_s,  u"hard"_s, u"greedy"_s,       u"--games"_s, u"12"_s,
                               u"--seed"_s, u"21"_s,   u"--iterations"_s, u"150"_s,     u"--record"_s};
        const auto results = [](const QString &out) {
            return QRegularExpression(u"score rate:[^\n]*\n[^\n]*\n[^\n]*"_s).match(out).captured(0);
        };
        const QString straightPath = dir.filePath(u"straight.jsonl"_s);
        const Run straight = runCli(args + QStringList{straightPath});
        QCOMPARE(straight.exitCode, 0);
        QVERIFY2(straight.out.contains(u"recorded in %1: 6 of 6 piles (0 before this run)"_s.arg(straightPath)),
                 qPrintable(straight.out));
        const QList<QByteArray> lines = fileBytes(straightPath).split('\n');
        QCOMPARE(lines.size(), 7); // six lines and the empty rest after the last end of line
        QCOMPARE(results(runCli(args + QStringList{straightPath}).out), results(straight.out)); // nothing left to play
        const Run summary = runCli(args + QStringList{straightPath, u"--summary-only"_s});
        QCOMPARE(results(summary.out), results(straight.out));

        // Stopped by SIGTERM once the first pile is recorded.
        const QString stoppedPath = dir.filePath(u"stopped.jsonl"_s);
        QProcess p;
        p.start(QStringLiteral(TESSERA_CLI), args + QStringList{stoppedPath, u"--jobs"_s, u"2"_s});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(fileBytes(stoppedPath).contains('\n'), 60'000);
        p.terminate();
        QVERIFY(p.waitForFinished(30'000));
        QCOMPARE(p.exitCode(), 128 + SIGTERM);
        QVERIFY2(p.readAllStandardError().contains("piles recorded in"), "no word of the interruption");
        const QByteArray stopped = fileBytes(stoppedPath);
        QVERIFY(stopped.endsWith('\n'));
        const auto stoppedLines = stopped.count('\n');
        QVERIFY2(stoppedLines < 6, "the run was not stopped before its end");
        for (const QByteArray &line : stopped.trimmed().split('\n'))
            QVERIFY(QJsonDocument::fromJson(line).isObject());
        const Run resumed = runCli(args + QStringList{stoppedPath, u"--jobs"_s, u"2"_s});
        QCOMPARE(resumed.exitCode, 0);
        QVERIFY2(resumed.out.contains(u"6 of 6 piles (%1 before this run)"_s.arg(stoppedLines)), qPrintable(resumed.out));
        QCOMPARE(results(resumed.out), results(straight.out));

        // Lines lost: the first two piles kept, in another order.
        const QString partPath = dir.filePath(u"part.jsonl"_s);
        QFile part(partPath);
        QVERIFY(part.open(QIODevice::WriteOnly));
        part.write(lines[1] + '\n' + lines[0] + '\n');
        part.close();
        const Run rest = runCli(args + QStringList{partPath});
        QCOMPARE(rest.exitCode, 0);
        QVERIFY2(rest.out.contains(u"6 of 6 piles (2 before this run)"_s), qPrintable(rest.out));
        QCOMPARE(results(rest.out), results(straight.out));
    }

    // A record of another match, or a damaged one, is refused with its file, line and reason.
    void matchRefusesAForeignOrDamagedRecord()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"record.jsonl"_s);
        const QStringList args{u"match"_s,  u"greedy"_s, u"random"_s,   u"--games"_s, u"4"_s,
                               u"--seed"_s, u"5"_s,      u"--record"_s, path};
        QCOMPARE(runCli(args).exitCode, 0);
        const QByteArray good = fileBytes(path);
        const QByteArray first = good.left(good.indexOf('\n') + 1);
        const auto refused = [&](const QByteArray &content, const QStringList &runArgs, const QString &expected) {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
                return false;
            file.close();
            const Run r = runCli(runArgs);
            if (r.exitCode != 1 || !r.err.contains(expected)) {
                qWarning().noquote() << r.exitCode << r.err;
                return false;
            }
            return fileBytes(path) == content; // the file is left as it was
        };
        QVERIFY(refused(first + "{\"match\": \n", args, u"%1:2: not JSON"_s.arg(path)));
        QVERIFY(refused(first + first, args, u"%1:2: pile 5 is recorded twice (also on line 1)"_s.arg(path)));
        QVERIFY(refused(
            first + first.left(40), args,
            u"%1:2: the line is incomplete (no end of line): the file was cut while a pile was written"_s.arg(path)));
        QStringList otherPlayer = args;
        otherPlayer[2] = u"heuristic"_s;
        QVERIFY(refused(first, otherPlayer,
                        u"%1:1: recorded for another match (players: [\"greedy\",\"random\"] there, "
                        "[\"greedy\",\"heuristic\"] here)"_s.arg(path)));
        QVERIFY(refused(first, args + QStringList{u"--no-farmers"_s},
                        u"%1:1: recorded for another match (rules: [] there, [\"no-farmers\"] here)"_s.arg(path)));
        QVERIFY(refused(first, args + QStringList{u"--iterations"_s, u"10"_s},
                        u"%1:1: recorded for another match (iterations: 0 there, 10 here)"_s.arg(path)));
        QVERIFY(refused(first, args + QStringList{u"--processor-time"_s},
                        u"%1:1: recorded for another match (processor_time: nothing there, true here)"_s.arg(path)));
        QByteArray noScores = first;
        noScores.replace("\"scores\":[", "\"scores\":[\"x\",");
        QVERIFY(refused(noScores, args, u"%1:1: game 1 needs \"scores\""_s.arg(path)));
        QCOMPARE(runCli({u"match"_s, u"greedy"_s, u"random"_s, u"--summary-only"_s}).exitCode, 2);

        // A second run while one records into the file (its lock held here) is refused; the
        // summary of what is recorded can still be read.
        QFile held(path);
        QVERIFY(held.open(QIODevice::WriteOnly | QIODevice::Truncate));
        held.write(first);
        held.flush();
        QCOMPARE(flock(held.handle(), LOCK_EX | LOCK_NB), 0);
        const Run second = runCli(args);
        QCOMPARE(second.exitCode, 1);
        QVERIFY2(second.err.contains(u"%1: another run is recording into it"_s.arg(path)), qPrintable(second.err));
        const Run summary = runCli(args + QStringList{u"--summary-only"_s});
        QCOMPARE(summary.exitCode, 0);
        QVERIFY2(summary.out.contains(u"seeds 5..6\n  recorded in %1: 1 of 2 piles"_s.arg(path)), qPrintable(summary.out));
    }

    // A record is read up to a limit like every other file: a sparse record of 300 MiB is
    // refused unread (it used to be read whole, 1 GB in 13 s).
    void matchRecordIsReadUpToALimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"record.jsonl"_s);
        QFile record(path);
        QVERIFY(record.open(QIODevice::WriteOnly) && record.resize(qint64(300) << 20));
        record.close();
        const Run r = runCli({u"match"_s, u"greedy"_s, u"random"_s, u"--games"_s, u"2"_s, u"--record"_s, path}, 0, 20'000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"%1: cannot read it: The file is larger than 256 MiB"_s.arg(path)), qPrintable(r.err));
        QCOMPARE(QFileInfo(path).size(), qint64(300) << 20);
    }

    // With --processor-time a record's lines say that their times are processor time, and the
    // summary names that clock; a record whose older lines were timed on the wall clock prints
    // the two kinds apart (never one figure of both); a clock it does not know is refused.
    void matchRecordSaysItsClock()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"record.jsonl"_s);
        const QStringList args{u"match"_s,  u"greedy"_s, u"random"_s,   u"--games"_s, u"4"_s,
                               u"--seed"_s, u"5"_s,      u"--record"_s, path,         u"--processor-time"_s};
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = fileBytes(path).trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        for (const QByteArray &line : lines)
            QVERIFY2(line.contains("\"clock\":\"processor\""), line.constData());
        QVERIFY2(QRegularExpression(u"time per decision, greedy \\(processor time\\): p50 [\\d.]+ ms, p95 [\\d.]+ ms, "
                                    "mean [\\d.]+ ms \\(\\d+ decisions\\)"_s)
                     .match(r.out)
                     .hasMatch(),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"time per decision, greedy:"_s), qPrintable(r.out));

        // The first line as an older run wrote it, without its clock.
        QByteArray older = lines[0];
        older.replace(",\"clock\":\"processor\"", "");
        older.replace("\"clock\":\"processor\",", "");
        QVERIFY(!older.contains("clock"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(older + '\n' + lines[1] + '\n');
        file.close();
        const Run mixed = runCli(args + QStringList{u"--summary-only"_s});
        QCOMPARE(mixed.exitCode, 0);
        QVERIFY2(mixed.out.contains(u"time per decision, greedy: p50"_s), qPrintable(mixed.out));
        QVERIFY2(mixed.out.contains(u"time per decision, greedy (processor time): p50"_s), qPrintable(mixed.out));

        QByteArray unknown = lines[1];
        unknown.replace("\"clock\":\"processor\"", "\"clock\":\"wall\"");
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(lines[0] + '\n' + unknown + '\n');
        file.close();
        const Run refused = runCli(args + QStringList{u"--summary-only"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"%1:2: \"clock\" is \"wall\", not \"processor\""_s.arg(path)),
                 qPrintable(refused.err));
    }

    // A pile that cannot be appended whole (here the file size limit ends it in mid-line) is
    // cut back: the record keeps its whole lines only, and the message says which file and why.
    void aFailedAppendLeavesNoPartialLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"record.jsonl"_s);
        const QStringList args{u"match"_s,  u"greedy"_s, u"random"_s,   u"--games"_s, u"4"_s,
                               u"--seed"_s, u"5"_s,      u"--record"_s, path};
        QCOMPARE(runCli(args).exitCode, 0);
        const QByteArray both = fileBytes(path);
        const QByteArray first = both.left(both.indexOf('\n') + 1);
        QVERIFY(first.size() > 200 && first.size() < both.size());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(first) == first.size());
        file.close();
        const Run cut = runCli(args, rlim_t(first.size() + 100));
        QCOMPARE(cut.exitCode, 1);
        QVERIFY2(cut.err.contains(u"%1: cannot write to it: File too large"_s.arg(path)), qPrintable(cut.err));
        QCOMPARE(fileBytes(path), first);
        // The same command then goes on from there.
        const Run resumed = runCli(args);
        QCOMPARE(resumed.exitCode, 0);
        QVERIFY2(resumed.out.contains(u"2 of 2 piles (1 before this run)"_s), qPrintable(resumed.out));
    }

    void demoPlaysAWholeGame()
    {
        const Run r = runCli({u"demo"_s, u"--seed"_s, u"3"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"Turn  1  Ann "_s));
        QVERIFY(r.out.contains(u"Turn 71  "_s) || r.out.contains(u"discarded"_s));
        QVERIFY(r.out.contains(u"No tiles left: final scoring"_s));
        QVERIFY(QRegularExpression(u"Final scores.*\\n  Ann +\\d+.*\\n  Ben +\\d+"_s,
                                   QRegularExpression::DotMatchesEverythingOption)
                    .match(r.out)
                    .hasMatch());
        QVERIFY(r.out.contains(u"winner"_s));
        QCOMPARE(runCli({u"demo"_s, u"--seed"_s, u"3"_s}).out, r.out);
    }

    // The Princess & the Dragon's decisions are moves of the demo too: a follower through the
    // portal, the fairy, the princess's removal and the dragon's flight step by step (seed 4
    // plays all of them; the princess's removal is the rarest).
    void demoPrintsThePrincessAndDragonsMoves()
    {
        const Run r = runCli(
            {u"demo"_s, u"--seed"_s, u"4"_s, u"--players"_s, u"3"_s, u"--tilesets"_s, u"base,princess-dragon"_s});
        QCOMPARE(r.exitCode, 0);
        const auto has = [&r](const QString &pattern) {
            return QRegularExpression(pattern, QRegularExpression::MultilineOption).match(r.out).hasMatch();
        };
        QVERIFY2(has(u"^Turn +\\d+  \\w+ +places .* and deploys a \\w+ through the magic portal at \\(-?\\d+, -?\\d+\\)$"_s),
                 qPrintable(r.out));
        QVERIFY(has(u"^Turn +\\d+  \\w+ +places .* and moves the fairy to the follower at \\(-?\\d+, -?\\d+\\)$"_s));
        QVERIFY(has(u"^Turn +\\d+  \\w+ +places .* and has the princess send the knight at \\(-?\\d+, -?\\d+\\) home$"_s));
        // Each step by the player whose step it is: the placing player first, then the next.
        QVERIFY(has(u"^ +the dragon flies: Ann to \\(-?\\d+, -?\\d+\\), Ben to \\(-?\\d+, -?\\d+\\)"_s));
    }

    void simulateRecordsLogsThatReplayAndValidate()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run sim = runCli({u"simulate"_s, u"--games"_s, u"3"_s, u"--seed"_s, u"20"_s, u"--record"_s, dir.path()});
        QCOMPARE(sim.exitCode, 0);
        const QString log = dir.filePath(u"game-21.json"_s);
        QVERIFY(QFile::exists(log));

        const Run valid = runCli({u"validate"_s, log});
        QCOMPARE(valid.exitCode, 0);
        QVERIFY2(valid.out.contains(u"valid game log, 2 players, "_s), qPrintable(valid.out));

        const Run json = runCli({u"replay"_s, log, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(u"finished"_s).toBool(), true);
        QCOMPARE(o.value(u"players"_s).toArray().size(), 2);
        int fromEvents = 0, total = 0;
        for (const QJsonValue e : o.value(u"events"_s).toArray())
            if (e[u"players"_s].toArray().contains(0))
                fromEvents += e[u"points"_s].toInt();
        const QJsonObject ann = o.value(u"players"_s).toArray().at(0).toObject();
        for (const QJsonValue v : ann.value(u"breakdown"_s).toObject())
            total += v.toInt();
        QCOMPARE(fromEvents, ann.value(u"score"_s).toInt());
        QCOMPARE(total, ann.value(u"score"_s).toInt());
        // Simulated players are computers; the log gives each one a level (Medium by default).
        QVERIFY(ann.value(u"computer"_s).toBool());
        QCOMPARE(ann.value(u"level"_s).toString(), u"medium"_s);

        // The fairy's points are the fairy's, not a feature's: the Princess & the Dragon game
        // of the import tests, where Ben's fairy scores at the start of turns 6 and 8 and 3
        // beside his thief when the road scores at the end.
        const Run fairy = runCli(
            {u"replay"_s, QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/princess-dragon.jcz"), u"--json"_s});
        QCOMPARE(fairy.exitCode, 0);
        QStringList fairyEvents;
        for (const QJsonValue ev : QJsonDocument::fromJson(fairy.out.toUtf8())[u"events"_s].toArray())
            if (ev[u"feature"_s] == QJsonValue(u"fairy"_s)) {
                QVERIFY(!ev.toObject().contains(u"tiles"_s));
                fairyEvents << u"t%1 %2 %3 %4"_s.arg(ev[u"turn"_s].toInt())
                                   .arg(ev[u"points"_s].toInt())
                                   .arg(ev[u"fairy"_s].toString(), ev[u"beside"_s].toString(u"-"_s));
            }
        QCOMPARE(fairyEvents, (QStringList{u"t6 1 turn-start -"_s, u"t8 1 turn-start -"_s, u"t8 3 follower-scored road"_s}));

        const Run early = runCli({u"replay"_s, log, u"--to"_s, u"10"_s, u"--json"_s});
        QCOMPARE(early.exitCode, 0);
        const QJsonObject e = QJsonDocument::fromJson(early.out.toUtf8()).object();
        QCOMPARE(e.value(u"turn"_s).toInt(), 10);
        QCOMPARE(e.value(u"finished"_s).toBool(), false);
        QCOMPARE(e.value(u"tilesLeft"_s).toInt(), 71 - 10);

        const Run text = runCli({u"replay"_s, log});
        QVERIFY(text.out.startsWith(u"After turn 71 of 71 (game over), 0 tiles left in the pile"_s));
        QVERIFY(text.out.contains(u"Scoring events:"_s));
        QCOMPARE(runCli({u"replay"_s, log, u"--to"_s, u"99"_s}).exitCode, 2);
    }

    void renderDrawsPositionsAndFrames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(runCli({u"simulate"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"20"_s, u"--record"_s, dir.path()}).exitCode, 0);
        const QString log = dir.filePath(u"game-20.json"_s);
        QVERIFY(QFile::exists(log));

        // The board grows with the turns: a picture after turn 5 is smaller than the last one.
        const QString early = dir.filePath(u"early.png"_s);
        const Run five = runCli({u"render"_s, log, u"--to"_s, u"5"_s, u"-o"_s, early});
        QCOMPARE(five.exitCode, 0);
        QVERIFY2(five.out.contains(u"after turn 5 of "_s), qPrintable(five.out));
        const QString last = dir.filePath(u"last.png"_s);
        QCOMPARE(runCli({u"render"_s, log, u"-o"_s, last}).exitCode, 0);
        const QImage earlyImage(early), lastImage(last);
        QVERIFY(!earlyImage.isNull() && !lastImage.isNull());
        QVERIFY(earlyImage.width() * earlyImage.height() < lastImage.width() * lastImage.height());

        const QString svg = dir.filePath(u"board.svg"_s);
        QCOMPARE(runCli({u"render"_s, log, u"--to"_s, u"3"_s, u"-o"_s, svg}).exitCode, 0);
        QVERIFY(fileBytes(svg).contains("<svg"));

        // Frames: before the first turn, then one per turn up to --to, all the same size.
        const QString frames = dir.filePath(u"frames"_s);
        const Run film = runCli({u"render"_s, log, u"--to"_s, u"12"_s, u"--frames"_s, frames});
        QCOMPARE(film.exitCode, 0);
        const QStringList files = QDir(frames).entryList({u"*.png"_s}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 13);
        QCOMPARE(files.first(), u"frame-000.png"_s);
        QCOMPARE(files.last(), u"frame-012.png"_s);
        const QSize size = QImage(QDir(frames).filePath(files.first())).size();
        for (const QString &file : files)
            QCOMPARE(QImage(QDir(frames).filePath(file)).size(), size);

        // Usage errors, and a damaged log drawn up to where it breaks (exit code 1).
        // Into a stream: PNG on stdout, and no words of ours mixed in (issue 36).
        QProcess toStdout;
        toStdout.start(QStringLiteral(TESSERA_CLI), {u"render"_s, log, u"-o"_s, u"/dev/stdout"_s});
        QVERIFY(toStdout.waitForFinished(60'000));
        QCOMPARE(toStdout.exitCode(), 0);
        QVERIFY(!QImage::fromData(toStdout.readAllStandardOutput(), "PNG").isNull());
        // A frame that cannot be written is named.
        const QString cutFrames = dir.filePath(u"cut"_s);
        const Run cut = runCli({u"render"_s, log, u"--to"_s, u"3"_s, u"--frames"_s, cutFrames}, 1000);
        QCOMPARE(cut.exitCode, 1);
        QVERIFY2(cut.err.contains(QDir(cutFrames).filePath(u"frame-000.png: File too large"_s)), qPrintable(cut.err));
        QCOMPARE(runCli({u"render"_s, log}).exitCode, 2);
        QCOMPARE(runCli({u"render"_s, log, u"-o"_s, dir.filePath(u"x.gif"_s)}).exitCode, 2);
        QCOMPARE(runCli({u"render"_s, log, u"-o"_s, last, u"--frames"_s, frames}).exitCode, 2);
        QCOMPARE(runCli({u"render"_s, log, u"--to"_s, u"999"_s, u"-o"_s, last}).exitCode, 2);
        const QString broken = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/malformed/turn-position-taken.json");
        const QString part = dir.filePath(u"part.png"_s);
        const Run damaged = runCli({u"render"_s, broken, u"-o"_s, part});
        QCOMPARE(damaged.exitCode, 1);
        QVERIFY2(damaged.err.contains(u"turns are valid"_s), qPrintable(damaged.err));
        QVERIFY(!QImage(part).isNull());
        QCOMPARE(runCli({u"render"_s, kJczGame, u"-o"_s, dir.filePath(u"jcz.png"_s)}).exitCode, 0);
    }

    // Only the drawing program maps Qt Gui (about 8 MiB resident): tessera-cli itself does not
    // need it, and without its drawing program `render` says what is missing.
    void renderRunsInAProgramOfItsOwn()
    {
        const QByteArray cli = fileBytes(QStringLiteral(TESSERA_CLI));
        QVERIFY(cli.contains("libQt6Core.so"));
        QVERIFY2(!cli.contains("libQt6Gui.so"), "tessera-cli links Qt Gui again");
        const QString drawing = QFileInfo(QStringLiteral(TESSERA_CLI)).dir().filePath(u"tessera-cli-render"_s);
        QVERIFY(fileBytes(drawing).contains("libQt6Gui.so"));

        QTemporaryDir dir;
        const QString alone = dir.filePath(u"tessera-cli"_s);
        QVERIFY(QFile::copy(QStringLiteral(TESSERA_CLI), alone));
        QProcess p;
        p.start(alone, {u"render"_s, kJczGame, u"-o"_s, dir.filePath(u"x.png"_s)});
        QVERIFY(p.waitForFinished(60'000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(u"the drawing program tessera-cli-render is missing"_s), qPrintable(err));
        QVERIFY2(err.contains(dir.filePath(u"tessera-cli-render"_s)), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath(u"x.png"_s)));
    }

    void validateReportsEveryProblem()
    {
        const QString broken = QStringLiteral(TESSERA_SOURCE_DIR
                                              "/tests/data/tilesets/malformed/feature-on-wrong-edge.json");
        const Run r = runCli({u"validate"_s, broken});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"$.tiles[0].features"_s), qPrintable(r.out));
        QCOMPARE(runCli({u"validate"_s, QStringLiteral(TESSERA_SOURCE_DIR "/tilesets/base.json")}).exitCode, 0);

        QTemporaryDir dir;
        QFile tampered(dir.filePath(u"bad.json"_s));
        QVERIFY(tampered.open(QIODevice::WriteOnly));
        tampered.write("{\"format\": \"tessera-game\", \"version\": 1, \"players\": 3}");
        tampered.close();
        const Run bad = runCli({u"validate"_s, tampered.fileName()});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.out.contains(u"$.players"_s));
        QVERIFY(bad.out.contains(u"$.tileSets"_s));
        QCOMPARE(runCli({u"replay"_s, tampered.fileName()}).exitCode, 1);
        QCOMPARE(runCli({u"replay"_s, dir.filePath(u"missing.json"_s)}).exitCode, 1);
    }

    // A full disk or a quota, as `ulimit -f 8` makes it: the import must fail, say why, and leave
    // the file that was there before untouched (and no temporary file beside it).
    void failedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"game.tessera"_s);
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the game that was here before\n");
        old.close();
        const Run r = runCli({u"import-jcz"_s, kJczGame, u"-o"_s, out}, 8 * 1024);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"cannot write "_s + out), qPrintable(r.err));
        QVERIFY(!r.out.contains(u"Imported"_s));
        QCOMPARE(fileBytes(out), QByteArray("the game that was here before\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"game.tessera"_s});
        // With room enough, the same import works.
        QCOMPARE(runCli({u"import-jcz"_s, kJczGame, u"-o"_s, out}).exitCode, 0);
        QVERIFY(fileBytes(out).startsWith("{\n    \"format\": \"tessera-game\""));
    }

    void importRefusesToOverwriteItsInput()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(u"game.jcz"_s);
        QVERIFY(QFile::copy(kJczGame, game));
        QVERIFY(QFile::link(game, dir.filePath(u"link.jcz"_s)));
        for (const QString &output : {game, dir.filePath(u"./game.jcz"_s), dir.filePath(u"link.jcz"_s)}) {
            const Run r = runCli({u"import-jcz"_s, game, u"-o"_s, output});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(u"is the saved game itself"_s), qPrintable(r.err));
            QCOMPARE(fileBytes(game), fileBytes(kJczGame));
        }
    }

    // export writes a game log as a JCloisterZone game that import-jcz reads back as the same
    // game; what JCloisterZone cannot express (a hand of three) is refused by name and nothing
    // is written; the game itself is never the output.
    void exportWritesAJCloisterZoneGame()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(u"game.tessera"_s);
        QCOMPARE(runCli({u"import-jcz"_s, kJczGame, u"-o"_s, log}).exitCode, 0);
        const QString jcz = dir.filePath(u"back.jcz"_s);
        const Run r = runCli({u"export"_s, log, u"-o"_s, jcz});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(u"Exported "_s) && r.out.contains(jcz), qPrintable(r.out));
        const QString again = dir.filePath(u"again.tessera"_s);
        QCOMPARE(runCli({u"import-jcz"_s, jcz, u"-o"_s, again}).exitCode, 0);
        const Run before = runCli({u"replay"_s, log}), after = runCli({u"replay"_s, again});
        QCOMPARE(after.out, before.out);
        QCOMPARE(runCli({u"export"_s, jcz, u"-o"_s, jcz}).exitCode, 2); // its own input

        const QString records = dir.filePath(u"records"_s);
        QCOMPARE(runCli({u"simulate"_s, u"--games"_s, u"1"_s, u"--hand-size"_s, u"3"_s, u"--record"_s, records}).exitCode,
                 0);
        const QStringList logs = QDir(records).entryList({u"*.json"_s, u"*.tessera"_s}, QDir::Files);
        QCOMPARE(logs.size(), 1);
        const QString refusedOut = dir.filePath(u"three.jcz"_s);
        const Run refused = runCli({u"export"_s, QDir(records).filePath(logs.first()), u"-o"_s, refusedOut});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"JCloisterZone has no hand of three tiles"_s), qPrintable(refused.err));
        QVERIFY(!QFile::exists(refusedOut));
    }

    // A FIFO would block every reader until a writer came (issue 36), a device never ends, a
    // folder is no file: each command refuses them at once, with the path and what it is.
    void everyCommandRefusesWhatIsNotARegularFile()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"f.json"_s);
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString out = dir.filePath(u"out.json"_s);
        for (const auto &[path, kind] : {std::pair{fifo, u"a FIFO"_s}, std::pair{u"/dev/zero"_s, u"a character device"_s},
                                         std::pair{dir.path(), u"a folder"_s}}) {
            const QString said = u"%1: This is not a regular file (%2)"_s.arg(path, kind);
            const QList<QStringList> commands{
                {u"validate"_s, path},
                {u"replay"_s, path},
                {u"render"_s, path, u"-o"_s, dir.filePath(u"x.png"_s)},
                {u"import-jcz"_s, path, u"-o"_s, out},
                {u"export"_s, path, u"-o"_s, dir.filePath(u"x.jcz"_s)},
                {u"simulate"_s, u"--games"_s, u"1"_s, u"--tilesets"_s, path},
                {u"match"_s, u"greedy"_s, u"random"_s, u"--games"_s, u"2"_s, u"--record"_s, path},
            };
            for (const QStringList &command : commands) {
                const Run r = runCli(command, 0, 10'000);
                QVERIFY2(r.exitCode == 1, qPrintable(command.join(u' ') + u" exited with "_s + QString::number(r.exitCode)));
                QVERIFY2((r.out + r.err).contains(said), qPrintable(command.join(u' ') + u": "_s + r.out + r.err));
            }
        }
        QVERIFY(!QFileInfo::exists(out));
    }
    // A UTF-8 byte order mark (some editors write one) is taken by every reader alike:
    // validate called such a tile set "not a Tessera game log" while simulate played it.
    void aByteOrderMarkIsTakenEverywhere()
    {
        QTemporaryDir dir;
        const QString set = dir.filePath(u"river.json"_s);
        QFile file(set);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\xEF\xBB\xBF" + fileBytes(QStringLiteral(TESSERA_SOURCE_DIR "/tilesets/river.json")));
        file.close();
        const Run validate = runCli({u"validate"_s, set});
        QCOMPARE(validate.exitCode, 0);
        QVERIFY2(validate.out.contains(u"valid tile set \"river\""_s), qPrintable(validate.out));
        QCOMPARE(runCli({u"simulate"_s, u"--games"_s, u"1"_s, u"--tilesets"_s, u"base,"_s + set}).exitCode, 0);
    }

    // Text from a file reaches the terminal with its control characters escaped.
    void controlCharactersAreEscaped()
    {
        QTemporaryDir dir;
        QFile set(dir.filePath(u"set.json"_s));
        QVERIFY(set.open(QIODevice::WriteOnly));
        set.write(
            "{\"format\": \"tessera-tileset\", \"version\": 1, \"\\u001b]0;owned\\u0007\\u001b[2J\": 1, "
            "\"\\u202etxt.exe\": 2}");
        set.close();
        const Run r = runCli({u"validate"_s, set.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"Unknown key \"\\u001B]0;owned\\u0007\\u001B[2J\""_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"\\u202Etxt.exe"_s), qPrintable(r.out));
        for (const QChar c : r.out + r.err)
            QVERIFY2(c == u'\n' || (c.category() != QChar::Other_Control && c != QChar(0x202E)), qPrintable(r.out));
    }

    void helpAndUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("text");
        QTest::newRow("no command") << QStringList{} << 2 << u"Usage: tessera-cli"_s;
        QTest::newRow("help") << QStringList{u"--help"_s} << 0 << u"simulate"_s;
        QTest::newRow("unknown command") << QStringList{u"fly"_s} << 2 << u"unknown command 'fly'"_s;
        QTest::newRow("simulate help") << QStringList{u"simulate"_s, u"--help"_s} << 0 << u"--games <N>"_s;
        QTest::newRow("match help") << QStringList{u"match"_s, u"--help"_s} << 0 << u"heuristic"_s;
        QTest::newRow("demo help") << QStringList{u"demo"_s, u"--help"_s} << 0 << u"--seed <S>"_s;
        QTest::newRow("demo usage line") << QStringList{u"demo"_s, u"--help"_s} << 0
                                         << u"Usage: tessera-cli demo [options]\n"_s;
        QTest::newRow("replay usage line")
            << QStringList{u"replay"_s, u"--help"_s} << 0 << u"Usage: tessera-cli replay [options] "_s;
        QTest::newRow("bad number") << QStringList{u"simulate"_s, u"--games"_s, u"lots"_s} << 2 << u"--games must be"_s;
        QTest::newRow("too many players") << QStringList{u"simulate"_s, u"--players"_s, u"9"_s} << 2
                                          << u"--players must be"_s;
        QTest::newRow("unknown option") << QStringList{u"simulate"_s, u"--fast"_s} << 2 << u"Unknown option"_s;
        QTest::newRow("replay help") << QStringList{u"replay"_s, u"--help"_s} << 0 << u"--to <N>"_s;
        QTest::newRow("validate help") << QStringList{u"validate"_s, u"--help"_s} << 0 << u"tile set or a game log"_s;
        QTest::newRow("replay without log") << QStringList{u"replay"_s} << 2 << u"exactly one game log"_s;
        QTest::newRow("unknown tile set") << QStringList{u"demo"_s, u"--tileset"_s, u"nowhere"_s} << 1
                                          << u"No such tile set"_s;
    }
    // A JCloisterZone game has no tree of lines: analysed, it is written as a log with its
    // analysis (it crashed reading the missing tree).
    void analyseReadsAJczGame()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"analysed.tessera"_s);
        const Run r = runCli({u"analyse"_s, kJczGame, u"--iterations"_s, u"40"_s, u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Wrote the game with its analysis"_s), qPrintable(r.out + r.err));
        const QJsonObject log = QJsonDocument::fromJson(fileBytes(out)).object();
        QVERIFY(log.value(u"analysis"_s).isObject());
        QVERIFY(!log.value(u"analysis"_s).toObject().value(u"decisions"_s).toArray().isEmpty());
    }

    // A marked decision's line names its turn and who decided; the summary per player counts in
    // English: "1 mistake", "3 inaccuracies". (At 200 simulations a decision, this game's
    // analysis finds Ben 1 mistake: the same on every run.)
    void analyseNamesTheDeciderAndCountsInEnglish()
    {
        const Run r = runCli({u"analyse"_s, kJczGame, u"--iterations"_s, u"200"_s});
        QCOMPARE(r.exitCode, 0);
        const QRegularExpression marked(u"^Turn \\d+: Mistake: Ben played .+, which cost about \\d+ points\\. Better: "_s,
                                        QRegularExpression::MultilineOption);
        QVERIFY2(marked.match(r.out).hasMatch(), qPrintable(r.out));
        const QRegularExpression line(u"^(Ann|Ben): \\d+ decisions?, [\\d.]+ points lost per decision, .*$"_s,
                                      QRegularExpression::MultilineOption);
        QStringList summaries;
        for (auto it = line.globalMatch(r.out); it.hasNext();)
            summaries << it.next().captured(0);
        QCOMPARE(summaries.size(), 2);
        int singular = 0;
        const QRegularExpression count(u"(\\d+) (decisions?|inaccurac(?:y|ies)|mistakes?|blunders?)(?=,|$)"_s);
        for (const QString &summary : summaries) {
            int counts = 0;
            for (auto it = count.globalMatch(summary); it.hasNext(); ++counts) {
                const QRegularExpressionMatch m = it.next();
                const bool one = m.captured(1) == u"1"_s;
                const QString word = m.captured(2);
                QVERIFY2(one == !(word.endsWith(u's') || word.endsWith(u"ies"_s)), qPrintable(summary));
                singular += one ? 1 : 0;
            }
            QCOMPARE(counts, 4);
        }
        QVERIFY2(singular >= 1, qPrintable(summaries.join(u'\n')));
    }

    void helpAndUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, text);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2((r.out + r.err).contains(text), qPrintable(r.out + r.err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
