#pragma once
// Sentences about the turns of a game's record for viewers that step through it (the replay
// viewer), in the language of the installed translators.

#include "engine/match.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace tessera::document {

// The decisions of a turn that a viewer shows one step at a time, in order: the tile placed,
// the figure deployed or none, a bonus tile's own. Every count or walk of a turn's decisions
// for display goes through here, so that what a step is can change in one place.
std::vector<engine::Decision> shownDecisions(const engine::TurnRecord &turn);

// How the game came to `position`: the start ("Before the first turn: the start tile."), the
// turn played last ("Turn 5: Ann placed <tile> and deployed a figure."), or the steps taken so
// far in the turn being played ("Turn 6: Ben placed <tile>; the figure comes next."). `names`
// are the players' names by seat.
QString describeLatestTurn(const engine::Match &position, const QStringList &names);

} // namespace tessera::document
