#pragma once
// The strong player: Monte Carlo tree search over the engine. Chance is the order of the pile,
// which no player knows: the search samples several orders of the tiles left (one tree per
// sample, their root statistics pooled), never the real one. Each decision of a turn is a
// level of the tree (the placement, then the figure), so one placement's statistics serve
// all of its figure choices. A simulation ends at a new node, valued by the heuristic
// player's evaluation or by a random playout to the end; the reward is tanh(margin / scale)
// for every player. The most visited decision is played. With two tiles or fewer left to
// play, the search is exact instead (endgamesearch.h).

#include "player.h"
#include "playout.h"
#include "sampledpile.h"
#include "turnsearch.h"

#include "engine/random.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::ai {

struct MctsOptions {
    double seconds = 1.0;        // thinking time per decision; 0: no time limit
    std::int64_t iterations = 0; // simulations per decision (all samples); 0: no limit. With a
                                 // fixed seed, an iteration limit and no time limit, the
                                 // decision is reproducible.
    int samples = 8;             // sampled pile orders, one tree each
    bool playouts = false;       // random playouts to the end instead of the heuristic evaluation
    double exploration = 0.7;    // UCT constant on rewards in [-1, 1]
    double marginScale = 15.0;   // reward tanh(margin / scale)
    // The scale grows with the game's tiles beyond the base game's 72 (in proportion): games
    // with expansions score far more, and a margin of 40 points, common in them, is already
    // at tanh's ceiling with the base game's scale (docs/ai.md: Hard won half its games against
    // Medium with all five sets without it, three quarters with it).
    bool scaleWithGame = true;
    int exactTiles = 2;                    // exact search when at most this many tiles remain to be played
    std::int64_t exactPositions = 200'000; // ...unless it would look at more positions than this
    // The magic portal: its targets (one segment per feature and figure, the likeliest points
    // first) enter a node's choices progressively, this many plus the square root of its visits.
    int portalWidth = 4;
    // Ends a search once the most simulated decision can no longer be overtaken by the
    // simulations its budget could still give (exact for an iteration budget, so a seeded
    // decision is the same as without the early stop; estimated from the rate so far for a time
    // budget).
    bool earlyStop = true;
    // `seconds` counts the processor time of the searching thread instead of the wall clock
    // (matches on a loaded machine: the search then sees as much as on a free one).
    bool threadTime = false;
    const std::atomic<bool> *stop = nullptr; // when set, the search ends at its next look at the clock
};

// What a search thinks of one decision at its root: how often it was simulated, and the
// expected final margin (own score minus the best opponent's, in points) of every player after
// it, averaged over its simulations' leaves. Game analysis shows these.
struct ChoiceEstimate {
    engine::Decision decision;
    std::uint64_t visits = 0;
    PlayerValues margins{};
    // The same player's next decision right after this one, as the search would take it (the
    // figure after a placement), when the search looked that far; never one after a draw.
    std::optional<engine::Decision> then;
    friend bool operator==(const ChoiceEstimate &, const ChoiceEstimate &) = default;
};

// What a search produced, for benchmarks and tests.
struct SearchStats {
    std::int64_t iterations = 0;
    bool exact = false;
    bool reused = false;  // a figure decision taken from the placement's search
    bool settled = false; // the search stopped early: its choice could no longer change
};

class MctsAi final : public Player {
public:
    MctsAi(std::uint64_t seed, const MctsOptions &options);
    engine::Decision decide(const PublicView &view) override;

    const SearchStats &lastSearch() const { return m_stats; }

