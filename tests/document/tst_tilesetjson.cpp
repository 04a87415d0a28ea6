// The tile set format: the built-in base set, round trips, and every malformed file in
// tests/data/tilesets/malformed reported at the right place.

#include "document/tilesetjson.h"
#include "engine/geometry.h"
#include "engine/tilevalidation.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace tessera;
using engine::EdgeType;
using engine::FeatureDef;
using engine::FeatureKind;
using engine::TileSet;
using engine::TileType;

namespace {

QString sourcePath(const QString &relative)
{
    return QStringLiteral(TESSERA_SOURCE_DIR) + u'/' + relative;
}

QString basePath()
{
    return sourcePath(u"tilesets/base.json"_s);
}
QString malformedDir()
{
    return sourcePath(u"tests/data/tilesets/malformed"_s);
}

QString issuesText(const QList<document::TileSetIssue> &issues)
{
    QStringList lines;
    for (const auto &issue : issues)
        lines << issue.jsonPath + u": "_s + issue.message;
    return lines.join(u'\n');
}

// What a loaded set promises: it passes validation (a set without start tile is an expansion).
bool isValid(const TileSet &set)
{
    return engine::validateTileSet(set, !set.startTile.empty()).empty();
}

QString edgeString(const TileType &tile)
{
    QString s;
    for (EdgeType e : tile.edges)
        s += QLatin1Char(e == EdgeType::City ? 'C' : e == EdgeType::Road ? 'R' : e == EdgeType::River ? 'I' : 'F');
    return s;
}

QString sideList(std::uint8_t mask)
{
    static const char *const names[] = {"N", "E", "S", "W"};
    QStringList sides;
    for (int s = 0; s < engine::kSides; ++s)
        if (mask & (1 << s))
            sides << QLatin1StringView(names[s]);
    return sides.join(u' ');
}

// The features of a tile in the words of TILES.md's table, e.g. "city(N) road(E W) fields=2".
QString summary(const TileType &tile)
{
    QStringList cities, roads;
    bool cloister = false;
    int fields = 0;
    for (const FeatureDef &f : tile.features) {
        switch (f.kind) {
        case FeatureKind::Cloister:
            cloister = true;
            break;
        case FeatureKind::Field:
            ++fields;
            break;
        case FeatureKind::Road:
            roads << u"road("_s + sideList(f.sides) + u')';
            break;
        case FeatureKind::City:
            cities << u"city("_s + sideList(f.sides) + u')' + (f.pennants ? u"[pennants=%1]"_s.arg(f.pennants) : QString());
            break;
        case FeatureKind::River:
            break;
        }
    }
    cities.sort();
    roads.sort();
    QStringList parts;
    if (cloister)
        parts << u"cloister"_s;
    parts << cities << roads << u"fields=%1"_s.arg(fields);
    return parts.join(u' ');
}

// One tile of each kind the format knows, every flag set somewhere; valid as a whole.
TileSet everyFlagSet()
{
    const auto field = [](std::uint8_t halves, std::vector<std::uint8_t> cities = {}) {
        FeatureDef f;
        f.kind = FeatureKind::Field;
        f.halves = halves;
        f.adjacentCities = std::move(cities);
        return f;
    };
    const auto edgeFeature = [](FeatureKind kind, std::uint8_t sides) {
        FeatureDef f;
        f.kind = kind;
        f.sides = sides;
        return f;
    };
    TileSet set;
    set.id = "every-flag";
    set.name = "Every flag \u2014 \"quoted\", back\\slash, \u00fcml\u00e4uts"; // no control characters: refused
    set.startTile = "spring";

    TileType spring;
    spring.id = "spring";
    spring.name = "Spring";
    spring.jczId = "RI/s";
    spring.edges = {EdgeType::Field, EdgeType::River, EdgeType::Field, EdgeType::Field};
    spring.features = {edgeFeature(FeatureKind::River, 0b0010), field(0xFF)};

    TileType inn;
    inn.id = "inn-road";
    inn.count = 3;
    inn.edges = {EdgeType::Field, EdgeType::Road, EdgeType::Field, EdgeType::Road};
    inn.features = {edgeFeature(FeatureKind::Road, 0b1010), field(0b10000111), field(0b01111000)};
    inn.features[0].inn = true;
    inn.dragon = true;

    TileType cathedral;
    cathedral.id = "cathedral";
    cathedral.edges = {EdgeType::City, EdgeType::City, EdgeType::City, EdgeType::City};
    cathedral.features = {edgeFeature(FeatureKind::City, 0xF)};
    cathedral.features[0].cathedral = true;
    cathedral.features[0].pennants = 2;
    cathedral.portal = true;

    TileType princess;
    princess.id = "princess-cloth";
    princess.count = 0;
    princess.edges = {EdgeType::City, EdgeType::Field, EdgeType::Field, EdgeType::City};
    princess.features = {edgeFeature(FeatureKind::City, 0b1001), field(0b00111100, {0})};
    princess.features[0].princess = true;
    princess.features[0].goods = engine::Goods::Cloth;
    princess.volcano = true;
    princess.art =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n"
        "  <rect width=\"100\" height=\"100\" fill=\"#4a7\"/>\\ \u00e9\n</svg>\n";

    TileType crossing;
    crossing.id = "river-crossing";
    crossing.jczId = "RI.1/RIrI";
    crossing.edges = {EdgeType::River, EdgeType::Road, EdgeType::River, EdgeType::Road};
    crossing.features = {edgeFeature(FeatureKind::River, 0b0101),
                         edgeFeature(FeatureKind::Road, 0b1010),
                         field(0b00000110),
                         field(0b00011000),
                         field(0b01100000),
                         field(0b10000001)};

    TileType goods;
    goods.id = "two-cities-goods";
    goods.edges = {EdgeType::City, EdgeType::Field, EdgeType::City, EdgeType::Field};
    goods.features = {edgeFeature(FeatureKind::City, 0b0001), edgeFeature(FeatureKind::City, 0b0100),
                      field(0b11001100, {1, 0})};
    goods.features[0].goods = engine::Goods::Wine;
    goods.features[1].goods = engine::Goods::Grain;

    TileType cloister;
    cloister.id = "cloister";
    cloister.features = {edgeFeature(FeatureKind::Cloister, 0), field(0xFF)};

    set.tiles = {spring, inn, cathedral, princess, crossing, goods, cloister};
    return set;
}

struct MalformedRow {
    const char *file;
    QString path;
    QString phrase;
};

// Each malformed file (without .json), the JSON path of one expected issue and a phrase of its
// message. A file may have several rows.
std::vector<MalformedRow> malformedRows()
{
    return {
        {"truncated", u""_s, u"JSON syntax error at line 35, column 18"_s},
        {"empty", u""_s, u"The file is empty"_s},
        {"not-an-object", u"$"_s, u"must hold a JSON object"_s},
        {"wrong-format", u"$.format"_s, u"not a Tessera tile set"_s},
        {"missing-format", u"$.format"_s, u"Missing required key \"format\""_s},
        {"wrong-version", u"$.version"_s, u"Unsupported version 2"_s},
        {"missing-set-keys", u"$.id"_s, u"Missing required key \"id\""_s},
        {"missing-set-keys", u"$.tiles"_s, u"Missing required key \"tiles\""_s},
        {"missing-tile-keys", u"$.tiles[0].id"_s, u"Missing required key \"id\""_s},
        {"missing-tile-keys", u"$.tiles[0].count"_s, u"Missing required key \"count\""_s},
        {"missing-tile-keys", u"$.tiles[0].edges"_s, u"Missing required key \"edges\""_s},
        {"missing-tile-keys", u"$.tiles[0].features"_s, u"Missing required key \"features\""_s},
        {"wrong-types", u"$.id"_s, u"\"id\" must be a string"_s},
        {"wrong-types", u"$.name"_s, u"\"name\" must be a string"_s},
        {"wrong-types", u"$.startTile"_s, u"must be a tile id or null"_s},
        {"wrong-types", u"$.tiles[0].id"_s, u"\"id\" must be a string"_s},
        {"wrong-types", u"$.tiles[0].name"_s, u"\"name\" must be a string"_s},
        {"wrong-types", u"$.tiles[0].jcz"_s, u"\"jcz\" must be a string"_s},
        {"wrong-types", u"$.tiles[0].art"_s, u"\"art\" must be a string"_s},
        {"wrong-types", u"$.tiles[0].count"_s, u"must be a whole number"_s},
        {"wrong-types", u"$.tiles[0].edges"_s, u"must be a string of 4 letters"_s},
        {"wrong-types", u"$.tiles[0].volcano"_s, u"must be true or false"_s},
        {"wrong-types", u"$.tiles[0].features"_s, u"must be an array of features"_s},
        {"wrong-types", u"$.tiles[1]"_s, u"A tile must be a JSON object"_s},
        {"wrong-types", u"$.tiles[2].features[0]"_s, u"A feature must be a JSON object"_s},
        {"wrong-types", u"$.tiles[2].features[1].kind"_s, u"Unknown feature kind"_s},
        {"wrong-types", u"$.tiles[2].features[1].sides"_s, u"Must be an array of names"_s},
        {"wrong-types", u"$.tiles[2].features[1].halves[0]"_s, u"Unknown half-edge"_s},
        {"wrong-types", u"$.tiles[2].features[1].cities"_s, u"must be an array of feature indices"_s},
        {"wrong-types", u"$.tiles[2].features[1].pennants"_s, u"must be a whole number"_s},
        {"wrong-types", u"$.tiles[2].features[1].inn"_s, u"must be true or false"_s},
        {"wrong-types", u"$.tiles[2].features[1].cathedral"_s, u"must be true or false"_s},
        {"wrong-types", u"$.tiles[2].features[1].goods"_s, u"Unknown goods"_s},
        {"unknown-edge-letter", u"$.tiles[0].edges"_s, u"Unknown edge letter \"X\" for side S"_s},
        {"edges-wrong-length", u"$.tiles[0].edges"_s, u"must be a string of 4 letters"_s},
        {"unknown-feature-kind", u"$.tiles[0].features[1].kind"_s, u"Unknown feature kind"_s},
        {"unknown-side", u"$.tiles[0].features[1].sides[1]"_s, u"Unknown side"_s},
        {"unknown-half-edge", u"$.tiles[0].features[2].halves[1]"_s, u"Unknown half-edge"_s},
        {"feature-on-wrong-edge", u"$.tiles[0].features[4].sides[0]"_s,
         u"road feature 4 claims side N, but that edge is a city edge"_s},
        {"wrong-edge-for-river", u"$.tiles[1].features[0].sides[1]"_s,
         u"river feature 0 claims side S, but that edge is a field edge"_s},
        {"half-edge-claimed-twice", u"$.tiles[0].features[3].halves[4]"_s,
         u"half-edge WR, which another field already claims"_s},
        {"field-city-not-on-tile", u"$.tiles[0].features[2].cities[0]"_s,
         u"borders feature 1, which is not a city of this tile"_s},
        {"field-city-not-on-tile", u"$.tiles[0].features[3].cities[0]"_s,
         u"borders feature 9, which is not a city of this tile"_s},
        {"no-start-tile", u"$.startTile"_s, u"\"missing-tile\" is not a tile of this set"_s},
        {"negative-count", u"$.tiles[0].count"_s, u"the count -3 is negative"_s},
        {"huge-number", u"$.tiles[0].count"_s, u"between 0 and 1000"_s},
        {"huge-number", u"$.tiles[0].features[0].pennants"_s, u"between 0 and 100."_s},
        {"count-above-limit", u"$.tiles[0].count"_s, u"between 0 and 1000"_s},
        {"deep-nesting", u""_s, u"too deeply nested"_s},
        {"duplicate-id", u"$.tiles[1].id"_s, u"already used by the tile at index 0"_s},
        {"side-unclaimed", u"$.tiles[0].edges"_s, u"side W is a road edge but no feature"_s},
        {"half-edge-on-city-side", u"$.tiles[0].features[2].halves[0]"_s, u"NL, which lies on a city side"_s},
        {"half-edge-unclaimed", u"$.tiles[0].features"_s, u"half-edge WL belongs to no field"_s},
        {"city-flags-outside-city", u"$.tiles[0].features[1].pennants"_s, u"only cities do"_s},
        {"city-flags-outside-city", u"$.tiles[0].features[3].goods"_s, u"only cities do"_s},
        {"inn-on-city", u"$.tiles[0].features[0].inn"_s, u"has an inn; only roads do"_s},
        {"start-tile-count-zero", u"$.tiles[0].count"_s, u"has count 0"_s},
        {"unknown-key", u"$.tiles[0].features[0].pennant"_s, u"Unknown key \"pennant\""_s},
        {"duplicate-key", u"$.tiles[0].features[0].pennants"_s, u"This key appears twice in its object"_s},
        {"odd-key", u"$.tiles[0][\"a \\\"b\\\"\"]"_s, u"Unknown key"_s},
        {"side-listed-twice", u"$.tiles[0].features[1].sides[2]"_s, u"\"E\" is listed twice"_s},
        {"hostile-art", u"$.tiles[0].art"_s, u"<image> elements are not allowed"_s},
        {"side-claimed-twice", u"$.tiles[0].features[2].sides[0]"_s,
         u"claims side W, which another feature already claims"_s},
        {"cloister-with-sides", u"$.tiles[1].features[0].sides"_s, u"a cloister touches no edge"_s},
        {"field-with-sides", u"$.tiles[1].features[1].sides"_s, u"a field lists half-edges"_s},
        {"feature-without-edges", u"$.tiles[0].features[1]"_s, u"road feature 1 touches no side"_s},
        {"feature-without-edges", u"$.tiles[0].edges"_s, u"side E is a road edge"_s},
        {"unknown-goods", u"$.tiles[0].features[0].goods"_s, u"Unknown goods"_s},
        {"negative-pennants", u"$.tiles[0].features[0].pennants"_s, u"negative number of pennants"_s},
        // Names and ids are short and printable (a NUL, an escape sequence, a right-to-left override).
        {"control-characters", u"$.name"_s, u"\"name\" must not contain control characters (character U+0000)"_s},
        {"control-characters", u"$.tiles[0].name"_s, u"\"name\" must not contain control characters (character U+001b)"_s},
        {"control-characters", u"$.tiles[0].jcz"_s, u"\"jcz\" must not contain control characters (character U+202e)"_s},
        {"long-names", u"$.id"_s, u"\"id\" must have at most 200 characters"_s},
        {"long-names", u"$.tiles[0].name"_s, u"\"name\" must have at most 200 characters"_s},
        {"empty-ids", u"$.tiles[0].id"_s, u"The tile at index 0 has no id"_s},
        {"empty-ids", u"$.startTile"_s, u"The set names no start tile"_s},
        {"cities-on-road", u"$.tiles[0].features[1].cities"_s, u"lists bordering cities; only fields do"_s},
        {"city-listed-twice", u"$.tiles[0].features[2].cities[1]"_s, u"lists city 0 twice"_s},
        {"too-many-features", u"$.tiles[0].features"_s, u"Too many features (65)"_s},
        {"thirty-three-features", u"$.tiles[0].features"_s, u"Too many features (33): a tile has at most 32"_s},
    };
}

} // namespace

