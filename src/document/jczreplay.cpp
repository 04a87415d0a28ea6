// The replay of a .jcz file: its messages (PLACE_TILE, DEPLOY_MEEPLE or PASS, COMMIT, and UNDO
// within a turn; for the Princess & the Dragon MOVE_NEUTRAL_FIGURE of the fairy and the dragon
// and RETURN_MEEPLE by the princess) become turns over our tiles and features, whose decisions
// are then applied one by one through engine::Match, in the order the messages came: the
// engine, not the importer, knows when a turn of ours ends (a bonus tile, the dragon's flight).

#include "jczexport.h"
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
        // A game saved before the COMMIT of its last turn goes on within that turn.
        if (!m_steps.empty()) {
            m_drafts.turns.push_back(m_steps.back());
            m_drafts.turns.back().committed = false;
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

    // Whether the turn in progress has decided what replaces or is its deployment.
    bool deploymentDecided() const
    {
        const auto &actions = m_steps.back().actions;
        return std::any_of(actions.begin(), actions.end(),
                           [](const Action &a) { return a.decision.kind != DecisionKind::DragonStep; });
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
        const bool dragonStep = kind == u"MOVE_NEUTRAL_FIGURE"_s
            && payload.toObject().value(u"figureId"_s).toString().startsWith(u"dragon"_s);
        if (kind == u"PLACE_TILE"_s) {
            m_dragonAfterCommit = false;
            return placeTile(payload.toObject(), index, payloadPath);
        }
        // "dragon-move: after-scoring": the dragon flies after the turn's COMMIT.
        if (dragonStep && m_steps.empty() && !m_drafts.turns.empty()) {
            const auto position = dragonTarget(payload.toObject(), index, payloadPath);
            if (!position)
                return false;
            m_drafts.turns.back().actions.push_back({Decision::dragonStep(*position), index, -1, QString()});
            m_dragonAfterCommit = true;
            return true;
        }
        if (kind == u"DEPLOY_MEEPLE"_s || kind == u"PASS"_s || kind == u"MOVE_NEUTRAL_FIGURE"_s
            || kind == u"RETURN_MEEPLE"_s) {
            if (m_steps.empty())
                return error(index, path, Text::tr("%1 comes before the turn's tile was placed").arg(kind));
            if (!dragonStep && deploymentDecided())
                return error(index, path, Text::tr("%1 comes after the turn's follower was already decided").arg(kind));
            m_steps.push_back(m_steps.back());
            if (kind == u"PASS"_s) {
                m_steps.back().actions.push_back({Decision::pass(), index, -1, QString()});
                return true;
            }
            if (kind == u"DEPLOY_MEEPLE"_s)
                return deploy(payload.toObject(), index, payloadPath);
            return kind == u"RETURN_MEEPLE"_s ? princess(payload.toObject(), index, payloadPath)
                                              : neutralFigure(payload.toObject(), index, payloadPath);
        }
        if (kind == u"COMMIT"_s) {
            if (m_steps.empty()) {
                if (m_dragonAfterCommit) { // the dragon's flight after the scoring ends with its own
                    m_dragonAfterCommit = false;
                    return true;
                }
                return error(index, path, Text::tr("COMMIT ends a turn in which no tile was placed"));
            }
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
        Action action{Decision::pass(), index, -1, QString()};
        const auto figure = readFigure(payload.value(u"meepleId"_s), index, at(path, "meepleId"), action);
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
            action.decision = Decision::deployAt(target->first, {target->second, *figure});
        } else {
            action.decision = Decision::deploy(Deployment{target->second, *figure});
        }
        draft.actions.push_back(action);
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
        m_steps.back().actions.push_back({Decision::removeKnight(target->first, target->second), index, -1, QString()});
        return true;
    }

    // The fairy to a follower ({"featurePointer": ..., "meepleId"}), or a step of the dragon ([x, y]).
    bool neutralFigure(const QJsonObject &payload, int index, const QString &path)
    {
        const QString figure = payload.value(u"figureId"_s).toString();
        const QJsonValue to = payload.value(u"to"_s);
        if (figure.startsWith(u"dragon"_s)) {
            const auto position = dragonTarget(payload, index, path);
            if (!position)
                return false;
            m_steps.back().actions.push_back({Decision::dragonStep(*position), index, -1, QString()});
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
        m_steps.back().actions.push_back({Decision::moveFairy(target->first, target->second), index, -1, QString()});
        return true;
    }

    // Where a step of the dragon goes: "to" is [x, y] or {"position": [x, y]}.
    std::optional<Position> dragonTarget(const QJsonObject &payload, int index, const QString &path)
    {
        const QJsonValue to = payload.value(u"to"_s);
        return readPosition(to.isObject() ? to.toObject().value(u"position"_s) : to, index, at(path, "to"));
    }

    // "<player>.<kind>.<n>": small followers ("small"), Inns & Cathedrals' large ones ("big"),
    // Traders & Builders' builder and pig. Whether the player has that figure is the engine's
    // business.
    std::optional<FigureKind> readFigure(const QJsonValue &value, int index, const QString &path, Action &action)
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
        action.figureOwner = owner;
        action.figureId = value.toString();
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
    bool m_dragonAfterCommit = false;  // the dragon flew after the last COMMIT
    // The tiles committed so far and the start tile, by position: the portal, the fairy and
    // the princess name features of earlier tiles.
    std::map<std::pair<int, int>, std::pair<TileIndex, int>> m_board;
};

} // namespace

