#include "gameanalysis.h"

#include "publicview.h"

#include "engine/match.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace tessera::ai {

using namespace engine;

namespace {

// The root simulations the played decision gets at least, so that its estimate is steady.
constexpr double kPlayedShare = 0.15;
// Mixed into a decision's seed for its second review.
constexpr std::uint64_t kSecondOpinionSeed = 0x5851f42d4c957f2dULL;

// The position before the decision `point` of the line.
std::optional<Match> positionBefore(const GameSetup &setup, const std::vector<TurnRecord> &line, const DecisionPoint &point)
{
    std::optional<Match> match(std::in_place, setup);
    for (int t = 0; t < point.turn; ++t)
        if (match->applyTurn(line[std::size_t(t)]))
            return std::nullopt;
    if (match->applyDecisions(line[std::size_t(point.turn)], std::size_t(point.entry)))
        return std::nullopt;
    return match;
}

} // namespace

void forEachDecisionPoint(const GameSetup &setup, const std::vector<TurnRecord> &line,
                          const std::function<void(const Game &, const DecisionPoint &)> &visit)
{
    Match match(setup);
    std::vector<Decision> legal;
    for (std::size_t t = 0; t < line.size(); ++t) {
        const TurnRecord &turn = line[t];
        for (std::size_t i = 0; i < turn.decisions.size(); ++i) {
            const Decision &d = turn.decisions[i];
            if (d.kind == DecisionKind::Draw || d.kind == DecisionKind::Discard)
                continue;
            Match at = match;
            if (at.applyDecisions(turn, i))
                return;
            at.game().legalDecisions(legal);
            if (legal.size() > 1)
                visit(at.game(), {int(t), int(i), at.game().decidingPlayer(), d});
        }
        if (match.applyTurn(turn))
            return;
    }
}

MarkThresholds markThresholds()
{
    // From the spread of the search's own estimates at the default time (bench_analysis,
    // docs/ai.md): a single review's cost of a decision differed from another's by 3.2 points or
    // more in 1% of decisions and by 8.2 or more in 0.1% when these were chosen; with a mark
    // confirmed by a second review (reviewConfirmed), by 1.9 and 5.8. So noise alone marks fewer
    // than one decision in a hundred, and makes a mistake of fewer than one in a thousand; a
    // blunder costs twice a mistake.
    return {3.0, 8.0, 16.0};
}

std::optional<Decision> bestThen(const DecisionReview &review)
{
    if (review.alternatives.empty() || !(review.alternatives.front().decision == review.best))
        return std::nullopt;
    return review.alternatives.front().then;
}

Mark markOf(double loss)
{
    const MarkThresholds t = markThresholds();
    if (loss >= t.blunder)
        return Mark::Blunder;
    if (loss >= t.mistake)
        return Mark::Mistake;
    if (loss >= t.inaccuracy)
        return Mark::Inaccuracy;
    return Mark::None;
}

std::vector<PlayerSummary> summarize(const std::vector<DecisionReview> &reviews, int players)
{
    std::vector<PlayerSummary> summaries(std::size_t(std::max(players, 0)));
    for (const DecisionReview &r : reviews) {
        if (r.point.player < 0 || r.point.player >= players)
            continue;
        PlayerSummary &s = summaries[std::size_t(r.point.player)];
        ++s.decisions;
        s.loss += r.loss();
        ++s.marks[std::size_t(markOf(r.loss()))];
    }
    return summaries;
}

std::vector<DecisionPoint> decisionPoints(const GameSetup &setup, const std::vector<TurnRecord> &line)
{
    std::vector<DecisionPoint> points;
    forEachDecisionPoint(setup, line, [&](const Game &, const DecisionPoint &p) { points.push_back(p); });
    return points;
}

DecisionReview reviewDecision(const Game &position, const DecisionPoint &point, const AnalysisOptions &options,
                              std::uint64_t seed)
{
    MctsOptions search;
    search.seconds = options.iterations > 0 ? 0.0 : options.seconds;
    search.iterations = options.iterations;
    search.exactTiles = options.exactTiles;
    search.earlyStop = false; // the alternatives' estimates need their simulations too
    search.threadTime = true; // several at once on a busy machine each get their time
    search.stop = options.stop;
    MctsAi hard(seed, search);
    std::vector<ChoiceEstimate> estimates = hard.review(PublicView(position), point.played, kPlayedShare);

    DecisionReview review;
    review.point = point;
    review.best = point.played;
    if (estimates.empty())
        return review;
    const auto decider = std::size_t(point.player);
    const ChoiceEstimate &best = estimates.front();
    review.best = best.decision;
    review.bestMargin = best.margins[decider];
    review.margins = best.margins;
    review.playedMargin = review.bestMargin;
    for (const ChoiceEstimate &e : estimates)
        if (e.decision == point.played)
            review.playedMargin = e.margins[decider];
    estimates.resize(std::min(estimates.size(), kAnalysisAlternatives));
    review.alternatives = std::move(estimates);
    return review;
}

DecisionReview reviewConfirmed(const Game &position, const DecisionPoint &point, const AnalysisOptions &options,
                               std::uint64_t seed)
{
    DecisionReview first = reviewDecision(position, point, options, seed);
    if (markOf(first.loss()) == Mark::None)
        return first;
    // A mark needs a second search of its own to agree: one search's estimate can be far off
    // (in bench_analysis two reviews of a dragon step disagreed by 36 points), two in a row
    // rarely are.
    DecisionReview second = reviewDecision(position, point, options, seed ^ kSecondOpinionSeed);
    return second.loss() < first.loss() ? second : first;
}

std::vector<std::optional<DecisionReview>> analyseLine(const GameSetup &setup, const std::vector<TurnRecord> &line,
                                                       const AnalysisOptions &options)
{
    // Each job replays the line up to its decision: a position of a long game can hold a
    // megabyte, too much to keep one per decision (a few microseconds a turn to replay).
    const std::vector<DecisionPoint> points = decisionPoints(setup, line);
    std::vector<std::optional<DecisionReview>> reviews(points.size());
    std::atomic<std::size_t> next{0};
    std::mutex progressLock;
    int done = 0;
    const auto work = [&] {
        for (std::size_t i = next++; i < points.size(); i = next++) {
            if (options.stop && options.stop->load(std::memory_order_relaxed))
                return;
            // Each decision's own seed: the same result whichever thread takes it.
            const std::uint64_t seed = options.seed * 0x9e3779b97f4a7c15ULL + i;
            const std::optional<Match> position = positionBefore(setup, line, points[i]);
            if (!position)
                continue; // the walk found it there: cannot happen
            DecisionReview r = reviewConfirmed(position->game(), points[i], options, seed);
            if (options.stop && options.stop->load(std::memory_order_relaxed))
                return; // cut short: its estimates are not to be trusted
            reviews[i] = std::move(r);
            const std::scoped_lock lock(progressLock);
            ++done;
            if (options.progress)
                options.progress(done, int(points.size()));
        }
    };
    const int jobs = std::clamp(options.jobs, 1, 64);
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    return reviews;
}

} // namespace tessera::ai
