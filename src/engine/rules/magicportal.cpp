// The magic portal (magicportal.h): its deployments counted, picked, listed and drawn by slots,
// and checked.

#include "engine/rules/magicportal.h"

#include "engine/game.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

namespace tessera::engine::portal {

namespace {

const TileType &typeOf(const Game &game, PlacedIndex i)
{
    return game.catalog().tile(game.board().placed()[i].tile).type;
}

[[gnu::noinline]] bool surrounded(const Game &game, const FeatureNode &cloister)
{
    return game.board().occupiedNeighbours(game.board().placed()[cloister.placed].pos) == 8;
}

// Small enough to be inlined into the portal's count, which asks it for every node: the board
// is asked only for cloisters, which are few.
bool completed(const Game &game, const FeatureNode &r)
{
    const bool closes = (r.kind == FeatureKind::Road) | (r.kind == FeatureKind::City);
    const bool closed = r.scored | (closes & (r.openEdges == 0));
    if (r.kind == FeatureKind::Cloister)
        return closed || surrounded(game, r);
    return closed;
}

// Calls f(segment) for each segment the portal cannot reach: those of the tile just placed and
// of the dragon's.
template<typename F>
void forEachUnreachableSegment(const Game &game, const PrincessDragonState &s, F &&f)
{
    const auto tile = [&](PlacedIndex i) {
        const NodeId first = game.board().placed()[i].firstNode;
        const std::size_t features = std::min(typeOf(game, i).features.size(), std::size_t(kMaxFeaturesPerTile));
        for (std::size_t k = 0; k < features; ++k)
            f(first + NodeId(k));
    };
    tile(game.lastPlaced());
    if (s.dragon != kNoTile && s.dragon != game.lastPlaced())
        tile(s.dragon);
}

// The unreachable segments by the root of their feature, asked root by root in rising order
// (a cursor through them sorted).
class UnreachableSegments {
public:
    UnreachableSegments(const Game &game, const PrincessDragonState &s)
    {
        forEachUnreachableSegment(game, s,
                                  [&](NodeId segment) { m_roots[std::size_t(m_count++)] = game.features().find(segment); });
        std::sort(m_roots.begin(), m_roots.begin() + m_count);
    }
    // How many of them belong to `root`; each call with a larger root than the one before.
    int in(NodeId root)
    {
        while (m_next < m_count && m_roots[std::size_t(m_next)] < root)
            ++m_next;
        int n = 0;
        while (m_next < m_count && m_roots[std::size_t(m_next)] == root)
            ++m_next, ++n;
        return n;
    }

private:
    std::array<NodeId, 2 * kMaxFeaturesPerTile> m_roots{};
    int m_count = 0;
    int m_next = 0;
};

// The figures the portal offers on each kind of feature (bit 0 a follower, bit 1 a large
// follower): those the current player has left and that may stand there. None when the tile
// just placed has no portal or the player has no follower left (checked first: this runs at
// every decision).
using PortalFigures = std::array<std::uint8_t, 5>;

// Whether the deploy step offers the portal: the tile just placed has one (checked before
// anything else is looked at: this runs at every decision).
bool portalOpen(const Game &game)
{
    return game.phase() == Phase::Deploy && typeOf(game, game.lastPlaced()).portal && game.rules().portal;
}

std::optional<PortalFigures> portalFigures(const Game &game)
{
    if (!portalOpen(game))
        return std::nullopt;
    const int player = game.currentPlayer();
    const bool follower = game.supply(player, FigureKind::Follower) != 0;
    const bool large = game.supply(player, FigureKind::LargeFollower) != 0;
    if (!follower && !large)
        return std::nullopt;
    PortalFigures figures{};
    for (std::size_t k = 0; k < figures.size(); ++k)
        figures[k] = std::uint8_t((follower && game.mayStandOn(FigureKind::Follower, FeatureKind(k)))
                                  | (large && game.mayStandOn(FigureKind::LargeFollower, FeatureKind(k))) << 1);
    return figures;
}

// How many figures an entry of PortalFigures offers.
int figureCount(std::uint8_t figures)
{
    return (figures & 1) + (figures >> 1);
}

// Whether node r (of the feature graph, `node`) is the root of an open, unoccupied feature.
// Without a branch but completed()'s for cloisters (whether a node is a free root is anyone's
// guess, and the count runs this for every node).
bool portalMayEnter(const Game &game, const FeatureNode &node, NodeId r)
{
    return (node.root == r) & (node.followers == 0) & !completed(game, node);
}

// The portal deployments per segment of the feature of root r: the figures an open, unoccupied
// feature takes, 0 for a node that is no root.
int portalPerSegment(const Game &game, const PortalFigures &figures, NodeId r)
{
    const FeatureNode &node = game.features().node(r);
    return int(portalMayEnter(game, node, r)) * figureCount(figures[std::size_t(node.kind)]);
}

// The portal deployments in the feature of root r, less those on unreachable segments (0 for a
// node that is no root); asked root by root in rising order.
int portalDeploymentsIn(const Game &game, const PortalFigures &figures, UnreachableSegments &unreachable, NodeId r)
{
    return portalPerSegment(game, figures, r) * (int(game.features().node(r).segments) - unreachable.in(r));
}

// One pass over the nodes without a branch per node, then the unreachable segments taken off:
// the count and each block's share of it. Not inlined: portalDeploymentCount() is asked at
// every decision of a game with the portal, and this loop's registers, saved and restored
// around each of those calls, cost more than the loop.
[[gnu::noinline]] void countPortalDeployments(const Game &game, const PrincessDragonState &s,
                                              PrincessDragonState::PortalCount &out)
{
    out.count = 0;
    out.blocks.fill(0);
    const std::optional<PortalFigures> figures = portalFigures(game);
    if (!figures)
        return;
    const FeatureGraph &graph = game.features();
    const std::span<const FeatureNode> nodes = graph.nodes();
    std::uint32_t shift = 0;
    while ((std::size_t(out.kBlocks) << shift) < nodes.size())
        ++shift;
    std::array<int, 5> perSegment{};
    for (std::size_t k = 0; k < perSegment.size(); ++k)
        perSegment[k] = figureCount((*figures)[k]);
    // Sums in locals: adding into `out` in the loop made the compiler load the nodes' vector
    // and the figures again for every node (out might alias them).
    std::array<int, PrincessDragonState::PortalCount::kBlocks> blocks{};
    for (NodeId r = 0; r < NodeId(nodes.size()); ++r) { // one loop: a loop per block ended in a mispredicted branch each
        const FeatureNode &node = nodes[r];
        blocks[r >> shift] += int(portalMayEnter(game, node, r)) * perSegment[std::size_t(node.kind)] * int(node.segments);
    }
    forEachUnreachableSegment(game, s, [&](NodeId segment) {
        const NodeId root = graph.find(segment);
        blocks[root >> shift] -= portalPerSegment(game, *figures, root);
    });
    out.blockShift = shift;
    out.blocks = blocks;
    for (const int b : blocks)
        out.count += b;
}

// The portal deployments open now, counted once per deploy step (s.portalCount).
int portalDeploymentCount(const Game &game, const PrincessDragonState &s)
{
    if (!portalOpen(game))
        return 0;
    const std::size_t step = game.board().placed().size() + 1;
    if (s.portalCount.step != step) {
        countPortalDeployments(game, s, s.portalCount);
        s.portalCount.step = step;
    }
#ifndef NDEBUG
    PrincessDragonState::PortalCount fresh;
    countPortalDeployments(game, s, fresh);
    assert(fresh.count == s.portalCount.count && fresh.blocks == s.portalCount.blocks);
#endif
    return s.portalCount.count;
}

// Calls visit(make) for each portal deployment of the feature of root r until it returns true,
// where make() builds the decision: its segments in the feature's member order, a follower
// before a large follower.
template<typename Visit>
bool forEachPortalDeploymentIn(const Game &game, const PrincessDragonState &s, std::uint8_t figures, NodeId r, Visit &&visit)
{
    const FeatureGraph &graph = game.features();
    const auto &placed = game.board().placed();
    const bool onFeature = figures & 1, largeOnFeature = figures & 2;
    NodeId m = r;
    do { // the members in order, up to the one the visit stops at (a field may have hundreds)
        const FeatureNode &node = graph.node(m);
        if (node.placed != game.lastPlaced() && node.placed != s.dragon) {
            const auto deployAt = [&](FigureKind figure) {
                return [&placed, &node, figure] {
                    return Decision::deployAt(placed[node.placed].pos, {node.local, figure});
                };
            };
            if ((onFeature && visit(deployAt(FigureKind::Follower)))
                || (largeOnFeature && visit(deployAt(FigureKind::LargeFollower))))
                return true;
        }
        m = node.next;
    } while (m != r);
    return false;
}

// Calls visit(make) for each portal deployment until it returns true: feature by feature (their
// roots in the feature graph's order).
template<typename Visit>
void forEachPortalDeployment(const Game &game, const PrincessDragonState &s, Visit &&visit)
{
    const std::optional<PortalFigures> figures = portalFigures(game);
    if (!figures)
        return;
    const FeatureGraph &graph = game.features();
    UnreachableSegments unreachable(game, s);
    for (NodeId r = 0; r < NodeId(graph.size()); ++r)
        if (portalDeploymentsIn(game, *figures, unreachable, r) != 0
            && forEachPortalDeploymentIn(game, s, (*figures)[std::size_t(graph.node(r).kind)], r, visit))
            return;
}

// The n-th portal deployment (n below portalDeploymentCount(), which was asked first): the
// block that holds it is found by the blocks' counts, the feature within it by summing the
// features' deployments in forEachPortalDeployment()'s order, without a branch per node, and
// only that feature is walked.
Decision portalDeploymentAt(const Game &game, const PrincessDragonState &s, int n)
{
    const std::optional<PortalFigures> figures = portalFigures(game);
    const PrincessDragonState::PortalCount &counted = s.portalCount;
    assert(figures && counted.step == game.board().placed().size() + 1 && n < counted.count);
    std::size_t block = 0;
    for (; n >= counted.blocks[block]; ++block)
        n -= counted.blocks[block];
    const FeatureGraph &graph = game.features();
    UnreachableSegments unreachable(game, s);
    auto r = NodeId(block << counted.blockShift);
    for (int here = portalDeploymentsIn(game, *figures, unreachable, r); n >= here;
         here = portalDeploymentsIn(game, *figures, unreachable, ++r))
        n -= here;
    Decision found;
    forEachPortalDeploymentIn(game, s, (*figures)[std::size_t(graph.node(r).kind)], r, [&](auto &&make) {
        if (n-- > 0)
            return false;
        found = make();
        return true;
    });
    return found;
}

struct PortalSlots {
    PortalFigures figures{};           // as portalFigures()
    std::array<FigureKind, 2> kinds{}; // slot j of a node: kinds[j]
    std::uint32_t kindShift = 0;       // a node has 1 << kindShift slots
    int count = 0;
};

std::optional<PortalSlots> portalSlots(const Game &game)
{
    const std::optional<PortalFigures> figures = portalFigures(game);
    if (!figures)
        return std::nullopt;
    PortalSlots layout{.figures = *figures};
    int kinds = 0;
    for (const FigureKind k : {FigureKind::Follower, FigureKind::LargeFollower})
        if (game.supply(game.currentPlayer(), k) != 0)
            layout.kinds[std::size_t(kinds++)] = k;
    layout.kindShift = kinds == 2 ? 1 : 0;
    layout.count = int(game.features().size()) << layout.kindShift;
    return layout;
}

// The portal's deployment in `slot` of the portal's slots, if it is one: as
// forEachPortalDeploymentIn() finds them.
bool portalDeploymentInSlot(const Game &game, const PrincessDragonState &s, const PortalSlots &layout, int slot,
                            Decision &out)
{
    const FeatureGraph &graph = game.features();
    const auto segment = NodeId(slot >> layout.kindShift);
    const FigureKind figure = layout.kinds[std::size_t(slot & ((1 << layout.kindShift) - 1))];
    const FeatureNode &node = graph.node(segment);
    const NodeId root = graph.find(segment);
    const unsigned bit = figure == FigureKind::Follower ? 1u : 2u;
    if (!(layout.figures[std::size_t(node.kind)] & bit) || node.placed == game.lastPlaced() || node.placed == s.dragon
        || !portalMayEnter(game, graph.node(root), root))
        return false;
    out = Decision::deployAt(game.board().placed()[node.placed].pos, {node.local, figure});
    return true;
}

} // namespace

int deploymentCount(const Game &game, const PrincessDragonState &s)
{
    return portalDeploymentCount(game, s);
}

Decision deploymentAt(const Game &game, const PrincessDragonState &s, int n)
{
    return portalDeploymentAt(game, s, n);
}

void listDeployments(const Game &game, const PrincessDragonState &s, std::vector<Decision> &out)
{
    forEachPortalDeployment(game, s, [&](auto &&make) {
        out.push_back(make());
        return false;
    });
}

int slotCount(const Game &game)
{
    const std::optional<PortalSlots> layout = portalSlots(game);
    return layout ? layout->count : 0;
}

bool deploymentInSlot(const Game &game, const PrincessDragonState &s, int slot, Decision &out)
{
    const std::optional<PortalSlots> layout = portalSlots(game);
    return layout && slot < layout->count && portalDeploymentInSlot(game, s, *layout, slot, out);
}

MoveError checkDeployment(const Game &game, const PrincessDragonState &s, const Decision &d, PlacedIndex tile,
                          FeatureKind kind, NodeId root)
{
    if (!typeOf(game, game.lastPlaced()).portal || !game.rules().portal || tile == game.lastPlaced())
        return MoveError::NotOffered;
    if (std::size_t(d.deployment.figure) >= std::size_t(kFigureKinds))
        return MoveError::UnknownFigure;
    // The portal takes a follower (a builder or pig joins a follower on the tile just placed).
    if (!isFollower(d.deployment.figure) || !game.mayStandOn(d.deployment.figure, kind))
        return MoveError::FeatureNotAllowed;
    if (tile == s.dragon)
        return MoveError::DragonThere;
    if (game.supply(game.currentPlayer(), d.deployment.figure) == 0)
        return MoveError::NoFigureLeft;
    if (game.features().node(root).followers != 0)
        return MoveError::FeatureOccupied;
    return completed(game, game.features().node(root)) ? MoveError::FeatureCompleted : MoveError::None;
}

} // namespace tessera::engine::portal
