// Crash safety: the game window is killed with SIGKILL at random moments while it plays,
// autosaves, saves copies, exports the board and the game for JCloisterZone, undoes and redoes.
// After every kill the files on disk must be complete, the autosave must hold every turn the
// window reported as saved and every line of play saved before (undone ones too), stand where
// the window stood, and the next start must offer that game back, with redo going on along its
// undone future. The test runs itself as the child (see crashchild.h).
//
// TESSERA_CRASH_SEED and TESSERA_CRASH_KILLS override the seed of the kill delays and the
// number of kills; a failure prints the seed.

#include "crashchild.h"
#include "document/jczimport.h"
#include "document/gamedocument.h"
#include "document/gamelog.h"
#include "document/safefile.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <optional>
#include <random>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// What the files must hold, from the lines the child printed before it died.
struct Expected {
    std::optional<std::uint64_t> game;     // the game in the autosave (none before the first)
    int turns = 0;                         // it stands after this turn (one more when not yet reported)
    bool undoing = false;                  // two undos and a redo under way: up to two turns fewer
    std::optional<std::uint64_t> starting; // a new game was starting: the autosave may hold it
    std::optional<std::uint64_t> copyGame; // the last complete Save As
    int copyTurns = 0;
};

struct Saved {
    std::uint64_t game = 0;
    std::vector<engine::TurnRecord> turns;              // up to where the game stands
    std::vector<std::vector<engine::TurnRecord>> lines; // every line of play, undone ones too
};

// Every line of play in the tree, from the start to each end.
std::vector<std::vector<engine::TurnRecord>> linesOf(const engine::GameTree &tree)
{
    std::vector<std::vector<engine::TurnRecord>> lines;
    for (engine::GameTree::TurnId n = 0; n < tree.size(); ++n)
        if (tree.node(n).children.empty())
            lines.push_back(tree.turnsTo(n));
    return lines;
}

// Whether the tree holds the line (a main line, a variation or a part of one).
bool holdsLine(const engine::GameTree &tree, const std::vector<engine::TurnRecord> &line)
{
    engine::GameTree::TurnId at = engine::GameTree::kRoot;
    for (const engine::TurnRecord &turn : line) {
        const auto &children = tree.node(at).children;
        const auto next = std::find_if(children.begin(), children.end(),
                                       [&](engine::GameTree::TurnId c) { return tree.node(c).turn == turn; });
        if (next == children.end())
            return false;
        at = *next;
    }
    return true;
}

std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t n = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? n : fallback;
}

QString issuesText(const document::LoadedGame &g)
{
    QStringList lines;
    for (const document::LogIssue &i : g.issues)
        lines << i.jsonPath + u": "_s + i.message;
    return lines.join(u"; "_s);
}

} // namespace

class TestCrash : public QObject {
    Q_OBJECT
private slots:
    void killedAtRandomMomentsTheGameComesBack();
    void damagedAutosaveOffersItsValidTurns();

private:
    void follow(const QStringList &lines, const std::optional<Saved> &onDisk, Expected &e);
    void countKill(const QStringList &lines);
    void checkFiles(const Expected &e, std::optional<Saved> &last);

    QTemporaryDir m_dir;
    QString m_context; // seed and kill number, for failure messages
    int m_killsWhilePlaying = 0, m_killsInAutosave = 0, m_killsInSaveAs = 0, m_killsInExport = 0, m_killsBeforeResume = 0,
        m_killsInUndo = 0;
    int m_futuresRedone = 0; // restarts whose autosave had an undone future, redone after the restart
};

