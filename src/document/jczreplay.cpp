// The replay of a .jcz file: its messages (PLACE_TILE, DEPLOY_MEEPLE or PASS, COMMIT, and UNDO
// within a turn; for the Princess & the Dragon MOVE_NEUTRAL_FIGURE of the fairy and the dragon
// and RETURN_MEEPLE by the princess) become turns over our tiles and features, which are then
// applied through engine::Match.

#include "jczimport.h"
#include "jczinternal.h"
#include "jczlocation.h"

#include "jsonpath.h"
#include "movetext.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <map>

using namespace Qt::StringLiterals;

namespace tessera::document::jcz {

using namespace engine;

namespace {

constexpr int kMaxMessages = 1'000'000;
constexpr int kMaxCoordinate = 100'000;

QString at(const QString &path, const char *key)
{
    return path + u'.' + QLatin1StringView(key);
}

class ReplayReader {
public:
    ReplayReader(const TileCatalog &catalog, int players, Issues &issues)
        : m_catalog(catalog), m_players(players), m_issues(issues)
    {
        m_board[{0, 0}] = {catalog.startTile(), 0};
    }

    Drafts read(const QJsonValue &replay)
    {
        if (!replay.isArray()) {
            m_issues.add(0, u"$.replay"_s, Text::tr("\"replay\" must be an array of messages."));
            return fail();
        }
        const QJsonArray messages = replay.toArray();
        if (messages.size() > kMaxMessages) {
            m_issues.add(
                0, u"$.replay"_s,
                Text::tr("Too many messages (%1): Tessera reads at most %2.").arg(messages.size()).arg(kMaxMessages));
            return fail();
        }
        for (qsizetype i = 0; i < messages.size(); ++i)
            if (!readMessage(messages.at(i), int(i)))
                return fail();
        if (!m_steps.empty()) {
            m_issues.add(turn(), u"$.replay"_s,
                         Text::tr("The replay ends in the middle of turn %1: no COMMIT follows message %2.")
                             .arg(turn())
                             .arg(m_steps.back().placeMessage));
            return fail();
        }
        return std::move(m_drafts);
    }

private:
    Drafts fail()
    {
        m_drafts.complete = false;
        return std::move(m_drafts);
    }

    int turn() const { return int(m_drafts.turns.size()) + 1; }

    // Reports a problem of message `index` at `path`; returns false to stop reading.
    bool error(int index, const QString &path, const QString &reason)
    {
        m_issues.add(turn(), path, Text::tr("Replay message %1 (turn %2): %3.").arg(index).arg(turn()).arg(reason));
        return false;
    }

    bool readMessage(const QJsonValue &value, int index)
    {
        const QString path = jsonElement(u"$.replay"_s, index);
        const QJsonObject message = value.toObject();
        const QJsonValue type = message.value(u"type"_s);
        const QJsonValue payload = message.value(u"payload"_s);
        if (!value.isObject() || !type.isString() || !(payload.isObject() || payload.isUndefined()))
            return error(index, path, Text::tr("a message must be an object with a \"type\" and a \"payload\" object"));
        const QString kind = type.toString();
        const QString payloadPath = at(path, "payload");
        if (kind == u"PLACE_TILE"_s)
            return placeTile(payload.toObject(), index, payloadPath);
        if (kind == u"DEPLOY_MEEPLE"_s || kind == u"PASS"_s) {
            if (m_steps.empty())
                return error(index, path, Text::tr("%1 comes before the turn's tile was placed").arg(kind));
            if (m_steps.size() > 1)
                return error(index, path, Text::tr("%1 comes after the turn's follower was already decided").arg(kind));
            m_steps.push_back(m_steps.back());
            return kind == u"PASS"_s || deploy(payload.toObject(), index, payloadPath);
        }
        if (kind == u"MOVE_NEUTRAL_FIGURE"_s || kind == u"RETURN_MEEPLE"_s) {
            if (m_steps.empty())
                return error(index, path, Text::tr("%1 comes before the turn's tile was placed").arg(kind));
            m_steps.push_back(m_steps.back());
            return kind == u"RETURN_MEEPLE"_s ? princess(payload.toObject(), index, payloadPath)
                                              : neutralFigure(payload.toObject(), index, payloadPath);
        }
        if (kind == u"COMMIT"_s) {
            if (m_steps.empty())
                return error(index, path, Text::tr("COMMIT ends a turn in which no tile was placed"));
            const TurnDraft &done = m_steps.back();
            m_board[{done.placement.pos.x, done.placement.pos.y}] = {done.tile, done.placement.rotation};
            m_drafts.turns.push_back(done);
            m_steps.clear();
            return true;
        }
        if (kind == u"UNDO"_s) {
            if (m_steps.empty())
                return error(index, path, Text::tr("UNDO has nothing to take back: no tile is placed in this turn"));
            if (m_steps.size() == 1)
                m_inHand = m_steps.back().tile; // the placement is taken back, not the draw
            m_steps.pop_back();
            return true;
        }
        return error(index, at(path, "type"),
                     Text::tr("the message \"%1\" is not supported: Tessera has no such move yet").arg(kind));
    }

