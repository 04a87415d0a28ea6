// What each expansion costs the engine: random two-player games of the base game, base + the
// River, base + Inns & Cathedrals (with the large follower) and all three, played in this
// process. Prints games and turns per second (the median of five runs) and each set's cost
// per game and per turn against the base game. An expansion game has more tiles (83 turns
// with the River, 89 with Inns & Cathedrals, 101 with both, against 71), so the cost per turn
// is the one that shows what the rules modules add.
// Run: build/tests/bench/bench_expansions (TESSERA_BENCH_GAMES sets the games per run, 3000)

#include "document/tilesetlibrary.h"
#include "engine/game.h"
#include "engine/randomplayer.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

struct Figures {
    double gamesPerSecond = 0;
    double turnsPerGame = 0;
    double nsPerTurn() const { return 1e9 / (gamesPerSecond * turnsPerGame); }
};

int gamesPerRun()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 3000;
}

// Plays `games` seeded games; returns the figures of the median of five runs.
Figures measure(const GameSetup &base, int games)
{
    std::vector<double> seconds;
    std::int64_t turns = 0;
    for (int run = 0; run < 5; ++run) {
        GameSetup setup = base;
        turns = 0;
        QElapsedTimer clock;
        clock.start();
        for (int g = 0; g < games; ++g) {
            setup.seed = std::uint64_t(g + 1);
            RandomPlayer player(setup.seed);
            Game game(setup);
            playRandomGame(game, player);
            turns += game.turn();
        }
        seconds.push_back(double(clock.nsecsElapsed()) / 1e9);
    }
    std::sort(seconds.begin(), seconds.end());
    return {double(games) / seconds[2], double(turns) / double(games)};
}

} // namespace

class BenchExpansions : public QObject {
    Q_OBJECT
private slots:
    void gamesPerSecond()
    {
        const int games = gamesPerRun();
        std::printf("%d two-player games per run, median of 5 runs\n", games);
        std::printf("%-32s %12s %10s %12s %10s %10s\n", "tile sets", "games/s", "turns", "ns/turn", "per game", "per turn");
        Figures base;
        for (const QString &sets : {u"base"_s, u"base,river"_s, u"base,inns-cathedrals"_s, u"base,river,inns-cathedrals"_s}) {
            std::vector<TileSet> loaded;
            for (const QString &name : sets.split(u','))
                loaded.push_back(*document::loadNamedTileSet(name).set);
            GameSetup setup;
            setup.catalog = std::make_shared<const TileCatalog>(std::move(loaded));
            setup.players = 2;
            setup.rules.largeFollower = sets.contains(u"inns-cathedrals"_s);
            const Figures f = measure(setup, games);
            if (sets == u"base"_s)
                base = f;
            std::printf("%-32s %12.0f %10.1f %12.1f %+9.1f%% %+9.1f%%\n", qPrintable(sets), f.gamesPerSecond, f.turnsPerGame,
                        f.nsPerTurn(), 100.0 * (base.gamesPerSecond / f.gamesPerSecond - 1.0),
                        100.0 * (f.nsPerTurn() / base.nsPerTurn() - 1.0));
            QVERIFY(f.turnsPerGame > 0);
        }
    }
};

QTEST_GUILESS_MAIN(BenchExpansions)
#include "bench_expansions.moc"