// Updates the expectation with the child's lines; a resume must restore what was on disk.
void TestCrash::follow(const QStringList &lines, const std::optional<Saved> &onDisk, Expected &e)
{
    for (const QString &line : lines) {
        const QStringList w = line.split(u' ');
        const auto number = [&](int i) { return w.value(i).toULongLong(); };
        if (w[0] == u"resumed"_s && w.value(1) != u"none"_s) {
            QVERIFY2(onDisk && number(2) == onDisk->game && number(1) == onDisk->turns.size(),
                     qPrintable(m_context + u": the restart resumed \""_s + line + u"\", not the game on disk"_s));
            e = {number(2), int(number(1)), false, std::nullopt, e.copyGame, e.copyTurns};
        } else if (w[0] == u"resumed"_s) {
            // A game saved before its first turn is not offered: there is nothing to resume.
            const bool anyTurn = onDisk
                && std::any_of(onDisk->lines.begin(), onDisk->lines.end(), [](const auto &l) { return !l.empty(); });
            QVERIFY2(!anyTurn, qPrintable(m_context + u": the restart offered nothing, but a game was saved"_s));
        } else if (w[0] == u"newgame"_s) {
            e.starting = number(1);
        } else if (w[0] == u"game"_s) {
            e = {number(1), 0, false, std::nullopt, e.copyGame, e.copyTurns};
        } else if (w[0] == u"saved"_s) {
            e.turns = int(number(1));
            e.undoing = false;
        } else if (w[0] == u"undo"_s) {
            e.undoing = true;
        } else if (w[0] == u"cursor"_s) {
            e.turns = int(number(1));
        } else if (w[0] == u"saveas-done"_s) {
            e.copyGame = e.game;
            e.copyTurns = int(number(1));
        }
    }
}

void TestCrash::countKill(const QStringList &lines)
{
    if (lines.isEmpty() || !lines.first().startsWith(u"resumed"_s))
        ++m_killsBeforeResume;
    else if (lines.last().startsWith(u"saveas "_s))
        ++m_killsInSaveAs;
    else if (lines.last().startsWith(u"export "_s))
        ++m_killsInExport;
    else if (lines.last().startsWith(u"undo "_s) || lines.last().startsWith(u"cursor "_s))
        ++m_killsInUndo;
    else if (lines.last().startsWith(u"turn "_s))
        ++m_killsInAutosave;
    else
        ++m_killsWhilePlaying;
}