class TestTileSetJson : public QObject {
    Q_OBJECT

private slots:
    void baseLoadsWithoutIssues();
    void baseMatchesTilesTable();
    void baseFieldsBorderTheCitiesAtTheirCorners();
    void baseIsInCanonicalForm();
    void documentationExampleLoads();
    void roundTripBase();
    void roundTripEveryFlag();
    void roundTripExpansionWithoutStartTile();
    void describesEveryProblemCode();
    void malformed_data();
    void malformed();
    void everyMalformedFileIsChecked();
    void reportsEveryProblemOfAFile();
    void missingFile();
    void oversizedFile();
    void saveFailureIsReported();
    void wrongTypeAnywhereNeverCrashes();
    void corruptedBytesNeverCrash();
};

void TestTileSetJson::baseLoadsWithoutIssues()
{
    const auto result = document::loadTileSet(basePath());
    QVERIFY2(result.ok(), qPrintable(issuesText(result.issues)));
    QCOMPARE(result.set->id, "base");
    QCOMPARE(result.set->startTile, "city-cap-road-straight");
    QCOMPARE(result.set->find(result.set->startTile)->jczId, "BA/RCr");
    QVERIFY(engine::validateTileSet(*result.set).empty());
}

void TestTileSetJson::baseMatchesTilesTable()
{
    // TILES.md, "basic / basic:1", with the features in the words of summary().
    struct Row {
        const char *jcz;
        int count;
        const char *edges;
        const char *features;
    };
    static const Row table[] = {
        {"BA/L", 4, "FFFF", "cloister fields=1"},
        {"BA/LR", 2, "FFRF", "cloister road(S) fields=1"},
        {"BA/RCr", 4, "CRFR", "city(N) road(E W) fields=2"},
        {"BA/Cccc+", 1, "CCCC", "city(N E S W)[pennants=1] fields=0"},
        {"BA/CccR+", 2, "CCRC", "city(N E W)[pennants=1] road(S) fields=2"},
        {"BA/CccR", 1, "CCRC", "city(N E W) road(S) fields=2"},
        {"BA/CFc+", 2, "FCFC", "city(E W)[pennants=1] fields=2"},
        {"BA/CFc.1", 1, "FCFC", "city(E W) fields=2"},
        {"BA/Cc.1", 3, "CFFC", "city(N W) fields=1"},
        {"BA/Cc+", 2, "CFFC", "city(N W)[pennants=1] fields=1"},
        {"BA/CcRr", 3, "CRRC", "city(N W) road(E S) fields=2"},
        {"BA/CcRr+", 2, "CRRC", "city(N W)[pennants=1] road(E S) fields=2"},
        {"BA/Ccc", 3, "CCFC", "city(N E W) fields=1"},
        {"BA/Ccc+", 1, "CCFC", "city(N E W)[pennants=1] fields=1"},
        {"BA/CRr", 3, "CRRF", "city(N) road(E S) fields=2"},
        {"BA/CRRR", 3, "CRRR", "city(N) road(E) road(S) road(W) fields=3"},
        {"BA/RrC", 3, "CFRR", "city(N) road(S W) fields=2"},
        {"BA/C", 5, "CFFF", "city(N) fields=1"},
        {"BA/CFC.2", 3, "CFCF", "city(N) city(S) fields=1"},
        {"BA/CC.2", 2, "CFFC", "city(N) city(W) fields=1"},
        {"BA/RRRR", 1, "RRRR", "road(E) road(N) road(S) road(W) fields=4"},
        {"BA/RRR", 4, "FRRR", "road(E) road(S) road(W) fields=3"},
        {"BA/Rr", 9, "FFRR", "road(S W) fields=2"},
        {"BA/RFr", 8, "FRFR", "road(E W) fields=2"},
    };
    const auto result = document::loadTileSet(basePath());
    QVERIFY(result.ok());
    const TileSet &set = *result.set;
    QCOMPARE(set.tiles.size(), std::size(table));
    QCOMPARE(set.totalCount(), 72);
    for (const Row &row : table) {
        const auto it = std::find_if(set.tiles.begin(), set.tiles.end(),
                                     [&](const TileType &t) { return t.jczId == row.jcz; });
        QVERIFY2(it != set.tiles.end(), row.jcz);
        QCOMPARE(it->count, row.count);
        QCOMPARE(edgeString(*it), QLatin1StringView(row.edges));
        QCOMPARE(summary(*it), QLatin1StringView(row.features));
        QVERIFY2(!it->name.empty(), row.jcz);
    }
}

