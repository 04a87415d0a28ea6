// The setup part of a .jcz export: what JCloisterZone cannot express is refused here; the rest
// becomes its sets, elements, rules, start tile and players around the replay (jczexportturns.cpp).

#include "jczexport.h"

#include "jczimport.h"
#include "jczinternal.h"
#include "safefile.h"
#include "tilesetlibrary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace {

// Text::tr() translates in the context "JczExport".
struct Text {
    Q_DECLARE_TR_FUNCTIONS(JczExport)
};

// The built-in set that `set` is (its tiles may have fewer copies: an imported finished game
// keeps only the tiles drawn), or a reason why it is not one JCloisterZone knows.
QString setProblem(const TileSet &set, bool gameOver)
{
    const QString id = QString::fromStdString(set.id);
    const QString name = QString::fromStdString(set.name);
    const QString notOurs = Text::tr(
                                "The tile set \"%1\" is not one of JCloisterZone's: only the built-in base game, "
                                "River, Inns & Cathedrals, Traders & Builders and the Princess & the Dragon can be "
                                "exported.")
                                .arg(name);
    if (jczSetForBuiltinSet(id).isEmpty())
        return notOurs;
    const TileSetLoadResult builtin = loadNamedTileSet(id);
    if (!builtin.set)
        return notOurs;
    for (const TileType &tile : set.tiles) {
        const TileType *original = builtin.set->find(tile.id);
        // Its name and drawing may differ (they change nothing in play); its edges and features not.
        TileType same = tile;
        if (original) {
            same.count = original->count;
            same.name = original->name;
            same.art = original->art;
        }
        if (!original || same != *original || tile.jczId.empty())
            return Text::tr(
                       "The tile set \"%1\" has been changed (the tile \"%2\" differs from the built-in one), so "
                       "JCloisterZone would play other tiles.")
                .arg(name, QString::fromStdString(tile.id));
        // A game that goes on needs the whole set: JCloisterZone deals the rest of it.
        if (tile.count > original->count || (!gameOver && tile.count != original->count))
            return Text::tr("The tile set \"%1\" has another number of the tile \"%2\" than JCloisterZone's.")
                .arg(name, QString::fromStdString(tile.id));
    }
    return QString();
}

QStringList setupProblems(const GameInfo &info, bool gameOver)
{
    QStringList problems;
    const RuleOptions &rules = info.rules;
    if (rules.handSize != 1)
        problems.append(Text::tr("JCloisterZone has no hand of three tiles: each player draws one tile a turn."));
    if (rules.farmScoring != FarmScoring::ThirdEdition)
        problems.append(
            Text::tr("JCloisterZone scores farms only by the third edition's rule (3 points for each "
                     "completed city), not city by city."));
    const TileCatalog catalog(info.tileSets);
    const TileCatalog::Contents &contents = catalog.contents();
    if ((contents.inns || contents.cathedrals) && rules.unfinishedInnsCathedrals != UnfinishedInnsCathedrals::Zero)
        problems.append(
            Text::tr("JCloisterZone scores an unfinished road with an inn, or city with a cathedral, as "
                     "nothing; this game scores them as plain ones."));
    for (const TileSet &set : info.tileSets)
        if (const QString problem = setProblem(set, gameOver); !problem.isEmpty())
            problems.append(problem);
    return problems;
}

// JCloisterZone begins one more turn when the tiles left all fit nowhere (RULES.md ends the game
// instead): with the fairy that turn's start may score. The game is played again under that
// reading; a score that comes out otherwise is a game JCloisterZone would end differently.
QString lastTurnProblem(const GameInfo &info, const Match &match)
{
    // A game whose pile ran out ends alike in both readings: only tiles left that fit nowhere
    // (the discards at the end) make JCloisterZone begin a turn more.
    if (!match.game().isOver() || match.endDiscards().empty() || info.rules.turnAfterLastPlacement || !info.rules.fairy)
        return QString();
    GameSetup setup = info.setup();
    setup.rules.turnAfterLastPlacement = true;
    Match again(setup);
    for (const TurnRecord &turn : match.turns())
        if (again.applyTurn(turn))
            return QString(); // cannot happen: the reading changes no placement
    if (again.applyEndDiscards(match.endDiscards()))
        return QString();
    for (int p = 0; p < match.game().playerCount(); ++p)
        if (again.game().score(p) != match.game().score(p))
            return Text::tr(
                       "JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy "
                       "would give %1 %n more points.",
                       nullptr, again.game().score(p) - match.game().score(p))
                .arg(info.players.value(p).name);
    return QString();
}

