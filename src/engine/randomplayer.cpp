#include "randomplayer.h"

namespace tessera::engine {

void RandomPlayer::draw(Game &game)
{
    m_ahead.placed = std::size_t(-1);
    if (game.rules().handSize == 1 && game.hand(game.currentPlayer()).empty()) {
        TileIndex tile = 0;
        game.drawNext(tile, [&](TileIndex next) {
            const Random before = m_random;
            if (!game.triedPlacement(next, m_random, m_ahead.placement)) {
                m_random = before; // the draw looks, and choosePlacement() tries with these numbers again
                return false;
            }
            m_ahead.tile = next;
            m_ahead.placed = game.board().placed().size();
            return true;
        });
    }
    game.drawRandom(); // on after a discard
}

RandomPlayer::PlacementChoice RandomPlayer::choosePlacement(const Game &game)
{
    PlacementChoice c;
    const auto hand = game.hand(game.currentPlayer());
    if (hand.size() == 1 && hand[0] == m_ahead.tile && game.board().placed().size() == m_ahead.placed) {
        m_ahead.placed = std::size_t(-1);
        return {hand[0], m_ahead.placement};
    }
    c.tile = hand[hand.size() == 1 ? 0 : m_random.below(std::uint32_t(hand.size()))];
    game.randomPlacement(c.tile, m_random, c.placement); // a held tile always fits
    return c;
}

std::optional<Deployment> RandomPlayer::chooseDeployment(const Game &game)
{
    const std::uint32_t pick = m_random.below(std::uint32_t(game.legalDeploymentCount() + 1));
    if (pick == 0)
        return std::nullopt;
    return game.legalDeployment(int(pick - 1));
}

Decision RandomPlayer::chooseDecision(const Game &game)
{
    return game.randomDecision(m_random);
}

namespace {

// Whether the decisions after a placement go on: the deployment, then with the Princess & the
// Dragon the dragon's flight (the bonus tile's draw ends them, as the next turn does).
bool stillDeciding(const Game &game, int turn)
{
    return game.turn() == turn && (game.phase() == Phase::Deploy || game.phase() == Phase::Module);
}

} // namespace

RandomPlayer::Choice RandomPlayer::playTurn(Game &game)
{
    const PlacementChoice p = choosePlacement(game);
    game.applyLegal(Decision::place(p.tile, p.placement));
    if (game.bringsMoreDecisions()) { // every decision of the turn, uniformly among those open
        std::optional<Deployment> deployed;
        for (const int turn = game.turn(); stillDeciding(game, turn);) {
            const Decision d = chooseDecision(game);
            if (d.kind == DecisionKind::Deploy)
                deployed = d.deployment;
            game.applyLegal(d);
        }
        return {p.tile, p.placement, deployed};
    }
    const std::optional<Deployment> d = chooseDeployment(game);
    game.applyLegal(d ? Decision::deploy(*d) : Decision::pass());
    return {p.tile, p.placement, d};
}

namespace {

// Every turn takes one draw step and one play step and uses up at least one tile, so a game
// that needs more steps than this is stuck (a broken rule); the players then stop, and the
// caller sees a game that is not over instead of waiting forever.
std::size_t stepLimit(const Game &game)
{
    return 2 * (std::size_t(game.tilesLeft()) + std::size_t(game.playerCount()) * kMaxHandSize) + 8;
}

} // namespace

void playRandomGame(Game &game, RandomPlayer &player)
{
    for (std::size_t step = 0, limit = stepLimit(game); !game.isOver() && step < limit; ++step) {
        if (game.phase() == Phase::Draw)
            player.draw(game);
        else
            player.playTurn(game);
    }
}

void playRandomMatch(Match &match, RandomPlayer &player, std::size_t maxTurns)
{
    for (std::size_t step = 0, limit = stepLimit(match.game());
         !match.game().isOver() && match.turns().size() < maxTurns && step < limit; ++step) {
        if (match.game().phase() == Phase::Draw) {
            match.drawRandom();
            continue;
        }
        const RandomPlayer::PlacementChoice p = player.choosePlacement(match.game());
        match.place(p.tile, p.placement);
        if (match.game().bringsMoreDecisions()) {
            for (const int turn = match.game().turn(); stillDeciding(match.game(), turn);)
                match.apply(player.chooseDecision(match.game()));
            continue;
        }
        if (const std::optional<Deployment> d = player.chooseDeployment(match.game()))
            match.deploy(*d);
        else
            match.pass();
    }
}

} // namespace tessera::engine
