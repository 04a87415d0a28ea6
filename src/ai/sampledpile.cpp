#include "sampledpile.h"

#include <iterator>
#include <utility>

namespace tessera::ai {

using namespace engine;

SampledPile::SampledPile(const Game &game, Random &random) : m_tiles(game.pile().begin(), game.pile().end())
{
    for (std::size_t i = m_tiles.size(); i > 1; --i)
        std::swap(m_tiles[i - 1], m_tiles[random.below(std::uint32_t(i))]);
}

void SampledPile::drawInto(Game &game)
{
    while (game.phase() == Phase::Draw) {
        bool drew = false;
        for (auto it = m_tiles.rbegin(); it != m_tiles.rend(); ++it) {
            if (game.drawTile(*it) == DrawResult::NotYet)
                continue;
            m_tiles.erase(std::next(it).base());
            drew = true;
            break;
        }
        if (!drew)
            return; // the sample and the game disagree: the caller's game was not its position
    }
}

} // namespace tessera::ai
