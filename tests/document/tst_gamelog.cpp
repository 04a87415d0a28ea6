// Game logs: recorded games survive save and load with every turn, score and event; the
// format's optional parts (seedless logs, omitted "drawn") read as documented.

#include "document/gamelog.h"
#include "document/tilesetlibrary.h"
#include "engine/gametree.h"
#include "engine/randomplayer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

// Plays `turns` random turns from node `from` of the tree and records them there (the cursor
// ends on the last of them).
void addLine(GameTree &tree, const GameSetup &setup, GameTree::TurnId from, std::uint64_t seed, std::size_t turns)
{
    Match match(setup);
    QVERIFY(!moveMatchTo(match, tree, from));
    RandomPlayer player(seed);
    playRandomMatch(match, player, match.turns().size() + turns);
    tree.setCursor(from);
    for (std::size_t i = std::size_t(tree.node(from).depth); i < match.turns().size(); ++i)
        tree.play(match.turns()[i]);
}

// Every line of the tree as text, first children first: equal trees give equal texts.
QString treeText(const GameTree &tree, GameTree::TurnId n = GameTree::kRoot)
{
    QString text = u"("_s;
    for (const GameTree::TurnId c : tree.node(n).children) {
        const TurnRecord &t = tree.node(c).turn;
        text += u"%1@%2,%3r%4/%5 "_s.arg(t.tile())
                    .arg(t.placement().placement.pos.x)
                    .arg(t.placement().placement.pos.y)
                    .arg(t.placement().placement.rotation)
                    .arg(t.decisions.size())
            + treeText(tree, c);
    }
    return text + u')';
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
        std::array<int, kDecisionKinds> kinds{}; // decisions saved and loaded, by kind
        for (int g = 0; g < 200; ++g) {
            const int players = 2 + g % 4;
            RuleOptions rules;
            rules.handSize = g % 7 == 3 ? 3 : 1;
            rules.farmScoring = g % 3 == 1 ? FarmScoring::FirstEdition : FarmScoring::ThirdEdition;
            rules.tinyCity = g % 4 == 2;
            document::GameInfo info = baseInfo(players, std::uint64_t(g) * 7919 + 3, rules);
            if (g % 5 == 2) { // Traders & Builders: figures, goods, turns with a bonus tile
                info.tileSets.push_back(*document::loadNamedTileSet(u"traders-builders"_s).set);
                info.rules.builder = info.rules.pig = true;
            }
            if (g % 5 == 4) { // the Princess & the Dragon: the portal, the fairy, the princess, flights
                info.tileSets.push_back(*document::loadNamedTileSet(u"princess-dragon"_s).set);
                info.rules.fairy = g % 10 == 4;
                info.rules.dragonTiming = g % 3 == 0 ? DragonTiming::BeforeScoring : DragonTiming::AfterScoring;
            }
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
            for (const TurnRecord &t : live.turns())
                for (const Decision &d : t.decisions)
                    ++kinds[std::size_t(d.kind)];
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
        for (int k = 0; k < kDecisionKinds; ++k) // every kind of decision went through a log
            QVERIFY2(kinds[std::size_t(k)] > 0, qPrintable(QString::number(k)));
    }

    // A bonus tile is one turn with two tiles; a second placement without "bonusTile", or a
    // bonus tile the turn did not earn, is refused with the turn's path.
    void bonusTiles()
    {
        document::GameInfo info = baseInfo(2, 17);
        info.tileSets.push_back(*document::loadNamedTileSet(u"traders-builders"_s).set);
        info.rules.builder = info.rules.pig = true;
        for (std::uint64_t seed = 1;; ++seed) {
            QVERIFY(seed < 50);
            info.seed = seed;
            Match live(info.setup());
            RandomPlayer player(seed);
            playRandomMatch(live, player);
            const auto bonus = std::find_if(live.turns().begin(), live.turns().end(),
                                            [](const TurnRecord &t) { return t.placementIndex(1) >= 0; });
            if (bonus == live.turns().end())
                continue;
            const int index = int(bonus - live.turns().begin());
            QJsonDocument json = QJsonDocument::fromJson(document::gameLogToJson(info, live));
            QJsonObject root = json.object();
            QJsonArray turns = root[u"turns"_s].toArray();
            QJsonObject turn = turns[index].toObject();
            // Both tiles' draws and decisions, in order: draw, place, pass or deploy, draw, place, ...
            QJsonArray entries = turn[u"decisions"_s].toArray();
            const TurnRecord &t = *bonus;
            QCOMPARE(entries.size(), qsizetype(t.decisions.size()));
            const int secondPlace = t.placementIndex(1);
            QCOMPARE(entries[secondPlace].toObject()[u"decision"_s].toString(), u"place"_s);
            QCOMPARE(entries[secondPlace - 1].toObject()[u"decision"_s].toString(), u"draw"_s);

            // Without the bonus tile's draw, its placement comes while the tile is still to be drawn.
            entries.removeAt(secondPlace - 1);
            turn[u"decisions"_s] = entries;
            turns[index] = turn;
            root[u"turns"_s] = turns;
            document::LoadedGame g = document::parseGameLog(QJsonDocument(root).toJson(), u"mem"_s);
            QVERIFY(!g.ok());
            QCOMPARE(g.issues.front().jsonPath, u"$.turns[%1].decisions[%2]"_s.arg(index).arg(secondPlace - 1));
            QVERIFY2(g.issues.front().message.contains(u"too few tiles are drawn"_s), qPrintable(issuesText(g)));

            // The turn before it earned no bonus tile: a draw after its end is refused.
            QVERIFY(index > 0);
            turns = QJsonDocument::fromJson(document::gameLogToJson(info, live)).object()[u"turns"_s].toArray();
            QJsonObject before = turns[index - 1].toObject();
            QJsonArray decisions = before[u"decisions"_s].toArray();
            const qsizetype ended = decisions.size();
            decisions.append(QJsonObject{{u"decision"_s, u"draw"_s}, {u"tile"_s, decisions[0].toObject()[u"tile"_s]}});
            before[u"decisions"_s] = decisions;
            turns[index - 1] = before;
            root[u"turns"_s] = turns;
            g = document::parseGameLog(QJsonDocument(root).toJson(), u"mem"_s);
            QVERIFY(!g.ok());
            QCOMPARE(g.issues.front().jsonPath, u"$.turns[%1].decisions[%2]"_s.arg(index - 1).arg(ended));
            QVERIFY2(g.issues.front().message.contains(u"after the turn has ended"_s), qPrintable(issuesText(g)));
            return;
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
        QCOMPARE(g.info->players[1].level, document::ComputerLevel::Hard);
    }

    // JCloisterZone's readings of the game end and of the builder are rule options a log keeps;
    // a log without their keys plays RULES.md's readings.
    void jczReadingsSurviveSaveAndLoad()
    {
        RuleOptions rules;
        rules.turnAfterLastPlacement = true;
        rules.builderOnCompletedFeature = false;
        const document::GameInfo info = baseInfo(2, 7, rules);
        Match live(info.setup());
        const QByteArray text = document::gameLogToJson(info, live);
        QVERIFY(text.contains("\"turn_after_last_placement\": true, \"builder_on_completed_feature\": false"));
        const document::LoadedGame loaded = document::parseGameLog(text, u"jcz readings"_s);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
        QVERIFY(loaded.info->rules == rules);

        QByteArray older = text;
        older.replace(", \"turn_after_last_placement\": true, \"builder_on_completed_feature\": false", "");
        QVERIFY(older != text);
        const document::LoadedGame old = document::parseGameLog(older, u"older"_s);
        QVERIFY2(old.ok(), qPrintable(issuesText(old)));
        QVERIFY(old.info->rules == RuleOptions{});

        QByteArray wrong = text;
        wrong.replace("\"turn_after_last_placement\": true", "\"turn_after_last_placement\": 1");
        const document::LoadedGame refused = document::parseGameLog(wrong, u"wrong"_s);
        QCOMPARE(refused.issues.size(), 1);
        QCOMPARE(refused.issues[0].jsonPath, u"$.rules.turn_after_last_placement"_s);
    }

    // A computer's level is kept, so that a reopened (or autosaved) game goes on with the same
    // opponents; logs from before levels existed play their computers at Medium.
    void computerLevelsSurviveSaveAndLoad()
    {
        document::GameInfo info = baseInfo(4, 23);
        info.players[1].computer = true;
        info.players[1].level = document::ComputerLevel::Easy;
        info.players[2].computer = true;
        info.players[2].level = document::ComputerLevel::Hard;
        info.players[3].computer = true; // Medium
        Match live(info.setup());
        RandomPlayer player(5);
        playRandomMatch(live, player, 6);
        const QByteArray text = document::gameLogToJson(info, live);
        QVERIFY(text.contains("\"computer\": false}")); // a person has no level
        QVERIFY(text.contains("\"computer\": true, \"level\": \"easy\"}"));
        const document::LoadedGame loaded = document::parseGameLog(text, u"levels"_s);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
        QVERIFY(loaded.info->players == info.players);

        QByteArray older = text;
        older.replace(", \"level\": \"easy\"", "").replace(", \"level\": \"hard\"", "");
        const document::LoadedGame old = document::parseGameLog(older, u"older"_s);
        QVERIFY2(old.ok(), qPrintable(issuesText(old)));
        QCOMPARE(old.info->players[1].level, document::ComputerLevel::Medium);
        QCOMPARE(old.info->players[2].level, document::ComputerLevel::Medium);
        QVERIFY(!old.info->players[0].computer);
    }

    void variationsCursorAndUndosSurviveSaveAndLoad()
    {
        RuleOptions rules;
        rules.undo = UndoLimit::WithinTurn;
        const document::GameInfo info = baseInfo(3, 31, rules);
        const GameSetup setup = info.setup();
        GameTree tree;
        addLine(tree, setup, GameTree::kRoot, 1, 30);
        const std::vector<GameTree::TurnId> first = tree.pathTo(tree.cursor());
        addLine(tree, setup, first[11], 2, 6);                               // a new line from turn 13: the main line now
        addLine(tree, setup, first[20], 3, 4);                               // a variation of the old line, from turn 22
        addLine(tree, setup, tree.pathTo(tree.mainLine().back())[14], 4, 2); // the newest line goes first
        QCOMPARE(tree.node(first[11]).children.size(), std::size_t(2));
        tree.setCursor(first[25]); // in the old line, with its undone future after it
        Match atCursor(setup);
        QVERIFY(!moveMatchTo(atCursor, tree, tree.cursor()));

        const QByteArray text = document::gameLogToJson(info, atCursor, tree, 7);
        QVERIFY(text.contains("\"variations\": [["));
        QVERIFY(text.contains("\"undos\": 7,"));
        QVERIFY(text.contains("\"undo\": \"turn\""));
        const document::LoadedGame loaded = document::parseGameLog(text, u"mem"_s);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
        QVERIFY(loaded.tree);
        QCOMPARE(treeText(*loaded.tree), treeText(tree));
        QCOMPARE(loaded.tree->size(), tree.size());
        QVERIFY(loaded.tree->turnsTo(loaded.tree->cursor()) == tree.turnsTo(tree.cursor()));
        QCOMPARE(loaded.undos, 7);
        QCOMPARE(loaded.info->rules.undo, UndoLimit::WithinTurn);
        // The match is the main line's end, as for any log; the result is that line's.
        QVERIFY(loaded.match->turns() == tree.turnsTo(tree.mainLine().back()));
        QCOMPARE(loaded.match->turns().size(), std::size_t(17));
        QCOMPARE(document::gameLogToJson(*loaded.info, atCursor, *loaded.tree, loaded.undos), text);
    }

    void olderLogsOpenAsOneLine()
    {
        // A log of version 3 (written by Tessera 0.1), made a log of version 2.
        QFile file(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/version3/base-hand1.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray v3 = file.readAll();
        const document::LoadedGame current = document::parseGameLog(v3, u"v3"_s);
        QVERIFY2(current.ok(), qPrintable(issuesText(current)));
        QByteArray text = v3;
        text.replace("\"version\": 3", "\"version\": 2")
            .replace(", \"undo\": \"unlimited\"", "")
            .replace(
                ", \"builder\": false, \"pig\": false, \"goods\": true, \"fairy\": false, "
                "\"dragon_timing\": \"after_scoring\"",
                "");
        QVERIFY(text != v3);
        const document::LoadedGame loaded = document::parseGameLog(text, u"old"_s);
        QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded)));
        QCOMPARE(loaded.tree->size(), current.match->turns().size() + 1);
        QVERIFY(loaded.tree->mainLine() == loaded.tree->pathTo(loaded.tree->cursor()));
        QCOMPARE(loaded.tree->variationTurns(), std::size_t(0));
        QCOMPARE(loaded.undos, 0);
        QVERIFY(loaded.tree->turnsTo(loaded.tree->cursor()) == current.match->turns());
        // The keys of version 3 are not part of version 2.
        QByteArray withUndos = text;
        withUndos.replace("\"seed\"", "\"undos\": 2, \"seed\"");
        const document::LoadedGame refused = document::parseGameLog(withUndos, u"old"_s);
        QCOMPARE(refused.issues.size(), 1);
        QCOMPARE(refused.issues[0].jsonPath, u"$.undos"_s);
    }

    void badVariationsAndCursorsAreReportedWhereTheyAre()
    {
        const document::GameInfo info = baseInfo(2, 8);
        const GameSetup setup = info.setup();
        GameTree tree;
        addLine(tree, setup, GameTree::kRoot, 1, 10);
        const GameTree::TurnId end = tree.cursor();
        addLine(tree, setup, tree.pathTo(end)[3], 2, 3);
        tree.makeMainLine(end); // the new line is a variation from turn 5
        tree.setCursor(tree.mainLine()[6]);
        Match atCursor(setup);
        QVERIFY(!moveMatchTo(atCursor, tree, tree.cursor()));
        const QByteArray good = document::gameLogToJson(info, atCursor, tree, 0);
        QVERIFY(document::parseGameLog(good, u"mem"_s).ok());
        QVERIFY(good.contains("\"cursor\": [0, 0, 0, 0, 0, 0, 0],"));

        QByteArray badCursor = good;
        badCursor.replace("\"cursor\": [0, 0, 0, 0, 0, 0, 0]", "\"cursor\": [0, 0, 0, 0, 2]");
        document::LoadedGame g = document::parseGameLog(badCursor, u"mem"_s);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues[0].jsonPath, u"$.cursor[4]"_s);
        QCOMPARE(g.tree->cursor(), g.tree->mainLine().back()); // the main line's end instead

        // The variation's second turn names a player out of turn: the variation stops there.
        QByteArray badTurn = good;
        const qsizetype variation = badTurn.indexOf("\"variations\": [[");
        const qsizetype second = badTurn.indexOf("{\"turn\": 6, \"player\": 1", variation);
        QVERIFY(variation > 0 && second > variation);
        const QByteArray wrongPlayer = "{\"turn\": 6, \"player\": 0";
        badTurn.replace(second, wrongPlayer.size(), wrongPlayer);
        g = document::parseGameLog(badTurn, u"mem"_s);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues[0].jsonPath, u"$.turns[4].variations[0][1]"_s);
        QCOMPARE(g.issues[0].turn, 6);
        QCOMPARE(g.tree->size(), std::size_t(12)); // the main line and the variation's first turn
        QVERIFY(g.match->turns().size() == 10);
    }

    void writesOneTurnPerLineAndLeavesOutTheObvious()
    {
        const document::GameInfo info = baseInfo(2, 1);
        Match live(info.setup());
        RandomPlayer player(1);
        playRandomMatch(live, player, 3);
        const QByteArray text = document::gameLogToJson(info, live);
        QVERIFY(text.startsWith("{\n    \"format\": \"tessera-game\",\n    \"version\": 4,\n"));
        QVERIFY(!text.contains("\"variations\""));
        QVERIFY(!text.contains("\"cursor\""));
        QVERIFY(!text.contains("\"undos\""));
        // Each turn is the ordered list of what happened in it: the draw first, then the placement.
        QVERIFY(text.contains("        {\"turn\": 1, \"player\": 0, \"decisions\": [{\"decision\": \"draw\", \"tile\": "));
        QVERIFY(text.contains("}, {\"decision\": \"place\", \"tile\": "));
        QVERIFY(!text.contains("\"drawn\""));
        QVERIFY(text.contains("\"result\": {\"finished\": false, \"scores\": ["));
        QVERIFY(text.indexOf("\"turns\"") < text.indexOf("\"tileSets\""));
        QVERIFY(text.contains("\"name\": \"Cleo \\\"the quick\\\"\"") || info.players.size() < 3);
    }
};

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
