// Game logs: recorded games survive save and load with every turn, score and event; the
// format's optional parts (seedless logs, omitted "drawn") read as documented.

#include "document/gamelog.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

document::GameInfo baseInfo(int players, std::uint64_t seed, RuleOptions rules = {})
{
    document::GameInfo info;
    info.tesseraVersion = u"0.1.0"_s;
    info.created = QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC);
    info.rules = rules;
    const QStringList names{u"Ann"_s, u"Ben"_s, u"Cleo \"the quick\""_s, u"Dév"_s, u"Eve"_s, u"Finn"_s};
    for (int p = 0; p < players; ++p)
        info.players.append({names[p], document::defaultPlayerColor(p), p % 2 == 1});
    info.tileSets = {*document::loadNamedTileSet(u"base"_s).set};
    info.seed = seed;
    return info;
}

QString issuesText(const document::LoadedGame &g)
{
    QStringList lines;
    for (const auto &i : g.issues)
        lines << i.jsonPath + u": "_s + i.message;
    return lines.join(u'\n');
}

} // namespace

class TestGameLog : public QObject {
    Q_OBJECT
private slots:
    void roundTripOfRandomGames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int g = 0; g < 200; ++g) {
            const int players = 2 + g % 4;
            RuleOptions rules;
            rules.handSize = g % 7 == 3 ? 3 : 1;
            rules.farmScoring = g % 3 == 1 ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
            rules.tinyCity = g % 4 == 2;
            const document::GameInfo info = baseInfo(players, std::uint64_t(g) * 7919 + 3, rules);
            Match live(info.setup());
            RandomPlayer player{std::uint64_t(g)};
            const bool unfinished = g % 10 == 9;
            playRandomMatch(live, player, unfinished ? 30 : SIZE_MAX);
            // The player stops a game that does not end in time; it must have ended.
            QCOMPARE(live.game().isOver(), !unfinished);
            const QString path = dir.filePath(u"game%1.json"_s.arg(g));
            QString error;
            QVERIFY2(document::saveGameLog(info, live, path, &error), qPrintable(error));

            const document::LoadedGame loaded = document::loadGameLog(path);
            QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
            const Game &a = live.game();
            const Game &b = loaded.match->game();
            QCOMPARE(b.isOver(), a.isOver());
            QVERIFY(loaded.match->turns() == live.turns());
            QVERIFY(b.events() == a.events());
            for (int p = 0; p < players; ++p) {
                QCOMPARE(b.score(p), a.score(p));
                for (int c = 0; c < kScoreCategories; ++c)
                    QCOMPARE(b.scoreIn(p, ScoreCategory(c)), a.scoreIn(p, ScoreCategory(c)));
            }
            QCOMPARE(loaded.info->players, info.players);
            QCOMPARE(loaded.info->rules, info.rules);
            QCOMPARE(loaded.info->seed, info.seed);
            QCOMPARE(loaded.info->created, info.created);
            QVERIFY(loaded.info->tileSets == info.tileSets);
            // Writing the loaded game again gives the same text.
            QCOMPARE(document::gameLogToJson(*loaded.info, *loaded.match), document::gameLogToJson(info, live));
        }
    }

    void unfinishedGameResumesWithTheSameDraws()
    {
        const document::GameInfo info = baseInfo(2, 99);
        Match live(info.setup());
        RandomPlayer first(5);
        playRandomMatch(live, first, 25);
        const document::LoadedGame loaded = document::parseGameLog(document::gameLogToJson(info, live), u"mem"_s);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
        QVERIFY(!loaded.match->game().isOver());
        Match resumed = *loaded.match;
        RandomPlayer a(6), b(6);
        playRandomMatch(live, a);
        playRandomMatch(resumed, b);
        QVERIFY(resumed.turns() == live.turns());
        QCOMPARE(resumed.game().score(0), live.game().score(0));
    }

    void theDocumentedExampleLoadsWithItsScores()
    {
        QFile doc(QStringLiteral(TESSERA_SOURCE_DIR "/docs/game-log-format.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        const qsizetype start = text.indexOf("```json\n") + 8;
        const qsizetype end = text.indexOf("```", start);
        QVERIFY(start > 8 && end > start);
        const document::LoadedGame g = document::parseGameLog(text.mid(start, end - start), u"example"_s);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(g.match->game().isOver());
        QCOMPARE(g.match->game().score(0), 7);
        QCOMPARE(g.match->game().score(1), 0);
        QCOMPARE(g.match->game().scoreIn(0, ScoreCategory::City), 4);
        QCOMPARE(g.match->game().scoreIn(0, ScoreCategory::Road), 3);
        QCOMPARE(g.info->players[1].name, u"Ben"_s);
        QVERIFY(g.info->players[1].computer);
    }

    void writesOneTurnPerLineAndLeavesOutTheObvious()
    {
        const document::GameInfo info = baseInfo(2, 1);
        Match live(info.setup());
        RandomPlayer player(1);
        playRandomMatch(live, player, 3);
        const QByteArray text = document::gameLogToJson(info, live);
        QVERIFY(text.startsWith("{\n    \"format\": \"tessera-game\",\n    \"version\": 2,\n"));
        QVERIFY(text.contains("        {\"turn\": 1, \"player\": 0, \"tile\": "));
        QVERIFY(text.contains(", \"decisions\": [{\"decision\": \"place\", \"x\": "));
        QVERIFY(!text.contains("\"drawn\""));
        QVERIFY(text.contains("\"result\": {\"finished\": false, \"scores\": ["));
        QVERIFY(text.indexOf("\"turns\"") < text.indexOf("\"tileSets\""));
        QVERIFY(text.contains("\"name\": \"Cleo \\\"the quick\\\"\"") || info.players.size() < 3);
    }
};

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
