// Computer opponents in the game window: a person plays Easy to the end with the mouse and
// the keyboard; the board takes no input while a computer thinks; undo steps back over the
// computers' replies to the person's decision (the position equal to a fresh replay) and redo
// plays them again; a search under way or a decision waiting for its pause is dropped when
// the position changes or the window goes; a hint shows Hard's choice without playing it, and on
// request its other choices, each shown on the board on a click or Enter;
// the driver passes the public view only (the pile's order never changes a decision); a
// game of computers is watched and paused.

#include "board/boarddrawing.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "document/computerturns.h"
#include "document/decisiontext.h"
#include "document/translations.h"
#include "engine/match.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/hintchoicesview.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QAction>
#include <QApplication>
#include <QDeadlineTimer>
#include <QDialog>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QEventLoop>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QDockWidget>
#include <QScrollBar>
#include <QScrollArea>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

// Small and fixed: decisions reproducible and quick, also under the sanitizers.
constexpr std::int64_t kIterations = 300;

document::GameInfo gameAgainst(std::uint64_t seed, document::ComputerLevel level)
{
    document::GameInfo info = test::baseGame(seed);
    info.players[1].computer = true;
    info.players[1].level = level;
    return info;
}

// The window's action of a menu with this object name.
QAction *action(const QMainWindow &window, const QString &name)
{
    return test::findMenuAction(window, [&](const QAction *a) { return a->objectName() == name; });
}

// The game window with computers that search a fixed number of iterations and move at once.
struct Window : test::TestWindow {
    explicit Window(const document::GameInfo &info, ai::SearchBudget budget = {.seconds = -1, .iterations = kIterations})
        : TestWindow(info, true, [budget](ui::MainWindow &window) {
            window.computers()->setBudget(budget);
            window.computers()->setPause(0);
        })
    {
        zoomOneAtStart();
    }
    document::ComputerTurns *computers() { return w.computers(); }
    bool personDecides() { return doc()->stage() != Stage::GameOver && !computers()->computerDecides(); }
    // Waits until the person decides again (the computers replied) or the game is over.
    bool waitForPerson(int ms = 20000)
    {
        return QTest::qWaitFor([this] { return personDecides() || doc()->stage() == Stage::GameOver; }, ms);
    }
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) { QTest::keyClick(&w, Qt::Key(key), modifiers); }
    // The rest of the person's turn: the tile on the first marked position, no figure, confirmed.
    void finishTurn()
    {
        if (doc()->stage() == Stage::Placing)
            placeOnFirstOpenPosition();
        if (doc()->stage() == Stage::Deploying)
            key(Qt::Key_Space);
        if (doc()->stage() == Stage::Confirming)
            key(Qt::Key_Return);
    }
};

// The position of a fresh game with these turns and then these decisions of the turn in
// progress: what an undo must come back to exactly.
std::unique_ptr<engine::Match> freshReplay(const document::GameInfo &info, const std::vector<engine::TurnRecord> &turns,
                                           const engine::TurnRecord &current, std::size_t decisions)
{
    auto match = std::make_unique<engine::Match>(info.setup());
    for (const engine::TurnRecord &turn : turns)
        if (match->applyTurn(turn))
            return nullptr;
    if (decisions > 0 && match->applyDecisions(current, decisions))
        return nullptr;
    return match;
}

bool samePosition(const engine::Game &a, const engine::Game &b)
{
    if (a.board().placed().size() != b.board().placed().size() || a.figures().size() != b.figures().size()
        || a.phase() != b.phase() || a.currentPlayer() != b.currentPlayer())
        return false;
    for (std::size_t i = 0; i < a.board().placed().size(); ++i) {
        const auto &x = a.board().placed()[i];
        const auto &y = b.board().placed()[i];
        if (!(x.pos == y.pos) || x.tile != y.tile || x.rotation != y.rotation)
            return false;
    }
    for (int p = 0; p < a.playerCount(); ++p)
        if (a.score(p) != b.score(p) || a.supply(p) != b.supply(p))
            return false;
    return true;
}

} // namespace

