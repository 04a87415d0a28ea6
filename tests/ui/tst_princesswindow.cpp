// The Princess & the Dragon in the game window: while the dragon flies, the tiles it may
// enter are marked and a click on one of them flies it there (a click elsewhere does
// nothing) and the dragon's figure glides there; the turn panel names the player whose step
// it is, in its text and its header; the flight's steps are the turn's decisions in the
// history; the arrow keys and Enter fly it too; the fairy, the princess and the portal have markers of their own; undo and redo
// go over the expansion's turns; the new-game dialog brings the fairy with the tiles.

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/neutralfigures.h"
#include "board/boardview.h"
#include "board/hotspotitem.h"
#include "dialogs/newgamedialog.h"
#include "document/eventsmodel.h"
#include "document/eventtext.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"
#include "window/scoringlog.h"
#include "window/turnpanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QPainterPath>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
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
    return game.board().placed()[game.moduleState().princessDragon.dragon].pos;
}

bool isInstead(const engine::Decision &d)
{
    return d.kind == engine::DecisionKind::MoveFairy || d.kind == engine::DecisionKind::RemoveKnight
        || d.kind == engine::DecisionKind::DeployAt;
}

// One turn through the document: the first choice instead of a deployment that `wanted`
// accepts, else a random deployment; then the dragon's flight, random step by random step.
template<typename Wanted>
void playPreferring(test::TestWindow &t, engine::RandomPlayer &player, Wanted wanted)
{
    const auto p = player.choosePlacement(t.doc()->game());
    QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
    if (t.doc()->stage() == Stage::Deploying) {
        std::vector<engine::Decision> open;
        t.doc()->game().legalDecisions(open);
        const auto chosen = std::find_if(open.begin(), open.end(),
                                         [&](const engine::Decision &d) { return isInstead(d) && wanted(d); });
        if (chosen != open.end())
            QCOMPARE(t.doc()->chooseInstead(*chosen), engine::MoveError::None);
        else if (const auto d = player.chooseDeployment(t.doc()->game()))
            t.doc()->chooseDeployment(*d);
        else
            t.doc()->chooseNoFollower();
    }
    t.doc()->confirmTurn();
    while (t.doc()->stage() == Stage::DragonFlying)
        QCOMPARE(t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at), engine::MoveError::None);
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
                QVERIFY(std::count_if(decisions.begin(), decisions.end(),
                                      [](const engine::Decision &d) { return d.kind == engine::DecisionKind::DragonStep; })
                        > 0);
                if (steps >= 3)
                    return;
            }
        }
        QFAIL("no game in 40 seeds made the dragon fly three steps");
    }

    // While the dragon flies, the turn panel's header names the player whose step it is (who
    // must act, named in the tool tip with whose turn it is), not the player whose turn it is;
    // the steps flown by clicks.
    void headerNamesWhoMovesTheDragon()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            const auto *header = t.w.turnPanel()->findChild<QLabel *>(u"playerHeader"_s);
            QVERIFY(header);
            bool another = false; // a step by another player than the one whose turn it is
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver && !another; ++turn) {
                if (t.doc()->stage() != Stage::DragonFlying) {
                    const auto p = player.choosePlacement(t.doc()->game());
                    QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                while (t.doc()->stage() == Stage::DragonFlying) {
                    const engine::Game &game = t.doc()->game();
                    const auto &players = t.doc()->info().players;
                    QVERIFY(header->text().contains(players[game.decidingPlayer()].name));
                    if (game.decidingPlayer() != game.currentPlayer()) {
                        QVERIFY(!header->text().contains(players[game.currentPlayer()].name));
                        QVERIFY(header->toolTip().contains(players[game.currentPlayer()].name));
                        another = true;
                    }
                    std::vector<engine::Decision> open;
                    game.legalDecisions(open);
                    t.click(ui::tileRect(open.front().at).center());
                }
            }
            if (another)
                return;
        }
        QFAIL("no game in 40 seeds had a dragon's step by another player than the one whose turn it was");
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
                            || (d.kind == engine::DecisionKind::DeployAt
                                && d.deployment.figure == engine::FigureKind::Follower))
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
                    if (drawing->featureAt(placed, point) != d.deployment.feature
                        || t.w.scene()->deploymentMarkers()->insteadAt(point) != d) {
                        t.doc()->chooseNoFollower(); // a feature too thin to hit here: another time
                        t.doc()->confirmTurn();
                        continue;
                    }
                }
                if (t.w.scene()->deploymentMarkers()->insteadAt(point)
                    != d) { // another choice at the same spot (the fairy first)
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                t.click(point);
                QVERIFY(t.doc()->pendingInstead() && *t.doc()->pendingInstead() == d);
                const int owner = d.kind == engine::DecisionKind::RemoveKnight
                    ? game.figures()[std::size_t(
                                         game.followerAt(game.board().placed()[placed].firstNode + d.deployment.feature))]
                          .player
                    : -1;
                const int supplyBefore = owner >= 0 ? game.supply(owner) : 0;
                QTest::mouseClick(t.w.turnPanel()->confirmButton(), Qt::LeftButton);
                while (t.doc()->stage() == Stage::DragonFlying) // the turn is recorded once the dragon has flown
                    t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
                const engine::TurnRecord &played = t.doc()->match().turns().back();
                const int placedAt = played.placementIndex();
                QVERIFY(placedAt >= 0 && std::size_t(placedAt) + 1 < played.decisions.size()
                        && played.decisions[std::size_t(placedAt) + 1] == d);
                const engine::Game &after = t.doc()->game();
                if (d.kind == engine::DecisionKind::MoveFairy)
                    QCOMPARE(after.board().placed()[after.moduleState().princessDragon.fairy].pos, d.at);
                else if (d.kind == engine::DecisionKind::RemoveKnight)
                    QVERIFY(after.supply(owner) > supplyBefore);
                done.insert(d.kind);
            }
        }
        QCOMPARE(int(done.size()), 3);
    }

    // Every choice instead of a deployment has its marker (and the turn panel names the choices
    // offered): the fairy's on each follower she may
    // join, the princess's on each knight she may send home, the portal's on the portal. Where
    // one figure takes both the fairy and the princess (one's own knight in the princess's
    // city), the two markers stand side by side and a click on the princess's sends the knight
    // home (the figure itself used to take the fairy). A marker clicked is the choice, ringed.
    void markersForTheFairyThePrincessAndThePortal()
    {
        std::set<engine::DecisionKind> marked;
        bool both = false;
        for (std::uint64_t seed = 1; seed < 80 && !(both && marked.size() == 3); ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver && !(both && marked.size() == 3); ++turn) {
                const auto p = player.choosePlacement(t.doc()->game());
                QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                ui::BoardScene *scene = t.w.scene();
                std::optional<engine::Decision> removal; // of a knight the fairy may join too
                if (t.doc()->stage() == Stage::Deploying) {
                    std::vector<engine::Decision> open;
                    t.doc()->game().legalDecisions(open);
                    // The turn panel says what this turn offers instead, and nothing else.
                    const QString instruction = t.w.turnPanel()->instruction();
                    for (const auto &[kind, word] : {std::pair{engine::DecisionKind::MoveFairy, u"fairy"_s},
                                                     {engine::DecisionKind::RemoveKnight, u"princess"_s},
                                                     {engine::DecisionKind::DeployAt, u"portal"_s}})
                        QCOMPARE(instruction.contains(word),
                                 std::any_of(open.begin(), open.end(),
                                             [kind](const engine::Decision &d) { return d.kind == kind; }));
                    for (const engine::Decision &d : open) {
                        if (d.kind == engine::DecisionKind::DeployAt) {
                            QVERIFY(scene->deploymentMarkers()->portalItem());
                            const std::vector<QPointF> hints = scene->hintPoints();
                            QVERIFY(std::find(hints.begin(), hints.end(), scene->deploymentMarkers()->portalItem()->pos())
                                    != hints.end());
                        } else if (isInstead(d)) {
                            QVERIFY2(scene->deploymentMarkers()->insteadItem(d), "no marker for the fairy or the princess");
                            // Out of sight, the view's edge points at it.
                            const std::vector<QPointF> hints = scene->hintPoints();
                            QVERIFY(std::find(hints.begin(), hints.end(), scene->deploymentMarkers()->insteadItem(d)->pos())
                                    != hints.end());
                            const bool fairyToo = std::any_of(open.begin(), open.end(), [&d](const engine::Decision &o) {
                                return o.kind == engine::DecisionKind::MoveFairy && o.at == d.at
                                    && o.deployment.feature == d.deployment.feature;
                            });
                            if (d.kind == engine::DecisionKind::RemoveKnight && fairyToo)
                                removal = d;
                        } else {
                            continue;
                        }
                        marked.insert(d.kind);
                    }
                    if (!removal && std::none_of(open.begin(), open.end(), [](const engine::Decision &d) {
                            return d.kind == engine::DecisionKind::MoveFairy || d.kind == engine::DecisionKind::RemoveKnight;
                        }))
                        QVERIFY(!scene->deploymentMarkers()->insteadItem(engine::Decision::moveFairy({0, 0}, 0)));
                }
                if (removal) {
                    const engine::Game &game = t.doc()->game();
                    const engine::NodeId node = game.board().placed()[game.board().at(removal->at)].firstNode
                        + removal->deployment.feature;
                    const int owner = game.figures()[std::size_t(game.followerAt(node))].player;
                    const int supply = game.supply(owner);
                    const auto fairyMarker = scene->deploymentMarkers()->insteadPosition(
                        engine::Decision::moveFairy(removal->at, removal->deployment.feature), t.w.view()->zoom());
                    const auto removalMarker = scene->deploymentMarkers()->insteadPosition(*removal, t.w.view()->zoom());
                    QVERIFY(fairyMarker && removalMarker && *fairyMarker != *removalMarker);
                    t.click(*removalMarker);
                    QVERIFY(t.doc()->pendingInstead() && *t.doc()->pendingInstead() == *removal);
                    QVERIFY(scene->deploymentMarkers()->insteadItem(*removal)->isChosen());
                    QTest::mouseClick(t.w.turnPanel()->confirmButton(), Qt::LeftButton);
                    while (t.doc()->stage() == Stage::DragonFlying)
                        t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
                    QVERIFY(t.doc()->game().supply(owner) > supply);
                    both = true;
                    continue;
                }
                if (t.doc()->stage() == Stage::Deploying) {
                    if (const auto d = player.chooseDeployment(t.doc()->game()))
                        t.doc()->chooseDeployment(*d);
                    else
                        t.doc()->chooseNoFollower();
                }
                t.doc()->confirmTurn();
                while (t.doc()->stage() == Stage::DragonFlying)
                    t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
            }
        }
        QCOMPARE(int(marked.size()), 3);
        QVERIFY2(both, "no game in 80 seeds had a knight that both the fairy and the princess could act on");
    }

    // A follower through the portal, chosen by a click on the free feature, shows on the board:
    // the portal's marker ringed, and Tab and Enter reach the fairy's and the princess's
    // markers as they reach the deployments.
    void portalChoiceShowsOnThePortalTile()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver; ++turn) {
                const auto p = player.choosePlacement(t.doc()->game());
                QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                std::vector<engine::Decision> open;
                if (t.doc()->stage() == Stage::Deploying)
                    t.doc()->game().legalDecisions(open);
                const auto portal = std::find_if(open.begin(), open.end(), [](const engine::Decision &d) {
                    return d.kind == engine::DecisionKind::DeployAt;
                });
                if (portal == open.end()) {
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    while (t.doc()->stage() == Stage::DragonFlying)
                        t.doc()->chooseDragonStep(player.chooseDecision(t.doc()->game()).at);
                    continue;
                }
                ui::BoardScene *scene = t.w.scene();
                QVERIFY(scene->deploymentMarkers()->portalItem() && !scene->deploymentMarkers()->portalItem()->isChosen());
                QCOMPARE(t.doc()->chooseInstead(*portal), engine::MoveError::None);
                QVERIFY(scene->deploymentMarkers()->portalItem() && scene->deploymentMarkers()->portalItem()->isChosen());
                // Tab goes round every marker; Enter on a fairy's or princess's marker chooses it.
                const std::size_t markers = std::count_if(open.begin(), open.end(), [](const engine::Decision &d) {
                    return d.kind == engine::DecisionKind::Deploy || d.kind == engine::DecisionKind::MoveFairy
                        || d.kind == engine::DecisionKind::RemoveKnight;
                });
                for (std::size_t i = 0; i < markers; ++i) {
                    QTest::keyClick(t.w.view(), Qt::Key_Tab);
                    if (const auto instead = scene->deploymentMarkers()->focusedInstead()) {
                        QTest::keyClick(&t.w, Qt::Key_Return);
                        QVERIFY(t.doc()->pendingInstead() && *t.doc()->pendingInstead() == *instead);
                        QVERIFY(!scene->deploymentMarkers()->portalItem()->isChosen());
                        return;
                    }
                }
                return; // no fairy or princess this time: the portal's part is checked
            }
        }
        QFAIL("no game in 40 seeds offered the magic portal");
    }

    // While the dragon flies the arrow keys choose the marked tile on that side of the dragon
    // (ringed and named in the status bar) and Enter flies there; an arrow towards a tile it
    // may not enter chooses nothing.
    void dragonFliesByKeyboard()
    {
        const struct {
            Qt::Key key;
            engine::Position step;
        } arrows[] = {{Qt::Key_Up, {0, -1}}, {Qt::Key_Right, {1, 0}}, {Qt::Key_Down, {0, 1}}, {Qt::Key_Left, {-1, 0}}};
        int steps = 0;
        for (std::uint64_t seed = 1; seed < 40 && steps < 3; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver && steps < 3; ++turn) {
                if (t.doc()->stage() != Stage::DragonFlying) { // a turn up to its flight
                    const auto p = player.choosePlacement(t.doc()->game());
                    QCOMPARE(t.doc()->placeTile(p.tile, p.placement), engine::MoveError::None);
                    t.doc()->chooseNoFollower();
                    t.doc()->confirmTurn();
                    continue;
                }
                while (t.doc()->stage() == Stage::DragonFlying) {
                    const engine::Position from = dragonAt(t.doc()->game());
                    std::vector<engine::Decision> open;
                    t.doc()->game().legalDecisions(open);
                    std::optional<engine::Position> chosen;
                    for (const auto &arrow : arrows) {
                        const engine::Position to{from.x + arrow.step.x, from.y + arrow.step.y};
                        const bool marked = std::any_of(open.begin(), open.end(),
                                                        [&to](const engine::Decision &d) { return d.at == to; });
                        QTest::keyClick(&t.w, arrow.key);
                        QCOMPARE(dragonAt(t.doc()->game()), from); // an arrow alone flies nowhere
                        if (marked) {
                            QCOMPARE(t.w.scene()->focusedDragonStep(), std::optional(to));
                            chosen = to;
                        } else if (chosen) {
                            QCOMPARE(t.w.scene()->focusedDragonStep(), chosen); // unchanged
                        }
                    }
                    QVERIFY(chosen);
                    QTest::keyClick(&t.w, Qt::Key_Return);
                    QCOMPARE(dragonAt(t.doc()->game()), *chosen);
                    ++steps;
                }
            }
        }
        QVERIFY(steps >= 3);
    }

    // Undo back over turns with the dragon's flight, the fairy's move, the princess's removal
    // and a portal deployment, one decision at a time (Ctrl+Z), then redo them all
    // (Ctrl+Shift+Z): the same turns, scores, dragon and fairy as before.
    void undoAndRedoPrincessAndDragonTurns()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            test::TestWindow t(princessGame(seed));
            engine::RandomPlayer player(seed);
            std::set<engine::DecisionKind> played;
            std::size_t firstTurn = SIZE_MAX;
            for (int turn = 0; turn < 200 && t.doc()->stage() != Stage::GameOver && played.size() < 4; ++turn) {
                playPreferring(t, player, [&played](const engine::Decision &d) { return !played.count(d.kind); });
                if (t.doc()->stage() == Stage::GameOver)
                    break;
                for (const engine::Decision &d : t.doc()->match().turns().back().decisions)
                    if ((isInstead(d) || d.kind == engine::DecisionKind::DragonStep) && played.insert(d.kind).second)
                        firstTurn = std::min(firstTurn, t.doc()->match().turns().size() - 1);
            }
            if (played.size() < 4 || t.doc()->stage() == Stage::GameOver)
                continue;
            const std::vector<engine::TurnRecord> turns = t.doc()->match().turns();
            const engine::Game &game = t.doc()->game();
            const std::vector<int> scores{game.score(0), game.score(1)};
            const engine::Position dragon = dragonAt(game);
            const engine::PlacedIndex fairy = game.moduleState().princessDragon.fairy;
            while (t.doc()->match().turns().size() > firstTurn && t.doc()->canUndo())
                QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(t.doc()->match().turns().size(), firstTurn);
            while (t.doc()->canRedo())
                QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(t.doc()->match().turns().size(), turns.size());
            QVERIFY(t.doc()->match().turns() == turns);
            QCOMPARE(t.doc()->game().score(0), scores[0]);
            QCOMPARE(t.doc()->game().score(1), scores[1]);
            QCOMPARE(dragonAt(t.doc()->game()), dragon);
            QCOMPARE(t.doc()->game().moduleState().princessDragon.fairy, fairy);
            const auto target = t.w.scene()->drawing()->neutralFigures()->dragonTarget();
            QVERIFY(!target || *target == ui::tileRect(dragon).center());
            return;
        }
        QFAIL("no game in 40 seeds played the dragon, the fairy, the princess and the portal");
    }

    // Choosing the Princess & the Dragon tiles in the new-game dialog brings the fairy.
    // The scoring log's one entry for the fairy's turn points in a row (EventsModel): a click
    // on it shows her follower's feature, from the latest of its events, not the event with
    // the entry's row number.
    void clickingTheFairysEntryShowsHerFollower()
    {
        test::TestWindow t(princessGame(1));
        engine::RandomPlayer player(1);
        auto *log = t.w.findChild<ui::ScoringLog *>();
        QVERIFY(log && log->isVisible());
        QAbstractItemModel *entries = log->model();
        const auto runRow = [entries] {
            for (int row = entries->rowCount() - 1; row >= 0; --row)
                if (entries->index(row, 0).data(document::EventsModel::LastTurnRole).toInt()
                    > entries->index(row, 0).data(document::EventsModel::TurnRole).toInt())
                    return row;
            return -1;
        };
        for (int turn = 0; runRow() < 0 && t.doc()->stage() != Stage::GameOver; ++turn)
            test::playDocumentTurn(*t.doc(), player, turn % 12 == 0);
        const int row = runRow();
        QVERIFY(row >= 0);
        QSignalSpy spy(log, &ui::ScoringLog::eventActivated);
        t.view()->centerOn(5000, 5000); // far from every tile
        log->scrollTo(entries->index(row, 0));
        QTest::mouseClick(log->viewport(), Qt::LeftButton, Qt::NoModifier, log->visualRect(entries->index(row, 0)).center());
        QCOMPARE(spy.count(), 1);
        const int event = spy.at(0).at(0).toInt();
        QCOMPARE(event, entries->index(row, 0).data(document::EventsModel::EventRole).toInt());
        QVERIFY(event > row); // the entries above hold more events than one each
        const engine::ScoreEvent &scored = t.doc()->game().events()[std::size_t(event)];
        QVERIFY(document::isFairyTurnStart(scored));
        QVERIFY(t.scene()->drawing()->isHighlighting());
        std::vector<engine::Position> tiles;
        t.doc()->game().featureTiles(scored.feature, tiles);
        const QRectF visible = t.view()->mapToScene(t.view()->viewport()->rect()).boundingRect();
        QVERIFY(std::any_of(tiles.begin(), tiles.end(),
                            [&](const engine::Position &p) { return visible.intersects(ui::BoardScene::tileRectOf(p)); }));
    }

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
