// Lessons in the game window, driven with the mouse as a new player drives them: every step's
// target lit, a wrong move (another square, the right square turned the wrong way, another
// feature, a figure where none is asked for) explained with the step staying, the right move
// going on, the other player's moves played by the lesson, the end and Finish; Esc leaving at
// once without a question, to a status message or, after the first start's lesson, the
// new-game dialog; Undo, Redo and the History window resting meanwhile; no statistics; the
// offer at the first start (once, and Not Now); the menu's titles; the links from the help's
// rules and from the new-game dialog (one per expansion chosen).

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/deploymentmarkers.h"
#include "dialogs/helpdialog.h"
#include "dialogs/newgamedialog.h"
#include "document/lesson.h"
#include "document/translations.h"
#include "lessons/lessonlight.h"
#include "lessons/lessonpanel.h"
#include "lessons/lessonrunner.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

struct LessonWindow {
    QTemporaryDir dir;
    ui::MainWindow w;
    LessonWindow()
    {
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.lesson()->setPace(5);
    }
    void activate()
    {
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
    }
    ui::LessonRunner *runner() { return w.lesson(); }
    ui::LessonPanel *panel() { return w.findChild<ui::LessonPanel *>(); }
    ui::BoardView *view() { return w.view(); }
    ui::BoardScene *scene() { return w.scene(); }
    document::GameDocument *doc() { return w.document(); }

    // Help > Learn to Play > the lesson, as from the menu.
    void startFromMenu(const QString &id)
    {
        auto *a = w.findChild<QAction *>(u"lesson-"_s + id);
        QVERIFY(a);
        a->trigger();
    }
    // Waits for step `step` to wait for the learner (or the end of the game); the step waiting then
    // (the caller compares it: a timeout shows there as another step).
    int waitForStep(int step)
    {
        [[maybe_unused]] const bool reached = QTest::qWaitFor(
            [&] { return runner()->waitingStep() == step || doc()->stage() == Stage::GameOver; }, 5000);
        return runner()->waitingStep();
    }
    QPoint at(QPointF scenePoint)
    {
        view()->ensureVisible(QRectF(scenePoint, QSizeF(1, 1)), 80, 80);
        return view()->mapFromScene(scenePoint);
    }
    void hover(engine::Position p)
    {
        const QPoint point = at(ui::BoardScene::tileRectOf(p).center());
        QTest::mouseMove(view()->viewport(), point + QPoint(1, 1));
        QTest::mouseMove(view()->viewport(), point);
    }
    void click(QPointF scenePoint, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(view()->viewport(), button, Qt::NoModifier, at(scenePoint));
    }
    // Hovers the square, turns the preview with right clicks to `rotation` (as it looks), clicks.
    void place(engine::Position p, int rotation)
    {
        hover(p);
        const int distinct = doc()->game().catalog().tile(doc()->handTile()).distinctRotations;
        for (int i = 0; i < 4 && scene()->preview() && (scene()->preview()->rotation - rotation) % distinct != 0; ++i)
            click(ui::BoardScene::tileRectOf(p).center(), Qt::RightButton);
        click(ui::BoardScene::tileRectOf(p).center());
    }
    void deploy(engine::Deployment d)
    {
        const auto spot = scene()->deploymentMarkers()->hotspotPosition(d, view()->zoom());
        QVERIFY(spot);
        click(*spot);
    }
    void clickNoFollower()
    {
        for (QPushButton *b : w.turnPanel()->findChildren<QPushButton *>())
            if (b->text() == ui::TurnPanel::tr("&No follower") && b->isVisible()) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        QFAIL("no No follower button");
    }
};

QString en(const document::LessonText &text)
{
    return document::lessonText(text, u"en"_s);
}

// A wrong move was explained and taken back: the same step waits, with its explanation.
void expectExplained(LessonWindow &t, int step, const QString &explanation)
{
    QTRY_COMPARE(t.panel()->explanation(), explanation);
    QVERIFY(t.panel()->isExplaining());
    QCOMPARE(t.waitForStep(step), step);
}