    // Game analysis and the hint's alternatives: searches the view's position as decide() would,
    // then simulates `played` (a legal decision there; any other decision, e.g. a pass where
    // none is legal, adds nothing) until it holds at least `playedShare` of the root's
    // simulations, so that its estimate is as steady as the best decision's even when the
    // search neglected it. Every decision the search tried, the best first (see the ranking in
    // review()); empty with a single legal decision. With the last tiles (exactTiles) every
    // decision's exact value instead, with no simulations (visits 0), as decide() plays them.
    std::vector<ChoiceEstimate> review(const PublicView &view, const engine::Decision &played, double playedShare);

private:
    struct Node {
        engine::Decision decision; // what led here
        std::int32_t firstChild = -1;
        std::int32_t childCount = 0;
        std::uint32_t visits = 0;
        double value = 0;          // sum of the rewards of `mover`
        std::int32_t wideFrom = 0; // children from here on (portal targets) widen with the visits
        std::uint8_t mover = 0;    // who took `decision`
        bool expanded = false;
        // A tile was drawn after `decision` (a bonus tile; the next turn of a game alone): the
        // children are decisions about the tree's sampled tile, not known at this node.
        bool drawAfter = false;
        std::int32_t sums = -1; // while reviewing: its entry in Tree::margins, if it has one
    };
    struct Tree {
        std::vector<Node> nodes;
        SampledPile pile;
        // While reviewing: the sum of every player's margin over the simulations of each node
        // a review reads (the root's children, and below each the nodes of the same player's
        // further decisions), by Node::sums. Only those: a long search has millions of nodes.
        std::vector<PlayerValues> margins;
    };
    // The pooled statistics of one decision.
    struct Choice {
        engine::Decision decision;
        std::uint64_t visits = 0;
        double value = 0;
    };

    engine::Decision search(const engine::Game &root);
    // `forced`: the root's child (by index) the simulation goes through, or -1 to select as usual.
    void simulate(Tree &tree, const engine::Game &root, std::int32_t forced = -1);
    void expand(Tree &tree, std::int32_t node, const engine::Game &state);
    // Orders the decisions for expand(): the portal's targets last, one per feature and
    // figure, ranked by what their feature would score now. Returns where they start.
    std::size_t rankPortalTargets(const engine::Game &state);
    std::int32_t select(const Tree &tree, std::int32_t node, bool &fresh);
    // The leaf's expected final margin of every player (played out, or by the evaluation).
    PlayerValues leafMargins(engine::Game &state, SampledPile &pile);
    // Whether the root's most simulated decision, pooled over the trees, stays ahead of every
    // other even if all `remaining` simulations went to one of them.
    bool settled(std::int64_t remaining);
    std::vector<Choice> pooled(const std::vector<std::int32_t> &nodeOfTree) const;
    // The root's decisions pooled over the trees, with their margins.
    std::vector<ChoiceEstimate> rootEstimates() const;
    // Where a decision's worth is read: following the most simulated choice below it while
    // the same player decides on (a placement's worth is that of its best figure choice, not
    // the mean of every figure tried under it).
    std::int32_t followUpNode(const Tree &tree, std::int32_t node) const;
    // The first step of that walk: the child of `node` it goes on to, or -1.
    std::int32_t followUpChild(const Tree &tree, std::int32_t node) const;
    // review() of the last tiles: the decider's next decision after `decision` in the same
    // turn by the exact search (ChoiceEstimate::then).
    std::optional<engine::Decision> exactThen(const engine::Game &root, const engine::Decision &decision) const;
    // review(): simulations through `played` until it holds `playedShare` of the search's.
    void simulatePlayed(const engine::Game &root, const engine::Decision &played, double playedShare);
    engine::Decision mostVisited(const std::vector<Choice> &choices);

    MctsOptions m_options;
    double m_marginScale = 15.0; // the reward's scale in this search (MctsOptions::scaleWithGame)
    bool m_reviewing = false;    // review(): the trees keep every player's margins
    engine::Random m_random;
    SearchStats m_stats;
    std::vector<Tree> m_trees;
    std::vector<engine::Decision> m_decisions;
    struct Target {
        std::uint64_t key = 0; // the feature's root and the figure
        double prior = 0;
        engine::Decision decision;
    };
    std::vector<Target> m_targets;
    std::vector<std::int32_t> m_path;
    std::vector<std::uint64_t> m_rootVisits;
    // A simulation's position and pile, assigned from the root's each time: their buffers
    // are reused, so that a simulation does not allocate.
    std::optional<engine::Game> m_state;
    SampledPile m_pile;
    Playout m_playout;
    // The figure choices under the placement just played, with the position they follow.
    struct FollowUp {
        int turn = -1;
        int player = -1;
        std::size_t placedTiles = 0;
        engine::Decision placement;
        std::vector<Choice> choices;
    } m_followUp;
};

} // namespace tessera::ai
