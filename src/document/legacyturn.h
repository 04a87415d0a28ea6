#pragma once
// Turns of game logs before version 4: the decisions in a list, the tiles drawn and
// discarded beside them (and a bonus tile's beside those). Applied the way the readers of
// those versions did, they become the ordered turn records the engine keeps today.

#include "engine/match.h"

#include <vector>

namespace tessera::document {

struct LegacyDraws {
    std::vector<engine::TileIndex> drawn;     // taken into the hand for the turn's tile
    std::vector<engine::TileIndex> discarded; // fitting nowhere: held ones, and drawn ones
    std::vector<engine::TileIndex> bonusDrawn;
    std::vector<engine::TileIndex> bonusDiscarded;
};

// Applies a turn whose `turn.decisions` hold only decisions, with its draws as `draws` list
// them: the discards, then the draws, the first tile's decisions, then the bonus tile's
// discards and draws and its decisions. The match records the turn in order. On a problem the
// position is left as it was before the turn; problem.decision indexes `turn.decisions`.
engine::TurnProblem applyLegacyTurn(engine::Match &match, const engine::TurnRecord &turn, const LegacyDraws &draws);

} // namespace tessera::document
