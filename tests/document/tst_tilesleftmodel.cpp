// The remaining-tiles model: every tile type of the game with the copies left in the pile and
// the open positions where one fits now; it follows the game turn by turn.

#include "document/tilesleftmodel.h"
#include "support/testgames.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;
using namespace tessera;
using document::TilesLeftModel;

namespace {

// What the model must say, worked out from the engine directly.
int pileCount(const engine::Game &game, engine::TileIndex tile)
{
    return int(std::count(game.pile().begin(), game.pile().end(), tile));
}

int positionsFor(const engine::Game &game, engine::TileIndex tile)
{
    std::vector<engine::Placement> placements;
    game.legalPlacements(tile, placements);
    std::set<std::pair<int, int>> cells;
    for (const engine::Placement &p : placements)
        cells.insert({p.pos.x, p.pos.y});
    return int(cells.size());
}

void checkAgainstEngine(const TilesLeftModel &model, const engine::Game &game)
{
    int total = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto tile = engine::TileIndex(model.index(row, 0).data(TilesLeftModel::TileRole).toInt());
        const int left = model.index(row, TilesLeftModel::LeftColumn).data().toInt();
        QCOMPARE(left, pileCount(game, tile));
        QCOMPARE(model.index(row, TilesLeftModel::FitsColumn).data().toInt(), game.isOver() ? 0 : positionsFor(game, tile));
        QCOMPARE(bool(model.flags(model.index(row, 0)) & Qt::ItemIsEnabled), left > 0);
        total += left;
    }
    QCOMPARE(total, game.tilesLeft());
}

} // namespace

class TestTilesLeftModel : public QObject {
    Q_OBJECT
private slots:
    void listsEveryTileTypeOfTheBaseGame()
    {
        document::GameDocument doc;
        doc.newGame(test::baseGame(3));
        TilesLeftModel model(&doc);
        QCOMPARE(model.rowCount(), 24); // the base game's 24 tile types
        QCOMPARE(model.columnCount(), int(TilesLeftModel::ColumnCount));
        QCOMPARE(model.headerData(TilesLeftModel::LeftColumn, Qt::Horizontal).toString(), u"Left"_s);
        checkAgainstEngine(model, doc.game());
        // The tile in hand is marked and left the pile; the model says where it fits.
        const engine::TileIndex inHand = doc.game().hand(doc.game().currentPlayer()).front();
        int marked = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.index(row, 0).data(TilesLeftModel::InHandRole).toBool()) {
                ++marked;
                QCOMPARE(model.index(row, 0).data(TilesLeftModel::TileRole).toInt(), int(inHand));
            }
        QCOMPARE(marked, 1);
        QVERIFY(model.fittingPositions(inHand) > 0);
        QCOMPARE(model.fittingPositions(inHand), positionsFor(doc.game(), inHand));
        const QString tip = model.index(0, TilesLeftModel::FitsColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"left in the pile"_s) || tip.contains(u"None left"_s), qPrintable(tip));
    }

    void followsTheGameToItsEnd()
    {
        document::GameDocument doc;
        doc.newGame(test::baseGame(8));
        TilesLeftModel model(&doc);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        engine::RandomPlayer player(8);
        int turns = 0;
        while (!doc.game().isOver()) {
            test::playDocumentTurn(doc, player);
            if (++turns % 10 == 0)
                checkAgainstEngine(model, doc.game());
        }
        QVERIFY(changed.count() >= turns);
        checkAgainstEngine(model, doc.game());
        // At the end every type is used up.
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.flags(model.index(row, 0)), Qt::NoItemFlags);
    }

    // Where every tile type fits is counted once per tile laid, not at every step of a turn:
    // choosing a follower and confirming recount nothing but the pile. The counts are right
    // at each step (while deploying, the new tile already lies).
    void countsWhereTilesFitOncePerPlacedTile()
    {
        document::GameDocument doc;
        doc.setConfirmTurns(true);
        doc.newGame(test::baseGame(4));
        TilesLeftModel model(&doc);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const auto fitsRecounts = [&changed] {
            int n = 0;
            for (const QList<QVariant> &args : changed)
                n += args.at(1).toModelIndex().column() >= TilesLeftModel::FitsColumn ? 1 : 0;
            return n;
        };
        engine::RandomPlayer player(4);
        for (int turn = 0; turn < 5; ++turn) {
            changed.clear();
            const auto p = player.choosePlacement(doc.game());
            QCOMPARE(doc.placeTile(p.tile, p.placement), engine::MoveError::None);
            QCOMPARE(fitsRecounts(), 1);
            checkAgainstEngine(model, doc.game());
            if (doc.stage() == document::GameDocument::Stage::Deploying)
                doc.chooseNoFollower();
            QCOMPARE(doc.stage(), document::GameDocument::Stage::Confirming);
            doc.confirmTurn();
            QCOMPARE(fitsRecounts(), 1);
            QCOMPARE(changed.count(), 2); // the tile laid, then the next hand drawn
            checkAgainstEngine(model, doc.game());
        }
    }

    void newGameResetsTheRows()
    {
        document::GameDocument doc;
        TilesLeftModel model(&doc);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        doc.newGame(test::baseGame(1));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 24);
    }
};

QTEST_GUILESS_MAIN(TestTilesLeftModel)
#include "tst_tilesleftmodel.moc"