void TestCrash::checkFiles(const Expected &e, std::optional<Saved> &last)
{
    const QDir dir(m_dir.path());
    const QString autosave = dir.filePath(QLatin1StringView(test::kAutosaveName));
    const QString copy = dir.filePath(QLatin1StringView(test::kSaveAsName));
    // Only the two files themselves and the autosave's note of the file its game belongs to,
    // and the complete copies a kill between a save's last two steps leaves (saveLeftovers):
    // the autosave's at most one each, since every start removes them, so none pile up.
    const QString note = document::GameDocument::belongsToPath(autosave);
    const QStringList autosaveLeftovers = document::saveLeftovers(autosave);
    const QStringList noteLeftovers = document::saveLeftovers(note);
    const QStringList copyLeftovers = document::saveLeftovers(copy);
    // The exports: whole files or none, and complete leftovers at most.
    const QString board = dir.filePath(QLatin1StringView(test::kBoardExportName));
    const QString jcz = dir.filePath(QLatin1StringView(test::kJczExportName));
    const QStringList boards = document::saveLeftovers(board) + QStringList{board};
    const QStringList jczs = document::saveLeftovers(jcz) + QStringList{jcz};
    QVERIFY2(autosaveLeftovers.size() <= 1 && noteLeftovers.size() <= 1,
             qPrintable(m_context + u": the autosave's leftovers pile up: "_s
                        + (autosaveLeftovers + noteLeftovers).join(u", "_s)));
    const QStringList files = dir.entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &f : files) {
        const QString path = dir.filePath(f);
        QVERIFY2(path == autosave || path == copy || path == note || autosaveLeftovers.contains(path)
                     || noteLeftovers.contains(path) || copyLeftovers.contains(path) || boards.contains(path)
                     || jczs.contains(path),
                 qPrintable(m_context + u": stray file "_s + f));
    }
    for (const QString &leftover : autosaveLeftovers + copyLeftovers) {
        const document::LoadedGame g = document::loadGameLog(leftover);
        QVERIFY2(g.ok(), qPrintable(m_context + u": a partial leftover "_s + leftover + u": "_s + issuesText(g)));
    }
    for (const QString &picture : boards)
        QVERIFY2(!QFileInfo::exists(picture) || !QImage(picture).isNull(),
                 qPrintable(m_context + u": a partial board picture "_s + picture));
    for (const QString &game : jczs)
        if (QFileInfo::exists(game)) {
            const document::LoadedGame exported = document::importJcz(game);
            QVERIFY2(exported.ok(),
                     qPrintable(m_context + u": a partial export "_s + game + u": "_s + issuesText(exported)));
        }
    // The note is whole: no file yet, or the copy the game was saved as.
    for (const QString &notePath : QStringList{note} + noteLeftovers) {
        QFile noteFile(notePath);
        if (!noteFile.open(QIODevice::ReadOnly))
            continue;
        const QString belongsTo = QString::fromUtf8(noteFile.readAll());
        QVERIFY2(belongsTo.isEmpty() || belongsTo == copy,
                 qPrintable(m_context + u": the autosave's note "_s + notePath + u" says "_s + belongsTo));
    }
    if (!QFileInfo::exists(autosave)) {
        QVERIFY2(!e.game, qPrintable(m_context + u": the autosave is gone"_s));
        return;
    }
    const document::LoadedGame g = document::loadGameLog(autosave);
    QVERIFY2(g.ok(), qPrintable(m_context + u": the autosave does not load: "_s + issuesText(g)));
    const std::uint64_t game = g.info->seed;
    const engine::GameTree &tree = *g.tree;
    const std::vector<engine::TurnRecord> turns = tree.turnsTo(tree.cursor()); // where the game stands
    const bool startingGame = e.starting && game == *e.starting && tree.size() == 1;
    if (e.game && !startingGame) {
        QVERIFY2(game == *e.game, qPrintable(m_context + u": the autosave holds game %1, not %2"_s.arg(game).arg(*e.game)));
        // One turn more than reported is fine: its autosave completed, its line was not written.
        // During the undos and the redo the game may stand up to two turns before.
        const int lowest = e.undoing ? e.turns - 2 : e.turns;
        QVERIFY2(
            int(turns.size()) >= lowest && int(turns.size()) <= e.turns + 1,
            qPrintable(m_context
                       + u": the autosave stands after turn %1; turn %2 was reported"_s.arg(turns.size()).arg(e.turns)));
    }
    // No turn saved before is lost: every line of play is still there (undone ones as the
    // undone future or as variations).
    if (last && last->game == game)
        for (const auto &line : last->lines)
            QVERIFY2(holdsLine(tree, line),
                     qPrintable(m_context + u": a line of %1 turns saved before is lost"_s.arg(line.size())));
    last = Saved{game, turns, linesOf(tree)};

    // The restart path of the document restores exactly the file's game, where it stood, with
    // its undone future: redo goes on along it.
    document::GameDocument resumed;
    QVERIFY(resumed.resume(autosave).isEmpty());
    QVERIFY(resumed.match().turns() == turns);
    QCOMPARE(resumed.tree().size(), tree.size());
    QCOMPARE(resumed.stage(), document::GameDocument::Stage::Placing);
    if (const engine::GameTree::TurnId future = tree.next(tree.cursor()); future != engine::GameTree::kNoNode) {
        QVERIFY(resumed.canRedo());
        for (int step = 0; step < 2 && resumed.match().turns().size() == turns.size(); ++step)
            resumed.redo(); // the tile, then the figure choice
        QVERIFY2(resumed.match().turns() == tree.turnsTo(future), qPrintable(m_context + u": redo after the restart"_s));
        ++m_futuresRedone;
    }

    if (QFileInfo::exists(copy)) {
        const document::LoadedGame c = document::loadGameLog(copy);
        QVERIFY2(c.ok(), qPrintable(m_context + u": the saved copy does not load: "_s + issuesText(c)));
        if (e.copyGame && c.info->seed == *e.copyGame)
            QVERIFY2(int(c.match->turns().size()) >= e.copyTurns,
                     qPrintable(m_context
                                + u": the saved copy lost turns (%1 on its main line, %2 reported saved)"_s
                                      .arg(c.match->turns().size())
                                      .arg(e.copyTurns)));
        if (c.info->seed == game)
            QVERIFY2(holdsLine(tree, c.match->turns()), qPrintable(m_context + u": the copy and the autosave disagree"_s));
    } else {
        QVERIFY2(!e.copyGame, qPrintable(m_context + u": the saved copy is gone"_s));
    }
}