// In the base game a field borders exactly the cities whose sides meet one of its half-edges
// at a corner (EL meets N at the north-east corner, ER meets S, and so on clockwise).
void TestTileSetJson::baseFieldsBorderTheCitiesAtTheirCorners()
{
    const auto result = document::loadTileSet(basePath());
    QVERIFY(result.ok());
    for (const TileType &tile : result.set->tiles) {
        for (const FeatureDef &field : tile.features) {
            if (field.kind != FeatureKind::Field)
                continue;
            QSet<int> expected;
            for (int half = 0; half < engine::kHalfEdges; ++half) {
                if (!(field.halves & (1 << half)))
                    continue;
                const int cornerSide = (half / 2 + ((half & 1) ? 1 : 3)) & 3;
                for (int c = 0; c < static_cast<int>(tile.features.size()); ++c) {
                    const FeatureDef &city = tile.features[static_cast<std::size_t>(c)];
                    if (city.kind == FeatureKind::City && (city.sides & (1 << cornerSide)))
                        expected.insert(c);
                }
            }
            const QSet<int> listed(field.adjacentCities.begin(), field.adjacentCities.end());
            QVERIFY2(listed == expected, tile.id.c_str());
        }
    }
}

// base.json is written exactly as the writer would write it, so saving it from the editor
// produces no diff.
void TestTileSetJson::baseIsInCanonicalForm()
{
    QFile file(basePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto result = document::parseTileSet(text, basePath());
    QVERIFY(result.ok());
    QCOMPARE(document::tileSetToJson(*result.set), text);
}

// The example in docs/tileset-format.md is valid and written the way the writer writes.
void TestTileSetJson::documentationExampleLoads()
{
    QFile file(sourcePath(u"docs/tileset-format.md"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray doc = file.readAll();
    const qsizetype start = doc.indexOf("```json\n");
    QVERIFY(start >= 0);
    const qsizetype begin = start + 8;
    const qsizetype end = doc.indexOf("```", begin);
    QVERIFY(end > begin);
    const QByteArray example = doc.mid(begin, end - begin);
    const auto result = document::parseTileSet(example, u"tileset-format.md"_s);
    QVERIFY2(result.ok(), qPrintable(issuesText(result.issues)));
    QCOMPARE(document::tileSetToJson(*result.set), example);
}

void TestTileSetJson::roundTripBase()
{
    const auto loaded = document::loadTileSet(basePath());
    QVERIFY(loaded.ok());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"base-copy.json"_s);
    QString error;
    QVERIFY2(document::saveTileSet(*loaded.set, path, &error), qPrintable(error));
    const auto again = document::loadTileSet(path);
    QVERIFY2(again.ok(), qPrintable(issuesText(again.issues)));
    QVERIFY(*again.set == *loaded.set);
}

void TestTileSetJson::roundTripEveryFlag()
{
    const TileSet set = everyFlagSet();
    QVERIFY(engine::validateTileSet(set).empty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"every-flag.json"_s);
    QString error;
    QVERIFY2(document::saveTileSet(set, path, &error), qPrintable(error));
    const auto loaded = document::loadTileSet(path);
    QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded.issues)));
    QVERIFY(*loaded.set == set);
    QCOMPARE(document::tileSetToJson(*loaded.set), document::tileSetToJson(set));

    // The written text names every flag, so the format really carries them.
    const QByteArray text = document::tileSetToJson(set);
    for (const char *key :
         {"\"inn\": true", "\"cathedral\": true", "\"princess\": true", "\"goods\": \"cloth\"", "\"goods\": \"wine\"",
          "\"goods\": \"grain\"", "\"volcano\": true", "\"dragon\": true", "\"portal\": true", "\"pennants\": 2",
          "\"kind\": \"river\"", "\"art\": ", "\"cities\": [1, 0]", "\"count\": 0"})
        QVERIFY2(text.contains(key), key);
}

