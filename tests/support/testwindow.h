#pragma once
// The game window for tests of the expansions in it: a game of the base tiles and the
// expansions' (with the figures their tiles bring), shown in a window whose autosave goes to a
// temporary folder of its own, and clicks on the board in scene coordinates.

#include "board/boardview.h"
#include "engine/tilecatalog.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QTemporaryDir>
#include <QTest>

namespace tessera::test {

// The base game of testgames.h with the built-in tile sets named (e.g. "princess-dragon")
// added, and the figures their tiles bring: the large follower with Inns & Cathedrals, the
// builder and the pig with goods, the fairy with the Princess & the Dragon (as the new-game
// dialog and the command line bring them).
inline document::GameInfo gameWith(std::uint64_t seed, const QStringList &sets, int players = 2)
{
    document::GameInfo info = baseGame(seed, players);
    for (const QString &name : sets)
        info.tileSets.push_back(*document::loadNamedTileSet(name).set);
    const engine::TileCatalog::Contents contents = engine::TileCatalog(info.tileSets).contents();
    info.rules.largeFollower = contents.inns || contents.cathedrals;
    info.rules.builder = info.rules.pig = contents.goods;
    info.rules.fairy = contents.princessDragon;
    return info;
}

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
