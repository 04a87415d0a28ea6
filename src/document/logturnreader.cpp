// Reading the turns of a game log: each turn entry (version 1's single placement and
// follower, later versions' lists of decisions with the expansions' kinds) becomes an engine
// TurnRecord, or its problems are reported. Whether a decision is legal is the engine's check
// when the turn is applied; this reads only its form.

#include "logturnreader.h"

#include "gamelognames.h"
#include "jsonpath.h"
#include "tilesetnames.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace tessera::document::logread {

using namespace engine;

namespace {

constexpr int kMaxCoordinate = 100'000;
constexpr int kMaxListed = 3 * engine::kMaxTilesPerGame; // entries of a turn: every tile drawn or discarded, decisions

} // namespace

LogTurnReader::LogTurnReader(LogProblems &problems, const Game &game, int version)
    : m_problems(problems), m_game(game), m_version(version)
{
}

std::optional<TileIndex> LogTurnReader::tileId(const QJsonValue &v, const QString &path, int turn)
{
    const auto id = m_problems.string(v, path, turn);
    if (!id)
        return std::nullopt;
    const int index = m_game.catalog().find(id->toStdString());
    if (index < 0) {
        m_problems.error(turn, path, tr("unknown tile id \"%1\" (not in the log's tile sets).").arg(*id));
        return std::nullopt;
    }
    return TileIndex(index);
}

bool LogTurnReader::tileList(const QJsonObject &o, const QString &key, const QString &path, int turn,
                             std::vector<TileIndex> &out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isArray() || v.toArray().size() > kMaxListed) {
        m_problems.error(turn, jsonMember(path, key), tr("\"%1\" must be an array of tile ids.").arg(key));
        return false;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const auto t = tileId(a.at(i), jsonElement(jsonMember(path, key), i), turn);
        if (!t)
            return false;
        out.push_back(*t);
    }
    return true;
}

