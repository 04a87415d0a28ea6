// The game window's files as a player meets them: autosave and resume (a damaged, empty or
// failing autosave told, never lost), opening bad files, FIFOs and folders, exports (a
// JCloisterZone game, the board as a picture), Save and what New Game does to an unsaved game.

#include "gamewindowharness.h"

#include "board/boarddrawing.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "document/playersmodel.h"
#include "document/tilesleftmodel.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/filesizelimit.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "document/eventtext.h"
#include "document/jczimport.h"
#include "window/handtilebutton.h"
#include "window/mainwindow.h"
#include "editor/tileseteditor.h"
#include "replay/replaywindow.h"
#include "window/playerspanel.h"
#include "window/scoringlog.h"
#include "window/turnpanel.h"
#include "ui/art/figureart.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/dialogs/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QTableWidget>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QPushButton>
#include <QTemporaryDir>
#include <QFileDialog>
#include <QTest>
#include <QToolButton>

#include <set>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::test::gamewindow;
using Stage = document::GameDocument::Stage;

class TestGameFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTests"_s);
        QCoreApplication::setApplicationName(u"tst_gamefiles"_s);
    }

    void autosaveThenResumeReproducesThePosition()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        std::vector<engine::TurnRecord> turns;
        {
            Window t(7, false);
            t.doc()->setAutosavePath(autosave);
            for (int i = 0; i < 4; ++i) {
                t.placeOnFirstOpenPosition();
                QTest::keyClick(&t.w, Qt::Key_Space);
            }
            turns = t.doc()->match().turns();
            QCOMPARE(turns.size(), std::size_t(4));
            // The window is destroyed without saving, as in a crash.
        }
        ui::MainWindow again;
        again.document()->setAutosavePath(autosave);
        answerMessageBox(QMessageBox::Yes);
        QVERIFY(again.offerResume());
        QVERIFY(again.document()->match().turns() == turns);
        QCOMPARE(again.document()->stage(), Stage::Placing);
        QVERIFY(again.document()->filePath().isEmpty()); // never saved: Save asks where
    }

    // A saved game that was interrupted later comes back as that file's game, its newer turns
    // unsaved: Save writes them there without asking for a name.
    void aResumedGameKeepsItsFile()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        const QString file = dir.filePath(u"mine.tessera"_s);
        std::vector<engine::TurnRecord> turns;
        {
            Window t(9, false);
            t.doc()->setAutosavePath(autosave);
            t.placeOnFirstOpenPosition();
            QTest::keyClick(&t.w, Qt::Key_Space);
            QVERIFY(t.doc()->saveAs(file));
            t.placeOnFirstOpenPosition();
            QTest::keyClick(&t.w, Qt::Key_Space);
            turns = t.doc()->match().turns();
        }
        ui::MainWindow again;
        again.document()->setAutosavePath(autosave);
        answerMessageBox(QMessageBox::Yes);
        QVERIFY(again.offerResume());
        QCOMPARE(again.document()->filePath(), file);
        QVERIFY(again.document()->isModified());
        QVERIFY(again.windowTitle().startsWith(u"mine.tessera"_s));
        QVERIFY(again.document()->match().turns() == turns);
        QAction *save = menuAction(again, u"&Save"_s);
        QVERIFY(save);
        save->trigger(); // no file dialog: saved there
        QVERIFY(!again.document()->isModified());
        document::GameDocument reread;
        reread.open(file);
        QVERIFY(reread.match().turns() == turns);
        // Leaving the finished business removes the autosave and its note.
        again.document()->discardAutosave();
        QVERIFY(!QFileInfo::exists(autosave));
        QVERIFY(!QFileInfo::exists(document::GameDocument::belongsToPath(autosave)));
    }

    // A damaged autosave is never dropped without a word (issue 36): the player is told what
    // was found and a copy is kept beside it; the turns before the damage, if any, are offered.
    void aDamagedAutosaveIsToldAndKept()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        const auto kept = [&] {
            return QDir(dir.path()).entryList({u"autosave.tessera.damaged-*"_s}, QDir::System | QDir::Files);
        };
        {
            Window t(7, false);
            t.doc()->setAutosavePath(autosave);
            for (int i = 0; i < 3; ++i) {
                t.placeOnFirstOpenPosition();
                QTest::keyClick(&t.w, Qt::Key_Space);
            }
        }
        // Cut short (a full disk, a crash of the machine): no game can be read from it.
        QFile file(autosave);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray cut = file.readAll().left(int(file.size() * 3 / 4));
        QVERIFY(file.resize(cut.size()));
        file.close();
        {
            ui::MainWindow again;
            again.document()->setAutosavePath(autosave);
            BoxText seen;
            answerMessageBox(QMessageBox::Ok, &seen);
            QVERIFY(!again.offerResume());
            QCOMPARE(seen.title, u"Damaged Autosave"_s);
            QVERIFY2(seen.text.startsWith(u"The autosave of the interrupted game is damaged (JSON syntax error"_s),
                     qPrintable(seen.text));
            QCOMPARE(kept().size(), 1);
            QVERIFY2(seen.text.endsWith(u"a copy is kept as %1."_s.arg(QDir(dir.path()).filePath(kept().first()))),
                     qPrintable(seen.text));
            QFile copy(QDir(dir.path()).filePath(kept().first()));
            QVERIFY(copy.open(QIODevice::ReadOnly));
            QCOMPARE(copy.readAll(), cut);
            QVERIFY(!QFileInfo::exists(autosave));
        }
        // Damaged after its first turn: told and kept, and the first turn offered.
        QVERIFY(
            QFile::copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/malformed/turn-not-an-object.json"), autosave));
        {
            ui::MainWindow again;
            again.document()->setAutosavePath(autosave);
            BoxText seen;
            answerMessageBox(QMessageBox::Yes, &seen);
            QVERIFY(again.offerResume());
            QVERIFY2(seen.text.startsWith(u"The autosave of the interrupted game is damaged ($.turns[1]"_s),
                     qPrintable(seen.text));
            QVERIFY2(seen.text.endsWith(u"A game was interrupted after turn 1. Resume it where it stopped?"_s),
                     qPrintable(seen.text));
            QCOMPARE(again.document()->match().turns().size(), std::size_t(1));
            QCOMPARE(kept().size(), 2);
        }
        // A FIFO in its place: no wait for a writer, told, and moved aside.
        QFile::remove(autosave);
        QCOMPARE(mkfifo(QFile::encodeName(autosave).constData(), 0600), 0);
        {
            ui::MainWindow again;
            again.document()->setAutosavePath(autosave);
            BoxText seen;
            answerMessageBox(QMessageBox::Ok, &seen);
            QVERIFY(!again.offerResume());
            QVERIFY2(seen.text.contains(u"This is not a regular file (a FIFO)"_s), qPrintable(seen.text));
            QVERIFY(!QFileInfo::exists(autosave));
            QCOMPARE(kept().size(), 3);
        }
    }

    // An empty autosave is what discarding a game leaves where its folder lets nothing be
    // removed: nothing to offer and nothing to say.
    void anEmptyAutosaveOffersNothing()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        QFile file(autosave);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        ui::MainWindow again;
        again.document()->setAutosavePath(autosave);
        QVERIFY(!again.offerResume()); // a message box would wait here for an answer
        QVERIFY(QDir(dir.path()).entryList({u"autosave.tessera.*"_s}, QDir::Files).isEmpty());
    }

    // A game stopped before its first turn ended (killed with its first tile placed) is not
    // offered as "interrupted after turn 0": there is nothing to resume, and its autosave goes.
    void aGameWithoutATurnIsNotOffered()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        {
            Window t(7);
            t.doc()->setAutosavePath(autosave);
            t.doc()->newGame(test::baseGame(7)); // autosaved as it begins
            t.placeOnFirstOpenPosition();        // the turn not confirmed: the window is killed here
            QVERIFY(QFileInfo(autosave).size() > 0);
            t.doc()->setAutosavePath(QString()); // what a kill leaves behind stays
        }
        QVERIFY(QFileInfo(autosave).size() > 0);
        ui::MainWindow again;
        again.document()->setAutosavePath(autosave);
        QVERIFY(!again.offerResume()); // a message box would wait here for an answer
        QVERIFY(!again.document()->hasGame());
        QVERIFY(!QFileInfo::exists(autosave) || QFileInfo(autosave).size() == 0);
    }

    // A failing autosave shows in the status bar once, with the file and why in its tool tip.
    void aFailingAutosaveIsShown()
    {
        Window t(5, false);
        auto *warning = t.w.findChild<QLabel *>(u"AutosaveWarning"_s);
        QVERIFY(warning);
        QVERIFY(!warning->isVisible());
        {
            test::FileSizeLimit limit(256);
            QVERIFY(limit.ok());
            t.placeOnFirstOpenPosition();
            QTest::keyClick(&t.w, Qt::Key_Space);
        }
        QVERIFY(warning->isVisible());
        QCOMPARE(warning->text(), u"Autosave failed"_s);
        QVERIFY2(warning->toolTip().endsWith(u": File too large"_s), qPrintable(warning->toolTip()));
        // Said in the status bar too, whole or cut with an ellipsis to the room there.
        const QString said = t.w.statusBar()->currentMessage();
        QVERIFY2(said == warning->toolTip() || (said.endsWith(u'\u2026') && warning->toolTip().startsWith(said.chopped(1))),
                 qPrintable(said));
        t.placeOnFirstOpenPosition();
        QTest::keyClick(&t.w, Qt::Key_Space);
        QVERIFY(!warning->isVisible());
    }

    // A file that cannot be opened says which file, where in it and why, without a click
    // more, under a short title; the new, unsaved game on the board stays, and the message
    // says so (it used to claim a game was shown up to its last valid turn).
    void openingABadFileSaysWhereAndWhy()
    {
        Window t(3);
        t.placeOnFirstOpenPosition();
        QTest::keyClick(&t.w, Qt::Key_Space);
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
        QVERIFY(t.doc()->isModified() && t.doc()->filePath().isEmpty());
        const auto turns = t.doc()->match().turns();

        const QString bad = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/malformed/duplicate-key-in-turn.json");
        BoxText seen;
        answerMessageBox(QMessageBox::Ok, &seen);
        QVERIFY(!t.w.openFile(bad));
        QCOMPARE(seen.title, u"Cannot Open Game"_s);
        QCOMPARE(seen.text, u"“duplicate-key-in-turn.json” could not be opened."_s);
        QVERIFY2(seen.informative.startsWith(
                     u"$.turns[1].x: This key appears twice in its object; a file must say each thing once."_s),
                 qPrintable(seen.informative));
        QVERIFY2(seen.informative.contains(u"stays as it was"_s), qPrintable(seen.informative));
        QVERIFY(seen.details.startsWith(bad + u'\n'));
        QVERIFY(t.doc()->match().turns() == turns);
        QVERIFY(t.doc()->filePath().isEmpty());
    }

    // `tessera f.json` (or Open) on a FIFO: said at once, nothing waits for a writer (issue 36).
    void openingAFifoSaysWhatItIs()
    {
        Window t(3);
        const QString fifo = t.dir.filePath(u"f.json"_s);
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        BoxText seen;
        answerMessageBox(QMessageBox::Ok, &seen);
        QVERIFY(!t.w.openFile(fifo));
        QCOMPARE(seen.text, u"“f.json” could not be opened."_s);
        QVERIFY2(seen.informative.startsWith(u"This is not a regular file (a FIFO): only regular files are read."_s),
                 qPrintable(seen.informative));
    }

    // A folder given as `logs/` (the shell's completion) is named in the message, not "“”".
    void openingAFolderNamesIt()
    {
        Window t(3);
        QVERIFY(QDir(t.dir.path()).mkdir(u"logs"_s));
        BoxText seen;
        answerMessageBox(QMessageBox::Ok, &seen);
        QVERIFY(!t.w.openFile(t.dir.filePath(u"logs/"_s)));
        QCOMPARE(seen.text, u"“logs” could not be opened."_s);
        QVERIFY2(seen.informative.startsWith(u"This is not a regular file (a folder)"_s), qPrintable(seen.informative));
    }

    // A log whose second turn is damaged opens with its first turn, and the message says so,
    // with the problem.
    void openingALogWithAValidPrefixSaysWhatIsShown()
    {
        Window t(3);
        const QString damaged = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/malformed/turn-not-an-object.json");
        BoxText seen;
        answerMessageBox(QMessageBox::Ok, &seen);
        QVERIFY(!t.w.openFile(damaged));
        QCOMPARE(seen.title, u"Game Opened in Part"_s);
        QCOMPARE(seen.text, u"“turn-not-an-object.json” has a problem: the game is shown up to turn 1."_s);
        QVERIFY2(seen.informative.startsWith(u"$.turns[1]: Turn 2: a turn must be an object."_s),
                 qPrintable(seen.informative));
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
        QVERIFY(t.doc()->filePath().isEmpty()); // never written over
    }

    // Game > Export is grey while it has nothing to export (no game), as its items are.
    void theExportMenuIsGreyWithoutAGame()
    {
        ui::MainWindow empty;
        QAction *exportMenu = menuAction(empty, u"&Export"_s);
        QVERIFY(exportMenu && exportMenu->menu());
        QVERIFY(!exportMenu->isEnabled());
        Window t(5, false);
        QVERIFY(menuAction(t.w, u"&Export"_s)->isEnabled());
        QVERIFY(menuAction(t.w, u"&Export"_s)->menu()->actions().value(0)->isEnabled());
    }

    // Game > Export > JCloisterZone Game: the file asked for gets a .jcz that opens as the same
    // game; a game JCloisterZone cannot express is refused with the reason before any file is
    // asked for, and nothing is written.
    void exportsAJCloisterZoneGame()
    {
        Window t(5, false);
        engine::RandomPlayer player(5);
        for (int turn = 0; turn < 8; ++turn)
            test::playDocumentTurn(*t.doc(), player);
        QAction *exportMenu = menuAction(t.w, u"&Export"_s);
        QVERIFY(exportMenu && exportMenu->menu());
        QAction *jcz = exportMenu->menu()->actions().value(1);
        QVERIFY(jcz && jcz->isEnabled());
        QCOMPARE(jcz->objectName(), u"exportJczAction"_s);
        const QString path = t.dir.filePath(u"eight turns"_s); // the dialog adds ".jcz"
        test::answerFileDialog(path);
        jcz->trigger();
        const document::LoadedGame loaded = document::importJcz(path + u".jcz"_s);
        QVERIFY2(loaded.ok(), loaded.issues.isEmpty() ? "" : qPrintable(loaded.issues.first().message));
        QCOMPARE(loaded.match->turns().size(), t.doc()->match().turns().size());
        for (int p = 0; p < 2; ++p)
            QCOMPARE(loaded.match->game().score(p), t.doc()->game().score(p));
        QVERIFY(t.w.statusBar()->currentMessage().contains(u"eight turns.jcz"_s));

        document::GameInfo three = test::baseGame(6);
        three.rules.handSize = 3;
        Window h(three, false);
        BoxText seen;
        answerMessageBox(QMessageBox::Ok, &seen);
        QAction *refused = menuAction(h.w, u"&Export"_s)->menu()->actions().value(1);
        refused->trigger();
        QCOMPARE(seen.title, u"Cannot Export Game"_s);
        QVERIFY2(seen.informative.contains(u"hand of three"_s), qPrintable(seen.informative));
        QString error;
        QVERIFY(!h.w.exportJcz(h.dir.filePath(u"three.jcz"_s), &error));
        QVERIFY(error.contains(u"hand of three"_s));
        QVERIFY(!QFile::exists(h.dir.filePath(u"three.jcz"_s)));
    }

    // Game > Open in Replay Viewer with a game on the board shows that game (no file asked
    // for), at its position, named as the game window names it; stepping back in the viewer
    // leaves the game window's game where it is.
    void openInReplayViewerShowsThisGame()
    {
        Window t(5, false);
        engine::RandomPlayer player(5);
        for (int turn = 0; turn < 6; ++turn)
            test::playDocumentTurn(*t.doc(), player);
        QVERIFY(menuAction(t.w, u"Open in Replay &Viewer"_s)); // no "...": it asks for nothing
        QAction *open = menuAction(t.w, u"Open in Replay &Viewer"_s);
        QVERIFY(open && open->isEnabled());
        open->trigger(); // a file dialog here would time the test out
        QPointer<ui::ReplayWindow> viewer;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *replay = qobject_cast<ui::ReplayWindow *>(w); replay && replay->isVisible())
                viewer = replay;
        QVERIFY(viewer);
        QCOMPARE(viewer->turns(), 6);
        QCOMPARE(viewer->turn(), 6);
        QVERIFY(viewer->position().turns() == t.doc()->match().turns());
        for (int p = 0; p < 2; ++p)
            QCOMPARE(viewer->game().score(p), t.doc()->game().score(p));
        QVERIFY2(viewer->windowTitle().startsWith(u"New game"_s), qPrintable(viewer->windowTitle()));
        QCOMPARE(viewer->statusBar()->currentMessage(), u"The game being played: 6 turns"_s); // not "Open a game"
        viewer->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(viewer));
        QTest::keyClick(viewer, Qt::Key_Home);
        QCOMPARE(viewer->turn(), 0);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(6));
        viewer->close();
    }

    // A game opened shows its latest scoring events, as a game played does (the log showed its
    // first ones, the final scoring out of sight).
    void anOpenedGameShowsItsLatestScoring()
    {
        QTemporaryDir dir;
        const QString file = [&dir] {
            Window t(12, false);
            engine::RandomPlayer player(12);
            while (t.doc()->stage() != Stage::GameOver)
                test::playDocumentTurn(*t.doc(), player);
            const QString path = dir.filePath(u"finished.tessera"_s);
            return t.doc()->saveAs(path) ? path : QString();
        }();
        Window t(3, false);
        auto *log = t.w.findChild<ui::ScoringLog *>();
        QVERIFY(log);
        QVERIFY(t.w.openFile(file));
        QCOMPARE(t.doc()->stage(), Stage::GameOver);
        QTRY_VERIFY(log->verticalScrollBar()->maximum() > 0);
        QTRY_COMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum());
        const QModelIndex last = log->model()->index(log->model()->rowCount() - 1, 0);
        QVERIFY(log->viewport()->rect().intersects(log->visualRect(last)));
    }

    // A JCloisterZone game is called by its file's name (it was "New game"); Save asks for a
    // Tessera file (it never writes over the .jcz) and offers the game's own name.
    void aJCloisterZoneGameKeepsItsName()
    {
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz")));
        QVERIFY2(w.windowTitle().startsWith(u"road-scoring.jcz"_s), qPrintable(w.windowTitle()));
        QString offered;
        test::onNextModal([&offered](QWidget *dialog) {
            auto *files = qobject_cast<QFileDialog *>(dialog);
            QVERIFY(files);
            offered = files->selectedFiles().value(0);
            files->reject();
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(QFileInfo(offered).fileName(), u"road-scoring.tessera"_s);
        QVERIFY(w.document()->filePath().isEmpty());
    }

    // The export shows the placed tiles with a margin of a quarter tile all round (128 pixels
    // a tile): no open position is marked in it, and the markers of the turn (hotspots) leave
    // no trace.
    void exportShowsTheTilesOnlyWithAMargin()
    {
        Window t(3, false);
        auto openInside = [&t] {
            const engine::Board::Bounds b = t.doc()->game().board().bounds();
            int inside = 0;
            for (const engine::Position &p : t.scene()->openPositions())
                inside += p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY ? 1 : 0;
            return inside;
        };
        // Turns without followers until a marked position lies inside the board's rectangle.
        for (int turn = 0; turn < 30 && (turn < 2 || openInside() == 0); ++turn) {
            t.placeOnFirstOpenPosition();
            QCOMPARE(t.doc()->stage(), Stage::Deploying);
            QTest::keyClick(&t.w, Qt::Key_Space);
        }
        QVERIFY(openInside() > 0);

        // Hotspots on the board, then the next tile's marked positions: the same picture.
        t.placeOnFirstOpenPosition();
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        const QString deploying = t.dir.filePath(u"deploying.png"_s);
        QVERIFY(t.w.exportBoard(deploying));
        QTest::keyClick(&t.w, Qt::Key_Space);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        const QString placing = t.dir.filePath(u"placing.png"_s);
        QVERIFY(t.w.exportBoard(placing));
        const QImage image(placing);
        QCOMPARE(QImage(deploying), image);

        const engine::Board &board = t.doc()->game().board();
        const engine::Board::Bounds b = board.bounds();
        const int columns = b.maxX - b.minX + 1;
        const int rows = b.maxY - b.minY + 1;
        QCOMPARE(image.size(), QSize(columns * 128 + 64, rows * 128 + 64));

        // The pixel of a scene point: the picture starts a quarter tile before the first tile.
        const QPointF origin = ui::BoardScene::tileRectOf({b.minX, b.minY}).topLeft() - QPointF(25, 25);
        auto pixel = [&](QPointF scene) { return image.pixel(((scene - origin) * 1.28).toPoint()); };
        for (int x = 2; x < image.width(); x += 16) // the margin is empty
            QCOMPARE(qAlpha(image.pixel(x, 2)), 0);
        for (const engine::PlacedTile &placed : board.placed())
            QVERIFY(qAlpha(pixel(cellCentre(placed.pos))) > 0);
        int checked = 0;
        for (const engine::Position &open : t.scene()->openPositions()) {
            if (open.x < b.minX || open.x > b.maxX || open.y < b.minY || open.y > b.maxY)
                continue;
            const QRectF cell = ui::BoardScene::tileRectOf(open);
            for (const QPointF &at : {cell.center(), cell.topLeft() + QPointF(8, 8), cell.bottomRight() - QPointF(8, 8)})
                QCOMPARE(qAlpha(pixel(at)), 0); // no marker, no preview
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void savingSaysWhereInTheStatusBar()
    {
        Window t(5, false);
        t.placeOnFirstOpenPosition();
        QTest::keyClick(&t.w, Qt::Key_Space);
        const QString path = t.dir.filePath(u"my game.tessera"_s);
        QVERIFY(t.doc()->saveAs(path));
        t.placeOnFirstOpenPosition();
        QTest::keyClick(&t.w, Qt::Key_Space);
        QVERIFY(t.doc()->isModified());
        QTest::keyClick(&t.w, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!t.doc()->isModified());
        QCOMPARE(t.w.statusBar()->currentMessage(), u"Saved to my game.tessera"_s);
    }

    // A new game without a turn has nothing to lose: New Game goes straight to its dialog.
    void noSaveQuestionForAGameWithoutTurns()
    {
        Window t(5);
        QVERIFY(t.doc()->isModified() && t.doc()->match().turns().empty());
        QString first;
        onNextModal([&first](QWidget *modal) {
            first = QString::fromLatin1(modal->metaObject()->className());
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Cancel)->click();
            else
                qobject_cast<QDialog *>(modal)->reject();
        });
        QTest::keyClick(&t.w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(first, u"tessera::ui::NewGameDialog"_s);
    }

    // A finished game that was not saved is not dropped on New Game: Save / Discard / Cancel.
    void aFinishedUnsavedGameIsNotDroppedOnNewGame()
    {
        Window t(8, false);
        engine::RandomPlayer player(8);
        while (t.doc()->stage() == Stage::Placing)
            test::playDocumentTurn(*t.doc(), player);
        QCOMPARE(t.doc()->stage(), Stage::GameOver);
        QCOMPARE(t.w.statusBar()->currentMessage(), u"No tiles left: final scoring"_s); // while it plays
        QVERIFY(t.doc()->isModified());
        const auto turns = t.doc()->match().turns().size();

        BoxText seen;
        answerMessageBox(QMessageBox::Cancel, &seen);
        QTest::keyClick(&t.w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(seen.title, u"Finished Game Not Saved"_s);
        QVERIFY2(seen.text.contains(u"finished game has not been saved"_s), qPrintable(seen.text));
        QCOMPARE(t.doc()->stage(), Stage::GameOver); // Cancel: the game stays
        QCOMPARE(t.doc()->match().turns().size(), turns);

        // Discard: on to the new-game dialog.
        t.w.activateWindow(); // the keys reach the window's shortcuts again
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        QString next;
        onNextModal([&next](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            onNextModal(
                [&next](QWidget *dialog) {
                    next = QString::fromLatin1(dialog->metaObject()->className());
                    qobject_cast<QDialog *>(dialog)->reject();
                },
                box);
            box->button(QMessageBox::Discard)->click();
        });
        QTest::keyClick(&t.w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(next, u"tessera::ui::NewGameDialog"_s);
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