    bool placeTile(const QJsonObject &payload, int index, const QString &path)
    {
        if (!m_steps.empty())
            return error(index, jsonElement(u"$.replay"_s, index),
                         Text::tr("a second tile is placed before the turn ended with COMMIT"));
        TurnDraft draft;
        draft.placeMessage = index;
        const QJsonValue id = payload.value(u"tileId"_s);
        const int tile = id.isString() ? m_catalog.findJcz(jczTileAlias(id.toString()).toStdString()) : -1;
        if (!id.isString())
            return error(index, at(path, "tileId"), Text::tr("\"tileId\" must be a string"));
        if (tile < 0)
            return error(index, at(path, "tileId"),
                         Text::tr("unknown tile \"%1\" (not in the tile sets Tessera has)").arg(id.toString()));
        draft.tile = TileIndex(tile);
        if (m_inHand && draft.tile != *m_inHand)
            return error(
                index, at(path, "tileId"),
                Text::tr(
                    "the tile \"%1\" is placed, but UNDO took back the placement of \"%2\", which the player still holds")
                    .arg(id.toString(), QString::fromStdString(m_catalog.tile(*m_inHand).type.jczId)));
        static const QStringList rotations{u"R0"_s, u"R90"_s, u"R180"_s, u"R270"_s};
        const qsizetype rotation = rotations.indexOf(payload.value(u"rotation"_s).toString());
        if (rotation < 0)
            return error(index, at(path, "rotation"), Text::tr("\"rotation\" must be R0, R90, R180 or R270"));
        const auto position = readPosition(payload.value(u"position"_s), index, at(path, "position"));
        if (!position)
            return false;
        draft.placement = Placement{*position, int(rotation)};
        m_steps.push_back(draft);
        m_inHand.reset();
        return true;
    }

    std::optional<Position> readPosition(const QJsonValue &value, int index, const QString &path)
    {
        const QJsonArray xy = value.toArray();
        const auto x = jsonInteger(xy.at(0), -kMaxCoordinate, kMaxCoordinate);
        const auto y = jsonInteger(xy.at(1), -kMaxCoordinate, kMaxCoordinate);
        if (!value.isArray() || xy.size() != 2 || !x || !y) {
            error(index, path,
                  Text::tr("\"position\" must be [x, y] with whole numbers from %1 to %2")
                      .arg(-kMaxCoordinate)
                      .arg(kMaxCoordinate));
            return std::nullopt;
        }
        return Position{int(*x), int(*y)};
    }

    bool deploy(const QJsonObject &payload, int index, const QString &path)
    {
        TurnDraft &draft = m_steps.back();
        draft.deployMessage = index;
        const auto figure = readFigure(payload.value(u"meepleId"_s), index, at(path, "meepleId"), draft);
        if (!figure)
            return false;
        const QString pointerPath = at(path, "pointer");
        const QJsonObject pointer = payload.value(u"pointer"_s).toObject();
        if (!payload.value(u"pointer"_s).isObject())
            return error(index, pointerPath,
                         Text::tr("\"pointer\" must be an object with \"position\", \"feature\" and \"location\""));
        const auto target = readFeature(pointer, index, pointerPath);
        if (!target)
            return false;
        if (target->first != draft.placement.pos) {
            if (!m_catalog.tile(draft.tile).type.portal)
                return error(index, at(pointerPath, "position"),
                             Text::tr("the follower is deployed on the tile at %1, %2, but this turn's tile lies at %3, %4 "
                                      "and has no magic portal")
                                 .arg(target->first.x)
                                 .arg(target->first.y)
                                 .arg(draft.placement.pos.x)
                                 .arg(draft.placement.pos.y));
            draft.instead = Decision::deployAt(target->first, {target->second, *figure});
            return true;
        }
        draft.deployment = Deployment{target->second, *figure};
        return true;
    }

