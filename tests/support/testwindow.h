#pragma once
// The game window for tests of the expansions in it: a game (test::gameWith, testgames.h)
// shown in a window whose autosave goes to a temporary folder of its own, and clicks on the
// board in scene coordinates.

#include "board/boardview.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QTemporaryDir>
#include <QTest>

namespace tessera::test {

struct TestWindow {
    QTemporaryDir dir;
    ui::MainWindow w;
    explicit TestWindow(const document::GameInfo &info, bool confirmTurns = true)
    {
        w.document()->setAutosavePath(dir.filePath(QStringLiteral("autosave.tessera")));
        w.resize(1200, 800);
        w.show();
        w.startGame(info, confirmTurns);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(1);
    }
    document::GameDocument *doc() { return w.document(); }
    // A left click on the board at this scene point, brought into the middle of the view first.
    void click(QPointF scenePoint)
    {
        w.view()->centerOn(scenePoint);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, Qt::NoModifier, w.view()->mapFromScene(scenePoint));
    }
};

} // namespace tessera::test
