#include "mctsai.h"

#include "endgamesearch.h"
#include "heuristicai.h"
#include "searchclock.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <span>

namespace tessera::ai {

using namespace engine;

namespace {

// Simulations between looks at the clock.
constexpr std::int64_t kClockEvery = 8;
// The simulations of a search that has neither a time nor an iteration limit.
constexpr std::int64_t kDefaultIterations = 1000;
// A figure decision is taken from the placement's search when its choices were simulated at
// least this often; otherwise it gets a search of its own.
constexpr std::uint64_t kFollowUpVisits = 100;

} // namespace

MctsAi::MctsAi(std::uint64_t seed, const MctsOptions &options) : m_options(options), m_random(seed, 0xd6e8feb86659fd93ULL)
{
    m_options.samples = std::max(1, m_options.samples);
}

Decision MctsAi::decide(const PublicView &view)
{
    const Game &root = view.game();
    m_stats = {};
    m_reviewing = false;
    root.legalDecisions(m_decisions);
    if (m_decisions.size() == 1)
        return m_decisions.front();
    if (root.phase() == Phase::Deploy && m_followUp.turn == root.turn() && m_followUp.player == root.currentPlayer()
        && m_followUp.placedTiles == root.board().placed().size()) {
        const auto &placed = root.board().placed()[root.lastPlaced()];
        std::uint64_t visits = 0;
        for (const Choice &c : m_followUp.choices)
            visits += c.visits;
        if (placed.pos == m_followUp.placement.placement.pos && placed.rotation == m_followUp.placement.placement.rotation
            && visits >= kFollowUpVisits) {
            m_stats.reused = true;
            return mostVisited(m_followUp.choices);
        }
    }
    if (tilesToPlay(root) <= m_options.exactTiles)
        if (const auto exact = exactDecision(root, m_random, m_options.exactPositions, m_options.stop)) {
            m_stats.exact = true;
            return *exact;
        }
    return search(root);
}

Decision MctsAi::search(const Game &root)
{
    constexpr double kBaseGameTiles = 72;
    const auto gameTiles = double(root.board().placed().size() + std::size_t(tilesToPlay(root)));
    m_marginScale = m_options.marginScale * (m_options.scaleWithGame ? std::max(1.0, gameTiles / kBaseGameTiles) : 1.0);
    m_trees.resize(std::size_t(m_options.samples));
    for (Tree &t : m_trees) {
        t.nodes.clear();
        t.nodes.emplace_back();
        t.margins.clear();
        t.pile = SampledPile(root, m_random);
    }
    const SearchClock clock(m_options.threadTime);
    const std::int64_t limit = m_options.iterations > 0 ? m_options.iterations
        : m_options.seconds > 0                         ? std::numeric_limits<std::int64_t>::max()
                                                        : kDefaultIterations;
    std::int64_t done = 0;
    for (; done < limit; ++done) {
        // Every tree's root is expanded once each has had a simulation (they are taken in turn).
        if (done % kClockEvery == 0 && done >= std::int64_t(m_trees.size())) {
            if (m_options.stop && m_options.stop->load(std::memory_order_relaxed))
                break;
            std::int64_t remaining = limit - done;
            if (m_options.seconds > 0) {
                const double elapsed = clock.elapsed();
                if (elapsed >= m_options.seconds)
                    break;
                // The simulations the time left would give at the rate so far.
                const double estimate = std::ceil(double(done) * (m_options.seconds - elapsed) / elapsed);
                remaining = std::int64_t(std::min(double(remaining), estimate));
            }
            if (m_options.earlyStop && settled(remaining)) {
                m_stats.settled = true;
                break;
            }
        }
        simulate(m_trees[std::size_t(done % std::int64_t(m_trees.size()))], root);
    }
    m_stats.iterations = done;

    const std::vector<std::int32_t> roots(m_trees.size(), 0);
    const std::vector<Choice> choices = pooled(roots);
    const Decision chosen = mostVisited(choices);

    m_followUp = {};
    if (chosen.kind == DecisionKind::Place) {
        std::vector<std::int32_t> nodes;
        for (const Tree &t : m_trees) {
            const Node &r = t.nodes.front();
            std::int32_t found = -1;
            for (std::int32_t c = r.firstChild; c >= 0 && c < r.firstChild + r.childCount; ++c)
                if (t.nodes[std::size_t(c)].decision == chosen)
                    found = c;
            nodes.push_back(found);
        }
        m_followUp.turn = root.turn();
        m_followUp.player = root.currentPlayer();
        m_followUp.placedTiles = root.board().placed().size() + 1;
        m_followUp.placement = chosen;
        m_followUp.choices = pooled(nodes);
    }
    return chosen;
}

void MctsAi::simulate(Tree &tree, const Game &root, std::int32_t forced)
{
    if (m_state)
        *m_state = root;
    else
        m_state.emplace(root);
    Game &state = *m_state;
    SampledPile &pile = m_pile;
    pile = tree.pile;
    m_path.assign(1, 0);
    std::int32_t node = 0;
    while (!state.isOver()) {
        if (!tree.nodes[std::size_t(node)].expanded)
            expand(tree, node, state);
        if (tree.nodes[std::size_t(node)].childCount == 0)
            break;
        bool fresh = false;
        if (node == 0 && forced >= 0) {
            node = tree.nodes.front().firstChild + forced;
            fresh = tree.nodes[std::size_t(node)].visits == 0;
        } else {
            node = select(tree, node, fresh);
        }
        state.apply(tree.nodes[std::size_t(node)].decision);
        if (state.phase() == Phase::Draw) {
            pile.drawInto(state);
            tree.nodes[std::size_t(node)].drawAfter = true;
        }
        m_path.push_back(node);
        if (fresh)
            break;
    }
    const PlayerValues margins = leafMargins(state, pile);
    PlayerValues rewards{};
    for (int p = 0; p < state.playerCount(); ++p)
        rewards[std::size_t(p)] = std::tanh(margins[std::size_t(p)] / m_marginScale);
    for (const std::int32_t id : m_path) {
        Node &n = tree.nodes[std::size_t(id)];
        ++n.visits;
        n.value += rewards[n.mover];
    }
    if (!m_reviewing)
        return;
    // The root's child, and below it the decisions its mover took on (followUpNode's reach).
    for (std::size_t k = 1; k < m_path.size(); ++k) {
        Node &n = tree.nodes[std::size_t(m_path[k])];
        if (n.mover != tree.nodes[std::size_t(m_path[1])].mover)
            break;
        if (n.sums < 0) {
            n.sums = std::int32_t(tree.margins.size());
            tree.margins.emplace_back();
        }
        for (int p = 0; p < state.playerCount(); ++p)
            tree.margins[std::size_t(n.sums)][std::size_t(p)] += margins[std::size_t(p)];
    }
}

void MctsAi::expand(Tree &tree, std::int32_t node, const Game &state)
{
    state.legalDecisions(m_decisions);
    const std::size_t wideFrom = rankPortalTargets(state);
    const auto first = std::int32_t(tree.nodes.size());
    for (const Decision &d : m_decisions) {
        Node &child = tree.nodes.emplace_back();
        child.decision = d;
        child.mover = std::uint8_t(state.decidingPlayer()); // a dragon step is another player's decision
    }
    Node &n = tree.nodes[std::size_t(node)];
    n.expanded = true;
    n.firstChild = first;
    n.childCount = std::int32_t(m_decisions.size());
    n.wideFrom = std::int32_t(wideFrom);
}

std::size_t MctsAi::rankPortalTargets(const Game &state)
{
    const auto portal = std::stable_partition(m_decisions.begin(), m_decisions.end(),
                                              [](const Decision &d) { return d.kind != DecisionKind::DeployAt; });
    const auto wideFrom = std::size_t(portal - m_decisions.begin());
    if (portal == m_decisions.end())
        return wideFrom;
    // A follower on any segment of a feature holds the same feature: one target per feature
    // and figure (the first segment listed). The prior is what the feature would score if the
    // game ended now, so that the search tries big open roads, cities and cloisters first.
    m_targets.clear();
    const FeatureGraph &graph = state.features();
    for (auto it = portal; it != m_decisions.end(); ++it) {
        const PlacedTile &tile = state.board().placed()[state.board().at(it->at)];
        const NodeId root = graph.find(tile.firstNode + it->deployment.feature);
        m_targets.push_back({std::uint64_t(root) << 8 | std::uint64_t(it->deployment.figure), 0.0, *it});
    }
    std::stable_sort(m_targets.begin(), m_targets.end(), [](const Target &a, const Target &b) { return a.key < b.key; });
    m_targets.erase(
        std::unique(m_targets.begin(), m_targets.end(), [](const Target &a, const Target &b) { return a.key == b.key; }),
        m_targets.end());
    for (Target &t : m_targets) {
        const auto root = NodeId(t.key >> 8);
        const FeatureNode &r = graph.node(root);
        if (r.kind == FeatureKind::Field || r.kind == FeatureKind::River)
            continue;
        const int tiles = r.kind == FeatureKind::Cloister
            ? 1 + state.board().occupiedNeighbours(state.board().placed()[r.placed].pos)
            : state.featureTileCount(root);
        t.prior = state.featurePoints(root, tiles, false);
    }
    std::stable_sort(m_targets.begin(), m_targets.end(), [](const Target &a, const Target &b) { return a.prior > b.prior; });
    m_decisions.resize(wideFrom);
    for (const Target &t : m_targets)
        m_decisions.push_back(t.decision);
    return wideFrom;
}

std::int32_t MctsAi::select(const Tree &tree, std::int32_t node, bool &fresh)
{
    const Node &parent = tree.nodes[std::size_t(node)];
    // Progressive widening of the portal's targets: the node's other choices, and as many of
    // the targets as its visits allow.
    const auto width = std::min<std::int32_t>(
        parent.childCount, parent.wideFrom + m_options.portalWidth + std::int32_t(std::sqrt(double(parent.visits))));
    const auto children = std::span(tree.nodes).subspan(std::size_t(parent.firstChild), std::size_t(width));
    // Every decision is tried once, in random order, before any is tried twice.
    const auto unvisited = std::count_if(children.begin(), children.end(), [](const Node &c) { return c.visits == 0; });
    if (unvisited > 0) {
        fresh = true;
        auto pick = std::int64_t(m_random.below(std::uint32_t(unvisited)));
        for (std::int32_t i = 0;; ++i)
            if (children[std::size_t(i)].visits == 0 && pick-- == 0)
                return parent.firstChild + i;
    }
    const double logVisits = std::log(double(parent.visits));
    std::int32_t best = 0;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (std::int32_t i = 0; i < width; ++i) {
        const Node &c = children[std::size_t(i)];
        const double score = c.value / c.visits + m_options.exploration * std::sqrt(logVisits / c.visits);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return parent.firstChild + best;
}

PlayerValues MctsAi::leafMargins(Game &state, SampledPile &pile)
{
    if (m_options.playouts) {
        m_playout.run(state, pile, m_random);
    } else if (state.phase() == Phase::Deploy) {
        // The evaluation values ends of turns: a new placement is valued as if no figure followed.
        state.pass();
    }
    const int players = state.playerCount();
    const PlayerValues values = state.isOver() ? scoresOf(state) : heuristicValuesEnding(state);
    PlayerValues margins{};
    for (int p = 0; p < players; ++p)
        margins[std::size_t(p)] = marginOf(values, players, p);
    return margins;
}

bool MctsAi::settled(std::int64_t remaining)
{
    // The trees' roots are the same position, expanded alike: their children are the same
    // decisions in the same order, so they pool by index (pooled() matches by decision, too
    // slow to run every few simulations).
    const Node &first = m_trees.front().nodes.front();
    std::vector<std::uint64_t> &visits = m_rootVisits;
    visits.assign(std::size_t(first.childCount), 0);
    for (const Tree &t : m_trees) {
        const Node &r = t.nodes.front();
        if (r.childCount != first.childCount)
            return false;
        for (std::int32_t i = 0; i < r.childCount; ++i)
            visits[std::size_t(i)] += t.nodes[std::size_t(r.firstChild + i)].visits;
    }
    if (visits.size() < 2)
        return true;
    std::partial_sort(visits.begin(), visits.begin() + 2, visits.end(), std::greater<>());
    return visits[0] > visits[1] + std::uint64_t(std::max<std::int64_t>(0, remaining));
}

std::vector<MctsAi::Choice> MctsAi::pooled(const std::vector<std::int32_t> &nodeOfTree) const
{
    std::vector<Choice> choices;
    for (std::size_t t = 0; t < m_trees.size(); ++t) {
        if (nodeOfTree[t] < 0)
            continue;
        const Node &n = m_trees[t].nodes[std::size_t(nodeOfTree[t])];
        for (std::int32_t c = n.firstChild; c >= 0 && c < n.firstChild + n.childCount; ++c) {
            const Node &child = m_trees[t].nodes[std::size_t(c)];
            auto it = std::find_if(choices.begin(), choices.end(),
                                   [&](const Choice &x) { return x.decision == child.decision; });
            if (it == choices.end())
                it = choices.insert(choices.end(), Choice{child.decision, 0, 0.0});
            it->visits += child.visits;
            it->value += child.value;
        }
    }
    return choices;
}

std::int32_t MctsAi::followUpChild(const Tree &tree, std::int32_t node) const
{
    // A figure choice simulated this often is worth reading on its own.
    constexpr std::uint32_t kFollowVisits = 8;
    const Node &n = tree.nodes[std::size_t(node)];
    if (!n.expanded || n.childCount == 0)
        return -1;
    std::int32_t best = n.firstChild;
    for (std::int32_t c = n.firstChild; c < n.firstChild + n.childCount; ++c)
        if (tree.nodes[std::size_t(c)].visits > tree.nodes[std::size_t(best)].visits)
            best = c;
    const Node &b = tree.nodes[std::size_t(best)];
    return b.mover == n.mover && b.visits >= kFollowVisits ? best : -1;
}

std::int32_t MctsAi::followUpNode(const Tree &tree, std::int32_t node) const
{
    for (std::int32_t next = followUpChild(tree, node); next >= 0; next = followUpChild(tree, node))
        node = next;
    return node;
}

std::vector<ChoiceEstimate> MctsAi::rootEstimates() const
{
    struct Pooled {
        ChoiceEstimate estimate;
        PlayerValues sum{};
        std::uint64_t read = 0;       // the simulations `sum` adds up
        std::uint64_t thenVisits = 0; // those of `estimate.then` in the tree it was read from
    };
    std::vector<Pooled> pooled;
    for (const Tree &t : m_trees) {
        const Node &r = t.nodes.front();
        for (std::int32_t i = 0; i < r.childCount; ++i) {
            const std::int32_t c = r.firstChild + i;
            const Node &child = t.nodes[std::size_t(c)];
            auto it = std::find_if(pooled.begin(), pooled.end(),
                                   [&](const Pooled &e) { return e.estimate.decision == child.decision; });
            if (it == pooled.end())
                it = pooled.insert(pooled.end(), Pooled{{child.decision, 0, {}, {}}, {}, 0, 0});
            it->estimate.visits += child.visits;
            if (child.visits == 0)
                continue;
            // The next decision as the tree that simulated it most would take it; none after a
            // draw, which only this tree's sample decided.
            if (const std::int32_t next = child.drawAfter ? -1 : followUpChild(t, c);
                next >= 0 && t.nodes[std::size_t(next)].visits > it->thenVisits) {
                it->estimate.then = t.nodes[std::size_t(next)].decision;
                it->thenVisits = t.nodes[std::size_t(next)].visits;
            }
            const Node &at = t.nodes[std::size_t(followUpNode(t, c))];
            if (at.sums < 0)
                continue; // simulated before the review began keeping margins: never so
            it->read += at.visits;
            for (std::size_t p = 0; p < it->sum.size(); ++p)
                it->sum[p] += t.margins[std::size_t(at.sums)][p];
        }
    }
    std::vector<ChoiceEstimate> estimates;
    for (Pooled &e : pooled) {
        if (e.estimate.visits == 0 || e.read == 0)
            continue;
        for (std::size_t p = 0; p < e.sum.size(); ++p)
            e.estimate.margins[p] = e.sum[p] / double(e.read);
        estimates.push_back(e.estimate);
    }
    std::stable_sort(estimates.begin(), estimates.end(),
                     [](const ChoiceEstimate &a, const ChoiceEstimate &b) { return a.visits > b.visits; });
    return estimates;
}

std::vector<ChoiceEstimate> MctsAi::review(const PublicView &view, const Decision &played, double playedShare)
{
    const Game &root = view.game();
    m_stats = {};
    m_followUp = {};
    root.legalDecisions(m_decisions);
    if (m_decisions.size() < 2)
        return {};
    const auto decider = std::size_t(root.decidingPlayer());
    // The last tiles are searched exactly, as decide() does: the estimates are then exact.
    if (tilesToPlay(root) <= m_options.exactTiles)
        if (const auto exact = exactDecisionValues(root, m_decisions, m_options.exactPositions, m_options.stop)) {
            m_stats.exact = true;
            std::vector<ChoiceEstimate> estimates;
            for (std::size_t i = 0; i < m_decisions.size(); ++i)
                estimates.push_back({m_decisions[i], 0, (*exact)[i], std::nullopt});
            std::stable_sort(estimates.begin(), estimates.end(), [&](const ChoiceEstimate &a, const ChoiceEstimate &b) {
                return a.margins[decider] > b.margins[decider];
            });
            estimates.front().then = exactThen(root, estimates.front().decision);
            return estimates;
        }
    m_reviewing = true;
    search(root);
    // The search's own counts: the played decision's extra simulations must not make it look
    // like the search's choice.
    const std::vector<ChoiceEstimate> searched = rootEstimates();
    simulatePlayed(root, played, playedShare);
    std::vector<ChoiceEstimate> estimates = rootEstimates();
    m_reviewing = false;
    // The best first: among the decisions the search simulated at least half as often as its
    // favourite, the highest expected margin (a search that spread its simulations evenly over
    // near-equal decisions has no favourite of note; one that settled has a single candidate).
    // The rest by expected margin.
    const std::uint64_t most = searched.empty() ? 0 : searched.front().visits;
    const auto candidate = [&](const ChoiceEstimate &e) {
        const auto it = std::find_if(searched.begin(), searched.end(),
                                     [&](const ChoiceEstimate &r) { return r.decision == e.decision; });
        return it != searched.end() && 2 * it->visits >= most;
    };
    std::stable_sort(estimates.begin(), estimates.end(), [&](const ChoiceEstimate &a, const ChoiceEstimate &b) {
        const bool ca = candidate(a), cb = candidate(b);
        return ca != cb ? ca : a.margins[decider] > b.margins[decider];
    });
    return estimates;
}

std::optional<Decision> MctsAi::exactThen(const Game &root, const Decision &decision) const
{
    Game after = root;
    after.applyLegal(decision);
    if (after.isOver() || after.turn() != root.turn() || after.decidingPlayer() != root.decidingPlayer())
        return std::nullopt;
    std::vector<Decision> next;
    after.legalDecisions(next);
    if (next.size() < 2)
        return std::nullopt;
    const auto values = exactDecisionValues(after, next, m_options.exactPositions, m_options.stop);
    if (!values)
        return std::nullopt;
    const auto decider = std::size_t(root.decidingPlayer());
    std::size_t best = 0;
    for (std::size_t i = 1; i < next.size(); ++i)
        if ((*values)[i][decider] > (*values)[best][decider])
            best = i;
    return next[best];
}

void MctsAi::simulatePlayed(const Game &root, const Decision &played, double playedShare)
{
    for (const Tree &t : m_trees)
        if (!t.nodes.front().expanded)
            return; // stopped before every tree began
    // The played decision's place among each tree's root children (the trees list the same
    // decisions in the same order); none when it is not a decision of this position.
    const Node &first = m_trees.front().nodes.front();
    std::int32_t forced = -1;
    for (std::int32_t i = 0; i < first.childCount; ++i)
        if (m_trees.front().nodes[std::size_t(first.firstChild + i)].decision == played)
            forced = i;
    if (forced < 0)
        return;
    const auto playedVisits = [&] {
        std::uint64_t v = 0;
        for (const Tree &t : m_trees)
            v += t.nodes[std::size_t(t.nodes.front().firstChild + forced)].visits;
        return v;
    };
    const auto wanted = std::uint64_t(std::ceil(playedShare * double(m_stats.iterations)));
    // Bounded by the search's own count: the played decision can at most double the work.
    for (std::int64_t k = 0; playedVisits() < wanted && k < m_stats.iterations; ++k) {
        if (m_options.stop && m_options.stop->load(std::memory_order_relaxed))
            break;
        simulate(m_trees[std::size_t(k % std::int64_t(m_trees.size()))], root, forced);
    }
}

Decision MctsAi::mostVisited(const std::vector<Choice> &choices)
{
    // Most visits first, then the mean reward; what is still level is drawn at random.
    std::vector<double> keys;
    for (const Choice &c : choices)
        keys.push_back(double(c.visits) + (c.visits > 0 ? 0.5 * (1.0 + c.value / double(c.visits)) * 0.5 : 0.0));
    return choices[pickBest(keys, m_random)].decision;
}

} // namespace tessera::ai
