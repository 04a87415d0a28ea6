// The replay part of a .jcz export: the match's record is played again on a fresh match, and
// each decision is written as the message JCloisterZone 5 writes for it, in its order:
// PLACE_TILE; DEPLOY_MEEPLE, the fairy's move, the princess's RETURN_MEEPLE or a PASS (only
// when the player had a choice: JCloisterZone skips a phase without one); the dragon's steps
// before the COMMIT, or after it when the dragon flies after the scoring. A builder's bonus
// tile is a second PLACE_TILE ... COMMIT of the same player. Draws write no message: they all
// go to drawOrder.

#include "jczexport.h"
#include "jczinternal.h"
#include "jczlocation.h"

#include "engine/random.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::document::jcz {

using namespace engine;

namespace {

// ExportText::tr() translates in the context "JczExport".
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(JczExport)
};

QString figureKindName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Follower:
        return u"small"_s;
    case FigureKind::LargeFollower:
        return u"big"_s;
    case FigureKind::Builder:
        return u"builder"_s;
    case FigureKind::Pig:
        return u"pig"_s;
    }
    return QString();
}

QJsonArray positionOf(Position p)
{
    return QJsonArray{p.x, p.y};
}

// JCloisterZone gives every figure an id, "<player>.<kind>.<n>" with n from 1, and deploys the
// lowest-numbered one in the supply. This follows which id stands where.
class FigureIds {
public:
    // The id the player's next figure of this kind gets.
    int next(int player, FigureKind kind) const
    {
        for (int n = 1;; ++n)
            if (std::none_of(m_onBoard.begin(), m_onBoard.end(),
                             [&](const Entry &e) { return e.player == player && e.kind == kind && e.number == n; }))
                return n;
    }

    static QString name(int player, FigureKind kind, int number)
    {
        return u"%1.%2.%3"_s.arg(player).arg(figureKindName(kind)).arg(number);
    }

    // The id of the follower on `node` (of `player`, or of anyone when player < 0), or "".
    QString followerAt(NodeId node, int player) const
    {
        for (const Entry &e : m_onBoard)
            if (e.node == node && isFollower(e.kind) && (player < 0 || e.player == player))
                return name(e.player, e.kind, e.number);
        return QString();
    }

    // After a decision: figures that left the board free their ids; a figure that arrived is
    // the one just deployed, with `deployed` as its number. False when the board changed in a
    // way no single decision does (two figures arrived).
    bool settle(const std::vector<DeployedFigure> &figures, int deployed)
    {
        std::vector<Entry> kept;
        std::vector<Entry> old = m_onBoard;
        int arrived = 0;
        for (const DeployedFigure &f : figures) {
            const auto same = std::find_if(old.begin(), old.end(), [&](const Entry &e) {
                return e.node == f.node && e.player == f.player && e.kind == f.figure;
            });
            if (same != old.end()) {
                kept.push_back(*same);
                old.erase(same);
            } else {
                kept.push_back({f.node, f.player, f.figure, deployed});
                ++arrived;
            }
        }
        m_onBoard = std::move(kept);
        return arrived <= 1 && (arrived == 0 || deployed > 0);
    }

private:
    struct Entry {
        NodeId node = 0;
        int player = 0;
        FigureKind kind = FigureKind::Follower;
        int number = 0;
    };
    std::vector<Entry> m_onBoard;
};

class ReplayWriter {
public:
    explicit ReplayWriter(const Match &original)
        : m_original(original), m_match(original.setup()), m_random(original.setup().seed)
    {
    }

    ExportedReplay write()
    {
        for (const TurnRecord &turn : m_original.turns()) {
            if (!writeTurn(turn))
                return std::move(m_result);
            closePart(turn.player);
        }
        // The turn in progress, up to where it stands: its COMMIT is still to come, unless the
        // tile it placed is done with and a bonus tile is to be drawn. Tiles drawn for a tile not
        // placed yet are left out: JCloisterZone would take them for the discards at the end.
        const TurnRecord &current = m_original.currentTurn();
        if (!writeTurn(current))
            return std::move(m_result);
        if (m_original.game().phase() == Phase::Draw || !m_pendingDraws.isEmpty())
            closePart(current.player);
        m_pendingDraws = QJsonArray();
        for (const TileIndex t : m_original.endDiscards())
            m_pendingDraws.append(jczId(t));
        flushDraws();
        return std::move(m_result);
    }

private:
    const Game &game() const { return m_match.game(); }

    QString jczId(TileIndex t) const { return QString::fromStdString(game().catalog().tile(t).type.jczId); }

    bool fail(int turn, const QString &what)
    {
        m_result.problem = ExportText::tr("Turn %1 cannot be written for JCloisterZone: %2.").arg(turn).arg(what);
        return false;
    }

    void add(const QString &type, const QJsonObject &payload, int player)
    {
        m_result.messages.append(QJsonObject{{u"type"_s, type}, {u"payload"_s, payload}, {u"player"_s, player}});
    }

    // Ends the part of the turn whose tile was placed: COMMIT, unless it was written already
    // (before the dragon's steps after the scoring).
    void closePart(int player)
    {
        if (m_placed && !m_committed)
            commit(player);
        m_placed = m_committed = false;
    }

    // The tiles drawn for the tile about to be placed (or discarded at the end) join drawOrder.
    void flushDraws()
    {
        for (const QJsonValue &id : std::as_const(m_pendingDraws))
            m_result.drawOrder.append(id);
        m_pendingDraws = QJsonArray();
    }

