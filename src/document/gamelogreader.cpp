// Reading game logs: parse the header, build the game from the embedded tile sets, then
// replay turn after turn through engine::Match, stopping at the first bad turn.

#include "gamelog.h"

#include "gamelognames.h"
#include "jsonpath.h"
#include "gameanalysisjson.h"
#include "logproblems.h"
#include "logturnreader.h"
#include "movetext.h"
#include "playername.h"
#include "safefile.h"
#include "strictjson.h"
#include "tilesetjson.h"
#include "tilesetnames.h"

#include "engine/rules/innscathedrals.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;
using logread::kAfterLastTurn;
using logread::LogProblems;
using logread::LogTurnReader;

namespace {

constexpr int kMaxTurns = engine::kMaxTilesPerGame - 1; // each turn places a tile
constexpr int kMaxVariationTurns = 100'000;             // all variations together
constexpr int kMaxUndos = 1'000'000'000;

// The header and the lines of play; each turn entry is read by LogTurnReader.
class LogReader : private LogProblems {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    explicit LogReader(QString file) : LogProblems(std::move(file)) {}

    LoadedGame read(const QByteArray &json)
    {
        JsonProblem problem;
        const std::optional<QJsonDocument> doc = parseStrictJson(json, &problem, kFileFormatJsonLimits);
        if (!doc) {
            error(0, problem.jsonPath, problem.message);
            return finish();
        }
        if (!doc->isObject()) {
            error(0, u"$"_s, tr("A game log must hold a JSON object."));
            return finish();
        }
        const QJsonObject root = doc->object();
        if (!readVersion(root))
            return finish();
        if (m_version < 3)
            checkKeys(root, u"$"_s,
                      {"format", "version", "tessera", "created", "rules", "players", "seed", "tileSets", "turns",
                       "endDiscards", "result"});
        else if (m_version < 5)
            checkKeys(root, u"$"_s,
                      {"format", "version", "tessera", "created", "rules", "players", "seed", "tileSets", "turns",
                       "endDiscards", "result", "undos", "cursor"});
        else
            checkKeys(root, u"$"_s,
                      {"format", "version", "tessera", "created", "rules", "players", "seed", "tileSets", "turns",
                       "endDiscards", "result", "undos", "cursor", "analysis"});
        if (const QJsonValue v = root.value(u"undos"_s); !v.isUndefined())
            m_result.undos = int(integer(v, u"$.undos"_s, 0, kMaxUndos).value_or(0));
        GameInfo info;
        readHeader(root, info);
        readResult(root);
        if (!count() == 0)
            return finish();
        m_result.info = info;
        m_result.match = std::make_unique<Match>(info.setup());
        m_result.tree.emplace();
        m_turns.emplace(static_cast<LogProblems &>(*this), m_result.match->game(), m_version);
        if (replayTurns(root)) {
            const QJsonArray turns = root.value(u"turns"_s).toArray();
            std::vector<GameTree::TurnId> parents = m_result.tree->pathTo(m_result.tree->cursor());
            parents.insert(parents.begin(), GameTree::kRoot);
            parents.pop_back();
            readVariations(turns, u"$.turns"_s, parents);
            readCursor(root.value(u"cursor"_s));
            if (const QJsonValue v = root.value(u"analysis"_s); m_version >= 5 && !v.isUndefined())
                readAnalysisOf(v);
        }
        return finish();
    }

private:
    LoadedGame finish()
    {
        m_result.issues = take();
        return std::move(m_result);
    }


    bool readVersion(const QJsonObject &root)
    {
        if (root.value(u"format"_s).toString() != lognames::kFormat) {
            error(0, u"$.format"_s, tr("This is not a Tessera game log: \"format\" must be \"%1\".").arg(lognames::kFormat));
            return false;
        }
        const auto version = jsonInteger(root.value(u"version"_s), 1, 1'000'000);
        if (!version) {
            error(0, u"$.version"_s, tr("\"version\" must be a whole number."));
            return false;
        }
        if (*version > kGameLogVersion) {
            error(0, u"$.version"_s,
                  tr("The log has version %1; this program reads up to version %2. "
                     "A newer Tessera wrote it.")
                      .arg(*version)
                      .arg(kGameLogVersion));
            return false;
        }
        m_version = int(*version);
        return true;
    }

