// window_shots OUTDIR: plays seeded games in the game window and saves pictures of it for
// docs/screenshots: a feature under the pointer while deploying (its shape lit, its value in
// the status bar), the farms' boundaries shown, a hand of three tiles with one chosen, a
// computer opponent thinking, the dragon's flight with the tiles it may enter marked, the
// magic portal open, the Tiles Left tab raised, the base lesson after a wrong move.
// window_shots OUTDIR LANGUAGE (de, fr): the window in that language while deploying and while
// a computer thinks, the turn panel's longest texts, to look for cut texts. Not a test. Run with
// QT_QPA_PLATFORM=offscreen or under Xvfb; it keeps its settings apart from the player's.

#include "board/boarddrawing.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/hotspotitem.h"
#include "board/boardview.h"
#include "document/lesson.h"
#include "document/translations.h"
#include "lessons/lessonrunner.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QApplication>
#include <QGraphicsView>
#include <QDir>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

// Whether no board tile of the window shows a stand-in for its picture any more.
bool tilesCrisp(const QWidget &window)
{
    for (const QGraphicsView *view : window.findChildren<QGraphicsView *>())
        for (QGraphicsItem *item : view->scene() ? view->scene()->items() : QList<QGraphicsItem *>())
            if (const auto *tile = dynamic_cast<const ui::TileItem *>(item); tile && tile->isSoft())
                return false;
    return true;
}

