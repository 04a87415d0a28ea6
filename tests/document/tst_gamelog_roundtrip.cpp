// Every log Tessera writes opens again as the same game: random games over every combination
// of the tile sets, every rule option that changes play and 1 to 6 players are written, read
// back and written again (docs/game-log-format.md). TESSERA_ROUNDTRIP_GAMES sets the number of
// games (the soak: 20,000); logs written by earlier versions (tests/data/logs/version3) open
// and give the same game written as version 4.

#include "document/gamelog.h"
#include "document/tilesetlibrary.h"
#include "engine/gametree.h"
#include "engine/random.h"
#include "support/testgames.h"
#include "engine/randomplayer.h"
#include "engine/rules/innscathedrals.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

// Rule options drawn at random among those that change play.
RuleOptions randomRules(Random &r)
{
    RuleOptions rules;
    rules.handSize = r.below(2) ? 3 : 1;
    rules.farmers = r.below(5) != 0;
    rules.farmScoring = r.below(3) == 0 ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
    rules.firstEditionCityPoints = r.below(2) ? 4 : 3;
    rules.tinyCity = r.below(3) == 0;
    rules.largeFollower = r.below(3) != 0;
    rules.riverBends = r.below(2) ? RiverBends::Alternate : RiverBends::RoomAhead;
    rules.inns = r.below(5) != 0;
    rules.cathedrals = r.below(5) != 0;
    rules.unfinishedInnsCathedrals = r.below(2) ? UnfinishedInnsCathedrals::Zero : UnfinishedInnsCathedrals::Plain;
    rules.undo = UndoLimit(r.below(3));
    rules.builder = r.below(4) != 0;
    rules.pig = r.below(3) != 0;
    rules.goods = r.below(5) != 0;
    rules.fairy = r.below(3) != 0;
    rules.dragonTiming = r.below(2) ? DragonTiming::AfterScoring : DragonTiming::BeforeScoring;
    rules.turnAfterLastPlacement = r.below(2) != 0;
    rules.builderOnCompletedFeature = r.below(2) != 0;
    return rules;
}

document::GameInfo gameInfo(const QStringList &sets, const RuleOptions &rules, int players, std::uint64_t seed)
{
    document::GameInfo info = test::numberedPlayersGame(sets, rules, players, seed, true);
    info.tesseraVersion = u"0.1.0"_s;
    return info;
}

using test::issuesText;

// Reads `text` and requires the game `match` holds: the same turns entry by entry, the same
// discards at the end, scores and events, and the same text written again.
void requireSameGame(const QByteArray &text, const Match &match, const QString &what)
{
    const document::LoadedGame loaded = document::parseGameLog(text, what);
    QVERIFY2(loaded.ok(), qPrintable(what + u":\n"_s + issuesText(loaded)));
    QVERIFY2(loaded.match->turns() == match.turns(), qPrintable(what + u": other turns"_s));
    QVERIFY2(loaded.match->endDiscards() == match.endDiscards(), qPrintable(what + u": other end discards"_s));
    QCOMPARE(loaded.match->game().isOver(), match.game().isOver());
    QVERIFY2(loaded.match->game().events() == match.game().events(), qPrintable(what + u": other events"_s));
    for (int p = 0; p < match.game().playerCount(); ++p)
        QCOMPARE(loaded.match->game().score(p), match.game().score(p));
    const QByteArray again = document::gameLogToJson(*loaded.info, *loaded.match, *loaded.tree, loaded.undos);
    QVERIFY2(again == text, qPrintable(what + u": the second write differs"_s));
}

int gamesToPlay()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("TESSERA_ROUNDTRIP_GAMES", &ok);
    return ok && n > 0 ? n : 320;
}

} // namespace

class TestGameLogRoundTrip : public QObject {
    Q_OBJECT

private slots:
    // Games spread evenly over the 16 combinations of tile sets, with random options and
    // player counts.
    void everyLogOpensAgain()
    {
        const int games = gamesToPlay();
        int bonusTiles = 0, flights = 0, discards = 0;
        for (int g = 0; g < games; ++g) {
            const int sets = g % 16;
            Random r(std::uint64_t(1000 + g));
            const RuleOptions rules = randomRules(r);
            const QStringList names = test::builtinSetsOf(sets);
            const document::GameInfo probe = gameInfo(names, rules, 2, 0);
            const bool six = innsCathedralsInGame(TileCatalog(probe.tileSets), rules);
            const int players = 1 + int(r.below(six ? 6 : 5));
            const document::GameInfo info = gameInfo(names, rules, players, std::uint64_t(g + 1));
            Match match(info.setup());
            RandomPlayer player(std::uint64_t(g + 7));
            playRandomMatch(match, player);
            QVERIFY2(match.game().isOver(), qPrintable(u"game %1 did not end"_s.arg(g)));
            for (const TurnRecord &t : match.turns()) {
                bonusTiles += t.placementIndex(1) >= 0;
                flights += std::count_if(t.decisions.begin(), t.decisions.end(),
                                         [](const Decision &d) { return d.kind == DecisionKind::DragonStep; })
                    > 0;
                discards += int(std::count_if(t.decisions.begin(), t.decisions.end(),
                                              [](const Decision &d) { return d.kind == DecisionKind::Discard; }));
            }
            const QString what =
                u"game %1 (%2, %3 players, hand %4)"_s.arg(g).arg(names.join(u',')).arg(players).arg(rules.handSize);
            requireSameGame(document::gameLogToJson(info, match), match, what);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d games written and read back: %d bonus tiles, %d dragon flights, %d discards", games, bonusTiles, flights,
              discards);
        QVERIFY(bonusTiles > 0 && flights > 0 && discards > 0);
    }

    // Issue 31's cases, as Tessera 0.1 wrote them (tessera-cli simulate --record): logs it
    // could not read. They open now, and the same game played again is written so that it
    // opens as itself.
    void unreadableVersion3LogsOpenAndPlayAgain_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("bonus tile at an empty pile") << u"traders-hand3-bonus-tile-at-empty-pile.json"_s;
        QTest::newRow("river refill across the lake") << u"river-hand3-refill-across-the-lake.json"_s;
    }
    void unreadableVersion3LogsOpenAndPlayAgain()
    {
        QFETCH(QString, file);
        QFile f(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/version3/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const document::LoadedGame old = document::parseGameLog(f.readAll(), file);
        QVERIFY2(old.ok(), qPrintable(issuesText(old)));
        Match again(old.info->setup());
        RandomPlayer player(old.info->seed);
        playRandomMatch(again, player);
        QVERIFY(again.turns() == old.match->turns());
        requireSameGame(document::gameLogToJson(*old.info, again), again, file);
    }

    // Logs of version 3 open as the same games: the reader converts their turns to ordered
    // records, and the game written as version 4 opens again as that game.
    void version3LogsOpen_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/version3"));
        for (const QString &f : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void version3LogsOpen()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray old = file.readAll();
        QVERIFY(old.contains("\"version\": 3"));
        const document::LoadedGame loaded = document::parseGameLog(old, path);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded))); // the recorded scores included
        QVERIFY(loaded.match->game().isOver());
        const QByteArray text = document::gameLogToJson(*loaded.info, *loaded.match, *loaded.tree, loaded.undos);
        QVERIFY(text.contains("\"version\": 4"));
        requireSameGame(text, *loaded.match, path);
    }
};

QTEST_GUILESS_MAIN(TestGameLogRoundTrip)
#include "tst_gamelog_roundtrip.moc"