    void readHeader(const QJsonObject &root, GameInfo &info)
    {
        if (const QJsonValue v = root.value(u"tessera"_s); !v.isUndefined())
            info.tesseraVersion = string(v, u"$.tessera"_s).value_or(QString());
        if (const QJsonValue v = root.value(u"created"_s); !v.isUndefined()) {
            info.created = QDateTime::fromString(v.toString(), Qt::ISODate);
            if (!v.isString() || !info.created.isValid())
                error(0, u"$.created"_s, tr("\"created\" must be a date and time such as \"2026-11-29T13:00:00Z\"."));
        }
        readRules(root.value(u"rules"_s), info.rules);
        readSeed(root.value(u"seed"_s), info.seed);
        readTileSets(root.value(u"tileSets"_s), info.tileSets);
        readPlayers(root.value(u"players"_s), info); // a sixth player depends on the tile sets and rules
    }

    void readRules(const QJsonValue &value, RuleOptions &rules)
    {
        const QString path = u"$.rules"_s;
        if (value.isUndefined())
            return; // all defaults
        if (!value.isObject()) {
            error(0, path, tr("\"rules\" must be an object."));
            return;
        }
        const QJsonObject o = value.toObject();
        if (m_version < 3)
            checkKeys(o, path,
                      {"farm_scoring", "first_edition_city_points", "tiny_city", "hand_size", "farmers", "large_follower",
                       "river_bends", "inns", "cathedrals", "unfinished_inns_cathedrals"});
        else
            checkKeys(o, path,
                      {"farm_scoring",
                       "first_edition_city_points",
                       "tiny_city",
                       "hand_size",
                       "farmers",
                       "large_follower",
                       "river_bends",
                       "inns",
                       "cathedrals",
                       "unfinished_inns_cathedrals",
                       "undo",
                       "builder",
                       "pig",
                       "goods",
                       "fairy",
                       "dragon_timing",
                       "followers",
                       "dragon",
                       "princess",
                       "portal",
                       "turn_after_last_placement",
                       "builder_on_completed_feature"});
        readChoice(o, path, u"undo"_s, lognames::kUndoLimits, rules.undo);
        readChoice(o, path, u"farm_scoring"_s, lognames::kFarmScoring, rules.farmScoring);
        readChoice(o, path, u"river_bends"_s, lognames::kRiverBends, rules.riverBends);
        readChoice(o, path, u"dragon_timing"_s, lognames::kDragonTiming, rules.dragonTiming);
        readChoice(o, path, u"unfinished_inns_cathedrals"_s, lognames::kUnfinishedInnsCathedrals,
                   rules.unfinishedInnsCathedrals);
        if (const QJsonValue v = o.value(u"first_edition_city_points"_s); !v.isUndefined()) {
            const auto n = jsonInteger(v, 3, 4);
            if (!n)
                error(0, path + u".first_edition_city_points"_s, tr("\"first_edition_city_points\" must be 3 or 4."));
            else
                rules.firstEditionCityPoints = int(*n);
        }
        if (const QJsonValue v = o.value(u"tiny_city"_s); !v.isUndefined()) {
            if (!v.isBool())
                error(0, path + u".tiny_city"_s, tr("\"tiny_city\" must be true or false."));
            rules.tinyCity = v.toBool();
        }
        for (const auto &[key, flag] :
             {std::pair{u"farmers"_s, &rules.farmers}, std::pair{u"large_follower"_s, &rules.largeFollower},
              std::pair{u"inns"_s, &rules.inns}, std::pair{u"cathedrals"_s, &rules.cathedrals},
              std::pair{u"builder"_s, &rules.builder}, std::pair{u"pig"_s, &rules.pig}, std::pair{u"goods"_s, &rules.goods},
              std::pair{u"fairy"_s, &rules.fairy}, std::pair{u"dragon"_s, &rules.dragon},
              std::pair{u"princess"_s, &rules.princess}, std::pair{u"portal"_s, &rules.portal},
              std::pair{u"turn_after_last_placement"_s, &rules.turnAfterLastPlacement},
              std::pair{u"builder_on_completed_feature"_s, &rules.builderOnCompletedFeature}}) {
            if (const QJsonValue v = o.value(key); !v.isUndefined()) {
                if (!v.isBool())
                    error(0, jsonMember(path, key), tr("\"%1\" must be true or false.").arg(key));
                *flag = v.toBool();
            }
        }
        if (const QJsonValue v = o.value(u"followers"_s); !v.isUndefined()) {
            if (const auto n = jsonInteger(v, 1, kMaxFollowersPerPlayer))
                rules.followers = int(*n);
            else
                error(0, path + u".followers"_s,
                      tr("\"followers\" must be a whole number from 1 to %1.").arg(kMaxFollowersPerPlayer));
        }
        if (const QJsonValue v = o.value(u"hand_size"_s); !v.isUndefined()) {
            const auto n = jsonInteger(v, 1, kMaxHandSize);
            if (!n || (*n != 1 && *n != 3))
                error(0, path + u".hand_size"_s, tr("\"hand_size\" must be 1 or 3."));
            else
                rules.handSize = int(*n);
        }
    }