// A wrong move of the kind the step allows, then the right one, all with the mouse.
void playStep(LessonWindow &t, int index, bool tryWrongFirst)
{
    const document::Lesson &lesson = t.runner()->lesson();
    const document::LessonStep &step = lesson.steps[std::size_t(index)];
    const engine::Decision &d = step.decision;
    // The step's target is lit, and its instruction shown.
    QCOMPARE(t.panel()->instruction(), en(step.say));
    if (step.light) {
        QVERIFY(t.runner()->light()->isLit());
        QCOMPARE(t.runner()->light()->target()->at, step.light->at);
    }
    switch (d.kind) {
    case engine::DecisionKind::Place: {
        if (tryWrongFirst) {
            const auto &open = t.scene()->openPositions();
            const auto other = std::find_if(open.begin(), open.end(),
                                            [&](engine::Position p) { return !(p == d.placement.pos); });
            if (other != open.end()) {
                const std::size_t tilesBefore = t.doc()->game().board().placed().size();
                t.place(*other, t.scene()->fittingRotations(*other).front());
                expectExplained(t, index, en(step.wrong));
                QCOMPARE(t.doc()->game().board().placed().size(), tilesBefore); // taken back
                QCOMPARE(t.doc()->stage(), Stage::Placing);
            }
            const auto fits = t.scene()->fittingRotations(d.placement.pos);
            const int distinct = t.doc()->game().catalog().tile(d.tile).distinctRotations;
            const auto turned = std::find_if(fits.begin(), fits.end(),
                                             [&](int r) { return (r - d.placement.rotation) % distinct != 0; });
            if (turned != fits.end()) {
                t.place(d.placement.pos, *turned);
                expectExplained(t, index, en(step.wrongRotation.isEmpty() ? step.wrong : step.wrongRotation));
            }
        }
        t.place(d.placement.pos, d.placement.rotation);
        break;
    }
    case engine::DecisionKind::Deploy:
    case engine::DecisionKind::Pass: {
        std::vector<engine::Deployment> legal;
        t.doc()->game().legalDeployments(legal);
        const auto other = std::find_if(legal.begin(), legal.end(), [&](const engine::Deployment &l) {
            return d.kind != engine::DecisionKind::Deploy || !(l == d.deployment);
        });
        if (tryWrongFirst && other != legal.end()) {
            t.deploy(*other);
            expectExplained(t, index, en(step.wrong));
            QCOMPARE(t.doc()->stage(), Stage::Deploying); // the choice undone, the tile still there
        }
        if (d.kind == engine::DecisionKind::Deploy)
            t.deploy(d.deployment);
        else
            t.clickNoFollower();
        break;
    }
    case engine::DecisionKind::DragonStep: {
        const auto &open = t.scene()->openPositions(); // where the dragon may fly
        const auto other = std::find_if(open.begin(), open.end(), [&](engine::Position p) { return !(p == d.at); });
        if (tryWrongFirst && other != open.end()) {
            const engine::Position dragonBefore =
                t.doc()->game().board().placed()[t.doc()->game().moduleState().princessDragon.dragon].pos;
            t.click(ui::BoardScene::tileRectOf(*other).center());
            expectExplained(t, index, en(step.wrong));
            QCOMPARE(t.doc()->game().board().placed()[t.doc()->game().moduleState().princessDragon.dragon].pos,
                     dragonBefore);
        }
        t.click(ui::BoardScene::tileRectOf(d.at).center());
        break;
    }
    case engine::DecisionKind::RemoveKnight:
    case engine::DecisionKind::MoveFairy: {
        std::vector<engine::Deployment> legal;
        t.doc()->game().legalDeployments(legal);
        if (tryWrongFirst && !legal.empty()) {
            t.deploy(legal.front());
            expectExplained(t, index, en(step.wrong));
        }
        const auto spot = t.scene()->deploymentMarkers()->insteadPosition(d, t.view()->zoom());
        QVERIFY(spot);
        t.click(*spot);
        break;
    }
    default:
        QFAIL("a kind of step this test does not play");
    }
}

