#pragma once
// Reference player "greedy": one ply. For every placement and every decision after it, the
// projected score "as if the game ended now" (final scoring of the position): own score
// minus the best opponent's; the best turn is played.

#include "player.h"

#include "engine/random.h"

namespace tessera::ai {

class GreedyAi final : public Player {
public:
    explicit GreedyAi(std::uint64_t seed) : m_random(seed, 0xbf58476d1ce4e5b9ULL) {}
    engine::Decision decide(const PublicView &view) override;

private:
    engine::Random m_random;
};

} // namespace tessera::ai