    // A rule that is one of a few words, stored as the enum value of its index.
    template<typename Enum, std::size_t N>
    void readChoice(const QJsonObject &o, const QString &path, const QString &key,
                    const std::array<QLatin1StringView, N> &words, Enum &choice)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return;
        const auto i = std::find(words.begin(), words.end(), v.toString());
        if (v.isString() && i != words.end()) {
            choice = Enum(i - words.begin());
            return;
        }
        QStringList quoted;
        for (const QLatin1StringView w : words)
            quoted << u"\"%1\""_s.arg(w);
        const QString last = quoted.takeLast();
        error(0, jsonMember(path, key), tr("\"%1\" must be %2 or %3.").arg(key, quoted.join(u", "_s), last));
    }

    void readPlayers(const QJsonValue &value, GameInfo &info)
    {
        const QString path = u"$.players"_s;
        if (!value.isArray()) {
            error(0, path, tr("\"players\" must be an array of players."));
            return;
        }
        const QJsonArray array = value.toArray();
        // The sixth colour comes with Inns & Cathedrals: its tiles or its large follower.
        const int most = innsCathedralsInGame(TileCatalog(info.tileSets), info.rules) ? kMaxPlayers : kMaxPlayersBase;
        if (array.size() < kMinPlayers || array.size() > most) {
            error(0, path,
                  array.size() == kMaxPlayers
                      ? tr("A game has %1 to %2 players, not %3: a sixth player needs Inns & Cathedrals.")
                            .arg(kMinPlayers)
                            .arg(most)
                            .arg(array.size())
                      : tr("A game has %1 to %2 players, not %3.").arg(kMinPlayers).arg(most).arg(array.size()));
            return;
        }
        QList<PlayerInfo> &players = info.players;
        static const QRegularExpression colorPattern(u"^#[0-9a-fA-F]{6}$"_s);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString p = jsonElement(path, i);
            if (!array.at(i).isObject()) {
                error(0, p, tr("A player must be an object with \"name\", \"color\" and \"computer\"."));
                continue;
            }
            const QJsonObject o = array.at(i).toObject();
            checkKeys(o, p, {"name", "color", "computer", "level"});
            PlayerInfo player;
            player.name = string(o.value(u"name"_s), p + u".name"_s).value_or(QString());
            if (const auto problem = playerNameProblem(player.name))
                error(0, p + u".name"_s, *problem);
            player.color = o.contains(u"color"_s) ? o.value(u"color"_s).toString() : defaultPlayerColor(int(i));
            if (!colorPattern.match(player.color).hasMatch())
                error(0, p + u".color"_s, tr("A colour must look like \"#1e88e5\"."));
            if (const QJsonValue v = o.value(u"computer"_s); !v.isUndefined() && !v.isBool())
                error(0, p + u".computer"_s, tr("\"computer\" must be true or false."));
            player.computer = o.value(u"computer"_s).toBool();
            readComputerLevel(o.value(u"level"_s), p + u".level"_s, player);
            players.append(player);
        }
    }

    // A computer's level; a log written before levels existed plays its computers at Medium.
    void readComputerLevel(const QJsonValue &value, const QString &path, PlayerInfo &player)
    {
        if (value.isUndefined())
            return;
        const auto &names = lognames::kComputerLevels;
        const auto found = std::find(names.begin(), names.end(), value.toString());
        if (!value.isString() || found == names.end())
            error(0, path, tr("\"level\" must be \"easy\", \"medium\" or \"hard\"."));
        else if (!player.computer)
            error(0, path, tr("Only a computer player has a \"level\"."));
        else
            player.level = ComputerLevel(found - names.begin());
    }

    void readSeed(const QJsonValue &value, std::uint64_t &seed)
    {
        // A string keeps all 64 bits; JSON numbers are exact only up to 2^53.
        if (value.isUndefined())
            return;
        bool ok = false;
        if (value.isString())
            seed = value.toString().toULongLong(&ok);
        else if (const auto n = jsonInteger(value, 0, qint64(1) << 53))
            seed = std::uint64_t(*n), ok = true;
        if (!ok)
            error(0, u"$.seed"_s,
                  tr("\"seed\" must be a whole number from 0 to 18446744073709551615, best written as a string."));
    }

    void readTileSets(const QJsonValue &value, std::vector<TileSet> &sets)
    {
        const QString path = u"$.tileSets"_s;
        if (!value.isArray() || value.toArray().isEmpty()) {
            error(0, path, tr("\"tileSets\" must be a non-empty array holding the tile sets of the game."));
            return;
        }
        const QJsonArray array = value.toArray();
        std::set<std::string> ids;
        bool haveStart = false;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString p = jsonElement(path, i);
            if (!array.at(i).isObject()) {
                error(0, p, tr("A tile set must be an object."));
                continue;
            }
            TileSetLoadResult loaded = parseTileSetObject(array.at(i).toObject(), file(), p);
            for (const TileSetIssue &issue : loaded.issues)
                error(0, issue.jsonPath, issue.message);
            if (!loaded.set)
                continue;
            for (std::size_t t = 0; t < loaded.set->tiles.size(); ++t)
                if (!ids.insert(loaded.set->tiles[t].id).second)
                    error(0, jsonElement(p + u".tiles"_s, qsizetype(t)) + u".id"_s,
                          tr("The tile id \"%1\" is used by two tile sets of the game.")
                              .arg(QString::fromStdString(loaded.set->tiles[t].id)));
            haveStart |= !loaded.set->startTile.empty();
            sets.push_back(std::move(*loaded.set));
        }
        // Each set is within the limits; together they must be too (TileIndex is 16 bits).
        std::size_t types = 0;
        int total = 0;
        for (const TileSet &set : sets) {
            types += set.tiles.size();
            total += set.totalCount();
        }
        if (total > kMaxTilesPerGame || types > std::size_t(kMaxTilesPerGame))
            error(0, path,
                  tr("The tile sets hold %1 tiles of %2 kinds together; a game has room for at most %3 of either.")
                      .arg(total)
                      .arg(types)
                      .arg(kMaxTilesPerGame));
        if (count() == 0 && !haveStart)
            error(0, path, tr("None of the tile sets names a start tile."));
    }

    void readResult(const QJsonObject &root)
    {
        const QJsonValue value = root.value(u"result"_s);
        if (value.isUndefined())
            return;
        const QString path = u"$.result"_s;
        if (!value.isObject()) {
            error(0, path, tr("\"result\" must be an object with \"finished\" and \"scores\"."));
            return;
        }
        const QJsonObject o = value.toObject();
        checkKeys(o, path, {"finished", "scores"});
        if (const QJsonValue f = o.value(u"finished"_s); !f.isUndefined()) {
            if (!f.isBool())
                error(0, path + u".finished"_s, tr("\"finished\" must be true or false."));
            m_recordedFinished = f.toBool();
        }
        if (const QJsonValue s = o.value(u"scores"_s); !s.isUndefined()) {
            if (!s.isArray()) {
                error(0, path + u".scores"_s, tr("\"scores\" must be an array with one score per player."));
                return;
            }
            std::vector<int> scores;
            const QJsonArray a = s.toArray();
            for (qsizetype i = 0; i < a.size() && i <= kMaxPlayers; ++i)
                if (const auto n = integer(a.at(i), jsonElement(path + u".scores"_s, i), 0, 1'000'000))
                    scores.push_back(int(*n));
            m_result.recordedScores = scores;
        }
    }


    void readAnalysisOf(const QJsonValue &value)
    {
        const GameTree &tree = *m_result.tree;
        const std::vector<GameTree::TurnId> main = tree.mainLine();
        const std::vector<TurnRecord> line = main.empty() ? std::vector<TurnRecord>{} : tree.turnsTo(main.back());
        if (auto analysis = readAnalysis(value, *this, *m_turns, m_result.match->setup(), line))
            m_result.info->analysis = std::make_shared<const GameAnalysis>(std::move(*analysis));
    }

    // The main line; true when all of it replays.
    bool replayTurns(const QJsonObject &root)
    {
        const QJsonValue turns = root.value(u"turns"_s);
        if (!turns.isUndefined() && !turns.isArray()) {
            error(0, u"$.turns"_s, tr("\"turns\" must be an array of turns."));
            return false;
        }
        const QJsonArray array = turns.toArray();
        if (array.size() > kMaxTurns) {
            error(0, u"$.turns"_s, tr("Too many turns (%1): a game has at most %2.").arg(array.size()).arg(kMaxTurns));
            return false;
        }
        Match &match = *m_result.match;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const int turn = int(i) + 1;
            const QString path = jsonElement(u"$.turns"_s, i);
            const auto read = m_turns->readTurn(array.at(i), path, turn);
            if (!read || !applyTurn(match, *read, path, turn))
                return false;
            m_result.tree->play(match.turns().back());
        }
        std::vector<TileIndex> endDiscards;
        if (!m_turns->tileList(root, u"endDiscards"_s, u"$"_s, kAfterLastTurn, endDiscards))
            return false;
        if (!endDiscards.empty()) {
            if (const TurnProblem problem = match.applyEndDiscards(endDiscards)) {
                error(kAfterLastTurn, u"$.endDiscards"_s, describeTurnProblem(problem, tileName(problem.tile)) + u'.');
                return false;
            }
        }
        checkResult(match.game());
        return true;
    }

    // Applies a turn read; the match then holds it as the ordered record (an older version's
    // turn converted).
    bool applyTurn(Match &match, const LogTurnReader::ReadTurn &read, const QString &path, int turn)
    {
        const TurnRecord &record = read.record;
        const TurnProblem problem = read.legacy ? applyLegacyTurn(match, record, *read.legacy) : match.applyTurn(record);
        if (!problem)
            return true;
        // A version 2 log points at the decision at fault.
        const bool atDecision = m_version >= 2 && problem.decision >= 0
            && std::size_t(problem.decision) < record.decisions.size();
        error(turn, atDecision ? jsonElement(path + u".decisions"_s, problem.decision) : path,
              describeTurnProblem(problem, tileName(problem.tile)) + u'.');
        return false;
    }

    // The lines recorded beside the turns of a line: entry i was played from parents[i], and
    // each of its variations is another line played from there. A variation stops at its
    // first bad turn (reported); what came before it stays.
    void readVariations(const QJsonArray &entries, const QString &path, const std::vector<GameTree::TurnId> &parents)
    {
        GameTree &tree = *m_result.tree;
        for (qsizetype i = 0; i < entries.size() && std::size_t(i) < parents.size(); ++i) {
            const QString entryPath = jsonElement(path, i);
            const QJsonValue variations = entries.at(i).toObject().value(u"variations"_s);
            if (variations.isUndefined())
                continue;
            if (!variations.isArray()) {
                error(tree.node(parents[std::size_t(i)]).depth + 1, entryPath + u".variations"_s,
                      tr("\"variations\" must be an array of lines, each an array of turns."));
                continue;
            }
            const QJsonArray lines = variations.toArray();
            for (qsizetype j = 0; j < lines.size(); ++j) {
                const QString linePath = jsonElement(entryPath + u".variations"_s, j);
                const QJsonArray line = lines.at(j).toArray();
                if (!lines.at(j).isArray() || line.isEmpty()) {
                    error(tree.node(parents[std::size_t(i)]).depth + 1, linePath,
                          tr("a variation must be an array of turns."));
                    continue;
                }
                std::vector<GameTree::TurnId> lineParents;
                GameTree::TurnId at = parents[std::size_t(i)];
                for (qsizetype k = 0; k < line.size(); ++k) {
                    const int turn = tree.node(at).depth + 1;
                    const QString turnPath = jsonElement(linePath, k);
                    if (m_variationTurns++ >= kMaxVariationTurns) {
                        error(turn, turnPath,
                              tr("too many turns in variations: a log holds at most %1.").arg(kMaxVariationTurns));
                        return;
                    }
                    if (!m_variation)
                        m_variation.emplace(m_result.match->setup());
                    moveMatchTo(*m_variation, tree, at); // turns of the tree apply again
                    const auto read = m_turns->readTurn(line.at(k), turnPath, turn);
                    if (!read || !applyTurn(*m_variation, *read, turnPath, turn))
                        break;
                    lineParents.push_back(at);
                    at = tree.addChild(at, m_variation->turns().back());
                }
                readVariations(line, linePath, lineParents);
            }
        }
    }

    // The path from the start to the position shown: at each turn, which of the lines (0 the
    // first, then the variations in their order).
    void readCursor(const QJsonValue &value)
    {
        if (value.isUndefined())
            return;
        const QString path = u"$.cursor"_s;
        GameTree &tree = *m_result.tree;
        if (!value.isArray()) {
            error(0, path, tr("\"cursor\" must be an array of line numbers, one per turn."));
            return;
        }
        const QJsonArray steps = value.toArray();
        GameTree::TurnId at = GameTree::kRoot;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const auto &children = tree.node(at).children;
            if (children.empty()) {
                error(0, jsonElement(path, i), tr("the record has no turn %1 on this line.").arg(i + 1));
                return;
            }
            const auto n = integer(steps.at(i), jsonElement(path, i), 0, qint64(children.size()) - 1);
            if (!n)
                return;
            at = children[std::size_t(*n)];
        }
        tree.setCursor(at);
    }

    void checkResult(const Game &game)
    {
        if (m_recordedFinished && *m_recordedFinished != game.isOver())
            error(0, u"$.result.finished"_s,
                  *m_recordedFinished ? tr("The log says the game is finished, but tiles are left to play.")
                                      : tr("The log says the game goes on, but its last tile has been played."));
        if (!m_result.recordedScores)
            return;
        const auto &scores = *m_result.recordedScores;
        if (int(scores.size()) != game.playerCount()) {
            error(
                0, u"$.result.scores"_s,
                tr("The log has %n scores, not one per player (%1).", nullptr, int(scores.size())).arg(game.playerCount()));
            return;
        }
        for (int p = 0; p < game.playerCount(); ++p)
            if (scores[std::size_t(p)] != game.score(p))
                error(0, jsonElement(u"$.result.scores"_s, p),
                      tr("The log records %n points for player %1, but replaying the game gives %2.", nullptr,
                         scores[std::size_t(p)])
                          .arg(p + 1)
                          .arg(game.score(p)));
    }

    QString tileName(TileIndex tile) const
    {
        const auto &tiles = m_result.match->game().catalog().tiles();
        return tile < tiles.size() ? QString::fromStdString(tiles[tile].type.id) : QString();
    }

    std::optional<LogTurnReader> m_turns; // once the game is set up
    LoadedGame m_result;
    std::optional<bool> m_recordedFinished;
    std::optional<Match> m_variation; // replays the variations
    int m_variationTurns = 0;
    int m_version = kGameLogVersion;
};

} // namespace