// The lesson running plays on to its end, each step with the mouse.
void playToTheEnd(LessonWindow &t, bool tryWrongMoves)
{
    QVERIFY(t.runner()->isRunning());
    QVERIFY(t.w.findChild<QDockWidget *>(u"LessonDock"_s)->isVisible());
    const int steps = int(t.runner()->lesson().steps.size());
    for (int expected = 0; expected < steps; ++expected) {
        const int step = t.waitForStep(expected);
        if (step != expected)
            qWarning() << "stage" << t.doc()->stage() << "explaining" << t.panel()->explanation() << "tiles"
                       << t.doc()->game().board().placed().size() << "turn" << t.doc()->match().turns().size();
        QCOMPARE(step, expected);
        playStep(t, step, tryWrongMoves);
        if (QTest::currentTestFailed())
            return;
    }
    QTRY_COMPARE(t.doc()->stage(), Stage::GameOver);
    QTRY_VERIFY(t.panel()->finishButton()->isVisible());
    QCOMPARE(t.panel()->instruction(), en(t.runner()->lesson().end));
    QCOMPARE(t.doc()->match().turns().size(),
             t.runner()->lesson().script.turnsTo(t.runner()->lesson().script.cursor()).size());
    QVERIFY(!QApplication::activeModalWidget()); // no results dialog in a lesson
}

void playWholeLesson(LessonWindow &t, const QString &id, bool tryWrongMoves)
{
    t.startFromMenu(id);
    playToTheEnd(t, tryWrongMoves);
}

// Answers the new-game dialog, once it is up, with Cancel; counts it in `shown`.
void cancelNextNewGameDialog(int *shown, QPointer<QWidget> closing = nullptr)
{
    test::onNextModal(
        [shown](QWidget *dialog) {
            QVERIFY2(qobject_cast<ui::NewGameDialog *>(dialog), dialog->metaObject()->className());
            ++*shown;
            qobject_cast<QDialog *>(dialog)->reject();
        },
        closing);
}

// Presses keys in the board as a player does; the window's shortcuts take them.
void press(LessonWindow &t, Qt::Key key, Qt::KeyboardModifiers modifiers, int times = 1)
{
    for (int i = 0; i < times; ++i)
        QTest::keyClick(t.view()->viewport(), key, modifiers);
    QTest::qWait(20); // anything the keys started (the lesson's checks) has run
}

// Ticks a tile set's box in the new-game dialog by mouse, as a player choosing those tiles now
// (unticked first when the dialog remembered it ticked); null when the dialog has no such box.
QCheckBox *chooseTileSet(QWidget *dialog, const QString &id)
{
    auto *box = dialog->findChild<QCheckBox *>(u"tileSet_"_s + id);
    if (!box)
        return nullptr;
    if (box->isChecked())
        box->click();
    box->click();
    return box;
}

} // namespace

class TestLessonWindow : public QObject {
    Q_OBJECT

private slots:
    void init() { document::setInterfaceLanguage(u"en"_s); }
    void baseLessonWithWrongMoves();
    void everyLessonByMouse_data();
    void everyLessonByMouse();
    void wrongMoveThatEndsTheTurn();
    void escapeLeavesAtOnce();
    void anotherGameEndsTheLesson();
    void firstStartOffersTheLessonOnce();
    void firstStartNotNowOpensTheNewGameDialog();
    void leavingTheFirstStartLessonOpensTheNewGameDialog_data();
    void leavingTheFirstStartLessonOpensTheNewGameDialog();
    void leavingALessonSaysWhatNext();
    void undoAndRedoRestWhileALessonRuns();
    void historyWindowRestsWhileALessonRuns();
    void finishedLessonIsNotCounted();
    void learnToPlayMenuShowsTitlesAsWritten();
    void lessonSpeaksTheInterfaceLanguage();
    void rulesLinkToLessons();
    void newGameDialogOffersAnExpansionsLessonOnce();
    void newGameDialogOffersEachExpansionChosen();
    void lessonFromTheNewGameDialogAsksOnce();
};