    void commit(int player)
    {
        // JCloisterZone seeds the next draw with it; the drawOrder decides the draws of this game.
        const double random = std::ldexp(double((std::uint64_t(m_random.next()) << 21) ^ m_random.next()), -53);
        add(u"COMMIT"_s, {{u"random"_s, random}}, player);
        m_committed = true;
    }

    bool writeTurn(const TurnRecord &turn)
    {
        const int number = int(m_match.turns().size()) + 1;
        for (std::size_t i = 0; i < turn.decisions.size(); ++i) {
            const Decision &d = turn.decisions[i];
            if (d.isDraw()) {
                if (m_placed)
                    closePart(turn.player); // a bonus tile: the first tile's part is over
                m_pendingDraws.append(jczId(d.tile));
            } else if (!writeDecision(d, turn.player, number)) {
                return false;
            }
            const int deployed = isDeployment(d) ? m_ids.next(turn.player, d.deployment.figure) : 0;
            if (m_match.applyDecisions(turn, i + 1))
                return fail(number, ExportText::tr("the record does not replay"));
            if (!m_ids.settle(game().figures(), deployed))
                return fail(number, ExportText::tr("the figures on the board cannot be told apart"));
            if (d.kind == DecisionKind::Place)
                m_placed = true;
        }
        return true;
    }

    static bool isDeployment(const Decision &d)
    {
        return d.kind == DecisionKind::Deploy || d.kind == DecisionKind::DeployAt;
    }

    // The feature `feature` of the tile at `at` as JCloisterZone points at it.
    std::optional<QJsonObject> pointer(Position at, std::uint8_t feature) const
    {
        const PlacedIndex i = game().board().at(at);
        if (i == kNoTile)
            return std::nullopt;
        const PlacedTile &placed = game().board().placed()[i];
        const JczFeatureName name = jczFeatureName(game().catalog().tile(placed.tile), placed.rotation, feature);
        if (name.feature.isEmpty())
            return std::nullopt;
        return QJsonObject{{u"position"_s, positionOf(at)}, {u"feature"_s, name.feature}, {u"location"_s, name.location}};
    }

    NodeId nodeAt(Position at, std::uint8_t feature) const
    {
        return game().board().placed()[game().board().at(at)].firstNode + feature;
    }

    bool writeDecision(const Decision &d, int player, int turn)
    {
        switch (d.kind) {
        case DecisionKind::Place:
            flushDraws();
            add(u"PLACE_TILE"_s,
                {{u"tileId"_s, jczId(d.tile)},
                 {u"rotation"_s, u"R%1"_s.arg(d.placement.rotation * 90)},
                 {u"position"_s, positionOf(d.placement.pos)}},
                player);
            return true;
        case DecisionKind::Pass:
            if (!jczSkipsDeployStep(game()))
                add(u"PASS"_s, {}, player);
            return true;
        case DecisionKind::Deploy:
        case DecisionKind::DeployAt: {
            const Position at = d.kind == DecisionKind::Deploy ? game().board().placed()[game().lastPlaced()].pos : d.at;
            const auto target = pointer(at, d.deployment.feature);
            if (!target)
                return fail(turn, ExportText::tr("a figure stands where JCloisterZone has no place for it"));
            if (jczRefusesDeployment(game(), d))
                return fail(turn,
                            ExportText::tr("a builder goes onto a road or city that its own tile completes, "
                                           "which JCloisterZone does not allow"));
            const int number = m_ids.next(player, d.deployment.figure);
            add(u"DEPLOY_MEEPLE"_s,
                {{u"pointer"_s, *target}, {u"meepleId"_s, FigureIds::name(player, d.deployment.figure, number)}}, player);
            return true;
        }
        case DecisionKind::MoveFairy:
        case DecisionKind::RemoveKnight: {
            const auto target = pointer(d.at, d.deployment.feature);
            const bool fairy = d.kind == DecisionKind::MoveFairy;
            // The fairy goes to one of the player's followers; the princess sends anyone's knight home.
            const QString meeple = m_ids.followerAt(nodeAt(d.at, d.deployment.feature), fairy ? player : -1);
            if (!target || meeple.isEmpty())
                return fail(turn, ExportText::tr("no follower stands where the record says"));
            const QJsonObject to{{u"featurePointer"_s, *target}, {u"meepleId"_s, meeple}};
            if (fairy)
                add(u"MOVE_NEUTRAL_FIGURE"_s, {{u"figureId"_s, u"fairy.1"_s}, {u"to"_s, to}}, player);
            else
                add(u"RETURN_MEEPLE"_s, {{u"source"_s, u"PRINCESS"_s}, {u"pointer"_s, to}}, player);
            return true;
        }
        case DecisionKind::DragonStep:
            // After the scoring, JCloisterZone's dragon flies once the turn is committed.
            if (game().rules().dragonTiming == DragonTiming::AfterScoring && !m_committed)
                commit(player);
            add(u"MOVE_NEUTRAL_FIGURE"_s, {{u"figureId"_s, u"dragon.1"_s}, {u"to"_s, positionOf(d.at)}},
                game().decidingPlayer());
            return true;
        case DecisionKind::Draw:
        case DecisionKind::Discard:
            break;
        }
        return true;
    }

    const Match &m_original;
    Match m_match;   // the record played again, one decision at a time
    Random m_random; // COMMIT's random numbers, from the game's seed
    FigureIds m_ids;
    ExportedReplay m_result;
    QJsonArray m_pendingDraws; // drawn (or discarded) since the last placement
    bool m_placed = false;     // the part of the turn in progress has placed its tile
    bool m_committed = false;  // and its COMMIT is written
};

} // namespace

ExportedReplay writeReplay(const Match &match)
{
    return ReplayWriter(match).write();
}

} // namespace tessera::document::jcz
