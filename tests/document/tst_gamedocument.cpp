// GameDocument: composing a turn (place, choose, take back, confirm), undo and redo of whole
// turns, autosave and resume, and the models that follow it.

#include "document/eventsmodel.h"
#include "document/eventtext.h"
#include "document/gamedocument.h"
#include "document/playersmodel.h"
#include "document/tilesetlibrary.h"
#include "document/turnsmodel.h"
#include "engine/randomplayer.h"
#include "support/filesizelimit.h"
#include "support/testgames.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;
using Stage = document::GameDocument::Stage;
using tessera::engine::GameTree;

namespace {

using test::baseGame;
using test::playOtherTurn;

// Plays one turn as a player would, checking each step.
void playTurn(document::GameDocument &doc, RandomPlayer &player)
{
    const auto p = player.choosePlacement(doc.game());
    QCOMPARE(doc.placeTile(p.tile, p.placement), MoveError::None);
    if (const auto d = player.chooseDeployment(doc.game()))
        QCOMPARE(doc.chooseDeployment(*d), MoveError::None);
    else
        doc.chooseNoFollower();
    doc.confirmTurn();
}

} // namespace

class TestGameDocument : public QObject {
    Q_OBJECT
private slots:
    void composeTakeBackAndConfirm()
    {
        document::GameDocument doc;
        QCOMPARE(doc.stage(), Stage::NoGame);
        doc.newGame(baseGame(3));
        QCOMPARE(doc.stage(), Stage::Placing);
        QCOMPARE(doc.game().hand(0).size(), std::size_t(1));
        const TileIndex tile = doc.game().hand(0)[0];

        std::vector<Placement> legal;
        doc.game().legalPlacements(tile, legal);
        QVERIFY(!legal.empty());
        QCOMPARE(doc.placeTile(tile, Placement{{40, 40}, 0}), MoveError::NotAdjacent);
        QCOMPARE(doc.stage(), Stage::Placing);

        QSignalSpy placed(&doc, &document::GameDocument::tilePlaced);
        QCOMPARE(doc.placeTile(tile, legal.front()), MoveError::None);
        QCOMPARE(placed.count(), 1);
        QCOMPARE(doc.stage(), Stage::Deploying);
        doc.chooseNoFollower();
        QCOMPARE(doc.stage(), Stage::Confirming);

        // Taking back returns to the start of the turn with the same tile in hand.
        doc.takeBack();
        QCOMPARE(doc.stage(), Stage::Placing);
        QCOMPARE(doc.game().board().placed().size(), std::size_t(1));
        QCOMPARE(doc.game().hand(0)[0], tile);

        QCOMPARE(doc.placeTile(tile, legal.back()), MoveError::None);
        std::vector<Deployment> deployments;
        doc.game().legalDeployments(deployments);
        QVERIFY(!deployments.empty());
        QCOMPARE(doc.chooseDeployment(Deployment{99, FigureKind::Follower}), MoveError::NoSuchFeature);
        QCOMPARE(doc.chooseDeployment(deployments.front()), MoveError::None);
        QCOMPARE(doc.stage(), Stage::Confirming);
        QSignalSpy finished(&doc, &document::GameDocument::turnFinished);
        doc.confirmTurn();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(doc.stage(), Stage::Placing);
        QCOMPARE(doc.game().currentPlayer(), 1);
        QCOMPARE(doc.game().supply(0), kFollowersPerPlayer - (doc.game().figures().empty() ? 0 : 1));
        QCOMPARE(doc.match().turns().size(), std::size_t(1));
        QVERIFY(doc.isModified());
    }

    void withoutConfirmationChoosingEndsTheTurn()
    {
        document::GameDocument doc;
        doc.setConfirmTurns(false);
        doc.newGame(baseGame(4));
        const TileIndex tile = doc.game().hand(0)[0];
        std::vector<Placement> legal;
        doc.game().legalPlacements(tile, legal);
        doc.placeTile(tile, legal.front());
        doc.chooseNoFollower();
        QCOMPARE(doc.stage(), Stage::Placing);
        QCOMPARE(doc.game().currentPlayer(), 1);
    }