void TestLessonWindow::baseLessonWithWrongMoves()
{
    LessonWindow t;
    playWholeLesson(t, u"base"_s, true);
    // The wrong moves left nothing behind: the game is the script's, turn for turn.
    const auto script = t.runner()->lesson().script.turnsTo(t.runner()->lesson().script.cursor());
    for (std::size_t i = 0; i < script.size(); ++i)
        QVERIFY(t.doc()->match().turns()[i].decisions == script[i].decisions);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(t.doc()->game().score(0), 20); // Ann: city 8, road 4, cloister 5, farm 3
    QCOMPARE(t.doc()->game().score(1), 7);
    QTest::mouseClick(t.panel()->finishButton(), Qt::LeftButton);
    QVERIFY(!t.runner()->isRunning());
    QVERIFY(!t.doc()->hasGame());
    QVERIFY(!t.w.findChild<QDockWidget *>(u"LessonDock"_s)->isVisible());
}

void TestLessonWindow::everyLessonByMouse_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : document::builtinLessonIds())
        if (id != u"base"_s) // baseLessonWithWrongMoves plays it
            QTest::newRow(qPrintable(id)) << id;
}

void TestLessonWindow::everyLessonByMouse()
{
    QFETCH(QString, id);
    LessonWindow t;
    playWholeLesson(t, id, true);
}

