#pragma once
// An analysis laid out by the turns of the main line, for the views that show it turn by turn
// (the move list's marks, the replay viewer's panel and board): each review with its mark, its
// sentence and where on the board its decision was taken.

#include "gameanalysisjson.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace tessera::document {

struct ReviewedDecision {
    ai::DecisionReview review;
    ai::Mark mark = ai::Mark::None;
    QString sentence;                           // describeReview's, in the language in force
    engine::PlacedIndex tile = engine::kNoTile; // the tile the turn placed, once it lies
};

// By turn: entry k holds the reviews of turn k + 1 (0-based DecisionPoint::turn k), in order.
using ReviewedTurns = std::vector<std::vector<ReviewedDecision>>;

// Lays the analysis out along `line` played from `setup` (as many entries as the line has
// turns), its sentences naming the players by `names`; a review that matches no decision point
// of the line is left out.
ReviewedTurns reviewTurns(const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line,
                          const GameAnalysis &analysis, const QStringList &names);

// The worst mark among the reviews of a turn.
ai::Mark worstMark(const std::vector<ReviewedDecision> &reviews);

// Every player's expected final margin along the line, by turn: entry k after turn k (the
// margins of turn k + 1's first review; nullopt when turn k + 1 had none reviewed); the last
// entry (after the last turn) holds the real final margins of `end`, the line's last position.
std::vector<std::optional<ai::PlayerValues>> marginsByTurn(const ReviewedTurns &turns, const engine::Game &end);

} // namespace tessera::document
