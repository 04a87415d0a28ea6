#include "match.h"

#include <algorithm>

namespace tessera::engine {

namespace {

bool begins(const std::vector<Decision> &prefix, const std::vector<Decision> &list)
{
    return prefix.size() <= list.size() && std::equal(prefix.begin(), prefix.end(), list.begin());
}

} // namespace

// The reason a recorded draw or discard cannot happen now, if any.
TurnError drawProblem(const Game &game, const Decision &d)
{
    const bool draw = d.kind == DecisionKind::Draw;
    switch (game.checkDraw(d.tile)) {
    case DrawResult::Drawn:
        return draw ? TurnError::None : TurnError::DiscardFits;
    case DrawResult::Discarded:
        return draw ? TurnError::DrawnFitsNowhere : TurnError::None;
    case DrawResult::NotInPile:
        return draw ? TurnError::DrawNotInPile : TurnError::DiscardNotInPile;
    case DrawResult::WrongPhase:
        return game.isOver() ? TurnError::GameOver : TurnError::TooManyDrawn;
    case DrawResult::NotYet:
        return TurnError::DrawOutOfOrder;
    }
    return TurnError::None;
}

Match::Match(const GameSetup &setup) : m_setup(setup), m_game(setup)
{
    openTurn(m_game.turn());
    settle();
}

void Match::openTurn(int number)
{
    m_current = TurnRecord{};
    m_current.player = m_game.currentPlayer();
    m_current.decisions.reserve(16); // a dragon flight or a hand of three's discards run past 8
    m_turnNumber = number;
}

// --- recording ---------------------------------------------------------------------------

void Match::settle()
{
    // Discards the game made itself (held tiles that stopped fitting), in order; those made
    // after the turn ended open the next one.
    const auto &discards = m_game.discards();
    for (; m_seenDiscards < discards.size(); ++m_seenDiscards) {
        const Discard &d = discards[m_seenDiscards];
        if (d.turn != m_turnNumber)
            closeTurn(d.turn);
        record(Decision::discard(d.tile));
    }
    if (m_game.isOver() || m_game.turn() != m_turnNumber)
        closeTurn(m_game.turn());
}

void Match::closeTurn(int nextTurn)
{
    if (m_current.placementIndex() >= 0)
        m_turns.push_back(std::move(m_current));
    else if (m_game.isOver()) // what was drawn after the last placed tile fitted nowhere
        for (const Decision &d : m_current.decisions)
            m_endDiscards.push_back(d.tile);
    else if (!m_current.decisions.empty())
        return; // a turn still drawing goes on
    openTurn(nextTurn);
}

void Match::drawRandom()
{
    TileIndex tile = 0;
    while (m_game.phase() == Phase::Draw)
        recordDraw(tile, m_game.drawNext(tile));
}

DrawResult Match::drawTile(TileIndex tile)
{
    return recordDraw(tile, m_game.drawTile(tile));
}

DrawResult Match::recordDraw(TileIndex tile, DrawResult r)
{
    if (r != DrawResult::Drawn && r != DrawResult::Discarded)
        return r; // refused: nothing happened
    record(r == DrawResult::Drawn ? Decision::draw(tile) : Decision::discard(tile));
    m_seenDiscards += r == DrawResult::Discarded ? 1 : 0; // recorded as the draw's own
    settle();
    return r;
}

MoveError Match::place(TileIndex tile, Placement p)
{
    return apply(Decision::place(tile, p));
}
MoveError Match::deploy(Deployment d)
{
    return apply(Decision::deploy(d));
}
MoveError Match::pass()
{
    return apply(Decision::pass());
}

MoveError Match::apply(const Decision &d)
{
    const int player = m_game.currentPlayer();
    if (const MoveError e = m_game.apply(d); e != MoveError::None)
        return e;
    if (d.kind == DecisionKind::Place)
        m_current.player = player;
    record(d);
    settle();
    return MoveError::None;
}

// --- replay ------------------------------------------------------------------------------

TurnProblem Match::applyEntry(const Decision &d, int index)
{
    if (d.isDraw()) {
        if (const TurnError e = drawProblem(m_game, d); e != TurnError::None)
            return {e, MoveError::None, d.tile, index};
        drawTile(d.tile);
        return {};
    }
    if (m_game.isOver())
        return {TurnError::GameOver, MoveError::None, d.tile, index};
    if (m_game.phase() == Phase::Draw)
        return {TurnError::TooFewDrawn, MoveError::None, d.tile, index};
    if (const MoveError e = apply(d); e != MoveError::None) {
        const TurnError error = d.kind == DecisionKind::Place ? TurnError::IllegalPlacement : TurnError::IllegalDeployment;
        const PlacedIndex last = m_game.lastPlaced();
        const TileIndex tile = d.kind == DecisionKind::Place || last == kNoTile ? d.tile
                                                                                : m_game.board().placed()[last].tile;
        return {error, e, tile, index};
    }
    return {};
}

TurnProblem Match::applyDecisions(const TurnRecord &turn, std::size_t count)
{
    if (m_game.isOver())
        return {TurnError::GameOver};
    if (!begins(m_current.decisions, turn.decisions))
        truncate(m_turns.size()); // the turn went otherwise so far: start it again
    const std::size_t start = m_turns.size();
    const auto fail = [&](TurnProblem problem) {
        truncate(start); // back to the position before this turn
        return problem;
    };
    count = std::min(count, turn.decisions.size());
    for (std::size_t i = 0; i < count; ++i) {
        const Decision &d = turn.decisions[i];
        if (m_turns.size() != start)
            return fail({TurnError::AfterTurnEnd, MoveError::None, turn.tile(), int(i)});
        if (i < m_current.decisions.size()) { // the game discarded a held tile itself
            if (m_current.decisions[i] != d)
                return fail({TurnError::DiscardMissing, MoveError::None, m_current.decisions[i].tile, int(i)});
            continue;
        }
        if (d.kind == DecisionKind::Place && m_game.currentPlayer() != turn.player)
            return fail({TurnError::WrongPlayer, MoveError::None, d.tile}); // the turn's fault, not the entry's
        if (const TurnProblem p = applyEntry(d, int(i)))
            return fail(p);
    }
    return {};
}

TurnProblem Match::applyTurn(const TurnRecord &turn)
{
    if (m_game.isOver())
        return {TurnError::GameOver};
    if (turn.placementIndex() < 0)
        return {TurnError::NoPlacementFirst, MoveError::None, 0, 0};
    const std::size_t start = m_turns.size();
    if (const TurnProblem problem = applyDecisions(turn, turn.decisions.size()))
        return problem;
    if (m_turns.size() == start) {
        // Still drawing for the turn's first tile; or a turn that goes on (another tile's draws
        // or decisions are missing).
        const bool firstDraws = m_game.phase() == Phase::Draw && m_current.placementIndex() < 0;
        const TurnError error = firstDraws ? TurnError::TooFewDrawn : TurnError::TurnNotFinished;
        truncate(start);
        return {error, MoveError::None, turn.tile(), int(turn.decisions.size())};
    }
    return {};
}

TurnProblem Match::applyDraws(const TurnRecord &turn)
{
    if (m_game.isOver())
        return {TurnError::GameOver};
    if (!begins(m_current.decisions, turn.decisions))
        truncate(m_turns.size());
    std::size_t next = m_current.decisions.size();
    while (next < turn.decisions.size() && turn.decisions[next].isDraw())
        ++next;
    return applyDecisions(turn, next);
}

TurnProblem Match::applyEndDiscards(const std::vector<TileIndex> &tiles)
{
    if (m_game.isOver()) { // the last turn's end discarded what was held
        if (tiles == m_endDiscards)
            return {};
        const auto missing = std::find_if(m_endDiscards.begin(), m_endDiscards.end(), [&](TileIndex t) {
            return std::count(tiles.begin(), tiles.end(), t) < std::count(m_endDiscards.begin(), m_endDiscards.end(), t);
        });
        if (missing != m_endDiscards.end())
            return {TurnError::DiscardMissing, MoveError::None, *missing};
        return {TurnError::DiscardNotInPile, MoveError::None, tiles.empty() ? TileIndex(0) : tiles.back()};
    }
    TurnRecord end;
    for (const TileIndex t : tiles)
        end.decisions.push_back(Decision::discard(t));
    const std::size_t start = m_turns.size();
    if (const TurnProblem problem = applyDecisions(end, end.decisions.size()))
        return problem;
    if (!m_game.isOver() || m_turns.size() != start) {
        truncate(start);
        return {TurnError::GameNotOver};
    }
    if (m_endDiscards != tiles) // the game discarded held tiles the record does not name
        return {TurnError::DiscardMissing, MoveError::None, m_endDiscards.back()};
    return {};
}

void Match::truncate(std::size_t turns)
{
    std::vector<TurnRecord> record = std::move(m_turns);
    record.resize(std::min(turns, record.size()));
    m_turns.clear();
    m_endDiscards.clear();
    m_game = Game(m_setup);
    m_seenDiscards = 0;
    openTurn(m_game.turn());
    settle();
    for (const TurnRecord &t : record)
        applyTurn(t); // each of them applied before, so it applies again
}

} // namespace tessera::engine
