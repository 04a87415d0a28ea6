#include "playout.h"

namespace tessera::ai {

using namespace engine;

void Playout::run(Game &game, SampledPile &pile, Random &random)
{
    const auto chance = std::uint32_t(m_deployChance * 65536.0);
    // Every turn uses up a tile; more steps than this means a broken rule, not a long game.
    const int limit = 4 * (game.tilesLeft() + game.playerCount() * kMaxHandSize) + 16;
    for (int step = 0; !game.isOver() && step < limit; ++step) {
        if (game.phase() == Phase::Draw) {
            pile.drawInto(game);
            if (game.phase() == Phase::Draw)
                return;
            continue;
        }
        if (game.phase() == Phase::Place) {
            // Placements are the only decisions of this phase: pick one without listing them all.
            const auto hand = game.hand(game.currentPlayer());
            const TileIndex tile = hand[hand.size() == 1 ? 0 : random.below(std::uint32_t(hand.size()))];
            const int count = game.legalPlacementCount(tile);
            if (count == 0)
                return; // a held tile always fits; anything else is a broken rule
            game.place(tile, game.legalPlacement(tile, int(random.below(std::uint32_t(count)))));
            continue;
        }
        game.legalDecisions(m_decisions);
        if (m_decisions.empty())
            return;
        std::size_t passAt = m_decisions.size();
        for (std::size_t i = 0; i < m_decisions.size(); ++i)
            if (m_decisions[i].kind == DecisionKind::Pass)
                passAt = i;
        const std::size_t others = m_decisions.size() - (passAt < m_decisions.size() ? 1 : 0);
        if (others == 0 || (passAt < m_decisions.size() && (random.next() & 0xffffu) >= chance)) {
            game.apply(m_decisions[passAt]);
            continue;
        }
        std::size_t pick = random.below(std::uint32_t(others));
        if (pick >= passAt)
            ++pick;
        game.apply(m_decisions[pick]);
    }
}

} // namespace tessera::ai
