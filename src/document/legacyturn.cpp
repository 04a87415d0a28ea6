#include "legacyturn.h"

#include <algorithm>

namespace tessera::document {

using namespace engine;

namespace {

class LegacyTurnApplier {
public:
    LegacyTurnApplier(Match &match, const TurnRecord &turn) : m_match(match), m_turn(turn), m_start(match.turns().size()) {}

    TurnProblem apply(const LegacyDraws &draws)
    {
        if (m_match.game().isOver())
            return {TurnError::GameOver};
        if (m_turn.decisions.empty() || m_turn.decisions.front().kind != DecisionKind::Place)
            return {TurnError::NoPlacementFirst, MoveError::None, 0, 0};
        if (m_match.currentTurn().decisionCount() > 0)
            m_match.truncate(m_start); // a half-played turn: start it again
        if (m_match.game().currentPlayer() != m_turn.player)
            return {TurnError::WrongPlayer};
        // What the game discarded itself at the turn's start.
        for (const Decision &d : m_match.currentTurn().decisions)
            m_automatic.push_back(d.tile);
        if (const TurnProblem p = drawAsListed(draws.discarded, draws.drawn))
            return fail(p);
        bool bonusDrawn = false;
        for (std::size_t i = 0; i < m_turn.decisions.size(); ++i) {
            if (m_match.turns().size() != m_start)
                return fail({TurnError::AfterTurnEnd, MoveError::None, m_turn.tile(), int(i)});
            const Decision &d = m_turn.decisions[i];
            const std::size_t before = m_match.currentTurn().decisions.size();
            if (const MoveError e = m_match.apply(d); e != MoveError::None) {
                const TurnError error = d.kind == DecisionKind::Place ? TurnError::IllegalPlacement
                                                                      : TurnError::IllegalDeployment;
                return fail({error, e, tileOf(int(i)), int(i)});
            }
            noteAutomatic(before + 1);
            // The bonus tile's draws, when the record goes on with them.
            const bool bonusListed = i + 1 < m_turn.decisions.size() || !draws.bonusDrawn.empty()
                || !draws.bonusDiscarded.empty();
            if (!bonusDrawn && m_match.turns().size() == m_start && m_match.game().phase() == Phase::Draw && bonusListed) {
                bonusDrawn = true;
                if (const TurnProblem p = drawAsListed(draws.bonusDiscarded, draws.bonusDrawn))
                    return fail(p);
            }
        }
        if (m_match.turns().size() == m_start)
            return fail({TurnError::TurnNotFinished, MoveError::None, m_turn.tile(), int(m_turn.decisions.size())});
        if (bonusDrawn)
            return {};
        // Draws listed for a bonus tile the turn did not play. A bonus tile due when nothing
        // was left to play: the held tiles the game discarded then end the turn's record.
        if (!draws.bonusDrawn.empty())
            return fail({TurnError::AfterTurnEnd, MoveError::None, draws.bonusDrawn.front()});
        const std::vector<Decision> &entries = m_match.turns()[m_start].decisions;
        std::vector<TileIndex> made, listed = draws.bonusDiscarded;
        for (auto it = entries.rbegin(); it != entries.rend() && it->isDraw(); ++it)
            made.push_back(it->tile);
        std::sort(made.begin(), made.end());
        std::sort(listed.begin(), listed.end());
        if (made != listed) {
            const bool missing = listed.size() < made.size();
            return fail({missing ? TurnError::DiscardMissing : TurnError::DiscardNotInPile, MoveError::None,
                         missing ? made.front() : listed.front()});
        }
        return {};
    }

private:
    TurnProblem fail(TurnProblem p)
    {
        m_match.truncate(m_start);
        return p;
    }

    // The tile a decision concerns: the turn's tile, or the bonus tile from its placement on.
    TileIndex tileOf(int decision) const
    {
        TileIndex tile = m_turn.tile();
        for (int i = 0; i <= decision; ++i)
            if (m_turn.decisions[std::size_t(i)].kind == DecisionKind::Place)
                tile = m_turn.decisions[std::size_t(i)].tile;
        return tile;
    }

    // Entries the match recorded after the one at `from`: discards the game made itself.
    void noteAutomatic(std::size_t from)
    {
        const auto &entries = m_match.currentTurn().decisions;
        if (m_match.turns().size() != m_start)
            return; // the turn ended: those open the next one
        for (std::size_t i = from; i < entries.size(); ++i)
            m_automatic.push_back(entries[i].tile);
    }

    // The discards (those the game made itself first), and the tiles drawn. The lists kept
    // each its own order but not the order between them, which the river needs (its tiles,
    // then the lake, then the land): the next of either list that may be drawn now comes next,
    // a discard first (it does not fill the hand).
    TurnProblem drawAsListed(const std::vector<TileIndex> &discarded, const std::vector<TileIndex> &drawn)
    {
        std::vector<TileIndex> fromPile;
        for (const TileIndex d : discarded) {
            if (const auto it = std::find(m_automatic.begin(), m_automatic.end(), d); it != m_automatic.end())
                m_automatic.erase(it);
            else
                fromPile.push_back(d);
        }
        if (!m_automatic.empty())
            return {TurnError::DiscardMissing, MoveError::None, m_automatic.front()};
        std::size_t nextDrawn = 0, nextDiscard = 0;
        while (nextDrawn < drawn.size() || nextDiscard < fromPile.size()) {
            if (m_match.turns().size() != m_start || m_match.game().phase() != Phase::Draw) {
                const bool extraDraw = nextDrawn < drawn.size();
                return {TurnError::TooManyDrawn, MoveError::None, extraDraw ? drawn[nextDrawn] : fromPile[nextDiscard]};
            }
            const auto mayComeNow = [&](TileIndex t) { return m_match.game().checkDraw(t) != DrawResult::NotYet; };
            const bool draw = nextDiscard == fromPile.size()
                || (nextDrawn < drawn.size() && !mayComeNow(fromPile[nextDiscard]));
            const TileIndex tile = draw ? drawn[nextDrawn++] : fromPile[nextDiscard++];
            if (const TurnError e = drawProblem(m_match.game(), draw ? Decision::draw(tile) : Decision::discard(tile));
                e != TurnError::None)
                return {e, MoveError::None, tile};
            m_match.drawTile(tile);
        }
        if (m_match.turns().size() == m_start && m_match.game().phase() == Phase::Draw)
            return {TurnError::TooFewDrawn};
        return {};
    }

    Match &m_match;
    const TurnRecord &m_turn;
    const std::size_t m_start;
    std::vector<TileIndex> m_automatic; // discards the game made itself, not matched yet
};

} // namespace

TurnProblem applyLegacyTurn(Match &match, const TurnRecord &turn, const LegacyDraws &draws)
{
    return LegacyTurnApplier(match, turn).apply(draws);
}

} // namespace tessera::document
