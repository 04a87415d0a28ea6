#include "publicview.h"

namespace tessera::ai {

PublicView::PublicView(const engine::Game &game) : m_game(game)
{
    m_game.concealPile();
}

} // namespace tessera::ai
