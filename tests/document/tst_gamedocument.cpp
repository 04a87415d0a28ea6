// GameDocument: composing a turn (place, choose, take back, confirm), undo and redo of whole
// turns, autosave and resume, and the models that follow it.

#include "document/eventsmodel.h"
#include "document/gamedocument.h"
#include "document/playersmodel.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;
using Stage = document::GameDocument::Stage;

namespace {

using test::baseGame;

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
        // A new turn after an undo drops the redo history.
        doc.undoTurn();
        playTurn(doc, player);
        QVERIFY(!doc.canRedoTurn());
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
};

QTEST_GUILESS_MAIN(TestGameDocument)
#include "tst_gamedocument.moc"
