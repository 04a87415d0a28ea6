// first_hour_shots OUTDIR: a new player's first hour in the game window, driven by keys and
// clicks as a player would, saved as four pictures for docs/screenshots: the welcome at the
// first start (first-start.png), the base lesson after a wrong move (lesson.png), a first game
// against the Easy computer played to its end, with its results (first-game-easy.png), and
// Game > Statistics after it (statistics-after-first-game.png). Not a test: scripts/
// first-hour-shots.sh runs it on a virtual display with a throwaway home, so that it is a
// first start indeed (this program refuses to run where the welcome was already offered).

#include "board/boardscene.h"
#include "board/boardview.h"
#include "document/computerturns.h"
#include "lessons/lessonrunner.h"
#include "statistics/statisticswindow.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QTableView>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

QDir out;

// The window with the dialogs over it, where they stand (a grab of one window shows no other).
bool save(QWidget &window, const QString &name)
{
    QTest::qWait(400); // the last repaints, the art's threads
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != &window && top->isVisible() && qobject_cast<QDialog *>(top))
            painter.drawPixmap(top->geometry().topLeft() - window.geometry().topLeft(), top->grab());
    painter.end();
    const QString path = out.filePath(name);
    if (!shot.save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

// The keys' shortcuts act in the active window only; a closed dialog leaves none active.
bool activate(QWidget &window)
{
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

bool fail(const char *why)
{
    std::fprintf(stderr, "first_hour_shots: %s\n", why);
    return false;
}

// Runs `act` on the next modal dialog to come up while `trigger` runs (the dialog's exec()
// returns inside it); false when none came within the time.
bool withNextModal(const std::function<void()> &trigger, const std::function<void(QWidget *)> &act, int ms = 8000)
{
    bool seen = false;
    QTimer poll;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QWidget *modal = QApplication::activeModalWidget(); modal && modal->isVisible()) {
            poll.stop();
            seen = true;
            QTest::qWait(200); // shown and painted
            act(modal);
        } else if (clock.hasExpired(ms)) {
            poll.stop();
        }
    });
    poll.start(20);
    trigger();
    return QTest::qWaitFor([&] { return !poll.isActive(); }, ms + 1000) && seen;
}

// 1. The first start: the welcome offers the lesson; Enter takes it (Learn to Play).
bool firstStart(ui::MainWindow &w)
{
    bool shot = false;
    const bool asked = withNextModal([&w] { w.offerFirstLesson(); },
                                     [&](QWidget *box) {
                                         shot = save(w, u"first-start.png"_s);
                                         QTest::keyClick(box, Qt::Key_Return);
                                     });
    if (!asked)
        return fail("no welcome at the first start (was it offered before? run it with a fresh home)");
    return shot && w.lesson()->isRunning();
}

// 2. The lesson: its first two steps as it asks (its own moves, by the keys' targets), then the
// tile of the third placed turned the wrong way; it takes it back and explains.
bool lesson(ui::MainWindow &w)
{
    if (!activate(w))
        return fail("the game window cannot be made active");
    ui::LessonRunner *runner = w.lesson();
    runner->setPace(5);
    document::GameDocument *doc = w.document();
    const auto &steps = runner->lesson().steps;
    for (int step = 0; step < 3; ++step) {
        if (!QTest::qWaitFor([&] { return runner->waitingStep() == step; }, 10000))
            return fail(
                qPrintable(u"the lesson did not come to its step %1 (waits for %2)"_s.arg(step).arg(runner->waitingStep())));
        const engine::Decision &d = steps[std::size_t(step)].decision;
        if (d.kind == engine::DecisionKind::Place) {
            // The square as the lesson lights it; the tile turned with R until it stands as
            // asked (or, at the third step, one turn short of it: the mistake).
            const int wanted = step == 2 ? (d.placement.rotation + 3) % 4 : d.placement.rotation;
            w.scene()->previewAt(d.placement.pos);
            for (int turns = 0; turns < 4 && w.scene()->preview() && w.scene()->preview()->rotation != wanted; ++turns)
                QTest::keyClick(w.view()->viewport(), Qt::Key_R);
            if (!w.scene()->preview() || w.scene()->preview()->rotation != wanted)
                doc->placeTile(d.tile, {d.placement.pos, wanted}); // a tile that stands so only one way
            else
                QTest::keyClick(w.view()->viewport(), Qt::Key_Return);
        } else {
            doc->chooseDeployment(d.deployment);
        }
    }
    QTest::qWait(600); // taken back, explained
    w.scene()->previewAt(steps[2].decision.placement.pos);
    return save(w, u"lesson.png"_s);
}

// Seat 2 as the Easy computer, then Start Game, by the dialog's own widgets.
void startAgainstEasy(QWidget *dialog)
{
    QList<QComboBox *> kinds;
    for (QComboBox *combo : dialog->findChildren<QComboBox *>())
        if (combo->isVisible() && combo->count() == 4 && combo->itemText(1).contains(u"Easy"_s))
            kinds << combo;
    if (kinds.size() >= 2) {
        QComboBox *second = kinds[1];
        second->setFocus();
        while (second->currentIndex() < 1)
            QTest::keyClick(second, Qt::Key_Down);
        while (second->currentIndex() > 1)
            QTest::keyClick(second, Qt::Key_Up);
    }
    if (auto *start = dialog->findChild<QPushButton *>(u"startGame"_s))
        QTest::mouseClick(start, Qt::LeftButton);
}

