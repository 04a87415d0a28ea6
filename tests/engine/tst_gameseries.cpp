// GameSeries starts each game in the memory of the one before it: every game it starts must be
// the game Game(setup) starts with that seed, whatever came before (a bigger board, figures
// out, a module's state), and play the same to its end.

#include "gameinvariants.h"

#include "document/tilesetlibrary.h"
#include "engine/gameseries.h"
#include "engine/randomplayer.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

class TestGameSeries : public QObject {
    Q_OBJECT
private slots:
    void seriesGamesAreFreshGames_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("players");
        QTest::newRow("base, 2 players") << QStringList{u"base"_s} << 2;
        QTest::newRow("base + River, 3 players") << QStringList{u"base"_s, u"river"_s} << 3;
        QTest::newRow("base + Traders & Builders, 4 players") << QStringList{u"base"_s, u"traders-builders"_s} << 4;
        QTest::newRow("all five, 2 players")
            << QStringList{u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s} << 2;
    }

    void seriesGamesAreFreshGames()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, players);
        std::vector<TileSet> loaded;
        for (const QString &name : sets)
            loaded.push_back(*document::loadNamedTileSet(name).set);
        GameSetup setup;
        setup.catalog = std::make_shared<const TileCatalog>(loaded);
        setup.players = players;
        setup.rules.largeFollower = sets.contains(u"inns-cathedrals"_s);
        setup.rules.builder = setup.rules.pig = sets.contains(u"traders-builders"_s);
        setup.rules.fairy = sets.contains(u"princess-dragon"_s);
        GameSeries series(setup);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            setup.seed = seed * 104729;
            Game &reused = series.start(setup.seed);
            Game fresh(setup);
            QVERIFY2(test::snapshot(reused) == test::snapshot(fresh), qPrintable(u"seed %1 at the start"_s.arg(setup.seed)));
            RandomPlayer a(setup.seed), b(setup.seed);
            playRandomGame(reused, a);
            playRandomGame(fresh, b);
            QVERIFY(fresh.isOver());
            QVERIFY2(test::snapshot(reused) == test::snapshot(fresh), qPrintable(u"seed %1 at the end"_s.arg(setup.seed)));
        }
    }
};

QTEST_GUILESS_MAIN(TestGameSeries)
#include "tst_gameseries.moc"
