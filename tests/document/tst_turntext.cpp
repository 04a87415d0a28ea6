// The replay viewer's sentence about a position (document::describeLatestTurn): the start,
// every turn of a recorded game, a turn's tile placed with its figure still to come, the first
// tile of a builder's turn with the bonus tile to come, and the same in German; the steps a
// viewer shows of a turn (document::shownDecisions).

#include "document/eventtext.h"
#include "document/translations.h"
#include "document/turntext.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

const QStringList kNames{u"Ann"_s, u"Ben"_s};

engine::Match recordedGame(const document::GameInfo &info, std::uint64_t seed)
{
    engine::Match record(info.setup());
    engine::RandomPlayer player(seed);
    engine::playRandomMatch(record, player);
    return record;
}

engine::Match positionAfter(const engine::Match &record, std::size_t turns)
{
    engine::Match position(record.setup());
    for (std::size_t t = 0; t < turns; ++t)
        [[maybe_unused]] const engine::TurnProblem problem = position.applyTurn(record.turns()[t]);
    return position;
}

} // namespace

class TestTurnText : public QObject {
    Q_OBJECT

private slots:
    void init() { document::setInterfaceLanguage(u"en"_s); }
    void cleanupTestCase() { document::setInterfaceLanguage(u"en"_s); }

    void everyTurnOfARecord()
    {
        const engine::Match record = recordedGame(test::baseGame(5), 3);
        QVERIFY(record.game().isOver());
        engine::Match position(record.setup());
        QCOMPARE(document::describeLatestTurn(position, kNames), u"Before the first turn: the start tile."_s);
        int deployed = 0;
        for (std::size_t k = 1; k <= record.turns().size(); ++k) {
            const engine::TurnRecord &turn = record.turns()[k - 1];
            QVERIFY(!position.applyTurn(turn));
            const QString tile = document::describeTile(position.game(), turn.tile());
            const QString who = kNames[turn.player];
            deployed += turn.deployment() ? 1 : 0;
            QCOMPARE(document::describeLatestTurn(position, kNames),
                     turn.deployment() ? u"Turn %1: %2 placed %3 and deployed a figure."_s.arg(k).arg(who, tile)
                                       : u"Turn %1: %2 placed %3."_s.arg(k).arg(who, tile));
            QCOMPARE(int(document::shownDecisions(turn).size()), turn.decisionCount()); // the draws left out
        }
        QVERIFY(deployed > 0 && deployed < int(record.turns().size())); // both sentences were seen
    }

    void tilePlacedFigureToCome()
    {
        const engine::Match record = recordedGame(test::baseGame(5), 3);
        for (const std::size_t k : {std::size_t(0), std::size_t(7)}) {
            engine::Match position = positionAfter(record, k);
            const engine::TurnRecord &turn = record.turns()[k];
            QVERIFY(!position.applyDecisions(turn, turn.entriesThrough(1)));
            QCOMPARE(document::shownDecisions(position.currentTurn()).size(), std::size_t(1));
            QCOMPARE(document::describeLatestTurn(position, kNames),
                     u"Turn %1: %2 placed %3; the figure comes next."_s.arg(k + 1).arg(
                         kNames[turn.player], document::describeTile(position.game(), turn.tile())));
        }
    }

    // A builder's turn stepped to the end of its first tile: the bonus tile is still to come.
    void bonusTileToCome()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const engine::Match record = recordedGame(test::gameWith(seed, {u"traders-builders"_s}), seed);
            for (std::size_t k = 0; k < record.turns().size(); ++k) {
                const engine::TurnRecord &turn = record.turns()[k];
                if (turn.placementIndex(1) < 0)
                    continue;
                engine::Match position = positionAfter(record, k);
                QVERIFY(!position.applyDecisions(turn, std::size_t(turn.placementIndex(1))));
                QCOMPARE(
                    document::describeLatestTurn(position, kNames),
                    u"Turn %1: %2 played the first tile; the bonus tile comes next."_s.arg(k + 1).arg(kNames[turn.player]));
                // One step more: the bonus tile lies, its figure comes next.
                QVERIFY(!position.applyDecisions(turn, std::size_t(turn.placementIndex(1)) + 1));
                QVERIFY(document::describeLatestTurn(position, kNames).endsWith(u"; the figure comes next."_s));
                return;
            }
        }
        QFAIL("no game in 30 seeds earned a bonus tile");
    }

    void inGerman()
    {
        const engine::Match record = recordedGame(test::baseGame(5), 3);
        document::setInterfaceLanguage(u"de"_s);
        QCOMPARE(document::describeLatestTurn(engine::Match(record.setup()), kNames),
                 u"Vor dem ersten Zug: die Startkarte."_s);
        const engine::Match position = positionAfter(record, 1);
        const engine::TurnRecord &turn = record.turns()[0];
        const QString tile = document::describeTile(position.game(), turn.tile());
        QCOMPARE(document::describeLatestTurn(position, kNames),
                 turn.deployment() ? u"Zug 1: Ann hat %1 angelegt und eine Figur eingesetzt."_s.arg(tile)
                                   : u"Zug 1: Ann hat %1 angelegt."_s.arg(tile));
    }
};

QTEST_GUILESS_MAIN(TestTurnText)
#include "tst_turntext.moc"
