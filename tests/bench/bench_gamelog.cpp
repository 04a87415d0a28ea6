// How long reading a complete 72-tile game log takes: JSON parsing, tile set validation,
// and replaying every turn through the engine. Run: build/tests/bench/bench_gamelog

#include "document/gamelog.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

class BenchGameLog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const document::GameInfo info = test::baseGame(7);
        engine::Match match(info.setup());
        engine::RandomPlayer player(7);
        engine::playRandomMatch(match, player);
        QVERIFY(match.game().isOver());
        m_log = document::gameLogToJson(info, match);
    }

    void loadAndReplayCompleteGame()
    {
        QBENCHMARK
        {
            const document::LoadedGame g = document::parseGameLog(m_log, u"bench"_s);
            QVERIFY(g.ok());
        }
    }

    void replayTurnsOnly()
    {
        const document::LoadedGame g = document::parseGameLog(m_log, u"bench"_s);
        const auto setup = g.info->setup();
        QBENCHMARK
        {
            engine::Match m(setup);
            for (const auto &t : g.match->turns())
                QVERIFY(!m.applyTurn(t));
        }
    }

private:
    QByteArray m_log;
};

QTEST_GUILESS_MAIN(BenchGameLog)
#include "bench_gamelog.moc"