void TestTileSetJson::roundTripExpansionWithoutStartTile()
{
    TileSet set = everyFlagSet();
    set.startTile.clear();
    const QByteArray text = document::tileSetToJson(set);
    QVERIFY(text.contains("\"startTile\": null"));
    const auto loaded = document::parseTileSet(text, u"expansion.json"_s);
    QVERIFY2(loaded.ok(), qPrintable(issuesText(loaded.issues)));
    QVERIFY(*loaded.set == set);
}

void TestTileSetJson::describesEveryProblemCode()
{
    const TileSet set = everyFlagSet();
    QSet<QString> texts;
    for (int code = 0; code <= static_cast<int>(engine::TileProblemCode::AdjacentCityTwice); ++code) {
        const engine::TileProblem problem{static_cast<engine::TileProblemCode>(code), 3, 1, 0};
        const QString text = document::describeTileProblem(problem, set);
        QVERIFY2(!text.isEmpty() && !text.contains(u"Unknown problem"_s), qPrintable(QString::number(code)));
        texts.insert(text);
    }
    QCOMPARE(texts.size(), static_cast<int>(engine::TileProblemCode::AdjacentCityTwice) + 1);
    // Indices that point nowhere must not crash.
    const engine::TileProblem wild{engine::TileProblemCode::AdjacentCityInvalid, 99, 99, 99};
    QVERIFY(!document::describeTileProblem(wild, set).isEmpty());
}

