// The header of a .jcz file: players, tile sets, figures and rules, the start tile and whether
// the game is finished. Everything we do not implement is refused here, before the replay.

#include "jczimport.h"
#include "engine/rules/innscathedrals.h"
#include "jczinternal.h"

#include "jsonpath.h"
#include "playername.h"
#include "tilesetlibrary.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace jcz {

namespace {

constexpr int kMaxEndTurn = 100'000;

// Rules of expansions we refuse anyway (their sets and figures are refused): they cannot change
// a game of ours, so they are ignored. An expansion that arrives maps its own rules instead.
// Elements that switch on what the tiles show (read below) or that no tile of ours shows
// ("pig-herd", a mark of other Traders & Builders printings; "river", which JCloisterZone adds
// with the River's tiles).
const QStringList kElementsOfTiles{u"farmers"_s, u"inn"_s,      u"cathedral"_s, u"traders"_s, u"pig-herd"_s,
                                   u"dragon"_s,  u"princess"_s, u"portal"_s,    u"river"_s};

// Rules of expansions whose tiles and figures a game of ours cannot have (they are refused with
// their sets and elements): JCloisterZone writes a rule only when it differs from its default,
// and these change nothing in a game of our sets.
constexpr std::array<QLatin1StringView, 20> kExpansionRules{
    QLatin1StringView("wagon-move"),
    QLatin1StringView("barn-placement"),
    QLatin1StringView("bazaar-no-auction"),
    QLatin1StringView("hill-tiebreaker"),
    QLatin1StringView("espace-variant"),
    QLatin1StringView("gq11-pig-herd"),
    QLatin1StringView("tunnelize-other-expansions"),
    QLatin1StringView("more-tunnel-tokens"),
    QLatin1StringView("festival-return"),
    QLatin1StringView("keep-monasteries"),
    QLatin1StringView("labyrinth-variant"),
    QLatin1StringView("little-buildings-scoring"),
    QLatin1StringView("king-and-robber-baron-scoring"),
    QLatin1StringView("king-and-robber-scoring"),
    QLatin1StringView("coc-final-scoring"),
    QLatin1StringView("count-move"),
    QLatin1StringView("vineyards-for-garden"),
    QLatin1StringView("robbers-son-action"),
    QLatin1StringView("meteorite-impact"),
    QLatin1StringView("black-fairy-placement"),
};

class HeaderReader {
public:
    explicit HeaderReader(Issues &issues) : m_issues(issues) {}

    std::optional<Header> read(const QJsonObject &root)
    {
        Header header;
        const QJsonValue setup = root.value(u"setup"_s);
        if (!setup.isObject()) {
            m_issues.add(0, u"$.setup"_s,
                         Text::tr("\"setup\" must be an object with the game's tile sets, figures and rules."));
        } else {
            const QJsonObject o = setup.toObject();
            readSets(o.value(u"sets"_s), header.info.tileSets);
            readElements(o.value(u"elements"_s), header.info.tileSets, header.info.rules);
            readRules(o.value(u"rules"_s), header.info.rules);
            if (o.contains(u"tiles"_s))
                m_issues.add(0, u"$.setup.tiles"_s, Text::tr("A custom choice of tiles (\"tiles\") is not supported."));
            if (!header.info.tileSets.empty()) {
                putStartSetFirst(header.info);
                readStart(o.value(u"start"_s), header.info.tileSets);
            }
        }
        // After the setup: a sixth player needs Inns & Cathedrals.
        readPlayers(root.value(u"players"_s), header.info);
        readAnnotations(root.value(u"gameAnnotations"_s), header.endTurn);
        readCreatedAndSeed(root, header.info);
        if (!m_issues.empty())
            return std::nullopt;
        return header;
    }

private:
    void readPlayers(const QJsonValue &value, GameInfo &info)
    {
        const QString path = u"$.players"_s;
        if (!value.isArray()) {
            m_issues.add(0, path, Text::tr("\"players\" must be an array of players."));
            return;
        }
        const QJsonArray array = value.toArray();
        // The sixth colour comes with Inns & Cathedrals (its tiles or its large follower). A
        // solo game (one player) is not played by Tessera.
        const int most = innsCathedralsInGame(TileCatalog(info.tileSets), info.rules) ? kMaxPlayers : kMaxPlayersBase;
        if (array.size() < kMinPlayers || array.size() > most) {
            m_issues.add(
                0, path,
                array.size() == kMaxPlayers
                    ? Text::tr("Tessera plays with %1 to %2 players, not %3: a sixth player needs Inns & Cathedrals.")
                          .arg(kMinPlayers)
                          .arg(most)
                          .arg(array.size())
                    : Text::tr("Tessera plays with %1 to %2 players, not %3.").arg(kMinPlayers).arg(most).arg(array.size()));
            return;
        }
        QList<PlayerInfo> &players = info.players;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString p = jsonElement(path, i) + u".name"_s;
            const QJsonValue name = array.at(i).toObject().value(u"name"_s);
            const auto problem = name.isString() ? playerNameProblem(name.toString())
                                                 : Text::tr("A player needs a name (a string).");
            if (problem) {
                m_issues.add(0, p, *problem);
                continue;
            }
            // JCloisterZone keeps no colours we could use; players take the seats' colours.
            players.append({name.toString(), defaultPlayerColor(int(i)), false});
        }
    }

