// The computer players' speed: random playouts per second from the start of a game, the
// simulations per second Hard's search gets (heuristic evaluation, and random playouts) at
// positions early, in the middle and late in a game, and the time per decision of each level
// (p50, p95) over games against the greedy player.
// Run: build/tests/bench/bench_ai (TESSERA_BENCH_GAMES sets the games per level, 1)

#include "ai/arena.h"
#include "ai/mctsai.h"
#include "ai/playout.h"
#include "ai/publicview.h"
#include "ai/sampledpile.h"
#include "ai/timedplayer.h"

#include "document/tilesetlibrary.h"
#include "support/testgames.h"

#include <QElapsedTimer>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

int gamesPerLevel()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 1;
}

GameSetup baseSetup(std::uint64_t seed)
{
    GameSetup setup;
    setup.catalog = std::make_shared<const TileCatalog>(std::vector<TileSet>{*document::loadNamedTileSet(u"base"_s).set});
    setup.players = 2;
    setup.seed = seed;
    return setup;
}

// The position of a seeded game between greedy players at the start of turn `turn`.
Game positionAt(int turn)
{
    Game game(baseSetup(7));
    const auto greedy = ai::makePlayer("greedy", 7);
    while (!game.isOver() && !(game.turn() >= turn && game.phase() == Phase::Place)) {
        if (game.phase() == Phase::Draw)
            game.drawRandom();
        else
            game.apply(greedy->decide(ai::PublicView(game)));
    }
    return game;
}

} // namespace

class BenchAi : public QObject {
    Q_OBJECT
private slots:
    void playoutsPerSecond()
    {
        const ai::PublicView view(Game(baseSetup(1)));
        Random random(1);
        ai::Playout playout;
        QElapsedTimer clock;
        clock.start();
        int games = 0;
        while (clock.nsecsElapsed() < 2'000'000'000LL) {
            Game game = view.game();
            ai::SampledPile pile(game, random);
            playout.run(game, pile, random);
            QVERIFY(game.isOver());
            ++games;
        }
        std::printf("random playouts from the start (2 players, base game, deploy chance 0.3): %.0f per second\n",
                    games / (double(clock.nsecsElapsed()) / 1e9));
    }

    void simulationsPerSecond()
    {
        for (const int turn : {10, 35, 60}) {
            const Game position = positionAt(turn);
            for (const bool playouts : {false, true}) {
                // The whole second, not stopped early: a rate over a fixed time.
                ai::MctsAi hard(1, {.seconds = 1.0, .playouts = playouts, .earlyStop = false});
                QElapsedTimer clock;
                clock.start();
                hard.decide(ai::PublicView(position));
                const double seconds = double(clock.nsecsElapsed()) / 1e9;
                std::printf("Hard at turn %d (%d tiles left), %s: %.0f simulations per second (%lld in %.2f s)\n", turn,
                            position.tilesLeft(), playouts ? "random playouts" : "heuristic evaluation",
                            double(hard.lastSearch().iterations) / seconds,
                            static_cast<long long>(hard.lastSearch().iterations), seconds);
            }
        }
    }

    // Every level in the base game; Easy and Medium also with all five sets, whose longest
    // decisions (the magic portal's hundreds of targets) say whether they need the stop flag
    // that Hard heeds: a search must end within 50 ms of an undo.
    void timePerDecision()
    {
        const GameSetup allFive = test::gameWith(1, test::builtinSetsOf(15)).setup();
        const auto allFiveSetup = [&allFive](std::uint64_t seed) {
            GameSetup setup = allFive;
            setup.seed = seed;
            return setup;
        };
        timeLevels({"easy", "medium", "hard"}, "base game", baseSetup);
        timeLevels({"easy", "medium"}, "all five sets", allFiveSetup);
    }

private:
    template<typename MakeSetup>
    void timeLevels(std::initializer_list<std::string> levels, const char *sets, MakeSetup makeSetup)
    {
        const int games = gamesPerLevel();
        for (const std::string &level : levels) {
            std::vector<double> seconds, ignored;
            for (int g = 0; g < games; ++g) {
                ai::TimedPlayer player(ai::makePlayer(level, std::uint64_t(g)), seconds);
                ai::TimedPlayer greedy(ai::makePlayer("greedy", std::uint64_t(g)), ignored);
                std::array<ai::Player *, 2> seats{&player, &greedy};
                if (g % 2 == 1)
                    std::swap(seats[0], seats[1]);
                const ai::GameOutcome o = ai::playGame(makeSetup(std::uint64_t(100 + g)), seats);
                QVERIFY(o.finished && o.illegal == 0);
            }
            std::printf(
                "%s, %s: time per decision p50 %.1f ms, p95 %.1f ms, max %.1f ms (%zu decisions, %d games "
                "against greedy)\n",
                level.c_str(), sets, 1000 * ai::quantile(seconds, 0.5), 1000 * ai::quantile(seconds, 0.95),
                1000 * ai::quantile(seconds, 1.0), seconds.size(), games);
        }
    }
};

QTEST_GUILESS_MAIN(BenchAi)
#include "bench_ai.moc"
