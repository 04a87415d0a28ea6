// What each expansion costs the engine: random two-player games of the base game, base + the
// River, base + Inns & Cathedrals (with the large follower), both, base + Traders & Builders
// (builder and pig), base + the Princess & the Dragon (fairy on) and all five, played in this
// process. Prints games per second and time per turn (medians of interleaved runs) and each
// set's cost per game and per turn against the base game. An expansion game has more tiles (83 turns
// with the River, 89 with Inns & Cathedrals, 101 with both, against 71), so the cost per turn
// is the one that shows what the rules modules add.
// Run: build/tests/bench/bench_expansions (TESSERA_BENCH_GAMES sets the games per run, 3000)

#include "document/tilesetlibrary.h"
#include "engine/gameseries.h"
#include "engine/randomplayer.h"

#include <QElapsedTimer>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

int gamesPerRun()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 3000;
}

// Plays `games` seeded games; returns the seconds taken and the turns played.
std::pair<double, std::int64_t> play(GameSetup setup, int games)
{
    std::int64_t turns = 0;
    QElapsedTimer clock;
    clock.start();
    GameSeries series(setup);
    for (int g = 0; g < games; ++g) {
        setup.seed = std::uint64_t(g + 1);
        RandomPlayer player(setup.seed);
        Game &game = series.start(setup.seed);
        playRandomGame(game, player);
        turns += game.turn();
    }
    return {double(clock.nsecsElapsed()) / 1e9, turns};
}

} // namespace

class BenchExpansions : public QObject {
    Q_OBJECT
private slots:
    void gamesPerSecond()
    {
        const int games = gamesPerRun();
        const QStringList combos{u"base"_s,
                                 u"base,river"_s,
                                 u"base,inns-cathedrals"_s,
                                 u"base,river,inns-cathedrals"_s,
                                 u"base,traders-builders"_s,
                                 u"base,river,inns-cathedrals,traders-builders"_s,
                                 u"base,princess-dragon"_s,
                                 u"base,river,inns-cathedrals,traders-builders,princess-dragon"_s};
        std::vector<GameSetup> setups;
        for (const QString &sets : combos) {
            std::vector<TileSet> loaded;
            for (const QString &name : sets.split(u',')) {
                auto set = document::loadNamedTileSet(name).set;
                QVERIFY(set);
                loaded.push_back(std::move(*set));
            }
            GameSetup setup;
            setup.catalog = std::make_shared<const TileCatalog>(std::move(loaded));
            setup.players = 2;
            setup.rules.largeFollower = sets.contains(u"inns-cathedrals"_s);
            setup.rules.builder = setup.rules.pig = sets.contains(u"traders-builders"_s);
            setup.rules.fairy = sets.contains(u"princess-dragon"_s);
            setups.push_back(setup);
        }
        // The combinations take turns, run after run, so that a machine whose speed drifts
        // slows them alike; each figure is the median of its runs.
        constexpr int kRuns = 7;
        std::vector<std::vector<double>> seconds(setups.size());
        std::vector<double> turnsPerGame(setups.size());
        for (int run = 0; run < kRuns; ++run)
            for (std::size_t c = 0; c < setups.size(); ++c) {
                const auto [s, turns] = play(setups[c], games);
                seconds[c].push_back(s);
                turnsPerGame[c] = double(turns) / double(games);
            }
        std::printf("%d two-player games per run, median of %d interleaved runs\n", games, kRuns);
        std::printf("%-44s %10s %8s %9s %10s %10s\n", "tile sets", "games/s", "turns", "ns/turn", "per game", "per turn");
        double baseGame = 0, baseTurn = 0;
        for (std::size_t c = 0; c < setups.size(); ++c) {
            std::sort(seconds[c].begin(), seconds[c].end());
            const double perGame = seconds[c][kRuns / 2] / games, perTurn = perGame / turnsPerGame[c];
            if (c == 0) {
                baseGame = perGame;
                baseTurn = perTurn;
            }
            std::printf("%-44s %10.0f %8.1f %9.1f %+9.1f%% %+9.1f%%\n", qPrintable(combos[int(c)]), 1.0 / perGame,
                        turnsPerGame[c], perTurn * 1e9, 100.0 * (perGame / baseGame - 1.0),
                        100.0 * (perTurn / baseTurn - 1.0));
            QVERIFY(turnsPerGame[c] > 0);
        }
    }
};

QTEST_GUILESS_MAIN(BenchExpansions)
#include "bench_expansions.moc"