    void readSets(const QJsonValue &value, std::vector<TileSet> &sets)
    {
        const QString path = u"$.setup.sets"_s;
        if (!value.isObject()) {
            m_issues.add(0, path, Text::tr("\"sets\" must be an object naming the tile sets of the game."));
            return;
        }
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString p = jsonMember(path, it.key());
            const auto count = jsonInteger(it.value(), 0, 1'000);
            if (!count) {
                m_issues.add(0, p, Text::tr("The number of copies of a tile set must be a whole number."));
                continue;
            }
            if (*count == 0)
                continue; // listed but not used
            const QString builtin = builtinSetForJczSet(it.key());
            if (builtin.isEmpty()) {
                m_issues.add(0, p, Text::tr("The tile set \"%1\" is not supported yet.").arg(it.key()));
                continue;
            }
            if (*count != 1) {
                m_issues.add(
                    0, p,
                    Text::tr("Tessera plays each tile set once; the game uses \"%1\" %2 times.").arg(it.key()).arg(*count));
                continue;
            }
            TileSetLoadResult loaded = loadNamedTileSet(builtin);
            for (const TileSetIssue &issue : loaded.issues)
                m_issues.add(0, p, issue.message);
            if (loaded.set)
                sets.push_back(std::move(*loaded.set));
        }
        if (m_issues.empty() && sets.empty())
            m_issues.add(0, path, Text::tr("The game names no tile set."));
    }

