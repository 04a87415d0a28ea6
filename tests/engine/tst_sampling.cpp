// The doors through which sampling players pick a decision without listing them all: the
// count and the n-th decision (legalDecisionCount, legalDecision) agree with legalDecisions(),
// and so do the slots that randomDecision() draws from, at every decision of random games of
// every expansion (the magic portal, the fairy, the princess and the dragon's flights among
// them); randomDecision() draws each decision about equally often; randomPlacement() draws only legal
// placements, each about equally often (its tries of random cells and rotations, and its
// fallback to counting for a tile that rarely fits). applyLegal(), which trusts a decision
// taken from that list, leaves the game exactly as the checked apply() does. The random
// player's draw, which tries a placement of the tile before the draw looks whether it fits,
// plays every game as the plain draw and pick do.

#include "gameinvariants.h"

#include "document/tilesetlibrary.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/randomplayer.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

GameSetup setupOf(const QStringList &sets, std::uint64_t seed)
{
    std::vector<TileSet> loaded;
    for (const QString &name : sets)
        loaded.push_back(*document::loadNamedTileSet(name).set);
    GameSetup setup;
    setup.catalog = std::make_shared<const TileCatalog>(std::move(loaded));
    setup.seed = seed;
    setup.rules.largeFollower = sets.contains(u"inns-cathedrals"_s);
    setup.rules.builder = setup.rules.pig = sets.contains(u"traders-builders"_s);
    setup.rules.fairy = sets.contains(u"princess-dragon"_s);
    return setup;
}

// Plays random games of these tile sets, seeds 1 to `games` (two to four players, hands of
// one or three, both dragon timings), calling decide(game, player, seed) at every decision
// until the game is over; decide applies one. Stops at the first failed check.
template<typename Decide>
void playRandomGames(const QStringList &sets, std::uint64_t games, Decide &&decide)
{
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        GameSetup setup = setupOf(sets, seed);
        setup.players = 2 + int(seed % 3);
        setup.rules.handSize = seed % 4 == 0 ? 3 : 1;
        setup.rules.dragonTiming = seed % 2 ? DragonTiming::BeforeScoring : DragonTiming::AfterScoring;
        Game game(setup);
        RandomPlayer player(seed);
        while (!game.isOver() && !QTest::currentTestFailed()) {
            if (game.phase() == Phase::Draw)
                game.drawRandom();
            else
                decide(game, player, seed);
        }
    }
}

// Whether every decision of `listed` lies in exactly one of the game's slots and the other
// slots hold none: then randomDecision(), which draws slots until one holds a decision, picks
// each of them equally often.
bool slotsHoldTheList(const Game &game, const std::vector<Decision> &listed)
{
    std::vector<Decision> found;
    for (int slot = 0, total = game.decisionSlots(); slot < total; ++slot)
        if (Decision d; game.decisionInSlot(slot, d))
            found.push_back(d);
    if (found.size() != listed.size())
        return false;
    return std::is_permutation(found.begin(), found.end(), listed.begin());
}

} // namespace

