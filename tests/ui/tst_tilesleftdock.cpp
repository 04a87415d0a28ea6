// The Tiles Left tab at a laptop's size (1366 x 768, the window maximized under a panel): a
// click on its tab shows several rows of tiles, while the turn panel above keeps its tile, its
// buttons and its instruction in view, in every stage of a turn, also when the next game
// brings a hand of three (and the row goes back to the tiles left after it).

#include "support/testgames.h"
#include "window/mainwindow.h"
#include "window/tilesleftpanel.h"
#include "window/turnpanel.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

// Whether the widget lies whole inside the visible part of the scroll area holding it.
bool wholeInView(const QWidget *widget, const QScrollArea *area)
{
    const QRect at(widget->mapTo(area->viewport(), QPoint(0, 0)), widget->size());
    return area->viewport()->rect().contains(at);
}

void clickTab(ui::MainWindow &w, const QString &text)
{
    for (QTabBar *tabs : w.findChildren<QTabBar *>())
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == text) {
                QTest::mouseClick(tabs, Qt::LeftButton, Qt::NoModifier, tabs->tabRect(i).center());
                return;
            }
    QFAIL(qPrintable(u"no tab "_s + text));
}

} // namespace

class TestTilesLeftDock : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_tilesleftdock"_s);
        QSettings().clear(); // the first start's layout, no window state kept
    }

    void severalRowsAtLaptopSize()
    {
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(test::gameWith(5, {u"inns-cathedrals"_s}, 3), true);
        engine::RandomPlayer player(5);
        for (int turn = 0; turn < 6; ++turn)
            test::playDocumentTurn(*w.document(), player);
        QTest::qWait(50);

        auto *tiles = w.findChild<ui::TilesLeftPanel *>();
        QVERIFY(tiles);
        clickTab(w, ui::MainWindow::tr("Tiles Left"));
        QTest::qWait(50);
        QVERIFY(tiles->isVisible());
        const int rowsShown = tiles->viewport()->height() / tiles->rowHeight(0);
        QVERIFY2(rowsShown >= 4, qPrintable(u"only %1 rows of tiles in view"_s.arg(rowsShown)));

        // The turn panel loses nothing for it, placing and deploying.
        ui::TurnPanel *turn = w.turnPanel();
        auto *scroll = qobject_cast<QScrollArea *>(turn->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const auto *instruction = turn->findChild<QLabel *>(u"instruction"_s);
        QVERIFY(instruction);
        const QList<const QWidget *> needed{turn->tileView(), turn->confirmButton(), turn->takeBackButton(), instruction};
        const auto allInView = [&] {
            for (const QWidget *widget : needed)
                if (!wholeInView(widget, scroll))
                    return false;
            return true;
        };
        QCOMPARE(w.document()->stage(), Stage::Placing);
        QTRY_VERIFY(allInView()); // the panel lays itself out again after the stage changes
        const auto p = player.choosePlacement(w.document()->game());
        QCOMPARE(w.document()->placeTile(p.tile, p.placement), engine::MoveError::None);
        QTest::qWait(20);
        QCOMPARE(w.document()->stage(), Stage::Deploying);
        QTRY_VERIFY(allInView()); // the panel lays itself out again after the stage changes

        // The next game has a hand of three: the turn panel takes the row it needs more from
        // the tab below, placing (by keys) and deploying.
        document::GameInfo hand = test::baseGame(9, 3);
        hand.rules.handSize = 3;
        w.startGame(hand, true);
        engine::RandomPlayer handPlayer(9);
        for (int i = 0; i < 6; ++i) // before the window has had a look at the new game
            test::playDocumentTurn(*w.document(), handPlayer);
        QTest::qWait(50);
        QCOMPARE(turn->handButtons().size(), 3);
        QTRY_VERIFY(allInView()); // the panel lays itself out again after the stage changes
        QTest::keyClick(&w, Qt::Key_N);
        QTest::keyClick(&w, Qt::Key_Return);
        QVERIFY(w.document()->stage() == Stage::Deploying || w.document()->stage() == Stage::Confirming);
        QTRY_VERIFY(allInView()); // the panel lays itself out again after the stage changes

        // A game with a hand of one again gives the row back to the tiles left.
        w.startGame(test::gameWith(5, {u"inns-cathedrals"_s}, 3), true);
        QTest::qWait(50);
        QTRY_VERIFY(allInView()); // the panel lays itself out again after the stage changes
        QVERIFY(tiles->viewport()->height() / tiles->rowHeight(0) >= 4);
        w.document()->close();
    }
};

QTEST_MAIN(TestTilesLeftDock)
#include "tst_tilesleftdock.moc"