bool save(QWidget &window, const QDir &out, const QString &name)
{
    if (!QTest::qWaitFor([&window] { return tilesCrisp(window); }, 10000)) // the art cache's threads
        std::fprintf(stderr, "%s: tiles still soft after 10 s\n", qPrintable(name));
    QTest::qWait(50); // the last repaints
    const QString path = out.filePath(name);
    if (!window.grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

void startIn(ui::MainWindow &w, const document::GameInfo &info, int turns)
{
    w.startGame(info, true);
    engine::RandomPlayer player(info.seed);
    for (int i = 0; i < turns && w.document()->stage() == Stage::Placing; ++i)
        test::playDocumentTurn(*w.document(), player);
    QTest::qWait(2500); // the board's fit after the new game, the last scores' popups
    w.view()->fitBoard();
}

// Deploying on a tile with at least `features` places for a follower, zoomed in on it, with
// the pointer on the feature a click would choose.
bool deployHover(ui::MainWindow &w, const QDir &out)
{
    for (std::uint64_t seed = 30; seed < 90; ++seed) {
        startIn(w, test::baseGame(seed, 3), 14);
        ui::BoardScene *scene = w.scene();
        scene->previewAt(scene->openPositions().front());
        scene->placePreview();
        std::vector<engine::Deployment> legal;
        w.document()->game().legalDeployments(legal);
        if (w.document()->stage() != Stage::Deploying || legal.size() < 4)
            continue;
        ui::BoardView *view = w.view();
        view->setZoom(1.6, QRectF(view->viewport()->rect()).center());
        view->centerOn(scene->lastTileRect().center());
        // A city or road of the tile: its shape across the board says most.
        const engine::Game &game = w.document()->game();
        const engine::PlacedTile &tile = game.board().placed()[game.lastPlaced()];
        for (const engine::Deployment &d : legal) {
            const auto kind = game.features().node(tile.firstNode + d.feature).kind;
            if (kind != engine::FeatureKind::City && kind != engine::FeatureKind::Road)
                continue;
            const QPointF spot = *scene->deploymentMarkers()->hotspotPosition(d, view->zoom());
            QTest::mouseMove(view->viewport(), QPoint(0, 0));
            QTest::mouseMove(view->viewport(), view->mapFromScene(spot));
            return save(w, out, u"deploy-hover.png"_s);
        }
    }
    std::fprintf(stderr, "no seed gave a tile with a city or road to hover\n");
    return false;
}

bool farms(ui::MainWindow &w, const QDir &out)
{
    startIn(w, test::baseGame(21, 3), 30);
    w.scene()->setFarmsToggled(true);
    w.view()->fitBoard();
    return save(w, out, u"farm-boundaries.png"_s);
}

bool handOfThree(ui::MainWindow &w, const QDir &out)
{
    document::GameInfo info = test::baseGame(9, 2);
    info.rules.handSize = 3;
    w.scene()->setFarmsToggled(false);
    startIn(w, info, 6);
    w.turnPanel()->chooseNextHandTile(1);
    return save(w, out, u"hand-of-three.png"_s);
}

// Ann against Ben (Hard) and Cleo (Medium), Ben thinking (a search that never ends by itself).
bool computerThinking(ui::MainWindow &w, const QDir &out, const QString &name = u"computer-thinking.png"_s)
{
    document::GameInfo info = test::baseGame(14, 3);
    info.players[1].computer = true;
    info.players[1].level = document::ComputerLevel::Hard;
    info.players[2].computer = true;
    info.players[2].level = document::ComputerLevel::Medium;
    w.scene()->setFarmsToggled(false);
    w.computers()->setBudget({.seconds = 0, .iterations = std::int64_t(1) << 40});
    w.startGame(info, true);
    w.computers()->setPaused(true); // the random turns first (the computers wait for events)
    engine::RandomPlayer player(info.seed);
    for (int i = 0; i < 13; ++i) // then Ben's turn
        test::playDocumentTurn(*w.document(), player);
    QTest::qWait(2500);
    w.view()->fitBoard();
    w.computers()->setPaused(false);
    QTest::qWait(300);
    const bool ok = w.computers()->thinkingPlayer() == 1 && save(w, out, name);
    w.computers()->setPaused(true);
    return ok;
}

// The Princess & the Dragon with every expansion, three players: the dragon in flight, the
// tiles it may enter marked, one of them chosen with an arrow key.
bool dragonFlight(ui::MainWindow &w, const QDir &out)
{
    for (std::uint64_t seed = 4; seed < 40; ++seed) {
        document::GameInfo info = test::gameWith(seed, {u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s},
                                                 3);
        startIn(w, info, 0);
        engine::RandomPlayer player(seed);
        document::GameDocument *doc = w.document();
        for (int turn = 0; turn < 120 && doc->stage() != Stage::GameOver; ++turn) {
            if (doc->stage() == Stage::DragonFlying) {
                if (turn < 25) { // a board that has grown a little first
                    doc->chooseDragonStep(player.chooseDecision(doc->game()).at);
                    continue;
                }
                QTest::qWait(2500);
                const engine::Position at = doc->game().board().placed()[doc->game().moduleState().princessDragon.dragon].pos;
                w.view()->setZoom(1.0, QRectF(w.view()->viewport()->rect()).center());
                w.view()->centerOn(ui::BoardScene::tileRectOf(at).center());
                w.scene()->focusNextPosition(1);
                return save(w, out, u"dragon-flight.png"_s);
            }
            const auto p = player.choosePlacement(doc->game());
            doc->placeTile(p.tile, p.placement);
            if (const auto d = player.chooseDeployment(doc->game()))
                doc->chooseDeployment(*d);
            else
                doc->chooseNoFollower();
            doc->confirmTurn();
        }
    }
    std::fprintf(stderr, "no seed made the dragon fly\n");
    return false;
}

// The magic portal opened by a click on its marker: every free feature it reaches lit, the
// pointer on one of them (the follower shown see-through there, named in the status bar).
bool magicPortal(ui::MainWindow &w, const QDir &out)
{
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        startIn(w, test::gameWith(seed, {u"princess-dragon"_s}, 3), 0);
        engine::RandomPlayer player(seed);
        document::GameDocument *doc = w.document();
        for (int turn = 0; turn < 120 && doc->stage() != Stage::GameOver; ++turn) {
            const auto p = player.choosePlacement(doc->game());
            doc->placeTile(p.tile, p.placement);
            std::vector<engine::Decision> open;
            if (turn > 20 && doc->stage() == Stage::Deploying)
                doc->game().legalDecisions(open);
            ui::DeploymentMarkers *markers = w.scene()->deploymentMarkers();
            for (const engine::Decision &d : open) {
                const QPointF at = w.scene()->drawing()->anchorOf(doc->game().board().at(d.at), d.deployment.feature);
                if (d.kind != engine::DecisionKind::DeployAt || markers->portalTargetAt(at) != d)
                    continue;
                QTest::qWait(2500);
                ui::BoardView *view = w.view();
                view->fitBoard();
                const ui::HotspotItem *portal = markers->portalItem();
                const QPoint marker = view->mapFromScene(portal->pos() + portal->offset() / view->zoom());
                QTest::mouseMove(view->viewport(), marker);
                QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, marker);
                QTest::mouseMove(view->viewport(), view->mapFromScene(at));
                return save(w, out, u"magic-portal.png"_s);
            }
            doc->chooseNoFollower();
            doc->confirmTurn();
            while (doc->stage() == Stage::DragonFlying)
                doc->chooseDragonStep(player.chooseDecision(doc->game()).at);
        }
    }
    std::fprintf(stderr, "no seed offered the magic portal\n");
    return false;
}

