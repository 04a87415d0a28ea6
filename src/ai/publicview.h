#pragma once
// What a computer player may know: the board, scores, supplies and the multiset of the
// remaining tiles, never the order of the pile or the game's random generator. A PublicView
// holds its own copy of the game with the pile sorted (Game::concealPile), so two games that
// differ only in their pile order give identical views, and a player cannot tell them apart.

#include "engine/game.h"

namespace tessera::ai {

class PublicView {
public:
    explicit PublicView(const engine::Game &game);

    // The position with a concealed pile; copies of it are the players' search states.
    const engine::Game &game() const { return m_game; }
    // The player whose decision is asked for.
    int me() const { return m_game.currentPlayer(); }

private:
    engine::Game m_game;
};

} // namespace tessera::ai
