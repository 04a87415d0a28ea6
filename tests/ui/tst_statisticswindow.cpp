// The Statistics window (Game > Statistics) over games with known results, driven by mouse
// and keys: the menu opens it; a header click sorts; the filters choose the games counted; the
// chosen rows' scores are charted; a double click or Enter on a game opens the replay viewer;
// the table goes out as CSV; a folder of games is added with its bad files listed; Esc closes it;
// a file held by another program is said plainly. And in the game window: a damaged statistics
// file is reported, kept aside, and the game goes on.

#include "board/boardview.h"
#include "dialogs/recentfiles.h"
#include "document/translations.h"
#include "replay/replaywindow.h"
#include "statistics/scorehistorychart.h"
#include "statistics/statisticswindow.h"
#include "stats/folderimport.h"
#include "support/heldbyanotherprogram.h"
#include "support/modals.h"
#include "support/statsgames.h"
#include "window/elidedstatusmessage.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

using test::recordOfFile;
using test::scoringLog;

QStringList column(const QTableView *view, int c)
{
    QStringList texts;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        texts << view->model()->index(r, c).data().toString();
    return texts;
}

void clickHeader(QTableView *view, int section)
{
    QHeaderView *header = view->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(section) + header->sectionSize(section) / 2, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

QList<ui::ReplayWindow *> replayWindows()
{
    QList<ui::ReplayWindow *> windows;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *viewer = qobject_cast<ui::ReplayWindow *>(w); viewer && viewer->isVisible())
            windows << viewer;
    return windows;
}

// Answers the import's report with Ok, keeping what it said: the first message box to come
// (the file dialog and the progress dialog before it, modal too, are let pass).
void answerReport(test::BoxText *seen, QPointer<QWidget> passed = nullptr)
{
    test::onNextModal(
        [seen](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            if (!box)
                return answerReport(seen, modal);
            *seen = test::BoxText(box);
            box->button(QMessageBox::Ok)->click();
        },
        passed);
}

struct Window {
    QTemporaryDir dir;
    ui::MainWindow w;
    explicit Window(const QString &statisticsFile = QString())
    {
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.statistics()->setPath(statisticsFile.isEmpty() ? dir.filePath(u"statistics.sqlite"_s) : statisticsFile);
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }
};

} // namespace

class TestStatisticsWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the replay's copies too: never the player's folders
    }

    void cleanup()
    {
        document::setInterfaceLanguage(u"en"_s); // whatever a failed test left
        for (ui::ReplayWindow *viewer : replayWindows())
            delete viewer;
    }

    void menuOpensSortsFiltersChartsAndReplays()
    {
        Window t;
        // Ann beats Ben in four games (3-2, 6-3, 8-4, 4-2) a day apart, after one alone (9).
        const QDateTime firstDay(QDate(2026, 11, 1), QTime(18, 0), Qt::UTC);
        int day = 0;
        for (const char *file : {"solo-farm.json", "cloister-incomplete.json", "farms-third-edition.json",
                                 "farms-first-edition.json", "discarded-tile.json"}) {
            stats::GameRecord game = recordOfFile(scoringLog(file));
            game.played = firstDay.addDays(day++);
            QCOMPARE(t.w.statistics()->record(game), stats::StatsDatabase::Outcome::Added);
        }

        // Game > Statistics..., by the keyboard as a player would: Alt+G, then T.
        QTest::keyClick(&t.w, Qt::Key_G, Qt::AltModifier);
        QMenu *game = nullptr;
        QTRY_VERIFY((game = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QTest::keyClick(game, Qt::Key_T);
        ui::StatisticsWindow *window = nullptr;
        QTRY_VERIFY((window = t.w.findChild<ui::StatisticsWindow *>()) && window->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->problemText().isEmpty());

        QTableView *table = window->participantsView();
        QCOMPARE(table->model()->rowCount(), 2);
        QCOMPARE(column(table, 0), (QStringList{u"Ann"_s, u"Ben"_s})); // most games first
        QCOMPARE(column(table, 1), (QStringList{u"5"_s, u"4"_s}));
        QCOMPARE(column(table, 2), (QStringList{u"5"_s, u"0"_s}));
        QCOMPARE(table->model()->index(0, 4).data(Qt::EditRole).toDouble(), (3 + 6 + 8 + 4 + 9) / 5.0);
        QCOMPARE(table->model()->index(1, 4).data(Qt::EditRole).toDouble(), (2 + 3 + 4 + 2) / 4.0);
        QCOMPARE(table->model()->index(0, 5).data().toString(), u"9"_s);

        // Sorting by a header: by the average score one way, then the other.
        clickHeader(table, 4);
        const Qt::SortOrder first = table->horizontalHeader()->sortIndicatorOrder();
        QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), 4);
        const QStringList ascending{u"Ben"_s, u"Ann"_s}, descending{u"Ann"_s, u"Ben"_s};
        QCOMPARE(column(table, 0), first == Qt::AscendingOrder ? ascending : descending);
        clickHeader(table, 4);
        QCOMPARE(column(table, 0), first == Qt::AscendingOrder ? descending : ascending);

        // The chart follows the chosen rows: Ann's five games in the order they were played.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(table->model()->index(column(table, 0).indexOf(u"Ann"_s), 0)).center());
        QCOMPARE(window->chart()->series().size(), 1);
        QCOMPARE(window->chart()->series().first().name, u"Ann"_s);
        QCOMPARE(window->chart()->series().first().points.size(), 5);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier); // both rows
        QCOMPARE(window->chart()->series().size(), 2);
        // Along time: Ben's four games stand where Ann's last four do (her first she played
        // alone), and the axis says from when to when.
        const ui::ScoreHistoryChart *chart = window->chart();
        const int ann = chart->series()[0].name == u"Ann"_s ? 0 : 1, ben = 1 - ann;
        QCOMPARE(chart->series()[ben].points.size(), 4);
        for (int g = 0; g < 4; ++g)
            QCOMPARE(chart->pointOf(ben, g).x(), chart->pointOf(ann, g + 1).x());
        QCOMPARE(chart->firstLabel(), QLocale().toString(firstDay.toLocalTime().date(), QLocale::ShortFormat));
        QCOMPARE(chart->lastLabel(), QLocale().toString(firstDay.addDays(4).toLocalTime().date(), QLocale::ShortFormat));

        // Filters: one player (the solo game), then back to all and one tile set.
        QComboBox *players = window->playersFilter();
        QCOMPARE(players->count(), 3); // all, 1, 2
        players->setFocus();
        QTest::keyClick(players, Qt::Key_Down);
        QCOMPARE(players->currentData().toInt(), 1);
        QCOMPARE(column(table, 0), QStringList{u"Ann"_s});
        QCOMPARE(column(table, 1), QStringList{u"1"_s});
        QCOMPARE(window->gamesView()->model()->rowCount(), 1);
        QTest::keyClick(players, Qt::Key_Up);
        QCOMPARE(window->gamesView()->model()->rowCount(), 5);
        QComboBox *sets = window->ruleSetFilter();
        sets->setFocus();
        QTest::keyClick(sets, Qt::Key_Down);
        QCOMPARE(sets->currentData().toString(), u"A cloister and a road"_s);
        QCOMPARE(column(table, 1), (QStringList{u"1"_s, u"1"_s}));
        QTest::keyClick(sets, Qt::Key_Up);
        QCOMPARE(window->gamesView()->model()->rowCount(), 5);

        // A double click on a game opens it in the replay viewer, from the log kept; Enter too.
        QSettings().remove(u"files/recent"_s); // Recent Files as at a first start (the settings outlive a run)
        QTableView *games = window->gamesView();
        // (QTest's double click is the second click alone: the first comes before it, as a player's does.)
        const QPoint firstGame = games->visualRect(games->model()->index(0, 0)).center();
        QTest::mouseClick(games->viewport(), Qt::LeftButton, Qt::NoModifier, firstGame);
        QTest::mouseDClick(games->viewport(), Qt::LeftButton, Qt::NoModifier, firstGame);
        QTRY_COMPARE(replayWindows().size(), 1);
        ui::ReplayWindow *viewer = replayWindows().first();
        QVERIFY(viewer->hasGame());
        QVERIFY(viewer->problemText().isEmpty());
        QVERIFY(viewer->game().isOver());
        // Named as the game's own file (the newest: discarded-tile.json), not as the copy made for it.
        QCOMPARE(QFileInfo(viewer->filePath()).fileName(), u"discarded-tile.json"_s);
        QVERIFY2(viewer->windowTitle().startsWith(u"discarded-tile.json"_s), qPrintable(viewer->windowTitle()));
        // That copy is no file of the player's: Recent Files does not offer it.
        QVERIFY(!ui::RecentFiles::games()->files().contains(viewer->filePath()));
        games->setFocus();
        games->setCurrentIndex(games->model()->index(4, 0));
        QTest::keyClick(games, Qt::Key_Return);
        QTRY_COMPARE(replayWindows().size(), 2);
        for (ui::ReplayWindow *v : replayWindows())
            QVERIFY(v->hasGame());

        // The table as shown, as CSV: the Export button asks where.
        const QString csv = t.dir.filePath(u"table.csv"_s);
        test::answerFileDialog(csv);
        QTest::mouseClick(window->findChild<QPushButton *>(u"ExportButton"_s), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(csv));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.first(),
                 "Player,Games,Wins,Win rate,Average score,Best score,Roads,Cities,Cloisters,Farms,Goods,Fairy\r"_ba);
        QStringList rows;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            rows << table->model()->index(r, 0).data().toString();
        QVERIFY(lines[1].startsWith(rows[0].toUtf8() + ','));
        QVERIFY(lines.contains("Ann,5,5,100,6,9,0,0.8,0.6,4.6,0,0\r"_ba));
        QVERIFY(lines.contains("Ben,4,0,0,2.75,4,1,0,0,1.75,0,0\r"_ba));

        // In German: the window, the headers, the filters.
        document::setInterfaceLanguage(u"de"_s);
        QTRY_COMPARE(window->windowTitle(), u"Statistik \u2014 Tessera"_s); // a posted event
        QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(), u"Partien"_s);
        QCOMPARE(window->playersFilter()->itemText(0), u"Alle"_s);
        QCOMPARE(window->playersFilter()->itemText(2), u"2 Spieler"_s);
        document::setInterfaceLanguage(u"en"_s);
        QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(), u"Games"_s);
        QTRY_COMPARE(window->windowTitle(), u"Statistics \u2014 Tessera"_s);
    }

    // A computer that won is named in the Winner column as in the players' column and the game
    // window, with its level: one name for one seat.
    void computerWinnerIsNamedWithItsLevel()
    {
        Window t;
        stats::GameRecord game = recordOfFile(scoringLog("cloister-incomplete.json"));
        const auto winner = std::find_if(game.seats.begin(), game.seats.end(),
                                         [](const stats::SeatRecord &seat) { return seat.rank == 1; });
        QVERIFY(winner != game.seats.end());
        winner->computer = true;
        winner->level = document::ComputerLevel::Easy;
        const QString named = winner->name + u" (Easy)"_s;
        QCOMPARE(t.w.statistics()->record(game), stats::StatsDatabase::Outcome::Added);
        ui::StatisticsWindow *window = t.w.openStatistics();
        const QAbstractItemModel *games = window->gamesView()->model();
        QCOMPARE(games->rowCount(), 1);
        QCOMPARE(games->headerData(3, Qt::Horizontal).toString(), u"Winner"_s);
        QCOMPARE(games->index(0, 3).data().toString(), named);
        QVERIFY2(games->index(0, 2).data().toString().contains(named + u": "_s),
                 qPrintable(games->index(0, 2).data().toString()));
    }

    // A folder with good games, a damaged one and an unfinished one: the good ones counted,
    // the others listed with their reasons in the report.
    void folderIsAddedWithItsBadFilesListed()
    {
        Window t;
        QTemporaryDir folder;
        QVERIFY(QFile::copy(scoringLog("cloister-incomplete.json"), folder.filePath(u"one.json"_s)));
        QVERIFY(QFile::copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/city-pennant.jcz"),
                            folder.filePath(u"two.jcz"_s)));
        QVERIFY(QFile::copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/error-malformed.jcz"),
                            folder.filePath(u"three.jcz"_s)));
        ui::StatisticsWindow *window = t.w.openStatistics();
        QCOMPARE(window->participantsView()->model()->rowCount(), 0);
        test::BoxText report;
        test::answerFileDialog(folder.path());
        answerReport(&report);
        QTest::mouseClick(window->findChild<QPushButton *>(u"ImportButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!report.text.isEmpty());
        QCOMPARE(report.text, u"2 games added."_s);
        QCOMPARE(report.informative, u"1 file could not be counted (Show Details...)."_s);
        QVERIFY2(report.details.startsWith(QDir::toNativeSeparators(folder.filePath(u"three.jcz"_s)) + u": "_s),
                 qPrintable(report.details));
        QCOMPARE(window->participantsView()->model()->rowCount(), 2);
        QCOMPARE(window->gamesView()->model()->rowCount(), 2);
    }

    // The progress dialog's Stop ends the import at the next file; what was read stays counted.
    void importStops()
    {
        Window t;
        QTemporaryDir folder;
        QVERIFY(QFile::copy(scoringLog("cloister-incomplete.json"), folder.filePath(u"one.json"_s)));
        QVERIFY(QFile::copy(scoringLog("discarded-tile.json"), folder.filePath(u"two.json"_s)));
        QVERIFY(QFile::copy(scoringLog("farms-first-edition.json"), folder.filePath(u"three.json"_s)));
        QVERIFY(QFile::copy(scoringLog("farms-third-edition.json"), folder.filePath(u"four.json"_s)));
        ui::StatisticsWindow *window = t.w.openStatistics();
        // The dialog shows after the first file; from then on each step lets events through
        // (it is modal), and the first of them presses Stop: two files are read.
        window->setProgressDelay(0);
        QTimer stop;
        connect(&stop, &QTimer::timeout, window, [window, &stop] {
            if (auto *progress = window->findChild<QProgressDialog *>(u"ImportProgress"_s)) {
                QTest::mouseClick(progress->findChild<QPushButton *>(), Qt::LeftButton);
                stop.stop();
            }
        });
        stop.start(0);
        test::BoxText report;
        answerReport(&report);
        const stats::ImportTally tally = window->importFolder(folder.path());
        QVERIFY(!stop.isActive());
        QCOMPARE(tally.files(), 2);
        QCOMPARE(tally.added, 2);
        QCOMPARE(report.text, u"2 games added. Stopped after 2 files."_s);
        QCOMPARE(window->gamesView()->model()->rowCount(), 2);
    }

    // With nothing to chart, the chart says why: at a first start, where the games come from;
    // with games, that a row is to be chosen; with filters that leave none, so.
    void emptyChartSaysWhy()
    {
        Window t;
        ui::StatisticsWindow *window = t.w.openStatistics();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QCOMPARE(window->participantsView()->model()->rowCount(), 0);
        QVERIFY(window->chart()->series().isEmpty());
        QVERIFY2(window->chart()->hint().startsWith(u"No games counted yet."_s), qPrintable(window->chart()->hint()));
        QVERIFY(window->chart()->hint().contains(u"Add Folder of Games"_s)); // the button beside it
        auto *exportButton = window->findChild<QPushButton *>(u"ExportButton"_s);
        QVERIFY(exportButton && !exportButton->isEnabled()); // nothing to export
        stats::GameRecord solo = recordOfFile(scoringLog("solo-farm.json"));
        QCOMPARE(t.w.statistics()->record(solo), stats::StatsDatabase::Outcome::Added);
        stats::GameRecord duel = recordOfFile(scoringLog("cloister-incomplete.json"));
        QCOMPARE(t.w.statistics()->record(duel), stats::StatsDatabase::Outcome::Added);
        QTRY_COMPARE(window->participantsView()->model()->rowCount(), 2);
        QCOMPARE(window->chart()->series().size(), 1); // the first row, chosen to show something
        QVERIFY(exportButton->isEnabled());
        window->participantsView()->clearSelection();
        QVERIFY(window->chart()->series().isEmpty());
        QCOMPARE(window->chart()->hint(), u"Choose players in the table to see their scores."_s);
        // One player and the other game's tile set: no game is both.
        QVERIFY(solo.ruleSet != duel.ruleSet);
        QComboBox *players = window->playersFilter(), *sets = window->ruleSetFilter();
        players->setFocus();
        QTest::keyClick(players, Qt::Key_Down);
        QCOMPARE(players->currentData().toInt(), 1);
        sets->setFocus();
        while (sets->currentData().toString() != duel.ruleSet && sets->currentIndex() + 1 < sets->count())
            QTest::keyClick(sets, Qt::Key_Down);
        QCOMPARE(sets->currentData().toString(), duel.ruleSet);
        QCOMPARE(window->participantsView()->model()->rowCount(), 0);
        QCOMPARE(window->chart()->hint(), u"No games with these tile sets and players."_s);
    }

    // One game stands in the middle under its date and time; two hundred stay inside the plot,
    // in their order along time.
    void chartReadableWithOneGameAndWithTwoHundred()
    {
        ui::ScoreHistoryChart chart;
        chart.resize(600, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QDateTime start(QDate(2026, 3, 1), QTime(20, 15), Qt::UTC);
        chart.setSeries({{u"Ann"_s, Qt::red, {{start, 40}}}});
        QVERIFY(std::abs(chart.pointOf(0, 0).x() - chart.width() / 2.0) < chart.width() / 10.0);
        QCOMPARE(chart.firstLabel(),
                 QLocale().toString(start.toLocalTime().date(), QLocale::ShortFormat) + u' '
                     + start.toLocalTime().time().toString(u"hh:mm"_s));
        QVERIFY(chart.lastLabel().isEmpty());

        ui::ScoreHistoryChart::Series many{u"Ann"_s, Qt::red, {}};
        for (int g = 0; g < 200; ++g)
            many.points.append({start.addDays(g), 20 + g % 60});
        chart.setSeries({many});
        qreal before = -1;
        for (int g = 0; g < 200; ++g) {
            const QPointF at = chart.pointOf(0, g);
            QVERIFY(chart.rect().contains(at.toPoint()));
            QVERIFY(at.x() > before);
            before = at.x();
        }
        QVERIFY(!chart.lastLabel().contains(u':'));
        QVERIFY(!chart.grab().isNull());
    }

    // Held by another program: the window says so in a sentence, at once (not after waiting for
    // the lock at every look), and Esc closes it.
    void lockedFileIsSaidPlainlyAndEscCloses()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"statistics.sqlite"_s);
        test::HeldByAnotherProgram other(file, test::HeldByAnotherProgram::Table::Create);
        Window t(file);
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(&t.w, Qt::Key_G, Qt::AltModifier);
        QMenu *game = nullptr;
        QTRY_VERIFY((game = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QTest::keyClick(game, Qt::Key_T);
        QPointer<ui::StatisticsWindow> window;
        QTRY_VERIFY((window = t.w.findChild<ui::StatisticsWindow *>()) && window->isVisible());
        // One try of the lock (half a second), not one per part of the window.
        QVERIFY2(clock.elapsed() < 1200, qPrintable(u"%1 ms"_s.arg(clock.elapsed())));
        const QString problem = window->problemText();
        QVERIFY2(problem.contains(u"in use by another program"_s), qPrintable(problem));
        QVERIFY2(!problem.contains(u"locked"_s), qPrintable(problem));
        QCOMPARE(window->participantsView()->model()->rowCount(), 0);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QTest::keyClick(window->participantsView(), Qt::Key_Escape);
        QTRY_VERIFY(!window); // closed, and deleted as it closes
    }

    // A problem found while a dialog stands in front (the first start's new game, a kept game
    // read behind it) is said once the dialog has closed: said behind it, the cancelled
    // dialog's own status text took its place unseen.
    void problemFoundBehindADialogIsSaidAfterIt()
    {
        Window t;
        const QString problem = u"A game kept for later could not be read"_s;
        bool asked = false;
        test::onNextModal([&](QWidget *dialog) {
            asked = true;
            emit t.w.statistics()->problemFound(problem);
            QCoreApplication::processEvents();
            qobject_cast<QDialog *>(dialog)->reject();
        });
        t.w.newGame();
        QVERIFY(asked);
        QTRY_COMPARE(t.w.statusBar()->currentMessage(), problem);
        auto *warning = t.w.findChild<QLabel *>(u"StatisticsWarning"_s);
        QVERIFY(warning && warning->isVisible());
        QCOMPARE(warning->toolTip(), problem);
    }

    // A problem longer than the status bar's room is cut there with an ellipsis, its meaning
    // first; the mark's tool tip keeps it whole.
    void longProblemIsCutWithAnEllipsis()
    {
        Window t;
        t.w.resize(600, 500);
        QTRY_COMPARE(t.w.width(), 600);
        const QString problem =
            u"A game kept for later could not be read and is not counted; it is kept as "
            u"\u201cx.game.unreadable-20261205-001230\u201d in \u201c/home/someone/.local/share/"
            u"Tessera/Tessera/statistics.sqlite.pending\u201d"_s;
        emit t.w.statistics()->problemFound(problem);
        QTRY_VERIFY(t.w.statusBar()->currentMessage().startsWith(u"A game kept"_s));
        const QString shown = t.w.statusBar()->currentMessage();
        QVERIFY2(shown.endsWith(u'\u2026') && shown.size() < problem.size(), qPrintable(shown));
        QVERIFY2(problem.startsWith(shown.chopped(1)), qPrintable(shown));
        QVERIFY2(shown.startsWith(u"A game kept for later could not be read"_s), qPrintable(shown));
        QCOMPARE(t.w.findChild<QLabel *>(u"StatisticsWarning"_s)->toolTip(), problem);

        // Wider while it is shown: cut again to the new room, now whole; narrower: shorter again.
        t.w.resize(1600, 500);
        QTRY_COMPARE(t.w.statusBar()->currentMessage(), problem);
        t.w.resize(700, 500);
        QTRY_VERIFY(t.w.statusBar()->currentMessage().endsWith(u'\u2026'));
        QVERIFY(t.w.statusBar()->currentMessage().size() > shown.size());
        QVERIFY(problem.startsWith(t.w.statusBar()->currentMessage().chopped(1)));

        // Another message took its place: a resize leaves that one as it is.
        t.w.statusBar()->showMessage(u"Something else"_s);
        t.w.resize(1600, 500);
        QTRY_COMPARE(t.w.width(), 1600);
        QCOMPARE(t.w.statusBar()->currentMessage(), u"Something else"_s);
    }

    // A message shown until replaced (a timeout of 0) is cut again on a resize as well, and stays.
    void messageUntilReplacedIsCutAgainOnResize()
    {
        QStatusBar bar;
        bar.resize(300, 30);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        ui::ElidedStatusMessage message(&bar, [] { return 0; });
        const QString text = QString(u"word "_s).repeated(40).trimmed();
        message.show(text, 0);
        const QString narrow = bar.currentMessage();
        QVERIFY2(narrow.endsWith(u'\u2026') && text.startsWith(narrow.chopped(1)), qPrintable(narrow));
        bar.resize(2400, 30);
        QTRY_COMPARE(bar.currentMessage(), text);
        QTest::qWait(50);
        QCOMPARE(bar.currentMessage(), text); // not given a time by the refit
    }

    // A damaged statistics file: said in the status bar and marked there, kept aside; the
    // game's end goes on to the results, and the game is counted in a new file.
    void damagedFileIsReportedAndPlayGoesOn()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"statistics.sqlite"_s);
        {
            QFile damaged(file);
            QVERIFY(damaged.open(QIODevice::WriteOnly));
            damaged.write(QByteArray(8192, 'x'));
        }
        Window t(file);
        // A finished game of two turns, its last turn taken back and played again.
        QVERIFY(t.w.openFile(scoringLog("cloister-incomplete.json")));
        t.w.document()->undoTurn();
        QString results;
        test::onNextModal([&results](QWidget *dialog) {
            results = QString::fromLatin1(dialog->metaObject()->className());
            qobject_cast<QDialog *>(dialog)->reject();
        });
        engine::RandomPlayer player(3);
        test::playDocumentTurn(*t.w.document(), player);
        QCOMPARE(t.w.document()->stage(), document::GameDocument::Stage::GameOver);
        auto *warning = t.w.findChild<QLabel *>(u"StatisticsWarning"_s);
        QVERIFY(warning && warning->isVisible());
        QVERIFY2(warning->toolTip().contains(u"damaged"_s), qPrintable(warning->toolTip()));
        QVERIFY2(!warning->toolTip().contains(u"not a database"_s), qPrintable(warning->toolTip())); // a plain sentence
        QTRY_VERIFY(t.w.statusBar()->currentMessage().contains(u"damaged"_s));
        QTest::keyClick(t.w.view()->viewport(), Qt::Key_Space); // the final scoring ends: the results
        QTRY_COMPARE_WITH_TIMEOUT(results, u"tessera::ui::ResultsDialog"_s, 3000);
        QCOMPARE(QDir(dir.path()).entryList({u"statistics.sqlite.damaged-*"_s}).size(), 1);
        QCOMPARE(t.w.statistics()->database().games({}).size(), 1);
    }
};

QTEST_MAIN(TestStatisticsWindow)
#include "tst_statisticswindow.moc"