class TestComputers : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { document::setInterfaceLanguage(u"en"_s); } // after a failed switch too

    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTests"_s);
        QCoreApplication::setApplicationName(u"tst_computers"_s);
    }

    // A whole game against Easy through the window: the person places with the mouse, deploys
    // on a marker or skips with Space, confirms with Enter; meanwhile Easy's turns come by
    // themselves, and while it decides the board and the turn panel take nothing.
    void aPersonPlaysEasyToTheEnd()
    {
        Window t(gameAgainst(11, document::ComputerLevel::Easy));
        // Easy answers at once; a long pause keeps each of its decisions in view to look at.
        t.computers()->setPause(150);
        int personTurns = 0;
        int computerTurnsSeen = 0;
        QElapsedTimer clock;
        clock.start();
        while (t.doc()->stage() != Stage::GameOver) {
            QVERIFY2(clock.elapsed() < 50000, "the game took too long");
            if (t.computers()->computerDecides()) {
                // Thinking: shown, and the person's input rests.
                QTRY_COMPARE(t.computers()->thinkingPlayer(), 1);
                QVERIFY(t.w.turnPanel()->thinkingIndicator()->isVisible());
                QVERIFY(!t.w.turnPanel()->rotateButton()->isEnabled());
                QVERIFY(t.scene()->openPositions().empty());
                QVERIFY2(t.w.statusBar()->currentMessage().contains(u"Ben (Easy) is thinking"_s),
                         qPrintable(t.w.statusBar()->currentMessage()));
                const std::size_t turns = t.doc()->match().turns().size();
                const std::size_t tiles = t.doc()->game().board().placed().size();
                t.click(ui::BoardScene::tileRectOf({0, 1}).center()); // nothing happens
                QCOMPARE(t.doc()->game().board().placed().size(), tiles);
                QVERIFY(t.waitForPerson());
                QVERIFY(t.doc()->match().turns().size() > turns || t.doc()->stage() == Stage::GameOver);
                ++computerTurnsSeen;
                continue;
            }
            QVERIFY(!t.w.turnPanel()->thinkingIndicator()->isVisible());
            switch (t.doc()->stage()) {
            case Stage::Placing:
                t.placeOnFirstOpenPosition();
                ++personTurns;
                break;
            case Stage::Deploying: {
                // Every other turn a follower on the first marker, else none (Space).
                std::vector<engine::Deployment> legal;
                t.doc()->game().legalDeployments(legal);
                if (personTurns % 2 == 0 && !legal.empty())
                    t.click(*t.scene()->deploymentMarkers()->hotspotPosition(legal.front()));
                else
                    t.key(Qt::Key_Space);
                break;
            }
            case Stage::Confirming:
                t.key(Qt::Key_Return);
                break;
            case Stage::DragonFlying:
            case Stage::NoGame:
            case Stage::GameOver:
                QFAIL("not in a base game");
            }
        }
        QVERIFY(personTurns >= 30);
        QVERIFY(computerTurnsSeen >= 30);
        // Both played: every tile of the pile lies (or was discarded), both scored.
        QVERIFY(t.doc()->game().score(0) > 0);
        QVERIFY(t.doc()->game().score(1) > 0);
        QTRY_COMPARE(t.computers()->thinkingPlayer(), -1);
        QVERIFY(t.doc()->info().players[1].computer);
        QCOMPARE(t.doc()->info().players[1].level, document::ComputerLevel::Easy);
        // Close the results the final scoring brings, if they came.
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            dialog->reject();
    }

    // Ctrl+Z after Medium's reply: back to the person's figure decision of the turn before
    // (the reply undone with it), the board and scores those of a fresh replay; redo brings
    // the person's decision and the reply back, as they were.
    void undoStepsBackOverTheComputersReply()
    {
        Window t(gameAgainst(21, document::ComputerLevel::Medium));
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(t.waitForPerson());
            t.finishTurn();
        }
        QVERIFY(t.waitForPerson());
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(6));
        const engine::Game before = t.doc()->game();
        const std::vector<engine::TurnRecord> played = t.doc()->match().turns();

        t.key(Qt::Key_Z, Qt::ControlModifier);
        // The person's last turn without its figure decision: its tile lies, Ann chooses again.
        QCOMPARE(t.doc()->game().currentPlayer(), 0);
        QVERIFY(t.doc()->stage() == Stage::Deploying || t.doc()->stage() == Stage::Placing);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(4));
        const std::size_t taken = std::size_t(t.doc()->decisionsTaken());
        const auto replay = freshReplay(t.doc()->info(), {played.begin(), played.begin() + 4}, played[4],
                                        played[4].entriesThrough(int(taken)));
        QVERIFY(replay);
        QVERIFY(samePosition(t.doc()->game(), replay->game()));
        QTest::qWait(100); // no computer moves now: it is the person's decision
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(4));
        QCOMPARE(t.computers()->thinkingPlayer(), -1);
        QVERIFY(!t.scene()->openPositions().empty() || t.doc()->stage() == Stage::Deploying);

        t.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(6));
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QVERIFY(samePosition(t.doc()->game(), before));
    }

    // The undo rule binds the person against computers too: within the turn only, a
    // computer's reply cannot be undone, a take back before confirming can.
    void theUndoRuleStillHolds()
    {
        document::GameInfo info = gameAgainst(25, document::ComputerLevel::Easy);
        info.rules.undo = engine::UndoLimit::WithinTurn;
        Window t(info);
        t.finishTurn();
        QVERIFY(t.waitForPerson());
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(2));
        t.key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(2));
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        t.placeOnFirstOpenPosition();
        const std::size_t tiles = t.doc()->game().board().placed().size();
        if (t.doc()->stage() == Stage::Deploying) {
            t.key(Qt::Key_Z, Qt::ControlModifier); // the tile back into the hand
            QCOMPARE(t.doc()->stage(), Stage::Placing);
            QCOMPARE(t.doc()->game().board().placed().size(), tiles - 1);
        }
    }

    // A saved game goes on with its computers at their levels when it is opened again.
    void aReopenedGameGoesOnWithItsComputers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"against-hard.tessera"_s);
        {
            Window t(gameAgainst(27, document::ComputerLevel::Hard));
            t.computers()->setPaused(true);
            t.finishTurn(); // Ben (Hard) to move, the computers paused
            QVERIFY(t.computers()->computerDecides());
            QVERIFY(t.doc()->saveAs(path));
        }
        Window t(gameAgainst(28, document::ComputerLevel::Easy));
        QVERIFY(t.w.openFile(path));
        QCOMPARE(t.doc()->info().players[1].level, document::ComputerLevel::Hard);
        QTRY_COMPARE(t.computers()->thinkingPlayer(), 1);
        QVERIFY(t.waitForPerson());
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(2));

        // Paused, then a new game: its computers play.
        t.computers()->setPaused(true);
        t.w.startGame(gameAgainst(29, document::ComputerLevel::Easy), true);
        QVERIFY(!t.computers()->isPaused());
        t.finishTurn();
        QVERIFY(t.waitForPerson());
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(2));
    }

    // Undo while a computer thinks: its search stops at once and nothing of it is played;
    // closing the game or the window while Hard thinks neither hangs nor crashes.
    void aSearchUnderWayIsDroppedWhenThePositionGoes()
    {
        const ai::SearchBudget endless{.seconds = 0, .iterations = std::int64_t(1) << 40};
        auto t = std::make_unique<Window>(gameAgainst(31, document::ComputerLevel::Hard), endless);
        t->finishTurn();
        QTRY_COMPARE(t->computers()->thinkingPlayer(), 1);
        QTest::qWait(50);
        QElapsedTimer clock;
        clock.start();
        t->key(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(t->computers()->thinkingPlayer(), -1);
        QCOMPARE(t->doc()->game().currentPlayer(), 0);
        QCOMPARE(t->doc()->match().turns().size(), std::size_t(0));
        const std::size_t tiles = t->doc()->stage() == Stage::Deploying ? 2 : 1; // Ann's tile lies again, if it had a choice
        QTest::qWait(100);
        QCOMPARE(t->doc()->game().board().placed().size(), tiles);

        // Ann plays on; Hard thinks again, and the game is closed under it.
        t->finishTurn();
        QTRY_COMPARE(t->computers()->thinkingPlayer(), 1);
        t->doc()->close();
        QCOMPARE(t->computers()->thinkingPlayer(), -1);
        QTest::qWait(50);
        QVERIFY(!t->doc()->hasGame());

        // And once more: the window goes while Hard thinks.
        t->w.startGame(gameAgainst(32, document::ComputerLevel::Hard), true);
        t->finishTurn();
        QTRY_COMPARE(t->computers()->thinkingPlayer(), 1);
        clock.restart();
        t.reset();
        QVERIFY(clock.elapsed() < 2000);
    }

    // A decision found but still waiting for its pause belongs to its position only.
    void aDecisionWaitingForItsPauseIsDroppedToo()
    {
        Window t(gameAgainst(41, document::ComputerLevel::Easy));
        t.computers()->setPause(400);
        t.finishTurn();
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
        QTest::qWait(150); // Easy has decided, the pause not over
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(2));
        t.doc()->goToTurn(0); // e.g. a click in the History window: Ann to move again
        QTest::qWait(600);
        QCOMPARE(t.doc()->game().currentPlayer(), 0);
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(1));
        QCOMPARE(t.doc()->stage(), Stage::Placing);
    }

    // Game > Hint: Hard's choice for the person, previewed and framed, not played; Enter
    // then plays it.
    void aHintShowsHardsChoiceWithoutPlayingIt()
    {
        Window t(gameAgainst(51, document::ComputerLevel::Easy));
        QAction *hint = action(t.w, u"hintAction"_s);
        QVERIFY(hint && hint->isEnabled());
        QSignalSpy ready(t.computers(), &document::ComputerTurns::hintReady);
        t.key(Qt::Key_H, Qt::ShiftModifier);
        QVERIFY(ready.wait(20000));
        const auto decision = ready.first().first().value<engine::Decision>();
        QCOMPARE(decision.kind, engine::DecisionKind::Place);
        QVERIFY(t.scene()->isShowingHint());
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(1)); // not played
        const auto preview = t.scene()->preview();
        QVERIFY(preview);
        QCOMPARE(preview->pos, decision.placement.pos);
        QCOMPARE(preview->rotation, int(decision.placement.rotation));
        QVERIFY(t.w.statusBar()->currentMessage().startsWith(u"Hint"_s));
        t.key(Qt::Key_Return);
        const auto &placed = t.doc()->game().board().placed().back();
        QCOMPARE(placed.pos, decision.placement.pos);
        QCOMPARE(int(placed.rotation), int(decision.placement.rotation));
        QVERIFY(!t.scene()->isShowingHint());

        // The figure: its marker in focus (Enter deploys there), or none at all.
        if (t.doc()->stage() != Stage::Deploying)
            return;
        ready.clear();
        t.key(Qt::Key_H, Qt::ShiftModifier);
        QVERIFY(ready.wait(20000));
        const auto figure = ready.first().first().value<engine::Decision>();
        QVERIFY(t.scene()->isShowingHint());
        QCOMPARE(t.doc()->stage(), Stage::Deploying); // not played
        if (figure.kind == engine::DecisionKind::Deploy) {
            QCOMPARE(t.scene()->deploymentMarkers()->focusedDeployment(), std::optional(figure.deployment));
            t.key(Qt::Key_Return);
            QCOMPARE(t.doc()->pendingChoice(), std::optional(std::optional(figure.deployment)));
        } else {
            QCOMPARE(figure.kind, engine::DecisionKind::Pass);
            QVERIFY(t.w.statusBar()->currentMessage().contains(u"no figure"_s));
        }
    }

    // After a hint, Other choices (Alt+O) lists Hard's best decisions with their expected
    // margins, Hard's choice first; a click, or Enter, shows one on the board as the hint does,
    // Enter on the one shown places it, and the list goes with the turn's stage.
    void theHintsOtherChoicesCompareOnTheBoard()
    {
        Window t(gameAgainst(52, document::ComputerLevel::Easy));
        auto *view = t.w.findChild<ui::HintChoicesView *>();
        QVERIFY(view);
        QVERIFY(!view->isVisible());
        // The turn panel just as high as its texts, as after a stage's texts took their room.
        auto *turnDock = t.w.findChild<QDockWidget *>(u"TurnDock"_s);
        auto *area = qobject_cast<QScrollArea *>(turnDock->widget());
        QVERIFY(area);
        ui::TurnPanel *panel = t.w.turnPanel();
        t.w.resizeDocks({turnDock},
                        {turnDock->height() - area->viewport()->height() + panel->heightForWidth(area->viewport()->width())},
                        Qt::Vertical);
        QTRY_VERIFY(!area->verticalScrollBar()->isVisible());
        QSignalSpy ready(t.computers(), &document::ComputerTurns::hintReady);
        t.key(Qt::Key_H, Qt::ShiftModifier);
        QVERIFY(ready.wait(20000));
        const auto hinted = ready.first().first().value<engine::Decision>();
        QVERIFY(view->isVisible());
        QVERIFY(!view->list()->isVisible()); // on request only
        // The turn panel grew to take the button in: nothing to scroll.
        QTRY_VERIFY(area->viewport()->height() >= panel->heightForWidth(area->viewport()->width()));
        QTRY_VERIFY(!area->verticalScrollBar()->isVisible());
        // The pointer goes to the panel: the hint's tile stays in its frame.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(t.view()->viewport(), &leave);
        QVERIFY(t.scene()->preview());
        QCOMPARE(t.scene()->preview()->pos, hinted.placement.pos);

        QTest::mouseClick(view->toggleButton(), Qt::LeftButton);
        QListWidget *list = view->list();
        QVERIFY(list->isVisible());
        QVERIFY(list->hasFocus());
        auto *instruction = t.w.findChild<QLabel *>(u"instruction"_s);
        QVERIFY(instruction && instruction->isHidden()); // the choices take its place
        const std::vector<document::HintChoice> &choices = t.computers()->hintChoices();
        QCOMPARE(choices.size(), document::kHintChoices);
        QCOMPARE(list->count(), int(choices.size()));
        QCOMPARE(choices.front().decision, hinted);
        for (int row = 0; row < list->count(); ++row) {
            const QString text = list->item(row)->text();
            QVERIFY2(text.contains(document::describeDecision(t.doc()->game(), choices[std::size_t(row)].decision)),
                     qPrintable(text));
            QVERIFY2(text.contains(document::describeHintChoice(choices[std::size_t(row)], row == 0)), qPrintable(text));
            if (row > 0)
                QCOMPARE(choices[std::size_t(row)].belowBest, choices.front().margin - choices[std::size_t(row)].margin);
            // Every row whole: the list does not scroll, nor cut a row.
            QVERIFY(list->viewport()->rect().contains(list->visualItemRect(list->item(row))));
        }
        QVERIFY(list->item(0)->text().contains(u"Hard's choice"_s));

        // A click on the second shows it on the board, framed and previewed.
        const engine::Decision second = choices[1].decision;
        QCOMPARE(second.kind, engine::DecisionKind::Place);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->item(1)).center());
        QVERIFY(t.scene()->isShowingHint());
        QCOMPARE(t.scene()->preview()->pos, second.placement.pos);
        QCOMPARE(t.scene()->preview()->rotation, int(second.placement.rotation));
        QCOMPARE(t.doc()->handTile(), second.tile);

        // Another language: the rows in its words, the list as it was.
        const QString english = list->item(1)->text();
        document::setInterfaceLanguage(u"de"_s);
        QCOMPARE(view->shownRow(), 1);
        QCOMPARE(list->currentRow(), 1);
        QVERIFY(list->isVisible());
        QTRY_VERIFY(list->item(1)->text().startsWith(document::describeDecision(t.doc()->game(), second)));
        QVERIFY(list->item(1)->text() != english);
        document::setInterfaceLanguage(u"en"_s);
        QTRY_COMPARE(list->item(1)->text(), english);

        // The keyboard: Down to the third, Enter shows it, Enter again places it.
        const engine::Decision third = choices[2].decision;
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), 2);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(view->shownRow(), 2);
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(1)); // shown, not played
        QCOMPARE(t.scene()->preview()->pos, third.placement.pos);
        QCOMPARE(t.scene()->preview()->rotation, int(third.placement.rotation));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(2));
        const auto &placed = t.doc()->game().board().placed().back();
        QCOMPARE(placed.pos, third.placement.pos);
        QCOMPARE(int(placed.rotation), int(third.placement.rotation));

        // The decision taken: the choices are gone.
        QVERIFY(t.computers()->hintChoices().empty());
        QVERIFY(!view->isVisible());
        QCOMPARE(list->count(), 0);
        QVERIFY(instruction->isVisible());

        // The figure's hint: the list closed again, Alt+O opens it from the keyboard.
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        ready.clear();
        t.key(Qt::Key_H, Qt::ShiftModifier);
        QVERIFY(ready.wait(20000));
        QVERIFY(t.computers()->hintChoices().size() >= 2);
        QVERIFY(view->isVisible());
        QVERIFY(!list->isVisible());
        t.key(Qt::Key_O, Qt::AltModifier);
        QTRY_VERIFY(list->isVisible()); // a mnemonic clicks its button after a moment
        QVERIFY(list->hasFocus());
        // A figure's choice shown: its marker in focus (Enter deploys there), or the tile framed.
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(view->shownRow(), 1);
        const engine::Decision figure = t.computers()->hintChoices()[1].decision;
        QVERIFY(t.scene()->isShowingHint());
        if (figure.kind == engine::DecisionKind::Deploy)
            QCOMPARE(t.scene()->deploymentMarkers()->focusedDeployment(), std::optional(figure.deployment));
        QCOMPARE(t.doc()->stage(), Stage::Deploying); // shown, not played
        QCOMPARE(t.computers()->hintChoices().front().decision, ready.first().first().value<engine::Decision>());
    }

    // The driver gives a player the public view only: two games whose piles hold the same
    // tiles in different orders get the same decisions from the same computers.
    void theComputersNeverSeeThePileOrder()
    {
        document::GameInfo info = test::baseGame(7);
        for (document::PlayerInfo &p : info.players) {
            p.computer = true;
            p.level = document::ComputerLevel::Medium;
        }
        int compared = 0;
        for (std::uint64_t other = 2; other < 5; ++other) {
            engine::GameSetup setupA = info.setup();
            engine::GameSetup setupB = info.setup();
            setupA.seed = 1;
            setupB.seed = other;
            engine::Match a(setupA), b(setupB);
            const engine::TileIndex tile = a.game().pile().back();
            a.drawTile(tile);
            b.drawTile(tile);
            QVERIFY(
                !std::equal(a.game().pile().begin(), a.game().pile().end(), b.game().pile().begin(), b.game().pile().end()));
            std::vector<std::vector<engine::Decision>> decided(2);
            std::vector<std::unique_ptr<document::GameDocument>> docs;
            std::vector<std::unique_ptr<document::ComputerTurns>> drivers;
            for (const engine::Match *m : {&a, &b}) {
                auto &doc = docs.emplace_back(std::make_unique<document::GameDocument>());
                doc->setConfirmTurns(true);
                auto &driver = drivers.emplace_back(std::make_unique<document::ComputerTurns>(doc.get()));
                driver->setBudget({.seconds = -1, .iterations = kIterations});
                driver->setPaused(true);
                doc->continueFrom(info, *m);
            }
            for (int i = 0; i < 2; ++i) {
                drivers[std::size_t(i)]->setPaused(false);
                // The placement and the figure of the first turn, then stop.
                QVERIFY(QTest::qWaitFor([&] { return docs[std::size_t(i)]->match().turns().size() == 1; }, 20000));
                drivers[std::size_t(i)]->setPaused(true);
                decided[std::size_t(i)] = docs[std::size_t(i)]->match().turns().front().decisions;
            }
            QCOMPARE(decided[0], decided[1]);
            ++compared;
        }
        QCOMPARE(compared, 3);
    }

    // Computers only, through the driver and the document alone: every decision of theirs
    // goes through the document's commands (the dragon's steps by the player whose step it is,
    // the builder's bonus tiles, the portal and the fairy) and none is refused, to the end.
    void computersPlayEveryExpansionThroughTheDocument()
    {
        QTest::failOnWarning(QRegularExpression(u"refused"_s));
        // Two expansions with decisions of their own: a whole game stays short under the sanitizers.
        document::GameInfo info = test::baseGame(71, 2);
        for (const QString &set : {u"traders-builders"_s, u"princess-dragon"_s})
            info.tileSets.push_back(*document::loadNamedTileSet(set).set);
        info.rules.builder = info.rules.pig = info.rules.fairy = true;
        for (document::PlayerInfo &p : info.players) {
            p.computer = true;
            p.level = document::ComputerLevel::Easy;
        }
        document::GameDocument doc;
        document::ComputerTurns computers(&doc);
        // An event loop of its own: qWaitFor's sleeps between looks would make the game slow.
        QEventLoop loop;
        connect(&doc, &document::GameDocument::stageChanged, &loop, [&] {
            if (doc.stage() == Stage::GameOver)
                loop.quit();
        });
        QTimer::singleShot(300000, &loop, &QEventLoop::quit); // a Release build takes about 2 s
        doc.newGame(info);
        loop.exec();
        QCOMPARE(doc.stage(), Stage::GameOver);
        QVERIFY(!computers.isPaused());
        int steps = 0;
        for (const engine::TurnRecord &turn : doc.match().turns())
            for (const engine::Decision &d : turn.decisions)
                steps += d.kind == engine::DecisionKind::DragonStep ? 1 : 0;
        QVERIFY(steps > 0); // the dragon flew, step by step, each by the player whose step it was
    }

    // Computers alone: the game goes on by itself at the pace, stops when paused (P) and
    // goes on again.
    void aGameOfComputersIsWatchedAndPaused()
    {
        document::GameInfo info = gameAgainst(61, document::ComputerLevel::Easy);
        info.players[0].computer = true;
        info.players[0].level = document::ComputerLevel::Easy;
        Window t(info);
        t.computers()->setPause(20);
        QTRY_VERIFY(t.doc()->match().turns().size() >= 4);
        t.key(Qt::Key_P);
        QVERIFY(t.computers()->isPaused());
        QVERIFY(action(t.w, u"pauseComputers"_s)->isChecked());
        const std::size_t paused = t.doc()->match().turns().size();
        QTest::qWait(300);
        QCOMPARE(t.doc()->match().turns().size(), paused);
        QVERIFY(t.w.turnPanel()->instruction().contains(u"paused"_s));
        t.key(Qt::Key_P);
        QVERIFY(!t.computers()->isPaused());
        QTRY_VERIFY(t.doc()->match().turns().size() > paused + 2);
    }

    // New Game while computers play: they wait behind the question and the dialog (they went
    // on playing), and Cancel returns to the game at the very position it had, playing again.
    void computersWaitBehindTheNewGameDialog()
    {
        document::GameInfo info = gameAgainst(62, document::ComputerLevel::Easy);
        info.players[0].computer = true;
        info.players[0].level = document::ComputerLevel::Easy;
        Window t(info);
        t.computers()->setPause(20);
        QTRY_VERIFY(t.doc()->match().turns().size() >= 2);
        std::size_t atQuestion = 0, inDialog = 0;
        bool dialogSeen = false;
        const auto answerDialog = [&](QWidget *modal) {
            auto *dialog = qobject_cast<QDialog *>(modal);
            QVERIFY(dialog && !qobject_cast<QMessageBox *>(modal));
            dialogSeen = true;
            QTest::qWait(300); // time for several decisions, had they gone on
            inDialog = t.doc()->match().turns().size();
            dialog->reject();
        };
        test::onNextModal([&](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            atQuestion = t.doc()->match().turns().size();
            test::onNextModal(answerDialog, box);
            box->button(QMessageBox::Discard)->click();
        });
        t.key(Qt::Key_N, Qt::ControlModifier);
        QVERIFY(dialogSeen);
        QCOMPARE(inDialog, atQuestion);
        QCOMPARE(t.doc()->match().turns().size(), atQuestion);
        QVERIFY(!t.computers()->isPaused());
        QTRY_VERIFY(t.doc()->match().turns().size() > atQuestion);
    }

    // Watching computers alone, Game > Stop Watching (Ctrl+W) leaves the game: asked to keep
    // it, Discard closes it, nothing plays on and nothing is left to resume. With a person
    // among the players the same command is Close Game.
    void stopWatchingLeavesTheGame()
    {
        document::GameInfo info = gameAgainst(63, document::ComputerLevel::Easy);
        QAction *close = nullptr;
        {
            Window people(info);
            close = action(people.w, u"closeGameAction"_s);
            QVERIFY(close && close->isEnabled());
            QCOMPARE(close->text(), u"&Close Game"_s);
        }
        info.players[0].computer = true;
        info.players[0].level = document::ComputerLevel::Easy;
        Window t(info);
        close = action(t.w, u"closeGameAction"_s);
        QCOMPARE(close->text(), u"Stop &Watching"_s);
        t.computers()->setPause(20);
        QTRY_VERIFY(t.doc()->match().turns().size() >= 2);
        test::BoxText asked;
        test::answerMessageBox(QMessageBox::Discard, &asked);
        t.key(Qt::Key_W, Qt::ControlModifier);
        QCOMPARE(asked.title, u"Game Not Saved"_s);
        QVERIFY(!t.doc()->hasGame());
        QVERIFY(!close->isEnabled());
        QVERIFY(!QFileInfo::exists(t.doc()->autosavePath()));
        QTest::qWait(200); // time for several decisions, had they gone on
        QVERIFY(!t.doc()->hasGame());
        QVERIFY(t.w.statusBar()->currentMessage().contains(u"New Game"_s));
    }
};

QTEST_MAIN(TestComputers)
#include "tst_computers.moc"
