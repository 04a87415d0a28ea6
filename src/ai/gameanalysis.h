#pragma once
// Game analysis: Hard's search looks at every decision of a recorded line from the deciding
// player's view (the public view: the pile as a multiset, never its order) and estimates the
// expected final margin of the decision taken and of the best one it finds. The difference is
// what the decision cost, in points; costs above the thresholds (docs/ai.md, chosen from the
// measured spread of the search's own estimates) are marked.

#include "mctsai.h"

#include "engine/game.h"
#include "engine/turnrecord.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace tessera::ai {

// Thinking time per decision: a 150-turn game in under two minutes on two cores.
inline constexpr double kDefaultAnalysisSeconds = 0.3;
// The alternatives kept per decision (the best first).
inline constexpr std::size_t kAnalysisAlternatives = 3;

struct AnalysisOptions {
    double seconds = kDefaultAnalysisSeconds; // per decision, the processor time of its thread
    std::int64_t iterations = 0;              // simulations per decision instead (reproducible)
    int exactTiles = 2;                       // with this many tiles left to play, exact values
    int jobs = 1;                             // decisions analysed at once, each on its own thread
    std::uint64_t seed = 1;
    const std::atomic<bool> *stop = nullptr; // set from another thread: the analysis ends soon
    // After each decision analysed: how many are done of how many. Called from the worker
    // threads, one call at a time.
    std::function<void(int done, int total)> progress;
};

// A decision of the line with more than one legal choice: the ones worth reviewing.
struct DecisionPoint {
    int turn = 0;   // the turn's index in the line (0: the first turn)
    int entry = 0;  // the decision's index in the turn's record
    int player = 0; // who decided (a dragon step: the player whose step it was)
    engine::Decision played;
    friend bool operator==(const DecisionPoint &, const DecisionPoint &) = default;
};

struct DecisionReview {
    DecisionPoint point;
    double playedMargin = 0; // the decider's expected final margin after the decision played
    double bestMargin = 0;   // ... after the best decision found
    engine::Decision best;
    // The best decisions (at most kAnalysisAlternatives), best first, with every player's
    // expected final margin after each.
    std::vector<ChoiceEstimate> alternatives;
    // Every player's expected final margin at this position, after its best decision.
    PlayerValues margins{};

    // What the decision played cost, in points (never below 0).
    double loss() const { return bestMargin > playedMargin ? bestMargin - playedMargin : 0.0; }
    friend bool operator==(const DecisionReview &, const DecisionReview &) = default;
};

// The decider's next decision of the turn after the best one (the figure after a better
// placement), when the review knows it.
std::optional<engine::Decision> bestThen(const DecisionReview &review);

enum class Mark : std::uint8_t { None, Inaccuracy, Mistake, Blunder };

// The smallest cost of each mark, in points.
struct MarkThresholds {
    double inaccuracy = 0;
    double mistake = 0;
    double blunder = 0;
};
MarkThresholds markThresholds();
Mark markOf(double loss);

// How a player decided over the reviews: the decisions reviewed, the points they lost in all
// and how many of them got each mark.
struct PlayerSummary {
    int decisions = 0;
    double loss = 0;
    std::array<int, 4> marks{}; // by Mark
    double averageLoss() const { return decisions > 0 ? loss / decisions : 0.0; }
};
std::vector<PlayerSummary> summarize(const std::vector<DecisionReview> &reviews, int players);

// Calls `visit` with the position before each decision of `line` (turns played from the setup)
// that had more than one legal choice, in order; a line the engine refuses ends where it breaks.
void forEachDecisionPoint(const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line,
                          const std::function<void(const engine::Game &position, const DecisionPoint &point)> &visit);
std::vector<DecisionPoint> decisionPoints(const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line);

// Reviews every decision point of the line. With an iteration budget and the same seed the
// result is the same whatever the number of jobs. An entry stays empty when the analysis was
// stopped before it.
std::vector<std::optional<DecisionReview>>
analyseLine(const engine::GameSetup &setup, const std::vector<engine::TurnRecord> &line, const AnalysisOptions &options);

// Reviews one position: `played` is the decision taken there (or any other legal one).
DecisionReview reviewDecision(const engine::Game &position, const DecisionPoint &point, const AnalysisOptions &options,
                              std::uint64_t seed);
// The same, reviewed twice when the decision played would be marked: the review that found it
// cheaper is kept, so a mark says that two searches of their own each found at least that cost
// (one search's estimate of a decision can be far off, docs/ai.md).
DecisionReview reviewConfirmed(const engine::Game &position, const DecisionPoint &point, const AnalysisOptions &options,
                               std::uint64_t seed);

} // namespace tessera::ai
