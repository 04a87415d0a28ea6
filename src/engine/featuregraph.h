#pragma once
// Features across the board as disjoint sets. Every placed tile adds one node per local
// feature; matching edges unite nodes. The root of a set carries the aggregates the rules need
// (open edges, pennants, flags, follower weight per player) and a circular member list lets the
// scorer walk a feature's segments. Every node names its root directly (uniting relabels the
// members of the younger set), so that find() is one look-up without a loop: the random
// playouts ask it tens of times a turn, and a walk up a tree of unpredictable depth cost them
// more in mispredicted branches than the relabelling does.

#include "ruleoptions.h"
#include "tiletype.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace tessera::engine {

using NodeId = std::uint32_t;

struct FeatureNode {
    NodeId root = 0;          // the root of the node's set (itself at the root)
    NodeId next = 0;          // circular list of the set's members
    NodeId segments = 1;      // members of the set, at the root (the magic portal counts by it)
    std::uint16_t placed = 0; // the placed tile holding this segment
    std::uint8_t local = 0;   // index into the tile type's features
    FeatureKind kind = FeatureKind::Field;
    // Aggregates, meaningful at the root only.
    std::uint16_t openEdges = 0; // road/city/river sides not yet matched by a neighbour
    std::uint16_t pennants = 0;
    std::uint8_t inns = 0;
    std::uint8_t cathedrals = 0;
    bool scored = false;                            // scored as completed during the game
    std::uint8_t followers = 0;                     // followers (not builders or pigs) in the feature
    std::array<std::uint8_t, kMaxPlayers> weight{}; // follower weight per player
    // A field segment: the cities of its tile it borders, bit c for the tile's feature c (c < 15),
    // bit 15 when it borders one further on (then only the tile's definition names it). The
    // farms' scoring reads them here, not through the board and the catalog.
    std::uint16_t cities = 0;
};
static_assert(sizeof(FeatureNode) == 32, "the border's cities fill what was padding");
inline constexpr std::uint16_t kFarCities = 1u << 15;

class FeatureGraph {
public:
    // The node of local feature `local` of a tile type, before it is placed: the tile catalog
    // keeps one per feature, so that placing a tile copies them (addTile).
    static FeatureNode prototype(std::uint8_t local, const FeatureDef &def);
    // Adds the nodes of a placed tile, one per prototype, each a set of its own; returns the first.
    NodeId addTile(std::uint16_t placed, std::span<const FeatureNode> prototypes);
    NodeId find(NodeId n) const { return m_nodes[n].root; }
    bool isRoot(NodeId n) const { return m_nodes[n].root == n; }
    // Unites the sets of a and b (no-op if already one) and returns the new root.
    NodeId unite(NodeId a, NodeId b);
    // Two segments met across an edge: unite them and close the edge on both sides.
    void connectEdge(NodeId a, NodeId b);

    FeatureNode &node(NodeId n) { return m_nodes[n]; }
    const FeatureNode &node(NodeId n) const { return m_nodes[n]; }
    std::size_t size() const { return m_nodes.size(); }
    std::span<const FeatureNode> nodes() const { return m_nodes; }
    void reserve(std::size_t n) { m_nodes.reserve(n); }

    template<typename F>
    void forEachMember(NodeId root, F &&f) const
    {
        NodeId n = root;
        do {
            f(n);
            n = m_nodes[n].next;
        } while (n != root);
    }

private:
    std::vector<FeatureNode> m_nodes;
};

} // namespace tessera::engine
