#include "randomplayer.h"

namespace tessera::engine {

RandomPlayer::PlacementChoice RandomPlayer::choosePlacement(const Game &game)
{
    PlacementChoice c;
    const auto hand = game.hand(game.currentPlayer());
    c.tile = hand[hand.size() == 1 ? 0 : m_random.below(std::uint32_t(hand.size()))];
    const int count = game.legalPlacementCount(c.tile);
    c.placement = game.legalPlacement(c.tile, int(m_random.below(std::uint32_t(count))));
    return c;
}

std::optional<Deployment> RandomPlayer::chooseDeployment(const Game &game)
{
    game.legalDeployments(m_deployments);
    const std::uint32_t pick = m_random.below(std::uint32_t(m_deployments.size() + 1));
    if (pick == 0)
        return std::nullopt;
    return m_deployments[pick - 1];
}

RandomPlayer::Choice RandomPlayer::playTurn(Game &game)
{
    const PlacementChoice p = choosePlacement(game);
    game.place(p.tile, p.placement);
    const std::optional<Deployment> d = chooseDeployment(game);
    if (d)
        game.deploy(*d);
    else
        game.pass();
    return {p.tile, p.placement, d};
}

void playRandomGame(Game &game, RandomPlayer &player)
{
    while (!game.isOver()) {
        if (game.phase() == Phase::Draw)
            game.drawRandom();
        else
            player.playTurn(game);
    }
}

void playRandomMatch(Match &match, RandomPlayer &player, std::size_t maxTurns)
{
    while (!match.game().isOver() && match.turns().size() < maxTurns) {
        if (match.game().phase() == Phase::Draw) {
            match.drawRandom();
            continue;
        }
        const RandomPlayer::PlacementChoice p = player.choosePlacement(match.game());
        match.place(p.tile, p.placement);
        if (const std::optional<Deployment> d = player.chooseDeployment(match.game()))
            match.deploy(*d);
        else
            match.pass();
    }
}

} // namespace tessera::engine
