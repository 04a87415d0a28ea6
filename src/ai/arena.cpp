#include "arena.h"

namespace tessera::ai {

using namespace engine;

GameOutcome playGame(const GameSetup &setup, std::span<Player *const> seats)
{
    Game game(setup);
    GameOutcome outcome;
    // Every turn uses up a tile; more steps than this means a broken rule, not a long game.
    const int limit = 8 * (game.tilesLeft() + setup.players * kMaxHandSize) + 16;
    for (int step = 0; !game.isOver() && step < limit; ++step) {
        if (game.phase() == Phase::Draw) {
            game.drawRandom();
            continue;
        }
        // The deciding player: the dragon's steps are other players' decisions in a turn.
        const Decision d = seats[std::size_t(game.decidingPlayer())]->decide(PublicView(game));
        ++outcome.decisions;
        if (game.apply(d) != MoveError::None) {
            ++outcome.illegal;
            break;
        }
    }
    outcome.finished = game.isOver();
    for (int p = 0; p < setup.players; ++p)
        outcome.scores[std::size_t(p)] = game.score(p);
    return outcome;
}

} // namespace tessera::ai
