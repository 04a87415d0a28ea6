// Importing JCloisterZone saved games: our own small .jcz files (tests/data/jcz) give exact
// turns, scores and events, or exact refusals; JCloisterZone's reference games (when
// ../shared/interop/jcz is present) give the scores that program computed.

#include "document/gamelog.h"
#include "document/jczimport.h"
#include "document/jczlocation.h"
#include "document/tilesetlibrary.h"
#include "engine/geometry.h"
#include "engine/rules/princessdragon.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace Qt::StringLiterals;
using namespace tessera;
using namespace tessera::engine;

namespace {

const QString kDataDir = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/");
const QString kReferenceDir = QStringLiteral(TESSERA_SOURCE_DIR "/../shared/interop/jcz/games");
const QString kReferenceTilesDir = QStringLiteral(TESSERA_SOURCE_DIR "/../shared/interop/jcz/tiles/");

// The rules of every imported game: JCloisterZone's readings of the game end and of the
// builder (docs/rules-decisions.md), otherwise RuleOptions' defaults.
RuleOptions jczRules()
{
    RuleOptions rules;
    rules.turnAfterLastPlacement = true;
    rules.builderOnCompletedFeature = false;
    return rules;
}

const QStringList kSideNames{u"N"_s, u"E"_s, u"S"_s, u"W"_s};
const QStringList kHalfNames{u"NL"_s, u"NR"_s, u"EL"_s, u"ER"_s, u"SL"_s, u"SR"_s, u"WL"_s, u"WR"_s};

// A feature of a tile in JCloisterZone's tile definitions, in the tile's own orientation.
struct ReferenceFeature {
    QString element;    // "road", "city", "river", "field", "monastery"
    QStringList places; // sides ("N"), half-edges ("NL") or "I" (a field touching no edge)
    QStringList cities; // field: a side of each bordering city
    int pennants = 0;
    bool inn = false;
    bool cathedral = false;
    QString resource; // city: "wine", "grain", "cloth" or none
    bool princess = false;
};

struct ReferenceTiles {
    std::map<QString, std::vector<ReferenceFeature>> tiles;
    std::map<QString, std::map<QString, int>> sets; // set id -> tile id -> count
    std::map<QString, QStringList> marks;           // tile id -> "volcano", "dragon", "portal"
};

ReferenceTiles readReferenceTiles(QIODevice *device)
{
    ReferenceTiles result;
    QXmlStreamReader xml(device);
    QString tile, set;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto attr = [&](const char *name) { return xml.attributes().value(QLatin1StringView(name)).toString(); };
        const QString name = xml.name().toString();
        if (name == u"tile"_s) {
            tile = attr("id");
        } else if (name == u"volcano"_s || name == u"dragon"_s || name == u"portal"_s) {
            result.marks[tile] << name;
        } else if (name == u"tile-set"_s) {
            set = attr("id");
        } else if (name == u"ref"_s) {
            result.sets[set][attr("tile")] = attr("count").toInt();
        } else if (name == u"road"_s || name == u"city"_s || name == u"river"_s || name == u"field"_s
                   || name == u"monastery"_s) {
            ReferenceFeature f{name,
                               {},
                               attr("city").split(u' ', Qt::SkipEmptyParts),
                               attr("pennants").toInt(),
                               attr("inn") == u"true"_s,
                               attr("cathedral") == u"true"_s,
                               attr("resource")};
            f.princess = attr("princess") == u"true"_s;
            f.places = xml.readElementText().split(u' ', Qt::SkipEmptyParts);
            result.tiles[tile].push_back(f);
        }
    }
    return result;
}

// The JCloisterZone 5 location of a feature turned by `rotation` quarter turns, e.g. "NE",
// "SL.SR.WL" or "I" (a monastery or a field that touches no edge).
QString rotatedLocation(const ReferenceFeature &f, int rotation)
{
    if (f.element == u"monastery"_s)
        return u"I"_s;
    if (f.places == QStringList{u"I"_s})
        return u"I"_s;
    QStringList out;
    for (const QString &p : f.places) {
        if (kSideNames.contains(p))
            out << kSideNames[(kSideNames.indexOf(p) + rotation) % 4];
        else
            out << kHalfNames[(kHalfNames.indexOf(p) + 2 * rotation) % 8];
    }
    return out.join(f.element == u"field"_s ? u"."_s : QString());
}

// Our feature of `tile` turned by `rotation` at the place of JCloisterZone's feature `f`, or
// kNoFeature. No figure stands on a river, so the import's lookup has none: a river must be
// the one river of the tile on exactly those sides.
std::uint8_t ourFeature(const CompiledTile &tile, int rotation, const ReferenceFeature &f)
{
    const auto location = document::parseJczLocation(rotatedLocation(f, rotation));
    if (!location)
        return kNoFeature;
    if (f.element == u"river"_s) {
        const auto &defs = tile.type.features;
        for (std::size_t i = 0; i < defs.size(); ++i)
            if (defs[i].kind == FeatureKind::River && rotateSideMask(defs[i].sides, rotation) == location->sides)
                return std::uint8_t(i);
        return kNoFeature;
    }
    const auto kind = document::jczFeatureKind(f.element == u"monastery"_s ? u"Monastery"_s
                                                                           : f.element.left(1).toUpper() + f.element.mid(1));
    return kind ? document::featureAtJczLocation(tile, rotation, *kind, *location) : kNoFeature;
}

// The edges N E S W ("CIRI") of a tile turned by `rotation`: as JCloisterZone's features
// give them, and as our compiled tile has them.
QString referenceEdges(const std::vector<ReferenceFeature> &features, int rotation)
{
    QString edges = u"FFFF"_s;
    for (const ReferenceFeature &f : features) {
        const QChar letter = f.element == u"city"_s ? u'C' : f.element == u"road"_s ? u'R' : u'I';
        if (f.element == u"city"_s || f.element == u"road"_s || f.element == u"river"_s)
            for (const QString &side : f.places)
                edges[(kSideNames.indexOf(side) + rotation) % 4] = letter;
    }
    return edges;
}

QString ourEdges(const CompiledTile &tile, int rotation)
{
    QString edges;
    for (int side = 0; side < kSides; ++side)
        edges += u"?FRCI"_s[(tile.rotations[std::size_t(rotation)].edges >> (4 * side)) & 0xF];
    return edges;
}

QByteArray readData(const QString &name)
{
    QFile file(kDataDir + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

QString issuesText(const document::LoadedGame &g)
{
    QStringList lines;
    for (const auto &i : g.issues)
        lines << u"[turn %1] %2: %3"_s.arg(i.turn).arg(i.jsonPath, i.message);
    return lines.join(u'\n');
}

QString kindName(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return u"road"_s;
    case FeatureKind::City:
        return u"city"_s;
    case FeatureKind::Cloister:
        return u"cloister"_s;
    case FeatureKind::Field:
        return u"field"_s;
    case FeatureKind::River:
        return u"river"_s;
    }
    return QString();
}

// "t4 Ann road 5", "t8 Ben cloister 6 final"
QStringList eventsText(const document::LoadedGame &g)
{
    QStringList lines;
    const Game &game = g.match->game();
    for (const ScoreEvent &e : game.events()) {
        QStringList who;
        for (int p = 0; p < game.playerCount(); ++p)
            if (e.players & (1u << p))
                who << g.info->players[p].name;
        const QString what = e.fairy ? u"fairy"_s : e.goods != Goods::None ? u"goods"_s : kindName(e.kind);
        lines
            << u"t%1 %2 %3 %4%5"_s.arg(e.turn).arg(who.join(u'+'), what).arg(e.points).arg(e.final ? u" final"_s : QString());
    }
    return lines;
}

// "cloister-road -1,2 r0 follower:cloister"
QStringList turnsText(const document::LoadedGame &g)
{
    QStringList lines;
    const TileCatalog &catalog = g.match->game().catalog();
    // One line per turn; a bonus tile (Traders & Builders) follows its turn's tile after " + ".
    // Builders and pigs are named, followers (large or not) are not.
    for (const TurnRecord &t : g.match->turns()) {
        QStringList parts;
        const TileType *type = nullptr;
        for (const Decision &d : t.decisions) {
            if (d.kind == DecisionKind::Place) {
                type = &catalog.tile(d.tile).type;
                const Placement p = d.placement;
                parts
                    << u"%1 %2,%3 r%4"_s.arg(QString::fromStdString(type->id)).arg(p.pos.x).arg(p.pos.y).arg(p.rotation * 90);
            } else if (d.kind == DecisionKind::Deploy && type) {
                const Deployment dep = d.deployment;
                parts.last() += u" f%1:%2"_s.arg(dep.feature).arg(kindName(type->features[dep.feature].kind));
                if (dep.figure == FigureKind::Builder)
                    parts.last() += u" builder"_s;
                else if (dep.figure == FigureKind::Pig)
                    parts.last() += u" pig"_s;
            } else if (d.kind == DecisionKind::DragonStep) {
                parts.last() += u" dragon %1,%2"_s.arg(d.at.x).arg(d.at.y);
            } else if (d.kind != DecisionKind::Pass && d.kind != DecisionKind::Deploy && !d.isDraw()) {
                static const char16_t *const names[] = {u"portal", u"fairy", u"princess"};
                parts.last() += u" %1 %2,%3 f%4"_s.arg(QString::fromUtf16(names[int(d.kind) - int(DecisionKind::DeployAt)]))
                                    .arg(d.at.x)
                                    .arg(d.at.y)
                                    .arg(d.deployment.feature);
            }
        }
        lines << parts.join(u" + "_s);
    }
    return lines;
}

// Checks JCloisterZone's assertions "<player> has N points" and "<player> scored <feature> for
// N points" (each scoring assertion takes one event of its own). Returns what failed and
// counts what was checked; other kinds of assertion ("Phase is GameOverPhase") are skipped.
QStringList failedAssertions(const document::LoadedGame &g, const QJsonArray &assertions, int *checked = nullptr)
{
    static const QRegularExpression hasPoints(u"^(.+) has (\\d+) points?\\.?$"_s);
    static const QRegularExpression scored(u"^(.+) scored (\\w+) for (\\d+) points?\\.?$"_s);
    const Game &game = g.match->game();
    const auto player = [&](const QString &name) {
        for (qsizetype p = 0; p < g.info->players.size(); ++p)
            if (g.info->players[p].name == name)
                return int(p);
        return -1;
    };
    std::vector<bool> used(game.events().size(), false);
    QStringList failed;
    for (const QJsonValue &value : assertions) {
        const QString text = value.toString();
        const auto m = hasPoints.match(text);
        const auto s = scored.match(text);
        if (checked)
            *checked += int(m.hasMatch() || s.hasMatch());
        if (m.hasMatch()) {
            const int p = player(m.captured(1));
            if (p < 0 || game.score(p) != m.captured(2).toInt())
                failed << u"%1 (got %2)"_s.arg(text).arg(p < 0 ? -1 : game.score(p));
        } else if (s.hasMatch()) {
            const int p = player(s.captured(1));
            const QString feature = s.captured(2);
            const QString kind = feature == u"monastery"_s ? u"cloister"_s : feature == u"farm"_s ? u"field"_s : feature;
            bool found = false;
            for (std::size_t i = 0; i < game.events().size() && !found && p >= 0; ++i) {
                const ScoreEvent &e = game.events()[i];
                const bool sameKind = feature == u"fairy"_s ? e.fairy : !e.fairy && kindName(e.kind) == kind;
                if (!used[i] && (e.players & (1u << p)) && sameKind && e.points == s.captured(3).toInt())
                    used[i] = found = true;
            }
            if (!found)
                failed << u"%1 (events: %2)"_s.arg(text, eventsText(g).join(u"; "_s));
        }
    }
    return failed;
}

struct ExpectedIssue {
    int turn;
    QString path;
    QString message;
};

// A minimal good game as JSON, for refusals made by changing one thing.
QJsonObject oneTurnGame()
{
    return QJsonDocument::fromJson(readData(u"tiny-city.jcz"_s)).object();
}

QJsonObject withReplay(QJsonObject game, const QJsonArray &replay)
{
    game.insert(u"replay"_s, replay);
    return game;
}

QJsonObject message(const QString &type, const QJsonObject &payload = {})
{
    return QJsonObject{{u"type"_s, type}, {u"payload"_s, payload}};
}

QJsonObject placeTile(const QString &tile, const QString &rotation, int x, int y)
{
    return message(u"PLACE_TILE"_s, {{u"tileId"_s, tile}, {u"rotation"_s, rotation}, {u"position"_s, QJsonArray{x, y}}});
}

QJsonObject deploy(int x, int y, const QString &feature, const QString &location, const QString &meeple)
{
    return message(
        u"DEPLOY_MEEPLE"_s,
        {{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{x, y}}, {u"feature"_s, feature}, {u"location"_s, location}}},
         {u"meepleId"_s, meeple}});
}