// The Tiles Left tab raised by a click on it, as a player at 1366 x 768 would see it.
bool tilesLeft(ui::MainWindow &w, const QDir &out)
{
    startIn(w, test::baseGame(17, 3), 12);
    for (QTabBar *tabs : w.findChildren<QTabBar *>())
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == ui::MainWindow::tr("Tiles Left")) {
                QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(i).center());
                return save(w, out, u"tiles-left.png"_s);
            }
    std::fprintf(stderr, "no Tiles Left tab\n");
    return false;
}

// The base lesson at its third step (turn the tile): the learner placed it turned the other way,
// the lesson took it back and explains; the square is lit and the tile previewed there.
bool lesson(ui::MainWindow &w, const QDir &out)
{
    w.scene()->setFarmsToggled(false);
    w.lesson()->setPace(5);
    w.document()->close(); // the game before: nothing to ask about
    w.startLesson(u"base"_s);
    ui::LessonRunner *runner = w.lesson();
    document::GameDocument *doc = w.document();
    const auto &steps = runner->lesson().steps;
    for (int step = 0; step < 2; ++step) {
        if (!QTest::qWaitFor([&] { return runner->waitingStep() == step; }, 5000))
            return false;
        const engine::Decision &d = steps[std::size_t(step)].decision;
        if (d.kind == engine::DecisionKind::Place)
            doc->placeTile(d.tile, d.placement);
        else
            doc->chooseDeployment(d.deployment);
    }
    if (!QTest::qWaitFor([&] { return runner->waitingStep() == 2; }, 5000))
        return false;
    const engine::Decision &turned = steps[2].decision;
    doc->placeTile(turned.tile, {turned.placement.pos, (turned.placement.rotation + 3) % 4});
    QTest::qWait(300);
    w.view()->setZoom(1.3, QRectF(w.view()->viewport()->rect()).center());
    w.view()->centerOn(ui::BoardScene::tileRectOf({0, 0}).center());
    w.scene()->previewAt(turned.placement.pos);
    const bool ok = save(w, out, u"lesson.png"_s);
    runner->leave();
    return ok;
}

// Switched while the window is open, as the Preferences dialog does.
bool inLanguage(ui::MainWindow &w, const QDir &out, const QString &language)
{
    document::setInterfaceLanguage(language);
    document::GameInfo info = test::baseGame(12, 3);
    info.tileSets.push_back(*document::loadNamedTileSet(u"inns-cathedrals"_s).set);
    info.rules.largeFollower = true;
    startIn(w, info, 20);
    w.scene()->previewAt(w.scene()->openPositions().front());
    w.scene()->placePreview();
    return save(w, out, u"game-window-%1.png"_s.arg(language));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"TesseraShots"_s);
    QApplication::setApplicationName(u"window_shots"_s);
    QStandardPaths::setTestModeEnabled(true); // the player's settings and autosave stay as they are
    if (argc < 2) {
        std::fprintf(stderr, "usage: window_shots OUTDIR [LANGUAGE]\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    ui::MainWindow w;
    w.resize(1366, 740);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    const QString language = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    const bool ok = !language.isEmpty()
        ? inLanguage(w, out, language) && computerThinking(w, out, u"computer-thinking-%1.png"_s.arg(language))
        : deployHover(w, out) && farms(w, out) && handOfThree(w, out) && computerThinking(w, out) && dragonFlight(w, out)
            && magicPortal(w, out) && tilesLeft(w, out) && lesson(w, out);
    w.document()->close(); // nothing to ask about on the way out
    return ok ? 0 : 1;
}
