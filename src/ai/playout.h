#pragma once
// A random playout: the game played to its end from a position by fast random decisions,
// drawing from a sampled pile. Uniform play spends followers too early, so a figure is
// deployed only with a set chance (public measurements put the best near 0.3).

#include "sampledpile.h"

#include "engine/game.h"
#include "engine/random.h"

#include <vector>

namespace tessera::ai {

class Playout {
public:
    explicit Playout(double deployChance = 0.3) : m_deployChance(deployChance) {}

    // Plays `game` to its end (or stops when it cannot end: a broken rule leaves it unfinished).
    void run(engine::Game &game, SampledPile &pile, engine::Random &random);

private:
    double m_deployChance;
};

} // namespace tessera::ai