Drafts readReplay(const QJsonValue &replay, const TileCatalog &catalog, int players, Issues &issues)
{
    return ReplayReader(catalog, players, issues).read(replay);
}

void placeDiscards(const QJsonValue &drawOrder, const TileCatalog &catalog, Drafts &drafts, Issues &issues)
{
    const QString path = u"$.gameAnnotations.drawOrder"_s;
    if (drawOrder.isUndefined() || drawOrder.isNull())
        return;
    if (!drawOrder.isArray()) {
        issues.add(0, path, Text::tr("\"drawOrder\" must be an array of tile ids."));
        return;
    }
    const QJsonArray order = drawOrder.toArray();
    std::vector<TileIndex> drawn;
    for (qsizetype i = 0; i < order.size(); ++i) {
        const int tile = catalog.findJcz(jczTileAlias(order.at(i).toString()).toStdString());
        if (!order.at(i).isString() || tile < 0) {
            issues.add(0, jsonElement(path, i),
                       Text::tr("The draw order names \"%1\", which is not a tile of the game's sets.")
                           .arg(order.at(i).toVariant().toString()));
            return;
        }
        drawn.push_back(TileIndex(tile));
    }
    // Each placed tile is the next one drawn; the ones drawn before it were discarded.
    std::size_t next = 0;
    for (TurnDraft &turn : drafts.turns) {
        std::vector<TileIndex> discarded;
        while (next < drawn.size() && drawn[next] != turn.tile)
            discarded.push_back(drawn[next++]);
        if (next == drawn.size()) {
            issues.add(int(&turn - drafts.turns.data()) + 1, path,
                       Text::tr("The draw order does not list the tile \"%1\" placed by replay message %2.")
                           .arg(QString::fromStdString(catalog.tile(turn.tile).type.jczId))
                           .arg(turn.placeMessage));
            return;
        }
        ++next;
        turn.discardsBefore = std::move(discarded);
    }
    if (drafts.finishedTurns())
        drafts.endDiscards.assign(drawn.begin() + std::ptrdiff_t(next), drawn.end());
}

namespace {

// Feeds the drafts' decisions to the match in order and reports the first it refuses.
class TurnApplier {
public:
    TurnApplier(const GameInfo &info, Match &match, Issues &issues) : m_info(info), m_match(match), m_issues(issues) {}

    void apply(const Drafts &drafts)
    {
        for (const TurnDraft &draft : drafts.turns)
            if (!applyTurn(draft))
                return;
        // Tiles drawn after the last one placed, which fit nowhere: the game ends with them.
        for (const TileIndex t : drafts.endDiscards)
            if (!draw(Decision::discard(t), drafts.turns.empty() ? 0 : drafts.turns.back().placeMessage))
                return;
    }

private:
    int turn() const { return int(m_match.turns().size()) + 1; }

