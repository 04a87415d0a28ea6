#pragma once
// The game window as the UI tests drive it: a game (test::baseGame, test::gameWith: testgames.h)
// shown in a window whose autosave goes to a temporary folder of its own, and the mouse moved
// and clicked on the board in scene coordinates, as a person does.

#include "board/boardscene.h"
#include "board/boardview.h"
#include "support/menuactions.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace tessera::test {

struct TestWindow {
    QTemporaryDir dir;
    ui::MainWindow w;
    // `prepare` runs before the game starts (to set the computers' budget, say).
    explicit TestWindow(const document::GameInfo &info, bool confirmTurns = true,
                        const std::function<void(ui::MainWindow &)> &prepare = {})
    {
        w.document()->setAutosavePath(dir.filePath(QStringLiteral("autosave.tessera")));
        if (prepare)
            prepare(w);
        w.resize(1200, 800);
        w.show();
        w.startGame(info, confirmTurns);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(1);
    }
    ui::BoardScene *scene() { return w.scene(); }
    ui::BoardView *view() { return w.view(); }
    document::GameDocument *doc() { return w.document(); }

    // Zoom 1, the start tile in the middle: the board as the tests that count in pixels see it.
    void zoomOneAtStart()
    {
        view()->setZoom(1.0, QRectF(view()->viewport()->rect()).center());
        view()->centerOn(0, 0);
    }
    QPoint viewportPoint(QPointF scenePoint) { return view()->mapFromScene(scenePoint); }
    // The mouse over this cell, scrolled into view first when it is near the edge or outside.
    void hover(engine::Position p)
    {
        view()->ensureVisible(ui::BoardScene::tileRectOf(p), 80, 80);
        QTest::mouseMove(view()->viewport(), viewportPoint(ui::BoardScene::tileRectOf(p).center()));
    }
    // A click at this scene point, scrolled into view first when it is near the edge or outside.
    void click(QPointF scenePoint, Qt::MouseButton button = Qt::LeftButton)
    {
        view()->ensureVisible(QRectF(scenePoint, QSizeF(1, 1)), 80, 80);
        QTest::mouseClick(view()->viewport(), button, Qt::NoModifier, viewportPoint(scenePoint));
    }
    // Places the tile in hand on the first marked position, as a person does: hover, click.
    void placeOnFirstOpenPosition()
    {
        const engine::Position cell = scene()->openPositions().front();
        hover(cell);
        click(ui::BoardScene::tileRectOf(cell).center());
    }
};

} // namespace tessera::test
