#pragma once
// The weakest reference player: a uniformly random legal placement (every held tile's
// placements together), then a uniformly random choice among the legal decisions that follow.

#include "player.h"

#include "engine/random.h"

namespace tessera::ai {

class RandomAi final : public Player {
public:
    explicit RandomAi(std::uint64_t seed) : m_random(seed, 0x9e3779b97f4a7c15ULL) {}
    engine::Decision decide(const PublicView &view) override;

private:
    engine::Random m_random;
    std::vector<engine::Decision> m_decisions;
};

} // namespace tessera::ai