void TestCrash::killedAtRandomMomentsTheGameComesBack()
{
    QVERIFY(m_dir.isValid());
    const std::uint64_t seed = envNumber("TESSERA_CRASH_SEED", 1);
    const int kills = int(envNumber("TESSERA_CRASH_KILLS", 100));
    std::mt19937_64 random(seed);
    const QString self = QCoreApplication::applicationFilePath();
    Expected expected;
    std::optional<Saved> last;
    QElapsedTimer total;
    total.start();

    for (int kill = 1; kill <= kills + 1; ++kill) {
        m_context = u"seed %1, kill %2"_s.arg(seed).arg(kill);
        const bool checkOnly = kill > kills; // the last start only resumes and quits
        QProcess child;
        child.setStandardErrorFile(QProcess::nullDevice()); // the offscreen platform's chatter
        child.start(self,
                    {u"--child"_s, m_dir.path(), QString::number(seed * 1000 + kill), checkOnly ? u"check"_s : u"play"_s});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        if (checkOnly) {
            QVERIFY(child.waitForFinished(60'000));
            QCOMPARE(child.exitCode(), 0);
        } else {
            // Mostly after the window is up and playing; one kill in ten may hit the start.
            const bool early = random() % 10 == 0;
            while (!early && !child.canReadLine() && child.state() == QProcess::Running)
                child.waitForReadyRead(10'000);
            const qint64 delay = qint64(random() % 120);
            QElapsedTimer wait;
            wait.start();
            while (wait.elapsed() < delay && child.state() == QProcess::Running)
                child.waitForReadyRead(int(delay - wait.elapsed()) + 1);
            QVERIFY2(child.state() == QProcess::Running, qPrintable(m_context + u": the child quit by itself"_s));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished(10'000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        }
        const QStringList lines = QString::fromUtf8(child.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        follow(lines, last, expected);
        if (QTest::currentTestFailed())
            return;
        if (checkOnly) {
            QVERIFY2(!lines.isEmpty() && lines.first().startsWith(u"resumed "_s), qPrintable(m_context));
            break;
        }
        countKill(lines);
        checkFiles(expected, last);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(last && expected.game);
    qInfo(
        "%d kills in %.1f s: %d while playing, %d while autosaving, %d during Save As, %d during the exports, %d "
        "during undo and redo, %d before the resume; %d restarts redid an undone future",
        kills, double(total.elapsed()) / 1000, m_killsWhilePlaying, m_killsInAutosave, m_killsInSaveAs, m_killsInExport,
        m_killsInUndo, m_killsBeforeResume, m_futuresRedone);
}

// An autosave that no longer replays to the end (written by a later version, or damaged on a
// disk) used to be deleted at the next start; the turns before the damage are offered instead.
void TestCrash::damagedAutosaveOffersItsValidTurns()
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QLatin1StringView(test::kAutosaveName));
    std::vector<engine::TurnRecord> turns;
    {
        document::GameDocument doc;
        doc.setAutosavePath(autosave);
        doc.setConfirmTurns(false);
        doc.newGame(test::baseGame(11));
        engine::RandomPlayer player(11);
        for (int i = 0; i < 6; ++i)
            test::playDocumentTurn(doc, player);
        turns = doc.match().turns();
    }
    QFile file(autosave);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    const qsizetype fifth = text.indexOf("{\"turn\": 5,");
    const qsizetype x = text.indexOf("\"x\": ", fifth) + 5;
    QVERIFY(fifth > 0 && x > fifth);
    text.replace(x, text.indexOf(',', x) - x, "9999"); // far from the board: turn 5 no longer applies
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(text), text.size());
    file.close();

    ui::MainWindow w;
    w.document()->setAutosavePath(autosave);
    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    QVERIFY(w.offerResume());
    QVERIFY(w.document()->match().turns() == std::vector<engine::TurnRecord>(turns.begin(), turns.begin() + 4));
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"TesseraTests"_s);
    QApplication::setApplicationName(u"tst_crash"_s);
    const QStringList args = QApplication::arguments();
    if (args.size() == 5 && args[1] == u"--child"_s)
        return test::runCrashChild(args[2], args[3].toULongLong(), args[4] == u"check"_s);
    TestCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crash.moc"
