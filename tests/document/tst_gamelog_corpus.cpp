// Game log corpus (tests/data/logs, see its README.md): every malformed log gives exactly the
// error listed for it here, with its turn and JSON path, and keeps the valid prefix of the game;
// every scoring log loads without a problem and gives the per-player scores listed here (not
// only those the log itself records, so that a reader bug cannot hide behind its own output).

#include "document/gamelog.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

QString corpusDir(const char *sub)
{
    return QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/logs/") + QLatin1StringView(sub);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Files named base-*.json leave out "tileSets": the base game's set is added as their only
// tile set, in front of the closing brace, so that line numbers of the file stay valid.
bool isBaseSkeleton(const QString &path)
{
    return QFileInfo(path).fileName().startsWith(u"base-"_s);
}

QByteArray withBaseTileSet(const QByteArray &skeleton)
{
    const QByteArray base = readAll(QStringLiteral(TESSERA_SOURCE_DIR "/tilesets/base.json"));
    const qsizetype end = skeleton.lastIndexOf('}');
    if (base.isEmpty() || end < 0)
        return skeleton;
    return skeleton.left(end).trimmed() + ",\n    \"tileSets\": [" + base.trimmed() + "]\n}\n";
}

QByteArray logText(const QString &path)
{
    return isBaseSkeleton(path) ? withBaseTileSet(readAll(path)) : readAll(path);
}

document::LoadedGame loadCorpusLog(const QString &path)
{
    // Plain files go through loadGameLog, as the program reads them.
    return isBaseSkeleton(path) ? document::parseGameLog(logText(path), path) : document::loadGameLog(path);
}

QString issuesText(const document::LoadedGame &g)
{
    QStringList lines;
    for (const auto &i : g.issues)
        lines << u"  turn %1, %2: %3"_s.arg(i.turn).arg(i.jsonPath, i.message);
    return lines.isEmpty() ? u"  (no issues)"_s : lines.join(u'\n');
}

QStringList jsonFiles(const char *sub)
{
    return QDir(corpusDir(sub)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

// --- malformed logs ------------------------------------------------------------------------

struct Malformed {
    const char *file;
    int issues;         // problems reported in all
    int turn;           // of the first problem: its turn (0: not in a turn) ...
    const char *path;   // ... its JSON path ("" when the file as a whole is at fault) ...
    const char *phrase; // ... and a phrase of its message
    int kept;           // turns of the valid prefix kept; -1: no game at all
};

// clang-format off
const Malformed kMalformed[] = {
    // the file and its syntax
    {"empty.json",                      1, 0, "",  "The file is empty.", -1},
    {"truncated.json",                  1, 0, "",  "JSON syntax error at line 14, column 21:", -1},
    {"deeply-nested.json",              1, 0, "",  "JSON syntax error at line 14, column 1081: too deeply nested", -1},
    {"turn-x-overflow.json",            1, 0, "",  "JSON syntax error at line 14, column 65:", -1}, // -1e400: Qt refuses it
    {"not-an-object.json",              1, 0, "$", "A game log must hold a JSON object.", -1},
    {"duplicate-key-top-level.json",    1, 0, "$.seed", "This key appears twice in its object", -1},
    {"duplicate-key-in-turn.json",      1, 0, "$.turns[1].x", "This key appears twice in its object", -1},
    {"duplicate-key-escaped.json",      1, 0, "$.turns[1].y", "This key appears twice in its object", -1}, // "\u0079" is "y"
    {"format-wrong.json",               1, 0, "$.format", "This is not a Tessera game log: \"format\" must be \"tessera-game\".", -1},
    {"format-missing.json",             1, 0, "$.format", "This is not a Tessera game log", -1},
    {"version-too-new.json",            1, 0, "$.version", "The log has version 6; this program reads up to version 5.", -1},
    {"version-not-a-number.json",       1, 0, "$.version", "\"version\" must be a whole number.", -1},
    {"version-fraction.json",           1, 0, "$.version", "\"version\" must be a whole number.", -1},
    // the header
    {"unknown-key-top-level.json",      1, 0, "$.winner", "Unknown key \"winner\".", -1},
    {"tessera-not-a-string.json",       1, 0, "$.tessera", "Expected a string.", -1},
    {"created-not-a-date.json",         1, 0, "$.created", "\"created\" must be a date and time", -1},
    {"rules-not-an-object.json",        1, 0, "$.rules", "\"rules\" must be an object.", -1},
    {"rules-farm-scoring.json",         1, 0, "$.rules.farm_scoring", "\"farm_scoring\" must be \"third_edition\" or \"first_edition\".", -1},
    {"rules-city-points.json",          1, 0, "$.rules.first_edition_city_points", "must be 3 or 4.", -1},
    {"rules-tiny-city-not-bool.json",   1, 0, "$.rules.tiny_city", "\"tiny_city\" must be true or false.", -1},
    {"rules-hand-size.json",            1, 0, "$.rules.hand_size", "\"hand_size\" must be 1 or 3.", -1},
    {"rules-unknown-key.json",          1, 0, "$.rules.dragon", "Unknown key \"dragon\".", -1},
    {"players-not-an-array.json",       1, 0, "$.players", "\"players\" must be an array of players.", -1},
    {"players-too-few.json",            1, 0, "$.players", "A game has 1 to 5 players, not 0.", -1},
    {"players-too-many.json",           1, 0, "$.players", "A game has 1 to 5 players, not 7.", -1},
    {"players-six-without-inns.json",   1, 0, "$.players", "A game has 1 to 5 players, not 6: a sixth player needs Inns & Cathedrals.", -1},
    {"player-not-an-object.json",       1, 0, "$.players[1]", "A player must be an object", -1},
    {"player-empty-name.json",          1, 0, "$.players[1].name", "A player name must have 1 to 200 characters.", -1},
    {"player-name-not-a-string.json",   2, 0, "$.players[1].name", "Expected a string.", -1},
    {"player-name-too-long.json",       1, 0, "$.players[0].name", "A player name must have 1 to 200 characters.", -1},
    {"player-name-control-character.json", 1, 0, "$.players[0].name", "must not contain control characters (character U+001b)", -1},
    {"player-bad-colour.json",          1, 0, "$.players[0].color", "A colour must look like \"#1e88e5\".", -1},
    {"player-computer-not-bool.json",   1, 0, "$.players[1].computer", "\"computer\" must be true or false.", -1},
    {"player-level-unknown.json",       1, 0, "$.players[1].level", "\"level\" must be \"easy\", \"medium\" or \"hard\".", -1},
    {"player-level-of-a-person.json",   1, 0, "$.players[0].level", "Only a computer player has a \"level\".", -1},
    {"player-unknown-key.json",         1, 0, "$.players[0].colour", "Unknown key \"colour\".", -1},
    {"seed-negative.json",              1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"seed-negative-string.json",       1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"seed-huge-string.json",           1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"seed-huge-number.json",           1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"seed-not-numeric.json",           1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"seed-bool.json",                  1, 0, "$.seed", "\"seed\" must be a whole number from 0 to 18446744073709551615", -1},
    {"tilesets-missing.json",           1, 0, "$.tileSets", "\"tileSets\" must be a non-empty array", -1},
    {"tilesets-empty.json",             1, 0, "$.tileSets", "\"tileSets\" must be a non-empty array", -1},
    {"tilesets-not-an-array.json",      1, 0, "$.tileSets", "\"tileSets\" must be a non-empty array", -1},
    {"tileset-not-an-object.json",      1, 0, "$.tileSets[0]", "A tile set must be an object.", -1},
    {"tileset-bad-edge-letter.json",    1, 0, "$.tileSets[0].tiles[1].edges", "Unknown edge letter \"X\" for side W", -1},
    {"tileset-city-on-field-side.json", 2, 0, "$.tileSets[0].tiles[2].features[0].sides[0]", "Tile \"cap\": city feature 0 claims side E, but that edge is a field edge.", -1},
    {"tilesets-duplicate-tile-id.json", 1, 0, "$.tileSets[1].tiles[0].id", "The tile id \"straight\" is used by two tile sets of the game.", -1},
    {"tilesets-no-start-tile.json",     1, 0, "$.tileSets", "None of the tile sets names a start tile.", -1},
    {"result-not-an-object.json",       1, 0, "$.result", "\"result\" must be an object", -1},
    {"result-unknown-key.json",         1, 0, "$.result.winner", "Unknown key \"winner\".", -1},
    {"result-score-negative.json",      1, 0, "$.result.scores[0]", "Expected a whole number from 0 to 1000000.", -1},
    // the result, checked after the replay: the whole game is kept
    {"result-score-count.json",         1, 0, "$.result.scores", "The log has 3 scores, not one per player (2).", 3},
    {"result-score-tampered.json",      1, 0, "$.result.scores[1]", "The log records 1 point for player 2, but replaying the game gives 0.", 3},
    {"result-finished-but-tiles-left.json", 1, 0, "$.result.finished", "The log says the game is finished, but tiles are left to play.", 2},
    {"result-not-finished-but-over.json", 1, 0, "$.result.finished", "The log says the game goes on, but its last tile has been played.", 3},
    {"end-discards-fits.json",          1, 0, "$.endDiscards", "After the last turn: the tile \"cap\" is recorded as discarded, but it can be placed.", 2},
    {"end-discards-unknown-tile.json",  1, 0, "$.endDiscards[0]", "unknown tile id \"castle\"", 3},
    {"end-discards-not-an-array.json",  1, 0, "$.endDiscards", "\"endDiscards\" must be an array of tile ids.", 3},
    // turns
    {"turns-not-an-array.json",         1, 0, "$.turns", "\"turns\" must be an array of turns.", 0},
    {"turn-not-an-object.json",         1, 2, "$.turns[1]", "Turn 2: a turn must be an object.", 1},
    {"turn-unknown-key.json",           1, 2, "$.turns[1].comment", "Unknown key \"comment\".", 1},
    {"turn-number-mismatch.json",       1, 2, "$.turns[1].turn", "Turn 2: the entry says it is turn 3.", 1},
    {"turn-number-not-a-number.json",   1, 2, "$.turns[1].turn", "Turn 2:", 1},
    {"turn-unknown-tile.json",          1, 1, "$.turns[0].tile", "Turn 1: unknown tile id \"castle\" (not in the log's tile sets).", 0},
    {"turn-tile-not-a-string.json",     1, 1, "$.turns[0].tile", "Expected a string.", 0},
    {"turn-rotation-45.json",           1, 3, "$.turns[2].rotation", "Turn 3: \"rotation\" must be 0, 90, 180 or 270.", 2},
    {"turn-x-huge.json",                1, 1, "$.turns[0].x", "Expected a whole number from -100000 to 100000.", 0},
    {"turn-x-fraction.json",            1, 2, "$.turns[1].x", "Expected a whole number from -100000 to 100000.", 1},
    {"turn-y-missing.json",             1, 2, "$.turns[1].y", "Expected a whole number from -100000 to 100000.", 1},
    {"turn-player-out-of-range.json",   1, 2, "$.turns[1].player", "Expected a whole number from 0 to 1.", 1},
    {"turn-wrong-player.json",          1, 2, "$.turns[1]", "Turn 2: it is another player's turn.", 1},
    {"turn-not-adjacent.json",          1, 2, "$.turns[1]", "Turn 2: the tile \"straight\" cannot be placed there: no placed tile touches that position edge to edge.", 1},
    {"turn-edge-mismatch.json",         1, 2, "$.turns[1]", "Turn 2: the tile \"straight\" cannot be placed there: an edge of the tile does not match its neighbour.", 1},
    {"turn-position-taken.json",        1, 2, "$.turns[1]", "Turn 2: the tile \"straight\" cannot be placed there: a tile already lies at that position.", 1},
    {"turn-tile-not-in-pile.json",      1, 3, "$.turns[2]", "Turn 3: the tile \"straight\" is not left in the pile.", 2},
    {"turn-after-game-over.json",       1, 4, "$.turns[3]", "Turn 4: the game was already over.", 3},
    {"base-tile-not-in-pile.json",      1, 3, "$.turns[2]", "Turn 3: the tile \"city-full-pennant\" is not left in the pile.", 2},
    {"base-discarded-but-fits.json",    1, 2, "$.turns[1]", "Turn 2: the tile \"cloister\" is recorded as discarded, but it can be placed.", 1},
    {"discarded-but-fits.json",         1, 1, "$.turns[0]", "Turn 1: the tile \"cap\" is recorded as discarded, but it can be placed.", 0},
    {"discarded-not-an-array.json",     1, 1, "$.turns[0].discarded", "Turn 1: \"discarded\" must be an array of tile ids.", 0},
    {"drawn-too-many.json",             1, 1, "$.turns[0]", "Turn 1: more tiles are drawn than the hand holds.", 0},
    {"drawn-not-an-array.json",         1, 1, "$.turns[0].drawn", "Turn 1: \"drawn\" must be an array of tile ids.", 0},
    {"drawn-unknown-tile.json",         1, 2, "$.turns[1].drawn[0]", "Turn 2: unknown tile id \"castle\"", 1},
    {"drawn-missing-with-hand-size-3.json", 1, 1, "$.turns[0]", "Turn 1: \"drawn\" is required when players hold several tiles.", 0},
    {"drawn-fits-nowhere.json",         1, 2, "$.turns[1]", "Turn 2: the tile \"fortress\" fits nowhere, so it must be recorded as discarded.", 1},
    {"follower-not-an-object.json",     1, 1, "$.turns[0].follower", "Turn 1: \"follower\" must be null or an object", 0},
    {"follower-occupied.json",          1, 2, "$.turns[1]", "Turn 2: the follower cannot be deployed: the connected feature already holds a follower.", 1},
    {"follower-feature-out-of-range.json", 1, 1, "$.turns[0].follower.feature", "Expected a whole number from 0 to 2.", 0},
    {"follower-feature-not-a-number.json", 1, 1, "$.turns[0].follower.feature", "Expected a whole number from 0 to 2.", 0},
    {"follower-kind-mismatch.json",     1, 3, "$.turns[2].follower.kind", "Turn 3: feature 1 of \"cap\" is a field, not \"city\".", 2},
    {"follower-unknown-key.json",       1, 1, "$.turns[0].follower.colour", "Unknown key \"colour\".", 0},
    {"follower-unknown-figure.json",    1, 1, "$.turns[0].follower.figure", "Turn 1: unknown figure \"dragon\".", 0},
};
// clang-format on

const Malformed *findMalformed(const QString &file)
{
    for (const Malformed &m : kMalformed)
        if (file == QLatin1StringView(m.file))
            return &m;
    return nullptr;
}

// The log with only its first `turns` turns and without what is checked after the last one.
QByteArray prefixOf(const QByteArray &text, int turns)
{
    QJsonObject root = QJsonDocument::fromJson(text).object();
    QJsonArray kept;
    const QJsonArray all = root.value(u"turns"_s).toArray();
    for (qsizetype i = 0; i < turns && i < all.size(); ++i)
        kept.append(all.at(i));
    root.insert(u"turns"_s, kept);
    root.remove(u"result"_s);
    root.remove(u"endDiscards"_s);
    return QJsonDocument(root).toJson();
}

// Compares two positions as far as the game shows them.
QString positionDifference(const Match &a, const Match &b)
{
    const Game &x = a.game();
    const Game &y = b.game();
    if (!(a.turns() == b.turns()))
        return u"turn records"_s;
    if (x.turn() != y.turn() || x.phase() != y.phase() || x.currentPlayer() != y.currentPlayer())
        return u"turn, phase or player to move"_s;
    if (x.playerCount() != y.playerCount())
        return u"player count"_s;
    for (int p = 0; p < x.playerCount(); ++p) {
        if (x.score(p) != y.score(p) || x.supply(p) != y.supply(p))
            return u"score or supply of player %1"_s.arg(p + 1);
        if (!std::ranges::equal(x.hand(p), y.hand(p)))
            return u"hand of player %1"_s.arg(p + 1);
    }
    std::vector<TileIndex> px(x.pile().begin(), x.pile().end()), py(y.pile().begin(), y.pile().end());
    std::ranges::sort(px);
    std::ranges::sort(py);
    if (px != py)
        return u"tiles left in the pile"_s;
    const auto &bx = x.board().placed();
    const auto &by = y.board().placed();
    if (bx.size() != by.size())
        return u"number of placed tiles"_s;
    for (std::size_t i = 0; i < bx.size(); ++i)
        if (bx[i].pos.x != by[i].pos.x || bx[i].pos.y != by[i].pos.y || bx[i].tile != by[i].tile
            || bx[i].rotation != by[i].rotation)
            return u"placed tile %1"_s.arg(i);
    if (!(x.figures() == y.figures()))
        return u"deployed figures"_s;
    if (!(x.events() == y.events()))
        return u"score events"_s;
    if (!(x.discards() == y.discards()))
        return u"discards"_s;
    return {};
}

// --- scoring logs --------------------------------------------------------------------------

struct PlayerScore {
    int total;
    std::array<int, kScoreCategories> byCategory; // road, city, cloister, farm
};

struct Scoring {
    const char *file;
    bool finished;
    int discards; // tiles discarded in the whole game
    std::vector<PlayerScore> players;
};

// clang-format off
const std::vector<Scoring> kScoring = {
    // Ann's thief on a road of 4 tiles closed by two cloisters (Ben's monk waits).
    {"base-road-completed.json",        false, 0, {{4, {4, 0, 0, 0}}, {0, {0, 0, 0, 0}}}},
    // Four curves closing a loop.
    {"base-road-loop.json",             false, 0, {{4, {4, 0, 0, 0}}, {0, {0, 0, 0, 0}}}},
    // 3 tiles and a pennant: 2 * 3 + 2.
    {"base-city-pennant.json",          false, 0, {{8, {0, 8, 0, 0}}, {0, {0, 0, 0, 0}}}},
    // One knight each in two parts joined into a city of 6 tiles with a pennant: both score 14.
    {"base-city-merged-tie.json",       false, 0, {{14, {0, 14, 0, 0}}, {14, {0, 14, 0, 0}}}},
    // The same city, but Ann has two knights in it: only she scores.
    {"base-city-majority.json",         false, 0, {{14, {0, 14, 0, 0}}, {0, {0, 0, 0, 0}}}},
    // Ann's cloister surrounded by 8 tiles: 9 (Ben's has 5 neighbours and is still open).
    {"base-cloister-completed.json",    false, 0, {{9, {0, 0, 9, 0}}, {0, {0, 0, 0, 0}}}},
    // A city of 2 tiles scores 2 with tiny_city; Ben's city of 3 tiles scores 6 either way.
    {"base-tiny-city.json",             false, 0, {{2, {0, 2, 0, 0}}, {6, {0, 6, 0, 0}}}},
    {"base-tiny-city-off.json",         false, 0, {{4, {0, 4, 0, 0}}, {6, {0, 6, 0, 0}}}},
    // Game end: Ann's cloister with 2 neighbours scores 3, Ben's road of 2 tiles 2.
    {"cloister-incomplete.json",        true,  0, {{3, {0, 0, 3, 0}}, {2, {2, 0, 0, 0}}}},
    // Ann's farm borders two completed cities, Ben's one of them.
    // Third edition: farm by farm, 3 per city: Ann 6, Ben 3.
    {"farms-third-edition.json",        true,  0, {{6, {0, 0, 0, 6}}, {3, {0, 0, 0, 3}}}},
    // First edition: city by city; Ann and Ben tie for the shared city (4 each), Ann alone
    // supplies the other (4).
    {"farms-first-edition.json",        true,  0, {{8, {0, 0, 0, 8}}, {4, {0, 0, 0, 4}}}},
    {"farms-first-edition-3-points.json", true, 0, {{6, {0, 0, 0, 6}}, {3, {0, 0, 0, 3}}}},
    // A solo game scores its farms at the end like any other: the farms of
    // farms-third-edition.json, both farmers Ann's: 6 for the cap's farm (two completed
    // cities), 3 for the road's (the start city), farm by farm.
    {"solo-farm.json",                  true,  0, {{9, {0, 0, 0, 9}}}},
    // A tile that fits nowhere is discarded in turn 2 and another after the last turn.
    {"discarded-tile.json",             true,  2, {{4, {0, 4, 0, 0}}, {2, {2, 0, 0, 0}}}},
    // Six players, which the inn tile allows (Inns & Cathedrals brings the sixth colour): Ann's
    // thief on the inn's road, closed by two junctions after 4 tiles: 2 per tile, 8.
    {"six-players-inn.json",            true,  0, {{8, {8, 0, 0, 0}}, {0, {0, 0, 0, 0}}, {0, {0, 0, 0, 0}},
                                                   {0, {0, 0, 0, 0}}, {0, {0, 0, 0, 0}}, {0, {0, 0, 0, 0}}}},
};
// clang-format on

} // namespace

class TestGameLogCorpus : public QObject {
    Q_OBJECT
private slots:
    void everyMalformedFileHasARow()
    {
        const QStringList files = jsonFiles("malformed");
        QVERIFY(files.size() >= 30);
        for (const QString &f : files)
            QVERIFY2(findMalformed(f), qPrintable(u"tests/data/logs/malformed/%1 has no row in kMalformed"_s.arg(f)));
        std::set<QString> names;
        for (const Malformed &m : kMalformed) {
            QVERIFY2(names.insert(QLatin1StringView(m.file)).second, m.file);
            QVERIFY2(files.contains(QLatin1StringView(m.file)),
                     qPrintable(u"no file for the row %1"_s.arg(QLatin1StringView(m.file))));
        }
    }

    void malformedLogs_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(kMalformed)); ++i)
            QTest::newRow(kMalformed[i].file) << i;
    }

    void malformedLogs()
    {
        QFETCH(int, row);
        const Malformed &m = kMalformed[row];
        const QString path = corpusDir("malformed") + u'/' + QLatin1StringView(m.file);
        QVERIFY(QFileInfo::exists(path));
        const document::LoadedGame g = loadCorpusLog(path);
        const QString all = u"\n"_s + issuesText(g);

        QVERIFY2(!g.ok(), "the log loaded without a problem");
        QVERIFY2(g.issues.size() == m.issues, qPrintable(u"expected %1 issues:"_s.arg(m.issues) + all));
        const document::LogIssue &first = g.issues.first();
        QCOMPARE(first.file, path);
        QVERIFY2(first.turn == m.turn, qPrintable(u"expected turn %1:"_s.arg(m.turn) + all));
        QVERIFY2(first.jsonPath == QLatin1StringView(m.path),
                 qPrintable(u"expected path %1:"_s.arg(QLatin1StringView(m.path)) + all));
        QVERIFY2(first.message.contains(QString::fromUtf8(m.phrase)),
                 qPrintable(u"expected a message with \"%1\":"_s.arg(QString::fromUtf8(m.phrase)) + all));
        for (const auto &issue : g.issues) {
            QVERIFY2(!issue.message.isEmpty(), qPrintable(all));
            // Problems outside the turns do not speak of a turn 0.
            QVERIFY2(issue.turn > 0 || !issue.message.contains(u"Turn 0"_s), qPrintable(all));
        }

        // A problem in turn N keeps the N-1 turns before it.
        if (m.turn > 0)
            QCOMPARE(m.kept, m.turn - 1);
        if (m.kept < 0) {
            QVERIFY2(!g.match, "a game was built from a log with a broken header");
            return;
        }
        QVERIFY2(g.match, "the valid prefix of the game was not kept");
        QVERIFY(g.info);
        QCOMPARE(int(g.match->turns().size()), m.kept);

        // The position kept equals that of a log holding just those turns.
        const document::LoadedGame prefix = document::parseGameLog(prefixOf(logText(path), m.kept), path);
        QVERIFY2(prefix.ok(), qPrintable(u"the prefix does not load:\n"_s + issuesText(prefix)));
        const QString difference = positionDifference(*g.match, *prefix.match);
        QVERIFY2(difference.isEmpty(), qPrintable(u"the kept position differs in: "_s + difference));
    }

    // 100 000 nested arrays inside a turn: an error, not a stack overflow.
    void deepNestingInATurnIsAnError()
    {
        QByteArray text = readAll(corpusDir("malformed") + u"/result-score-tampered.json"_s);
        const qsizetype at = text.indexOf("\"x\": 1,");
        QVERIFY(at > 0);
        const int depth = 100'000;
        text.replace(at, 7, "\"x\": " + QByteArray(depth, '[') + QByteArray(depth, ']') + ",");
        const document::LoadedGame g = document::parseGameLog(text, u"deep.json"_s);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues.first().turn, 0);
        QVERIFY2(g.issues.first().message.contains(u"too deeply nested"_s), qPrintable(g.issues.first().message));
        QVERIFY(!g.match);
    }

    // A file of more than 64 MiB is refused by its size, quickly, before any parsing; one of
    // exactly 64 MiB is still read.
    void oversizedFileIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray log = readAll(corpusDir("scoring") + u"/cloister-incomplete.json"_s);
        QVERIFY(!log.isEmpty());

        const QString big = dir.filePath(u"big.json"_s);
        {
            QFile file(big);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.write(log) == log.size());
            QVERIFY(file.resize(document::kMaxGameLogFileSize + 1)); // sparse: a hole of zeros
        }
        QElapsedTimer timer;
        timer.start();
        const document::LoadedGame g = document::loadGameLog(big);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues.first().file, big);
        QCOMPARE(g.issues.first().turn, 0);
        QCOMPARE(g.issues.first().jsonPath, QString());
        QVERIFY2(g.issues.first().message.contains(u"larger than 64 MiB"_s), qPrintable(g.issues.first().message));
        QVERIFY(!g.match);
        QVERIFY2(timer.elapsed() < 5000, "refusing a large file takes too long");

        // The same log padded with spaces to exactly the limit loads.
        const QString limit = dir.filePath(u"limit.json"_s);
        {
            QFile file(limit);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QByteArray spaces(1024 * 1024, ' ');
            QVERIFY(file.write(log) == log.size());
            qint64 left = document::kMaxGameLogFileSize - log.size();
            while (left > 0) {
                const qint64 n = std::min<qint64>(left, spaces.size());
                QVERIFY(file.write(spaces.constData(), n) == n);
                left -= n;
            }
        }
        QCOMPARE(QFileInfo(limit).size(), document::kMaxGameLogFileSize);
        const document::LoadedGame atLimit = document::loadGameLog(limit);
        QVERIFY2(atLimit.ok(), qPrintable(issuesText(atLimit)));
        QCOMPARE(atLimit.match->game().score(0), 3);
    }

    void everyScoringFileHasARow()
    {
        const QStringList files = jsonFiles("scoring");
        QVERIFY(files.size() >= 8);
        for (const QString &f : files)
            QVERIFY2(std::ranges::any_of(kScoring, [&](const Scoring &s) { return f == QLatin1StringView(s.file); }),
                     qPrintable(u"tests/data/logs/scoring/%1 has no row in kScoring"_s.arg(f)));
        for (const Scoring &s : kScoring)
            QVERIFY2(files.contains(QLatin1StringView(s.file)), s.file);
    }

    void scoringLogs_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(kScoring.size()); ++i)
            QTest::newRow(kScoring[std::size_t(i)].file) << i;
    }

    void scoringLogs()
    {
        QFETCH(int, row);
        const Scoring &s = kScoring[std::size_t(row)];
        const QString path = corpusDir("scoring") + u'/' + QLatin1StringView(s.file);
        const document::LoadedGame g = loadCorpusLog(path);
        QVERIFY2(g.ok(), qPrintable(u"\n"_s + issuesText(g)));
        const Game &game = g.match->game();
        QCOMPARE(game.isOver(), s.finished);
        QCOMPARE(int(game.discards().size()), s.discards);
        QCOMPARE(game.playerCount(), int(s.players.size()));
        QVERIFY2(g.recordedScores, "the log records no scores");
        QCOMPARE(int(g.recordedScores->size()), int(s.players.size()));
        for (int p = 0; p < game.playerCount(); ++p) {
            const PlayerScore &expected = s.players[std::size_t(p)];
            int sum = 0;
            for (const int points : expected.byCategory)
                sum += points;
            QCOMPARE(sum, expected.total); // the table itself adds up
            QCOMPARE((*g.recordedScores)[std::size_t(p)], expected.total);
            QCOMPARE(game.score(p), expected.total);
            for (int c = 0; c < kScoreCategories; ++c)
                QCOMPARE(game.scoreIn(p, ScoreCategory(c)), expected.byCategory[std::size_t(c)]);
        }
    }
};

QTEST_GUILESS_MAIN(TestGameLogCorpus)
#include "tst_gamelog_corpus.moc"
