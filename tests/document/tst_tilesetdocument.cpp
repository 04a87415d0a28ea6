// The tile set editor's document: load-edit-save-load round trips of every built-in set,
// undo and redo of every command, merging, the edits of one tile keeping tiles valid, every
// validation rule reported through the document, the summary, the art check and the quick
// simulation.

#include "document/editor/quicksimulation.h"
#include "document/editor/tileedits.h"
#include "document/editor/tilelistmodel.h"
#include "document/editor/tilesetdocument.h"
#include "document/editor/tilesetsummary.h"
#include "document/tileartcheck.h"
#include "document/tilesetlibrary.h"
#include "engine/tilevalidation.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace tessera;
using document::EdgePart;
using document::PartLink;
using document::TileSetDocument;
using engine::EdgeType;
using engine::FeatureDef;
using engine::FeatureKind;
using engine::TileType;
using TileProperty = TileSetDocument::TileProperty;
using SetProperty = TileSetDocument::SetProperty;

namespace {

QString problemsText(const TileSetDocument &doc)
{
    QStringList lines;
    for (const auto &p : doc.problems())
        lines << p.issue.jsonPath + u": "_s + p.issue.message;
    return lines.join(u'\n');
}

FeatureDef feature(FeatureKind kind, std::uint8_t sides = 0, std::uint8_t halves = 0)
{
    FeatureDef f;
    f.kind = kind;
    f.sides = sides;
    f.halves = halves;
    return f;
}

// A valid tile: a city on N, a road from E to W, fields above and below the road.
TileType cityRoadTile(const std::string &id)
{
    TileType t;
    t.id = id;
    t.count = 2;
    t.edges = {EdgeType::City, EdgeType::Road, EdgeType::Field, EdgeType::Road};
    t.features = {feature(FeatureKind::City, 0b0001), feature(FeatureKind::Road, 0b1010),
                  feature(FeatureKind::Field, 0, 0b1000'0100), feature(FeatureKind::Field, 0, 0b0111'1000)};
    t.features[2].adjacentCities = {0};
    return t;
}


} // namespace

class TestTileSetDocument : public QObject {
    Q_OBJECT

private slots:
    void builtinSetsRoundTrip_data();
    void builtinSetsRoundTrip();
    void builtinSetsAreReadOnly();
    void newSetIsValid();
    void everyCommandUndoesAndRedoes();
    void renamingTheStartTileIsOneStep();
    void propertyEditsMerge();
    void edgeCyclingKeepsEveryBaseTileValid();
    void linkingPartsKeepsTilesValid();
    void connectAndSplit();
    void newCityIsBorderedByItsFields();
    void everyValidationRuleIsReported_data();
    void everyValidationRuleIsReported();
    void savingWithProblemsIsRefused();
    void openingABrokenFileKeepsTheDocument();
    void copiesGetFreshIds();
    void summaryOfTheBaseGame();
    void unmatchedSurroundings();
    void hostileArtIsRefused_data();
    void hostileArtIsRefused();
    void plainArtIsAccepted();
    void simulationWarnsAboutTilesThatFitNowhere();
    void tileListModelFollowsTheDocument();
    void problemsNameTheirPart();
};

