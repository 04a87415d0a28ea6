// The magic portal in the game window, by mouse and keys: a click on its marker lights up
// every free feature it reaches, and they stay lit while the pointer wanders and the view
// scrolls, until a right click or Esc puts the portal aside (the tile stays placed) or a click
// on a lit feature deploys there; a click that reaches nothing is answered in the status bar.

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/deploymentmarkers.h"
#include "board/hotspotitem.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"

#include <QPainterPath>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

// Random turns until the tile just placed has a magic portal with a lit feature that a click
// can hit; that feature's decision and a scene point inside it. nullopt: not in this game.
std::optional<std::pair<engine::Decision, QPointF>> playToPortal(test::TestWindow &t, engine::RandomPlayer &player)
{
    for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver; ++turn) {
        const auto p = player.choosePlacement(t.doc()->game());
        if (t.doc()->placeTile(p.tile, p.placement) != engine::MoveError::None)
            return std::nullopt;
        std::vector<engine::Decision> open;
        if (t.doc()->stage() == Stage::Deploying)
            t.doc()->game().legalDecisions(open);
        ui::DeploymentMarkers *markers = t.w.scene()->deploymentMarkers();
        ui::BoardDrawing *drawing = t.w.scene()->drawing();
        for (const engine::Decision &d : open) {
            if (d.kind != engine::DecisionKind::DeployAt || d.deployment.figure != engine::FigureKind::Follower)
                continue;
            const QPainterPath area = drawing->featureArea(t.doc()->game().board().at(d.at), d.deployment.feature);
            for (qreal f = 0; f <= 1; f += 0.05) {
                // A point a little inside the outline, towards the area's centre.
                const QPointF edge = area.pointAtPercent(f);
                const QPointF point = edge + (area.boundingRect().center() - edge) * 0.2;
                if (area.contains(point) && markers->portalTargetAt(point) == d)
                    return std::pair{d, point};
            }
        }
        t.doc()->chooseNoFollower();
        t.doc()->confirmTurn();
        while (t.doc()->stage() == Stage::DragonFlying)
            t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
    }
    return std::nullopt;
}

QPointF portalMarker(test::TestWindow &t)
{
    const ui::HotspotItem *portal = t.w.scene()->deploymentMarkers()->portalItem();
    return portal->pos() + portal->offset() / t.w.view()->zoom();
}

QPoint inView(test::TestWindow &t, QPointF scenePoint)
{
    return t.w.view()->mapFromScene(scenePoint);
}

} // namespace

class TestMagicPortal : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_magicportal"_s);
        QSettings().clear();
    }

    void portalStaysLitUntilChosenOrPutAside()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(test::gameWith(seed, {u"princess-dragon"_s}));
            engine::RandomPlayer player(seed);
            const auto found = playToPortal(t, player);
            if (!found)
                continue;
            const auto &[target, point] = *found;
            ui::DeploymentMarkers *markers = t.w.scene()->deploymentMarkers();
            ui::BoardDrawing *drawing = t.w.scene()->drawing();
            QWidget *viewport = t.w.view()->viewport();
            const std::size_t placed = t.doc()->game().board().placed().size();

            // A click on the marker opens the portal; the pointer moving away leaves it lit.
            t.click(portalMarker(t));
            QVERIFY(markers->isPortalOpen());
            QVERIFY(drawing->isHighlighting());
            QVERIFY(t.w.statusBar()->currentMessage().contains(u"reaches"_s));
            QTest::mouseMove(viewport, QPoint(3, 3));
            QTest::mouseMove(viewport, viewport->rect().center() + QPoint(40, 25));
            QVERIFY(markers->isPortalOpen());
            QVERIFY(drawing->isHighlighting());

            // A right click puts it aside: nothing lit, the tile still placed.
            QTest::mouseClick(viewport, Qt::RightButton, Qt::NoModifier, QPoint(5, 5));
            QVERIFY(!markers->isPortalOpen());
            QVERIFY(!drawing->isHighlighting());
            QVERIFY(t.w.statusBar()->currentMessage().contains(u"put aside"_s));
            QCOMPARE(t.doc()->stage(), Stage::Deploying);

            // Esc puts it aside too, before it would take the tile back.
            t.click(portalMarker(t));
            QVERIFY(markers->isPortalOpen());
            QTest::keyClick(&t.w, Qt::Key_Escape);
            QVERIFY(!markers->isPortalOpen());
            QVERIFY(!drawing->isHighlighting());
            QCOMPARE(t.doc()->stage(), Stage::Deploying);
            QCOMPARE(t.doc()->game().board().placed().size(), placed);

            // A click where the portal reaches nothing (an empty table) is answered, and the
            // features stay lit.
            t.click(portalMarker(t));
            const QRectF board = t.w.scene()->boardRect();
            const QPointF empty = board.topLeft() - QPointF(ui::kTileSize / 2, ui::kTileSize / 2);
            t.click(empty);
            QVERIFY(markers->isPortalOpen());
            QVERIFY(drawing->isHighlighting());
            QVERIFY(t.w.statusBar()->currentMessage().contains(u"does not reach"_s));
            QVERIFY(!t.doc()->pendingInstead());

            // Hovering a lit feature names it; a click there deploys through the portal.
            t.w.view()->centerOn(point);
            QTest::mouseMove(viewport, QPoint(3, 3)); // from elsewhere onto the feature
            QTest::mouseMove(viewport, inView(t, point));
            QVERIFY(t.w.statusBar()->currentMessage().startsWith(u"Through the magic portal"_s));
            QVERIFY(drawing->isHighlighting());
            t.click(point);
            QVERIFY(t.doc()->pendingInstead());
            QCOMPARE(*t.doc()->pendingInstead(), target);
            QVERIFY(!markers->isPortalOpen());
            QVERIFY(markers->portalItem()->isChosen());
            return;
        }
        QFAIL("no game in 40 seeds offered the magic portal on a feature a click can hit");
    }
};

QTEST_MAIN(TestMagicPortal)
#include "tst_magicportal.moc"