// 3. Leaving the lesson (Esc), to a new game against Easy (the dialog that opens, or Game > New
// Game if none does), played by the keys to its end: N the next square (in a way the tile fits),
// Enter places; Tab the next place for a follower and Enter, or Space for none; Enter confirms.
bool firstGame(ui::MainWindow &w)
{
    const auto answer = [](QWidget *modal) {
        if (modal->inherits("tessera::ui::NewGameDialog"))
            startAgainstEasy(modal);
        else if (auto *box = qobject_cast<QDialog *>(modal))
            box->reject(); // a question on the way (keep the lesson's game?): no
    };
    QWidget *board = w.view()->viewport();
    if (!withNextModal([board] { QTest::keyClick(board, Qt::Key_Escape); }, answer, 1500)
        && !withNextModal([board] { QTest::keyClick(board, Qt::Key_N, Qt::ControlModifier); }, answer))
        return fail("no new-game dialog");
    document::GameDocument *doc = w.document();
    if (!QTest::qWaitFor([doc] { return doc->hasGame() && doc->stage() != Stage::NoGame; }, 5000)
        || !doc->info().players.back().computer)
        return fail("the game against Easy did not start");
    if (!activate(w))
        return fail("the game window cannot be made active");
    w.computers()->setPause(0); // its moves at once: the picture is of the end
    bool results = false;
    QElapsedTimer clock;
    clock.start();
    while (doc->stage() != Stage::GameOver && !clock.hasExpired(300000)) {
        if (w.computers()->computerDecides()) {
            QTest::qWait(20);
            continue;
        }
        switch (doc->stage()) {
        case Stage::Placing:
            QTest::keyClick(board, Qt::Key_N);
            QTest::keyClick(board, Qt::Key_Return);
            break;
        case Stage::Deploying:
            // The first place the keys offer for a follower, if there is one, else none.
            QTest::keyClick(board, Qt::Key_Tab);
            QTest::keyClick(board, Qt::Key_Return);
            if (doc->stage() == Stage::Deploying)
                QTest::keyClick(board, Qt::Key_Space);
            break;
        case Stage::Confirming:
        case Stage::DragonFlying:
            QTest::keyClick(board, Qt::Key_Return);
            break;
        default:
            break;
        }
        QTest::qWait(5);
    }
    if (doc->stage() != Stage::GameOver)
        return fail("the game did not end within five minutes");
    // The final scoring plays; a key finishes it and the results come up.
    const bool shown = withNextModal([board] { QTest::keyClick(board, Qt::Key_Space); },
                                     [&](QWidget *dialog) {
                                         results = save(w, u"first-game-easy.png"_s);
                                         qobject_cast<QDialog *>(dialog)->reject();
                                     });
    return shown && results;
}

// 4. Game > Statistics (Alt+G, T): the game counted for the player and for Computer (Easy).
bool statistics(ui::MainWindow &w)
{
    if (!activate(w))
        return fail("the game window cannot be made active");
    QTest::keyClick(&w, Qt::Key_G, Qt::AltModifier);
    QMenu *menu = nullptr;
    if (!QTest::qWaitFor([&menu] { return (menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())); }, 3000))
        return fail("no Game menu");
    QTest::keyClick(menu, Qt::Key_T);
    ui::StatisticsWindow *window = nullptr;
    if (!QTest::qWaitFor([&] { return (window = w.findChild<ui::StatisticsWindow *>()) && window->isVisible(); }, 3000))
        return fail("no Statistics window");
    if (!QTest::qWaitForWindowExposed(window))
        return fail("the Statistics window is not shown");
    if (window->gamesView()->model()->rowCount() != 1)
        return fail("the first game is not counted");
    window->participantsView()->setFocus();
    QTest::keyClick(window->participantsView(), Qt::Key_A, Qt::ControlModifier); // both in the chart
    return save(*window, u"statistics-after-first-game.png"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // As the game names itself: its settings, statistics and art cache where a first start
    // finds them (the script's throwaway home).
    QCoreApplication::setOrganizationName(u"Tessera"_s);
    QCoreApplication::setOrganizationDomain(u"tessera.invalid"_s);
    QCoreApplication::setApplicationName(u"Tessera"_s);
    if (argc < 2) {
        std::fprintf(stderr, "usage: first_hour_shots OUTDIR (see scripts/first-hour-shots.sh)\n");
        return 2;
    }
    out = QDir(QString::fromLocal8Bit(argv[1]));
    ui::MainWindow w;
    w.resize(1229, 691);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    const bool ok = firstStart(w) && lesson(w) && firstGame(w) && statistics(w);
    w.document()->close(); // nothing to ask about on the way out
    return ok ? 0 : 1;
}
