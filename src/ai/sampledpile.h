#pragma once
// One sampled order of the tiles left (a determinization): what a searching player assumes
// the pile to be. It is shuffled from the multiset the public view shows, never taken from the
// real order. Draws go through Game::drawTile, so an expansion's draw rule (the river first)
// holds in the sample too: a tile that must wait is passed over for the next one.

#include "engine/game.h"
#include "engine/random.h"

#include <vector>

namespace tessera::ai {

class SampledPile {
public:
    SampledPile() = default;
    // A uniformly random order of the tiles left in `game`'s pile.
    SampledPile(const engine::Game &game, engine::Random &random);

    // Draws for the current player of `game` (a copy of the position the sample was taken
    // from, or one that drew from this sample since) until the game leaves the Draw phase.
    void drawInto(engine::Game &game);

    const std::vector<engine::TileIndex> &tiles() const { return m_tiles; } // back is drawn first

private:
    std::vector<engine::TileIndex> m_tiles;
};

} // namespace tessera::ai
