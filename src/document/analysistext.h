#pragma once
// An analysis in words, for the replay viewer and the command line: the marks' names and what
// a reviewed decision cost and what would have been better.

#include "ai/gameanalysis.h"

#include "engine/game.h"

#include <QString>

#include <optional>

namespace tessera::document {

// "inaccuracy", "mistake", "blunder"; empty for Mark::None.
QString markName(ai::Mark mark);
// "Inaccuracy", "Mistake", "Blunder": the same as a title.
QString markTitle(ai::Mark mark);

// The review of the decision `decider` took at `position`: "Blunder: Ann played a knight on the
// city, 3 tiles, open, which cost about 11 points. Better: no figure (expected margin +4 instead
// of -7)." A decision that cost less than a point: "Ann played <decision>, as good as the best
// found (expected margin +4)." The name matters where players take turns within one turn (the
// dragon's steps), and the margins are the decider's.
QString describeReview(const engine::Game &position, const ai::DecisionReview &review, const QString &decider);

// The decision at `position`, and the same player's next one after it when known (the figure
// after a placement): "Tile at (2, -1), turned once, then a knight on the city, 3 tiles, open".
QString describeDecisionThen(const engine::Game &position, const engine::Decision &decision,
                             const std::optional<engine::Decision> &then);

// "+4", "-7", "0": an expected margin in whole points, with its sign.
QString signedPoints(double points);

} // namespace tessera::document