// Reads one turn entry; reports and returns nullopt when it is malformed. Version 1 turns
// hold one placement and at most one follower; versions 2 and 3 a list of decisions with the
// draws beside it; version 4 the ordered list of draws, discards and decisions.
std::optional<LogTurnReader::ReadTurn> LogTurnReader::readTurn(const QJsonValue &value, const QString &path, int turn)
{
    if (!value.isObject()) {
        m_problems.error(turn, path, tr("a turn must be an object."));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    const qsizetype before = m_problems.count();
    if (m_version == 1)
        m_problems.checkKeys(o, path, {"turn", "player", "tile", "x", "y", "rotation", "follower", "drawn", "discarded"},
                             turn);
    else if (m_version == 2)
        m_problems.checkKeys(o, path, {"turn", "player", "tile", "decisions", "drawn", "discarded"}, turn);
    else if (m_version == 3)
        m_problems.checkKeys(o, path,
                             {"turn", "player", "tile", "decisions", "drawn", "discarded", "variations", "bonusTile",
                              "bonusDrawn", "bonusDiscarded"},
                             turn);
    else
        m_problems.checkKeys(o, path, {"turn", "player", "decisions", "variations"}, turn);
    if (const QJsonValue n = o.value(u"turn"_s); !n.isUndefined()) {
        if (!n.isDouble())
            m_problems.error(turn, path + u".turn"_s, tr("\"turn\" must be a number."));
        else if (jsonInteger(n, turn, turn) != turn)
            m_problems.error(turn, path + u".turn"_s, tr("the entry says it is turn %1.").arg(n.toDouble()));
    }
    TurnRecord t;
    if (const auto p = m_problems.integer(o.value(u"player"_s), path + u".player"_s, 0, m_game.playerCount() - 1, turn))
        t.player = int(*p);
    if (m_version < 4)
        return readLegacyTurn(o, path, turn, std::move(t), before);
    if (m_problems.count() != before
        || !readDecisions(o.value(u"decisions"_s), path + u".decisions"_s, turn, {}, t.decisions))
        return std::nullopt;
    return ReadTurn{std::move(t), std::nullopt};
}

// A turn of versions 1 to 3: the tile placed (and a bonus tile's) named beside the decisions,
// and the tiles drawn and discarded in lists of their own.
std::optional<LogTurnReader::ReadTurn> LogTurnReader::readLegacyTurn(const QJsonObject &o, const QString &path, int turn,
                                                                     TurnRecord t, qsizetype before)
{
    const auto tile = tileId(o.value(u"tile"_s), path + u".tile"_s, turn);
    // Traders & Builders: the bonus tile that the builder earned, placed by the turn's
    // second "place" decision.
    std::optional<TileIndex> bonusTile;
    if (o.contains(u"bonusTile"_s))
        bonusTile = tileId(o.value(u"bonusTile"_s), path + u".bonusTile"_s, turn);
    if (m_version == 1) {
        const auto place = readPlacement(o, path, turn);
        if (m_problems.count() != before || !tile || !place)
            return std::nullopt;
        t.decisions.push_back(Decision::place(*tile, *place));
        std::optional<Deployment> follower;
        if (!readDeployment(o.value(u"follower"_s), path + u".follower"_s, turn, *tile, follower, true))
            return std::nullopt;
        t.decisions.push_back(follower ? Decision::deploy(*follower) : Decision::pass());
    } else if (m_problems.count() != before || !tile
               || !readDecisions(o.value(u"decisions"_s), path + u".decisions"_s, turn, {*tile, bonusTile}, t.decisions)) {
        return std::nullopt;
    }
    LegacyDraws draws;
    if (!tileList(o, u"discarded"_s, path, turn, draws.discarded) || !readDrawn(o, u"drawn"_s, path, turn, tile, draws.drawn)
        || !tileList(o, u"bonusDiscarded"_s, path, turn, draws.bonusDiscarded))
        return std::nullopt;
    // Version 3 writers left out an empty "bonusDrawn" (the pile had run out): read as empty,
    // which the replay then checks.
    const bool emptyLeftOut = m_version == 3 && bonusTile && !o.contains(u"bonusDrawn"_s) && m_game.rules().handSize > 1;
    if ((bonusTile || o.contains(u"bonusDrawn"_s)) && !emptyLeftOut
        && !readDrawn(o, u"bonusDrawn"_s, path, turn, bonusTile, draws.bonusDrawn))
        return std::nullopt;
    return ReadTurn{std::move(t), std::move(draws)};
}

// The tiles drawn for a tile placed: with one tile in hand they are that tile, and the
// list may be left out.
bool LogTurnReader::readDrawn(const QJsonObject &o, const QString &key, const QString &path, int turn,
                              std::optional<TileIndex> placed, std::vector<TileIndex> &out)
{
    if (o.contains(key))
        return tileList(o, key, path, turn, out);
    if (m_game.rules().handSize == 1 && placed) {
        out = {*placed};
        return true;
    }
    m_problems.error(turn, path, tr("\"%1\" is required when players hold several tiles.").arg(key));
    return false;
}

// "x", "y" and "rotation" of a placement (a version 1 turn, or a version 2 decision).
std::optional<Placement> LogTurnReader::readPlacement(const QJsonObject &o, const QString &path, int turn)
{
    const qsizetype before = m_problems.count();
    const auto x = m_problems.integer(o.value(u"x"_s), path + u".x"_s, -kMaxCoordinate, kMaxCoordinate, turn);
    const auto y = m_problems.integer(o.value(u"y"_s), path + u".y"_s, -kMaxCoordinate, kMaxCoordinate, turn);
    const auto degrees = jsonInteger(o.value(u"rotation"_s), 0, 270);
    if (!degrees || *degrees % 90 != 0)
        m_problems.error(turn, path + u".rotation"_s, tr("\"rotation\" must be 0, 90, 180 or 270."));
    if (m_problems.count() != before || !x || !y)
        return std::nullopt;
    return Placement{{int(*x), int(*y)}, int(*degrees / 90)};
}

// The decisions of a turn. Before version 4 the tiles placed are named beside them (`tiles`);
// since, each draw, discard and placement names its tile, and a deployment is on the tile
// placed last before it.
bool LogTurnReader::readDecisions(const QJsonValue &v, const QString &path, int turn, TurnTiles tiles,
                                  std::vector<Decision> &out)
{
    if (!v.isArray() || v.toArray().isEmpty() || v.toArray().size() > kMaxListed) {
        m_problems.error(turn, path,
                         tr("\"decisions\" must be a list of the turn's decisions, such as "
                            "[{\"decision\": \"place\", \"x\": 1, \"y\": 0, \"rotation\": 0}, {\"decision\": \"pass\"}]."));
        return false;
    }
    // The tile placed last (before version 4: the turn's tile from the start).
    EntryState state{tiles.tile, m_version < 4, 0};
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!readEntry(a.at(i), jsonElement(path, i), turn, tiles, state, out))
            return false;
    return true;
}

