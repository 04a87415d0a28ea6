#include "reviewedturns.h"

#include "analysistext.h"

#include "ai/turnsearch.h"

namespace tessera::document {

ReviewedTurns reviewTurns(const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line,
                          const GameAnalysis &analysis, const QStringList &names)
{
    ReviewedTurns turns(line.size());
    std::size_t next = 0; // the reviews are in the line's order; one may be missing
    ai::forEachDecisionPoint(setup, line, [&](const engine::Game &position, const ai::DecisionPoint &point) {
        while (next < analysis.reviews.size() && analysis.reviews[next].point.turn < point.turn)
            ++next; // a review of no point of this line
        if (next >= analysis.reviews.size() || !(analysis.reviews[next].point == point)
            || std::size_t(point.turn) >= turns.size())
            return;
        const ai::DecisionReview &review = analysis.reviews[next++];
        turns[std::size_t(point.turn)].push_back(
            {review, ai::markOf(review.loss()), describeReview(position, review, names.value(review.point.player)),
             review.point.played.kind == engine::DecisionKind::Place ? engine::kNoTile : position.lastPlaced()});
    });
    return turns;
}

ai::Mark worstMark(const std::vector<ReviewedDecision> &reviews)
{
    ai::Mark worst = ai::Mark::None;
    for (const ReviewedDecision &r : reviews)
        worst = std::max(worst, r.mark);
    return worst;
}

std::vector<std::optional<ai::PlayerValues>> marginsByTurn(const ReviewedTurns &turns, const engine::Game &end)
{
    std::vector<std::optional<ai::PlayerValues>> margins(turns.size() + 1);
    for (std::size_t k = 0; k < turns.size(); ++k)
        if (!turns[k].empty())
            margins[k] = turns[k].front().review.margins;
    const int players = end.playerCount();
    const ai::PlayerValues scores = ai::scoresOf(end);
    ai::PlayerValues final{};
    for (int p = 0; p < players; ++p)
        final[std::size_t(p)] = ai::marginOf(scores, players, p);
    margins.back() = final;
    return margins;
}

} // namespace tessera::document