document::LoadedGame import(const QJsonObject &game)
{
    return document::parseJcz(QJsonDocument(game).toJson(), u"game.jcz"_s);
}

QJsonObject withPlayers(QJsonObject game, int count)
{
    const QStringList names{u"Ann"_s, u"Ben"_s, u"Cleo"_s, u"Dev"_s, u"Eve"_s, u"Finn"_s, u"Gus"_s};
    QJsonArray players;
    for (int i = 0; i < count; ++i)
        players.append(QJsonObject{{u"name"_s, names[i]}, {u"slot"_s, i}});
    game.insert(u"players"_s, players);
    return game;
}

QJsonObject withAnnotations(QJsonObject game, const QJsonObject &annotations)
{
    game.insert(u"gameAnnotations"_s, annotations);
    return game;
}

QJsonObject changed(QJsonObject game, const QString &section, const QString &key, const QJsonValue &value)
{
    QJsonObject setup = game.value(u"setup"_s).toObject();
    QJsonObject part = setup.value(section).toObject();
    part.insert(key, value);
    setup.insert(section, part);
    game.insert(u"setup"_s, setup);
    return game;
}

// The tiny game with a River set added, starting from the spring.
QJsonObject riverGame(const QString &riverSet)
{
    QJsonObject game = changed(oneTurnGame(), u"sets"_s, riverSet, 1);
    QJsonObject setup = game[u"setup"_s].toObject();
    setup.insert(u"start"_s,
                 QJsonArray{QJsonObject{{u"tile"_s, u"RI/s"_s}, {u"x"_s, 0}, {u"y"_s, 0}, {u"rotation"_s, u"R0"_s}}});
    game.insert(u"setup"_s, setup);
    return game;
}

} // namespace

class TestJczImport : public QObject {
    Q_OBJECT
private slots:
    void games_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("finished");
        QTest::addColumn<QList<int>>("scores");
        QTest::addColumn<QStringList>("turns");
        QTest::addColumn<QStringList>("events");

        // Followers on a single road side ("E", "S"), a field corner ("SR.WL") and a two-sided
        // curve ("NW"); rotations 0, 90 and 270.
        QTest::newRow("road") << u"road-scoring.jcz"_s << false << QList<int>{8, 0}
                              << QStringList{u"road-junction -1,0 r0 f0:road"_s, u"road-curve 1,0 r0 f2:field"_s,
                                             u"road-straight 1,1 r90"_s,         u"road-crossroads 1,2 r0 f2:road"_s,
                                             u"road-curve 2,2 r90 f0:road"_s,    u"road-junction 2,1 r270"_s}
                              << QStringList{u"t4 Ann road 5"_s, u"t6 Ann road 3"_s};
        // A city on two sides ("NS") with two pennants completed, a three-sided city ("_E")
        // incomplete at the end, farmers on half-edge lists; rotations 90, 180 and 270.
        QTest::newRow("city") << u"city-pennant.jcz"_s << true << QList<int>{15, 5}
                              << QStringList{u"city-passage-pennant 0,-1 r90 f0:city"_s,
                                             u"city-corner-pennant 0,-2 r180 f1:field"_s, u"city-cap 1,-2 r270 f1:field"_s,
                                             u"city-three-pennant -1,-1 r270 f0:city"_s}
                              << QStringList{u"t3 Ann city 12"_s, u"t4 Ben city 2 final"_s, u"t4 Ben field 3 final"_s,
                                             u"t4 Ann field 3 final"_s};
        // Monks ("I") on a cloister and on a cloister with a road; rotations 0 to 270.
        QTest::newRow("cloister") << u"cloister.jcz"_s << true << QList<int>{9, 10}
                                  << QStringList{u"cloister 0,1 r0 f0:cloister"_s,
                                                 u"road-straight -1,0 r0"_s,
                                                 u"road-straight 1,0 r0"_s,
                                                 u"cloister -1,1 r0 f0:cloister"_s,
                                                 u"cloister 1,1 r90"_s,
                                                 u"cloister-road -1,2 r0 f0:cloister"_s,
                                                 u"city-cap 0,2 r180"_s,
                                                 u"road-curve 1,2 r270"_s}
                                  << QStringList{u"t8 Ann cloister 9"_s, u"t8 Ben cloister 6 final"_s,
                                                 u"t8 Ben cloister 4 final"_s};
        // A farm that grows over four tiles and supplies two completed cities.
        QTest::newRow("farm") << u"farm-scoring.jcz"_s << true << QList<int>{6, 3}
                              << QStringList{u"road-straight 1,0 r0 f1:field"_s, u"city-cap 0,-1 r180"_s,
                                             u"city-cap 1,-1 r0"_s, u"city-cap 1,-2 r180 f1:field"_s}
                              << QStringList{u"t4 Ann field 6 final"_s, u"t4 Ben field 3 final"_s};
        // The River (base + river/1:1): the spring starts; a right bend, a bridge and a straight
        // stretch run south. The bridge's road and the river cut its south-west and south-east
        // fields apart (north of the road they meet again at the spring). Ben's farmer stands
        // south-west of the bridge, Ann's south-east, on the straight's east bank, which reaches
        // Ben's city cap east of it. Ann's cap closes that city: 2 tiles x 2 = 4 for Ben. At the
        // end Ann's farm borders that completed city: 3; Ben's borders no city: nothing.
        QTest::newRow("river") << u"river.jcz"_s << true << QList<int>{3, 4}
                               << QStringList{u"river-curve 1,0 r0"_s, u"river-road-bridge 1,1 r0 f4:field"_s,
                                              u"river-straight 1,2 r90 f1:field"_s, u"city-cap 2,2 r90 f0:city"_s,
                                              u"city-cap 3,2 r270"_s}
                               << QStringList{u"t5 Ben city 4"_s, u"t5 Ann field 3 final"_s};
        // Inns & Cathedrals (base + inns-and-cathedrals:1, large follower on). Ann's knight in
        // the city on the start tile and Ben's large follower in the city cap east of it meet
        // when Ann's corner joins them: 4 tiles x 2 = 8 for Ben (weight 2 against 1). The road
        // from the start tile, closed by two junctions with the inn on the west one, scores 2
        // per tile: 4 tiles, 8 for Ann, whose thief the closing tile takes. Ben's knight in a
        // city cap that Ann extends with a cathedral is left open: 0 at the end.
        QTest::newRow("inns and cathedrals")
            << u"inns-cathedrals.jcz"_s << true << QList<int>{8, 8}
            << QStringList{u"city-corner 0,-1 r180 f0:city"_s,
                           u"city-cap-road-curve-left 1,0 r0 f0:city"_s,
                           u"city-corner 1,-1 r270"_s,
                           u"road-junction 1,1 r180"_s,
                           u"inn-road-junction -1,0 r0 f0:road"_s,
                           u"city-cap 0,-2 r0 f0:city"_s,
                           u"cathedral 0,-3 r0"_s}
            << QStringList{u"t3 Ben city 8"_s, u"t5 Ann road 8"_s, u"t7 Ben city 0 final"_s};
        // Traders & Builders (base + traders-and-builders:1, builder, pig and goods on). Ann's
        // knight in a wine city north of the start tile, which Ben's cap completes: 3 tiles x 2
        // = 6 for Ann, the wine for Ben (10 at the end). Ann's thief on the road east of the
        // start tile (turn 3), her builder beside it (turn 5); Ben extending it earns nothing;
        // Ann extending it in turn 7 earns her a bonus tile, which JCloisterZone records as a
        // second placement after the turn's COMMIT. The road of 7 tiles is open: 7 for Ann;
        // the builder scores nothing.
        QTest::newRow("traders and builders")
            << u"traders-builders.jcz"_s << true << QList<int>{13, 10}
            << QStringList{u"city-passage-wine 0,-1 r90 f0:city"_s,
                           u"road-straight 1,0 r0"_s,
                           u"road-straight 2,0 r0 f0:road"_s,
                           u"city-cap 0,-2 r180"_s,
                           u"road-straight 3,0 r0 f0:road builder"_s,
                           u"road-straight -1,0 r0"_s,
                           u"road-straight 4,0 r0 + road-straight 5,0 r0"_s}
            << QStringList{u"t4 Ann city 6"_s, u"t7 Ann road 7 final"_s, u"t7 Ben goods 10 final"_s};
        // The Princess & the Dragon (base + princess-and-dragon:1, fairy on; JCloisterZone's dragon
        // flies before the scoring). The volcano west of the start tile takes the dragon. Ben's
        // thief on the road from the volcano; Ann's monk south of the start tile; Ben moves the
        // fairy to his thief instead of deploying. Ann's dragon tile at (3,0): the dragon flies
        // to the start tile (Ann's step), cannot enter the fairy's tile, so Ben takes it onto the
        // cloister, eating Ann's monk; then it is stuck. Ben's portal tile north of the start
        // tile puts a knight in the start tile's city; Ann's princess tile joins that city and
        // sends the knight home; Ben's cap completes the city for nobody. Ben: 1 + 1 for the
        // fairy at the start of turns 6 and 8, 5 for the open road and 3 for the fairy at the end.
        QTest::newRow("princess and dragon")
            << u"princess-dragon.jcz"_s << true << QList<int>{0, 10}
            << QStringList{u"volcano-road-end -1,0 r270"_s,
                           u"road-straight 1,0 r0 f0:road"_s,
                           u"cloister 0,1 r0 f0:cloister"_s,
                           u"road-straight 2,0 r0 fairy 1,0 f0"_s,
                           u"dragon-road-straight 3,0 r0 dragon 0,0 dragon 0,1"_s,
                           u"portal-city-corner-road-curve 0,-1 r180 portal 0,0 f0"_s,
                           u"princess-city-corner 1,-1 r0 princess 0,0 f0"_s,
                           u"city-cap 1,-2 r180"_s}
            << QStringList{u"t6 Ben fairy 1"_s, u"t8 Ben fairy 1"_s, u"t8 Ben road 5 final"_s, u"t8 Ben fairy 3 final"_s};
        // tiny-city-scoring "2": a completed city of two tiles scores 2.
        QTest::newRow("tiny city") << u"tiny-city.jcz"_s << false << QList<int>{2, 0}
                                   << QStringList{u"city-cap 0,-1 r180 f0:city"_s} << QStringList{u"t1 Ann city 2"_s};

