// The Princess & the Dragon in the game window: while the dragon flies, the tiles it may
// enter are marked and a click on one of them flies it there (a click elsewhere does
// nothing) and the dragon's figure glides there; the turn panel names the player whose step
// it is; the flight's steps are the turn's decisions in the history; the new-game dialog brings the fairy with the tiles.

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/neutralfigures.h"
#include "board/boardview.h"
#include "dialogs/newgamedialog.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QCheckBox>
#include <QPainterPath>
#include <QPushButton>
#include <QSettings>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

document::GameInfo princessGame(std::uint64_t seed)
{
    return test::gameWith(seed, {u"princess-dragon"_s});
}

engine::Position dragonAt(const engine::Game &game)
{
    return game.board().placed()[game.moduleState().dragon].pos;
}

} // namespace

class TestPrincessWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_princesswindow"_s);
        QSettings().clear();
    }

    // Random turns through the document until the dragon flies; then each step is a click on
    // one of the marked tiles, by whoever's step it is, until the flight is over.
    void dragonFliesByClicks()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            int steps = 0;
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver; ++turn) {
                if (t.doc()->stage() != Stage::DragonFlying) {
                    const auto p = player.choosePlacement(t.doc()->game());
                    QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                const std::size_t recorded = t.doc()->match().turns().size();
                while (t.doc()->stage() == Stage::DragonFlying) {
                    const engine::Game &game = t.doc()->game();
                    const QString name = t.doc()->info().players[game.decidingPlayer()].name;
                    QVERIFY(t.w.turnPanel()->instruction().contains(name));
                    std::vector<engine::Decision> open;
                    game.legalDecisions(open);
                    QVERIFY(!open.empty());
                    // A click on the dragon's own tile (visited) changes nothing.
                    const engine::Position from = dragonAt(game);
                    t.click(ui::tileRect(from).center());
                    QCOMPARE(dragonAt(t.doc()->game()), from);
                    const engine::Position to = open.back().at;
                    t.click(ui::tileRect(to).center());
                    QCOMPARE(dragonAt(t.doc()->game()), to);
                    // The dragon's figure glides to the centre of its new tile.
                    const auto target = t.w.scene()->drawing()->neutralFigures()->dragonTarget();
                    QVERIFY(target && *target == ui::tileRect(to).center());
                    ++steps;
                }
                // The flight ended the turn: its steps are recorded with it.
                QCOMPARE(t.doc()->match().turns().size(), recorded + 1);
                const auto &decisions = t.doc()->match().turns().back().decisions;
                QVERIFY(std::count_if(decisions.begin(), decisions.end(), [](const engine::Decision &d) {
                            return d.kind == engine::DecisionKind::DragonStep;
                        }) > 0);
                if (steps >= 3)
                    return;
            }
        }
        QFAIL("no game in 40 seeds made the dragon fly three steps");
    }

    // Instead of deploying: a click on one of the player's followers moves the fairy there, a
    // click on a knight of the city the princess joined sends it home, a click on a free
    // feature of another tile deploys through the magic portal; each confirmed with the button.
    void fairyPrincessAndPortalByClicks()
    {
        std::set<engine::DecisionKind> done;
        for (std::uint64_t seed = 1; seed < 30 && done.size() < 3; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver && done.size() < 3; ++turn) {
                if (t.doc()->stage() == Stage::DragonFlying) {
                    t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
                    continue;
                }
                const auto p = player.choosePlacement(t.doc()->game());
                QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                if (t.doc()->stage() != Stage::Deploying) { // nothing to choose on this tile
                    t.doc()->confirmTurn();
                    continue;
                }
                std::vector<engine::Decision> open;
                t.doc()->game().legalDecisions(open);
                const auto wanted = std::find_if(open.begin(), open.end(), [&](const engine::Decision &d) {
                    return (d.kind == engine::DecisionKind::MoveFairy || d.kind == engine::DecisionKind::RemoveKnight
                            || (d.kind == engine::DecisionKind::DeployAt && d.deployment.figure == engine::FigureKind::Follower))
                        && !done.count(d.kind);
                });
                if (wanted == open.end()) { // followers on the board give the fairy and the princess work
                    if (const auto deployment = player.chooseDeployment(t.doc()->game()))
                        t.doc()->chooseDeployment(*deployment);
                    else
                        t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                const engine::Decision d = *wanted;
                const engine::Game &game = t.doc()->game();
                const engine::PlacedIndex placed = game.board().at(d.at);
                ui::BoardDrawing *drawing = t.w.scene()->drawing();
                // Where to click: the figure standing there, or a point of the feature's area.
                QPointF point = drawing->anchorOf(placed, d.deployment.feature);
                if (d.kind == engine::DecisionKind::DeployAt) {
                    const QPainterPath area = drawing->featureArea(placed, d.deployment.feature);
                    point = area.pointAtPercent(0.5);
                    for (qreal f = 0; f <= 1 && drawing->featureAt(placed, point) != d.deployment.feature; f += 0.05)
                        point = area.pointAtPercent(f);
                    if (drawing->featureAt(placed, point) != d.deployment.feature || t.w.scene()->insteadAt(point) != d) {
                        t.doc()->chooseNoFollower(); // a feature too thin to hit here: another time
                        t.doc()->confirmTurn();
                        continue;
                    }
                }
                if (t.w.scene()->insteadAt(point) != d) { // another choice at the same spot (the fairy first)
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                t.click(point);
                QVERIFY(t.doc()->pendingInstead() && *t.doc()->pendingInstead() == d);
                const int owner = d.kind == engine::DecisionKind::RemoveKnight
                    ? game.figures()[std::size_t(game.followerAt(game.board().placed()[placed].firstNode + d.deployment.feature))].player
                    : -1;
                const int supplyBefore = owner >= 0 ? game.supply(owner) : 0;
                QTest::mouseClick(t.w.turnPanel()->confirmButton(), Qt::LeftButton);
                while (t.doc()->stage() == Stage::DragonFlying) // the turn is recorded once the dragon has flown
                    t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
                const engine::TurnRecord &played = t.doc()->match().turns().back();
                QVERIFY(played.decisions.size() >= 2 && played.decisions[1] == d);
                const engine::Game &after = t.doc()->game();
                if (d.kind == engine::DecisionKind::MoveFairy)
                    QCOMPARE(after.board().placed()[after.moduleState().fairy].pos, d.at);
                else if (d.kind == engine::DecisionKind::RemoveKnight)
                    QVERIFY(after.supply(owner) > supplyBefore);
                done.insert(d.kind);
            }
        }
        QCOMPARE(int(done.size()), 3);
    }

    // Choosing the Princess & the Dragon tiles in the new-game dialog brings the fairy.
    void newGameDialogBringsTheFairy()
    {
        ui::NewGameDialog dialog;
        dialog.show();
        auto *princess = dialog.findChild<QCheckBox *>(u"tileSet_princess-dragon"_s);
        auto *fairy = dialog.findChild<QCheckBox *>(u"fairy"_s);
        QVERIFY(princess && fairy);
        if (princess->isChecked())
            QTest::mouseClick(princess, Qt::LeftButton, Qt::NoModifier, QPoint(5, princess->height() / 2));
        QVERIFY(!fairy->isChecked());
        QTest::mouseClick(princess, Qt::LeftButton, Qt::NoModifier, QPoint(5, princess->height() / 2));
        QVERIFY(princess->isChecked());
        QVERIFY(fairy->isChecked());
        QVERIFY(dialog.gameInfo().rules.fairy);
        QTest::mouseClick(princess, Qt::LeftButton, Qt::NoModifier, QPoint(5, princess->height() / 2));
        QVERIFY(!fairy->isChecked());
    }
};

QTEST_MAIN(TestPrincessWindow)
#include "tst_princesswindow.moc"
