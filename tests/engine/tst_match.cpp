// Match: live play is recorded turn by turn, and the record replays to the identical game;
// a bad recorded turn is refused with its reason and leaves the position untouched.

#include "scenario.h"

#include "engine/match.h"
#include "engine/randomplayer.h"

#include <QTest>

using namespace tessera;
using namespace tessera::engine;
using test::baseSetup;

namespace {

bool samePosition(const Game &a, const Game &b)
{
    if (a.board().placed().size() != b.board().placed().size() || a.events() != b.events() || a.figures() != b.figures()
        || a.discards() != b.discards() || a.turn() != b.turn() || a.phase() != b.phase()
        || a.currentPlayer() != b.currentPlayer() || a.tilesLeft() != b.tilesLeft())
        return false;
    for (int p = 0; p < a.playerCount(); ++p)
        if (a.score(p) != b.score(p) || a.supply(p) != b.supply(p))
            return false;
    return std::equal(a.pile().begin(), a.pile().end(), b.pile().begin(), b.pile().end());
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void recordsReplayToTheSameGame_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("handSize");
        QTest::newRow("2 players") << 2 << 1;
        QTest::newRow("3 players, hand of 3") << 3 << 3;
        QTest::newRow("5 players") << 5 << 1;
    }
    void recordsReplayToTheSameGame()
    {
        QFETCH(int, players);
        QFETCH(int, handSize);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Match live(baseSetup(players, handSize, seed));
            RandomPlayer player(seed);
            playRandomMatch(live, player);
            QVERIFY(live.game().isOver());
            QCOMPARE(live.turns().size(), live.game().board().placed().size() - 1);

            // Replay with another seed: the record names every tile, so the seed does not matter.
            Match replay(baseSetup(players, handSize, seed + 1000));
            for (std::size_t i = 0; i < live.turns().size(); ++i) {
                const TurnProblem problem = replay.applyTurn(live.turns()[i]);
                QVERIFY2(
                    !problem,
                    qPrintable(QStringLiteral("seed %1 turn %2: error %3").arg(seed).arg(i + 1).arg(int(problem.error))));
            }
            if (!replay.game().isOver())
                QVERIFY(!replay.applyEndDiscards(live.endDiscards()));
            QVERIFY(replay.game().isOver());
            QVERIFY(replay.turns() == live.turns());
            QVERIFY(replay.endDiscards() == live.endDiscards());
            QVERIFY(replay.game().events() == live.game().events());
            for (int p = 0; p < players; ++p)
                QCOMPARE(replay.game().score(p), live.game().score(p));
        }
    }

    void sameSeedReplayKeepsThePileOrder()
    {
        // Replaying the first turns under the original seed leaves the pile exactly as it
        // was, so a loaded unfinished game continues with the same draws.
        Match live(baseSetup(2, 1, 5));
        RandomPlayer player(9);
        playRandomMatch(live, player, 19);
        Match replay(baseSetup(2, 1, 5));
        for (const TurnRecord &t : live.turns())
            QVERIFY(!replay.applyTurn(t));
        QVERIFY(samePosition(replay.game(), live.game()));
    }

    // The positions within a turn: its draws and its first decisions, as a viewer steps
    // through them; all of them make the turn itself, and a position within a turn may step on.
    void decisionsOfARecordedTurnStepThroughIt()
    {
        Match live(baseSetup(3, 1, 7));
        RandomPlayer player(7);
        playRandomMatch(live, player);
        Match replay(baseSetup(3, 1, 7));
        for (const TurnRecord &turn : live.turns()) {
            const std::size_t placed = replay.game().board().placed().size();
            const std::vector<DeployedFigure> figures = replay.game().figures();
            QVERIFY(turn.decisionCount() >= 2);
            const std::size_t throughPlacement = turn.entriesThrough(1); // the draws and the placement
            QCOMPARE(turn.decisions[throughPlacement - 1].kind, DecisionKind::Place);
            QVERIFY(!replay.applyDecisions(turn, throughPlacement));
            QCOMPARE(replay.game().board().placed().size(), placed + 1); // the tile lies
            QCOMPARE(replay.game().board().placed().back().tile, turn.tile());
            QCOMPARE(replay.game().phase(), Phase::Deploy); // its figure not yet
            QCOMPARE(replay.game().figures(), figures);
            QCOMPARE(replay.currentTurn().decisions.size(), throughPlacement);
            QVERIFY(!replay.applyDecisions(turn, turn.decisions.size())); // on from within the turn
            QCOMPARE(replay.turns().back(), turn);
        }
        QVERIFY(samePosition(replay.game(), live.game()));
        // A decision the position refuses leaves the position before the turn.
        Match bad(baseSetup(3, 1, 7));
        TurnRecord wrong = live.turns().front();
        wrong.decisions[std::size_t(wrong.placementIndex())].placement.pos = {40, 40};
        QCOMPARE(bad.applyDecisions(wrong, wrong.entriesThrough(1)).error, TurnError::IllegalPlacement);
        QVERIFY(samePosition(bad.game(), Match(baseSetup(3, 1, 7)).game()));
    }

    void truncateIsUndo()
    {
        Match live(baseSetup(3, 1, 11));
        RandomPlayer player(3);
        playRandomMatch(live, player, 24);
        Match prefix(baseSetup(3, 1, 11));
        for (std::size_t i = 0; i < 10; ++i)
            QVERIFY(!prefix.applyTurn(live.turns()[i]));
        live.truncate(10);
        QCOMPARE(live.turns().size(), std::size_t(10));
        QVERIFY(samePosition(live.game(), prefix.game()));
    }

    void badTurnsAreRefusedAndChangeNothing()
    {
        Match live(baseSetup(2, 1, 21));
        RandomPlayer player(4);
        playRandomMatch(live, player, 11);
        const std::vector<TurnRecord> record = live.turns();
        Match m(baseSetup(2, 1, 21));
        for (std::size_t i = 0; i + 1 < record.size(); ++i)
            QVERIFY(!m.applyTurn(record[i]));
        const Game before = m.game();
        const TurnRecord good = record.back();
        const auto refused = [&](TurnRecord t, TurnError expected) {
            const TurnProblem p = m.applyTurn(t);
            return p.error == expected && samePosition(m.game(), before) && m.turns().size() == record.size() - 1;
        };

        TurnRecord t = good;
        t.player = 1 - good.player;
        QVERIFY(refused(t, TurnError::WrongPlayer));

        const auto firstDraw = [](TurnRecord &r) {
            return std::find_if(r.decisions.begin(), r.decisions.end(),
                                [](const Decision &d) { return d.kind == DecisionKind::Draw; });
        };
        t = good;
        t.decisions.insert(firstDraw(t) + 1, *firstDraw(t)); // the hand holds one tile
        QVERIFY(refused(t, TurnError::TooManyDrawn));

        t = good;
        std::erase_if(t.decisions, [](const Decision &d) { return d.kind == DecisionKind::Draw; });
        QVERIFY(refused(t, TurnError::TooFewDrawn));

        t = good;
        t.decisions.insert(t.decisions.begin(), Decision::discard(t.tile())); // it fits: it cannot have been discarded
        QVERIFY(refused(t, TurnError::DiscardFits));

        t = good;
        Decision &place = t.decisions[std::size_t(t.placementIndex())];
        place.placement.pos = {500, 500};
        QVERIFY(refused(t, TurnError::IllegalPlacement));
        place.placement = {{0, 0}, 0};
        QVERIFY(refused(t, TurnError::IllegalPlacement));

        t = good;
        t.decisions.back() = Decision::deploy(Deployment{40, FigureKind::Follower});
        QVERIFY(refused(t, TurnError::IllegalDeployment));
        QCOMPARE(m.applyTurn(t).decision, int(t.decisions.size()) - 1);

        // A turn places a tile and decides up to the end of the turn, and no more.
        const auto placeAt = good.decisions.begin() + good.placementIndex();
        t = good;
        t.decisions.erase(t.decisions.begin() + good.placementIndex(), t.decisions.end());
        QVERIFY(refused(t, TurnError::NoPlacementFirst));
        t = good;
        t.decisions.insert(t.decisions.begin() + good.placementIndex(), Decision::pass());
        QVERIFY(refused(t, TurnError::IllegalDeployment)); // a pass before the tile is placed: the wrong phase
        t = good;
        t.decisions.pop_back();
        QVERIFY(refused(t, TurnError::TurnNotFinished));
        t = good;
        t.decisions.push_back(Decision::pass());
        QVERIFY(refused(t, TurnError::AfterTurnEnd));
        QCOMPARE(m.applyTurn(t).decision, int(good.decisions.size()));
        t = good;
        t.decisions.insert(t.decisions.begin() + good.placementIndex() + 1, *placeAt);
        QVERIFY(refused(t, TurnError::IllegalPlacement)); // a second tile: not in this game

        QVERIFY(!m.applyTurn(good));
        QVERIFY(m.turns() == record);
    }

    void tilesMustBeLeftInThePile()
    {
        GameSetup setup;
        setup.catalog = test::scenarioCatalog({{"road-straight", 2}});
        Match m(setup);
        const auto straight = TileIndex(setup.catalog->find("road-straight"));
        const auto cloister = TileIndex(setup.catalog->find("cloister"));
        TurnRecord t = TurnRecord::basic(0, {cloister}, cloister, {{0, 1}, 0}, std::nullopt);
        QCOMPARE(m.applyTurn(t).error, TurnError::DrawNotInPile);
        t = TurnRecord::basic(0, {straight}, straight, {{1, 0}, 0}, std::nullopt, {cloister});
        QCOMPARE(m.applyTurn(t).error, TurnError::DiscardNotInPile);
        t = TurnRecord::basic(0, {straight}, straight, {{1, 0}, 0}, std::nullopt);
        QVERIFY(!m.applyTurn(t));
        t = TurnRecord::basic(1, {straight}, straight, {{2, 0}, 0}, std::nullopt);
        QVERIFY(!m.applyTurn(t));
        QVERIFY(m.game().isOver());
        QCOMPARE(m.applyTurn(t).error, TurnError::GameOver);
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