    // JCloisterZone switches an element on by its key alone, whatever the value (RULES.md);
    // a figure's value is how many each player has (a number; 0 or less: none).
    void readElements(const QJsonValue &value, const std::vector<TileSet> &sets, RuleOptions &rules)
    {
        const QString path = u"$.setup.elements"_s;
        if (!value.isObject()) {
            m_issues.add(0, path, Text::tr("\"elements\" must be an object naming the figures of the game."));
            return;
        }
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString p = jsonMember(path, it.key());
            if (it.key() == u"small-follower"_s) {
                const auto n = figureCount(it.value());
                if (n && *n >= 1 && *n <= kMaxFollowersPerPlayer)
                    rules.followers = int(*n);
                else
                    m_issues.add(0, p,
                                 Text::tr("Tessera plays with 1 to %1 followers per player; the game has %2.")
                                     .arg(kMaxFollowersPerPlayer)
                                     .arg(it.value().toVariant().toString()));
            } else if (it.key() == u"big-follower"_s) {
                rules.largeFollower = oneFigure(it.key(), it.value(), p);
            } else if (it.key() == u"builder"_s) {
                rules.builder = oneFigure(it.key(), it.value(), p);
            } else if (it.key() == u"pig"_s) {
                rules.pig = oneFigure(it.key(), it.value(), p);
            } else if (it.key() == u"fairy"_s) {
                rules.fairy = true;
            } else if (!kElementsOfTiles.contains(it.key())) {
                m_issues.add(
                    0, p,
                    Text::tr("The element \"%1\" (a figure or rule of an expansion) is not supported yet.").arg(it.key()));
            }
        }
        if (!o.contains(u"small-follower"_s))
            m_issues.add(0, path, Text::tr("The game has no followers (\"small-follower\"); Tessera needs them."));
        rules.farmers = o.contains(u"farmers"_s);
        // Without their elements JCloisterZone plays the tiles that show an inn, a cathedral,
        // goods, a volcano or dragon, a princess or a magic portal as plain ones. (Recorded only
        // when the tiles have them, so that other games keep the defaults.)
        const TileCatalog::Contents contents = TileCatalog(sets).contents();
        rules.inns = !contents.inns || o.contains(u"inn"_s);
        rules.cathedrals = !contents.cathedrals || o.contains(u"cathedral"_s);
        rules.goods = !contents.goods || o.contains(u"traders"_s);
        rules.dragon = !contents.princessDragon || o.contains(u"dragon"_s);
        rules.princess = !contents.princessDragon || o.contains(u"princess"_s);
        rules.portal = !contents.princessDragon || o.contains(u"portal"_s);
        // JCloisterZone keeps room ahead of the river instead of forbidding two bends the same way.
        if (contents.featureKinds & (1u << unsigned(FeatureKind::River)))
            rules.riverBends = RiverBends::RoomAhead;
        // JCloisterZone's dragon flies before the scoring unless its rules say otherwise.
        if (contents.princessDragon)
            rules.dragonTiming = DragonTiming::BeforeScoring;
        // And it reads two points otherwise (docs/rules-decisions.md): a turn begins although
        // no tile left fits, and no builder goes on a feature its own tile completes.
        rules.turnAfterLastPlacement = true;
        rules.builderOnCompletedFeature = false;
    }

    // How many of a figure each player has: a whole number (true counts as 1).
    static std::optional<qint64> figureCount(const QJsonValue &value)
    {
        if (value.isBool())
            return value.toBool() ? 1 : 0;
        return jsonInteger(value, -1'000, 1'000);
    }

    // A large follower, a builder or a pig: Tessera gives each player one or none.
    bool oneFigure(const QString &key, const QJsonValue &value, const QString &path)
    {
        const auto n = figureCount(value);
        if (n && *n <= 1)
            return *n == 1;
        m_issues.add(0, path,
                     Text::tr("Tessera gives each player at most one \"%1\"; the game gives %2.")
                         .arg(key, value.toVariant().toString()));
        return false;
    }

    void readRules(const QJsonValue &value, RuleOptions &rules)
    {
        // JCloisterZone's defaults are ours: farms score 3 per completed city (third edition),
        // a completed city of two tiles scores 4.
        const QString path = u"$.setup.rules"_s;
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isObject()) {
            m_issues.add(0, path, Text::tr("\"rules\" must be an object."));
            return;
        }
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString p = jsonMember(path, it.key());
            if (it.key() == u"tiny-city-scoring"_s) {
                const QString v = it.value().isDouble() ? QString::number(it.value().toDouble()) : it.value().toString();
                if (v == u"4"_s)
                    rules.tinyCity = false;
                else if (v == u"2"_s)
                    rules.tinyCity = true;
                else
                    m_issues.add(0, p, Text::tr("\"tiny-city-scoring\" must be \"4\" or \"2\"."));
            } else if (it.key() == u"inn-and-cathedral-final-scoring"_s) {
                // "zero": an unfinished road with an inn or city with a cathedral scores
                // nothing; "ignore": as a plain one.
                if (it.value() == QJsonValue(u"zero"_s))
                    rules.unfinishedInnsCathedrals = UnfinishedInnsCathedrals::Zero;
                else if (it.value() == QJsonValue(u"ignore"_s))
                    rules.unfinishedInnsCathedrals = UnfinishedInnsCathedrals::Plain;
                else
                    m_issues.add(0, p, Text::tr("\"inn-and-cathedral-final-scoring\" must be \"zero\" or \"ignore\"."));
            } else if (it.key() == u"dragon-move"_s) {
                if (it.value() == QJsonValue(u"after-scoring"_s))
                    rules.dragonTiming = DragonTiming::AfterScoring;
                else if (it.value() == QJsonValue(u"before-scoring"_s))
                    rules.dragonTiming = DragonTiming::BeforeScoring;
                else
                    m_issues.add(0, p, Text::tr("\"dragon-move\" must be \"before-scoring\" or \"after-scoring\"."));
            } else if (it.key() == u"fairy-placement"_s) {
                // "on-tile": the fairy stands on a tile, not beside a follower; Tessera plays
                // only the default (RULES.md).
                if (it.value() != QJsonValue(u"next-follower"_s))
                    m_issues.add(0, p,
                                 Text::tr("The rule \"fairy-placement\": \"%1\" is not supported: Tessera's fairy "
                                          "stands beside a follower (\"next-follower\").")
                                     .arg(it.value().toVariant().toString()));
            } else if (it.key() == u"princess-action"_s) {
                // "must": the princess's removal is compulsory when offered.
                if (it.value() != QJsonValue(u"may"_s))
                    m_issues.add(0, p,
                                 Text::tr("The rule \"princess-action\": \"%1\" is not supported: in Tessera the "
                                          "princess's removal is a choice (\"may\").")
                                     .arg(it.value().toVariant().toString()));
            } else if (std::find(kExpansionRules.begin(), kExpansionRules.end(), it.key()) == kExpansionRules.end()) {
                m_issues.add(0, p, Text::tr("The rule \"%1\" is not supported.").arg(it.key()));
            }
        }
    }

    // The set whose start tile the engine starts with (the River's spring replaces the base
    // game's start tile) goes first, so that it is the catalog's start tile too: a finished
    // game's fitted sets then keep one copy of it, and the pile holds exactly the tiles played.
    static void putStartSetFirst(GameInfo &info)
    {
        const Game game(info.setup());
        const std::string &start = game.catalog().tile(game.board().placed().front().tile).type.id;
        auto &sets = info.tileSets;
        const auto holder = std::find_if(sets.begin(), sets.end(),
                                         [&](const TileSet &set) { return set.startTile == start; });
        if (holder != sets.end())
            std::rotate(sets.begin(), holder, holder + 1);
    }

    void readStart(const QJsonValue &value, const std::vector<TileSet> &sets)
    {
        // The start tile of our first set, by its JCloisterZone id.
        QString expected;
        for (const TileSet &set : sets)
            if (const TileType *t = set.find(set.startTile); t && expected.isEmpty())
                expected = QString::fromStdString(t->jczId);
        const QString path = u"$.setup.start"_s;
        const QString message = Text::tr("The game must begin with the start tile \"%1\" at 0, 0, unrotated.").arg(expected);
        const QJsonArray starts = value.toArray();
        if (!value.isArray() || starts.size() != 1) {
            m_issues.add(0, path, message);
            return;
        }
        const QJsonObject s = starts.at(0).toObject();
        const QJsonValue rotation = s.value(u"rotation"_s);
        const bool unrotated = rotation == QJsonValue(0) || rotation == QJsonValue(u"R0"_s);
        if (expected.isEmpty() || s.value(u"tile"_s) != QJsonValue(expected) || s.value(u"x"_s) != QJsonValue(0)
            || s.value(u"y"_s) != QJsonValue(0) || !unrotated)
            m_issues.add(0, jsonElement(path, 0), message);
    }

    void readAnnotations(const QJsonValue &value, std::optional<int> &endTurn)
    {
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isObject()) {
            m_issues.add(0, u"$.gameAnnotations"_s, Text::tr("\"gameAnnotations\" must be an object."));
            return;
        }
        const QJsonValue end = value.toObject().value(u"endTurn"_s);
        if (end.isUndefined())
            return;
        if (const auto n = jsonInteger(end, 0, kMaxEndTurn))
            endTurn = int(*n);
        else
            m_issues.add(0, u"$.gameAnnotations.endTurn"_s,
                         Text::tr("\"endTurn\" must be a whole number from 0 to %1.").arg(kMaxEndTurn));
    }

    static void readCreatedAndSeed(const QJsonObject &root, GameInfo &info)
    {
        // Neither matters for the replay: a bad date is left out, not refused.
        info.created = QDateTime::fromString(root.value(u"created"_s).toString(), Qt::ISODateWithMs);
        // The seed only orders the rest of the pile of a game that goes on.
        const double random = root.value(u"initialRandom"_s).toDouble();
        if (std::isfinite(random) && random > 0 && random < 1)
            info.seed = std::uint64_t(std::ldexp(random, 53));
    }

    Issues &m_issues;
};

} // namespace

