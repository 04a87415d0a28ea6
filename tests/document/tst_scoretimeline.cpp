// The score timeline read from a game's events equals the scores of the game replayed to every
// turn, per player and per category, for the base game and Inns & Cathedrals, 1 to 6 players.

#include "document/scoretimeline.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

class TestScoreTimeline : public QObject {
    Q_OBJECT

private slots:
    void everyTurnMatchesTheReplay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("inns");
        QTest::addColumn<quint64>("seed");
        for (int players = 1; players <= 5; ++players)
            QTest::addRow("base, %d players", players) << players << false << quint64(10 + players);
        QTest::addRow("inns-cathedrals, 6 players") << 6 << true << quint64(3);
        QTest::addRow("inns-cathedrals, 2 players") << 2 << true << quint64(4);
    }

    void everyTurnMatchesTheReplay()
    {
        QFETCH(int, players);
        QFETCH(bool, inns);
        QFETCH(quint64, seed);
        document::GameInfo info = test::baseGame(seed, std::min(players, 5));
        if (inns) {
            info.tileSets.push_back(*document::loadNamedTileSet(u"inns-cathedrals"_s).set);
            info.rules.largeFollower = true;
            while (info.players.size() < players)
                info.players.append(
                    {u"P%1"_s.arg(info.players.size()), document::defaultPlayerColor(int(info.players.size())), false});
        }
        engine::Match record(info.setup());
        engine::RandomPlayer player(seed);
        engine::playRandomMatch(record, player);
        QVERIFY(record.game().isOver());
        const int turns = int(record.turns().size());
        const document::ScoreTimeline timeline(record.game(), turns);
        QCOMPARE(timeline.turns(), turns);
        QCOMPARE(timeline.players(), players);

        engine::Match replay(record.setup());
        std::vector<int> scoring; // turns in which a score changed
        for (int k = 0; k <= turns; ++k) {
            if (k > 0)
                QVERIFY(!replay.applyTurn(record.turns()[std::size_t(k - 1)]));
            // The last position is the record's own: the final scoring belongs to it.
            const engine::Game &game = k == turns ? record.game() : replay.game();
            bool changed = false;
            for (int p = 0; p < players; ++p) {
                QCOMPARE(timeline.score(k, p), game.score(p));
                for (int c = 0; c < engine::kScoreCategories; ++c)
                    QCOMPARE(timeline.scoreIn(k, p, engine::ScoreCategory(c)), game.scoreIn(p, engine::ScoreCategory(c)));
                changed = changed || (k > 0 && timeline.score(k, p) != timeline.score(k - 1, p));
            }
            // The events of turn k are exactly those the position after it added.
            const std::vector<std::size_t> events = timeline.eventsOf(k);
            const auto before = std::size_t(
                std::count_if(game.events().begin(), game.events().end(),
                              [&](const engine::ScoreEvent &e) { return !e.final && e.turn < k; }));
            QCOMPARE(events.size(), game.events().size() - before);
            if (!events.empty())
                scoring.push_back(k);
            else
                QVERIFY(!changed);
        }
        // Next and previous scoring walk the same turns.
        std::vector<int> forward;
        for (auto t = timeline.nextScoring(-1); t; t = timeline.nextScoring(*t))
            forward.push_back(*t);
        QCOMPARE(forward, scoring);
        std::vector<int> backward;
        for (auto t = timeline.previousScoring(turns + 1); t; t = timeline.previousScoring(*t))
            backward.insert(backward.begin(), *t);
        QCOMPARE(backward, scoring);
        int best = 0;
        for (int p = 0; p < players; ++p)
            best = std::max(best, record.game().score(p));
        QCOMPARE(timeline.maxScore(), best);
    }
};

QTEST_GUILESS_MAIN(TestScoreTimeline)
#include "tst_scoretimeline.moc"