LoadedGame parseGameLog(const QByteArray &json, const QString &fileNameForMessages)
{
    return LogReader(fileNameForMessages).read(json);
}

LoadedGame loadGameLog(const QString &path)
{
    QString error;
    if (const auto data = readFileAtMost(path, kMaxGameLogFileSize, &error))
        return parseGameLog(*data, path);
    LoadedGame result;
    result.issues.append({path, 0, QString(), error});
    return result;
}

engine::GameSetup GameInfo::setup() const
{
    return engine::GameSetup{std::make_shared<const engine::TileCatalog>(tileSets), rules, int(players.size()), seed};
}

QStringList GameInfo::playerNames() const
{
    QStringList names;
    for (const PlayerInfo &p : players)
        names << p.name;
    return names;
}

// Six colours of the Okabe-Ito palette, chosen so that every pair stays apart under the three
// kinds of colour blindness (docs/ui-decisions.md); the sixth, the closest to another, only
// comes with a sixth player.
QString defaultPlayerColor(int seat)
{
    static const std::array<QLatin1StringView, kMaxPlayers> colors{
        QLatin1StringView("#d55e00"), QLatin1StringView("#0072b2"), QLatin1StringView("#f0e442"),
        QLatin1StringView("#000000"), QLatin1StringView("#cc79a7"), QLatin1StringView("#56b4e9")};
    return colors[std::size_t(seat) % colors.size()];
}

} // namespace tessera::document
