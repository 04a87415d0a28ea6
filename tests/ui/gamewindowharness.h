#pragma once
// The game window as the tests of tst_gamewindow and tst_gamefiles drive it: a seeded game in a
// window whose autosave goes to a folder of its own, at zoom 1 around the start tile, and the
// mouse moved and clicked in scene coordinates.

#include "board/boardscene.h"
#include "board/boardview.h"
#include "document/tilesetlibrary.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace tessera::test::gamewindow {

using namespace Qt::StringLiterals;

inline QPoint viewportPoint(ui::BoardView *view, QPointF scenePoint)
{
    return view->mapFromScene(scenePoint);
}

inline QPointF cellCentre(engine::Position p)
{
    return ui::BoardScene::tileRectOf(p).center();
}

// A position where the tile in hand fits in at least `rotations` rotations, if any.
inline std::optional<engine::Position> positionWith(ui::BoardScene *scene, std::size_t rotations)
{
    for (const engine::Position &p : scene->openPositions())
        if (scene->fittingRotations(p).size() >= rotations)
            return p;
    return std::nullopt;
}

// The base game with Inns & Cathedrals and its large follower, as the new-game dialog makes it.
inline document::GameInfo innsCathedralsGame(std::uint64_t seed)
{
    document::GameInfo info = test::baseGame(seed);
    info.tileSets.push_back(*document::loadNamedTileSet(u"inns-cathedrals"_s).set);
    info.rules.largeFollower = true;
    return info;
}

// The action of a menu of the window with this text, if any.
QAction *menuAction(const QMainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
            if (a->text() == text)
                return a;
    return nullptr;
}

using test::answerMessageBox;
using test::BoxText;
using test::onNextModal;

struct Window {
    QTemporaryDir dir;
    ui::MainWindow w;
    explicit Window(std::uint64_t seed, bool confirm = true) : Window(test::baseGame(seed), confirm) {}
    explicit Window(const document::GameInfo &info, bool confirm = true)
    {
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1200, 800);
        w.show();
        w.startGame(info, confirm);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->setZoom(1.0, QRectF(w.view()->viewport()->rect()).center());
        w.view()->centerOn(0, 0);
    }
    ui::BoardScene *scene() { return w.scene(); }
    ui::BoardView *view() { return w.view(); }
    document::GameDocument *doc() { return w.document(); }
    void hover(engine::Position p)
    {
        view()->ensureVisible(ui::BoardScene::tileRectOf(p), 50, 50);
        QTest::mouseMove(view()->viewport(), viewportPoint(view(), cellCentre(p)));
    }
    void click(QPointF scenePoint, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(view()->viewport(), button, Qt::NoModifier, viewportPoint(view(), scenePoint));
    }
    // Places the tile in hand on the first marked position, as a player does: hover, click.
    void placeOnFirstOpenPosition()
    {
        const engine::Position cell = scene()->openPositions().front();
        hover(cell);
        click(cellCentre(cell));
    }
};

} // namespace tessera::test::gamewindow