void TestTileSetJson::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("phrase");
    QHash<QString, int> seen;
    for (const MalformedRow &row : malformedRows()) {
        const QString file = QLatin1StringView(row.file) + u".json"_s;
        const int n = ++seen[file];
        QTest::addRow("%s#%d", row.file, n) << file << row.path << row.phrase;
    }
}

void TestTileSetJson::malformed()
{
    QFETCH(QString, file);
    QFETCH(QString, jsonPath);
    QFETCH(QString, phrase);
    const QString path = malformedDir() + u'/' + file;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const auto result = document::loadTileSet(path);
    QVERIFY(!result.ok());
    QVERIFY(!result.set);
    const bool found = std::any_of(result.issues.begin(), result.issues.end(), [&](const auto &issue) {
        return issue.jsonPath == jsonPath && issue.message.contains(phrase);
    });
    QVERIFY2(found, qPrintable(u"expected %1: ...%2...; got:\n%3"_s.arg(jsonPath, phrase, issuesText(result.issues))));
    for (const auto &issue : result.issues) {
        QCOMPARE(issue.file, path);
        QVERIFY(!issue.message.isEmpty());
    }
}

// A file dropped into the corpus without a row in malformedRows() would test nothing.
void TestTileSetJson::everyMalformedFileIsChecked()
{
    const QStringList files = QDir(malformedDir()).entryList({u"*.json"_s}, QDir::Files);
    QVERIFY(files.size() >= 15);
    QSet<QString> checked;
    for (const MalformedRow &row : malformedRows())
        checked.insert(QLatin1StringView(row.file) + u".json"_s);
    for (const QString &file : files)
        QVERIFY2(checked.contains(file), qPrintable(file + u" has no row in malformedRows()"_s));
}

