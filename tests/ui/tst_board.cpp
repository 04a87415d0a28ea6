// The board as a player meets it: a click anywhere on a feature of the tile just placed
// deploys there at every zoom, the markers keep their size on screen, hovering lights up the
// feature's real shape and says what it is worth, the deploy step is skipped when no figure
// can go, the wheel scrolls and never turns the tile, the preview leaves with the pointer, the
// view follows the board; and the drawing part draws a position that is not the document's.

#include "art/artpalette.h"
#include "board/boarddrawing.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardgeometry.h"
#include "board/boardview.h"
#include "board/hotspotitem.h"
#include "document/featuretext.h"
#include "document/placementways.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <map>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

struct Board {
    QTemporaryDir dir;
    ui::MainWindow w;
    explicit Board(const document::GameInfo &info, bool confirm = true)
    {
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1200, 800);
        w.show();
        w.startGame(info, confirm);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(1); // the fit after a new game
    }
    ui::BoardScene *scene() { return w.scene(); }
    ui::BoardView *view() { return w.view(); }
    ui::BoardDrawing *drawing() { return w.scene()->drawing(); }
    document::GameDocument *doc() { return w.document(); }
    QPoint onScreen(QPointF scenePoint) { return view()->mapFromScene(scenePoint); }
    void click(QPointF scenePoint, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(view()->viewport(), button, Qt::NoModifier, onScreen(scenePoint));
    }
    void hover(QPointF scenePoint)
    {
        // A move to where the pointer already is sends nothing: come from a corner.
        QTest::mouseMove(view()->viewport(), QPoint(0, 0));
        QTest::mouseMove(view()->viewport(), onScreen(scenePoint));
    }
    void zoomOnLastTile(qreal zoom)
    {
        view()->setZoom(zoom, QRectF(view()->viewport()->rect()).center());
        view()->centerOn(scene()->lastTileRect().center());
    }
    // Places the tile in hand on the first marked position, without the mouse.
    void placeFirst()
    {
        scene()->previewAt(scene()->openPositions().front());
        QVERIFY(scene()->placePreview());
    }
    const engine::PlacedTile &lastTile() { return doc()->game().board().placed()[doc()->game().lastPlaced()]; }
    engine::NodeId nodeOf(int feature) { return lastTile().firstNode + engine::NodeId(feature); }
    std::vector<engine::Deployment> legal()
    {
        std::vector<engine::Deployment> out;
        doc()->game().legalDeployments(out);
        return out;
    }
    bool underAMarker(QPointF p)
    {
        const auto items = scene()->items(p, Qt::IntersectsItemShape, Qt::DescendingOrder, view()->viewportTransform());
        return std::any_of(items.begin(), items.end(), [](QGraphicsItem *i) { return dynamic_cast<ui::HotspotItem *>(i); });
    }
    // A point of the tile just placed on feature f that no other feature's marker covers; on
    // a 2 unit grid, clear of every marker where there is such a point.
    std::optional<QPointF> clearPointOf(int feature)
    {
        const QRectF tile = scene()->lastTileRect();
        std::optional<QPointF> underItsOwn;
        for (qreal y = 2; y < 100; y += 2)
            for (qreal x = 2; x < 100; x += 2) {
                const QPointF p = tile.topLeft() + QPointF(x, y);
                if (drawing()->featureAt(doc()->game().lastPlaced(), p) != feature)
                    continue;
                if (!underAMarker(p))
                    return p;
                const auto d = scene()->deploymentMarkers()->deploymentAt(p, view()->viewportTransform());
                if (!underItsOwn && d && d->feature == feature)
                    underItsOwn = p;
            }
        return underItsOwn;
    }
};

document::GameInfo innsCathedralsGame(std::uint64_t seed)
{
    document::GameInfo info = test::baseGame(seed);
    info.tileSets.push_back(*document::loadNamedTileSet(u"inns-cathedrals"_s).set);
    info.rules.largeFollower = true;
    return info;
}

std::vector<int> followerFeatures(const std::vector<engine::Deployment> &legal)
{
    std::vector<int> features;
    for (const engine::Deployment &d : legal)
        if (d.figure == engine::FigureKind::Follower)
            features.push_back(d.feature);
    return features;
}

