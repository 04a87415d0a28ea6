#include "match.h"

#include <algorithm>

namespace tessera::engine {

Match::Match(const GameSetup &setup)
    : m_setup(setup)
    , m_game(setup)
{
    startTurn();
}

std::vector<TileIndex> Match::discardsSince(std::size_t mark) const
{
    std::vector<TileIndex> tiles;
    const auto &discards = m_game.discards();
    for (std::size_t i = mark; i < discards.size(); ++i)
        tiles.push_back(discards[i].tile);
    return tiles;
}

void Match::startTurn()
{
    m_current = TurnRecord{};
    m_current.player = m_game.currentPlayer();
    // Held tiles that fit nowhere any more were already dropped when this turn began.
    const auto &discards = m_game.discards();
    std::size_t mark = discards.size();
    while (mark > 0 && discards[mark - 1].turn > (m_game.isOver() ? m_game.turn() : m_game.turn() - 1))
        --mark;
    m_discardMark = mark;
    const auto hand = m_game.hand(m_game.currentPlayer());
    m_heldAtStart.assign(hand.begin(), hand.end());
    m_turnNumber = m_game.turn();
    if (m_game.isOver())
        m_endDiscards = discardsSince(mark);
}

// The discards of the bonus tile: those of this turn since the bonus began.
std::vector<TileIndex> Match::bonusDiscards() const
{
    std::vector<TileIndex> tiles;
    const auto &discards = m_game.discards();
    for (std::size_t i = m_discardMark; i < discards.size(); ++i)
        if (discards[i].turn == m_turnNumber)
            tiles.push_back(discards[i].tile);
    return tiles;
}

// A bonus tile that fits nowhere when the pile runs out ends the turn in its draw.
bool Match::closeTurnEndedInDraw()
{
    if (m_current.decisions.empty() || m_game.playingBonusTile())
        return false;
    m_current.bonusDiscarded = bonusDiscards();
    m_turns.push_back(std::move(m_current));
    startTurn();
    return true;
}

void Match::drawRandom()
{
    m_game.drawRandom();
    if (!closeTurnEndedInDraw() && m_game.isOver())
        startTurn(); // collects the discards that ended the game
}

DrawResult Match::drawTile(TileIndex tile)
{
    const DrawResult r = m_game.drawTile(tile);
    if (!closeTurnEndedInDraw() && m_game.isOver())
        startTurn();
    return r;
}

MoveError Match::place(TileIndex tile, Placement p) { return apply(Decision::place(tile, p)); }
MoveError Match::deploy(Deployment d) { return apply(Decision::deploy(d)); }
MoveError Match::pass() { return apply(Decision::pass()); }

MoveError Match::apply(const Decision &d)
{
    const int turn = m_game.turn();
    const bool bonus = m_game.playingBonusTile();
    const std::size_t discardsBefore = m_game.discards().size();
    std::vector<TileIndex> drawn;
    if (m_current.decisions.empty() || (bonus && d.kind == DecisionKind::Place))
        drawn = drawnThisTurn(); // before the placement takes its tile out of the hand
    const int player = m_game.currentPlayer();
    if (const MoveError e = m_game.apply(d); e != MoveError::None)
        return e;
    if (m_current.decisions.empty()) {
        m_current.player = player;
        m_current.drawn = std::move(drawn);
        m_current.discarded = discardsSince(m_discardMark);
    } else if (bonus && d.kind == DecisionKind::Place) {
        m_current.bonusDrawn = std::move(drawn);
        m_current.bonusDiscarded = bonusDiscards();
    }
    record(d);
    if (m_game.turn() != turn || m_game.isOver()) { // the decision ended the turn
        if (!bonus) { // a bonus tile due, but held tiles that fit nowhere were all there was
            m_discardMark = discardsBefore;
            m_current.bonusDiscarded = bonusDiscards();
        }
        m_turns.push_back(std::move(m_current));
        startTurn();
    } else if (!bonus && m_game.playingBonusTile()) { // the bonus tile's draw begins
        m_discardMark = discardsBefore;
        const auto held = m_game.hand(player);
        m_heldAtStart.assign(held.begin(), held.end());
    }
    return MoveError::None;
}

void Match::record(const Decision &d) { m_current.decisions.push_back(d); }

std::vector<TileIndex> Match::drawnThisTurn() const
{
    // Held tiles stay at the front of the hand; draws are appended behind them.
    const auto hand = m_game.hand(m_game.currentPlayer());
    return {hand.begin() + std::ptrdiff_t(std::min(m_heldAtStart.size(), hand.size())), hand.end()};
}

TurnProblem Match::applyDraws(const TurnRecord &turn)
{
    if (m_game.isOver())
        return {TurnError::GameOver};
    if (m_game.phase() == Phase::Draw && !m_current.decisions.empty()) // the builder's bonus tile is due
        return drawRecorded(turn.bonusDiscarded, turn.bonusDrawn);
    if (m_game.phase() == Phase::Place && m_current.decisions.empty() && drawnThisTurn() == turn.drawn
        && discardsSince(m_discardMark) == turn.discarded)
        return {}; // drawn as recorded already
    if (m_game.phase() != Phase::Draw)
        truncate(m_turns.size()); // a half-played turn: start it again
    if (m_game.currentPlayer() != turn.player)
        return {TurnError::WrongPlayer};

    const auto fail = [&](TurnProblem problem) {
        truncate(m_turns.size()); // back to the position before this turn
        return problem;
    };
    if (const TurnProblem p = drawRecorded(turn.discarded, turn.drawn))
        return fail(p);
    return {};
}

TurnProblem Match::applyTurn(const TurnRecord &turn)
{
    const std::size_t recorded = m_turns.size();
    if (const TurnProblem problem = applyDecisions(turn, turn.decisions.size()))
        return problem;
    const auto fail = [&](TurnProblem problem) {
        truncate(recorded); // back to the position before this turn
        return problem;
    };
    if (m_turns.size() == recorded)
        return fail({TurnError::TurnNotFinished, MoveError::None, turn.tile(), int(turn.decisions.size())});
    // A bonus tile's draws recorded for a turn that had none, or its discards that the game
    // made itself (held tiles) missing from the record.
    const TurnRecord &made = m_turns[recorded];
    if (made.bonusDrawn != turn.bonusDrawn)
        return fail({TurnError::NoBonusTile, MoveError::None, TileIndex(turn.bonusDrawn.empty() ? 0 : turn.bonusDrawn.front())});
    auto recordedDiscards = turn.bonusDiscarded, madeDiscards = made.bonusDiscarded;
    std::sort(recordedDiscards.begin(), recordedDiscards.end());
    std::sort(madeDiscards.begin(), madeDiscards.end());
    if (recordedDiscards != madeDiscards)
        return fail({TurnError::DiscardMissing, MoveError::None, madeDiscards.empty() ? recordedDiscards.front() : madeDiscards.front()});
    return {};
}

TurnProblem Match::applyDecisions(const TurnRecord &turn, std::size_t count)
{
    if (const TurnProblem problem = applyDraws(turn))
        return problem;
    const std::size_t recorded = m_turns.size();
    const auto fail = [&](TurnProblem problem) {
        truncate(recorded); // back to the position before this turn
        return problem;
    };
    if (turn.decisions.empty() || turn.decisions.front().kind != DecisionKind::Place)
        return fail({TurnError::NoPlacementFirst, MoveError::None, 0, 0});
    for (std::size_t i = 0; i < std::min(count, turn.decisions.size()); ++i) {
        const Decision &d = turn.decisions[i];
        if (m_turns.size() != recorded)
            return fail({TurnError::AfterTurnEnd, MoveError::None, turn.tile(), int(i)});
        const bool bonus = m_game.playingBonusTile();
        if (const MoveError e = apply(d); e != MoveError::None) {
            const TurnError error = d.kind == DecisionKind::Place ? TurnError::IllegalPlacement : TurnError::IllegalDeployment;
            const int bonusAt = turn.bonusPlacement();
            const TileIndex tile = bonusAt >= 0 && int(i) >= bonusAt ? turn.decisions[std::size_t(bonusAt)].tile : turn.tile();
            return fail({error, e, tile, int(i)});
        }
        // The bonus tile's draws, when the record goes on with them (else the turn is not
        // finished, which applyTurn() reports).
        const bool bonusRecorded = i + 1 < turn.decisions.size() || !turn.bonusDrawn.empty() || !turn.bonusDiscarded.empty();
        if (!bonus && m_game.playingBonusTile() && m_turns.size() == recorded && bonusRecorded)
            if (const TurnProblem p = drawRecorded(turn.bonusDiscarded, turn.bonusDrawn))
                return fail(p);
    }
    return {};
}

// The draws of a turn or of its bonus tile: the discards (those the game made itself, and
// tiles drawn that fit nowhere), then the tiles taken into the hand.
TurnProblem Match::drawRecorded(const std::vector<TileIndex> &discarded, const std::vector<TileIndex> &drawn)
{
    const std::size_t recorded = m_turns.size();
    std::vector<TileIndex> automatic = discardsSince(m_discardMark);
    for (const TileIndex d : discarded) {
        if (const auto it = std::find(automatic.begin(), automatic.end(), d); it != automatic.end()) {
            automatic.erase(it);
            continue;
        }
        const DrawResult r = m_game.drawTile(d);
        closeTurnEndedInDraw();
        switch (r) {
        case DrawResult::Discarded:
            break;
        case DrawResult::NotInPile:
            return {TurnError::DiscardNotInPile, MoveError::None, d};
        case DrawResult::Drawn:
            return {TurnError::DiscardFits, MoveError::None, d};
        case DrawResult::WrongPhase:
            return {TurnError::TooManyDrawn, MoveError::None, d};
        case DrawResult::NotYet:
            return {TurnError::DrawOutOfOrder, MoveError::None, d};
        }
    }
    if (!automatic.empty())
        return {TurnError::DiscardMissing, MoveError::None, automatic.front()};
    for (const TileIndex d : drawn) {
        switch (m_game.drawTile(d)) {
        case DrawResult::Drawn:
            break;
        case DrawResult::NotInPile:
            return {TurnError::DrawNotInPile, MoveError::None, d};
        case DrawResult::Discarded:
            return {TurnError::DrawnFitsNowhere, MoveError::None, d};
        case DrawResult::WrongPhase:
            return {TurnError::TooManyDrawn, MoveError::None, d};
        case DrawResult::NotYet:
            return {TurnError::DrawOutOfOrder, MoveError::None, d};
        }
    }
    if (m_turns.size() == recorded && m_game.phase() == Phase::Draw)
        return {TurnError::TooFewDrawn};
    return {};
}

TurnProblem Match::applyEndDiscards(const std::vector<TileIndex> &tiles)
{
    std::vector<TileIndex> automatic = m_game.isOver() ? m_endDiscards : discardsSince(m_discardMark);
    for (const TileIndex d : tiles) {
        if (const auto it = std::find(automatic.begin(), automatic.end(), d); it != automatic.end()) {
            automatic.erase(it);
            continue;
        }
        const DrawResult r = m_game.isOver() ? DrawResult::WrongPhase : m_game.drawTile(d);
        if (r == DrawResult::Discarded)
            continue;
        truncate(m_turns.size());
        if (r == DrawResult::NotYet)
            return {TurnError::DrawOutOfOrder, MoveError::None, d};
        if (r == DrawResult::NotInPile || r == DrawResult::WrongPhase)
            return {TurnError::DiscardNotInPile, MoveError::None, d};
        return {TurnError::DiscardFits, MoveError::None, d};
    }
    if (!m_game.isOver()) {
        truncate(m_turns.size());
        return {TurnError::GameNotOver};
    }
    startTurn();
    if (!automatic.empty())
        return {TurnError::DiscardMissing, MoveError::None, automatic.front()};
    return {};
}

void Match::truncate(std::size_t turns)
{
    std::vector<TurnRecord> record = std::move(m_turns);
    record.resize(std::min(turns, record.size()));
    m_turns.clear();
    m_endDiscards.clear();
    m_game = Game(m_setup);
    startTurn();
    for (const TurnRecord &t : record)
        applyTurn(t); // each of them applied before, so it applies again
}

} // namespace tessera::engine
