// Traders & Builders in the game window: a click on the builder's marker deploys the builder
// (which shows as a builder on the board), the bonus tile it earns is announced by a banner
// with the turn's first tile beside it, the players panel shows every player's goods (and
// hides the column in games without goods), and the new-game dialog brings the builder and pig
// with the tiles.

#include "board/boarddrawing.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "dialogs/newgamedialog.h"
#include "document/playersmodel.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"
#include "window/playerspanel.h"
#include "window/turnpanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

document::GameInfo tradersGame(std::uint64_t seed)
{
    return test::gameWith(seed, {u"traders-builders"_s});
}

ui::PlayersPanel *players(ui::MainWindow &w)
{
    return w.findChild<ui::PlayersPanel *>();
}

} // namespace

class TestTradersWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The settings of the tests stay apart from the program's.
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_traderswindow"_s);
        QSettings().clear();
    }

    // Random turns through the document until the builder may go somewhere; its marker is
    // clicked and the turn confirmed with the button; then random turns until the builder
    // earns a bonus tile: the banner says so, and while the bonus tile is played the turn's
    // first tile is shown beside it.
    void builderMarkerAndBonusTileBanner()
    {
        for (std::uint64_t seed = 1; seed < 30; ++seed) {
            test::TestWindow t(tradersGame(seed));
            engine::RandomPlayer player(seed);
            ui::TurnPanel *panel = t.w.turnPanel();
            bool builderClicked = false;
            for (int step = 0; step < 200 && t.doc()->stage() != Stage::GameOver; ++step) {
                const engine::Game &game = t.doc()->game();
                if (playingBonusTile(game) && builderClicked) {
                    QVERIFY(panel->bonusBanner()->isVisible());
                    QVERIFY(panel->bonusBanner()->text().contains(u"second tile"_s));
                    auto *first = panel->findChild<QLabel *>(u"firstTile"_s);
                    QVERIFY(first && first->isVisible() && !first->pixmap().isNull());
                    return;
                }
                QVERIFY(!panel->bonusBanner()->isVisible());
                const auto p = player.choosePlacement(game);
                QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                if (bonusTileDue(t.doc()->game()) && t.doc()->stage() == Stage::Deploying)
                    QVERIFY(panel->bonusBanner()->isVisible());
                std::vector<engine::Deployment> legal;
                t.doc()->game().legalDeployments(legal);
                const auto builder = std::find_if(legal.begin(), legal.end(), [](const engine::Deployment &d) {
                    return d.figure == engine::FigureKind::Builder;
                });
                if (!builderClicked && builder != legal.end()) {
                    t.w.view()->centerOn(t.w.scene()->lastTileRect().center());
                    const auto spot = t.w.scene()->deploymentMarkers()->hotspotPosition(*builder);
                    QVERIFY(spot);
                    t.click(*spot);
                    QVERIFY(t.doc()->pendingChoice() && **t.doc()->pendingChoice() == *builder);
                    QTest::mouseClick(panel->confirmButton(), Qt::LeftButton);
                    builderClicked = true;
                    // The turn deployed the builder (a feature the tile completed sends it home at once).
                    const auto deployed = t.doc()->match().turns().back().deployment();
                    QVERIFY(deployed && deployed->figure == engine::FigureKind::Builder);
                    const auto &figures = t.doc()->game().figures();
                    if (!figures.empty() && figures.back().figure == engine::FigureKind::Builder)
                        QCOMPARE(t.w.scene()->drawing()->roleOf(figures.back().node, engine::FigureKind::Builder),
                                 art::FigureRole::Builder);
                    continue;
                }
                if (const auto d = player.chooseDeployment(t.doc()->game()); d && d->figure != engine::FigureKind::Builder)
                    t.doc()->chooseDeployment(*d);
                else
                    t.doc()->chooseNoFollower();
                t.doc()->confirmTurn();
            }
        }
        QFAIL("no game in 30 seeds deployed a builder and earned a bonus tile");
    }

    void goodsInThePlayersPanel()
    {
        test::TestWindow t(tradersGame(3));
        ui::PlayersPanel *panel = players(t.w);
        QVERIFY(panel);
        QVERIFY(!panel->isColumnHidden(document::PlayersModel::GoodsColumn));
        engine::RandomPlayer player(3);
        while (t.doc()->stage() != Stage::GameOver)
            test::playDocumentTurn(*t.doc(), player);
        const engine::Game &game = t.doc()->game();
        const QAbstractItemModel *model = panel->model();
        int tokens = 0;
        for (int p = 0; p < game.playerCount(); ++p) {
            const QString expected = u"%1 \u00b7 %2 \u00b7 %3"_s.arg(goodsOf(game, p, engine::Goods::Wine))
                                         .arg(goodsOf(game, p, engine::Goods::Grain))
                                         .arg(goodsOf(game, p, engine::Goods::Cloth));
            QCOMPARE(model->index(p, document::PlayersModel::GoodsColumn).data().toString(), expected);
            QVERIFY(model->index(p, 0).data(Qt::ToolTipRole).toString().contains(u"wine"_s));
            for (const auto g : {engine::Goods::Wine, engine::Goods::Grain, engine::Goods::Cloth})
                tokens += goodsOf(game, p, g);
        }
        QVERIFY(tokens > 0);
        // Without goods on the tiles the column goes.
        t.w.startGame(test::baseGame(3), true);
        QVERIFY(panel->isColumnHidden(document::PlayersModel::GoodsColumn));
    }

    // Choosing the Traders & Builders tiles in the new-game dialog brings the builder and pig.
    void newGameDialogBringsBuilderAndPig()
    {
        ui::NewGameDialog dialog;
        dialog.show();
        auto *traders = dialog.findChild<QCheckBox *>(u"tileSet_traders-builders"_s);
        auto *builderPig = dialog.findChild<QCheckBox *>(u"builderPig"_s);
        QVERIFY(traders && builderPig);
        if (traders->isChecked())
            QTest::mouseClick(traders, Qt::LeftButton, Qt::NoModifier, QPoint(5, traders->height() / 2));
        QVERIFY(!builderPig->isChecked());
        QTest::mouseClick(traders, Qt::LeftButton, Qt::NoModifier, QPoint(5, traders->height() / 2));
        QVERIFY(traders->isChecked());
        QVERIFY(builderPig->isChecked());
        QVERIFY(dialog.gameInfo().rules.builder && dialog.gameInfo().rules.pig);
        QTest::mouseClick(traders, Qt::LeftButton, Qt::NoModifier, QPoint(5, traders->height() / 2));
        QVERIFY(!builderPig->isChecked());
    }
};

QTEST_MAIN(TestTradersWindow)
#include "tst_traderswindow.moc"
