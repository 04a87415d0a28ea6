// The view follows the game, driven by mouse and keys: when a turn starts, every position where
// the tile fits comes into sight, and while the dragon flies, the tiles it may enter, step
// after step; the pointer moving over the board never moves the view; a hint out of sight is
// scrolled to with its tile shown in its frame, and Enter places it.

#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "document/computerturns.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"

#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

QRectF visibleRect(const ui::BoardView *view)
{
    return view->mapToScene(view->viewport()->rect()).boundingRect();
}

// Every marked position (the tile's or the dragon's) lies whole in the view.
bool allMarkedInView(test::TestWindow &t)
{
    const QRectF visible = visibleRect(t.w.view());
    for (const engine::Position &p : t.w.scene()->openPositions())
        if (!visible.contains(ui::tileRect(p)))
            return false;
    return !t.w.scene()->openPositions().empty();
}

// Zoomed in on the far top left corner of the board: what the next turn needs is out of sight.
void lookAway(test::TestWindow &t)
{
    ui::BoardView *view = t.w.view();
    view->setZoom(1.6, QRectF(view->viewport()->rect()).center());
    view->centerOn(t.w.scene()->boardRect().topLeft() - QPointF(400, 400));
}

} // namespace

class TestViewFollows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_viewfollows"_s);
        QSettings().clear();
    }

    // Turns ended with the keys while the view looks elsewhere: each new turn brings every
    // position of the new tile into sight; then the pointer roams over the board and the view
    // stays put (the preview follows the pointer instead).
    void positionsComeIntoSightAtEachTurn()
    {
        test::TestWindow t(test::baseGame(8, 2));
        engine::RandomPlayer player(8);
        for (int i = 0; i < 14; ++i)
            test::playDocumentTurn(*t.doc(), player);
        ui::BoardView *view = t.w.view();
        for (int turn = 0; turn < 4 && t.doc()->stage() == Stage::Placing; ++turn) {
            QTest::keyClick(&t.w, Qt::Key_N); // the tile on a marked position, by keyboard
            QTest::keyClick(&t.w, Qt::Key_Return);
            QVERIFY(t.doc()->stage() == Stage::Deploying || t.doc()->stage() == Stage::Confirming);
            if (t.doc()->stage() == Stage::Deploying)
                QTest::keyClick(&t.w, Qt::Key_Space);
            lookAway(t);
            QVERIFY(!allMarkedInView(t));
            QTest::keyClick(&t.w, Qt::Key_Return); // confirmed: the next player's tile
            QCOMPARE(t.doc()->stage(), Stage::Placing);
            QVERIFY2(allMarkedInView(t), qPrintable(u"turn %1: a position out of sight"_s.arg(turn)));
            QVERIFY(view->zoom() >= ui::BoardView::kMinFollowZoom);

            const int x = view->horizontalScrollBar()->value();
            const int y = view->verticalScrollBar()->value();
            const qreal zoom = view->zoom();
            const QRect room = view->viewport()->rect();
            for (const QPoint &at : {room.topLeft() + QPoint(2, 2), room.center(), room.bottomRight() - QPoint(2, 2),
                                     QPoint(room.right() - 2, room.top() + 2)})
                QTest::mouseMove(view->viewport(), at);
            QCOMPARE(view->horizontalScrollBar()->value(), x);
            QCOMPARE(view->verticalScrollBar()->value(), y);
            QCOMPARE(view->zoom(), zoom);
        }
    }

    // Game > Hint (Shift+H) with the pointer resting on the board and the hinted position out
    // of sight: the view scrolls there and the frame shows the tile, turned as hinted, also
    // after the pointer moves off the marked positions; Enter places it there at once.
    void aHintOutOfSightShowsItsTileAndEnterPlacesIt()
    {
        for (std::uint64_t seed = 1; seed < 30; ++seed) {
            test::TestWindow t(test::baseGame(seed, 2));
            t.w.computers()->setBudget({.seconds = -1, .iterations = 300});
            engine::RandomPlayer player(seed);
            for (int i = 0; i < 14; ++i)
                test::playDocumentTurn(*t.doc(), player);
            ui::BoardView *view = t.w.view();
            lookAway(t);
            QTest::mouseMove(view->viewport(), view->viewport()->rect().center());
            const int x = view->horizontalScrollBar()->value();
            const int y = view->verticalScrollBar()->value();
            QSignalSpy ready(t.w.computers(), &document::ComputerTurns::hintReady);
            QTest::keyClick(&t.w, Qt::Key_H, Qt::ShiftModifier);
            QVERIFY(ready.wait(20000));
            const auto hint = ready.first().first().value<engine::Decision>();
            QCOMPARE(hint.kind, engine::DecisionKind::Place);
            if (view->horizontalScrollBar()->value() == x && view->verticalScrollBar()->value() == y)
                continue; // it was in sight already: another game
            QVERIFY(visibleRect(view).contains(ui::tileRect(hint.placement.pos)));
            const auto hinted = [&] {
                const auto preview = t.w.scene()->preview();
                return preview && preview->pos == hint.placement.pos && preview->rotation == hint.placement.rotation;
            };
            QVERIFY2(hinted(), "the hint's frame is empty after the scroll");
            // The pointer moves to where the tile fits nowhere: the frame keeps the tile.
            const QRect room = view->viewport()->rect();
            for (int px = 10; px < room.width(); px += 37)
                if (t.w.scene()->fittingRotations(ui::cellAt(view->mapToScene(QPoint(px, 10)))).empty()) {
                    QTest::mouseMove(view->viewport(), QPoint(px, 10));
                    QVERIFY2(hinted(), "the hint's frame is empty after a move off the positions");
                    break;
                }
            QTest::keyClick(&t.w, Qt::Key_Return);
            const engine::PlacedTile &placed = t.doc()->game().board().placed().back();
            QCOMPARE(placed.pos, hint.placement.pos);
            QCOMPARE(int(placed.rotation), int(hint.placement.rotation));
            return;
        }
        QFAIL("no game in 30 seeds hinted a position out of sight");
    }

    // The dragon's flight flown by keys (Tab chooses a marked tile, Enter flies) while the view
    // looks elsewhere before each step: the tiles it may enter next are in sight each time.
    void dragonTargetsComeIntoSight()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(test::gameWith(seed, {u"princess-dragon"_s}));
            engine::RandomPlayer player(seed);
            int steps = 0;
            for (int turn = 0; turn < 150 && t.doc()->stage() != Stage::GameOver && steps < 3; ++turn) {
                const auto p = player.choosePlacement(t.doc()->game());
                QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                t.doc()->chooseNoFollower();
                lookAway(t);
                QTest::keyClick(&t.w, Qt::Key_Return); // confirmed: the dragon may fly now
                while (t.doc()->stage() == Stage::DragonFlying) {
                    QVERIFY2(allMarkedInView(t),
                             qPrintable(u"step %1: a tile the dragon may enter is out of sight"_s.arg(steps)));
                    lookAway(t);
                    t.w.view()->setFocus();
                    QTest::keyClick(t.w.view(), Qt::Key_Tab);
                    QTest::keyClick(&t.w, Qt::Key_Return);
                    ++steps;
                }
            }
            if (steps >= 3)
                return;
        }
        QFAIL("no game in 40 seeds made the dragon fly three steps");
    }
};

QTEST_MAIN(TestViewFollows)
#include "tst_viewfollows.moc"