    void undoAndRedoWholeTurns()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(5));
        RandomPlayer player(8);
        for (int i = 0; i < 6; ++i)
            playTurn(doc, player);
        const auto turns = doc.match().turns();
        const auto events = doc.game().events();
        QVERIFY(doc.canUndoTurn());
        doc.undoTurn();
        doc.undoTurn();
        QCOMPARE(doc.match().turns().size(), std::size_t(4));
        QCOMPARE(doc.game().currentPlayer(), 0);
        QCOMPARE(doc.stage(), Stage::Placing);
        QVERIFY(doc.canRedoTurn());
        doc.redoTurn();
        doc.redoTurn();
        QVERIFY(!doc.canRedoTurn());
        QVERIFY(doc.match().turns() == turns);
        QVERIFY(doc.game().events() == events);
        // A new turn after an undo goes on from there: nothing left to redo on its line.
        doc.undoTurn();
        playTurn(doc, player);
        QVERIFY(!doc.canRedoTurn());
    }

    void undoBringsTheSameTileBackAndReplayingItIsARedo()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(15, 3));
        RandomPlayer player(6);
        for (int i = 0; i < 8; ++i)
            playTurn(doc, player);
        const GameTree::TurnId end = doc.tree().cursor();
        const TurnRecord last = doc.match().turns().back();
        doc.undoTurn();
        QCOMPARE(doc.stage(), Stage::Placing);
        QCOMPARE(doc.handTile(), last.tile()); // draws are fixed by the record
        QCOMPARE(doc.game().hand(last.player)[0], last.tile());
        Match before(doc.match().setup()); // points never survive an undo
        for (std::size_t i = 0; i + 1 < 8; ++i)
            QVERIFY(!before.applyTurn(doc.tree().node(doc.tree().pathTo(end)[i]).turn));
        QVERIFY(before.game().events() == doc.game().events());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(doc.game().score(p), before.game().score(p));
        // The same decisions again: the cursor follows the recorded turn, no new line.
        QCOMPARE(doc.placeTile(last.tile(), last.placement().placement), MoveError::None);
        if (const auto d = last.deployment())
            QCOMPARE(doc.chooseDeployment(*d), MoveError::None);
        else
            doc.chooseNoFollower();
        doc.confirmTurn();
        QCOMPARE(doc.tree().cursor(), end);
        QCOMPARE(doc.tree().size(), std::size_t(9));
    }

    void anotherTurnAfterAnUndoKeepsTheOldLineAsAVariation()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(16));
        RandomPlayer player(7);
        for (int i = 0; i < 6; ++i)
            playTurn(doc, player);
        const std::vector<TurnRecord> oldTurns = doc.match().turns();
        const GameTree::TurnId oldEnd = doc.tree().cursor();
        const std::vector<int> oldScores{doc.game().score(0), doc.game().score(1)};
        doc.undoTurn();
        doc.undoTurn();
        const GameTree::TurnId branchPoint = doc.tree().cursor();
        playOtherTurn(doc);
        QCOMPARE(doc.tree().size(), std::size_t(8));
        QCOMPARE(doc.tree().node(branchPoint).children.size(), std::size_t(2));
        QVERIFY(!doc.canRedoTurn());
        QVERIFY(!doc.tree().isOnMainLine(oldEnd)); // the new line goes first
        QCOMPARE(doc.tree().variationTurns(), std::size_t(2));

        // The old line is still there, position and all.
        doc.goTo(oldEnd);
        QVERIFY(doc.match().turns() == oldTurns);
        QCOMPARE(doc.game().score(0), oldScores[0]);
        QCOMPARE(doc.game().score(1), oldScores[1]);
        doc.makeMainLine(oldEnd);
        QVERIFY(doc.tree().isOnMainLine(oldEnd));
        QCOMPARE(doc.tree().node(branchPoint).children.front(), doc.tree().pathTo(oldEnd)[4]);
    }

    void goToAnyTurnGivesTheReplayedPosition()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(17));
        RandomPlayer player(8);
        for (int i = 0; i < 12; ++i)
            playTurn(doc, player);
        const std::vector<TurnRecord> turns = doc.match().turns();
        // Half a turn composed is dropped by a jump.
        const auto p = player.choosePlacement(doc.game());
        QCOMPARE(doc.placeTile(p.tile, p.placement), MoveError::None);
        QSignalSpy reset(&doc, &document::GameDocument::gameReset);
        for (const int k : {5, 0, 12, 7, 7, 11}) {
            doc.goToTurn(k);
            QCOMPARE(doc.stage(), Stage::Placing);
            QCOMPARE(doc.match().turns().size(), std::size_t(k));
            Match fresh(doc.match().setup());
            for (int i = 0; i < k; ++i)
                QVERIFY(!fresh.applyTurn(turns[std::size_t(i)]));
            QVERIFY(fresh.game().events() == doc.game().events());
            QCOMPARE(fresh.game().board().placed().size(), doc.game().board().placed().size());
            QCOMPARE(fresh.game().score(0), doc.game().score(0));
            QCOMPARE(fresh.game().score(1), doc.game().score(1));
            QCOMPARE(doc.game().currentPlayer(), int(k % 2));
        }
        QCOMPARE(reset.count(), 6);
        QCOMPARE(doc.tree().size(), std::size_t(13)); // jumping adds nothing
        QVERIFY(doc.match().turns() == std::vector<TurnRecord>(turns.begin(), turns.begin() + 11));
    }

    // The current line's last position, wherever the cursor is and whichever line it follows;
    // asking for it moves nothing.
    void lineEndPositionIsTheCurrentLinesLast()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(18));
        RandomPlayer player(9);
        for (int i = 0; i < 8; ++i)
            playTurn(doc, player);
        const std::vector<TurnRecord> oldLine = doc.match().turns();
        const std::vector<int> oldScores{doc.game().score(0), doc.game().score(1)};
        const GameTree::TurnId oldEnd = doc.tree().cursor();
        const auto checkEnd = [&doc](const std::vector<TurnRecord> &line, std::size_t cursorDepth) {
            QSignalSpy reset(&doc, &document::GameDocument::gameReset);
            const Match end = doc.lineEndPosition();
            QVERIFY(end.turns() == line);
            Match fresh(doc.match().setup());
            for (const TurnRecord &turn : line)
                QVERIFY(!fresh.applyTurn(turn));
            QVERIFY(end.game().events() == fresh.game().events());
            QCOMPARE(end.game().board().placed().size(), fresh.game().board().placed().size());
            QCOMPARE(doc.match().turns().size(), cursorDepth); // the cursor stays
            QCOMPARE(reset.count(), 0);
        };
        checkEnd(oldLine, 8);
        doc.goToTurn(3);
        checkEnd(oldLine, 3);
        QCOMPARE(doc.lineEndPosition().game().score(0), oldScores[0]);
        QCOMPARE(doc.lineEndPosition().game().score(1), oldScores[1]);
        doc.goToDecision(doc.tree().cursor(), 1); // within turn 4: its tile placed
        checkEnd(oldLine, 3);

        // Another fourth turn: the new line is the current one, the old one a variation.
        doc.goToTurn(3);
        playOtherTurn(doc);
        const std::vector<TurnRecord> newLine = doc.match().turns();
        QCOMPARE(newLine.size(), std::size_t(4));
        checkEnd(newLine, 4);
        doc.goToTurn(1);
        checkEnd(newLine, 1);
        // Into the variation: its end is the line's end again.
        doc.goTo(doc.tree().pathTo(oldEnd)[4]);
        checkEnd(oldLine, 5);
    }

    void turnsModelListsTheLineAndItsVariations()
    {
        document::GameDocument doc;
        document::TurnsModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        doc.newGame(baseGame(18));
        QCOMPARE(model.rowCount(), 1); // the start
        QVERIFY(model.index(0, 0).data(document::TurnsModel::IsCursorRole).toBool());
        RandomPlayer player(9);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        while (doc.stage() != Stage::GameOver)
            playTurn(doc, player);
        const int turns = int(doc.match().turns().size());
        QCOMPARE(model.rowCount(), turns + 1);
        QCOMPARE(inserted.count(), turns); // rows are added, the views keep their state

        // Every turn's row: who, which tile, where; the points add up to the final scores.
        std::vector<int> sums(2, 0);
        for (int row = 1; row <= turns; ++row) {
            const TurnRecord &t = doc.match().turns()[std::size_t(row - 1)];
            const QModelIndex i = model.index(row, document::TurnsModel::PointsColumn);
            QCOMPARE(i.data(document::TurnsModel::TurnNumberRole).toInt(), row);
            QCOMPARE(i.data(document::TurnsModel::PlayerRole).toInt(), t.player);
            QCOMPARE(i.data(document::TurnsModel::PlayerNameRole).toString(), doc.info().players[t.player].name);
            QCOMPARE(i.data(document::TurnsModel::TileRole).toInt(), int(t.tile()));
            QCOMPARE(i.data(document::TurnsModel::PositionRole).toPoint(),
                     QPoint(t.placement().placement.pos.x, t.placement().placement.pos.y));
            const QVariantList points = i.data(document::TurnsModel::PointsRole).toList();
            QCOMPARE(points.size(), 2);
            for (int p = 0; p < 2; ++p)
                sums[std::size_t(p)] += points[p].toInt();
            const QStringList reasons = i.data(document::TurnsModel::ReasonsRole).toStringList();
            QCOMPARE(i.data(Qt::ToolTipRole).toString(), reasons.join(u'\n'));
            QCOMPARE(reasons.isEmpty(), points[0].toInt() == 0 && points[1].toInt() == 0);
            QCOMPARE(model.index(row, document::TurnsModel::FiguresColumn).data().toString().isEmpty(), false);
            QCOMPARE(model.rowCount(model.index(row, 0)), 0);
        }
        QCOMPARE(sums[0], doc.game().score(0));
        QCOMPARE(sums[1], doc.game().score(1));
        QVERIFY(model.index(turns, 0).data(document::TurnsModel::IsCursorRole).toBool());

        // Undo: the cursor marker moves, the undone turns are the future.
        doc.goToTurn(turns - 3);
        QCOMPARE(model.rowCount(), turns + 1);
        QVERIFY(model.index(turns - 3, 0).data(document::TurnsModel::IsCursorRole).toBool());
        QVERIFY(!model.index(turns - 3, 0).data(document::TurnsModel::IsFutureRole).toBool());
        QVERIFY(model.index(turns - 2, 0).data(document::TurnsModel::IsFutureRole).toBool());
        QVERIFY(!model.index(turns, 0).data(document::TurnsModel::IsCursorRole).toBool());

        // A new turn: the old future becomes a variation under the turn it replaced.
        const GameTree::TurnId oldNext = doc.tree().next(doc.tree().cursor());
        playOtherTurn(doc);
        QCOMPARE(model.rowCount(), turns - 1); // the start, turns - 3 kept, the new one
        const QModelIndex replaced = model.index(turns - 2, 0);
        QVERIFY(replaced.data(document::TurnsModel::IsCursorRole).toBool());
        QCOMPARE(model.rowCount(replaced), 1);
        const QModelIndex variation = model.index(0, 0, replaced);
        QCOMPARE(variation.data(document::TurnsModel::NodeRole).toUInt(), uint(oldNext));
        QVERIFY(variation.data(document::TurnsModel::IsVariationRole).toBool());
        QVERIFY(!variation.data(document::TurnsModel::IsMainLineRole).toBool());
        QCOMPARE(model.rowCount(variation), 2); // the rest of the old line
        QCOMPARE(model.index(1, 0, variation).data(document::TurnsModel::TurnNumberRole).toInt(), turns);
        QCOMPARE(model.indexOf(oldNext), variation);

        // Following the variation makes it the current line and moves no row: the main line
        // stays on top, the new turn on it is now off the current line.
        const QModelIndex variationEnd = model.index(1, 0, variation);
        doc.goTo(GameTree::TurnId(variationEnd.data(document::TurnsModel::NodeRole).toUInt()));
        QCOMPARE(model.rowCount(), turns - 1);
        QCOMPARE(model.indexOf(oldNext), variation);
        QVERIFY(variationEnd.data(document::TurnsModel::IsCursorRole).toBool());
        QVERIFY(!variation.data(document::TurnsModel::IsVariationRole).toBool());
        QVERIFY(!variation.data(document::TurnsModel::IsFutureRole).toBool());
        QVERIFY(replaced.data(document::TurnsModel::IsVariationRole).toBool());                   // the new turn
        QVERIFY(!model.index(turns - 3, 0).data(document::TurnsModel::IsVariationRole).toBool()); // shared
        QCOMPARE(sums[0], doc.game().score(0));
        // Back up inside it: the rest of the variation is the undone future.
        doc.goTo(oldNext);
        QVERIFY(variationEnd.data(document::TurnsModel::IsFutureRole).toBool());
    }

    // A seek changes no text: the model says which rows changed their place on the current
    // line, with only the roles that tell it, so that a view measures nothing again. Another
    // game whose rows are laid out alike says that every row changed.
    void turnsModelAnnouncesASeekByTheRowsItChanged()
    {
        QTemporaryDir dir;
        document::GameDocument doc;
        document::TurnsModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.newGame(baseGame(18));
        RandomPlayer player(9);
        while (doc.stage() != Stage::GameOver)
            playTurn(doc, player);
        const int turns = int(doc.match().turns().size());
        QVERIFY(turns > 12);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        doc.goToTurn(10);
        QCOMPARE(reset.count(), 0);
        const QList<int> lineRoles{document::TurnsModel::IsCursorRole, document::TurnsModel::IsFutureRole,
                                   document::TurnsModel::IsVariationRole};
        std::vector<int> rows;
        for (const QList<QVariant> &args : std::as_const(changed)) {
            const auto top = args[0].value<QModelIndex>(), bottom = args[1].value<QModelIndex>();
            QCOMPARE(args[2].value<QList<int>>(), lineRoles);
            QVERIFY(!top.parent().isValid());
            QCOMPARE(top.column(), 0);
            QCOMPARE(bottom.column(), document::TurnsModel::ColumnCount - 1);
            for (int row = top.row(); row <= bottom.row(); ++row)
                rows.push_back(row);
        }
        // The new cursor, the new future and the old cursor, once each (the document announces
        // the position twice: the second time nothing changed).
        std::vector<int> expected;
        for (int row = 10; row <= turns; ++row)
            expected.push_back(row);
        QCOMPARE(rows, expected);
        QCOMPARE(changed.count(), 1);
        QVERIFY(model.index(10, 0).data(document::TurnsModel::IsCursorRole).toBool());
        QVERIFY(model.index(11, 0).data(document::TurnsModel::IsFutureRole).toBool());
        QVERIFY(!model.index(9, 0).data(document::TurnsModel::IsFutureRole).toBool());

        // The same turns read from a file: another game, every row and every role.
        const QString path = dir.filePath(u"game.tessera"_s);
        QVERIFY(doc.saveAs(path));
        changed.clear();
        reset.clear();
        QVERIFY(doc.open(path).isEmpty());
        QCOMPARE(model.rowCount(), turns + 1);
        QCOMPARE(reset.count(), 0); // laid out alike
        QVERIFY(!changed.isEmpty());
        const QList<QVariant> &first = changed.first();
        QCOMPARE(first[0].value<QModelIndex>(), model.index(0, 0));
        QCOMPARE(first[1].value<QModelIndex>(), model.index(turns, document::TurnsModel::ColumnCount - 1));
        QVERIFY(first[2].value<QList<int>>().isEmpty());
    }

    void autosaveThenResumeGivesTheSamePosition()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.json"_s);
        std::vector<TurnRecord> turns;
        std::vector<int> scores;
        TileIndex inHand = 0;
        {
            document::GameDocument doc;
            doc.setAutosavePath(autosave);
            doc.newGame(baseGame(6));
            RandomPlayer player(2);
            for (int i = 0; i < 15; ++i)
                playTurn(doc, player);
            turns = doc.match().turns();
            scores = {doc.game().score(0), doc.game().score(1)};
            inHand = doc.game().hand(doc.game().currentPlayer())[0];
            // The process dies here: no explicit save.
        }
        document::GameDocument resumed;
        QVERIFY(resumed.open(autosave).isEmpty());
        QVERIFY(resumed.match().turns() == turns);
        QCOMPARE(resumed.game().score(0), scores[0]);
        QCOMPARE(resumed.game().score(1), scores[1]);
        QCOMPARE(resumed.stage(), Stage::Placing);
        QCOMPARE(resumed.game().hand(resumed.game().currentPlayer())[0], inHand); // the same draw
    }

    void autosaveKeepsTheCursorAndTheUndoneFuture()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.json"_s);
        std::vector<TurnRecord> future;
        std::size_t treeSize = 0;
        {
            document::GameDocument doc;
            doc.setAutosavePath(autosave);
            doc.newGame(baseGame(21));
            RandomPlayer player(3);
            for (int i = 0; i < 12; ++i)
                playTurn(doc, player);
            doc.undoTurn();
            doc.undoTurn();
            playOtherTurn(doc); // the old turns 11 and 12 become a variation
            doc.undoTurn();
            doc.undoTurn();
            QCOMPARE(doc.undoCount(), 4);
            QCOMPARE(doc.tree().node(doc.tree().cursor()).depth, 9);
            future = doc.tree().turnsTo(doc.tree().currentLine().back());
            treeSize = doc.tree().size();
            // The process dies here: no explicit save.
        }
        document::GameDocument resumed;
        QVERIFY(resumed.resume(autosave).isEmpty());
        QCOMPARE(resumed.tree().size(), treeSize);
        QCOMPARE(resumed.match().turns().size(), std::size_t(9));
        QCOMPARE(resumed.undoCount(), 4);
        QVERIFY(resumed.canRedoTurn());
        resumed.redoTurn();
        resumed.redoTurn();
        QVERIFY(!resumed.canRedoTurn());
        QVERIFY(resumed.match().turns() == future);
        QCOMPARE(resumed.tree().variationTurns(), std::size_t(2));
    }

    // Many undos, redos and new lines nested in each other: at every step the autosave opens
    // as the same tree, standing at the same place, with the same main line.
    void autosaveRoundTripsNestedLines()
    {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            QTemporaryDir dir;
            const QString autosave = dir.filePath(u"autosave.json"_s);
            document::GameDocument doc;
            doc.setAutosavePath(autosave);
            doc.newGame(baseGame(seed));
            RandomPlayer player(seed);
            int undoneAt = -1;
            for (int step = 0; step < 45 && doc.stage() == Stage::Placing; ++step) {
                test::playDocumentTurn(doc, player);
                const int turns = int(doc.match().turns().size());
                if (turns % 3 == 0 && turns != undoneAt && doc.stage() == Stage::Placing) {
                    undoneAt = turns;
                    doc.undoTurn();
                    doc.undoTurn();
                    doc.redoTurn();
                }
                document::GameDocument resumed;
                QVERIFY(resumed.resume(autosave).isEmpty());
                const GameTree &a = doc.tree(), &b = resumed.tree();
                QCOMPARE(b.size(), a.size());
                QVERIFY2(b.turnsTo(b.cursor()) == a.turnsTo(a.cursor()),
                         qPrintable(u"seed %1 step %2: cursor"_s.arg(seed).arg(step)));
                QVERIFY2(b.turnsTo(b.mainLine().empty() ? GameTree::kRoot : b.mainLine().back())
                             == a.turnsTo(a.mainLine().empty() ? GameTree::kRoot : a.mainLine().back()),
                         qPrintable(u"seed %1 step %2: main line"_s.arg(seed).arg(step)));
                QCOMPARE(b.isOnMainLine(b.cursor()), a.isOnMainLine(a.cursor()));
            }
        }
    }

    // An autosave that cannot be written is said once when it starts failing, with the file
    // and why, not at every turn; and once more when it works again. The older autosave is
    // emptied meanwhile: it holds an older state, or another game, never to be offered.
    void aFailingAutosaveIsSaidOnce()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.json"_s);
        document::GameDocument doc;
        doc.setAutosavePath(autosave);
        doc.newGame(baseGame(6));
        RandomPlayer player(2);
        playTurn(doc, player);
        QVERIFY(QFileInfo(autosave).size() > 0);
        QSignalSpy said(&doc, &document::GameDocument::autosaveProblemChanged);
        {
            test::FileSizeLimit limit(256); // less than any autosave
            QVERIFY(limit.ok());
            for (int i = 0; i < 4; ++i)
                playTurn(doc, player);
        }
        QCOMPARE(said.size(), 1);
        const QString problem = said[0][0].toString();
        QCOMPARE(problem, doc.autosaveProblem());
        QVERIFY2(problem.startsWith(u"The game could not be autosaved to %1: "_s.arg(QDir::toNativeSeparators(autosave))),
                 qPrintable(problem));
        QVERIFY2(problem.endsWith(u"File too large"_s), qPrintable(problem));
        QCOMPARE(QFileInfo(autosave).size(), 0);
        playTurn(doc, player);
        QCOMPARE(said.size(), 2);
        QVERIFY(said[1][0].toString().isEmpty());
        QVERIFY(doc.autosaveProblem().isEmpty());
        document::GameDocument resumed;
        QVERIFY(resumed.open(autosave).isEmpty());
        QVERIFY(resumed.match().turns() == doc.match().turns());
    }

    // When only the note of the file the game belongs to cannot be written (here a folder has
    // its name), the autosave itself stays: the message names the note.
    void aFailingNoteKeepsTheAutosave()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.json"_s);
        QVERIFY(QDir(dir.path()).mkdir(u"autosave.json.file"_s));
        document::GameDocument doc;
        doc.setAutosavePath(autosave);
        QSignalSpy said(&doc, &document::GameDocument::autosaveProblemChanged);
        doc.newGame(baseGame(6));
        RandomPlayer player(2);
        playTurn(doc, player);
        QCOMPARE(said.size(), 1);
        QVERIFY2(doc.autosaveProblem().startsWith(u"The game could not be autosaved to %1: "_s.arg(
                     QDir::toNativeSeparators(document::GameDocument::belongsToPath(autosave)))),
                 qPrintable(doc.autosaveProblem()));
        document::GameDocument resumed;
        QVERIFY(resumed.open(autosave).isEmpty());
        QVERIFY(resumed.match().turns() == doc.match().turns());
    }

    // A discarded game's autosave is emptied before it is removed: where the folder lets
    // nothing be removed (read-only), the file stays but holds no game to offer. (A second
    // name of the file, a hard link, shows what happened to its content.)
    void aDiscardedAutosaveIsEmptiedFirst()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.json"_s);
        const QString link = dir.filePath(u"link.json"_s);
        document::GameDocument doc;
        doc.setAutosavePath(autosave);
        doc.newGame(baseGame(6));
        RandomPlayer player(2);
        playTurn(doc, player);
        QCOMPARE(::link(QFile::encodeName(autosave).constData(), QFile::encodeName(link).constData()), 0);
        QVERIFY(QFileInfo(link).size() > 0);
        doc.discardAutosave();
        QVERIFY(!QFileInfo::exists(autosave));
        QCOMPARE(QFileInfo(link).size(), 0);
    }

    void undoAndRedoOneDecisionAtATime()
    {
        document::GameDocument doc;
        doc.newGame(baseGame(23));
        RandomPlayer player(5);
        std::vector<std::vector<ScoreEvent>> events{doc.game().events()};
        for (int i = 0; i < 10; ++i) {
            playTurn(doc, player);
            events.push_back(doc.game().events());
        }
        const std::vector<TurnRecord> played = doc.match().turns();
        int steps = 0;
        for (int k = 10; k > 0; --k) {
            const TurnRecord &turn = played[std::size_t(k - 1)];
            doc.undo();
            ++steps;
            if (doc.stage() == Stage::Deploying) { // the figure choice is taken back, the tile lies
                QCOMPARE(doc.game().board().placed().size(), std::size_t(k + 1));
                QCOMPARE(doc.game().board().placed().back().pos, turn.placement().placement.pos);
                QVERIFY(doc.game().events() == events[std::size_t(k - 1)]); // no points survive
                doc.undo();
                ++steps;
            }
            QCOMPARE(doc.stage(), Stage::Placing);
            QCOMPARE(doc.match().turns().size(), std::size_t(k - 1));
            QCOMPARE(doc.handTile(), turn.tile());
        }
        QVERIFY(!doc.canUndo());
        QCOMPARE(doc.undoCount(), steps);
        while (doc.canRedo())
            doc.redo();
        QVERIFY(doc.match().turns() == played);
        QVERIFY(doc.game().events() == events.back());
        QCOMPARE(doc.tree().size(), std::size_t(11));

        // The choice waiting for confirmation is taken back first.
        const auto p = player.choosePlacement(doc.game());
        QCOMPARE(doc.placeTile(p.tile, p.placement), MoveError::None);
        if (doc.stage() == Stage::Deploying)
            doc.chooseNoFollower();
        QCOMPARE(doc.stage(), Stage::Confirming);
        QVERIFY(!doc.canRedo()); // nothing was undone here
        doc.undo();
        QVERIFY(doc.stage() == Stage::Deploying || doc.stage() == Stage::Placing);
    }

    // Traders & Builders: a turn with a bonus tile is one turn of the record (one node of the
    // tree), however many decisions it takes; undo steps back through them one at a time and
    // redo plays them again; the saved game opens with the same turns.
    void bonusTilesAreOneTurnForUndoRedoAndSaving()
    {
        document::GameInfo info = baseGame(3);
        info.tileSets.push_back(*document::loadNamedTileSet(u"traders-builders"_s).set);
        info.rules.builder = info.rules.pig = true;
        for (std::uint64_t seed = 1; seed < 20; ++seed) {
            info.seed = seed;
            document::GameDocument doc;
            doc.newGame(info);
            RandomPlayer player(seed);
            const std::vector<ScoreEvent> start = doc.game().events();
            for (int step = 0; step < 400 && doc.stage() != Stage::GameOver; ++step)
                test::playDocumentTurn(doc, player);
            QCOMPARE(doc.stage(), Stage::GameOver);
            const std::vector<ScoreEvent> end = doc.game().events();
            const std::vector<TurnRecord> played = doc.match().turns();
            const auto bonus = std::count_if(played.begin(), played.end(),
                                             [](const TurnRecord &t) { return t.placementIndex(1) >= 0; });
            if (bonus == 0)
                continue;
            QCOMPARE(doc.tree().size(), played.size() + 1);
            // The History's row of such a turn names both tiles, both cells and both figure choices.
            document::TurnsModel model(&doc);
            const auto first = std::find_if(played.begin(), played.end(),
                                            [](const TurnRecord &t) { return t.placementIndex(1) >= 0; });
            const int row = int(first - played.begin()) + 1;
            const TurnRecord &withBonus = *first;
            const TileIndex bonusTile = withBonus.decisions[std::size_t(withBonus.placementIndex(1))].tile;
            QVERIFY(model.index(row, document::TurnsModel::TileColumn)
                        .data()
                        .toString()
                        .contains(document::describeTile(doc.game(), bonusTile)));
            QCOMPARE(model.index(row, document::TurnsModel::PositionColumn).data().toString().count(u';'), 1);
            QCOMPARE(model.index(row, document::TurnsModel::FiguresColumn).data().toString().count(u';'), 1);

            QTemporaryDir dir;
            QVERIFY(doc.saveAs(dir.filePath(u"game.json"_s)));
            document::GameDocument reopened;
            QVERIFY(reopened.open(dir.filePath(u"game.json"_s)).isEmpty());
            QVERIFY(reopened.match().turns() == played);

            std::size_t decisions = 0;
            for (const TurnRecord &t : played)
                decisions += t.decisions.size();
            int undos = 0;
            while (doc.canUndo()) {
                doc.undo();
                QVERIFY(++undos <= int(decisions));
            }
            QCOMPARE(doc.match().turns().size(), std::size_t(0));
            QCOMPARE(doc.undoCount(), undos);
            QVERIFY(doc.game().events() == start);
            while (doc.canRedo())
                doc.redo();
            QVERIFY(doc.match().turns() == played);
            QVERIFY(doc.game().events() == end);
            QCOMPARE(doc.tree().size(), played.size() + 1);
            return;
        }
        QFAIL("no game in 19 seeds had a bonus tile");
    }

    void undoLimitsKeepPlayersFromGoingBack()
    {
        for (const UndoLimit limit : {UndoLimit::WithinTurn, UndoLimit::None}) {
            document::GameInfo info = baseGame(22);
            info.rules.undo = limit;
            document::GameDocument doc;
            doc.newGame(info);
            RandomPlayer player(4);
            for (int i = 0; i < 3; ++i)
                playTurn(doc, player);
            QVERIFY(!doc.canUndoTurn());
            doc.undoTurn();
            QCOMPARE(doc.match().turns().size(), std::size_t(3));
            const auto p = player.choosePlacement(doc.game());
            QCOMPARE(doc.placeTile(p.tile, p.placement), MoveError::None);
            QCOMPARE(doc.canTakeBack(), limit == UndoLimit::WithinTurn);
            doc.takeBack();
            QCOMPARE(doc.stage() == Stage::Placing, limit == UndoLimit::WithinTurn);
            QCOMPARE(doc.undoCount(), limit == UndoLimit::WithinTurn ? 1 : 0);
        }
    }

    void saveAndOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"game.json"_s);
        document::GameDocument doc;
        doc.newGame(baseGame(7));
        RandomPlayer player(1);
        for (int i = 0; i < 3; ++i)
            playTurn(doc, player);
        QSignalSpy pathChanged(&doc, &document::GameDocument::filePathChanged);
        QVERIFY(doc.saveAs(path));
        QCOMPARE(pathChanged.count(), 1);
        QVERIFY(!doc.isModified());
        document::GameDocument other;
        QVERIFY(other.open(path).isEmpty());
        QCOMPARE(other.filePath(), path);
        QVERIFY(other.match().turns() == doc.match().turns());
        QVERIFY(!other.open(dir.filePath(u"missing.json"_s)).isEmpty());
        QCOMPARE(other.filePath(), path); // a failed open changes nothing
    }

    void opensJCloisterZoneGamesAsUnsavedGames()
    {
        document::GameDocument doc;
        const QString jcz = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz");
        QVERIFY(doc.open(jcz).isEmpty());
        QVERIFY(doc.hasGame());
        QVERIFY(doc.filePath().isEmpty()); // Save must not write a Tessera log over the .jcz
        QVERIFY(doc.isModified());
        QVERIFY(!doc.match().turns().empty());
    }

    void opensAJCloisterZoneGameWithinItsTurn()
    {
        // Saved after Ben placed his tile, before his follower and COMMIT: the window goes on
        // with his follower, and the tile he placed is on the board.
        document::GameDocument doc;
        const QString jcz = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/saved-mid-turn.jcz");
        QVERIFY(doc.open(jcz).isEmpty());
        QCOMPARE(doc.stage(), document::GameDocument::Stage::Deploying);
        QCOMPARE(doc.game().currentPlayer(), 1);
        QCOMPARE(doc.game().board().placed().size(), std::size_t(3));
        QCOMPARE(doc.match().turns().size(), std::size_t(1));
        // Ben's knight in the city cap he placed completes the city: 4 points, turn 2 recorded.
        std::vector<engine::Deployment> deployments;
        doc.game().legalDeployments(deployments);
        const auto &cap = doc.game().catalog().tile(doc.game().board().placed().back().tile).type;
        const auto knight = std::find_if(deployments.begin(), deployments.end(), [&](const engine::Deployment &d) {
            return cap.features[d.feature].kind == engine::FeatureKind::City;
        });
        QVERIFY(knight != deployments.end());
        QCOMPARE(doc.chooseDeployment(*knight), engine::MoveError::None);
        doc.confirmTurn();
        QCOMPARE(doc.match().turns().size(), std::size_t(2));
        QCOMPARE(doc.game().score(1), 4);
    }

    void modelsFollowTheGame()
    {
        document::GameDocument doc;
        document::PlayersModel players(&doc);
        document::EventsModel events(&doc);
        QAbstractItemModelTester playersTester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester eventsTester(&events, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(players.rowCount(), 0);
        doc.newGame(baseGame(9));
        QCOMPARE(players.rowCount(), 2);
        QCOMPARE(players.index(0, document::PlayersModel::NameColumn).data().toString(), u"Ann"_s);
        QCOMPARE(players.index(0, 0).data(document::PlayersModel::IsCurrentRole).toBool(), true);
        QCOMPARE(players.index(1, 0).data(document::PlayersModel::ColorRole).toString(), document::defaultPlayerColor(1));
        RandomPlayer player(4);
        while (doc.stage() != Stage::GameOver)
            playTurn(doc, player);
        QCOMPARE(events.rowCount(), int(doc.game().events().size()));
        QVERIFY(events.rowCount() > 0);
        QVERIFY(!events.index(0).data().toString().isEmpty());
        QCOMPARE(players.index(1, document::PlayersModel::ScoreColumn).data().toInt(), doc.game().score(1));
        QCOMPARE(players.index(0, 0).data(document::PlayersModel::IsCurrentRole).toBool(), false);
        int sum = 0;
        for (const QVariant &v : players.index(1, 0).data(document::PlayersModel::ScoreByCategoryRole).toList())
            sum += v.toInt();
        QCOMPARE(sum, doc.game().score(1));
    }

    // The fairy's turn points in a row, with one follower, are one entry of the log, which
    // moves down to the newest place as it grows: the entries hold every event once, each
    // player's points add up to the game's, and a model built anew from the game (a reset: an
    // undo, a game opened) reads as the one that followed it turn by turn.
    void theFairysTurnPointsAreOneEntry()
    {
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            document::GameDocument doc;
            document::EventsModel events(&doc);
            QAbstractItemModelTester tester(&events, QAbstractItemModelTester::FailureReportingMode::QtTest);
            doc.newGame(test::gameWith(seed, {u"princess-dragon"_s}));
            RandomPlayer player(seed);
            for (int turn = 0; doc.stage() != Stage::GameOver; ++turn)
                test::playDocumentTurn(doc, player, turn % 12 == 0); // now and then a new run
            const std::vector<ScoreEvent> &scored = doc.game().events();
            const auto turnPoints = std::count_if(scored.begin(), scored.end(), document::isFairyTurnStart);
            if (turnPoints < 6)
                continue; // the fairy hardly played: another game

            std::vector<int> taken(scored.size(), 0);
            std::vector<int> points(std::size_t(doc.game().playerCount()), 0);
            int runs = 0;
            for (int row = 0; row < events.rowCount(); ++row) {
                const QModelIndex at = events.index(row);
                const int last = at.data(document::EventsModel::EventRole).toInt();
                const int first = at.data(document::EventsModel::TurnRole).toInt();
                const int lastTurn = at.data(document::EventsModel::LastTurnRole).toInt();
                QCOMPARE(lastTurn, scored[std::size_t(last)].turn);
                for (const QVariant &who : at.data(document::EventsModel::PlayersRole).toList())
                    points[std::size_t(who.toInt())] += at.data(document::EventsModel::PointsRole).toInt();
                if (lastTurn == first) {
                    ++taken[std::size_t(last)];
                    continue;
                }
                // A run: the same player's turn points with one follower, from `first` to `last`.
                ++runs;
                const int count = at.data(document::EventsModel::PointsRole).toInt();
                const QString name = doc.info().players[at.data(document::EventsModel::PlayersRole).toList()[0].toInt()].name;
                QCOMPARE(at.data().toString(), u"%1 scores %2: the fairy at the start of %2 turns"_s.arg(name).arg(count));
                int found = 0;
                for (int e = last; e >= 0 && found < count; --e)
                    if (document::isFairyTurnStart(scored[std::size_t(e)])
                        && scored[std::size_t(e)].feature == scored[std::size_t(last)].feature
                        && scored[std::size_t(e)].players == scored[std::size_t(last)].players) {
                        ++taken[std::size_t(e)];
                        ++found;
                        QVERIFY(scored[std::size_t(e)].turn >= first);
                    }
                QCOMPARE(found, count);
            }
            QVERIFY2(runs > 0, "the fairy's points in a row make one entry");
            QVERIFY(events.rowCount() < int(scored.size()) - runs);
            QVERIFY(std::all_of(taken.begin(), taken.end(), [](int n) { return n == 1; })); // each event once
            for (int p = 0; p < doc.game().playerCount(); ++p) {
                int sum = 0;
                for (const ScoreEvent &e : scored)
                    if (e.players & (1u << p))
                        sum += e.points;
                QCOMPARE(points[std::size_t(p)], sum);
            }
            // Newest last: each entry's latest event comes after the one above's.
            for (int row = 1; row < events.rowCount(); ++row)
                QVERIFY(events.index(row).data(document::EventsModel::EventRole).toInt()
                        > events.index(row - 1).data(document::EventsModel::EventRole).toInt());

            document::EventsModel rebuilt(&doc);
            QCOMPARE(rebuilt.rowCount(), events.rowCount());
            for (int row = 0; row < events.rowCount(); ++row) {
                QCOMPARE(rebuilt.index(row).data().toString(), events.index(row).data().toString());
                QCOMPARE(rebuilt.index(row).data(document::EventsModel::EventRole),
                         events.index(row).data(document::EventsModel::EventRole));
            }
            return;
        }
        QFAIL("no game of the first seeds gave the fairy six turn points");
    }
};

QTEST_GUILESS_MAIN(TestGameDocument)
#include "tst_gamedocument.moc"