    // A feature named by a JCloisterZone pointer {"position", "feature", "location"} on the turn's
    // tile or on a tile placed before: its position and our feature index there.
    std::optional<std::pair<Position, std::uint8_t>> readFeature(const QJsonObject &pointer, int index,
                                                                 const QString &pointerPath)
    {
        const auto position = readPosition(pointer.value(u"position"_s), index, at(pointerPath, "position"));
        if (!position)
            return std::nullopt;
        const TurnDraft &draft = m_steps.back();
        std::pair<TileIndex, int> placed{draft.tile, draft.placement.rotation};
        if (*position != draft.placement.pos) {
            const auto it = m_board.find({position->x, position->y});
            if (it == m_board.end()) {
                error(index, at(pointerPath, "position"),
                      Text::tr("no tile lies at %1, %2").arg(position->x).arg(position->y));
                return std::nullopt;
            }
            placed = it->second;
        }
        const QString featureName = pointer.value(u"feature"_s).toString();
        const auto kind = jczFeatureKind(featureName);
        if (!kind) {
            error(index, at(pointerPath, "feature"),
                  Text::tr("followers on \"%1\" are not supported").arg(pointer.value(u"feature"_s).toVariant().toString()));
            return std::nullopt;
        }
        const QString locationText = pointer.value(u"location"_s).toString();
        const auto location = parseJczLocation(locationText);
        if (!pointer.value(u"location"_s).isString() || !location) {
            error(index, at(pointerPath, "location"),
                  Text::tr("\"%1\" is not a location on a tile").arg(pointer.value(u"location"_s).toVariant().toString()));
            return std::nullopt;
        }
        const CompiledTile &tile = m_catalog.tile(placed.first);
        const std::uint8_t feature = featureAtJczLocation(tile, placed.second, *kind, *location);
        if (feature == kNoFeature) {
            error(index, pointerPath,
                  Text::tr("the tile \"%1\" turned %2 degrees has no %3 at \"%4\"")
                      .arg(QString::fromStdString(tile.type.jczId))
                      .arg(placed.second * 90)
                      .arg(featureName, locationText));
            return std::nullopt;
        }
        return std::pair{*position, feature};
    }

    // The princess sends a knight home: {"source": "PRINCESS", "pointer": {"featurePointer": ...}}.
    bool princess(const QJsonObject &payload, int index, const QString &path)
    {
        if (payload.value(u"source"_s) != QJsonValue(u"PRINCESS"_s))
            return error(index, at(path, "source"),
                         Text::tr("a follower goes home only by the princess (\"source\": \"PRINCESS\")"));
        const QString pointerPath = at(path, "pointer") + u".featurePointer"_s;
        const auto target = readFeature(payload.value(u"pointer"_s).toObject().value(u"featurePointer"_s).toObject(), index,
                                        pointerPath);
        if (!target)
            return false;
        m_steps.back().instead = Decision::removeKnight(target->first, target->second);
        return true;
    }

    // The fairy to a follower ({"featurePointer": ..., "meepleId"}), or a step of the dragon ([x, y]).
    bool neutralFigure(const QJsonObject &payload, int index, const QString &path)
    {
        const QString figure = payload.value(u"figureId"_s).toString();
        const QJsonValue to = payload.value(u"to"_s);
        if (figure.startsWith(u"dragon"_s)) {
            const auto position = readPosition(to.isObject() ? to.toObject().value(u"position"_s) : to, index,
                                               at(path, "to"));
            if (!position)
                return false;
            m_steps.back().dragonSteps.push_back(*position);
            return true;
        }
        if (!figure.startsWith(u"fairy"_s))
            return error(index, at(path, "figureId"),
                         Text::tr("the figure \"%1\" is not supported: Tessera has the fairy and the dragon")
                             .arg(payload.value(u"figureId"_s).toVariant().toString()));
        const auto target = readFeature(to.toObject().value(u"featurePointer"_s).toObject(), index,
                                        at(path, "to") + u".featurePointer"_s);
        if (!target)
            return false;
        m_steps.back().instead = Decision::moveFairy(target->first, target->second);
        return true;
    }