void TestTileSetJson::reportsEveryProblemOfAFile()
{
    const auto result = document::loadTileSet(malformedDir() + u"/wrong-types.json"_s);
    QVERIFY(result.issues.size() >= 21);
    QSet<QString> paths;
    for (const auto &issue : result.issues)
        paths.insert(issue.jsonPath);
    QCOMPARE(paths.size(), result.issues.size());
}

void TestTileSetJson::missingFile()
{
    const QString path = malformedDir() + u"/does-not-exist.json"_s;
    const auto result = document::loadTileSet(path);
    QCOMPARE(result.issues.size(), 1);
    QCOMPARE(result.issues.first().file, path);
    QVERIFY(result.issues.first().jsonPath.isEmpty());
    QVERIFY(result.issues.first().message.contains(u"Cannot open"_s));

    const auto directory = document::loadTileSet(malformedDir());
    QVERIFY(!directory.ok());
    QCOMPARE(directory.issues.size(), 1);
}

void TestTileSetJson::oversizedFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"huge.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray data = document::tileSetToJson(everyFlagSet());
    data.append(QByteArray(document::kMaxTileSetFileSize, ' '));
    QCOMPARE(file.write(data), data.size());
    file.close();
    const auto result = document::loadTileSet(path);
    QCOMPARE(result.issues.size(), 1);
    QVERIFY2(result.issues.first().message.contains(u"larger than 16 MiB"_s), qPrintable(result.issues.first().message));
}