std::optional<Decision> LogTurnReader::readDecision(const QJsonValue &v, const QString &path, int turn,
                                                    std::optional<TileIndex> placedLast)
{
    EntryState state{placedLast.value_or(0), placedLast.has_value(), placedLast ? 1 : 0};
    std::vector<Decision> out;
    if (!readEntry(v, path, turn, {placedLast.value_or(0), std::nullopt}, state, out) || out.empty())
        return std::nullopt;
    return out.front();
}

bool LogTurnReader::readEntry(const QJsonValue &v, const QString &p, int turn, TurnTiles tiles, EntryState &state,
                              std::vector<Decision> &out)
{
    const QJsonObject o = v.toObject();
    auto kind = names::indexOf(lognames::kDecisions, o.value(u"decision"_s).toString());
    if (kind && m_version < 4 && DecisionKind(*kind) >= DecisionKind::Draw)
        kind.reset(); // draws and discards were listed beside the decisions
    if (!v.isObject() || !kind) {
        m_problems.error(turn, p + u".decision"_s,
                         m_version < 4
                             ? tr("a decision must be an object whose \"decision\" is \"place\", \"deploy\", \"pass\", "
                                  "\"portal-deploy\", \"fairy\", \"remove-knight\" or \"dragon\".")
                             : tr("an entry of a turn must be an object whose \"decision\" is \"draw\", \"discard\", "
                                  "\"place\", \"deploy\", \"pass\", \"portal-deploy\", \"fairy\", \"remove-knight\" or "
                                  "\"dragon\"."));
        return false;
    }
    const qsizetype before = m_problems.count();
    switch (DecisionKind(*kind)) {
    case DecisionKind::Place:
        if (m_version >= 4) {
            m_problems.checkKeys(o, p, {"decision", "tile", "x", "y", "rotation"}, turn);
            const auto id = tileId(o.value(u"tile"_s), p + u".tile"_s, turn);
            state.placed = id.has_value();
            state.tile = id.value_or(state.tile);
        } else {
            m_problems.checkKeys(o, p, {"decision", "x", "y", "rotation"}, turn);
            if (++state.places == 2) {
                if (!tiles.bonus) {
                    m_problems.error(turn, p, tr("a second tile is placed, but the turn names no \"bonusTile\"."));
                    return false;
                }
                state.tile = *tiles.bonus;
            } else if (state.places > 2) {
                m_problems.error(turn, p, tr("a turn places at most two tiles (its own and a bonus tile)."));
                return false;
            }
        }
        if (const auto place = readPlacement(o, p, turn); place && state.placed && m_problems.count() == before)
            out.push_back(Decision::place(state.tile, *place));
        break;
    case DecisionKind::Deploy: {
        if (!state.placed) {
            m_problems.error(turn, p, tr("a figure is deployed before any tile is placed."));
            return false;
        }
        std::optional<Deployment> d;
        if (readDeployment(o, p, turn, state.tile, d, false) && d)
            out.push_back(Decision::deploy(*d));
        break;
    }
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        if (const auto d = readDrawOrDiscard(o, p, turn, DecisionKind(*kind)); d && m_problems.count() == before)
            out.push_back(*d);
        break;
    case DecisionKind::Pass:
        m_problems.checkKeys(o, p, {"decision"}, turn);
        out.push_back(Decision::pass());
        break;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep:
        if (const auto d = readElsewhere(o, p, turn, DecisionKind(*kind)); d && m_problems.count() == before)
            out.push_back(*d);
        break;
    }
    return m_problems.count() == before;
}

// {"decision": "draw", "tile": "road-curve"}, the same with "discard".
std::optional<Decision> LogTurnReader::readDrawOrDiscard(const QJsonObject &o, const QString &path, int turn,
                                                         DecisionKind kind)
{
    m_problems.checkKeys(o, path, {"decision", "tile"}, turn);
    const auto tile = tileId(o.value(u"tile"_s), path + u".tile"_s, turn);
    if (!tile)
        return std::nullopt;
    return kind == DecisionKind::Draw ? Decision::draw(*tile) : Decision::discard(*tile);
}