    // "<player>.<kind>.<n>": small followers ("small"), Inns & Cathedrals' large ones ("big"),
    // Traders & Builders' builder and pig. Whether the player has that figure is the engine's
    // business.
    std::optional<FigureKind> readFigure(const QJsonValue &value, int index, const QString &path, TurnDraft &draft)
    {
        static const QRegularExpression pattern(u"^(\\d+)\\.([a-z-]+)\\.(\\d+)$"_s);
        const QRegularExpressionMatch m = pattern.match(value.toString());
        if (!value.isString() || !m.hasMatch()) {
            error(index, path, Text::tr("\"meepleId\" must look like \"0.small.1\""));
            return std::nullopt;
        }
        const QString kind = m.captured(2);
        static const std::array<std::pair<QLatin1StringView, FigureKind>, 4> kinds{{
            {QLatin1StringView("small"), FigureKind::Follower},
            {QLatin1StringView("big"), FigureKind::LargeFollower},
            {QLatin1StringView("builder"), FigureKind::Builder},
            {QLatin1StringView("pig"), FigureKind::Pig},
        }};
        const auto found = std::find_if(kinds.begin(), kinds.end(), [&](const auto &k) { return k.first == kind; });
        if (found == kinds.end()) {
            error(index, path,
                  Text::tr("the figure \"%1\" is not supported: Tessera has followers, large followers, "
                           "builders and pigs so far")
                      .arg(value.toString()));
            return std::nullopt;
        }
        const int owner = m.captured(1).size() <= 2 ? m.captured(1).toInt() : -1;
        if (owner < 0 || owner >= m_players) {
            error(index, path, Text::tr("the figure \"%1\" belongs to no player of the game").arg(value.toString()));
            return std::nullopt;
        }
        draft.figureOwner = owner;
        draft.figureId = value.toString();
        return found->second;
    }

    const TileCatalog &m_catalog;
    int m_players;
    Issues &m_issues;
    Drafts m_drafts;
    // The turn in progress as each of its actions left it: after PLACE_TILE, then after
    // DEPLOY_MEEPLE or PASS. UNDO drops the last; COMMIT keeps the last as the turn.
    std::vector<TurnDraft> m_steps;
    std::optional<TileIndex> m_inHand; // the tile whose placement UNDO took back
    // The tiles committed so far and the start tile, by position: the portal, the fairy and
    // the princess name features of earlier tiles.
    std::map<std::pair<int, int>, std::pair<TileIndex, int>> m_board;
};

} // namespace

Drafts readReplay(const QJsonValue &replay, const TileCatalog &catalog, int players, Issues &issues)
{
    return ReplayReader(catalog, players, issues).read(replay);
}

namespace {

// A draft's part of a turn: the draw (one tile in hand: the tile drawn is the tile placed),
// the placement, the deployment (or what replaced it, or a pass), the dragon's steps.
void appendDecisions(const TurnDraft &draft, std::vector<Decision> &out)
{
    out.push_back(Decision::draw(draft.tile));
    out.push_back(Decision::place(draft.tile, draft.placement));
    out.push_back(draft.deployment ? Decision::deploy(*draft.deployment) : draft.instead.value_or(Decision::pass()));
    for (const Position &p : draft.dragonSteps)
        out.push_back(Decision::dragonStep(p));
}

} // namespace

void applyTurns(const std::vector<TurnDraft> &turns, const GameInfo &info, Match &match, Issues &issues)
{
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const TurnDraft &draft = turns[i];
        const int turn = int(match.turns().size()) + 1; // a bonus tile joins two drafts in one turn
        const int player = match.game().currentPlayer();
        const auto report = [&](int message, const QString &pathBelow, const QString &reason) {
            issues.add(turn, jsonElement(u"$.replay"_s, message) + pathBelow,
                       Text::tr("Replay message %1 (turn %2): %3.").arg(message).arg(turn).arg(reason));
        };
        // A figure deployed in the turn belongs to the player whose turn it is.
        const auto ownerDiffers = [&](const TurnDraft &d) {
            const bool portal = d.instead && d.instead->kind == DecisionKind::DeployAt;
            if ((!d.deployment && !portal) || d.figureOwner == player)
                return false;
            report(d.deployMessage, u".payload.meepleId"_s,
                   Text::tr("the follower \"%1\" belongs to %2, but it is %3's turn")
                       .arg(d.figureId, info.players[d.figureOwner].name, info.players[player].name));
            return true;
        };
        if (ownerDiffers(draft))
            return;
        TurnRecord record{player, {}};
        appendDecisions(draft, record.decisions);
        TurnProblem problem = match.applyTurn(record);
        // The builder's bonus tile ends its own part of the turn with COMMIT: the next
        // placement, by the same player, finishes the turn.
        if (problem.error == TurnError::TurnNotFinished && i + 1 < turns.size()) {
            const TurnDraft &bonus = turns[i + 1];
            if (ownerDiffers(bonus))
                return;
            appendDecisions(bonus, record.decisions);
            problem = match.applyTurn(record);
            if (!problem)
                ++i;
        }
        if (problem) {
            const int message = problem.error == TurnError::IllegalDeployment ? draft.deployMessage : draft.placeMessage;
            const auto &tiles = match.game().catalog().tiles();
            const QString tileName = problem.tile < tiles.size() ? QString::fromStdString(tiles[problem.tile].type.jczId)
                                                                 : QString();
            const QString reason = describeTurnProblem(problem, tileName);
            report(message, QString(), reason);
            return;
        }
    }
}

} // namespace tessera::document::jcz