const engine::TileType *baseTileWithEdges(const document::GameInfo &info, std::array<engine::EdgeType, 4> edges)
{
    for (const engine::TileType &t : info.tileSets.front().tiles)
        if (t.edges == edges && std::none_of(t.features.begin(), t.features.end(), [](const engine::FeatureDef &f) {
                return f.kind == engine::FeatureKind::Cloister || f.pennants;
            }))
            return &t;
    return nullptr;
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTests"_s);
        QCoreApplication::setApplicationName(u"tst_board"_s);
    }

    void aClickOnAFeatureDeploysThereAtEveryZoom_data()
    {
        QTest::addColumn<qreal>("zoom");
        QTest::newRow("0.5") << 0.5;
        QTest::newRow("1") << 1.0;
        QTest::newRow("2") << 2.0;
    }

    // On a tile of three features or more, a click on each feature's area (away from the
    // markers) and on each marker chooses that feature; every marker keeps the minimum size.
    void aClickOnAFeatureDeploysThereAtEveryZoom()
    {
        QFETCH(qreal, zoom);
        for (std::uint64_t seed = 1; seed < 60; ++seed) {
            Board t(test::baseGame(seed));
            t.placeFirst();
            if (t.doc()->stage() != Stage::Deploying || followerFeatures(t.legal()).size() < 3)
                continue;
            t.zoomOnLastTile(zoom);
            // Every marker stands on its tile, clear of the others; full size where the tile
            // holds them all (from zoom 1 on), never below the smallest size.
            const QRectF tile = t.view()->mapFromScene(t.scene()->lastTileRect()).boundingRect();
            std::vector<QRectF> markers;
            for (const engine::Deployment &d : t.legal()) {
                const ui::HotspotItem *item = t.scene()->deploymentMarkers()->hotspotItem(d);
                QVERIFY(item);
                const QRectF onScreen =
                    item->deviceTransform(t.view()->viewportTransform()).mapRect(item->shape().boundingRect());
                QVERIFY2(onScreen.width() >= (zoom >= 1 ? ui::kMinHotspotPixels : ui::kSmallestHotspotPixels),
                         qPrintable(QString::number(onScreen.width())));
                QVERIFY2(tile.adjusted(-1, -1, 1, 1).contains(onScreen),
                         qPrintable(u"marker %1,%2 %3x%4 outside its tile"_s.arg(onScreen.x())
                                        .arg(onScreen.y())
                                        .arg(onScreen.width())
                                        .arg(onScreen.height())));
                for (const QRectF &other : markers)
                    QVERIFY(QLineF(other.center(), onScreen.center()).length()
                            >= (other.width() + onScreen.width()) / 2 - 1);
                markers.push_back(onScreen);
            }
            for (const int feature : followerFeatures(t.legal())) {
                const std::optional<QPointF> p = t.clearPointOf(feature);
                QVERIFY2(p, qPrintable(u"feature %1 has no clear point"_s.arg(feature)));
                t.click(*p);
                QCOMPARE(t.doc()->stage(), Stage::Confirming);
                QCOMPARE(int((*t.doc()->pendingChoice())->feature), feature);
                // And its marker, from wherever the last choice left it.
                const engine::Deployment d{std::uint8_t(feature), engine::FigureKind::Follower};
                t.click(*t.scene()->deploymentMarkers()->hotspotPosition(d, t.view()->zoom()));
                QVERIFY(**t.doc()->pendingChoice() == d);
            }
            return;
        }
        QFAIL("no game in 60 seeds placed a first tile with three free features");
    }

    // A marker's tool tip goes with the marker when the turn ends under the pointer (it stayed
    // over the next player's turn, naming a figure no longer on offer).
    void aMarkersToolTipGoesWithIt()
    {
        for (std::uint64_t seed = 1; seed < 60; ++seed) {
            Board t(test::baseGame(seed));
            t.placeFirst();
            if (t.doc()->stage() != Stage::Deploying)
                continue;
            t.zoomOnLastTile(1);
            const engine::Deployment d = t.legal().front();
            t.hover(*t.scene()->deploymentMarkers()->hotspotPosition(d, t.view()->zoom()));
            // The pointer rests on the marker: its tip comes (and nothing more will come unasked).
            QTRY_VERIFY(QToolTip::isVisible());
            QCOMPARE(QToolTip::text(), t.scene()->deploymentMarkers()->hotspotItem(d)->toolTip());
            t.doc()->chooseNoFollower();
            t.doc()->confirmTurn();
            QCOMPARE(t.doc()->stage(), Stage::Placing);
            QTRY_VERIFY_WITH_TIMEOUT(!QToolTip::isVisible(), 3000); // Qt's own stays for 10 s
            return;
        }
        QFAIL("no game in 60 seeds had a first tile to deploy on");
    }

    // Once a figure is chosen the other markers fade (they were drawn over it); the one under
    // the pointer comes back and is still chosen by a click. Five markers or more on a tile
    // are drawn see-through, so that the tile can be read under them.
    void otherMarkersFadeOnceAFigureIsChosen()
    {
        for (std::uint64_t seed = 1; seed < 60; ++seed) {
            Board t(test::baseGame(seed));
            t.placeFirst();
            if (t.doc()->stage() != Stage::Deploying || followerFeatures(t.legal()).size() < 3)
                continue;
            t.zoomOnLastTile(1);
            const std::vector<int> features = followerFeatures(t.legal());
            const engine::Deployment first{std::uint8_t(features[0]), engine::FigureKind::Follower};
            const engine::Deployment second{std::uint8_t(features[1]), engine::FigureKind::Follower};
            ui::DeploymentMarkers *markers = t.scene()->deploymentMarkers();
            QCOMPARE(markers->hotspotItem(second)->opacity(), 1.0); // nothing chosen yet
            const auto faded = [&] {
                int n = 0;
                for (const engine::Deployment &d : t.legal())
                    n += markers->hotspotItem(d)->opacity() < 0.5 ? 1 : 0;
                return n;
            };
            const int others = int(t.legal().size()) - 2; // all but the chosen and the pointer's
            t.click(*markers->hotspotPosition(first, t.view()->zoom()));
            QVERIFY(**t.doc()->pendingChoice() == first);
            QCOMPARE(markers->hotspotItem(first)->opacity(), 1.0);
            QVERIFY2(faded() >= others, qPrintable(u"%1 of %2 faded"_s.arg(faded()).arg(t.legal().size())));
            t.hover(*markers->hotspotPosition(second, t.view()->zoom()));
            QCOMPARE(markers->hotspotItem(second)->opacity(), 1.0); // under the pointer: back
            t.click(*markers->hotspotPosition(second, t.view()->zoom()));
            QVERIFY(**t.doc()->pendingChoice() == second);
            QVERIFY(faded() >= others);
            QCOMPARE(markers->hotspotItem(second)->opacity(), 1.0);
            break;
        }
        // A crowded tile's markers and a tile of two.
        art::ArtCache cache;
        std::vector<std::unique_ptr<ui::HotspotItem>> items;
        std::vector<ui::HotspotItem *> crowd;
        for (std::size_t i = 0; i < ui::kCrowdedTile; ++i) {
            items.push_back(std::make_unique<ui::HotspotItem>(&cache, std::nullopt, Qt::red, ui::kHotspotRadius,
                                                              QPointF(qreal(i) * 3, 0)));
            crowd.push_back(items.back().get());
        }
        const QRectF tile = ui::BoardScene::tileRectOf({0, 0});
        ui::spreadHotspots(crowd, 1.0, tile);
        QVERIFY(std::all_of(crowd.begin(), crowd.end(), [](const ui::HotspotItem *h) { return h->isCrowded(); }));
        const std::vector<ui::HotspotItem *> two(crowd.begin(), crowd.begin() + 2);
        ui::spreadHotspots(two, 1.0, tile);
        QVERIFY(!two[0]->isCrowded() && !two[1]->isCrowded());
        // See-through: less of the disc's colour over what lies under it.
        const auto discAlpha = [](ui::HotspotItem *h) {
            QImage image(80, 80, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            painter.translate(40 - h->offset().x(), 40 - h->offset().y());
            h->paint(&painter, nullptr, nullptr);
            painter.end();
            return qAlpha(image.pixel(40, 40));
        };
        const int plain = discAlpha(two[0]);
        two[0]->setCrowded(true);
        QVERIFY2(discAlpha(two[0]) < plain - 30, qPrintable(u"alpha %1, %2 uncrowded"_s.arg(discAlpha(two[0])).arg(plain)));
    }

    // Where both figures may go the markers stand side by side; a click on the feature's area
    // takes the follower, a click on the large marker the large follower.
    void aFeatureAreaClickTakesTheFollowerWhereBothMayGo()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Board t(innsCathedralsGame(seed));
            t.placeFirst();
            if (t.doc()->stage() != Stage::Deploying)
                continue;
            t.zoomOnLastTile(1);
            for (const int feature : followerFeatures(t.legal())) {
                const engine::Deployment large{std::uint8_t(feature), engine::FigureKind::LargeFollower};
                const std::optional<QPointF> p = t.clearPointOf(feature);
                if (!t.scene()->deploymentMarkers()->hotspotItem(large) || !p)
                    continue;
                const QPointF smallSpot = *t.scene()->deploymentMarkers()->hotspotPosition(
                    {std::uint8_t(feature), engine::FigureKind::Follower});
                QVERIFY(QLineF(*t.scene()->deploymentMarkers()->hotspotPosition(large), smallSpot).length()
                        >= ui::kMinHotspotPixels);
                t.click(*p);
                QCOMPARE((*t.doc()->pendingChoice())->figure, engine::FigureKind::Follower);
                t.click(*t.scene()->deploymentMarkers()->hotspotPosition(large));
                QVERIFY(**t.doc()->pendingChoice() == large);
                return;
            }
        }
        QFAIL("no game in 40 seeds let the first tile take both figures on a feature with room to click");
    }

    // The status bar names the feature under the pointer with its value, and the highlight is
    // the feature's shape, not its tiles.
    void hoveringAFeatureShowsItsShapeAndItsValue()
    {
        const document::GameInfo info = test::baseGame(3);
        {
            document::GameDocument doc;
            doc.newGame(info);
            const engine::Game &game = doc.game();
            const engine::TileType &start = game.catalog().tile(game.board().placed()[0].tile).type;
            for (int f = 0; f < int(start.features.size()); ++f) {
                const engine::NodeId node = game.board().placed()[0].firstNode + engine::NodeId(f);
                if (start.features[std::size_t(f)].kind == engine::FeatureKind::City)
                    QCOMPARE(document::describeFeatureValue(game, node), u"city, 1 tile: 2 if completed, 1 at the end"_s);
                if (start.features[std::size_t(f)].kind == engine::FeatureKind::Road)
                    QCOMPARE(document::describeFeatureValue(game, node), u"road, 1 tile: 1 if completed, 1 at the end"_s);
            }
        }
        {
            // A cloister is completed with its 8 neighbours, whatever it has now.
            document::GameDocument doc;
            doc.setConfirmTurns(false);
            doc.newGame(info);
            engine::RandomPlayer player(3);
            std::optional<engine::NodeId> cloister;
            while (!cloister && doc.stage() == Stage::Placing) {
                test::playDocumentTurn(doc, player);
                const engine::PlacedTile &t = doc.game().board().placed().back();
                const auto &features = doc.game().catalog().tile(t.tile).type.features;
                for (std::size_t f = 0; f < features.size(); ++f)
                    if (features[f].kind == engine::FeatureKind::Cloister)
                        cloister = t.firstNode + engine::NodeId(f);
            }
            QVERIFY(cloister);
            const engine::Game &game = doc.game();
            const int neighbours = game.board().occupiedNeighbours(
                game.board().placed()[game.features().node(*cloister).placed].pos);
            QVERIFY(neighbours < 8);
            QCOMPARE(document::describeFeatureValue(game, *cloister),
                     u"cloister, %1 of 8 neighbours: 9 if completed, %2 at the end"_s.arg(neighbours).arg(neighbours + 1));
        }
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Board t(test::baseGame(seed));
            t.placeFirst();
            if (t.doc()->stage() != Stage::Deploying)
                continue;
            t.zoomOnLastTile(1);
            for (const int feature : followerFeatures(t.legal())) {
                const auto kind = t.doc()->game().features().node(t.nodeOf(feature)).kind;
                const std::optional<QPointF> p = t.clearPointOf(feature);
                if ((kind != engine::FeatureKind::Road && kind != engine::FeatureKind::City) || !p)
                    continue;
                t.hover(*p);
                QCOMPARE(t.w.statusBar()->currentMessage(),
                         document::describeFeatureValue(t.doc()->game(), t.nodeOf(feature)));
                QVERIFY(t.drawing()->isHighlighting());
                // The shape covers the point and leaves out another feature of the same tile.
                const QPainterPath shape = t.drawing()->featureShape(t.nodeOf(feature));
                QVERIFY(shape.contains(*p));
                const int other = feature == 0 ? 1 : 0;
                const std::optional<QPointF> elsewhere = t.clearPointOf(other);
                QVERIFY(elsewhere);
                QVERIFY(!shape.contains(*elsewhere));
                // Off the tile, nothing is lit.
                t.hover(t.scene()->lastTileRect().center() + QPointF(0, 500));
                QVERIFY(!t.drawing()->isHighlighting());
                return;
            }
        }
        QFAIL("no game in 40 seeds placed a first tile with a free road or city");
    }

    // A player without followers places and goes straight to Confirm (or, without
    // confirmation, the turn ends).
    void noFollowerLeftSkipsTheDeployStep()
    {
        Board t(test::baseGame(11), false);
        engine::RandomPlayer other(11);
        // Ann deploys on a field whenever she can (farmers stay), Ben never deploys.
        while (t.doc()->game().supply(0) > 0 && t.doc()->stage() == Stage::Placing) {
            const bool ann = t.doc()->game().currentPlayer() == 0;
            const auto p = other.choosePlacement(t.doc()->game());
            QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
            if (t.doc()->stage() == Stage::Placing)
                continue; // nothing could go anywhere: the turn ended by itself
            std::optional<engine::Deployment> field;
            for (const engine::Deployment &d : t.legal())
                if (t.doc()->game().features().node(t.nodeOf(d.feature)).kind == engine::FeatureKind::Field)
                    field = d;
            if (ann && field)
                t.doc()->chooseDeployment(*field);
            else
                t.doc()->chooseNoFollower();
        }
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        if (t.doc()->game().currentPlayer() != 0) { // Ben's turn: pass it
            t.placeFirst();
            if (t.doc()->stage() != Stage::Placing)
                t.doc()->chooseNoFollower();
        }
        QCOMPARE(t.doc()->game().currentPlayer(), 0);
        QCOMPARE(t.doc()->game().supply(0), 0);

        t.doc()->setConfirmTurns(true);
        const std::size_t turns = t.doc()->match().turns().size();
        t.placeFirst();
        QCOMPARE(t.doc()->stage(), Stage::Confirming);
        QVERIFY(t.doc()->deploymentSkipped());
        QVERIFY(t.doc()->pendingChoice() && !*t.doc()->pendingChoice());
        QVERIFY(t.w.turnPanel()->instruction().contains(u"No figure can go"_s));
        QVERIFY(t.w.turnPanel()->confirmButton()->isEnabled());
        QVERIFY(!t.w.turnPanel()->noFollowerButton()->isEnabled()); // nothing to say no to

        // Without confirmation the turn ends with the placement.
        t.doc()->takeBack();
        t.doc()->setConfirmTurns(false);
        t.placeFirst();
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->match().turns().size(), turns + 1);
        QCOMPARE(t.doc()->game().currentPlayer(), 1);
        QVERIFY(!t.doc()->match().turns().back().deployment());
    }

    void theWheelScrollsAndNeverTurnsTheTile()
    {
        Board t(test::baseGame(1));
        t.view()->setZoom(1, QRectF(t.view()->viewport()->rect()).center());
        const engine::Position cell = t.scene()->openPositions().front();
        t.view()->centerOn(ui::BoardScene::tileRectOf(cell).center());
        t.hover(ui::BoardScene::tileRectOf(cell).center());
        QVERIFY(t.scene()->preview());
        const int rotation = t.scene()->preview()->rotation;
        const int scroll = t.view()->verticalScrollBar()->value();
        const QPoint at = t.onScreen(ui::BoardScene::tileRectOf(cell).center());
        QWheelEvent wheel(at, t.view()->viewport()->mapToGlobal(at), {}, {0, -120}, Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(t.view()->viewport(), &wheel);
        QVERIFY(t.view()->verticalScrollBar()->value() > scroll);
        QVERIFY(!t.scene()->preview() || t.scene()->preview()->rotation == rotation);
        QVERIFY(t.w.turnPanel()->instruction().contains(u"R, a right click"_s));
    }

    // Without the wheel, R, the right button and a click on the tile in the turn panel turn it.
    void rKeyRightClickAndThePanelTileTurnThePreview()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Board t(test::baseGame(seed));
            const auto &positions = t.scene()->openPositions();
            const auto cell = std::find_if(positions.begin(), positions.end(),
                                           [&t](engine::Position p) { return t.scene()->fittingRotations(p).size() >= 2; });
            if (cell == positions.end())
                continue;
            const QPointF centre = ui::BoardScene::tileRectOf(*cell).center();
            t.view()->centerOn(centre);
            t.hover(centre);
            int rotation = t.scene()->preview()->rotation;
            QTest::keyClick(&t.w, Qt::Key_R);
            QVERIFY(t.scene()->preview()->rotation != rotation);
            rotation = t.scene()->preview()->rotation;
            t.click(centre, Qt::RightButton);
            QVERIFY(t.scene()->preview()->rotation != rotation);
            rotation = t.scene()->preview()->rotation;
            QTest::mouseClick(t.w.turnPanel()->tileView(), Qt::LeftButton);
            QVERIFY(t.scene()->preview()->rotation != rotation);
            QCOMPARE(t.doc()->stage(), Stage::Placing); // turned, not placed
            return;
        }
        QFAIL("no game in 40 seeds offered a position with two fitting rotations");
    }

    // Away from the board (the pointer on the turn panel's button or tile) the tile turns too,
    // to the rotations that fit somewhere; a position then takes that rotation where it fits.
    // (The button was grey whenever the pointer was off a position: a mouse could never press it.)
    void theTileTurnsAwayFromTheBoard()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Board t(test::baseGame(seed));
            const std::vector<int> anywhere = t.scene()->rotationsFittingSomewhere();
            ui::TurnPanel *panel = t.w.turnPanel();
            QVERIFY(!t.scene()->preview());
            QCOMPARE(panel->rotateButton()->isEnabled(), anywhere.size() > 1);
            if (anywhere.size() < 2)
                continue;
            const int before = t.scene()->handRotation();
            QTest::mouseClick(panel->rotateButton(), Qt::LeftButton);
            const int turned = t.scene()->handRotation();
            QVERIFY(turned != before);
            QVERIFY(std::find(anywhere.begin(), anywhere.end(), turned) != anywhere.end());
            QVERIFY(!t.scene()->preview()); // nothing placed or previewed
            // A position where the turned rotation fits shows the tile so.
            const auto &positions = t.scene()->openPositions();
            const auto cell = std::find_if(positions.begin(), positions.end(), [&t, turned](engine::Position p) {
                const auto fits = t.scene()->fittingRotations(p);
                return std::find(fits.begin(), fits.end(), turned) != fits.end();
            });
            QVERIFY(cell != positions.end());
            const QPointF centre = ui::BoardScene::tileRectOf(*cell).center();
            t.view()->centerOn(centre);
            t.hover(centre);
            QVERIFY(t.scene()->preview());
            QCOMPARE(t.scene()->preview()->rotation, turned);
            // Off the board again, a click on the panel's tile turns it on.
            QEvent leave(QEvent::Leave);
            QApplication::sendEvent(t.view()->viewport(), &leave);
            QVERIFY(!t.scene()->preview());
            QTest::mouseClick(panel->tileView(), Qt::LeftButton);
            QVERIFY(t.scene()->handRotation() != turned);
            QCOMPARE(t.doc()->stage(), Stage::Placing);
            return;
        }
        QFAIL("no game in 40 seeds offered a tile with two rotations that fit");
    }

    void thePreviewLeavesWithThePointer()
    {
        Board t(test::baseGame(2));
        const engine::Position cell = t.scene()->openPositions().front();
        t.view()->centerOn(ui::BoardScene::tileRectOf(cell).center());
        t.hover(ui::BoardScene::tileRectOf(cell).center());
        QVERIFY(t.scene()->preview());
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(t.view()->viewport(), &leave);
        QVERIFY(!t.scene()->preview());
        t.view()->zoomBy(1.25);
        QCoreApplication::processEvents();
        QVERIFY(!t.scene()->preview());
    }

    // Rotations of a tile that give the same board count once.
    void tilesThatLookTheSameTurnedCountOnce()
    {
        using E = engine::EdgeType;
        const document::GameInfo info = test::baseGame(1);
        const engine::TileType *straight = baseTileWithEdges(info, {E::Field, E::Road, E::Field, E::Road});
        const engine::TileType *curve = baseTileWithEdges(info, {E::Field, E::Field, E::Road, E::Road});
        QVERIFY(straight && curve);
        QVERIFY(document::looksTheSameTurned(*straight, 2));
        QVERIFY(!document::looksTheSameTurned(*straight, 1));
        QCOMPARE(document::distinctWays(*straight, {0, 2}), 1);
        QCOMPARE(document::distinctWays(*straight, {0, 1, 2, 3}), 2);
        QCOMPARE(document::distinctWays(*curve, {0, 1, 2, 3}), 4);
        // The board says the distinct count wherever it counts ways.
        Board t(info);
        for (const engine::Position &p : t.scene()->openPositions()) {
            const int ways = t.scene()->distinctWays(p);
            QVERIFY(ways >= 1 && ways <= int(t.scene()->fittingRotations(p).size()));
            QCOMPARE(t.scene()->waysText(p).startsWith(u"fits one way"_s), ways == 1);
        }
    }

    // Fit Board shows every row with the positions around; at the next turn the view brings
    // every position where the tile fits into sight, zooming out for that only as far as
    // kMinFollowZoom (beyond, the tile placed last and the positions beside it).
    void theViewFitsAndFollowsTheBoard()
    {
        Board t(test::baseGame(4), false);
        engine::RandomPlayer player(4);
        for (int i = 0; i < 16 && t.doc()->stage() == Stage::Placing; ++i)
            test::playDocumentTurn(*t.doc(), player);
        t.view()->fitBoard();
        const QRect viewport = t.view()->viewport()->rect().adjusted(-1, -1, 1, 1);
        QVERIFY(viewport.contains(t.view()->mapFromScene(t.drawing()->reachRect()).boundingRect()));

        t.view()->setZoom(1, QRectF(t.view()->viewport()->rect()).center());
        t.view()->centerOn(t.drawing()->boardRect().center() + QPointF(4000, 4000));
        test::playDocumentTurn(*t.doc(), player);
        const QRectF visible = t.view()->mapToScene(t.view()->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(t.scene()->newPositionsRect()));
        QVERIFY(t.view()->zoom() <= 1.0 && t.view()->zoom() >= ui::BoardView::kMinFollowZoom);
        const QSizeF room = QSizeF(t.view()->viewport()->size()) / ui::BoardView::kMinFollowZoom;
        const QSizeF all = t.scene()->positionsRect().size();
        QVERIFY(visible.contains(t.scene()->positionsRect()) || all.width() > room.width() || all.height() > room.height());
    }

    // A marked position out of sight gets an arrow in the highlight colour at the view's edge.
    void positionsOutOfSightArePointedAt()
    {
        Board t(test::baseGame(4), false);
        engine::RandomPlayer player(4);
        for (int i = 0; i < 10; ++i)
            test::playDocumentTurn(*t.doc(), player);
        t.view()->setZoom(3, QRectF(t.view()->viewport()->rect()).center());
        t.view()->centerOn(t.drawing()->boardRect().center());
        const QRectF inset = QRectF(t.view()->viewport()->rect()).adjusted(14, 14, -14, -14);
        const QImage frame = t.view()->viewport()->grab().toImage();
        const QColor highlight = t.view()->palette().color(QPalette::Highlight);
        int pointedAt = 0;
        for (const engine::Position &p : t.scene()->openPositions()) {
            const QPointF centre = t.view()->mapFromScene(ui::BoardScene::tileRectOf(p).center());
            if (QRectF(t.view()->viewport()->rect()).contains(centre))
                continue;
            const QPoint at(int(std::clamp(centre.x(), inset.left(), inset.right())),
                            int(std::clamp(centre.y(), inset.top(), inset.bottom())));
            const QColor seen = frame.pixelColor(at * frame.devicePixelRatio());
            QVERIFY2(std::abs(seen.red() - highlight.red()) < 60 && std::abs(seen.green() - highlight.green()) < 60
                         && std::abs(seen.blue() - highlight.blue()) < 60,
                     qPrintable(seen.name()));
            ++pointedAt;
        }
        QVERIFY(pointedAt > 0);
    }

    void theHandTileLivesInTheDocument()
    {
        document::GameInfo info = test::baseGame(9);
        info.rules.handSize = 3;
        Board t(info);
        const auto span = t.doc()->game().hand(0);
        const std::vector<engine::TileIndex> hand(span.begin(), span.end()); // the game's changes
        QCOMPARE(hand.size(), std::size_t(3));
        QCOMPARE(t.doc()->handTile(), hand[0]);
        QSignalSpy changed(t.doc(), &document::GameDocument::handTileChanged);
        engine::TileIndex notInHand = 0;
        while (std::find(hand.begin(), hand.end(), notInHand) != hand.end())
            ++notInHand;
        t.doc()->setHandTile(notInHand);
        QCOMPARE(t.doc()->handTile(), hand[0]);
        QCOMPARE(changed.count(), 0);
        t.doc()->setHandTile(hand[1]);
        QCOMPARE(changed.count(), 1);
        // The board marks the positions of the chosen tile, and a take back keeps the choice.
        std::vector<engine::Placement> legal;
        t.doc()->game().legalPlacements(hand[1], legal);
        QVERIFY(std::find(t.scene()->openPositions().begin(), t.scene()->openPositions().end(), legal.front().pos)
                != t.scene()->openPositions().end());
        t.placeFirst();
        QCOMPARE(t.lastTile().tile, hand[1]);
        t.doc()->takeBack();
        QCOMPARE(t.doc()->handTile(), hand[1]);
    }

    // A new game replaces the position under the board while a hand tile is chosen: the board
    // shows the new game's positions for its first tile (and, under the sanitizers, reads
    // nothing of the game that is gone).
    void aNewGameReplacesTheBoardsPosition()
    {
        document::GameInfo info = test::baseGame(12);
        info.rules.handSize = 3;
        Board t(info, false);
        engine::RandomPlayer player(12);
        for (int i = 0; i < 5; ++i)
            test::playDocumentTurn(*t.doc(), player);
        t.doc()->setHandTile(t.doc()->game().hand(t.doc()->game().currentPlayer())[2]);
        t.w.startGame(test::baseGame(13), false);
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(1));
        QCOMPARE(t.doc()->handTile(), t.doc()->game().hand(0)[0]);
        std::vector<engine::Placement> legal;
        t.doc()->game().legalPlacements(t.doc()->handTile(), legal);
        QVERIFY(!legal.empty());
        for (const engine::Placement &p : legal)
            QVERIFY(std::find(t.scene()->openPositions().begin(), t.scene()->openPositions().end(), p.pos)
                    != t.scene()->openPositions().end());
        QCOMPARE(t.drawing()->boardRect(), ui::BoardScene::tileRectOf({0, 0}));
    }

    // The drawing part draws a copy of a position, apart from the document and its input.
    void aPositionThatIsNotTheDocumentsDraws()
    {
        document::GameDocument doc;
        doc.setConfirmTurns(false);
        doc.newGame(test::baseGame(5));
        engine::RandomPlayer player(5);
        for (int i = 0; i < 12; ++i)
            test::playDocumentTurn(doc, player);
        const engine::Game position = doc.game();
        art::ArtCache cache;
        QGraphicsScene scene;
        auto *drawing = new ui::BoardDrawing(&scene, &cache);
        QCOMPARE(ui::BoardDrawing::of(&scene), drawing);
        drawing->show(&position, &doc.info());
        const auto count = [&scene](auto isKind) {
            const QList<QGraphicsItem *> items = scene.items();
            return std::count_if(items.begin(), items.end(), isKind);
        };
        const auto tiles = [](QGraphicsItem *i) { return dynamic_cast<ui::TileItem *>(i) != nullptr; };
        const auto figures = [](QGraphicsItem *i) { return dynamic_cast<ui::FigureItem *>(i) != nullptr; };
        QCOMPARE(std::size_t(count(tiles)), position.board().placed().size());
        QCOMPARE(std::size_t(count(figures)), position.figures().size());
        doc.undoTurn(); // the document moves on; the drawing keeps its position
        QCOMPARE(std::size_t(count(tiles)), position.board().placed().size());
        QVERIFY(drawing->boardRect().contains(ui::BoardScene::tileRectOf(position.board().placed().back().pos)));
    }

    // The farms drawn from a position: one piece per farm of the board (the engine's feature
    // graph; a farm the art leaves no room for has none), each field of each tile inside its own farm's piece and outside every other's;
    // a farm with farmers in its majority's colour, shared ones in each owner's; gone again
    // when hidden. A replay's drawing has them too.
    void farmsAreDrawnOnePiecePerFarm()
    {
        document::GameDocument doc;
        doc.setConfirmTurns(false);
        doc.newGame(test::baseGame(21));
        engine::RandomPlayer player(21);
        // Farmers go down: the random player deploys on fields too.
        for (int i = 0; i < 30 && doc.stage() == Stage::Placing; ++i)
            test::playDocumentTurn(doc, player);
        const engine::Game position = doc.game();
        art::ArtCache cache;
        QGraphicsScene scene;
        auto *drawing = new ui::BoardDrawing(&scene, &cache);
        drawing->show(&position, &doc.info());
        drawing->setFarmsShown(true);
        const engine::FeatureGraph &graph = position.features();
        std::map<engine::NodeId, std::vector<QPointF>> fieldPoints; // a point of each field segment, by farm
        for (std::size_t i = 0; i < position.board().placed().size(); ++i) {
            const engine::PlacedTile &t = position.board().placed()[i];
            const auto &features = position.catalog().tile(t.tile).type.features;
            for (std::size_t f = 0; f < features.size(); ++f) {
                if (features[f].kind != engine::FeatureKind::Field)
                    continue;
                const QPainterPath area = drawing->featureArea(engine::PlacedIndex(i), int(f));
                // A point well inside the segment (on a 2 unit grid), away from its edges.
                std::optional<QPointF> inside;
                const QRectF box = area.boundingRect();
                for (qreal y = box.top() + 1; y < box.bottom() && !inside; y += 2)
                    for (qreal x = box.left() + 1; x < box.right() && !inside; x += 2)
                        if (area.contains(QPointF(x, y)) && area.contains(QPointF(x - 1, y - 1))
                            && area.contains(QPointF(x + 1, y + 1)))
                            inside = QPointF(x, y);
                if (inside) // a sliver of field may have no point this far inside
                    fieldPoints[graph.find(t.firstNode + engine::NodeId(f))].push_back(*inside);
            }
        }
        const auto &farms = drawing->shownFarms();
        for (const auto &[root, points] : fieldPoints) // every farm with room on the board
            QVERIFY(std::any_of(farms.begin(), farms.end(), [root = root](const auto &farm) { return farm.root == root; }));
        int owned = 0;
        for (const auto &farm : farms) {
            QCOMPARE(graph.node(farm.root).kind, engine::FeatureKind::Field);
            QCOMPARE(graph.find(farm.root), farm.root);
            QVERIFY(!farm.item->path().isEmpty());
            QCOMPARE(farm.owners, engine::majority(graph.node(farm.root).weight, position.playerCount()));
            for (const QPointF &p : fieldPoints[farm.root])
                QVERIFY(farm.item->path().contains(p));
            for (const auto &other : farms)
                if (other.root != farm.root)
                    for (const QPointF &p : fieldPoints[other.root])
                        QVERIFY(!farm.item->path().contains(p));
            if (farm.owners) {
                ++owned;
                // The owner's colour is in the brush (a gradient of stripes for all owners).
                const QGradient *stripes = farm.item->brush().gradient();
                QVERIFY(stripes);
                const QGradientStops stops = stripes->stops();
                for (int p = 0; p < position.playerCount(); ++p) {
                    const bool hasColor = std::any_of(stops.begin(), stops.end(), [&](const QGradientStop &s) {
                        return s.second.rgb() == QColor(doc.info().players[p].color).rgb();
                    });
                    QCOMPARE(hasColor, bool(farm.owners & (1u << p)));
                }
                // Over the field the owner's colour keeps its hue (blue at 40% read as teal,
                // close to the green of a farm without farmers).
                for (const QGradientStop &stop : stops) {
                    if (stop.second.lightness() > 240) // the light stripes between
                        continue;
                    const qreal a = stop.second.alphaF();
                    const QColor under = art::palette::field;
                    const QColor seen = QColor::fromRgbF(a * stop.second.redF() + (1 - a) * under.redF(),
                                                         a * stop.second.greenF() + (1 - a) * under.greenF(),
                                                         a * stop.second.blueF() + (1 - a) * under.blueF());
                    const int apart = qAbs(seen.hue() - stop.second.hue());
                    QVERIFY2(std::min(apart, 360 - apart) <= 25,
                             qPrintable(u"%1 over the field shows hue %2"_s.arg(stop.second.name()).arg(seen.hue())));
                }
            }
            QCOMPARE(farm.item->scene(), &scene);
        }
        QVERIFY2(owned > 0, "no farm with farmers in this game");
        drawing->setFarmsShown(false);
        QVERIFY(drawing->shownFarms().empty());
        const QList<QGraphicsItem *> items = scene.items();
        QVERIFY(std::none_of(items.begin(), items.end(), [](QGraphicsItem *i) { return i->zValue() == ui::FarmsLayer; }));
    }
};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
