#include "randomplayer.h"

namespace tessera::engine {

RandomPlayer::Choice RandomPlayer::playTurn(Game &game)
{
    Choice c;
    const auto hand = game.hand(game.currentPlayer());
    c.tile = hand[hand.size() == 1 ? 0 : m_random.below(std::uint32_t(hand.size()))];
    const int count = game.legalPlacementCount(c.tile);
    c.placement = game.legalPlacement(c.tile, int(m_random.below(std::uint32_t(count))));
    game.place(c.tile, c.placement);
    game.legalDeployments(m_deployments);
    const std::uint32_t pick = m_random.below(std::uint32_t(m_deployments.size() + 1));
    if (pick == 0) {
        game.pass();
    } else {
        c.deployed = true;
        c.deployment = m_deployments[pick - 1];
        game.deploy(c.deployment);
    }
    return c;
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

} // namespace tessera::engine
