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
            Placement placement;
            if (!game.randomPlacement(tile, random, placement))
                return; // a held tile always fits; anything else is a broken rule
            game.applyLegal(Decision::place(tile, placement));
            continue;
        }
        // The figure and whatever an expansion adds, counted and picked without a list; in
        // Deploy the pass is the last decision of legalDecisions().
        const int count = game.legalDecisionCount();
        if (count == 0)
            return;
        const bool deploy = game.phase() == Phase::Deploy;
        const int others = deploy ? count - 1 : count;
        if (others == 0 || (deploy && (random.next() & 0xffffu) >= chance)) {
            game.applyLegal(Decision::pass());
            continue;
        }
        game.applyLegal(game.legalDecision(int(random.below(std::uint32_t(others)))));
    }
}

} // namespace tessera::ai