class TestSampling : public QObject {
    Q_OBJECT
private slots:
    void countAndPickMatchTheList_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::newRow("base") << QStringList{u"base"_s};
        QTest::newRow("river") << QStringList{u"base"_s, u"river"_s};
        QTest::newRow("princess-dragon") << QStringList{u"base"_s, u"princess-dragon"_s};
        QTest::newRow("all") << QStringList{u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s,
                                            u"princess-dragon"_s};
    }

    void countAndPickMatchTheList()
    {
        QFETCH(QStringList, sets);
        std::vector<Decision> listed;
        int checked = 0, portal = 0, flights = 0;
        playRandomGames(sets, 12, [&](Game &game, RandomPlayer &player, std::uint64_t seed) {
            game.legalDecisions(listed);
            QCOMPARE(game.legalDecisionCount(), int(listed.size()));
            for (std::size_t i = 0; i < listed.size(); ++i)
                QVERIFY2(game.legalDecision(int(i)) == listed[i],
                         qPrintable(
                             u"seed %1, turn %2: decision %3 of %4"_s.arg(seed).arg(game.turn()).arg(i).arg(listed.size())));
            QVERIFY2(slotsHoldTheList(game, listed), qPrintable(u"seed %1, turn %2"_s.arg(seed).arg(game.turn())));
            ++checked;
            portal += std::any_of(listed.begin(), listed.end(),
                                  [](const Decision &d) { return d.kind == DecisionKind::DeployAt; });
            flights += game.phase() == Phase::Module ? 1 : 0;
            QCOMPARE(game.apply(player.chooseDecision(game)), MoveError::None);
        });
        QVERIFY(checked > 500);
        if (sets.contains(u"princess-dragon"_s)) {
            QVERIFY(portal > 0);
            QVERIFY(flights > 0);
        }
    }

    // Each decision of random games of every expansion applied twice, on copies of one game:
    // with applyLegal() and with apply(); the two games then agree in everything a player sees
    // and in what may be decided next.
    void applyLegalDoesWhatApplyDoes()
    {
        const QStringList sets{u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s};
        std::vector<Decision> trustedNext, checkedNext;
        int compared = 0;
        playRandomGames(sets, 6, [&](Game &game, RandomPlayer &player, std::uint64_t) {
            const Decision d = player.chooseDecision(game);
            Game checked = game;
            QCOMPARE(checked.apply(d), MoveError::None);
            game.applyLegal(d);
            QCOMPARE(game.phase(), checked.phase());
            QCOMPARE(game.turn(), checked.turn());
            QCOMPARE(game.currentPlayer(), checked.currentPlayer());
            for (int p = 0; p < game.playerCount(); ++p)
                QCOMPARE(game.score(p), checked.score(p));
            QVERIFY(game.figures() == checked.figures());
            QVERIFY(game.events() == checked.events());
            QCOMPARE(game.board().placed().size(), checked.board().placed().size());
            game.legalDecisions(trustedNext);
            checked.legalDecisions(checkedNext);
            QVERIFY(trustedNext == checkedNext);
            ++compared;
        });
        QVERIFY(compared > 1000);
    }

    // Every decision randomDecision() draws is legal, and over many draws each comes about
    // equally often: in deploy steps that offer the magic portal (hundreds of slots, most of
    // them empty), the fairy's moves or the princess's knights, and in the dragon's flights.
    void randomDecisionIsUniform()
    {
        const QStringList sets{u"base"_s, u"inns-cathedrals"_s, u"princess-dragon"_s};
        std::map<DecisionKind, std::vector<Game>> positions; // a few of each kind, by the kind that marks them
        std::vector<Decision> listed;
        playRandomGames(sets, 40, [&](Game &game, RandomPlayer &player, std::uint64_t) {
            game.legalDecisions(listed);
            for (const DecisionKind kind :
                 {DecisionKind::DeployAt, DecisionKind::MoveFairy, DecisionKind::RemoveKnight, DecisionKind::DragonStep})
                if (positions[kind].size() < 3 && listed.size() > 1
                    && std::any_of(listed.begin(), listed.end(), [&](const Decision &d) { return d.kind == kind; })) {
                    positions[kind].push_back(game);
                    break;
                }
            game.applyLegal(player.chooseDecision(game));
        });
        Random random(5);
        for (const auto &[kind, games] : positions) {
            QVERIFY2(!games.empty(), qPrintable(u"no position offers decision kind %1"_s.arg(int(kind))));
            for (const Game &game : games) {
                game.legalDecisions(listed);
                const int draws = 400 * int(listed.size());
                std::vector<int> seen(listed.size());
                for (int i = 0; i < draws; ++i) {
                    const Decision d = game.randomDecision(random);
                    const auto at = std::find(listed.begin(), listed.end(), d);
                    QVERIFY2(at != listed.end(), "an illegal decision drawn");
                    ++seen[std::size_t(at - listed.begin())];
                }
                // 400 expected each: a binomial count stays within 400 +- 100 (5 standard deviations).
                for (const int count : seen)
                    QVERIFY2(count > 300 && count < 500,
                             qPrintable(u"kind %1, %2 decisions: one drawn %3 times of 400"_s.arg(int(kind))
                                            .arg(listed.size())
                                            .arg(count)));
            }
        }
    }

    // RandomPlayer::draw() takes the placement it tried before the draw (when the hand takes
    // one tile and a try fits): the games go exactly as with Game::drawRandom() and the
    // placement picked after it, with the same numbers; hands of three take the plain path.
    void drawAheadPlaysTheSameGames()
    {
        const std::vector<QStringList> combinations{
            {u"base"_s},
            {u"base"_s, u"river"_s},
            {u"base"_s, u"princess-dragon"_s},
            {u"base"_s, u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s, u"princess-dragon"_s}};
        for (const QStringList &sets : combinations)
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                GameSetup setup = setupOf(sets, seed);
                setup.players = 2 + int(seed % 3);
                setup.rules.handSize = seed % 4 == 0 ? 3 : 1;
                Game ahead(setup), plain(setup);
                RandomPlayer a(seed), b(seed);
                playRandomGame(ahead, a);
                for (int step = 0; !plain.isOver() && step < 1000; ++step) {
                    if (plain.phase() == Phase::Draw)
                        plain.drawRandom();
                    else
                        b.playTurn(plain);
                }
                QVERIFY(ahead.isOver());
                QVERIFY2(test::snapshot(ahead) == test::snapshot(plain),
                         qPrintable(u"%1, seed %2"_s.arg(sets.join(u'+')).arg(seed)));
            }
    }

    // Every placement randomPlacement() draws is legal, and over many draws each legal one
    // comes about equally often: on a board of a few dozen tiles, for every kind of tile in
    // the pile (those that fit in many places and those that fit in few).
    void randomPlacementIsUniform_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("turns");
        QTest::newRow("base, turn 30") << QStringList{u"base"_s} << 30;
        // The river's tiles, which the river's rule restricts, while it flows.
        QTest::newRow("base + River, turn 5") << QStringList{u"base"_s, u"river"_s} << 5;
    }

    void randomPlacementIsUniform()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, turns);
        Game game(setupOf(sets, 7));
        RandomPlayer player(7);
        while (game.turn() < turns || game.phase() != Phase::Place) {
            if (game.phase() == Phase::Draw)
                game.drawRandom();
            else
                player.playTurn(game);
        }
        QCOMPARE(game.phase(), Phase::Place);
        Random random(99);
        std::vector<Placement> legal;
        std::vector<TileIndex> kinds(game.pile().begin(), game.pile().end());
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        int fewPlaces = 0;
        for (const TileIndex tile : kinds) {
            game.legalPlacements(tile, legal);
            if (legal.empty())
                continue;
            // Fits one try in eight or fewer: its 16 tries often all miss, and the count decides.
            fewPlaces += legal.size() * 2 < game.board().openPositions().size() ? 1 : 0;
            const int draws = 400 * int(legal.size());
            std::map<std::pair<std::pair<int, int>, int>, int> seen;
            for (int i = 0; i < draws; ++i) {
                Placement p;
                QVERIFY(game.randomPlacement(tile, random, p));
                QVERIFY2(std::find(legal.begin(), legal.end(), p) != legal.end(), "an illegal placement drawn");
                ++seen[{{p.pos.x, p.pos.y}, p.rotation}];
            }
            QCOMPARE(seen.size(), legal.size());
            // 400 expected each: a binomial count stays within 400 +- 100 (5 standard deviations).
            for (const auto &[placement, count] : seen)
                QVERIFY2(count > 300 && count < 500,
                         qPrintable(u"tile %1: a placement drawn %2 times of 400"_s.arg(tile).arg(count)));
        }
        QVERIFY(fewPlaces > 0);
    }
};

QTEST_GUILESS_MAIN(TestSampling)
#include "tst_sampling.moc"