    void report(int message, const QString &pathBelow, const QString &reason)
    {
        m_issues.add(turn(), jsonElement(u"$.replay"_s, message) + pathBelow,
                     Text::tr("Replay message %1 (turn %2): %3.").arg(message).arg(turn()).arg(reason));
    }

    void report(int message, const TurnProblem &problem)
    {
        const auto &tiles = m_match.game().catalog().tiles();
        const QString tileName = problem.tile < tiles.size() ? QString::fromStdString(tiles[problem.tile].type.jczId)
                                                             : QString();
        report(message, QString(), describeTurnProblem(problem, tileName));
    }

    bool applyTurn(const TurnDraft &draft)
    {
        for (const TileIndex t : draft.discardsBefore)
            if (!draw(Decision::discard(t), draft.placeMessage))
                return false;
        if (!draw(Decision::draw(draft.tile), draft.placeMessage)
            || !decide(Decision::place(draft.tile, draft.placement), draft.placeMessage))
            return false;
        for (const Action &action : draft.actions) {
            // The dragon flies after the deployment: a turn that said nothing about it passed.
            if (action.decision.kind == DecisionKind::DragonStep && !passIfDeploying(action.message))
                return false;
            if (ownerDiffers(action) || !decide(action.decision, action.message))
                return false;
        }
        // A game saved within a turn has left the deployment behind when there was nothing to deploy.
        if (!draft.committed)
            return !jczSkipsDeployStep(m_match.game()) || passIfDeploying(draft.placeMessage);
        return passIfDeploying(draft.placeMessage);
    }

    bool passIfDeploying(int message)
    {
        return m_match.game().phase() != Phase::Deploy || decide(Decision::pass(), message);
    }

    // A tile drawn (the tile placed next) or discarded (drawn, fitting nowhere).
    bool draw(const Decision &d, int message)
    {
        if (const TurnError e = drawProblem(m_match.game(), d); e != TurnError::None) {
            report(message, TurnProblem{e, MoveError::None, d.tile});
            return false;
        }
        m_match.drawTile(d.tile);
        return true;
    }

    bool decide(const Decision &d, int message)
    {
        if (m_match.game().phase() == Phase::Draw) { // e.g. a deployment after the turn ended
            report(message, TurnProblem{TurnError::AfterTurnEnd, MoveError::None, d.tile});
            return false;
        }
        if (const MoveError e = m_match.apply(d); e != MoveError::None) {
            const bool place = d.kind == DecisionKind::Place;
            const TurnError error = place ? TurnError::IllegalPlacement : TurnError::IllegalDeployment;
            const PlacedIndex last = m_match.game().lastPlaced();
            const TileIndex tile = place || last == kNoTile ? d.tile : m_match.game().board().placed()[last].tile;
            report(message, TurnProblem{error, e, tile});
            return false;
        }
        return true;
    }

    // A figure deployed in the turn belongs to the player whose turn it is.
    bool ownerDiffers(const Action &action)
    {
        const int player = m_match.game().currentPlayer();
        if (action.figureOwner < 0 || action.figureOwner == player)
            return false;
        report(action.message, u".payload.meepleId"_s,
               Text::tr("the follower \"%1\" belongs to %2, but it is %3's turn")
                   .arg(action.figureId, m_info.players[action.figureOwner].name, m_info.players[player].name));
        return true;
    }

    const GameInfo &m_info;
    Match &m_match;
    Issues &m_issues;
};

} // namespace

bool jczRefusesDeployment(const Game &game, const Decision &d)
{
    if (d.kind != DecisionKind::Deploy || d.deployment.figure != FigureKind::Builder)
        return false;
    const FeatureGraph &features = game.features();
    const NodeId node = game.board().placed()[game.lastPlaced()].firstNode + d.deployment.feature;
    return features.node(features.find(node)).openEdges == 0;
}

void applyTurns(const Drafts &drafts, const GameInfo &info, Match &match, Issues &issues)
{
    TurnApplier(info, match, issues).apply(drafts);
}

} // namespace tessera::document::jcz
