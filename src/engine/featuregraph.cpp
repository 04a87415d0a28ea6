#include "featuregraph.h"
#include "geometry.h"

#include <algorithm>
#include <utility>

namespace tessera::engine {

FeatureNode FeatureGraph::prototype(std::uint8_t local, const FeatureDef &def)
{
    FeatureNode n;
    n.local = local;
    n.kind = def.kind;
    n.openEdges = std::uint16_t(sideCount(def.sides));
    n.pennants = std::uint16_t(def.pennants);
    n.inns = def.inn ? 1 : 0;
    n.cathedrals = def.cathedral ? 1 : 0;
    for (const std::uint8_t c : def.adjacentCities)
        n.cities |= c < 15 ? std::uint16_t(1u << c) : kFarCities;
    return n;
}

NodeId FeatureGraph::addTile(std::uint16_t placed, std::span<const FeatureNode> prototypes)
{
    // One pass over the tile's features (how many a random tile has is anyone's guess: each
    // loop over them ends in a mispredicted branch).
    const auto first = NodeId(m_nodes.size());
    for (const FeatureNode &prototype : prototypes) {
        FeatureNode &n = m_nodes.emplace_back(prototype);
        n.root = NodeId(m_nodes.size() - 1);
        n.next = n.root;
        n.placed = placed;
    }
    return first;
}

NodeId FeatureGraph::unite(NodeId a, NodeId b)
{
    a = m_nodes[a].root;
    b = m_nodes[b].root;
    if (a == b)
        return a;
    // The older node stays root: keeps roots stable for scoring events, and the younger set
    // is mostly the tile just placed, one or two members to relabel.
    if (b < a)
        std::swap(a, b);
    forEachMember(b, [&](NodeId m) { m_nodes[m].root = a; });
    FeatureNode &ra = m_nodes[a];
    FeatureNode &rb = m_nodes[b];
    std::swap(ra.next, rb.next); // splice the two circular member lists
    ra.openEdges = std::uint16_t(ra.openEdges + rb.openEdges);
    // Saturating: a big enough set (10,000 tiles of 100 pennants, 256 inns on one road) would
    // wrap these counters and score a huge city or an inn road as a plain one.
    ra.pennants = std::uint16_t(std::min(0xFFFF, ra.pennants + rb.pennants));
    ra.inns = std::uint8_t(std::min(0xFF, ra.inns + rb.inns));
    ra.cathedrals = std::uint8_t(std::min(0xFF, ra.cathedrals + rb.cathedrals));
    ra.followers = std::uint8_t(ra.followers + rb.followers);
    ra.segments += rb.segments;
    for (int p = 0; p < kMaxPlayers; ++p)
        ra.weight[p] = std::uint8_t(ra.weight[p] + rb.weight[p]);
    return a;
}

void FeatureGraph::connectEdge(NodeId a, NodeId b)
{
    const NodeId root = unite(a, b);
    m_nodes[root].openEdges = std::uint16_t(m_nodes[root].openEdges - 2);
}

} // namespace tessera::engine