void TestTileSetJson::saveFailureIsReported()
{
    QString error;
    QVERIFY(!document::saveTileSet(everyFlagSet(), malformedDir() + u"/no-such-dir/out.json"_s, &error));
    QVERIFY(error.contains(u"no-such-dir"_s));
}

// Every value of a valid file replaced by every kind of wrong value: the reader reports
// problems (or accepts a value that happens to be valid) and never crashes.
void TestTileSetJson::wrongTypeAnywhereNeverCrashes()
{
    const TileSet set = everyFlagSet();
    const QJsonObject original = QJsonDocument::fromJson(document::tileSetToJson(set)).object();
    const QJsonValue replacements[] = {QJsonValue(),
                                       true,
                                       -1,
                                       1e300,
                                       -1e300,
                                       0.5,
                                       u"x"_s,
                                       u"WR"_s,
                                       QJsonArray(),
                                       QJsonObject(),
                                       QJsonArray{QJsonArray{QJsonArray{}}}};
    int parses = 0;
    // Visits every value by its path of keys and indices, rebuilding the document around it.
    struct Walker {
        const QJsonValue *replacements;
        std::size_t count;
        int *parses;
        QJsonObject root;
        void visit(const QJsonValue &value, const QList<QJsonValue> &path)
        {
            for (std::size_t i = 0; i < count; ++i) {
                const QJsonValue replaced = replace(root, path, 0, replacements[i]);
                const QByteArray json = QJsonDocument(replaced.toObject()).toJson();
                const auto result = document::parseTileSet(json, u"mutated.json"_s);
                ++*parses;
                if (result.ok())
                    QVERIFY(isValid(*result.set));
                for (const auto &issue : result.issues)
                    QVERIFY(!issue.message.isEmpty());
            }
            if (value.isObject()) {
                const QJsonObject object = value.toObject();
                for (auto it = object.begin(); it != object.end(); ++it)
                    visit(it.value(), path + QList<QJsonValue>{it.key()});
            } else if (value.isArray()) {
                const QJsonArray array = value.toArray();
                for (qsizetype i = 0; i < array.size(); ++i)
                    visit(array.at(i), path + QList<QJsonValue>{static_cast<int>(i)});
            }
        }
        static QJsonValue replace(const QJsonValue &value, const QList<QJsonValue> &path, qsizetype depth,
                                  const QJsonValue &with)
        {
            if (depth == path.size())
                return with;
            const QJsonValue step = path.at(depth);
            if (step.isString()) {
                QJsonObject object = value.toObject();
                object[step.toString()] = replace(object.value(step.toString()), path, depth + 1, with);
                return object;
            }
            QJsonArray array = value.toArray();
            const int i = step.toInt();
            array[i] = replace(array.at(i), path, depth + 1, with);
            return array;
        }
    };
    Walker walker{replacements, std::size(replacements), &parses, original};
    for (auto it = original.begin(); it != original.end(); ++it)
        walker.visit(it.value(), {it.key()});
    QVERIFY(parses > 500);
}

void TestTileSetJson::corruptedBytesNeverCrash()
{
    QFile file(basePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QRandomGenerator random(20261129);
    const char alphabet[] = "{}[]\",:0123456789-e.ntfNSEWLRCFI \n\\";
    for (int round = 0; round < 2000; ++round) {
        QByteArray mutated = text;
        const int edits = 1 + random.bounded(4);
        for (int e = 0; e < edits; ++e) {
            const auto at = random.bounded(static_cast<int>(mutated.size()));
            const char c = alphabet[random.bounded(static_cast<int>(sizeof(alphabet) - 1))];
            switch (random.bounded(3)) {
            case 0:
                mutated[at] = c;
                break;
            case 1:
                mutated.insert(at, c);
                break;
            default:
                mutated.remove(at, 1 + random.bounded(8));
                break;
            }
        }
        const auto result = document::parseTileSet(mutated, u"corrupt.json"_s);
        if (result.ok())
            QVERIFY(isValid(*result.set));
        else
            QVERIFY(!result.issues.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestTileSetJson)
#include "tst_tilesetjson.moc"
