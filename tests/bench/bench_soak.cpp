// The computer players' soak (issue 16: "0 illegal moves in 10,000 games over every tile set
// and option combination"): whole games of every combination of the expansions with the base
// game (16), the rule options varied from game to game (players 1 to 5, 6 with Inns &
// Cathedrals; hand of 1 or 3; farmers on and off; both farm scorings; the tiny city; the large
// follower; the river's two bend rules; inns, cathedrals and how unfinished ones score; the
// builder, the pig and the goods; the fairy and both dragon timings), every seat one player.
// Each decision is checked against legalDecisions() before the engine applies it.
// The random player plays TESSERA_BENCH_GAMES games (10,000); the slower players fewer (a
// fixed share, printed), Hard on a small simulation budget (Medium is the heuristic player).
// Run: ctest --test-dir build -R bench_soak -V, or QTEST_FUNCTION_TIMEOUT=20000000
// build/tests/bench/bench_soak (QtTest stops a test function after 5 minutes otherwise;
// TESSERA_SOAK_PLAYERS=easy,greedy limits the players)

#include "ai/player.h"
#include "ai/publicview.h"

#include "document/tilesetlibrary.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

int baseGames()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 10'000;
}

struct Level {
    const char *name;
    int gamesDivisor;        // plays baseGames() / this many games
    std::int64_t iterations; // the searching levels' simulations per decision (0: not searching)
};

// The slower a player, the fewer games: the shares keep a full run within about ten minutes
// of one core.
constexpr Level kLevels[] = {
    {"random", 1, 0}, {"easy", 5, 0}, {"greedy", 10, 0}, {"heuristic", 100, 0}, {"hard", 200, 48},
};

const QStringList kExpansions{u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s};

// Game g's tile sets: the base game and the expansions of the bits of g (all 16 in turn).
QStringList setsOf(int g)
{
    QStringList sets{u"base"_s};
    for (int e = 0; e < int(kExpansions.size()); ++e)
        if (g & (1 << e))
            sets << kExpansions[e];
    return sets;
}

// Game g's options, each cycling through its values at its own period, so that over the
// games every value of every option meets every tile set combination.
GameSetup setupOf(const TileCatalogPtr &catalog, const QStringList &sets, int g)
{
    const bool inns = sets.contains(u"inns-cathedrals"_s);
    const bool traders = sets.contains(u"traders-builders"_s);
    const int round = g / 16;
    GameSetup setup;
    setup.catalog = catalog;
    setup.seed = std::uint64_t(g) * 7919 + 11;
    const int most = inns ? kMaxPlayers : kMaxPlayersBase;
    setup.players = kMinPlayers + round % (most - kMinPlayers + 1);
    RuleOptions &r = setup.rules;
    r.handSize = round % 3 == 2 ? 3 : 1;
    r.farmers = round % 5 != 4;
    r.farmScoring = round % 7 == 3 ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
    r.tinyCity = round % 11 == 5;
    r.largeFollower = inns && round % 2 == 0;
    r.riverBends = round % 13 == 6 ? RiverBends::RoomAhead : RiverBends::Alternate;
    r.inns = round % 17 != 8;
    r.cathedrals = round % 19 != 9;
    r.unfinishedInnsCathedrals = round % 4 == 1 ? UnfinishedInnsCathedrals::Plain : UnfinishedInnsCathedrals::Zero;
    r.builder = traders && round % 3 != 1;
    r.pig = traders && r.farmers && round % 4 != 2;
    r.goods = round % 6 != 5;
    r.fairy = round % 2 == 1;
    r.dragonTiming = round % 4 >= 2 ? DragonTiming::BeforeScoring : DragonTiming::AfterScoring;
    return setup;
}

struct Tally {
    std::int64_t games = 0, finished = 0, decisions = 0, illegal = 0;
};

// One game, every seat the named player; counts the decisions and those not legal.
void play(const GameSetup &setup, const Level &level, Tally &tally, QString &firstProblem)
{
    std::vector<std::unique_ptr<ai::Player>> seats;
    for (int p = 0; p < setup.players; ++p)
        seats.push_back(ai::makePlayer(level.name, setup.seed * 8 + std::uint64_t(p), {-1.0, level.iterations}));
    Game game(setup);
    std::vector<Decision> legal;
    // Every turn uses up a tile; more steps than this means a broken rule, not a long game.
    const int limit = 8 * (game.tilesLeft() + setup.players * kMaxHandSize) + 16;
    for (int step = 0; !game.isOver() && step < limit; ++step) {
        if (game.phase() == Phase::Draw) {
            game.drawRandom();
            continue;
        }
        const Decision d = seats[std::size_t(game.decidingPlayer())]->decide(ai::PublicView(game));
        ++tally.decisions;
        game.legalDecisions(legal);
        const bool listed = std::find(legal.begin(), legal.end(), d) != legal.end();
        if (!listed || game.apply(d) != MoveError::None) {
            ++tally.illegal;
            if (firstProblem.isEmpty())
                firstProblem = u"%1, seed %2, turn %3: %4"_s.arg(QString::fromLatin1(level.name))
                                   .arg(setup.seed)
                                   .arg(game.turn())
                                   .arg(listed ? u"refused by the engine"_s : u"not among legalDecisions()"_s);
            break;
        }
    }
    ++tally.games;
    tally.finished += game.isOver() ? 1 : 0;
}

} // namespace

class BenchSoak : public QObject {
    Q_OBJECT
private slots:
    void everyCombination()
    {
        std::vector<TileCatalogPtr> catalogs;
        for (int c = 0; c < 16; ++c) {
            std::vector<TileSet> loaded;
            for (const QString &name : setsOf(c)) {
                auto set = document::loadNamedTileSet(name).set;
                QVERIFY(set);
                loaded.push_back(std::move(*set));
            }
            catalogs.push_back(std::make_shared<const TileCatalog>(std::move(loaded)));
        }
        const QStringList only = qEnvironmentVariable("TESSERA_SOAK_PLAYERS").split(u',', Qt::SkipEmptyParts);
        Tally total;
        QString firstProblem;
        for (const Level &level : kLevels) {
            if (!only.isEmpty() && !only.contains(QString::fromLatin1(level.name)))
                continue;
            const int games = std::max(16, baseGames() / level.gamesDivisor);
            Tally tally;
            QElapsedTimer clock;
            clock.start();
            for (int g = 0; g < games; ++g)
                play(setupOf(catalogs[std::size_t(g % 16)], setsOf(g % 16), g), level, tally, firstProblem);
            std::printf("%-10s %6lld games (%lld finished) %9lld decisions %3lld illegal  %7.1f s%s\n", level.name,
                        static_cast<long long>(tally.games), static_cast<long long>(tally.finished),
                        static_cast<long long>(tally.decisions), static_cast<long long>(tally.illegal),
                        double(clock.nsecsElapsed()) / 1e9,
                        level.iterations ? qPrintable(u", %1 simulations per decision"_s.arg(level.iterations)) : "");
            std::fflush(stdout);
            total.games += tally.games;
            total.finished += tally.finished;
            total.decisions += tally.decisions;
            total.illegal += tally.illegal;
        }
        std::printf("all        %6lld games (%lld finished) %9lld decisions %3lld illegal\n",
                    static_cast<long long>(total.games), static_cast<long long>(total.finished),
                    static_cast<long long>(total.decisions), static_cast<long long>(total.illegal));
        QVERIFY2(total.illegal == 0, qPrintable(firstProblem));
        QCOMPARE(total.finished, total.games);
    }
};

QTEST_GUILESS_MAIN(BenchSoak)
#include "bench_soak.moc"
