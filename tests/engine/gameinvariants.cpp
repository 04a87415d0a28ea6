#include "gameinvariants.h"

#include "engine/geometry.h"

using namespace Qt::StringLiterals;

namespace tessera::test {

using namespace engine;

QString brokenInvariant(const Game &game)
{
    const Board &board = game.board();
    for (std::size_t i = 0; i < board.placed().size(); ++i) {
        const PlacedTile &t = board.placed()[i];
        const EdgeWord edges = board.edgesOf(PlacedIndex(i));
        for (int side = 0; side < kSides; ++side) {
            const PlacedIndex n = board.at(neighbour(t.pos, side));
            if (n == kNoTile)
                continue;
            if (edgeAt(edges, side) != edgeAt(board.edgesOf(n), opposite(side)))
                return u"edges of (%1, %2) and its neighbour on side %3 differ"_s.arg(t.pos.x).arg(t.pos.y).arg(side);
        }
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        int onBoard = 0;
        for (const DeployedFigure &f : game.figures())
            onBoard += f.player == p ? 1 : 0;
        if (onBoard + game.supply(p) != kFollowersPerPlayer)
            return u"player %1 has %2 followers in supply and %3 on the board"_s.arg(p).arg(game.supply(p)).arg(onBoard);
    }
    for (const DeployedFigure &f : game.figures())
        if (f.node >= game.features().size())
            return u"a figure stands on node %1, beyond the %2 feature nodes"_s.arg(f.node).arg(game.features().size());
    return QString();
}

} // namespace tessera::test