// The Princess & the Dragon's decisions about a tile anywhere on the board: {"decision":
// "dragon", "x": 1, "y": 0}, and with a "feature" there for the others (the portal's
// deployment may name a "figure"). Whether the tile and feature are there is the engine's
// check when the turn is applied.
std::optional<Decision> LogTurnReader::readElsewhere(const QJsonObject &o, const QString &path, int turn, DecisionKind kind)
{
    if (kind == DecisionKind::DragonStep)
        m_problems.checkKeys(o, path, {"decision", "x", "y"}, turn);
    else if (kind == DecisionKind::DeployAt)
        m_problems.checkKeys(o, path, {"decision", "x", "y", "feature", "figure"}, turn);
    else
        m_problems.checkKeys(o, path, {"decision", "x", "y", "feature"}, turn);
    const auto x = m_problems.integer(o.value(u"x"_s), path + u".x"_s, -kMaxCoordinate, kMaxCoordinate, turn);
    const auto y = m_problems.integer(o.value(u"y"_s), path + u".y"_s, -kMaxCoordinate, kMaxCoordinate, turn);
    if (!x || !y)
        return std::nullopt;
    Decision d;
    d.kind = kind;
    d.at = {int(*x), int(*y)};
    if (kind == DecisionKind::DragonStep)
        return d;
    const auto feature = m_problems.integer(o.value(u"feature"_s), path + u".feature"_s, 0, kMaxFeaturesPerTile - 1, turn);
    if (!feature)
        return std::nullopt;
    d.deployment.feature = std::uint8_t(*feature);
    if (const QJsonValue f = o.value(u"figure"_s); !f.isUndefined()) {
        const auto k = names::indexOf(lognames::kFigures, f.toString());
        if (!f.isString() || !k) {
            m_problems.error(turn, path + u".figure"_s, tr("unknown figure \"%1\".").arg(f.toVariant().toString()));
            return std::nullopt;
        }
        d.deployment.figure = FigureKind(*k);
    }
    return d;
}

// A figure deployed on a feature of the turn's tile: {"feature": 1, "kind": "road",
// "figure": "large-follower"} ("kind" and "figure" may be left out). In version 1 the
// "follower" member may be null or missing: nothing deployed.
bool LogTurnReader::readDeployment(const QJsonValue &v, const QString &path, int turn, TileIndex tile,
                                   std::optional<Deployment> &out, bool optional)
{
    if (optional && (v.isUndefined() || v.isNull()))
        return true;
    if (!v.isObject()) {
        m_problems.error(turn, path, tr("\"follower\" must be null or an object such as {\"feature\": 1}."));
        return false;
    }
    const QJsonObject o = v.toObject();
    const qsizetype before = m_problems.count();
    if (optional)
        m_problems.checkKeys(o, path, {"feature", "kind", "figure"}, turn);
    else
        m_problems.checkKeys(o, path, {"decision", "feature", "kind", "figure"}, turn);
    if (m_problems.count() != before)
        return false;
    const auto &type = m_game.catalog().tile(tile).type;
    const auto feature = m_problems.integer(o.value(u"feature"_s), path + u".feature"_s, 0, qint64(type.features.size()) - 1,
                                            turn);
    if (!feature)
        return false;
    if (const QJsonValue kind = o.value(u"kind"_s); !kind.isUndefined()) {
        const auto k = names::indexOf(names::kKinds, kind.toString());
        if (!kind.isString() || !k || FeatureKind(*k) != type.features[std::size_t(*feature)].kind) {
            m_problems.error(turn, path + u".kind"_s,
                             tr("feature %1 of \"%2\" is a %3, not \"%4\".")
                                 .arg(*feature)
                                 .arg(QString::fromStdString(type.id))
                                 .arg(names::kKinds[std::size_t(type.features[std::size_t(*feature)].kind)])
                                 .arg(kind.toVariant().toString()));
            return false;
        }
    }
    FigureKind figure = FigureKind::Follower;
    if (const QJsonValue f = o.value(u"figure"_s); !f.isUndefined()) {
        const auto k = names::indexOf(lognames::kFigures, f.toString());
        if (!f.isString() || !k) {
            m_problems.error(turn, path + u".figure"_s, tr("unknown figure \"%1\".").arg(f.toVariant().toString()));
            return false;
        }
        figure = FigureKind(*k);
    }
    out = Deployment{std::uint8_t(*feature), figure};
    return true;
}

} // namespace tessera::document::logread
