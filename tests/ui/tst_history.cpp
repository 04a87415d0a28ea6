// The History window as a player uses it: Ctrl+H shows it, Ctrl+Z / Ctrl+Shift+Z step one
// decision back and forth, a click on a turn shows the position after it, a different turn
// after going back opens a variation that can be made the main line again; the board, the
// scores and the tiles left follow each step.

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "document/playersmodel.h"
#include "document/turnsmodel.h"
#include "engine/randomplayer.h"
#include "history/historypanel.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "window/playerspanel.h"

#include <QAction>
#include <QGraphicsItem>
#include <QLabel>
#include <QDockWidget>
#include <QTemporaryDir>
#include <QScreen>
#include <QTest>
#include <QTreeView>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;
using document::TurnsModel;
using engine::GameTree;

namespace {

// What the window shows of a position: tiles on the board, scores in the players panel.
struct Shown {
    std::size_t tiles = 0;
    std::vector<int> scores;
    bool operator==(const Shown &) const = default;
};

struct HistoryWindow {
    QTemporaryDir dir;
    ui::MainWindow w;
    engine::RandomPlayer player{5};

    explicit HistoryWindow(std::uint64_t seed, int turns, engine::UndoLimit undo = engine::UndoLimit::Unlimited)
    {
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1200, 800);
        w.show();
        document::GameInfo info = test::baseGame(seed);
        info.rules.undo = undo;
        w.startGame(info, false);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int i = 0; i < turns && w.document()->stage() != Stage::GameOver; ++i)
            test::playDocumentTurn(*w.document(), player);
    }
    document::GameDocument *doc() { return w.document(); }
    QTreeView *turns() { return w.historyPanel()->view(); }
    Shown shown()
    {
        Shown s;
        const QList<QGraphicsItem *> items = w.scene()->items();
        s.tiles = std::size_t(std::count_if(items.begin(), items.end(),
                                            [](QGraphicsItem *i) { return dynamic_cast<ui::TileItem *>(i) != nullptr; }));
        const QAbstractItemModel *players = w.findChild<ui::PlayersPanel *>()->model();
        for (int p = 0; p < players->rowCount(); ++p)
            s.scores.push_back(players->index(p, document::PlayersModel::ScoreColumn).data().toInt());
        return s;
    }
    void clickRow(const QModelIndex &index)
    {
        turns()->scrollTo(index);
        QTest::mouseClick(turns()->viewport(), Qt::LeftButton, {}, turns()->visualRect(index).center());
    }
};

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTests"_s);
        QCoreApplication::setApplicationName(u"tst_history"_s);
    }

    // The first Ctrl+H puts the History where it covers nothing of the board: a window beside
    // the game window where the screen has room, docked at the board's left where it has not
    // (the offscreen screen has none beside a window of 1200 pixels).
    void ctrlHShowsTheHistoryWhereItCoversNothing()
    {
        HistoryWindow t(1, 3);
        t.w.historyDock()->hide(); // whatever an earlier run left in the settings
        QTest::keyClick(&t.w, Qt::Key_H, Qt::ControlModifier);
        QVERIFY(t.w.historyDock()->isVisible());
        const QRect screen = t.w.screen()->availableGeometry();
        const bool roomBeside = screen.width() - t.w.frameGeometry().width() > t.w.historyDock()->width();
        QCOMPARE(t.w.historyDock()->isFloating(), roomBeside);
        if (t.w.historyDock()->isFloating())
            QVERIFY(!t.w.historyDock()->frameGeometry().intersects(t.w.frameGeometry()));
        else
            QCOMPARE(t.w.dockWidgetArea(t.w.historyDock()), Qt::LeftDockWidgetArea);
        QCOMPARE(t.turns()->model()->rowCount(), 4); // the start and three turns
        QVERIFY(t.turns()->currentIndex().data(TurnsModel::IsCursorRole).toBool());
        QCOMPARE(t.turns()->currentIndex().row(), 3);
        QTest::keyClick(&t.w, Qt::Key_H, Qt::ControlModifier);
        QVERIFY(!t.w.historyDock()->isVisible());
    }

    // The start row's one text spans the row: the player's column is as wide as the names, not
    // as "Start of the game"; a new game (a reset of the model) keeps the span.
    void theStartRowWidensNoColumn()
    {
        HistoryWindow t(1, 3);
        t.w.historyDock()->show();
        QTreeView *view = t.turns();
        const QModelIndex start = view->model()->index(0, TurnsModel::NumberColumn);
        QCOMPARE(start.data().toString(), u"Start of the game"_s);
        QVERIFY(view->isFirstColumnSpanned(0, {}));
        const int text = view->fontMetrics().horizontalAdvance(start.data().toString());
        QTRY_VERIFY(view->columnWidth(TurnsModel::PlayerColumn) > 0);
        QVERIFY(view->columnWidth(TurnsModel::PlayerColumn) < text);
        QVERIFY(view->columnWidth(TurnsModel::NumberColumn) < text);
        QVERIFY(view->visualRect(start).width() > text); // across the row, not cut
        test::playDocumentTurn(*t.doc(), t.player);
        t.doc()->newGame(test::baseGame(2, 2));
        QVERIFY(view->isFirstColumnSpanned(0, {}));
    }

    void undoAndRedoStepOneDecisionAtATime()
    {
        HistoryWindow t(2, 0);
        // Shown after each turn, and after each turn's tile alone.
        std::vector<Shown> afterTurn{t.shown()};
        for (int i = 0; i < 8; ++i) {
            test::playDocumentTurn(*t.doc(), t.player);
            afterTurn.push_back(t.shown());
        }
        t.w.historyDock()->show();
        const std::vector<engine::TurnRecord> played = t.doc()->match().turns();
        for (int k = 8; k > 0; --k) {
            QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
            // The tile of turn k lies again, its points gone: the scores of turn k - 1.
            if (t.doc()->stage() == Stage::Deploying) {
                QCOMPARE(t.shown().tiles, afterTurn[std::size_t(k)].tiles);
                QCOMPARE(t.shown().scores, afterTurn[std::size_t(k - 1)].scores);
                QCOMPARE(t.doc()->game().lastPlaced(), engine::PlacedIndex(k));
                QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
            }
            QCOMPARE(t.doc()->stage(), Stage::Placing);
            QCOMPARE(t.shown(), afterTurn[std::size_t(k - 1)]);
            QCOMPARE(t.doc()->handTile(), played[std::size_t(k - 1)].tile()); // the same tile comes back
            QCOMPARE(t.turns()->currentIndex().row(), k - 1);
            QVERIFY(t.turns()->model()->index(k, 0).data(TurnsModel::IsFutureRole).toBool());
        }
        QVERIFY(!t.doc()->canUndo());
        QCOMPARE(t.shown().tiles, std::size_t(1));
        for (int k = 1; k <= 8; ++k) {
            QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            if (t.doc()->stage() == Stage::Deploying)
                QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(t.shown(), afterTurn[std::size_t(k)]);
        }
        QVERIFY(t.doc()->match().turns() == played);
        QVERIFY(!t.doc()->canRedo());
        QCOMPARE(t.doc()->tree().size(), std::size_t(9)); // redo played the recorded turns again
    }

    void clickingATurnShowsThePositionAfterIt()
    {
        HistoryWindow t(3, 10);
        t.w.historyDock()->show();
        const Shown end = t.shown();
        const std::vector<engine::TurnRecord> played = t.doc()->match().turns();
        // Each row shows its whole tile.
        for (int row : {0, 1, 10})
            QVERIFY(t.turns()->visualRect(t.turns()->model()->index(row, TurnsModel::TileColumn)).height()
                    >= ui::HistoryPanel::kTileSize);
        t.clickRow(t.turns()->model()->index(4, TurnsModel::PositionColumn));
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(4));
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->handTile(), played[4].tile());
        QVERIFY(t.turns()->model()->index(4, 0).data(TurnsModel::IsCursorRole).toBool());
        QVERIFY(t.turns()->model()->index(5, 0).data(TurnsModel::IsFutureRole).toBool());
        QCOMPARE(t.shown().tiles, std::size_t(5));
        t.clickRow(t.turns()->model()->index(0, TurnsModel::TileColumn)); // the start
        QCOMPARE(t.shown().tiles, std::size_t(1));
        QCOMPARE(t.shown().scores, (std::vector<int>{0, 0}));
        t.clickRow(t.turns()->model()->index(10, TurnsModel::PointsColumn));
        QCOMPARE(t.shown(), end);
        QVERIFY(t.doc()->match().turns() == played);
    }

    void anotherTurnMakesAVariationThatCanBecomeTheMainLineAgain()
    {
        HistoryWindow t(4, 9);
        t.w.historyDock()->show();
        const GameTree::TurnId oldEnd = t.doc()->tree().cursor();
        t.clickRow(t.turns()->model()->index(6, 0));
        // Turn 7 played elsewhere than recorded.
        const GameTree::TurnId recorded = t.doc()->tree().next(t.doc()->tree().cursor());
        std::vector<engine::Placement> legal;
        t.doc()->game().legalPlacements(t.doc()->handTile(), legal);
        const engine::Placement old = t.doc()->tree().node(recorded).turn.placement().placement;
        QVERIFY(legal.size() > 1);
        QCOMPARE(t.doc()->placeTile(t.doc()->handTile(), legal.front() == old ? legal[1] : legal[0]),
                 engine::MoveError::None);
        t.doc()->chooseNoFollower();
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(7));

        QAbstractItemModel *model = t.turns()->model();
        QCOMPARE(model->rowCount(), 8);
        const QModelIndex replaced = model->index(7, 0);
        QCOMPARE(model->rowCount(replaced), 1);
        t.turns()->expand(replaced);
        const QModelIndex variation = model->index(0, 0, replaced);
        QVERIFY(t.turns()->visualRect(variation).isValid());
        QCOMPARE(model->rowCount(variation), 2); // old turns 8 and 9
        // Select the variation's last turn: it shows that position; make its line the main line.
        t.turns()->expand(variation);
        const QVariant replacedNode = replaced.data(TurnsModel::NodeRole);
        t.clickRow(model->index(1, TurnsModel::TileColumn, variation));
        QCOMPARE(t.doc()->tree().cursor(), oldEnd);
        QCOMPARE(t.doc()->match().turns().size(), std::size_t(9));
        // Browsing reorders nothing: the main line keeps its rows, the variation its place.
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->index(7, 0).data(TurnsModel::NodeRole), replacedNode);
        QCOMPARE(model->index(1, 0, model->index(0, 0, model->index(7, 0))).data(TurnsModel::NodeRole),
                 QVariant(uint(oldEnd)));
        QVERIFY(model->index(7, 0).data(TurnsModel::IsVariationRole).toBool()); // not the line shown
        QVERIFY(!t.doc()->tree().isOnMainLine(oldEnd));
        QAction *makeMain = t.w.historyPanel()->makeMainLineAction();
        QVERIFY(makeMain->isEnabled());
        makeMain->trigger();
        QVERIFY(t.doc()->tree().isOnMainLine(oldEnd));
        QVERIFY(!makeMain->isEnabled());
        QCOMPARE(t.turns()->currentIndex().data(TurnsModel::NodeRole).toUInt(), uint(oldEnd));
    }

    // A variation opened in the list stays open when the tree changes shape (a new line).
    void openedVariationsStayOpen()
    {
        HistoryWindow t(4, 9);
        t.w.historyDock()->show();
        t.clickRow(t.turns()->model()->index(6, 0));
        const auto playElsewhere = [&t] {
            const GameTree::TurnId recorded = t.doc()->tree().next(t.doc()->tree().cursor());
            std::vector<engine::Placement> legal;
            t.doc()->game().legalPlacements(t.doc()->handTile(), legal);
            const engine::Placement old = t.doc()->tree().node(recorded).turn.placement().placement;
            QVERIFY(legal.size() > 1);
            QCOMPARE(t.doc()->placeTile(t.doc()->handTile(), legal.front() == old ? legal[1] : legal[0]),
                     engine::MoveError::None);
            t.doc()->chooseNoFollower();
        };
        playElsewhere(); // turn 7 again: the old turns 7 to 9 become a variation under row 7
        QAbstractItemModel *model = t.turns()->model();
        const QModelIndex replaced = model->index(7, 0);
        QCOMPARE(model->rowCount(replaced), 1);
        QTest::mouseClick(t.turns()->viewport(), Qt::LeftButton, {}, t.turns()->visualRect(replaced).center());
        QTest::keyClick(t.turns(), Qt::Key_Right); // opens it, as the arrow beside it would
        QVERIFY(t.turns()->isExpanded(replaced));
        const GameTree::TurnId opened = GameTree::TurnId(replaced.data(TurnsModel::NodeRole).toUInt());
        // Back to turn 4 and another turn 5: a second variation, and the model is reset.
        t.clickRow(model->index(4, 0));
        playElsewhere();
        const QModelIndex again = static_cast<TurnsModel *>(model)->indexOf(opened);
        QVERIFY(again.isValid());
        QVERIFY(t.turns()->isExpanded(again));
    }

    // Under an undo rule that keeps the game where it is, the list says why a click does not
    // go back, and a click indeed changes nothing.
    void limitedUndoSaysWhyAClickDoesNotGoBack()
    {
        HistoryWindow t(3, 6, engine::UndoLimit::WithinTurn);
        t.w.historyDock()->show();
        auto *notice = t.w.historyPanel()->findChild<QLabel *>(u"undoRuleNotice"_s);
        QVERIFY(notice);
        QTRY_VERIFY(notice->isVisible());
        QVERIFY(notice->text().contains(u"only the turn being played"_s));
        const std::vector<engine::TurnRecord> played = t.doc()->match().turns();
        t.clickRow(t.turns()->model()->index(2, 0));
        QVERIFY(t.doc()->match().turns() == played);

        HistoryWindow free(3, 2);
        free.w.historyDock()->show();
        QVERIFY(!free.w.historyPanel()->findChild<QLabel *>(u"undoRuleNotice"_s)->isVisible());
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