        // UNDO takes back the last action of the turn in progress; only what stands after it
        // counts. Each game ends after turn 2 (endTurn), so a follower left standing would score.
        // Ann's farmer on the city cap is taken back for a knight: the two-tile city completes
        // at once (2 tiles x 2 = 4) and no farmer is left for the final scoring (it would have
        // had 3 for the completed city).
        QTest::newRow("undo a deployment, deploy again")
            << u"undo-deploy-redeploy.jcz"_s << true << QList<int>{4, 0}
            << QStringList{u"city-cap 0,-1 r180 f0:city"_s, u"road-straight -1,0 r0"_s} << QStringList{u"t1 Ann city 4"_s};
        // Ann's knight is taken back and she passes: her city completes for nobody. Ben's road
        // (start tile and his straight) is open at both ends: 2 at the end.
        QTest::newRow("undo a deployment, pass") << u"undo-deploy-pass.jcz"_s << true << QList<int>{0, 2}
                                                 << QStringList{u"city-cap 0,-1 r180"_s, u"road-straight 1,0 r0 f0:road"_s}
                                                 << QStringList{u"t2 Ben road 2 final"_s};
        // Ann's pass is taken back for a thief on the road from the start tile's open west end
        // to Ben's junction: 3 tiles, 3 at the end.
        QTest::newRow("undo a pass, deploy") << u"undo-pass-deploy.jcz"_s << true << QList<int>{3, 0}
                                             << QStringList{u"road-straight 1,0 r0 f0:road"_s, u"road-junction 2,0 r0"_s}
                                             << QStringList{u"t2 Ann road 3 final"_s};
        // Ann's city cap above the start tile is taken back and placed below it, city to the
        // east, with a knight; Ben's cap closes that city: 2 tiles x 2 = 4 for Ann.
        QTest::newRow("undo the placement, place elsewhere")
            << u"undo-placement.jcz"_s << true << QList<int>{4, 0}
            << QStringList{u"city-cap 0,1 r90 f0:city"_s, u"city-cap 1,1 r270"_s} << QStringList{u"t2 Ann city 4"_s};
        // Two UNDOs take back Ann's knight and her tile, which she then places below the start
        // tile. Ben's cap closes the city (4 for Ann); his farmer on it borders that one
        // completed city: 3 at the end.
        QTest::newRow("two undos") << u"undo-twice.jcz"_s << true << QList<int>{4, 3}
                                   << QStringList{u"city-cap 0,1 r180 f0:city"_s, u"city-cap 0,2 r0 f1:field"_s}
                                   << QStringList{u"t2 Ann city 4"_s, u"t2 Ben field 3 final"_s};
    }

    void games()
    {
        QFETCH(QString, file);
        QFETCH(bool, finished);
        QFETCH(QList<int>, scores);
        QFETCH(QStringList, turns);
        QFETCH(QStringList, events);
        const document::LoadedGame g = document::importJcz(kDataDir + file);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(turnsText(g), turns);
        QCOMPARE(eventsText(g), events);
        const Game &game = g.match->game();
        QCOMPARE(game.isOver(), finished);
        for (int p = 0; p < game.playerCount(); ++p)
            QCOMPARE(game.score(p), scores[p]);
        // The file's own JCloisterZone-style assertions hold as well.
        const QJsonObject root = QJsonDocument::fromJson(readData(file)).object();
        const QJsonArray assertions = root[u"test"_s][u"assertions"_s].toArray();
        int checked = 0;
        const QStringList failed = failedAssertions(g, assertions, &checked);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(u'\n')));
        QCOMPARE(checked, assertions.size());
    }

    void header()
    {
        const document::LoadedGame g = document::importJcz(kDataDir + u"tiny-city.jcz"_s);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.info->players.size(), 2);
        QCOMPARE(g.info->players[0], (document::PlayerInfo{u"Ann"_s, document::defaultPlayerColor(0), false}));
        QCOMPARE(g.info->players[1], (document::PlayerInfo{u"Ben"_s, document::defaultPlayerColor(1), false}));
        QCOMPARE(g.info->created, QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC));
        RuleOptions tiny = jczRules();
        tiny.tinyCity = true;
        QCOMPARE(g.info->rules, tiny);
        QVERIFY(g.info->tileSets == std::vector<TileSet>{*document::loadNamedTileSet(u"base"_s).set});
    }

    void defaultRulesAreJCloisterZones()
    {
        // Without "tiny-city-scoring" the city of two tiles scores 4 and farms score 3 per city
        // (see farm-scoring.jcz): JCloisterZone's defaults are ours, but for its two readings.
        QJsonObject game = oneTurnGame();
        QJsonObject setup = game[u"setup"_s].toObject();
        setup.remove(u"rules"_s);
        game.insert(u"setup"_s, setup);
        const document::LoadedGame g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.info->rules, jczRules());
        QCOMPARE(g.match->game().score(0), 4);
        QVERIFY(import(changed(oneTurnGame(), u"rules"_s, u"tiny-city-scoring"_s, u"4"_s)).match->game().score(0) == 4);
    }

    void ignoredSetup()
    {
        // Rules of expansions we do not have change nothing in a base game.
        QJsonObject game = changed(oneTurnGame(), u"rules"_s, u"princess-action"_s, u"may"_s);
        game = changed(game, u"rules"_s, u"dragon-move"_s, u"before-scoring"_s);
        game = changed(game, u"rules"_s, u"inn-and-cathedral-final-scoring"_s, u"zero"_s);
        const document::LoadedGame g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().score(0), 2);
    }

    void princessDragonElements()
    {
        // The Princess & the Dragon game without the "dragon" element: the volcano is a plain
        // tile, no dragon appears, so the dragon tile's flight (messages 13, 14) is refused;
        // without "princess" and "portal" those tiles are plain too.
        QJsonObject game = QJsonDocument::fromJson(readData(u"princess-dragon.jcz"_s)).object();
        QJsonObject setup = game[u"setup"_s].toObject();
        QJsonObject elements = setup[u"elements"_s].toObject();
        for (const char *key : {"dragon", "princess", "portal"})
            elements.remove(QLatin1StringView(key));
        setup.insert(u"elements"_s, elements);
        game.insert(u"setup"_s, setup);
        const document::LoadedGame g = import(game);
        QVERIFY(g.info);
        QVERIFY(!g.info->rules.dragon && !g.info->rules.princess && !g.info->rules.portal);
        QVERIFY(g.info->rules.fairy);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues[0].jsonPath, u"$.replay[13]"_s);
        QCOMPARE(g.match->turns().size(), std::size_t(5)); // the dragon tile placed, no flight
        QCOMPARE(princessDragonState(g.match->game()).dragon, kNoTile);
        // With every element the same game imports (the "games" test checks its scores).
        QVERIFY(import(QJsonDocument::fromJson(readData(u"princess-dragon.jcz"_s)).object()).ok());
    }

    void elementsAreOnByTheirKey()
    {
        // As in JCloisterZone, an element is on when its key is present, whatever its value; a
        // figure's value is its number per player (0: none).
        QCOMPARE(import(changed(oneTurnGame(), u"elements"_s, u"big-follower"_s, 0)).info->rules.largeFollower, false);
        const document::LoadedGame five = import(changed(oneTurnGame(), u"elements"_s, u"small-follower"_s, 5));
        QVERIFY2(five.ok(), qPrintable(issuesText(five)));
        QCOMPARE(five.info->rules.followers, 5);
        QCOMPARE(five.match->game().supply(1), 5);
        QJsonObject game = changed(oneTurnGame(), u"elements"_s, u"big-follower"_s, true);
        game = changed(game, u"elements"_s, u"farmers"_s, false);
        game = changed(game, u"elements"_s, u"inn"_s, false);
        document::LoadedGame g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(g.info->rules.largeFollower);
        QVERIFY(g.info->rules.farmers);
        QCOMPARE(g.match->game().supply(0, FigureKind::LargeFollower), 1);
        // Without "farmers" the game has none.
        QJsonObject setup = game[u"setup"_s].toObject();
        QJsonObject elements = setup[u"elements"_s].toObject();
        elements.remove(u"farmers"_s);
        setup.insert(u"elements"_s, elements);
        game.insert(u"setup"_s, setup);
        g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(!g.info->rules.farmers);
    }

    void innsAndCathedralsReadings()
    {
        // JCloisterZone may leave out the inn or the cathedral rule although the tiles show
        // them, and may score unfinished ones as plain ("ignore"): rule options of the game.
        QJsonObject game = changed(oneTurnGame(), u"sets"_s, u"inns-and-cathedrals:1"_s, 1);
        game = changed(game, u"elements"_s, u"cathedral"_s, true);
        game = changed(game, u"rules"_s, u"inn-and-cathedral-final-scoring"_s, u"ignore"_s);
        const document::LoadedGame g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(!g.info->rules.inns);
        QVERIFY(g.info->rules.cathedrals);
        QCOMPARE(g.info->rules.unfinishedInnsCathedrals, UnfinishedInnsCathedrals::Plain);
        // The log keeps them.
        const document::LoadedGame log = document::parseGameLog(document::gameLogToJson(*g.info, *g.match), u"log.json"_s);
        QVERIFY2(log.ok(), qPrintable(issuesText(log)));
        QCOMPARE(log.info->rules, g.info->rules);
        // A base game keeps the defaults.
        QCOMPARE(import(oneTurnGame()).info->rules.inns, true);
    }

    void soloGame()
    {
        // One player: JCloisterZone's solo games, for practice.
        const document::LoadedGame g = import(withPlayers(oneTurnGame(), 1));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().playerCount(), 1);
        QCOMPARE(g.match->game().score(0), import(oneTurnGame()).match->game().score(0));
        QVERIFY(g.match->game().score(0) > 0);
    }

    void sixPlayersWithInnsAndCathedrals()
    {
        // The sixth colour comes with Inns & Cathedrals: its large follower or its tiles.
        document::LoadedGame g = import(withPlayers(changed(oneTurnGame(), u"elements"_s, u"big-follower"_s, 1), 6));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().playerCount(), 6);
        QCOMPARE(g.info->players[5].color, document::defaultPlayerColor(5));
        QJsonObject game = changed(oneTurnGame(), u"sets"_s, u"inns-and-cathedrals:1"_s, 1);
        game = changed(game, u"elements"_s, u"inn"_s, true);
        game = changed(game, u"elements"_s, u"cathedral"_s, true);
        g = import(withPlayers(game, 6));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().playerCount(), 6);
        QVERIFY(!g.info->rules.largeFollower);
        QCOMPARE(g.match->game().score(0), 2);
    }

    void riverKeepsRoomAhead()
    {
        // JCloisterZone's River has no rule on bends; it keeps room ahead of the river's open
        // end. An imported game plays that reading (a rule option its log records): two right
        // bends with a straight between them are fine, a second right bend straight after the
        // first (a U-turn towards the spring) is not.
        const QJsonObject game = riverGame(u"river/1:1"_s);
        const QJsonObject pass = message(u"PASS"_s), commit = message(u"COMMIT"_s);
        document::LoadedGame g = import(
            withReplay(game,
                       {placeTile(u"RI.1/II"_s, u"R0"_s, 1, 0), pass, commit, placeTile(u"RI.1/CICI"_s, u"R90"_s, 1, 1),
                        pass, commit, placeTile(u"RI.1/II"_s, u"R90"_s, 1, 2), pass, commit}));
        QVERIFY2(g.issues.isEmpty(), qPrintable(issuesText(g)));
        QCOMPARE(int(g.match->turns().size()), 3);
        QCOMPARE(g.info->rules.riverBends, RiverBends::RoomAhead);
        // The log keeps the reading, so the game replays the same from it.
        const document::LoadedGame log = document::parseGameLog(document::gameLogToJson(*g.info, *g.match), u"log.json"_s);
        QVERIFY2(log.ok(), qPrintable(issuesText(log)));
        QCOMPARE(log.info->rules.riverBends, RiverBends::RoomAhead);

        g = import(withReplay(
            game,
            {placeTile(u"RI.1/II"_s, u"R0"_s, 1, 0), pass, commit, placeTile(u"RI.1/II"_s, u"R90"_s, 1, 1), pass, commit}));
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues[0].turn, 2);
        QCOMPARE(g.issues[0].jsonPath, u"$.replay[3]"_s);
        QCOMPARE(
            g.issues[0].message,
            u"Replay message 3 (turn 2): the tile \"RI.1/II\" cannot be placed there: the edges fit, but the rules of an "
            "expansion forbid it (the river must continue from its open end and may not turn back towards itself)."_s);
        QCOMPARE(int(g.match->turns().size()), 1);
    }

    void riverSecondPrinting()
    {
        // "river/1:2" has a garden on one of its two bends; without Abbey & Mayor's garden it
        // is the plain bend.
        const QJsonObject game = riverGame(u"river/1:2"_s);
        const QJsonObject pass = message(u"PASS"_s), commit = message(u"COMMIT"_s);
        const document::LoadedGame g = import(withReplay(
            game,
            {placeTile(u"RI.1/IIG"_s, u"R0"_s, 1, 0), pass, commit, placeTile(u"RI.1/II"_s, u"R90"_s, 1, 1), pass, commit}));
        QCOMPARE(g.issues.size(), 1); // the second bend the same way is refused, as above
        QCOMPARE(g.issues[0].turn, 2);
        QCOMPARE(int(g.match->turns().size()), 1);
        QCOMPARE(QString::fromStdString(g.match->game().catalog().tile(g.match->turns()[0].tile()).type.jczId),
                 u"RI.1/II"_s);
        QCOMPARE(g.info->tileSets.front().totalCount(), 12); // the River goes first: its spring starts
    }

    void expansionGamesAsLogs()
    {
        // A finished River or Inns & Cathedrals game saved as a log loads with the same
        // events: the fitted tile sets make the same pile (the spring starts, the base start
        // tile's copy stays out).
        for (const QString &file : {u"river.jcz"_s, u"inns-cathedrals.jcz"_s}) {
            const document::LoadedGame g = document::importJcz(kDataDir + file);
            QVERIFY2(g.ok(), qPrintable(issuesText(g)));
            const document::LoadedGame log = document::parseGameLog(document::gameLogToJson(*g.info, *g.match),
                                                                    u"log.json"_s);
            QVERIFY2(log.ok(), qPrintable(file + u": "_s + issuesText(log)));
            QVERIFY(log.match->game().isOver());
            QCOMPARE(log.match->game().tilesLeft(), 0);
            QVERIFY(log.match->game().events() == g.match->game().events());
            QCOMPARE(log.info->rules, g.info->rules);
        }
    }

    void inProgressGameGoesOn()
    {
        const document::LoadedGame g = document::importJcz(kDataDir + u"road-scoring.jcz"_s);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        // The rest of the full base set: 72 tiles less the start tile and the six played.
        QCOMPARE(g.match->game().tilesLeft(), 72 - 1 - 6);
        QCOMPARE(g.info->tileSets[0].totalCount(), 72);
        // As a Tessera log it loads again and can be continued.
        document::LoadedGame log = document::parseGameLog(document::gameLogToJson(*g.info, *g.match), u"log.json"_s);
        QVERIFY2(log.ok(), qPrintable(issuesText(log)));
        QCOMPARE(log.match->game().score(0), 8);
        QVERIFY(!log.match->game().isOver());
        log.match->drawRandom();
        QCOMPARE(log.match->game().phase(), Phase::Place);
    }

    void endTurnCountsDiscards()
    {
        // Two tiles more were drawn than placed: discards, which write no message. Without a
        // draw order nobody knows which they were; the game is over after its one turn.
        const document::LoadedGame g = import(withAnnotations(oneTurnGame(), {{u"endTurn"_s, 3}}));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(g.match->game().isOver());
        QCOMPARE(g.match->game().score(0), 2);
    }

    void gameEndAsJCloisterZonePlaysIt()
    {
        // Ann's thief east of the start tile; Ben's cap closes the start city; Ann moves the
        // fairy to her thief; Ben extends the road west. The two full cities drawn last fit
        // nowhere: JCloisterZone begins Ann's turn 5 all the same (the fairy's point), then
        // discards them. The imported game carries that reading and scores as it did.
        QJsonObject game = changed(oneTurnGame(), u"elements"_s, u"fairy"_s, 1);
        QJsonObject setup = game[u"setup"_s].toObject();
        setup.insert(u"rules"_s, QJsonObject{});
        game.insert(u"setup"_s, setup);
        const QJsonObject thief{{u"position"_s, QJsonArray{1, 0}}, {u"feature"_s, u"Road"_s}, {u"location"_s, u"WE"_s}};
        const QJsonObject fairy = message(
            u"MOVE_NEUTRAL_FIGURE"_s,
            {{u"figureId"_s, u"fairy.1"_s},
             {u"to"_s, QJsonObject{{u"featurePointer"_s, thief}, {u"meepleId"_s, u"0.small.1"_s}}}});
        const QJsonObject commit = message(u"COMMIT"_s, {{u"random"_s, 0.0}});
        game = withReplay(game,
                          {placeTile(u"BA/RFr"_s, u"R0"_s, 1, 0), deploy(1, 0, u"Road"_s, u"WE"_s, u"0.small.1"_s), commit,
                           placeTile(u"BA/C"_s, u"R180"_s, 0, -1), commit, placeTile(u"BA/RFr"_s, u"R0"_s, 2, 0), fairy,
                           commit, placeTile(u"BA/RFr"_s, u"R0"_s, -1, 0), commit});
        const QJsonArray drawOrder{u"BA/RFr"_s, u"BA/C"_s, u"BA/RFr"_s, u"BA/RFr"_s, u"BA/Cccc+"_s, u"BA/Cccc+"_s};
        const document::LoadedGame g = import(withAnnotations(game, {{u"endTurn"_s, 6}, {u"drawOrder"_s, drawOrder}}));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QVERIFY(g.info->rules.turnAfterLastPlacement);
        QVERIFY(g.match->game().isOver());
        QCOMPARE(g.match->endDiscards().size(), std::size_t(2));
        QCOMPARE(eventsText(g), (QStringList{u"t5 Ann fairy 1"_s, u"t4 Ann road 4 final"_s, u"t4 Ann fairy 3 final"_s}));
        QCOMPARE(g.match->game().score(0), 1 + 4 + 3);
    }

    void savedMidTurn()
    {
        // Saved after the tile was placed, before the follower and COMMIT: the game goes on
        // within that turn, the tile on the board and the follower still to decide.
        QJsonObject game = oneTurnGame();
        game.remove(u"gameAnnotations"_s);
        const document::LoadedGame g = import(withReplay(game, {placeTile(u"BA/C"_s, u"R180"_s, 0, -1)}));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->turns().size(), std::size_t(0));
        QCOMPARE(g.match->game().phase(), Phase::Deploy);
        QCOMPARE(g.match->game().board().placed().size(), std::size_t(2));
        QCOMPARE(g.match->currentTurn().decisions.size(), std::size_t(2)); // its draw and its placement
        // A deployment without its COMMIT ends the turn for us: the next player draws.
        const document::LoadedGame deployed = import(
            withReplay(game, {placeTile(u"BA/C"_s, u"R180"_s, 0, -1), deploy(0, -1, u"City"_s, u"S"_s, u"0.small.1"_s)}));
        QVERIFY2(deployed.ok(), qPrintable(issuesText(deployed)));
        QCOMPARE(deployed.match->turns().size(), std::size_t(1));
        QCOMPARE(deployed.match->game().currentPlayer(), 1);
    }

    void dragonBeforeScoringByDefault()
    {
        // JCloisterZone moves the dragon before the turn's scoring unless its rule "dragon-move:
        // after-scoring" says otherwise (RULES.md "Dragon timing"): an imported game carries the
        // rule option (tst_rules_princess's timing test plays both); a base game keeps ours.
        const QJsonObject game = QJsonDocument::fromJson(readData(u"princess-dragon.jcz"_s)).object();
        QVERIFY(!game[u"setup"_s].toObject()[u"rules"_s].toObject().contains(u"dragon-move"_s));
        const document::LoadedGame g = import(game);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.info->rules.dragonTiming, DragonTiming::BeforeScoring);
        QCOMPARE(import(oneTurnGame()).info->rules.dragonTiming, DragonTiming::AfterScoring);
    }

    void dragonAfterScoring_data()
    {
        QTest::addColumn<bool>("commitAfterFlight");
        QTest::newRow("flight then COMMIT") << true;
        QTest::newRow("flight without COMMIT") << false;
    }

    void dragonAfterScoring()
    {
        // "dragon-move: after-scoring": JCloisterZone writes the dragon's steps after the turn's
        // COMMIT. The Princess & the Dragon game above, so written, plays as before: the
        // dragon eats Ann's monk on turn 5 and the scores are the same (nothing completed then).
        QFETCH(bool, commitAfterFlight);
        QJsonObject game = QJsonDocument::fromJson(readData(u"princess-dragon.jcz"_s)).object();
        game = changed(game, u"rules"_s, u"dragon-move"_s, u"after-scoring"_s);
        QJsonArray replay = game.value(u"replay"_s).toArray();
        QJsonArray moved;
        int flightAt = -1;
        for (qsizetype i = 0; i < replay.size(); ++i) {
            const QJsonObject m = replay.at(i).toObject();
            const bool dragon = m.value(u"payload"_s).toObject().value(u"figureId"_s) == QJsonValue(u"dragon.1"_s);
            if (dragon) {
                flightAt = int(moved.size());
                continue; // written after the COMMIT below
            }
            moved.append(m);
            if (flightAt >= 0 && m.value(u"type"_s) == QJsonValue(u"COMMIT"_s)) {
                for (qsizetype j = 0; j < replay.size(); ++j)
                    if (replay.at(j).toObject().value(u"payload"_s).toObject().value(u"figureId"_s)
                        == QJsonValue(u"dragon.1"_s))
                        moved.append(replay.at(j));
                if (commitAfterFlight)
                    moved.append(m);
                flightAt = -1;
            }
        }
        QCOMPARE(moved.size(), replay.size() + (commitAfterFlight ? 1 : 0));
        const document::LoadedGame g = import(withReplay(game, moved));
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.info->rules.dragonTiming, DragonTiming::AfterScoring);
        QVERIFY(g.match->game().isOver());
        QCOMPARE(g.match->game().score(0), 0);
        QCOMPARE(g.match->game().score(1), 10);
        QCOMPARE(g.match->turns().size(), std::size_t(8));
    }

    void finishedGameHasItsTilesOnly()
    {
        const document::LoadedGame g = document::importJcz(kDataDir + u"cloister.jcz"_s);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        const TileSet &set = g.info->tileSets[0];
        // The pile held the eight tiles played; the start tile keeps its own copy.
        QCOMPARE(set.totalCount(), 9);
        QCOMPARE(set.find("cloister")->count, 3);
        QCOMPARE(set.find("road-straight")->count, 2);
        QCOMPARE(set.find("city-cap-road-straight")->count, 1);
        QCOMPARE(set.find("city-full-pennant")->count, 0);
        QCOMPARE(g.match->game().tilesLeft(), 0);
        const document::LoadedGame log = document::parseGameLog(document::gameLogToJson(*g.info, *g.match), u"log.json"_s);
        QVERIFY2(log.ok(), qPrintable(issuesText(log)));
        QVERIFY(log.match->game().isOver());
        QVERIFY(log.match->game().events() == g.match->game().events());
    }

    void locations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("halves");
        QTest::addColumn<bool>("inside");
        QTest::newRow("N") << u"N"_s << true << 0b0001 << 0 << false;
        QTest::newRow("SE") << u"SE"_s << true << 0b0110 << 0 << false;
        QTest::newRow("ES") << u"ES"_s << true << 0b0110 << 0 << false;
        QTest::newRow("WE") << u"WE"_s << true << 0b1010 << 0 << false;
        QTest::newRow("NWSE") << u"NWSE"_s << true << 0b1111 << 0 << false;
        QTest::newRow("_S") << u"_S"_s << true << 0b1011 << 0 << false;
        QTest::newRow("_N") << u"_N"_s << true << 0b1110 << 0 << false;
        QTest::newRow("half-edges") << u"NL.NR.EL.WR"_s << true << 0 << 0b10000111 << false;
        QTest::newRow("I") << u"I"_s << true << 0 << 0 << true;
        QTest::newRow("CLOISTER") << u"CLOISTER"_s << true << 0 << 0 << true;
        for (const QString &bad :
             {u""_s, u"X"_s, u"NN"_s, u"NESWN"_s, u"N.NL"_s, u"I.N"_s, u"NL."_s, u"nl"_s, u"_X"_s, u"NL.INNER_FARM"_s})
            QTest::newRow(qPrintable(u"bad '"_s + bad + u"'"_s)) << bad << false << 0 << 0 << false;
    }

    void locations()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const auto loc = document::parseJczLocation(text);
        QCOMPARE(loc.has_value(), valid);
        if (!valid)
            return;
        QFETCH(int, sides);
        QFETCH(int, halves);
        QFETCH(bool, inside);
        QCOMPARE(int(loc->sides), sides);
        QCOMPARE(int(loc->halves), halves);
        QCOMPARE(loc->inside, inside);
    }

    void featuresAtLocations()
    {
        const TileCatalog catalog({*document::loadNamedTileSet(u"base"_s).set});
        const auto at = [&](const char *tile, int rotation, FeatureKind kind, const QString &location) {
            return int(document::featureAtJczLocation(catalog.tile(TileIndex(catalog.find(tile))), rotation, kind,
                                                      *document::parseJczLocation(location)));
        };
        constexpr int none = kNoFeature;
        // City on N, E, W; turned 270 degrees it lies on S, W, N.
        QCOMPARE(at("city-three", 3, FeatureKind::City, u"_E"_s), 0);
        QCOMPARE(at("city-three", 3, FeatureKind::City, u"NSW"_s), 0);
        QCOMPARE(at("city-three", 3, FeatureKind::City, u"NS"_s), none); // only part of the city
        QCOMPARE(at("city-three", 3, FeatureKind::Road, u"_E"_s), none); // not a road
        QCOMPARE(at("city-three", 3, FeatureKind::Field, u"EL.ER"_s), 1);
        QCOMPARE(at("city-three", 3, FeatureKind::Field, u"EL"_s), none); // only part of the field
        // Two cities on one tile: each is its own feature.
        QCOMPARE(at("city-caps-opposite", 1, FeatureKind::City, u"E"_s), 0);
        QCOMPARE(at("city-caps-opposite", 1, FeatureKind::City, u"W"_s), 1);
        QCOMPARE(at("city-caps-opposite", 1, FeatureKind::City, u"WE"_s), none);
        QCOMPARE(at("road-crossroads", 2, FeatureKind::Road, u"N"_s), 2);
        QCOMPARE(at("road-crossroads", 2, FeatureKind::Field, u"NL.WR"_s), 6); // its own ER.SL
        QCOMPARE(at("road-straight", 1, FeatureKind::Road, u"NS"_s), 0);
        QCOMPARE(at("cloister-road", 2, FeatureKind::Cloister, u"I"_s), 0);
        QCOMPARE(at("cloister-road", 2, FeatureKind::Road, u"N"_s), 1);
        QCOMPARE(at("road-curve", 0, FeatureKind::Cloister, u"I"_s), none);
        QCOMPARE(at("road-curve", 0, FeatureKind::City, u"I"_s), none);
    }

    void everyFeatureAtItsOwnLocation_data()
    {
        QTest::addColumn<QString>("set");
        for (const char *set : {"base", "river", "inns-cathedrals", "traders-builders", "princess-dragon"})
            QTest::newRow(set) << QString::fromLatin1(set);
    }

    void everyFeatureAtItsOwnLocation()
    {
        // Every road, city, field and cloister of every tile in every rotation is found from
        // the location JCloisterZone names it by (written here from our own tile data); a
        // field that touches no edge by both its names ("I" in version 5, "INNER_FARM" in 4.x);
        // no figure finds a river.
        QFETCH(QString, set);
        const TileCatalog catalog({*document::loadNamedTileSet(set).set});
        int checked = 0;
        int innerFields = 0;
        for (const CompiledTile &tile : catalog.tiles()) {
            const auto &features = tile.type.features;
            for (int rotation = 0; rotation < 4; ++rotation) {
                for (std::size_t f = 0; f < features.size(); ++f) {
                    const FeatureDef &def = features[f];
                    QStringList parts;
                    if (def.kind == FeatureKind::Cloister) {
                        parts << u"I"_s;
                    } else if (def.kind == FeatureKind::Field) {
                        const std::uint8_t halves = rotateHalfMask(def.halves, rotation);
                        for (int h = 0; h < kHalfEdges; ++h)
                            if (halves & (1u << h))
                                parts << kHalfNames[h];
                        if (parts.isEmpty()) {
                            ++innerFields;
                            const auto older = document::parseJczLocation(u"INNER_FARM"_s);
                            QVERIFY(older);
                            QCOMPARE(document::featureAtJczLocation(tile, rotation, def.kind, *older), f);
                            parts << u"I"_s;
                        }
                    } else {
                        const std::uint8_t sides = rotateSideMask(def.sides, rotation);
                        QString letters;
                        for (int s = 0; s < kSides; ++s)
                            if (sides & (1u << s))
                                letters += kSideNames[s];
                        parts << letters;
                    }
                    const QString text = parts.join(u'.');
                    const QString where = u"%1 turned %2: feature %3 at %4"_s.arg(QString::fromStdString(tile.type.id))
                                              .arg(rotation * 90)
                                              .arg(f)
                                              .arg(text);
                    const auto location = document::parseJczLocation(text);
                    QVERIFY2(location, qPrintable(where));
                    if (def.kind == FeatureKind::River) {
                        for (const FeatureKind kind :
                             {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister})
                            QVERIFY2(document::featureAtJczLocation(tile, rotation, kind, *location) == kNoFeature,
                                     qPrintable(where));
                    } else {
                        QVERIFY2(document::featureAtJczLocation(tile, rotation, def.kind, *location) == f,
                                 qPrintable(where));
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
        // The sets with such fields have some (the cloister in a city of Inns & Cathedrals...).
        if (set != u"base"_s && set != u"river"_s)
            QVERIFY2(innerFields > 0, qPrintable(set));
    }

    void refusedFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("turnsKept"); // -1: no game at all
        QTest::addColumn<QList<ExpectedIssue>>("issues");
        QTest::newRow("unknown tile")
            << u"error-unknown-tile.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[3].payload.tileId"_s,
                    u"Replay message 3 (turn 2): unknown tile \"BA/Xyz\" (not in the tile sets Tessera has)."_s}};
        QTest::newRow("unsupported set") << u"error-unsupported-set.jcz"_s << -1
                                         << QList<ExpectedIssue>{{0, u"$.setup.sets[\"tower:1\"]"_s,
                                                                  u"The tile set \"tower:1\" is not supported yet."_s}};
        QTest::newRow("unsupported element")
            << u"error-unsupported-element.jcz"_s << -1
            << QList<ExpectedIssue>{{0, u"$.setup.elements.tower"_s,
                                     u"The element \"tower\" (a figure or rule of an expansion) is not supported yet."_s}};
        // Without "farmers" in the elements no figure stands on a field.
        QTest::newRow("farmers off")
            << u"error-farmers-off.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[4]"_s,
                    u"Replay message 4 (turn 2): the follower cannot be deployed: figures cannot stand on that feature in this game."_s}};
        QTest::newRow("unsupported message")
            << u"error-unsupported-message.jcz"_s << 0
            << QList<ExpectedIssue>{
                   {1, u"$.replay[2].type"_s,
                    u"Replay message 2 (turn 1): the message \"PLACE_TOWER_PIECE\" is not supported: Tessera has no such move yet."_s}};
        QTest::newRow("deploy on another tile")
            << u"error-deploy-other-tile.jcz"_s << 0
            << QList<ExpectedIssue>{
                   {1, u"$.replay[1].payload.pointer.position"_s,
                    u"Replay message 1 (turn 1): the follower is deployed on the tile at 0, 0, but this turn's tile lies at 0, -1 "
                    "and has no magic portal."_s}};
        QTest::newRow("wrong owner")
            << u"error-wrong-owner.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[4].payload.meepleId"_s,
                    u"Replay message 4 (turn 2): the follower \"0.small.2\" belongs to Ann, but it is Ben's turn."_s}};
        QTest::newRow("illegal placement")
            << u"error-illegal-placement.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[3]"_s,
                    u"Replay message 3 (turn 2): the tile \"BA/C\" cannot be placed there: an edge of the tile does not match its neighbour."_s}};
        QTest::newRow("occupied feature")
            << u"error-occupied-feature.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[4]"_s,
                    u"Replay message 4 (turn 2): the follower cannot be deployed: the connected feature already holds a follower."_s}};
        QTest::newRow("undo at the start of a turn")
            << u"error-undo-turn-start.jcz"_s << 1
            << QList<ExpectedIssue>{
                   {2, u"$.replay[3]"_s,
                    u"Replay message 3 (turn 2): UNDO has nothing to take back: no tile is placed in this turn."_s}};
        QTest::newRow("malformed JSON")
            << u"error-malformed.jcz"_s << -1
            << QList<ExpectedIssue>{{0, QString(), u"JSON syntax error at line 6, column 1: unterminated object."_s}};
        QTest::newRow("duplicate key") << u"error-duplicate-key.jcz"_s << -1
                                       << QList<ExpectedIssue>{
                                              {0, u"$.players[1].name"_s,
                                               u"This key appears twice in its object; a file must say each thing once."_s}};
        QTest::newRow("control character in a name")
            << u"error-player-name.jcz"_s << -1
            << QList<ExpectedIssue>{
                   {0, u"$.players[1].name"_s, u"A player name must not contain control characters (character U+009b)."_s}};
        QTest::newRow("wrong types")
            << u"error-wrong-types.jcz"_s << -1
            << QList<ExpectedIssue>{
                   {0, u"$.setup.sets"_s, u"\"sets\" must be an object naming the tile sets of the game."_s},
                   {0, u"$.setup.elements[\"small-follower\"]"_s,
                    u"Tessera plays with 1 to 99 followers per player; the game has seven."_s},
                   {0, u"$.setup.rules"_s, u"\"rules\" must be an object."_s},
                   {0, u"$.players"_s, u"\"players\" must be an array of players."_s},
                   {0, u"$.gameAnnotations.endTurn"_s, u"\"endTurn\" must be a whole number from 0 to 100000."_s}};
    }

    void refusedFiles()
    {
        QFETCH(QString, file);
        QFETCH(int, turnsKept);
        QFETCH(QList<ExpectedIssue>, issues);
        const document::LoadedGame g = document::importJcz(kDataDir + file);
        QVERIFY(!g.ok());
        QCOMPARE(g.issues.size(), issues.size());
        for (qsizetype i = 0; i < issues.size(); ++i) {
            QCOMPARE(g.issues[i].file, kDataDir + file);
            QCOMPARE(g.issues[i].message, issues[i].message);
            QCOMPARE(g.issues[i].jsonPath, issues[i].path);
            QCOMPARE(g.issues[i].turn, issues[i].turn);
        }
        QCOMPARE(g.match ? int(g.match->turns().size()) : -1, turnsKept);
    }

    void refusedChanges_data()
    {
        QTest::addColumn<QJsonObject>("game");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const QJsonObject game = oneTurnGame();
        const QJsonObject place = placeTile(u"BA/C"_s, u"R180"_s, 0, -1);
        const QJsonObject commit = message(u"COMMIT"_s);
        const QJsonObject pass = message(u"PASS"_s);
        QTest::newRow("phantom")
            << withReplay(game, {place, deploy(0, -1, u"City"_s, u"S"_s, u"0.phantom.1"_s), commit})
            << u"$.replay[1].payload.meepleId"_s
            << u"Replay message 1 (turn 1): the figure \"0.phantom.1\" is not supported: Tessera has followers, "
               "large followers, builders and pigs so far."_s;
        QTest::newRow("builder not in the game")
            << withReplay(game, {place, deploy(0, -1, u"City"_s, u"S"_s, u"0.builder.1"_s), commit}) << u"$.replay[1]"_s
            << u"Replay message 1 (turn 1): the follower cannot be deployed: the player has no such figure left."_s;
        QTest::newRow("big follower not in the game")
            << withReplay(game, {place, deploy(0, -1, u"City"_s, u"S"_s, u"0.big.1"_s), commit}) << u"$.replay[1]"_s
            << u"Replay message 1 (turn 1): the follower cannot be deployed: the player has no such figure left."_s;
        QTest::newRow("no such player")
            << withReplay(game, {place, deploy(0, -1, u"City"_s, u"S"_s, u"2.small.1"_s), commit})
            << u"$.replay[1].payload.meepleId"_s
            << u"Replay message 1 (turn 1): the figure \"2.small.1\" belongs to no player of the game."_s;
        QTest::newRow("bad meeple id") << withReplay(game, {place, deploy(0, -1, u"City"_s, u"S"_s, u"small"_s), commit})
                                       << u"$.replay[1].payload.meepleId"_s
                                       << u"Replay message 1 (turn 1): \"meepleId\" must look like \"0.small.1\"."_s;
        QTest::newRow("no city there")
            << withReplay(game, {place, deploy(0, -1, u"City"_s, u"N"_s, u"0.small.1"_s), commit})
            << u"$.replay[1].payload.pointer"_s
            << u"Replay message 1 (turn 1): the tile \"BA/C\" turned 180 degrees has no City at \"N\"."_s;
        QTest::newRow("tower") << withReplay(game, {place, deploy(0, -1, u"Tower"_s, u"I"_s, u"0.small.1"_s), commit})
                               << u"$.replay[1].payload.pointer.feature"_s
                               << u"Replay message 1 (turn 1): followers on \"Tower\" are not supported."_s;
        QTest::newRow("bad location") << withReplay(game, {place, deploy(0, -1, u"City"_s, u"SS"_s, u"0.small.1"_s), commit})
                                      << u"$.replay[1].payload.pointer.location"_s
                                      << u"Replay message 1 (turn 1): \"SS\" is not a location on a tile."_s;
        QTest::newRow("bad rotation") << withReplay(game, {placeTile(u"BA/C"_s, u"R45"_s, 0, -1), pass, commit})
                                      << u"$.replay[0].payload.rotation"_s
                                      << u"Replay message 0 (turn 1): \"rotation\" must be R0, R90, R180 or R270."_s;
        QTest::newRow("bad position")
            << withReplay(game,
                          {message(u"PLACE_TILE"_s,
                                   {{u"tileId"_s, u"BA/C"_s}, {u"rotation"_s, u"R0"_s}, {u"position"_s, u"0,1"_s}}),
                           pass, commit})
            << u"$.replay[0].payload.position"_s
            << u"Replay message 0 (turn 1): \"position\" must be [x, y] with whole numbers from -100000 to 100000."_s;
        QTest::newRow("pass first") << withReplay(game, {pass}) << u"$.replay[0]"_s
                                    << u"Replay message 0 (turn 1): PASS comes before the turn's tile was placed."_s;
        QTest::newRow("two decisions")
            << withReplay(game, {place, pass, pass, commit}) << u"$.replay[2]"_s
            << u"Replay message 2 (turn 1): PASS comes after the turn's follower was already decided."_s;
        QTest::newRow("two tiles")
            << withReplay(game, {place, pass, placeTile(u"BA/C"_s, u"R0"_s, 1, -1), commit}) << u"$.replay[2]"_s
            << u"Replay message 2 (turn 1): a second tile is placed before the turn ended with COMMIT."_s;
        const QJsonObject undo = message(u"UNDO"_s);
        QTest::newRow("undo first")
            << withReplay(game, {undo, place, pass, commit}) << u"$.replay[0]"_s
            << u"Replay message 0 (turn 1): UNDO has nothing to take back: no tile is placed in this turn."_s;
        QTest::newRow("undo past the placement")
            << withReplay(game, {place, undo, undo, place, pass, commit}) << u"$.replay[2]"_s
            << u"Replay message 2 (turn 1): UNDO has nothing to take back: no tile is placed in this turn."_s;
        // The tile stays in the player's hand when its placement is taken back.
        QTest::newRow("other tile after undo")
            << withReplay(game, {place, undo, placeTile(u"BA/L"_s, u"R0"_s, 0, 1), pass, commit})
            << u"$.replay[2].payload.tileId"_s
            << u"Replay message 2 (turn 1): the tile \"BA/L\" is placed, but UNDO took back the placement of \"BA/C\", which the player still holds."_s;
        // A refusal names the message that stands, not the one taken back.
        QTest::newRow("illegal placement after undo")
            << withReplay(game, {place, undo, placeTile(u"BA/C"_s, u"R0"_s, 0, -1), pass, commit}) << u"$.replay[2]"_s
            << u"Replay message 2 (turn 1): the tile \"BA/C\" cannot be placed there: an edge of the tile does not match its neighbour."_s;
        QTest::newRow("wrong owner after undo")
            << withReplay(game,
                          {place, deploy(0, -1, u"City"_s, u"S"_s, u"0.small.1"_s), undo,
                           deploy(0, -1, u"City"_s, u"S"_s, u"1.small.1"_s), commit})
            << u"$.replay[3].payload.meepleId"_s
            << u"Replay message 3 (turn 1): the follower \"1.small.1\" belongs to Ben, but it is Ann's turn."_s;
        QTest::newRow("commit alone") << withReplay(game, {commit}) << u"$.replay[0]"_s
                                      << u"Replay message 0 (turn 1): COMMIT ends a turn in which no tile was placed."_s;
        QTest::newRow("not a message")
            << withReplay(game, {42}) << u"$.replay[0]"_s
            << u"Replay message 0 (turn 1): a message must be an object with a \"type\" and a \"payload\" object."_s;
        QTest::newRow("draw order without the placed tile")
            << withAnnotations(game, {{u"drawOrder"_s, QJsonArray{u"BA/L"_s}}}) << u"$.gameAnnotations.drawOrder"_s
            << u"The draw order does not list the tile \"BA/C\" placed by replay message 0."_s;
        QTest::newRow("draw order names no tile")
            << withAnnotations(game, {{u"drawOrder"_s, QJsonArray{u"XX/Q"_s}}}) << u"$.gameAnnotations.drawOrder[0]"_s
            << u"The draw order names \"XX/Q\", which is not a tile of the game's sets."_s;
        QTest::newRow("draw order not a list")
            << withAnnotations(game, {{u"drawOrder"_s, 3}}) << u"$.gameAnnotations.drawOrder"_s
            << u"\"drawOrder\" must be an array of tile ids."_s;
        // A tile the draw order puts before the placed one was discarded: it must fit nowhere.
        QTest::newRow("discard that fits")
            << withAnnotations(game, {{u"drawOrder"_s, QJsonArray{u"BA/L"_s, u"BA/C"_s}}}) << u"$.replay[0]"_s
            << u"Replay message 0 (turn 1): the tile \"BA/L\" is recorded as discarded, but it can be placed."_s;
        QTest::newRow("unknown rule") << changed(game, u"rules"_s, u"house-rule"_s, true)
                                      << u"$.setup.rules[\"house-rule\"]"_s
                                      << u"The rule \"house-rule\" is not supported."_s;
        QTest::newRow("tiny city value") << changed(game, u"rules"_s, u"tiny-city-scoring"_s, u"3"_s)
                                         << u"$.setup.rules[\"tiny-city-scoring\"]"_s
                                         << u"\"tiny-city-scoring\" must be \"4\" or \"2\"."_s;
        QTest::newRow("inn-and-cathedral-final-scoring")
            << changed(game, u"rules"_s, u"inn-and-cathedral-final-scoring"_s, u"half"_s)
            << u"$.setup.rules[\"inn-and-cathedral-final-scoring\"]"_s
            << u"\"inn-and-cathedral-final-scoring\" must be \"zero\" or \"ignore\"."_s;
        QTest::newRow("no followers") << changed(game, u"elements"_s, u"small-follower"_s, 0)
                                      << u"$.setup.elements[\"small-follower\"]"_s
                                      << u"Tessera plays with 1 to 99 followers per player; the game has 0."_s;
        // JCloisterZone's reading (builder_on_completed_feature off): Ann's cloister at (2,0)
        // ends the road of her thief, which Ben's cloister at (-1,0) ended at the other side.
        QTest::newRow("builder on the road its tile completes")
            << withReplay(changed(game, u"elements"_s, u"builder"_s, 1),
                          {placeTile(u"BA/RFr"_s, u"R0"_s, 1, 0), deploy(1, 0, u"Road"_s, u"WE"_s, u"0.small.1"_s), commit,
                           placeTile(u"BA/LR"_s, u"R270"_s, -1, 0), commit, placeTile(u"BA/LR"_s, u"R90"_s, 2, 0),
                           deploy(2, 0, u"Road"_s, u"W"_s, u"0.builder.1"_s), commit})
            << u"$.replay[6]"_s
            << u"Replay message 6 (turn 3): the follower cannot be deployed: that feature is completed already."_s;
        QTest::newRow("two pigs") << changed(game, u"elements"_s, u"pig"_s, 2) << u"$.setup.elements.pig"_s
                                  << u"Tessera gives each player at most one \"pig\"; the game gives 2."_s;
        QTest::newRow("fairy on a tile") << changed(game, u"rules"_s, u"fairy-placement"_s, u"on-tile"_s)
                                         << u"$.setup.rules[\"fairy-placement\"]"_s
                                         << u"The rule \"fairy-placement\": \"on-tile\" is not supported: Tessera's fairy "
                                            "stands beside a follower (\"next-follower\")."_s;
        QTest::newRow("princess must") << changed(game, u"rules"_s, u"princess-action"_s, u"must"_s)
                                       << u"$.setup.rules[\"princess-action\"]"_s
                                       << u"The rule \"princess-action\": \"must\" is not supported: in Tessera the "
                                          "princess's removal is a choice (\"may\")."_s;
        QTest::newRow("two base sets") << changed(game, u"sets"_s, u"basic:1"_s, 2) << u"$.setup.sets[\"basic:1\"]"_s
                                       << u"Tessera plays each tile set once; the game uses \"basic:1\" 2 times."_s;
        QJsonObject setup = game[u"setup"_s].toObject();
        setup.insert(u"start"_s,
                     QJsonArray{QJsonObject{{u"tile"_s, u"BA/L"_s}, {u"x"_s, 0}, {u"y"_s, 0}, {u"rotation"_s, 0}}});
        QJsonObject otherStart = game;
        otherStart.insert(u"setup"_s, setup);
        QTest::newRow("other start tile") << otherStart << u"$.setup.start[0]"_s
                                          << u"The game must begin with the start tile \"BA/RCr\" at 0, 0, unrotated."_s;
        QTest::newRow("no player") << withPlayers(game, 0) << u"$.players"_s
                                   << u"Tessera plays with 1 to 5 players, not 0."_s;
        QTest::newRow("six players without Inns & Cathedrals")
            << withPlayers(game, 6) << u"$.players"_s
            << u"Tessera plays with 1 to 5 players, not 6: a sixth player needs Inns & Cathedrals."_s;
        QTest::newRow("seven players") << withPlayers(changed(game, u"elements"_s, u"big-follower"_s, 1), 7)
                                       << u"$.players"_s << u"Tessera plays with 1 to 6 players, not 7."_s;
        QJsonObject riverStart = changed(game, u"sets"_s, u"river/1:1"_s, 1);
        QTest::newRow("river without the spring")
            << riverStart << u"$.setup.start[0]"_s
            << u"The game must begin with the start tile \"RI/s\" at 0, 0, unrotated."_s;
        // endTurn counts the tiles drawn: never fewer than the tiles placed.
        QTest::newRow("end turn") << withAnnotations(game, {{u"endTurn"_s, 0}}) << u"$.gameAnnotations.endTurn"_s
                                  << u"The game counts fewer draws (endTurn: 0) than its replay places tiles (1)."_s;
    }

    void refusedChanges()
    {
        QFETCH(QJsonObject, game);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const document::LoadedGame g = import(game);
        QCOMPARE(g.issues.size(), 1);
        QCOMPARE(g.issues[0].jsonPath, path);
        QCOMPARE(g.issues[0].message, message);
    }

    void notAGame()
    {
        const auto only = [](const document::LoadedGame &g) {
            return g.issues.size() == 1 ? g.issues[0].message : issuesText(g);
        };
        QCOMPARE(only(document::parseJcz(" \n", u"x.jcz"_s)), u"The file is empty."_s);
        QCOMPARE(only(document::parseJcz("[1, 2]", u"x.jcz"_s)), u"A JCloisterZone saved game must hold a JSON object."_s);
        QCOMPARE(only(document::importJcz(kDataDir + u"no-such-file.jcz"_s)),
                 u"Cannot open the file: No such file or directory"_s);
        QTemporaryDir dir;
        QFile big(dir.filePath(u"big.jcz"_s));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(document::kMaxJczFileSize + 1));
        big.close();
        QCOMPARE(only(document::importJcz(big.fileName())),
                 u"The file is larger than 64 MiB, the limit for this kind of file."_s);
    }

    void toldApart()
    {
        QTemporaryDir dir;
        // A .jcz under another name is recognised by its "setup" and "replay".
        const QString renamed = dir.filePath(u"game.json"_s);
        QVERIFY(QFile::copy(kDataDir + u"tiny-city.jcz"_s, renamed));
        QVERIFY(document::isJczFile(renamed));
        QVERIFY(document::isJczFile(kDataDir + u"error-malformed.jcz"_s)); // by its name
        document::LoadedGame g = document::loadGameOrJcz(renamed);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().score(0), 2);
        // A Tessera log stays a log.
        const QString log = dir.filePath(u"log.json"_s);
        QVERIFY(document::saveGameLog(*g.info, *g.match, log));
        QVERIFY(!document::isJczFile(log));
        g = document::loadGameOrJcz(log);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().score(0), 2);
    }

    void referenceGames_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(kReferenceDir, {u"*.jcz"_s}, QDir::Files, QDirIterator::Subdirectories);
        QStringList paths;
        while (it.hasNext())
            paths << it.next();
        paths.sort();
        if (paths.isEmpty())
            QTest::newRow("absent") << QString(); // a user's clone has no ../shared
        for (const QString &p : paths)
            QTest::newRow(qPrintable(QDir(kReferenceDir).relativeFilePath(p))) << p;
    }

    void referenceGames()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/interop/jcz/games is not there (it is only beside the project's own checkout)");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const document::LoadedGame g = document::importJcz(path);
        QStringList unsupported;
        const QJsonObject sets = root[u"setup"_s][u"sets"_s].toObject();
        for (auto it = sets.begin(); it != sets.end(); ++it)
            if (document::builtinSetForJczSet(it.key()).isEmpty())
                unsupported << it.key();
        if (!unsupported.isEmpty()) {
            // Refused, naming the set, and then nothing to compare.
            for (const QString &set : unsupported)
                QVERIFY2(std::any_of(
                             g.issues.begin(), g.issues.end(),
                             [&](const document::LogIssue &i) { return i.jsonPath == u"$.setup.sets[\"%1\"]"_s.arg(set); }),
                         qPrintable(issuesText(g)));
            QSKIP(qPrintable(u"needs the tile set %1, which Tessera does not have yet"_s.arg(unsupported.join(u", "_s))));
        }
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        const QJsonArray assertions = root[u"test"_s][u"assertions"_s].toArray();
        int checked = 0;
        const QStringList failed = failedAssertions(g, assertions, &checked);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(u'\n')));
        QVERIFY(checked > 0);
        qInfo("%d assertions checked", checked);
    }

    void builtinSets()
    {
        // The real sets' sizes (the River with its spring and lake). A game plays several sets
        // together and imported games name tiles by JCloisterZone id, so both kinds of id are
        // unique across all built-in sets.
        const std::map<QString, int> totals{{u"base"_s, 72},
                                            {u"river"_s, 12},
                                            {u"inns-cathedrals"_s, 18},
                                            {u"traders-builders"_s, 24},
                                            {u"princess-dragon"_s, 30}};
        std::set<std::string> ids, jczIds;
        for (const QString &name : document::builtinTileSetNames()) {
            const auto loaded = document::loadNamedTileSet(name);
            QVERIFY2(loaded.ok(), qPrintable(name));
            if (totals.contains(name))
                QCOMPARE(loaded.set->totalCount(), totals.at(name));
            for (const TileType &tile : loaded.set->tiles) {
                QVERIFY2(ids.insert(tile.id).second, qPrintable(name + u": "_s + QString::fromStdString(tile.id)));
                QVERIFY2(tile.jczId.empty() || jczIds.insert(tile.jczId).second,
                         qPrintable(name + u": "_s + QString::fromStdString(tile.jczId)));
            }
        }
        for (const auto &[name, total] : totals)
            QVERIFY2(document::builtinTileSetNames().contains(name), qPrintable(name));
        // The spring replaces the start tile; Inns & Cathedrals only adds tiles.
        const TileSet river = *document::loadNamedTileSet(u"river"_s).set;
        const TileType *spring = river.find(river.startTile);
        QVERIFY(spring);
        QCOMPARE(QString::fromStdString(spring->jczId), u"RI/s"_s);
        QCOMPARE(spring->count, 1);
        QVERIFY(document::loadNamedTileSet(u"inns-cathedrals"_s).set->startTile.empty());
    }

    void referenceTiles_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("jczSet");
        QTest::newRow("base") << u"base"_s << u"basic.xml"_s << u"basic:1"_s;
        QTest::newRow("river") << u"river"_s << u"river.xml"_s << u"river/1:1"_s;
        QTest::newRow("inns-cathedrals") << u"inns-cathedrals"_s << u"inns_and_cathedrals.xml"_s
                                         << u"inns-and-cathedrals:1"_s;
        QTest::newRow("traders-builders") << u"traders-builders"_s << u"traders_and_builders.xml"_s
                                          << u"traders-and-builders:1"_s;
        QTest::newRow("princess-dragon") << u"princess-dragon"_s << u"princess_and_dragon.xml"_s
                                         << u"princess-and-dragon:1"_s;
    }

    void referenceTiles()
    {
        // Our set against JCloisterZone's: the same tiles and counts, and in every rotation the
        // same edges, and every feature that program defines maps to exactly one of ours with
        // the same pennants, inn, cathedral and bordering cities.
        QFETCH(QString, set);
        QFETCH(QString, file);
        QFETCH(QString, jczSet);
        QFile xml(kReferenceTilesDir + file);
        if (!xml.open(QIODevice::ReadOnly))
            QSKIP("../shared/interop/jcz/tiles is not there (it is only beside the project's own checkout)");
        const ReferenceTiles reference = readReferenceTiles(&xml);
        const TileSet ours = *document::loadNamedTileSet(set).set;
        const TileCatalog catalog({ours});
        QVERIFY(reference.sets.contains(jczSet));
        QCOMPARE(reference.sets.at(jczSet).size(), ours.tiles.size());
        for (const auto &[id, count] : reference.sets.at(jczSet)) {
            const int index = catalog.findJcz(id.toStdString());
            QVERIFY2(index >= 0, qPrintable(id));
            const CompiledTile &tile = catalog.tile(TileIndex(index));
            QCOMPARE(tile.type.count, count);
            const auto &features = reference.tiles.at(id);
            QCOMPARE(features.size(), tile.type.features.size());
            const QStringList marks = reference.marks.contains(id) ? reference.marks.at(id) : QStringList();
            QVERIFY2(tile.type.volcano == marks.contains(u"volcano"_s) && tile.type.dragon == marks.contains(u"dragon"_s)
                         && tile.type.portal == marks.contains(u"portal"_s),
                     qPrintable(id));
            for (int rotation = 0; rotation < 4; ++rotation) {
                const QString where = id + u" turned "_s + QString::number(rotation);
                QVERIFY2(ourEdges(tile, rotation) == referenceEdges(features, rotation), qPrintable(where));
                std::set<int> found;
                for (const ReferenceFeature &f : features) {
                    const std::uint8_t mine = ourFeature(tile, rotation, f);
                    QVERIFY2(mine != kNoFeature,
                             qPrintable(where + u": "_s + f.element + u" at "_s + rotatedLocation(f, rotation)));
                    found.insert(mine);
                    const FeatureDef &def = tile.type.features[mine];
                    static const QStringList goodsNames{QString(), u"wine"_s, u"grain"_s, u"cloth"_s};
                    QVERIFY2(def.pennants == f.pennants && def.inn == f.inn && def.cathedral == f.cathedral
                                 && goodsNames[int(def.goods)] == f.resource && def.princess == f.princess,
                             qPrintable(where + u": "_s + f.element + u" at "_s + rotatedLocation(f, rotation)));
                    // The cities a field borders, named by one of their sides.
                    std::set<int> cities;
                    for (const QString &side : f.cities)
                        cities.insert(tile.rotations[0].sideFeature[std::size_t(kSideNames.indexOf(side))]);
                    QVERIFY2(cities == std::set<int>(def.adjacentCities.begin(), def.adjacentCities.end()),
                             qPrintable(where + u": cities of the field at "_s + rotatedLocation(f, rotation)));
                }
                QCOMPARE(found.size(), features.size()); // one to one
            }
        }
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const auto run = [](const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr) {
            QProcess p;
            p.start(QStringLiteral(TESSERA_CLI), args);
            if (!p.waitForFinished(60'000))
                return -1;
            if (out)
                *out = p.readAllStandardOutput();
            if (err)
                *err = p.readAllStandardError();
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QByteArray out, err;
        const QString log = dir.filePath(u"city.json"_s);
        QCOMPARE(run({u"import-jcz"_s, kDataDir + u"city-pennant.jcz"_s, u"-o"_s, log}, &out), 0);
        QCOMPARE(out, "Imported 4 turns (finished) into " + log.toUtf8() + '\n');
        const document::LoadedGame g = document::loadGameLog(log);
        QVERIFY2(g.ok(), qPrintable(issuesText(g)));
        QCOMPARE(g.match->game().score(0), 15);
        QCOMPARE(g.match->game().score(1), 5);

        QCOMPARE(run({u"replay"_s, kDataDir + u"cloister.jcz"_s, u"--json"_s}, &out), 0);
        const QJsonObject position = QJsonDocument::fromJson(out).object();
        QCOMPARE(position[u"finished"_s].toBool(), true);
        QCOMPARE(position[u"players"_s][1][u"score"_s].toInt(), 10);

        const QString refused = dir.filePath(u"refused.json"_s);
        QCOMPARE(run({u"import-jcz"_s, kDataDir + u"error-unknown-tile.jcz"_s, u"-o"_s, refused}, nullptr, &err), 1);
        QVERIFY2(err.contains("unknown tile \"BA/Xyz\""), err.constData());
        QVERIFY(!QFile::exists(refused));
        QCOMPARE(run({u"import-jcz"_s, kDataDir + u"road-scoring.jcz"_s}), 2);
    }
};

QTEST_GUILESS_MAIN(TestJczImport)
#include "tst_jczimport.moc"