void TestTileSetDocument::builtinSetsRoundTrip_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : document::builtinTileSetNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestTileSetDocument::builtinSetsRoundTrip()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    TileSetDocument doc;
    QVERIFY(doc.openBuiltin(name).isEmpty());
    QVERIFY2(!doc.hasProblems(), qPrintable(problemsText(doc)));
    const engine::TileSet original = doc.set();

    // Saved unchanged: the very bytes of the built-in file (it is kept canonical).
    const QString copy = dir.filePath(name + u".json"_s);
    QString error;
    QVERIFY2(doc.saveAs(copy, &error), qPrintable(error));
    QVERIFY(!doc.isReadOnly());
    QFile builtin(u":/tilesets/%1.json"_s.arg(name));
    QFile saved(copy);
    QVERIFY(builtin.open(QIODevice::ReadOnly) && saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), builtin.readAll());

    // Edited, saved, loaded: the same set as edited.
    doc.setSetProperty(SetProperty::Name, u"Edited %1"_s.arg(name));
    doc.setTileCount(0, doc.tile(0).count + 1);
    doc.setTileText(1, TileProperty::Name, u"renamed"_s);
    doc.linkParts(0, {true, 0}, {true, 1}); // whatever it does, the tile stays valid
    doc.insertTiles(doc.tileCount(), {doc.tile(1)}, u"Duplicate"_s);
    QVERIFY2(!doc.hasProblems(), qPrintable(problemsText(doc)));
    QVERIFY(doc.isModified());
    QVERIFY2(doc.saveAs(copy, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    const engine::TileSet edited = doc.set();
    QVERIFY(edited != original);

    TileSetDocument again;
    QVERIFY(again.open(copy).isEmpty());
    QVERIFY(again.set() == edited);
    QCOMPARE(again.filePath(), QFileInfo(copy).absoluteFilePath());
}

void TestTileSetDocument::builtinSetsAreReadOnly()
{
    TileSetDocument doc;
    QVERIFY(doc.openBuiltin(u"base"_s).isEmpty());
    QVERIFY(doc.isReadOnly());
    const engine::TileSet before = doc.set();
    doc.setTileCount(0, 9);
    doc.cycleEdge(0, 0);
    doc.setSetProperty(SetProperty::Name, u"x"_s);
    doc.removeTiles({0});
    QVERIFY(doc.set() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.openBuiltin(u"no-such-set"_s).isEmpty());
}

void TestTileSetDocument::newSetIsValid()
{
    TileSetDocument doc;
    QVERIFY2(!doc.hasProblems(), qPrintable(problemsText(doc)));
    QCOMPARE(doc.tileCount(), 1);
    QVERIFY(!doc.isReadOnly());
    QVERIFY(!doc.isModified());
}

void TestTileSetDocument::everyCommandUndoesAndRedoes()
{
    struct Edit {
        const char *name;
        std::function<void(TileSetDocument &)> run;
    };
    const std::vector<Edit> edits = {
        {"set id", [](TileSetDocument &d) { d.setSetProperty(SetProperty::Id, u"other"_s); }},
        {"set name", [](TileSetDocument &d) { d.setSetProperty(SetProperty::Name, u"Other"_s); }},
        {"start tile", [](TileSetDocument &d) { d.setSetProperty(SetProperty::StartTile, u"b"_s); }},
        {"tile id", [](TileSetDocument &d) { d.setTileText(1, TileProperty::Id, u"bee"_s); }},
        {"tile name", [](TileSetDocument &d) { d.setTileText(1, TileProperty::Name, u"Bee"_s); }},
        {"jcz id", [](TileSetDocument &d) { d.setTileText(1, TileProperty::Jcz, u"BA/X"_s); }},
        {"count", [](TileSetDocument &d) { d.setTileCount(1, 7); }},
        {"volcano", [](TileSetDocument &d) { d.setTileFlag(1, TileSetDocument::TileFlag::Volcano, true); }},
        {"dragon", [](TileSetDocument &d) { d.setTileFlag(1, TileSetDocument::TileFlag::Dragon, true); }},
        {"portal", [](TileSetDocument &d) { d.setTileFlag(1, TileSetDocument::TileFlag::Portal, true); }},
        {"cloister", [](TileSetDocument &d) { d.setTileCloister(1, true); }},
        {"art", [](TileSetDocument &d) { d.setTileArt(1, "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"); }},
        {"edge", [](TileSetDocument &d) { d.cycleEdge(1, 2); }},
        {"connect",
         [](TileSetDocument &d) {
             QCOMPARE(d.linkParts(1, {true, 2}, {true, 3}), PartLink::Connected);
         }},
        {"split",
         [](TileSetDocument &d) {
             QCOMPARE(d.linkParts(1, {true, 3}, {true, 4}), PartLink::Split);
         }},
        {"feature",
         [](TileSetDocument &d) {
             FeatureDef city = d.tile(1).features[0];
             city.pennants = 1;
             d.setFeature(1, 0, city);
         }},
        {"bordering city", [](TileSetDocument &d) { d.setBorderingCity(1, 3, 0, true); }},
        {"insert", [](TileSetDocument &d) { d.insertTiles(0, {cityRoadTile("c")}, u"Paste"_s); }},
        {"remove",
         [](TileSetDocument &d) {
             d.removeTiles({0, 1});
         }},
    };
    for (const Edit &edit : edits) {
        TileSetDocument doc;
        doc.insertTiles(1, {cityRoadTile("b")}, u"Add"_s);
        doc.undoStack()->clear();
        const engine::TileSet before = doc.set();
        edit.run(doc);
        QVERIFY2(doc.set() != before, edit.name);
        QVERIFY2(doc.undoStack()->count() == 1, edit.name);
        QVERIFY2(doc.isModified(), edit.name);
        const engine::TileSet after = doc.set();
        doc.undoStack()->undo();
        QVERIFY2(doc.set() == before, edit.name);
        QVERIFY2(!doc.isModified(), edit.name);
        doc.undoStack()->redo();
        QVERIFY2(doc.set() == after, edit.name);
        QVERIFY2(!doc.undoStack()->text(0).isEmpty(), edit.name);
    }
}

void TestTileSetDocument::renamingTheStartTileIsOneStep()
{
    TileSetDocument doc;
    doc.setTileText(0, TileProperty::Id, u"first"_s);
    QCOMPARE(doc.set().startTile, std::string("first"));
    QCOMPARE(doc.tile(0).id, std::string("first"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(!doc.hasProblems());
    doc.undoStack()->undo();
    QCOMPARE(doc.set().startTile, std::string("start"));
    QCOMPARE(doc.tile(0).id, std::string("start"));
}

void TestTileSetDocument::propertyEditsMerge()
{
    TileSetDocument doc;
    for (int n = 2; n <= 6; ++n)
        doc.setTileCount(0, n);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.tile(0).count, 6);
    doc.undoStack()->undo();
    QCOMPARE(doc.tile(0).count, 1);
    doc.undoStack()->redo();
    // Spun back to where it started: the step disappears.
    doc.setTileCount(0, 1);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    // Clicks are intents of their own: two edge clicks are two steps, each named by the edge
    // and what it became.
    QCOMPARE(doc.tile(0).edges[0], engine::EdgeType::Field);
    doc.cycleEdge(0, 0);
    doc.cycleEdge(0, 0);
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.undoStack()->text(0), u"North edge: road"_s);
    QCOMPARE(doc.undoStack()->text(1), u"North edge: city"_s);
    // A count after a click does not merge into the click.
    doc.setTileCount(0, 3);
    QCOMPARE(doc.undoStack()->count(), 3);
}

void TestTileSetDocument::edgeCyclingKeepsEveryBaseTileValid()
{
    const auto base = document::loadNamedTileSet(u"base"_s);
    QVERIFY(base.ok());
    for (const TileType &original : base.set->tiles) {
        for (int side = 0; side < 4; ++side) {
            TileType tile = original;
            for (int step = 0; step < 4; ++step) {
                tile = document::withEdge(tile, side, document::nextEdgeType(tile.edges[std::size_t(side)]));
                const auto problems = engine::validateTileType(tile);
                QVERIFY2(problems.empty(),
                         (original.id + " side " + std::to_string(side) + " step " + std::to_string(step) + " code "
                          + std::to_string(problems.empty() ? -1 : int(problems.front().code)))
                             .c_str());
            }
            QVERIFY(tile.edges == original.edges);
        }
    }
}

void TestTileSetDocument::linkingPartsKeepsTilesValid()
{
    const auto base = document::loadNamedTileSet(u"base"_s);
    QVERIFY(base.ok());
    for (const TileType &original : base.set->tiles) {
        const auto parts = document::edgeParts(original);
        for (const EdgePart a : parts) {
            for (const EdgePart b : parts) {
                PartLink what = PartLink::Unchanged;
                const TileType tile = document::linkParts(original, a, b, &what);
                QVERIFY2(engine::validateTileType(tile).empty(), original.id.c_str());
                QCOMPARE(what == PartLink::Unchanged, tile == original);
                if (what == PartLink::Connected)
                    QCOMPARE(document::featureAt(tile, a), document::featureAt(tile, b));
                if (what == PartLink::Split)
                    QVERIFY(document::featureAt(tile, a) != document::featureAt(tile, b));
            }
        }
    }
}

void TestTileSetDocument::connectAndSplit()
{
    TileType tile = cityRoadTile("t");
    tile = document::withEdge(tile, 2, EdgeType::City); // S becomes a second city
    QCOMPARE(tile.features[0].kind, FeatureKind::City);
    QCOMPARE(tile.features[1].kind, FeatureKind::City);
    tile.features[1].pennants = 1;
    PartLink what{};
    TileType joined = document::linkParts(tile, {false, 0}, {false, 2}, &what);
    QCOMPARE(what, PartLink::Connected);
    QCOMPARE(joined.features[0].sides, std::uint8_t(0b0101));
    QCOMPARE(joined.features[0].pennants, 1); // the other city's pennant comes along
    for (const FeatureDef &f : joined.features)
        for (const auto city : f.adjacentCities)
            QCOMPARE(int(city), 0);
    TileType split = document::linkParts(joined, {false, 0}, {false, 2}, &what);
    QCOMPARE(what, PartLink::Split);
    QCOMPARE(split.features[0].sides, std::uint8_t(0b0001));
    QCOMPARE(split.features[1].sides, std::uint8_t(0b0100));
    QVERIFY(engine::validateTileType(split).empty());
    // A road and a field do not connect.
    QCOMPARE((document::linkParts(tile, {false, 1}, {true, 2}, &what), what), PartLink::Unchanged);
}

void TestTileSetDocument::newCityIsBorderedByItsFields()
{
    TileType tile = document::plainTile("p");
    tile = document::withEdge(tile, 0, EdgeType::City);
    QCOMPARE(tile.features.front().kind, FeatureKind::City);
    QCOMPARE(tile.features.size(), std::size_t(2));
    QCOMPARE(tile.features[1].adjacentCities, std::vector<std::uint8_t>{0});
    QCOMPARE(tile.features[1].halves, std::uint8_t(0b1111'1100));
    // A road across a plain tile splits nothing by itself: both halves stay with the field.
    TileType road = document::withEdge(document::plainTile("r"), 1, EdgeType::Road);
    QVERIFY(engine::validateTileType(road).empty());
    QCOMPARE(road.features.size(), std::size_t(2));
}

void TestTileSetDocument::everyValidationRuleIsReported_data()
{
    QTest::addColumn<int>("rule");
    QTest::addColumn<QString>("path");
    const QStringList names = {u"EmptyId"_s,
                               u"DuplicateId"_s,
                               u"NegativeCount"_s,
                               u"FeatureOnWrongEdge"_s,
                               u"FeatureWithoutEdges"_s,
                               u"SideClaimedTwice"_s,
                               u"SideUnclaimed"_s,
                               u"HalfEdgeClaimedTwice"_s,
                               u"HalfEdgeOnCitySide"_s,
                               u"HalfEdgeUnclaimed"_s,
                               u"FieldWithSides"_s,
                               u"EdgeFeatureWithHalves"_s,
                               u"CloisterWithSides"_s,
                               u"AdjacentCityInvalid"_s,
                               u"PennantsOutsideCity"_s,
                               u"InnOutsideRoad"_s,
                               u"NegativePennants"_s,
                               u"NoStartTile"_s,
                               u"StartTileCountZero"_s,
                               u"CitiesOutsideField"_s,
                               u"AdjacentCityTwice"_s,
                               u"TooManyFeatures"_s,
                               u"EmptySetId"_s,
                               u"CountTooLarge"_s,
                               u"TooManyTiles"_s,
                               u"BadArt"_s};
    const QStringList paths = {u"$.tiles[1].id"_s,
                               u"$.tiles[1].id"_s,
                               u"$.tiles[1].count"_s,
                               u"$.tiles[1].features[4].sides[0]"_s,
                               u"$.tiles[1].features[4]"_s,
                               u"$.tiles[1].features[4].sides[0]"_s,
                               u"$.tiles[1].edges"_s,
                               u"$.tiles[1].features[4].halves[0]"_s,
                               u"$.tiles[1].features[4].halves[0]"_s,
                               u"$.tiles[1].features"_s,
                               u"$.tiles[1].features[4].sides"_s,
                               u"$.tiles[1].features[4].halves"_s,
                               u"$.tiles[1].features[4].sides"_s,
                               u"$.tiles[1].features[2].cities[1]"_s,
                               u"$.tiles[1].features[2].pennants"_s,
                               u"$.tiles[1].features[2].inn"_s,
                               u"$.tiles[1].features[0].pennants"_s,
                               u"$.startTile"_s,
                               u"$.tiles[0].count"_s,
                               u"$.tiles[1].features[1].cities"_s,
                               u"$.tiles[1].features[2].cities[1]"_s,
                               u"$.tiles[1].features"_s,
                               u"$.id"_s,
                               u"$.tiles[1].count"_s,
                               u"$.tiles"_s,
                               u"$.tiles[1].art"_s};
    for (int i = 0; i < names.size(); ++i)
        QTest::newRow(qPrintable(names[i])) << i << paths[i];
}

void TestTileSetDocument::everyValidationRuleIsReported()
{
    QFETCH(int, rule);
    QFETCH(QString, path);
    TileSetDocument doc;
    doc.insertTiles(1, {cityRoadTile("b")}, u"Add"_s);
    QVERIFY(!doc.hasProblems());
    TileType t = doc.tile(1);
    const auto edit = [&](const char *why) { doc.editTile(1, t, QString::fromLatin1(why), TileProperty::Parts); };
    FeatureDef city = t.features[0];
    FeatureDef field = t.features[2];
    switch (rule) {
    case 0:
        doc.setTileText(1, TileProperty::Id, QString());
        break;
    case 1:
        doc.setTileText(1, TileProperty::Id, u"start"_s);
        break;
    case 2:
        doc.setTileCount(1, -1);
        break;
    case 3:
        t.features.push_back(feature(FeatureKind::Road, 0b0100));
        edit("road on field edge");
        break;
    case 4:
        t.features.push_back(feature(FeatureKind::Road));
        edit("road nowhere");
        break;
    case 5:
        t.features.push_back(feature(FeatureKind::Road, 0b0010));
        edit("second road on E");
        break;
    case 6:
        t.edges[2] = EdgeType::Road;
        doc.editTile(1, t, u"edge"_s, TileProperty::Edge);
        break;
    case 7:
        t.features.push_back(feature(FeatureKind::Field, 0, 0b0100'0000));
        edit("field twice");
        break;
    case 8:
        t.features.push_back(feature(FeatureKind::Field, 0, 0b0000'0001));
        edit("field on city");
        break;
    case 9:
        t.features[3].halves &= 0b1110'1111;
        edit("half unclaimed");
        break;
    case 10:
        t.features.push_back(feature(FeatureKind::Field, 0b0001));
        edit("field with sides");
        break;
    case 11:
        t.features.push_back(feature(FeatureKind::Road, 0, 0b0001));
        edit("road with halves");
        break;
    case 12:
        t.features.push_back(feature(FeatureKind::Cloister, 0b0001));
        edit("cloister with sides");
        break;
    case 13:
        field.adjacentCities = {0, 1};
        doc.setFeature(1, 2, field);
        break;
    case 14:
        field.pennants = 1;
        doc.setFeature(1, 2, field);
        break;
    case 15:
        field.inn = true;
        doc.setFeature(1, 2, field);
        break;
    case 16:
        city.pennants = -1;
        doc.setFeature(1, 0, city);
        break;
    case 17:
        doc.setSetProperty(SetProperty::StartTile, u"nothing"_s);
        break;
    case 18:
        doc.setTileCount(0, 0);
        break;
    case 19:
        t.features[1].adjacentCities = {0};
        edit("road with cities");
        break;
    case 20:
        field.adjacentCities = {0, 0};
        doc.setFeature(1, 2, field);
        break;
    case 21:
        for (int i = 0; i < 30; ++i)
            t.features.push_back(feature(FeatureKind::Cloister));
        edit("many features");
        break;
    case 22:
        doc.setSetProperty(SetProperty::Id, QString());
        break;
    case 23:
        doc.setTileCount(1, 1001);
        break;
    case 24:
        doc.setTileCount(1, 1000);
        doc.insertTiles(2, std::vector<TileType>(10, doc.tile(1)), u"Paste"_s);
        break;
    case 25:
        doc.setTileArt(1, "<svg><image href=\"http://example.org/x.png\"/></svg>");
        break;
    }
    QVERIFY(doc.hasProblems());
    bool found = false;
    for (const auto &problem : doc.problems()) {
        if (problem.issue.jsonPath != path)
            continue;
        found = true;
        QVERIFY(!problem.issue.message.isEmpty());
        // The problem names the tile (and feature) it is about, for the editor to select them.
        if (path.startsWith(u"$.tiles["_s))
            QCOMPARE(problem.tile, path.mid(8, 1).toInt());
        if (path.contains(u".features["_s))
            QCOMPARE(problem.feature, path.section(u".features["_s, 1).section(u']', 0, 0).toInt());
    }
    QVERIFY2(found, qPrintable(problemsText(doc)));
    // Undone, the set is whole again.
    while (doc.undoStack()->canUndo() && doc.undoStack()->index() > 1)
        doc.undoStack()->undo();
    QVERIFY2(!doc.hasProblems(), qPrintable(problemsText(doc)));
}

void TestTileSetDocument::savingWithProblemsIsRefused()
{
    QTemporaryDir dir;
    TileSetDocument doc;
    doc.setTileCount(0, -2);
    const QString path = dir.filePath(u"broken.json"_s);
    QString error;
    QVERIFY(!doc.saveAs(path, &error));
    QVERIFY(error.contains(doc.problems().front().issue.message));
    QVERIFY(!QFile::exists(path));
    doc.undoStack()->undo();
    QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
    QVERIFY(QFile::exists(path));
}

void TestTileSetDocument::openingABrokenFileKeepsTheDocument()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": \"tessera-tileset\", \"version\": 1 }");
    file.close();
    TileSetDocument doc;
    doc.setTileCount(0, 4);
    const engine::TileSet before = doc.set();
    const auto issues = doc.open(path);
    QVERIFY(!issues.isEmpty());
    QCOMPARE(issues.front().file, path);
    QVERIFY(doc.set() == before);
    QVERIFY(doc.isModified());
}

void TestTileSetDocument::copiesGetFreshIds()
{
    TileSetDocument doc;
    doc.insertTiles(1, {doc.tile(0), doc.tile(0)}, u"Duplicate"_s);
    QCOMPARE(doc.tile(1).id, std::string("start-2"));
    QCOMPARE(doc.tile(2).id, std::string("start-3"));
    QVERIFY(!doc.hasProblems());
    QCOMPARE(doc.unusedId("start-2"), std::string("start-4")); // not "start-2-2"
    QCOMPARE(doc.unusedId("free-9"), std::string("free-9"));
    doc.removeTiles({2, 1, 2});
    QCOMPARE(doc.tileCount(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.tile(2).id, std::string("start-3"));
}

void TestTileSetDocument::summaryOfTheBaseGame()
{
    const auto base = document::loadNamedTileSet(u"base"_s);
    QVERIFY(base.ok());
    const auto summary = document::summarize(*base.set);
    QCOMPARE(summary.tiles, 72);
    QCOMPARE(summary.tileTypes, int(base.set->tiles.size()));
    QCOMPARE(summary.cloisters, 6);
    QCOMPARE(summary.pennants, 10);
    QCOMPARE(summary.rivers, 0);
    int copies = 0;
    for (const auto &[pattern, n] : summary.edgePatterns)
        copies += n;
    QCOMPARE(copies, 72);
    // Rotations read the same.
    QCOMPARE(document::canonicalEdgeLetters({EdgeType::Road, EdgeType::City, EdgeType::Road, EdgeType::Field}),
             std::string("CRFR"));
    // Nothing in the base game has a city opposite a city with roads between.
    QVERIFY(std::count(summary.unmatched.begin(), summary.unmatched.end(), "CRCR") == 1);
    QVERIFY(std::count(summary.unmatched.begin(), summary.unmatched.end(), "CCCC") == 0);
}

void TestTileSetDocument::unmatchedSurroundings()
{
    engine::TileSet set;
    set.tiles = {document::plainTile("f"), document::withEdge(document::plainTile("r"), 0, EdgeType::Road)};
    auto summary = document::summarize(set);
    // F and R used: FFFF and FFFR fit, the other four classes do not.
    QCOMPARE(summary.unmatched, (std::vector<std::string>{"FFRR", "FRFR", "FRRR", "RRRR"}));
    set.tiles[1].count = 0; // no copies: only the field kind is used
    summary = document::summarize(set);
    QVERIFY(summary.unmatched.empty());
}

void TestTileSetDocument::hostileArtIsRefused_data()
{
    QTest::addColumn<QByteArray>("svg");
    QTest::newRow("entities") << QByteArray(
        "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;\">]><svg>&b;</svg>");
    QTest::newRow("external image") << QByteArray(
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"file:///etc/passwd\"/></svg>");
    QTest::newRow("xlink use") << QByteArray(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><use xlink:href=\"other.svg#x\"/></svg>");
    QTest::newRow("script") << QByteArray("<svg><script>alert(1)</script></svg>");
    QTest::newRow("url fill") << QByteArray("<svg><rect fill=\"url(http://example.org/p.svg#g)\"/></svg>");
    QTest::newRow("style import") << QByteArray("<svg><style>@import 'x.css';</style></svg>");
    QTest::newRow("event") << QByteArray("<svg onload=\"x()\"/>");
    QTest::newRow("not svg") << QByteArray("<html/>");
    QTest::newRow("malformed") << QByteArray("<svg><rect></svg>");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("too large") << (QByteArray("<svg>") + QByteArray(document::kMaxTileArtBytes, ' ') + "</svg>");
    QByteArray deep = "<svg>";
    for (int i = 0; i < 100; ++i)
        deep += "<g>";
    QTest::newRow("too deep") << deep;
}

void TestTileSetDocument::hostileArtIsRefused()
{
    QFETCH(QByteArray, svg);
    QVERIFY(!document::checkTileArt(svg).isEmpty());
}

void TestTileSetDocument::plainArtIsAccepted()
{
    const QByteArray svg =
        "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
        "<defs><linearGradient id=\"g\"/></defs><rect width=\"100\" height=\"100\" fill=\"url(#g)\"/>"
        "<use href=\"#g\"/><style>rect { stroke: url('#g') }</style></svg>";
    QCOMPARE(document::checkTileArt(svg), QString());
}

void TestTileSetDocument::simulationWarnsAboutTilesThatFitNowhere()
{
    const auto base = document::loadNamedTileSet(u"base"_s);
    QVERIFY(base.ok());
    const auto good = document::simulateGames(*base.set, {}, 4);
    QCOMPARE(good.games, 4);
    QCOMPARE(good.unfinished, 0);
    QVERIFY(!good.troubled());

    // A field start and city-only tiles: nothing ever fits.
    engine::TileSet cities;
    cities.id = "cities";
    cities.startTile = "start";
    TileType all = document::plainTile("all-city");
    for (int side = 0; side < 4; ++side)
        all = document::withEdge(all, side, EdgeType::City);
    all.count = 20;
    cities.tiles = {document::plainTile("start"), all};
    QVERIFY(engine::validateTileSet(cities).empty());
    const auto bad = document::simulateGames(cities, {}, 3);
    QCOMPARE(bad.tilesPerGame, 20);
    QCOMPARE(bad.discardedPerGame, 20.0);
    QVERIFY(bad.troubled());
}

void TestTileSetDocument::tileListModelFollowsTheDocument()
{
    using document::TileListModel;
    TileSetDocument doc;
    TileListModel model(&doc);
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(model.index(0).data(TileListModel::StartRole).toBool());
    QCOMPARE(model.index(0).data().toString(), u"start"_s);
    QCOMPARE(model.index(0).data(TileListModel::EdgesRole).toString(), u"FFFF"_s);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    doc.insertTiles(1, {cityRoadTile("b")}, u"Add"_s);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1).data(TileListModel::EdgesRole).toString(), u"CRFR"_s);
    QCOMPARE(model.index(1).data(TileListModel::CountRole).toInt(), 2);
    QVERIFY(!model.index(1).data(TileListModel::StartRole).toBool());
    changed.clear();
    doc.setTileCloister(1, true);
    QVERIFY(!changed.isEmpty());
    QVERIFY(model.index(1).data(TileListModel::FlagsRole).toStringList().contains(u"cloister"_s));
    QVERIFY(!model.index(1).data(TileListModel::ProblemRole).toBool());
    doc.setTileCount(1, -1);
    QVERIFY(model.index(1).data(TileListModel::ProblemRole).toBool());
    QVERIFY(!model.index(0).data(TileListModel::ProblemRole).toBool());
    doc.removeTiles({1});
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.rowCount(), 1);
    doc.openBuiltin(u"base"_s);
    QCOMPARE(model.rowCount(), doc.tileCount());
}

void TestTileSetDocument::problemsNameTheirPart()
{
    TileSetDocument doc;
    doc.insertTiles(1, {cityRoadTile("b")}, u"Add"_s);
    TileType t = doc.tile(1);
    t.edges[2] = EdgeType::Road;         // S: a road edge without a road
    t.features[3].halves &= 0b1110'1111; // SL: a half-edge without a field
    t.features[2].halves |= 0b0000'0001; // NL: a field half on the city side
    doc.editTile(1, t, u"broken"_s, TileProperty::Parts);
    QList<EdgePart> parts;
    for (const auto &problem : doc.problems()) {
        QCOMPARE(problem.tile, 1);
        if (problem.part)
            parts << *problem.part;
    }
    QVERIFY2(parts.contains(EdgePart{false, 2}), qPrintable(problemsText(doc)));
    QVERIFY(parts.contains(EdgePart{true, 4}));
    QVERIFY(parts.contains(EdgePart{true, 0}));
}

QTEST_GUILESS_MAIN(TestTileSetDocument)
#include "tst_tilesetdocument.moc"
