// The game window as a player uses it: mouse over the board previews the tile, R / right
// click cycle the rotations that fit, a click places, a hotspot click deploys, Enter
// confirms, Space skips; panels follow; the board renders. (Its files: tst_gamefiles.)

#include "gamewindowharness.h"

#include "board/boarddrawing.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "document/playersmodel.h"
#include "document/tilesleftmodel.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/filesizelimit.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "document/eventtext.h"
#include "document/jczimport.h"
#include "window/handtilebutton.h"
#include "window/mainwindow.h"
#include "editor/tileseteditor.h"
#include "replay/replaywindow.h"
#include "window/playerspanel.h"
#include "window/scoringlog.h"
#include "window/turnpanel.h"
#include "ui/art/figureart.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/dialogs/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QTableWidget>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QFileDialog>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <set>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

using namespace tessera::test::gamewindow;

namespace {

// Whether the Turn panel shows every button of the turn without scrolling.
bool turnButtonsInView(ui::MainWindow &w)
{
    auto *area = qobject_cast<QScrollArea *>(w.findChild<QDockWidget *>(u"TurnDock"_s)->widget());
    ui::TurnPanel *panel = w.turnPanel();
    for (QPushButton *button :
         {panel->rotateButton(), panel->noFollowerButton(), panel->takeBackButton(), panel->confirmButton()}) {
        const QRect onViewport(button->mapTo(area->viewport(), QPoint(0, 0)), button->size());
        if (!button->isVisible() || !area->viewport()->rect().contains(onViewport))
            return false;
    }
    return !area->verticalScrollBar()->isVisible();
}

} // namespace

class TestGameWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTests"_s);
        QCoreApplication::setApplicationName(u"tst_gamewindow"_s);
    }

    void hoverShowsThePreviewInARotationThatFits()
    {
        Window t(1);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QVERIFY(!t.scene()->openPositions().empty());
        const engine::Position cell = t.scene()->openPositions().front();
        t.hover(cell);
        const auto preview = t.scene()->preview();
        QVERIFY(preview);
        QCOMPARE(preview->pos, cell);
        const auto fitting = t.scene()->fittingRotations(cell);
        QVERIFY(std::find(fitting.begin(), fitting.end(), preview->rotation) != fitting.end());
        // Off the marked positions there is no preview.
        t.hover({40, 40});
        QVERIFY(!t.scene()->preview());
    }

    void rotationCyclesOnlyTheRotationsThatFit()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Window t(seed);
            const auto cell = positionWith(t.scene(), 2);
            if (!cell)
                continue; // this first tile fits one way only everywhere; try another game
            t.hover(*cell);
            const auto fitting = t.scene()->fittingRotations(*cell);
            QVERIFY(fitting.size() < 4 || fitting.size() == 4);
            std::vector<int> seen;
            for (std::size_t i = 0; i < fitting.size(); ++i) {
                seen.push_back(t.scene()->preview()->rotation);
                QTest::keyClick(&t.w, Qt::Key_R);
            }
            QCOMPARE(t.scene()->preview()->rotation, seen.front()); // back where it started
            std::sort(seen.begin(), seen.end());
            QCOMPARE(seen, fitting); // every fitting rotation, no other
            // The right button turns it too.
            const int before = t.scene()->preview()->rotation;
            t.click(cellCentre(*cell), Qt::RightButton);
            QVERIFY(t.scene()->preview()->rotation != before);
            return;
        }
        QFAIL("no game in 40 seeds offered a position with two fitting rotations");
    }

    void clickPlacesThenHotspotDeploysAndEnterConfirms()
    {
        Window t(3);
        const engine::Position cell = t.scene()->openPositions().front();
        t.hover(cell);
        const int rotation = t.scene()->preview()->rotation;
        t.click(cellCentre(cell));
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        const engine::PlacedTile &placed = t.doc()->game().board().placed().back();
        QCOMPARE(placed.pos, cell);
        QCOMPARE(int(placed.rotation), rotation);
        QVERIFY(t.w.turnPanel()->noFollowerButton()->isEnabled());

        std::vector<engine::Deployment> legal;
        t.doc()->game().legalDeployments(legal);
        QVERIFY(!legal.empty());
        const auto spot = t.scene()->deploymentMarkers()->hotspotPosition(legal.front().feature);
        QVERIFY(spot);
        t.click(*spot);
        QCOMPARE(t.doc()->stage(), Stage::Confirming);
        QVERIFY(t.doc()->pendingChoice() && *t.doc()->pendingChoice());
        QCOMPARE(int((*t.doc()->pendingChoice())->feature), int(legal.front().feature));

        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->game().currentPlayer(), 1);
        const bool scoredAtOnce = t.doc()->game().figures().empty();
        QCOMPARE(t.doc()->game().supply(0), engine::kFollowersPerPlayer - (scoredAtOnce ? 0 : 1));
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
    }

    // Where both figures may go, each has its marker: a click on the large follower's deploys
    // it, Tab reaches both, and the players panel counts it out of the supply.
    void theLargeFollowerIsDeployedThroughItsOwnHotspot()
    {
        for (std::uint64_t seed = 1; seed < 30; ++seed) {
            Window t(innsCathedralsGame(seed));
            t.placeOnFirstOpenPosition();
            QCOMPARE(t.doc()->stage(), Stage::Deploying);
            // A field keeps its figure after the turn; a road or city may be completed at once.
            const engine::Game &game = t.doc()->game();
            const engine::PlacedTile &placed = game.board().placed().back();
            std::vector<engine::Deployment> legal;
            game.legalDeployments(legal);
            std::optional<int> field;
            for (const engine::Deployment &d : legal)
                if (d.figure == engine::FigureKind::LargeFollower
                    && game.features().node(placed.firstNode + d.feature).kind == engine::FeatureKind::Field)
                    field = d.feature;
            if (!field)
                continue;
            const engine::Deployment large{std::uint8_t(*field), engine::FigureKind::LargeFollower};
            const engine::Deployment small{std::uint8_t(*field), engine::FigureKind::Follower};
            const auto largeSpot = t.scene()->deploymentMarkers()->hotspotPosition(large);
            const auto smallSpot = t.scene()->deploymentMarkers()->hotspotPosition(small);
            QVERIFY(largeSpot && smallSpot);
            QVERIFY(QLineF(*largeSpot, *smallSpot).length() > 20); // side by side, not on top

            // The keyboard reaches both markers of the feature.
            t.view()->setFocus();
            std::vector<engine::Deployment> tabbed;
            for (std::size_t i = 0; i < legal.size(); ++i) {
                QTest::keyClick(t.view(), Qt::Key_Tab);
                tabbed.push_back(*t.scene()->deploymentMarkers()->focusedDeployment());
            }
            QVERIFY(std::find(tabbed.begin(), tabbed.end(), large) != tabbed.end());
            QVERIFY(std::find(tabbed.begin(), tabbed.end(), small) != tabbed.end());

            auto *players = t.w.findChild<QTableView *>();
            QVERIFY(players);
            QVERIFY(!players->isColumnHidden(document::PlayersModel::LargeFollowerColumn));
            QCOMPARE(players->model()->index(0, document::PlayersModel::LargeFollowerColumn).data().toInt(), 1);

            t.click(*largeSpot);
            QCOMPARE(t.doc()->stage(), Stage::Confirming);
            QVERIFY(**t.doc()->pendingChoice() == large);
            QTest::keyClick(&t.w, Qt::Key_Return);
            QCOMPARE(t.doc()->game().currentPlayer(), 1);

            const engine::Game &after = t.doc()->game();
            QCOMPARE(after.figures().size(), std::size_t(1));
            QCOMPARE(after.figures()[0].figure, engine::FigureKind::LargeFollower);
            QCOMPARE(int(after.figures()[0].player), 0);
            QCOMPARE(after.supply(0, engine::FigureKind::LargeFollower), 0);
            QCOMPARE(after.supply(0), engine::kFollowersPerPlayer);
            QCOMPARE(t.doc()->match().turns()[0].deployment()->figure, engine::FigureKind::LargeFollower);
            QCOMPARE(players->model()->index(0, document::PlayersModel::LargeFollowerColumn).data().toInt(), 0);
            return;
        }
        QFAIL("no game in 30 seeds let the first tile take a large follower on a field");
    }

    // Farmers off: the fields of the tile just placed get no marker, its other features do.
    void withoutFarmersFieldsHaveNoHotspot()
    {
        for (std::uint64_t seed = 1; seed < 30; ++seed) {
            document::GameInfo info = test::baseGame(seed);
            info.rules.farmers = false;
            Window t(info);
            t.placeOnFirstOpenPosition();
            QCOMPARE(t.doc()->stage(), Stage::Deploying);
            const engine::Game &game = t.doc()->game();
            const engine::PlacedTile &placed = game.board().placed().back();
            const int features = int(game.catalog().tile(placed.tile).type.features.size());
            int fields = 0;
            int others = 0;
            for (int f = 0; f < features; ++f) {
                const bool field = game.features().node(placed.firstNode + engine::NodeId(f)).kind
                    == engine::FeatureKind::Field;
                fields += field ? 1 : 0;
                if (field)
                    QVERIFY2(!t.scene()->deploymentMarkers()->hotspotPosition(f), "a hotspot on a field without farmers");
                else if (t.scene()->deploymentMarkers()->hotspotPosition(f))
                    ++others;
            }
            if (fields == 0 || others == 0)
                continue; // a tile of fields only, or features taken: try another game
            // With farmers on, the same first tile offers its fields.
            Window with(seed);
            with.placeOnFirstOpenPosition();
            int fieldSpots = 0;
            for (int f = 0; f < features; ++f)
                if (game.features().node(placed.firstNode + engine::NodeId(f)).kind == engine::FeatureKind::Field
                    && with.scene()->deploymentMarkers()->hotspotPosition(f))
                    ++fieldSpots;
            QVERIFY(fieldSpots > 0);
            return;
        }
        QFAIL("no game in 30 seeds placed a first tile with a field and another free feature");
    }

    void spaceSkipsAndBackspaceTakesBack()
    {
        Window t(4);
        t.placeOnFirstOpenPosition();
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        QTest::keyClick(&t.w, Qt::Key_Backspace);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->game().board().placed().size(), std::size_t(1));

        t.placeOnFirstOpenPosition();
        QTest::keyClick(&t.w, Qt::Key_Space);
        QCOMPARE(t.doc()->stage(), Stage::Confirming);
        QTest::mouseClick(t.w.turnPanel()->confirmButton(), Qt::LeftButton);
        QCOMPARE(t.doc()->game().currentPlayer(), 1);
        QCOMPARE(t.doc()->game().supply(0), engine::kFollowersPerPlayer);
    }

    void keyboardOnlyTurns()
    {
        Window t(5);
        t.view()->setFocus();
        // Turn 1: Tab to a position, R turns, Enter places, Tab to a feature, Enter deploys,
        // Enter confirms.
        QTest::keyClick(t.view(), Qt::Key_Tab);
        QVERIFY(t.scene()->preview());
        QTest::keyClick(&t.w, Qt::Key_R);
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        QTest::keyClick(t.view(), Qt::Key_Tab);
        const auto focused = t.scene()->deploymentMarkers()->focusedDeployment();
        QVERIFY(focused);
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->stage(), Stage::Confirming);
        QVERIFY(**t.doc()->pendingChoice() == *focused);
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->game().currentPlayer(), 1);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
        QVERIFY(t.doc()->match().turns()[0].deployment().has_value());

        // Turn 2, without confirmation: Tab, Enter, Space.
        t.doc()->setConfirmTurns(false);
        QTest::keyClick(t.view(), Qt::Key_Tab);
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        QTest::keyClick(&t.w, Qt::Key_Space);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->game().currentPlayer(), 0);
    }

    // On a laptop's 1366 x 768 (a window of 740 pixels under its title bar), with three
    // players and a hand of three, the Turn panel shows every button of the turn without
    // scrolling, while placing and while deploying. Also when the window shows late: started
    // with the replay viewer alone (tessera --replay), it stays hidden while the event loop
    // runs, and its docks wait for it to show before they take their first sizes (hidden, they
    // have none to share, and Qt warned of it).
    void theTurnPanelFitsALaptopWithAHandOfThree_data()
    {
        QTest::addColumn<int>("hiddenFor");
        QTest::newRow("shown at once") << 0;
        QTest::newRow("shown late") << 50;
    }
    void theTurnPanelFitsALaptopWithAHandOfThree()
    {
        QFETCH(int, hiddenFor);
        QSettings().remove(u"window"_s); // the first start's layout, not a test's before
        QTest::failOnWarning(QRegularExpression(u"resizeDocks"_s));
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        QTest::qWait(hiddenFor);
        w.resize(1366, 740);
        w.show();
        document::GameInfo info = test::baseGame(9, 3);
        info.rules.handSize = 3;
        w.startGame(info, true);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(20); // the docks take their first sizes
        ui::TurnPanel *panel = w.turnPanel();
        QCOMPARE(panel->handButtons().size(), 3);
        QVERIFY(turnButtonsInView(w));
        w.scene()->previewAt(w.scene()->openPositions().front());
        QVERIFY(w.scene()->placePreview());
        QTest::qWait(1);
        QVERIFY(turnButtonsInView(w));
    }

    // The turn's buttons stay where they are from stage to stage of a turn: after a click on
    // No follower the pointer finds Confirm turn where it was (the instruction above them,
    // shorter then, used to move them up).
    void theTurnButtonsStayPut()
    {
        Window t(12);
        t.placeOnFirstOpenPosition();
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        QTest::qWait(1); // the layouts settle
        ui::TurnPanel *panel = t.w.turnPanel();
        const QPoint confirm = panel->confirmButton()->mapTo(&t.w, QPoint());
        const QPoint takeBack = panel->takeBackButton()->mapTo(&t.w, QPoint());
        QTest::mouseClick(panel->noFollowerButton(), Qt::LeftButton);
        QCOMPARE(t.doc()->stage(), Stage::Confirming);
        QTest::qWait(1);
        QCOMPARE(panel->confirmButton()->mapTo(&t.w, QPoint()), confirm);
        QCOMPARE(panel->takeBackButton()->mapTo(&t.w, QPoint()), takeBack);
    }

    // Two identical tiles in a hand are one choice: one frame (on the first), and H goes round
    // the different tiles. A computer's hand is shown, not chosen from: its buttons and H are off.
    void identicalTilesInAHandAreOneChoice()
    {
        std::optional<std::uint64_t> seed;
        for (std::uint64_t s = 1; s < 500 && !seed; ++s) {
            document::GameInfo probe = test::baseGame(s);
            probe.rules.handSize = 3;
            engine::Game game(probe.setup());
            while (game.phase() == engine::Phase::Draw)
                game.drawRandom();
            const auto hand = game.hand(0);
            if (hand[0] == hand[1] && hand[1] != hand[2])
                seed = s;
        }
        QVERIFY(seed);
        document::GameInfo info = test::baseGame(*seed);
        info.rules.handSize = 3;
        Window t(info);
        const QList<ui::HandTileButton *> buttons = t.w.turnPanel()->handButtons();
        QCOMPARE(buttons.size(), 3);
        const auto checked = [&] {
            QList<int> on;
            for (int i = 0; i < 3; ++i)
                if (buttons[i]->isChecked())
                    on << i;
            return on;
        };
        QCOMPARE(checked(), QList<int>{0});
        QTest::mouseClick(buttons[1], Qt::LeftButton); // the same tile as the first
        QCOMPARE(checked(), QList<int>{0});
        QTest::keyClick(&t.w, Qt::Key_H);
        QCOMPARE(checked(), QList<int>{2});
        QTest::keyClick(&t.w, Qt::Key_H); // round the two different tiles
        QCOMPARE(checked(), QList<int>{0});

        document::GameInfo watched = info;
        watched.players[0].computer = true;
        Window c(watched);
        const QList<ui::HandTileButton *> computerHand = c.w.turnPanel()->handButtons();
        QCOMPARE(computerHand.size(), 3);
        for (const ui::HandTileButton *button : computerHand)
            QVERIFY(!button->isEnabled());
        const engine::TileIndex shown = c.doc()->handTile();
        QTest::keyClick(&c.w, Qt::Key_H);
        QCOMPARE(c.doc()->handTile(), shown);
    }

    // A hand of three: the chosen tile stands raised in a frame, the others lower and dimmed;
    // a click or H (keyboard) chooses, and the same buttons stay (the focus with them).
    void aHandOfThreeOffersAChoice()
    {
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.show();
        document::GameInfo info = test::baseGame(9);
        info.rules.handSize = 3;
        w.startGame(info, true);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const auto span = w.document()->game().hand(0);
        const std::vector<engine::TileIndex> hand(span.begin(), span.end());
        QCOMPARE(hand.size(), std::size_t(3));
        const QList<ui::HandTileButton *> choices = w.turnPanel()->handButtons();
        QCOMPARE(choices.size(), 3);
        QCOMPARE(w.document()->handTile(), hand[0]);
        const auto chosenIs = [&](int chosen) {
            const QColor accent = choices[0]->palette().color(QPalette::Highlight);
            for (int i = 0; i < 3; ++i) {
                const bool mine = i == chosen;
                QCOMPARE(choices[i]->isChecked(), mine);
                // Raised: the chosen tile stands higher than the others.
                QCOMPARE(choices[i]->tileRect().top() < choices[(i + 1) % 3]->tileRect().top(), mine);
                // Framed in the highlight colour, which no other tile shows; the others dimmed.
                const QImage image = choices[i]->grab().toImage();
                const QPoint frame = choices[i]->tileRect().topLeft() * image.devicePixelRatio()
                    - QPoint(2, 2) * image.devicePixelRatio();
                QCOMPARE(image.pixelColor(frame) == accent, mine);
            }
        };
        // How far the first tile's picture stands from the panel's background.
        const auto contrastOfFirst = [&choices] {
            const QImage image = choices[0]->grab().toImage();
            const QColor background = choices[0]->palette().color(QPalette::Window);
            const QRect tile(choices[0]->tileRect().topLeft() * image.devicePixelRatio(),
                             choices[0]->tileRect().size() * image.devicePixelRatio());
            qint64 sum = 0;
            for (int y = tile.top(); y <= tile.bottom(); ++y)
                for (int x = tile.left(); x <= tile.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    sum += qAbs(c.red() - background.red()) + qAbs(c.green() - background.green())
                        + qAbs(c.blue() - background.blue());
                }
            return sum;
        };
        chosenIs(0);
        const qint64 chosenContrast = contrastOfFirst();
        QTest::mouseClick(choices[2], Qt::LeftButton);
        QCOMPARE(w.document()->handTile(), hand[2]);
        QVERIFY(contrastOfFirst() < chosenContrast * 2 / 3); // dimmed once another is chosen
        QCOMPARE(w.turnPanel()->handButtons(), choices);     // the same buttons, only the choice moved
        chosenIs(2);
        // A click on the chosen tile keeps it chosen.
        QTest::mouseClick(choices[2], Qt::LeftButton);
        chosenIs(2);
        // H chooses the next tile, round the hand.
        QTest::keyClick(&w, Qt::Key_H);
        QCOMPARE(w.document()->handTile(), hand[0]);
        chosenIs(0);
        QTest::keyClick(&w, Qt::Key_H);
        QCOMPARE(w.document()->handTile(), hand[1]);
        chosenIs(1);
        QTest::mouseClick(choices[2], Qt::LeftButton);
        // The marked positions are those of the chosen tile.
        std::vector<engine::Placement> legal;
        w.document()->game().legalPlacements(hand[2], legal);
        QVERIFY(!legal.empty());
        for (const engine::Placement &p : legal)
            QVERIFY(std::find(w.scene()->openPositions().begin(), w.scene()->openPositions().end(), p.pos)
                    != w.scene()->openPositions().end());
        w.scene()->previewAt(legal.front().pos);
        QVERIFY(w.scene()->placePreview());
        QCOMPARE(w.document()->game().board().placed().back().tile, hand[2]);
        QVERIFY(w.turnPanel()->handButtons().isEmpty()); // placed: no choice left this turn
    }

    // Hovering a player's row marks on the board the last tile that player placed; leaving
    // the rows takes the mark away.
    void hoveringAPlayerMarksTheirLastTile()
    {
        Window t(6, false);
        engine::RandomPlayer player(6);
        for (int i = 0; i < 5; ++i)
            test::playDocumentTurn(*t.doc(), player);
        const auto &turns = t.doc()->match().turns();
        auto *panel = t.w.findChild<ui::PlayersPanel *>();
        QVERIFY(panel);
        auto *drawing = t.scene()->drawing();
        QTest::qWait(20); // the docks settle after the turns: a row is where the pointer goes
        for (int p = 0; p < 2; ++p) {
            const auto last = std::find_if(turns.rbegin(), turns.rend(),
                                           [p](const engine::TurnRecord &r) { return r.player == p; });
            QVERIFY(last != turns.rend());
            const QRect row = panel->visualRect(panel->model()->index(p, 0));
            // A move with no button held, through the window as the window system delivers
            // it: the panel hears it only because it tracks the mouse.
            QTest::mouseMove(panel->viewport(), row.center());
            QTRY_VERIFY(drawing->markedPlayerTile());
            QCOMPARE(*drawing->markedPlayerTile(), last->placement().placement.pos);
        }
        // Off the rows, then out of the panel onto the board: the mark goes.
        const QRect lastRow = panel->visualRect(panel->model()->index(panel->model()->rowCount() - 1, 0));
        if (lastRow.bottom() + 5 < panel->viewport()->height()) {
            QTest::mouseMove(panel->viewport(), QPoint(lastRow.center().x(), lastRow.bottom() + 5));
            QTRY_VERIFY(!drawing->markedPlayerTile());
            QTest::mouseMove(panel->viewport(), panel->visualRect(panel->model()->index(0, 0)).center());
            QTRY_VERIFY(drawing->markedPlayerTile());
        }
        QTest::mouseMove(t.view()->viewport(), t.view()->viewport()->rect().center());
        QTRY_VERIFY(!drawing->markedPlayerTile());
    }

    // The farms' boundaries: F held on the board shows them until it is let go; the View
    // menu's toggle keeps them shown; both are in the Help's shortcuts.
    void farmsShowWhileFIsHeldOrToggled()
    {
        Window t(6, false);
        engine::RandomPlayer player(6);
        for (int i = 0; i < 8; ++i)
            test::playDocumentTurn(*t.doc(), player);
        auto *drawing = t.scene()->drawing();
        t.view()->setFocus();
        QVERIFY(!drawing->farmsShown());
        QTest::keyPress(t.view(), Qt::Key_F);
        QVERIFY(drawing->farmsShown());
        QVERIFY(!drawing->shownFarms().empty());
        QTest::keyPress(t.view(), Qt::Key_F, Qt::NoModifier); // an auto-repeat changes nothing
        QTest::keyRelease(t.view(), Qt::Key_F);
        QVERIFY(!drawing->farmsShown());
        QVERIFY(drawing->shownFarms().empty());
        QAction *toggle = menuAction(t.w, u"Show &Farms"_s);
        QVERIFY(toggle);
        toggle->trigger();
        QVERIFY(drawing->farmsShown());
        QTest::keyPress(t.view(), Qt::Key_F);
        QTest::keyRelease(t.view(), Qt::Key_F);
        QVERIFY(drawing->farmsShown()); // the toggle keeps them
        // The board grows: the farms follow.
        const auto farmsOnTheBoard = [&t, drawing] { // those with room on the board
            std::set<engine::NodeId> roots;
            const engine::Game &game = t.doc()->game();
            for (const engine::PlacedTile &tile : game.board().placed()) {
                const auto &features = game.catalog().tile(tile.tile).type.features;
                for (std::size_t f = 0; f < features.size(); ++f)
                    if (features[f].kind == engine::FeatureKind::Field
                        && !drawing->featureShape(tile.firstNode + engine::NodeId(f)).isEmpty())
                        roots.insert(game.features().find(tile.firstNode + engine::NodeId(f)));
            }
            return roots;
        };
        for (int turn = 0; turn < 3; ++turn) {
            test::playDocumentTurn(*t.doc(), player);
            std::set<engine::NodeId> shown;
            for (const auto &farm : drawing->shownFarms())
                shown.insert(farm.root);
            QCOMPARE(shown, farmsOnTheBoard());
        }
        toggle->trigger();
        QVERIFY(!drawing->farmsShown());
        ui::HelpDialog help({toggle});
        QStringList keys;
        for (int r = 0; r < help.shortcuts()->rowCount(); ++r)
            keys << help.shortcuts()->item(r, 1)->text();
        QVERIFY(keys.contains(u"F (hold)"_s));
        QVERIFY(keys.contains(QKeySequence(Qt::SHIFT | Qt::Key_F).toString(QKeySequence::NativeText)));
    }

    // Menus and the tool bar have icons on a desktop without an icon theme too (ours is the
    // fallback); the actions a player looks for first are among them.
    void menusHaveIconsWithoutADesktopTheme()
    {
        QIcon::setThemeName(u"no-such-theme"_s);
        Window t(6, false);
        for (const QString &text : {u"&New Game..."_s, u"&Open..."_s, u"&Save"_s, u"&Undo"_s, u"&Redo"_s, u"Zoom &In"_s,
                                    u"&Hint"_s, u"&Rules and Shortcuts"_s, u"&Quit"_s}) {
            const QAction *action = menuAction(t.w, text);
            QVERIFY2(action, qPrintable(text));
            QVERIFY2(!action->icon().isNull() && !action->icon().pixmap(16, 16).isNull(), qPrintable(text));
        }
        // Place or Confirm shows no icon: a check mark there read as a ticked option.
        const QAction *place = menuAction(t.w, u"&Place or Confirm"_s);
        QVERIFY(place && !place->isCheckable());
        QVERIFY(place->icon().isNull());
    }

    void panelsFollowTheGame()
    {
        Window t(6, false);
        engine::RandomPlayer player(6);
        // Play until something is scored, through the document like the board does.
        while (t.doc()->game().events().empty() && t.doc()->stage() == Stage::Placing)
            test::playDocumentTurn(*t.doc(), player);
        QVERIFY(!t.doc()->game().events().empty());
        auto *log = t.w.findChild<ui::ScoringLog *>(); // not the hint's choices, also a list
        QVERIFY(log);
        QCOMPARE(log->model()->rowCount(), int(t.doc()->game().events().size()));
        auto *players = t.w.findChild<QTableView *>();
        QVERIFY(players);
        for (int p = 0; p < 2; ++p)
            QCOMPARE(players->model()->index(p, 1).data().toInt(), t.doc()->game().score(p));
        const QString expected = t.doc()->stage() == Stage::GameOver ? u"game is over"_s : u"marked position"_s;
        QVERIFY2(t.w.turnPanel()->instruction().contains(expected), qPrintable(t.w.turnPanel()->instruction()));
    }

    // Popups, flashes and returning followers animate; an undo in the middle of them rebuilds
    // the board, and nothing may touch the items the rebuild deleted.
    void scoringAnimationsSurviveAnUndo()
    {
        Window t(2, false);
        engine::RandomPlayer player(5); // this game scores before its end, a popup to cancel
        while (t.doc()->game().events().empty() && t.doc()->stage() == Stage::Placing)
            test::playDocumentTurn(*t.doc(), player);
        QCOMPARE(t.doc()->stage(), Stage::Placing); // scored during the game, not at its end
        const auto items = t.scene()->items().size();
        QTest::qWait(300);
        t.doc()->undoTurn();
        QTest::qWait(2500);                         // every animation started before the undo has run out
        QVERIFY(t.scene()->items().size() < items); // popups are gone again
        test::playDocumentTurn(*t.doc(), player);
        QTest::qWait(2500);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
    }

    void boardOfACompleteGameRenders()
    {
        Window t(8, false);
        engine::RandomPlayer player(8);
        while (t.doc()->stage() == Stage::Placing) {
            t.view()->setZoom(2.0, QRectF(t.view()->viewport()->rect()).center()); // close up, as a player may
            test::playDocumentTurn(*t.doc(), player);
        }
        QCOMPARE(t.doc()->stage(), Stage::GameOver);
        // The turn panel says how the game ended: who won, with how many points.
        const engine::Game &game = t.doc()->game();
        const int seats = int(t.doc()->info().players.size());
        int best = 0;
        for (int p = 0; p < seats; ++p)
            best = std::max(best, game.score(p));
        QStringList winners;
        for (int p = 0; p < seats; ++p)
            if (game.score(p) == best)
                winners << t.doc()->info().players[p].name;
        const QString instruction = t.w.turnPanel()->instruction();
        QVERIFY2(instruction.contains(winners.first())
                     && instruction.contains(winners.size() == 1 ? u"wins with %1 points"_s.arg(best)
                                                                 : u"share the victory with %1 points"_s.arg(best)),
                 qPrintable(instruction));
        // The final scoring plays with the whole board in view, filling it.
        const QRectF board = t.scene()->drawing()->boardRect();
        const QRectF seen = t.view()->mapToScene(t.view()->viewport()->rect()).boundingRect();
        QVERIFY(seen.contains(board));
        QVERIFY2(board.width() > 0.8 * seen.width() || board.height() > 0.8 * seen.height(),
                 qPrintable(u"the board fills %1 x %2 of the view"_s.arg(board.width() / seen.width())
                                .arg(board.height() / seen.height())));
        const QString png = t.dir.filePath(u"board.png"_s);
        QVERIFY(t.w.exportBoard(png));
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 500 && image.height() > 500);
        // Not blank: most of the board's area is drawn, in many colours.
        int drawn = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) {
                const QRgb c = image.pixel(x, y);
                if (qAlpha(c) > 0) {
                    ++drawn;
                    colours.insert(c & 0xF0F0F0);
                }
            }
        QVERIFY2(drawn > (image.width() / 7) * (image.height() / 7) / 4, "less than a quarter of the board is drawn");
        QVERIFY(colours.size() > 20);
        QVERIFY(t.w.exportBoard(t.dir.filePath(u"board.svg"_s)));
        QVERIFY(QFileInfo(t.dir.filePath(u"board.svg"_s)).size() > 1000);
        // A write that cannot happen says why.
        QString error;
        QVERIFY(!t.w.exportBoard(t.dir.filePath(u"missing/board.png"_s), &error));
        QVERIFY(!error.isEmpty());
    }

    // An unfinished road with an inn, or city with a cathedral, scores nothing; the log says why.
    void anUnfinishedInnOrCathedralSaysWhyItScoresNothing()
    {
        engine::ScoreEvent e;
        e.final = true;
        e.players = 0b01;
        e.kind = engine::FeatureKind::City;
        e.tiles = 8;
        e.pennants = 2;
        const QStringList names{u"Ann"_s, u"Ben"_s};
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ann scores 0: city of 8 tiles, 2 pennants, with a cathedral: nothing unfinished (final scoring)"_s);
        e.kind = engine::FeatureKind::Road;
        e.pennants = 0;
        e.tiles = 4;
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ann scores 0: road of 4 tiles, with an inn: nothing unfinished (final scoring)"_s);
        e.points = 4; // a road without an inn
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ann scores 4: road of 4 tiles (final scoring)"_s);
    }

    // Shared points list every name, as English does.
    void sharedPointsListTheNamesNaturally()
    {
        engine::ScoreEvent e;
        e.kind = engine::FeatureKind::Field;
        e.final = true;
        e.points = 3;
        e.cities = 1;
        const QStringList names{u"Ann"_s, u"Ben"_s, u"Cy"_s, u"Player 4"_s};
        e.players = 0b1011;
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ann, Ben and Player 4 each score 3: farm supplying 1 completed city (final scoring)"_s);
        e.players = 0b0110;
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ben and Cy each score 3: farm supplying 1 completed city (final scoring)"_s);
        e.players = 0b0001;
        QCOMPARE(document::describeEvent(e, names, engine::FarmScoring::ThirdEdition),
                 u"Ann scores 3: farm supplying 1 completed city (final scoring)"_s);
    }

    // A click on a scoring log entry says which event it was; its feature lights up and comes
    // into view.
    void clickingAScoringEntryShowsItsFeature()
    {
        Window t(7, false);
        engine::RandomPlayer player(7);
        while (t.doc()->game().events().empty() && t.doc()->stage() == Stage::Placing)
            test::playDocumentTurn(*t.doc(), player);
        QVERIFY(!t.doc()->game().events().empty());
        QCOMPARE(t.doc()->stage(), Stage::Placing); // during the game, not its final scoring
        auto *log = t.w.findChild<ui::ScoringLog *>();
        QVERIFY(log && log->isVisible());
        QSignalSpy spy(log, &ui::ScoringLog::eventActivated);
        t.view()->centerOn(5000, 5000);           // far from every tile
        log->scrollTo(log->model()->index(0, 0)); // the log keeps its newest entry in sight
        const QRect row = log->visualRect(log->model()->index(0, 0));
        QVERIFY(row.isValid());
        QTest::mouseClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 0);
        std::vector<engine::Position> tiles;
        t.doc()->game().featureTiles(t.doc()->game().events()[0].feature, tiles);
        QVERIFY(!tiles.empty());
        const QRectF visible = t.view()->mapToScene(t.view()->viewport()->rect()).boundingRect();
        for (const engine::Position &p : tiles)
            QVERIFY(visible.intersects(ui::BoardScene::tileRectOf(p)));
        // The board outlines the feature in its real shape.
        QVERIFY(t.scene()->drawing()->isHighlighting());
    }

    // The status bar starts each stage empty: the position text of the turn does not stay
    // after the tile is placed, after the turn, or after an undo.
    void statusBarForgetsTheStageBefore()
    {
        Window t(5, false);
        QStatusBar *status = t.w.statusBar();
        // The board may say something of the new stage (what the previewed tile does); what
        // belonged to the stage before must be gone.
        auto positionText = [status] { return status->currentMessage().startsWith(u"Position "_s); };
        QTest::keyClick(&t.w, Qt::Key_N); // next position: said in the status bar
        QVERIFY2(positionText(), qPrintable(status->currentMessage()));
        QTest::keyClick(&t.w, Qt::Key_Return);
        QCOMPARE(t.doc()->stage(), Stage::Deploying);
        QVERIFY2(!positionText(), qPrintable(status->currentMessage()));
        QTest::keyClick(&t.w, Qt::Key_Space); // the turn ends (no confirmation)
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(1));
        QTest::keyClick(&t.w, Qt::Key_N);
        QVERIFY2(positionText(), qPrintable(status->currentMessage()));
        QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier); // undo
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(0));
        QVERIFY2(!positionText(), qPrintable(status->currentMessage()));
    }

    // A panel closed with its button comes back from the View menu.
    void theViewMenuBringsAClosedPanelBack()
    {
        Window t(5);
        auto *dock = t.w.findChild<QDockWidget *>(u"PlayersDock"_s);
        QVERIFY(dock && dock->isVisible());
        auto *close = dock->findChild<QAbstractButton *>(u"qt_dockwidget_closebutton"_s);
        QVERIFY(close && close->isVisible());
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!dock->isVisible());

        QMenu *view = nullptr;
        for (QAction *a : t.w.menuBar()->actions())
            if (a->text() == u"&View"_s)
                view = a->menu();
        QVERIFY(view);
        QAction *toggle = dock->toggleViewAction();
        QVERIFY(view->actions().contains(toggle));
        QVERIFY(!toggle->isChecked());
        QTest::mouseClick(t.w.menuBar(), Qt::LeftButton, Qt::NoModifier,
                          t.w.menuBar()->actionGeometry(view->menuAction()).center());
        QTRY_VERIFY(view->isVisible());
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->actionGeometry(toggle).center());
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(toggle->isChecked());
        for (const char *name : {"TurnDock", "ScoringDock"})
            QVERIFY(view->actions().contains(t.w.findChild<QDockWidget *>(QString::fromLatin1(name))->toggleViewAction()));
    }

    // The first window fits the screen it opens on (the offscreen screen is 800 x 600, smaller
    // than a laptop at 1.5x), panels included; a closed window's size and panels come back.
    void theFirstWindowFitsTheScreenAndItsLayoutIsRemembered()
    {
        QSettings().remove(u"window"_s);
        QRect available;
        {
            ui::MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            available = w.screen()->availableGeometry();
            QVERIFY2(available.contains(w.geometry()),
                     qPrintable(
                         u"%1x%2 on %3x%4"_s.arg(w.width()).arg(w.height()).arg(available.width()).arg(available.height())));
            QVERIFY(w.width() >= available.width() * 8 / 10);
            QVERIFY(w.minimumSizeHint().width() <= available.width() && w.minimumSizeHint().height() <= available.height());
            // A laptop of 1366 x 768 at 1.5x leaves about 911 x 480 for a window, a game of six
            // players included.
            document::GameInfo six = innsCathedralsGame(3);
            while (six.players.size() < 6)
                six.players.append({u"Player %1"_s.arg(six.players.size() + 1),
                                    document::defaultPlayerColor(int(six.players.size())), false});
            w.startGame(six, true);
            QVERIFY2(w.minimumSizeHint().width() <= 911 && w.minimumSizeHint().height() <= 480,
                     qPrintable(u"%1 x %2"_s.arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height())));
            w.document()->close();
            w.findChild<QDockWidget *>(u"ScoringDock"_s)->close();
            w.resize(640, 480);
            QVERIFY(w.close()); // no game: nothing to ask
        }
        ui::MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), QSize(640, 480));
        QVERIFY(!again.findChild<QDockWidget *>(u"ScoringDock"_s)->isVisible());
        QVERIFY(again.findChild<QDockWidget *>(u"PlayersDock"_s)->isVisible());
        QSettings().remove(u"window"_s);
    }

    // Any key or click finishes the final scoring at once and brings the results, which the
    // Game menu shows again later.
    void aKeyFinishesTheFinalScoring()
    {
        Window t(8, false);
        engine::RandomPlayer player(8);
        while (t.doc()->stage() == Stage::Placing)
            test::playDocumentTurn(*t.doc(), player);
        QCOMPARE(t.doc()->stage(), Stage::GameOver);
        ui::BoardDrawing *drawing = t.scene()->drawing();
        QVERIFY(drawing->isScoring()); // features of the final scoring are still to come
        QString shown;
        onNextModal([&shown](QWidget *dialog) {
            shown = QString::fromLatin1(dialog->metaObject()->className());
            qobject_cast<QDialog *>(dialog)->reject();
        });
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(t.view()->viewport(), Qt::Key_Space);
        QVERIFY(!drawing->isScoring()); // every score is on the board now
        QTRY_COMPARE_WITH_TIMEOUT(shown, u"tessera::ui::ResultsDialog"_s, 3000);
        QVERIFY(clock.elapsed() < t.scene()->scoringDuration(0) / 2);

        QAction *results = menuAction(t.w, u"Show &Results"_s);
        QVERIFY(results && results->isEnabled());
        shown.clear();
        onNextModal([&shown](QWidget *dialog) {
            shown = QString::fromLatin1(dialog->metaObject()->className());
            qobject_cast<QDialog *>(dialog)->reject();
        });
        results->trigger();
        QCOMPARE(shown, u"tessera::ui::ResultsDialog"_s);
    }

    // Preferences chosen in their dialog take effect on the board at once.
    void preferencesTakeEffectOnTheBoard()
    {
        QSettings().remove(u"ui/colourBlindFigures"_s);
        QSettings().remove(u"ui/animationPace"_s);
        Window t(3);
        ui::BoardDrawing *drawing = t.scene()->drawing();
        QCOMPARE(drawing->figureMark(0), art::FigureMark::None);
        onNextModal([](QWidget *modal) {
            auto *dialog = qobject_cast<ui::PreferencesDialog *>(modal);
            QVERIFY2(dialog, modal->metaObject()->className());
            QTest::mouseClick(dialog->findChild<QCheckBox *>(u"colourBlindFigures"_s), Qt::LeftButton);
            auto *pace = dialog->findChild<QComboBox *>(u"pace"_s);
            pace->setCurrentIndex(pace->findData(int(ui::AnimationPace::Instant)));
            dialog->accept();
        });
        QTest::keyClick(&t.w, Qt::Key_Comma, Qt::ControlModifier);
        QCOMPARE(drawing->figureMark(0), art::markForSeat(0));
        QVERIFY(drawing->figureMark(1) != drawing->figureMark(0));
        QCOMPARE(drawing->scoringStep(), 0);
        QVERIFY(QSettings().value(u"ui/colourBlindFigures"_s).toBool());
        // A new window starts with them.
        Window again(4);
        QCOMPARE(again.scene()->drawing()->figureMark(1), art::markForSeat(1));
        QSettings().remove(u"ui/colourBlindFigures"_s);
        QSettings().remove(u"ui/animationPace"_s);
    }

    // The language chosen in the preferences changes every open window at once: the game
    // window's menus, docks, turn panel and table headers, the History, the replay viewer and
    // the tile set editor; and back to English the same way.
    void theLanguageChangesEveryWindowAtOnce()
    {
        QSettings().remove(u"ui/language"_s);
        Window t(6);
        QVERIFY(t.doc()->saveAs(t.dir.filePath(u"game.tessera"_s)));
        QPointer<ui::ReplayWindow> viewer = t.w.openInReplayViewer(t.dir.filePath(u"game.tessera"_s));
        QPointer<ui::TileSetEditor> editor = t.w.openTileSetEditor();
        QVERIFY(viewer && editor);
        QSignalSpy headers(t.w.findChild<ui::PlayersPanel *>()->model(), &QAbstractItemModel::headerDataChanged);
        // Through the dialog with the keyboard: the language box, then Enter for OK.
        QString languageLabel; // as the dialog showed it
        const auto choose = [&t, &languageLabel](const QString &language) {
            onNextModal([language, &languageLabel](QWidget *modal) {
                auto *dialog = qobject_cast<ui::PreferencesDialog *>(modal);
                QVERIFY2(dialog, modal->metaObject()->className());
                languageLabel = dialog->findChild<QLabel *>(u"languageLabel"_s)->text();
                auto *box = dialog->findChild<QComboBox *>(u"language"_s);
                QVERIFY(box);
                box->setFocus();
                QTest::keyClick(box, Qt::Key_Home);
                for (int i = 0; i < box->count() && box->currentData().toString() != language; ++i)
                    QTest::keyClick(box, Qt::Key_Down);
                QCOMPARE(box->currentData().toString(), language);
                QTest::keyClick(box, Qt::Key_Return);
            });
            // The game window's shortcut: the other windows opened since may be the active ones.
            t.w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&t.w));
            QTest::keyClick(&t.w, Qt::Key_Comma, Qt::ControlModifier);
            QTRY_VERIFY(!QApplication::activeModalWidget());
        };
        // Each window gets its QEvent::LanguageChange from the event loop, all in one round.
        const auto menus = [](const QMainWindow *window) {
            QStringList titles;
            for (const QAction *menu : window->menuBar()->actions())
                titles << menu->text();
            return titles;
        };
        const auto dockTitle = [&t](const char *name) {
            return t.w.findChild<QDockWidget *>(QString::fromLatin1(name))->windowTitle();
        };
        const auto button = [&t](const QString &text) {
            const QList<QPushButton *> buttons = t.w.turnPanel()->findChildren<QPushButton *>();
            return std::any_of(buttons.begin(), buttons.end(), [&text](QPushButton *b) { return b->text() == text; });
        };
        auto *players = t.w.findChild<ui::PlayersPanel *>();
        auto *tilesLeft = t.w.turnPanel()->findChild<QLabel *>(u"tilesLeft"_s);
        auto *mainLine = t.w.findChild<QAction *>(u"makeMainLine"_s);

        choose(u"de"_s);
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"de"_s);
        QTRY_COMPARE(menus(&t.w), (QStringList{u"&Spiel"_s, u"&Bearbeiten"_s, u"&Zug"_s, u"&Ansicht"_s, u"&Hilfe"_s}));
        QCOMPARE(dockTitle("TurnDock"), u"Zug"_s);
        QCOMPARE(dockTitle("HistoryDock"), u"Verlauf"_s);
        QVERIFY(button(u"Zu&rücknehmen"_s));
        QVERIFY2(tilesLeft->text().endsWith(u"Karten übrig"_s), qPrintable(tilesLeft->text()));
        QVERIFY(headers.count() > 0);
        QCOMPARE(players->horizontalHeader()->model()->headerData(0, Qt::Horizontal).toString(), u"Spieler"_s);
        QCOMPARE(mainLine->text(), u"Zur &Hauptlinie machen"_s);
        QCOMPARE(menus(viewer), (QStringList{u"&Datei"_s, u"&Wiedergabe"_s, u"&Ansicht"_s}));
        QVERIFY(viewer->windowTitle().endsWith(u"– Wiedergabe"_s));
        QCOMPARE(menus(editor), (QStringList{u"&Datei"_s, u"&Bearbeiten"_s, u"&Ansicht"_s}));
        QCOMPARE(editor->findChild<QAction *>(u"undo"_s)->text(), u"&Rückgängig"_s);
        // The new-game dialog's form, opened after the switch, speaks German too.
        QString playersTitle;
        onNextModal([&playersTitle](QWidget *modal) {
            if (const auto *box = modal->findChild<QGroupBox *>(u"playersBox"_s))
                playersTitle = box->title();
            qobject_cast<QDialog *>(modal)->reject();
        });
        t.w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        QTest::keyClick(&t.w, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(playersTitle, u"Spieler"_s);

        choose(u"fr"_s);
        QCOMPARE(languageLabel, u"S&prache:"_s); // the dialog's form, opened in German
        QTRY_COMPARE(menus(&t.w), (QStringList{u"&Partie"_s, u"&Édition"_s, u"&Tour"_s, u"&Affichage"_s, u"Ai&de"_s}));
        QVERIFY2(tilesLeft->text().endsWith(u"tuiles restantes"_s), qPrintable(tilesLeft->text()));
        QCOMPARE(menus(viewer).first(), u"&Fichier"_s);

        choose(u"en"_s);
        QTRY_COMPARE(menus(&t.w), (QStringList{u"&Game"_s, u"&Edit"_s, u"&Turn"_s, u"&View"_s, u"&Help"_s}));
        QCOMPARE(dockTitle("TurnDock"), u"Turn"_s);
        QVERIFY(button(u"&Take back"_s));
        QVERIFY2(tilesLeft->text().endsWith(u"tiles left"_s), qPrintable(tilesLeft->text()));
        QCOMPARE(players->horizontalHeader()->model()->headerData(0, Qt::Horizontal).toString(), u"Player"_s);
        QCOMPARE(mainLine->text(), u"Make &Main Line"_s);
        QCOMPARE(menus(viewer), (QStringList{u"&File"_s, u"&Replay"_s, u"&View"_s}));
        QCOMPARE(editor->findChild<QAction *>(u"undo"_s)->text(), u"&Undo"_s);
        QSettings().remove(u"ui/language"_s);
        delete viewer;
        delete editor;
    }

    // The tiles left have their own panel (in the View menu), and F1 opens the help with the
    // window's own shortcuts.
    void tilesLeftAndHelpAreAtHand()
    {
        Window t(5);
        // The tile count says where the tile in hand fits.
        const QString tip = t.w.turnPanel()->findChild<QLabel *>(u"tilesLeft"_s)->toolTip();
        QVERIFY2(tip.contains(
                     u"fits %1 open position"_s.arg(document::fittingPositionCount(t.doc()->game(), t.doc()->handTile()))),
                 qPrintable(tip));
        auto *dock = t.w.findChild<QDockWidget *>(u"TilesLeftDock"_s);
        QVERIFY(dock);
        auto *table = dock->findChild<QTableView *>();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 24);
        QVERIFY(test::findMenuAction(t.w, [&](const QAction *a) { return a == dock->toggleViewAction(); }));

        QStringList names;
        onNextModal([&names](QWidget *modal) {
            auto *help = qobject_cast<ui::HelpDialog *>(modal);
            QVERIFY2(help, modal->metaObject()->className());
            for (int r = 0; r < help->shortcuts()->rowCount(); ++r)
                names.append(help->shortcuts()->item(r, 0)->text());
            help->reject();
        });
        QTest::keyClick(&t.w, Qt::Key_F1);
        QVERIFY2(names.contains(u"Save"_s) && names.contains(u"Rotate Tile"_s) && names.contains(u"Undo"_s),
                 qPrintable(names.join(u", "_s)));
    }
};

QTEST_MAIN(TestGameWindow)
#include "tst_gamewindow.moc"