std::optional<Header> readHeader(const QJsonObject &root, Issues &issues)
{
    return HeaderReader(issues).read(root);
}

} // namespace jcz

namespace {

// JCloisterZone's tile set ids and the built-in sets that play them; the first id of each set is
// the one an export writes. Older saved games name the base game without the edition suffix.
// The River is the first edition's ("river/2:1" has other tiles); the second printings of the
// River ("river/1:2"), Traders & Builders and the Princess & the Dragon ("...:2") add a garden
// to a few tiles (see jczTileAlias).
constexpr std::array<std::pair<QLatin1StringView, QLatin1StringView>, 9> kJczSets{{
    {QLatin1StringView("basic:1"), QLatin1StringView("base")},
    {QLatin1StringView("basic"), QLatin1StringView("base")},
    {QLatin1StringView("river/1:1"), QLatin1StringView("river")},
    {QLatin1StringView("river/1:2"), QLatin1StringView("river")},
    {QLatin1StringView("inns-and-cathedrals:1"), QLatin1StringView("inns-cathedrals")},
    {QLatin1StringView("traders-and-builders:1"), QLatin1StringView("traders-builders")},
    {QLatin1StringView("traders-and-builders:2"), QLatin1StringView("traders-builders")},
    {QLatin1StringView("princess-and-dragon:1"), QLatin1StringView("princess-dragon")},
    {QLatin1StringView("princess-and-dragon:2"), QLatin1StringView("princess-dragon")},
}};

} // namespace

QString builtinSetForJczSet(const QString &jczSetId)
{
    for (const auto &[jcz, builtin] : kJczSets)
        if (jczSetId == jcz)
            return builtin;
    return QString();
}

QString jczSetForBuiltinSet(const QString &builtinSet)
{
    for (const auto &[jcz, builtin] : kJczSets)
        if (builtinSet == builtin)
            return jcz;
    return QString();
}

QString jczTileAlias(const QString &jczTileId)
{
    // The River's bend, two Traders & Builders tiles and two of the Princess & the Dragon with a
    // garden: the garden belongs to
    // Abbey & Mayor, whose element Tessera does not take, so the tiles play as the plain ones.
    if (jczTileId == u"RI.1/IIG"_s)
        return u"RI.1/II"_s;
    if (jczTileId == u"TB/CcRR.wG"_s)
        return u"TB/CcRR.w"_s;
    if (jczTileId == u"TB/CcR.cG"_s)
        return u"TB/CcR.c"_s;
    if (jczTileId == u"DG/C.dG"_s)
        return u"DG/C.d"_s;
    if (jczTileId == u"DG/Cc.pG"_s)
        return u"DG/Cc.p"_s;
    return jczTileId;
}

} // namespace tessera::document