// The dragon flown into a dead end ends its flight and the turn at once: the turn is played
// again without that step, and the script is the game's line again (a turn played after an undo
// would take its place). A variant of the Princess & the Dragon lesson: Ben's thief south of the
// volcano, a dead end; the script flies west, Ben on to the north.
void TestLessonWindow::wrongMoveThatEndsTheTurn()
{
    QFile file(document::builtinLessonPath(u"princess-dragon"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonObject game = root.value(u"game"_s).toObject();
    QJsonArray turns = game.value(u"turns"_s).toArray();
    const auto edit = [&turns](int turn, const std::function<void(QJsonArray &)> &change) {
        QJsonObject t = turns[turn].toObject();
        QJsonArray decisions = t.value(u"decisions"_s).toArray();
        change(decisions);
        t.insert(u"decisions"_s, decisions);
        turns[turn] = t;
    };
    edit(1, [](QJsonArray &d) {
        QJsonObject place = d[1].toObject();
        place.insert(u"x"_s, 1);
        place.insert(u"y"_s, 1);
        d[1] = place;
    });
    edit(2, [](QJsonArray &d) {
        d[3] = QJsonObject{{u"decision"_s, u"dragon"_s}, {u"x"_s, 0}, {u"y"_s, 0}};
        d.append(QJsonObject{{u"decision"_s, u"dragon"_s}, {u"x"_s, 0}, {u"y"_s, -1}});
    });
    game.insert(u"turns"_s, turns);
    root.insert(u"game"_s, game);
    root.insert(u"finalScores"_s, QJsonArray{4, 1}); // Ben's thief is left at the end: a point
    const document::LessonLoad load = document::parseLesson(QJsonDocument(root).toJson(), u"variant.json"_s);
    QVERIFY(load.lesson);

    LessonWindow t;
    t.runner()->start(*load.lesson);
    const int dragonStep = 3;
    for (int step = 0; step < dragonStep; ++step) {
        QCOMPARE(t.waitForStep(step), step);
        playStep(t, step, false);
    }
    QCOMPARE(t.waitForStep(dragonStep), dragonStep);
    t.click(ui::BoardScene::tileRectOf({1, 1}).center()); // the dead end: the flight and the turn end
    expectExplained(t, dragonStep, en(load.lesson->steps[dragonStep].wrong));
    QCOMPARE(t.doc()->stage(), Stage::DragonFlying);
    QCOMPARE(t.doc()->match().turns().size(), 2u);
    QVERIFY(t.doc()->canRedo()); // on the script again
    for (int step = dragonStep; step < int(load.lesson->steps.size()); ++step) {
        QCOMPARE(t.waitForStep(step), step);
        playStep(t, step, false);
    }
    QTRY_COMPARE(t.doc()->stage(), Stage::GameOver);
    const auto script = load.lesson->script.turnsTo(load.lesson->script.cursor());
    for (std::size_t i = 0; i < script.size(); ++i)
        QVERIFY(t.doc()->match().turns()[i].decisions == script[i].decisions);
}

// Esc leaves at any point: the lesson's game is closed without a question about saving it, the
// window's autosave and Esc's own use (taking a tile back) come back.
void TestLessonWindow::escapeLeavesAtOnce()
{
    LessonWindow t;
    const QString autosave = t.doc()->autosavePath();
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    playStep(t, 0, false);
    QCOMPARE(t.waitForStep(1), 1);
    QVERIFY(t.doc()->autosavePath().isEmpty()); // nothing of a lesson is autosaved
    QVERIFY(t.w.windowTitle().startsWith(document::lessonText(t.runner()->lesson().title, u"en"_s)));
    QVERIFY(!t.w.isWindowModified());                                 // nothing to save
    QVERIFY(!t.w.findChild<QAction *>(u"hintAction"_s)->isEnabled()); // the lesson shows its own move
    QTest::keyClick(t.view()->viewport(), Qt::Key_Escape);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(!t.runner()->isRunning());
    QVERIFY(!t.doc()->hasGame());
    QCOMPARE(t.doc()->autosavePath(), autosave);
    QVERIFY(!QFileInfo::exists(autosave));
    QVERIFY(!t.runner()->light()->isLit());
    QTRY_VERIFY(!t.w.findChild<QDockWidget *>(u"LessonDock"_s)->isVisible());
    // A game again: Esc takes a tile back, as before the lesson.
    t.w.startGame(test::baseGame(3), true);
    const engine::Position cell = t.scene()->openPositions().front();
    t.place(cell, t.scene()->fittingRotations(cell).front());
    QCOMPARE(t.doc()->stage(), Stage::Deploying);
    QTest::keyClick(t.view()->viewport(), Qt::Key_Escape);
    QCOMPARE(t.doc()->stage(), Stage::Placing);
    t.doc()->close();
}

void TestLessonWindow::anotherGameEndsTheLesson()
{
    LessonWindow t;
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    t.w.startGame(test::baseGame(5), true); // no question: a lesson's game is never kept
    QTRY_VERIFY(!t.runner()->isRunning());
    QVERIFY(t.doc()->hasGame());
    QCOMPARE(t.doc()->info().seed, 5u);
    QCOMPARE(t.doc()->autosavePath(), t.dir.filePath(u"autosave.tessera"_s));
    t.doc()->close();
}

void TestLessonWindow::firstStartOffersTheLessonOnce()
{
    LessonWindow t;
    QSettings().remove(u"lessons"_s);
    test::BoxText seen;
    test::answerMessageBox(QMessageBox::Yes, &seen);
    QVERIFY(t.w.offerFirstLesson());
    QCOMPARE(seen.title, ui::MainWindow::tr("Welcome to Tessera"));
    QVERIFY(t.runner()->isRunning());
    QCOMPARE(t.runner()->lesson().id, u"base"_s);
    t.runner()->leave();
    QVERIFY(!t.w.offerFirstLesson()); // never again, without a question
    QVERIFY(!QApplication::activeModalWidget());
}

// The first start with "Not Now": no lesson, the new-game dialog; never asked again.
void TestLessonWindow::firstStartNotNowOpensTheNewGameDialog()
{
    LessonWindow t;
    QSettings().remove(u"lessons"_s);
    int dialogs = 0;
    test::onNextModal([&dialogs](QWidget *box) {
        QCOMPARE(box->windowTitle(), ui::MainWindow::tr("Welcome to Tessera"));
        cancelNextNewGameDialog(&dialogs, box);
        qobject_cast<QMessageBox *>(box)->button(QMessageBox::No)->click();
    });
    t.w.startWithoutFile();
    QCOMPARE(dialogs, 1);
    QVERIFY(!t.runner()->isRunning());
    QVERIFY(!t.doc()->hasGame());
    cancelNextNewGameDialog(&dialogs);
    t.w.startWithoutFile(); // the next start: the dialog at once, no offer
    QCOMPARE(dialogs, 2);
}

void TestLessonWindow::leavingTheFirstStartLessonOpensTheNewGameDialog_data()
{
    QTest::addColumn<bool>("finish");
    QTest::newRow("Esc") << false;
    QTest::newRow("Finish Lesson") << true;
}

// The first start's lesson over, the new player goes on to a game as "Not Now" does.
void TestLessonWindow::leavingTheFirstStartLessonOpensTheNewGameDialog()
{
    QFETCH(bool, finish);
    LessonWindow t;
    QSettings().remove(u"lessons"_s);
    test::answerMessageBox(QMessageBox::Yes);
    t.w.startWithoutFile();
    QVERIFY(t.runner()->isRunning());
    QVERIFY(!QApplication::activeModalWidget()); // the lesson first, no dialog over it
    t.activate();                                // back from the message box: the keys reach it
    int dialogs = 0;
    if (finish) {
        playToTheEnd(t, false);
        if (QTest::currentTestFailed())
            return;
        cancelNextNewGameDialog(&dialogs);
        QTest::mouseClick(t.panel()->finishButton(), Qt::LeftButton);
    } else {
        QCOMPARE(t.waitForStep(0), 0);
        cancelNextNewGameDialog(&dialogs);
        press(t, Qt::Key_Escape, Qt::NoModifier);
    }
    QTRY_COMPARE(dialogs, 1);
    QVERIFY(!t.runner()->isRunning());
    // A lesson from Help afterwards is left to the empty window, as any other.
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    press(t, Qt::Key_Escape, Qt::NoModifier);
    QTest::qWait(50);
    QVERIFY(!QApplication::activeModalWidget());
    QCOMPARE(dialogs, 1);
}

// Esc or Finish Lesson leaves an empty window: the status bar says how a game starts.
void TestLessonWindow::leavingALessonSaysWhatNext()
{
    LessonWindow t;
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    press(t, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(!t.doc()->hasGame());
    QCOMPARE(t.w.statusBar()->currentMessage(), ui::MainWindow::tr("Lesson left. Game > New Game starts a game."));
}

// The lesson's game is the script's recorded future: Undo and Redo (keys, tool bar, menu) and
// whole turns back and forth do nothing while it runs, and work again after it.
void TestLessonWindow::undoAndRedoRestWhileALessonRuns()
{
    LessonWindow t;
    const QStringList names = {u"undoAction"_s, u"redoAction"_s, u"undoTurnAction"_s, u"redoTurnAction"_s};
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    playStep(t, 0, false);
    QCOMPARE(t.waitForStep(1), 1);
    QVERIFY(t.doc()->canUndo() && t.doc()->canRedo()); // what the actions would do
    for (const QString &name : names) {
        auto *action = t.w.findChild<QAction *>(name);
        QVERIFY2(action && !action->isEnabled(), qPrintable(name));
    }
    const auto turnsAndEntry = [&t] {
        return std::pair(t.doc()->match().turns().size(), t.doc()->match().currentTurn().decisions.size());
    };
    const auto before = turnsAndEntry();
    press(t, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, 40); // Redo
    QCOMPARE(turnsAndEntry(), before);
    QCOMPARE(t.runner()->waitingStep(), 1);
    press(t, Qt::Key_Z, Qt::ControlModifier, 3); // Undo
    QCOMPARE(turnsAndEntry(), before);
    QCOMPARE(t.runner()->waitingStep(), 1);
    press(t, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(!t.runner()->isRunning());

    // A game again: Undo and Redo are back.
    t.w.startGame(test::baseGame(3), false);
    const engine::Position cell = t.scene()->openPositions().front();
    t.place(cell, t.scene()->fittingRotations(cell).front());
    if (t.doc()->stage() == Stage::Deploying)
        t.clickNoFollower();
    const auto played = turnsAndEntry();
    QCOMPARE(played.first, 1u);
    QVERIFY(t.w.findChild<QAction *>(u"undoAction"_s)->isEnabled());
    press(t, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(turnsAndEntry() != played);
    QVERIFY(t.w.findChild<QAction *>(u"redoAction"_s)->isEnabled());
    press(t, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(turnsAndEntry(), played);
    t.doc()->close();
}

// The History window would show the script's future and let the learner jump into it: it goes
// away while a lesson runs (Ctrl+H does nothing) and comes back after it.
void TestLessonWindow::historyWindowRestsWhileALessonRuns()
{
    LessonWindow t;
    QAction *history = t.w.historyDock()->toggleViewAction();
    history->trigger();
    QVERIFY(t.w.historyDock()->isVisible());
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    QVERIFY(!t.w.historyDock()->isVisible());
    QVERIFY(!history->isEnabled());
    t.activate(); // the floating History window had been the active one
    press(t, Qt::Key_H, Qt::ControlModifier);
    QVERIFY(!t.w.historyDock()->isVisible());
    press(t, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(history->isEnabled());
    QTRY_VERIFY(t.w.historyDock()->isVisible());
    history->trigger();
}

// A lesson is no game of the player's: finishing it adds nothing to the statistics.
void TestLessonWindow::finishedLessonIsNotCounted()
{
    LessonWindow t;
    t.w.statistics()->setPath(t.dir.filePath(u"statistics.sqlite"_s));
    QVERIFY(t.w.statistics()->database().isUsable());
    playWholeLesson(t, u"river"_s, false);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(t.w.statistics()->database().games({}).size(), 0); // a game is counted as it ends
    QTest::mouseClick(t.panel()->finishButton(), Qt::LeftButton);
    QVERIFY(!t.runner()->isRunning());
    QCOMPARE(t.w.statistics()->database().games({}).size(), 0);
}

// Titles are data: "Inns & Cathedrals" shows its "&", not a shortcut letter.
void TestLessonWindow::learnToPlayMenuShowsTitlesAsWritten()
{
    LessonWindow t;
    auto *learn = t.w.findChild<QMenu *>(u"learnToPlayMenu"_s);
    QVERIFY(learn);
    int ampersands = 0;
    for (const QString &id : document::builtinLessonIds()) {
        auto *a = t.w.findChild<QAction *>(u"lesson-"_s + id);
        QVERIFY(a && learn->actions().contains(a));
        const QString title = document::builtinLessonTitle(id, u"en"_s);
        ampersands += int(title.count(u'&'));
        QCOMPARE(a->iconText(), title); // the text as menus show it: mnemonic marks taken out
    }
    QVERIFY(ampersands >= 3); // Inns & Cathedrals, Traders & Builders, the Princess & the Dragon
}

void TestLessonWindow::lessonSpeaksTheInterfaceLanguage()
{
    LessonWindow t;
    t.startFromMenu(u"base"_s);
    QCOMPARE(t.waitForStep(0), 0);
    const document::LessonStep &first = t.runner()->lesson().steps.front();
    document::setInterfaceLanguage(u"de"_s);
    QTRY_COMPARE(t.panel()->instruction(), first.say.value(u"de"_s));
    document::setInterfaceLanguage(u"fr"_s);
    QTRY_COMPARE(t.panel()->instruction(), first.say.value(u"fr"_s));
    document::setInterfaceLanguage(u"en"_s);
    t.runner()->leave();
}

// Each expansion's rules end with a link to its lesson; a click on it asks for the lesson.
void TestLessonWindow::rulesLinkToLessons()
{
    ui::HelpDialog dialog({});
    dialog.resize(700, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy asked(&dialog, &ui::HelpDialog::lessonRequested);
    auto *rules = const_cast<QTextBrowser *>(dialog.rules());
    for (const QString &id : document::builtinLessonIds()) {
        const QString title = document::builtinLessonTitle(id, u"en"_s);
        QVERIFY2(rules->toHtml().contains(u"lesson:"_s + id), qPrintable(id));
        QTextCursor found = rules->document()->find(title);
        QVERIFY2(!found.isNull(), qPrintable(title));
        found.setPosition(found.selectionStart() + 2);
        rules->setTextCursor(found);
        rules->ensureCursorVisible();
        const QPoint link = rules->cursorRect(found).center();
        QTest::mouseClick(rules->viewport(), Qt::LeftButton, Qt::NoModifier, link);
        QTRY_COMPARE(asked.size(), 1);
        QCOMPARE(asked.takeFirst().value(0).toString(), id);
    }
}

void TestLessonWindow::newGameDialogOffersAnExpansionsLessonOnce()
{
    QSettings().remove(u"lessons"_s);
    {
        ui::NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *offer = dialog.findChild<QLabel *>(u"lessonOffer"_s);
        QVERIFY(offer && !offer->isVisible());
        QVERIFY(chooseTileSet(&dialog, u"river"_s));
        QTRY_VERIFY(offer->isVisible());
        QVERIFY(offer->text().contains(document::builtinLessonTitle(u"river"_s, u"en"_s)));
        // The link comes first in the line.
        dialog.findChild<QScrollArea *>()->ensureWidgetVisible(offer);
        QTest::mouseClick(offer, Qt::LeftButton, Qt::NoModifier, QPoint(12, offer->fontMetrics().height() / 2 + 1));
        QTRY_VERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.requestedLesson(), u"river"_s);
    }
    ui::NewGameDialog again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(chooseTileSet(&again, u"river"_s));
    QVERIFY(!again.findChild<QLabel *>(u"lessonOffer"_s)->isVisible()); // once
}

// Two expansions chosen in one dialog: each gets its lesson's offer, and either may be taken.
void TestLessonWindow::newGameDialogOffersEachExpansionChosen()
{
    QSettings().remove(u"lessons"_s);
    ui::NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *offer = dialog.findChild<QLabel *>(u"lessonOffer"_s);
    for (const QString &id : {u"river"_s, u"inns-cathedrals"_s}) {
        QVERIFY(chooseTileSet(&dialog, id));
    }
    QTRY_VERIFY(offer->isVisible());
    const QString river = document::builtinLessonTitle(u"river"_s, u"en"_s).toHtmlEscaped();
    const QString inns = document::builtinLessonTitle(u"inns-cathedrals"_s, u"en"_s).toHtmlEscaped();
    QVERIFY2(offer->text().contains(river) && offer->text().contains(inns), qPrintable(offer->text()));
    // The second line's link.
    dialog.findChild<QScrollArea *>()->ensureWidgetVisible(offer);
    const int line = offer->fontMetrics().lineSpacing();
    QTest::mouseClick(offer, Qt::LeftButton, Qt::NoModifier, QPoint(12, line + line / 2 + 1));
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.requestedLesson(), u"inns-cathedrals"_s);
}

// Game > New Game over an unsaved game, its lesson offer taken: the game was given up at the
// question before the dialog, and the lesson starts without asking again.
void TestLessonWindow::lessonFromTheNewGameDialogAsksOnce()
{
    QSettings().remove(u"lessons"_s);
    LessonWindow t;
    t.w.startGame(test::baseGame(3), false);
    const engine::Position cell = t.scene()->openPositions().front();
    t.place(cell, t.scene()->fittingRotations(cell).front());
    if (t.doc()->stage() == Stage::Deploying)
        t.clickNoFollower();
    QCOMPARE(t.doc()->match().turns().size(), 1u);
    int questions = 0;
    test::onNextModal([&questions](QWidget *box) {
        ++questions;
        qobject_cast<QMessageBox *>(box)->button(QMessageBox::Discard)->click();
        test::onNextModal(
            [](QWidget *dialog) {
                QVERIFY(qobject_cast<ui::NewGameDialog *>(dialog));
                QVERIFY(chooseTileSet(dialog, u"river"_s));
                auto *offer = dialog->findChild<QLabel *>(u"lessonOffer"_s);
                QTRY_VERIFY(offer->isVisible());
                dialog->findChild<QScrollArea *>()->ensureWidgetVisible(offer);
                QTest::mouseClick(offer, Qt::LeftButton, Qt::NoModifier, QPoint(12, offer->fontMetrics().height() / 2 + 1));
            },
            box);
    });
    t.w.newGame();
    QCOMPARE(questions, 1);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(t.runner()->isRunning());
    QCOMPARE(t.runner()->lesson().id, u"river"_s);
    t.runner()->leave();
}

QTEST_MAIN(TestLessonWindow)
#include "tst_lessonwindow.moc"