QJsonObject elementsOf(const GameInfo &info, const TileCatalog::Contents &contents)
{
    const RuleOptions &rules = info.rules;
    // JCloisterZone switches an element on by its key; figures say how many each player has.
    QJsonObject e{{u"small-follower"_s, rules.followers}};
    const auto on = [&](const QString &key, bool yes, const QJsonValue &value = QJsonValue(true)) {
        if (yes)
            e.insert(key, value);
    };
    on(u"farmers"_s, rules.farmers);
    on(u"big-follower"_s, rules.largeFollower, 1);
    on(u"builder"_s, rules.builder, 1);
    on(u"pig"_s, rules.pig, 1);
    on(u"fairy"_s, rules.fairy, 1);
    on(u"inn"_s, contents.inns && rules.inns);
    on(u"cathedral"_s, contents.cathedrals && rules.cathedrals);
    on(u"traders"_s, contents.goods && rules.goods);
    // JCloisterZone marks the pig-herd of Traders & Builders, which our printing of the set lacks.
    on(u"pig-herd"_s, std::any_of(info.tileSets.begin(), info.tileSets.end(), [](const TileSet &s) {
           return jczSetForBuiltinSet(QString::fromStdString(s.id)) == u"traders-and-builders:1"_s;
       }));
    on(u"dragon"_s, contents.princessDragon && rules.dragon, 1);
    on(u"princess"_s, contents.princessDragon && rules.princess);
    on(u"portal"_s, contents.princessDragon && rules.portal);
    return e;
}

// Only the rules that differ from JCloisterZone's defaults, as it writes them.
QJsonObject rulesOf(const RuleOptions &rules, const TileCatalog::Contents &contents)
{
    QJsonObject r;
    if (rules.tinyCity)
        r.insert(u"tiny-city-scoring"_s, u"2"_s);
    if (contents.princessDragon && rules.dragon && rules.dragonTiming == DragonTiming::AfterScoring)
        r.insert(u"dragon-move"_s, u"after-scoring"_s);
    return r;
}

QJsonObject setupOf(const GameInfo &info, const TileCatalog &catalog)
{
    QJsonObject sets;
    for (const TileSet &set : info.tileSets)
        sets.insert(jczSetForBuiltinSet(QString::fromStdString(set.id)), 1);
    // The tile the game begins with: the River's spring replaces the base game's start tile.
    const Game game(info.setup());
    const TileIndex startTile = game.board().placed().front().tile;
    const QJsonObject start{{u"tile"_s, QString::fromStdString(catalog.tile(startTile).type.jczId)},
                            {u"x"_s, 0},
                            {u"y"_s, 0},
                            {u"rotation"_s, 0}};
    return {{u"sets"_s, sets},
            {u"elements"_s, elementsOf(info, catalog.contents())},
            {u"rules"_s, rulesOf(info.rules, catalog.contents())},
            {u"timer"_s, QJsonValue::Null},
            {u"start"_s, QJsonArray{start}}};
}

QJsonArray playersOf(const GameInfo &info)
{
    // JCloisterZone seats players by slot; computers are written as people (it has its own).
    QJsonArray players;
    for (qsizetype i = 0; i < info.players.size(); ++i)
        players.append(QJsonObject{{u"name"_s, info.players[i].name}, {u"slot"_s, int(i)}, {u"ai"_s, false}});
    return players;
}

} // namespace

QStringList jczExportProblems(const GameInfo &info)
{
    // A finished game may keep fewer copies of a tile; whether it is finished is the replay's.
    return setupProblems(info, true);
}

JczExport gameToJcz(const GameInfo &info, const Match &match)
{
    JczExport result;
    result.problems = setupProblems(info, match.game().isOver());
    if (!result.ok())
        return result;
    if (const QString problem = lastTurnProblem(info, match); !problem.isEmpty()) {
        result.problems.append(problem);
        return result;
    }
    const TileCatalog catalog(info.tileSets);
    jcz::ExportedReplay replay = jcz::writeReplay(match);
    if (!replay.problem.isEmpty()) {
        result.problems.append(replay.problem);
        return result;
    }
    QJsonObject annotations{{u"drawOrder"_s, replay.drawOrder}};
    // endTurn: how many tiles the pile held, so that JCloisterZone ends the game where it ended.
    if (match.game().isOver())
        annotations.insert(u"endTurn"_s, replay.drawOrder.size());
    // initialRandom is the inverse of the importer's seed (53 bits of the seed in [0, 1)).
    const QJsonObject root{
        {u"appVersion"_s, u"5.7.0"_s},
        {u"gameId"_s, QString::number(info.seed, 16)},
        {u"name"_s, QString()},
        {u"initialRandom"_s, std::ldexp(double(info.seed & ((std::uint64_t(1) << 53) - 1)), -53)},
        {u"created"_s, info.created.isValid() ? info.created.toUTC().toString(Qt::ISODateWithMs) : QString()},
        {u"setup"_s, setupOf(info, catalog)},
        {u"players"_s, playersOf(info)},
        {u"replay"_s, replay.messages},
        {u"gameAnnotations"_s, annotations},
    };
    result.json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    return result;
}

bool saveJcz(const GameInfo &info, const Match &match, const QString &path, QString *error)
{
    const JczExport exported = gameToJcz(info, match);
    if (!exported.ok()) {
        if (error)
            *error = exported.problems.join(u' ');
        return false;
    }
    return writeFileAtomically(path, exported.json, error);
}

bool jczSkipsDeployStep(const engine::Game &game)
{
    if (game.phase() != engine::Phase::Deploy)
        return false;
    std::vector<engine::Decision> legal;
    game.legalDecisions(legal);
    return std::all_of(legal.begin(), legal.end(), [&](const engine::Decision &d) {
        return d.kind == engine::DecisionKind::Pass || jcz::jczRefusesDeployment(game, d);
    });
}

} // namespace tessera::document
