#include "tilecatalog.h"

#include "geometry.h"

namespace tessera::engine {

EdgeWord packEdges(const std::array<EdgeType, 4> &edges, int rotation)
{
    EdgeWord w = 0;
    for (int side = 0; side < kSides; ++side)
        w |= EdgeWord(std::uint8_t(edges[unrotateSide(side, rotation)]) << (4 * side));
    return w;
}

static CompiledTile compile(const TileType &type)
{
    CompiledTile c;
    c.type = type;
    for (int r = 0; r < 4; ++r) {
        CompiledRotation &rot = c.rotations[r];
        rot.edges = packEdges(type.edges, r);
        c.edgesByRotation |= std::uint64_t(rot.edges) << (16 * r);
        rot.sideFeature.fill(kNoFeature);
        rot.halfFeature.fill(kNoFeature);
        for (std::size_t f = 0; f < type.features.size() && f < kMaxFeaturesPerTile; ++f) {
            const FeatureDef &def = type.features[f];
            for (int side = 0; side < kSides; ++side)
                if (def.sides & (1u << side))
                    rot.sideFeature[rotateSide(side, r)] = std::uint8_t(f);
            for (int half = 0; half < kHalfEdges; ++half)
                if (def.halves & (1u << half))
                    rot.halfFeature[rotateHalfEdge(half, r)] = std::uint8_t(f);
        }
    }
    for (std::size_t f = 0; f < type.features.size() && f < kMaxFeaturesPerTile; ++f) {
        const FeatureDef &def = type.features[f];
        if (def.kind == FeatureKind::Cloister)
            c.cloisters |= 1u << f;
        if (def.kind == FeatureKind::Road || def.kind == FeatureKind::City)
            c.roadsAndCities |= 1u << f;
        if (def.princess)
            c.princesses |= 1u << f;
    }
    c.nodes.reserve(type.features.size());
    for (std::size_t f = 0; f < type.features.size(); ++f)
        c.nodes.push_back(FeatureGraph::prototype(std::uint8_t(f), type.features[f]));
    if (c.rotations[1].edges == c.rotations[0].edges)
        c.distinctRotations = 1;
    else if (c.rotations[2].edges == c.rotations[0].edges)
        c.distinctRotations = 2;
    return c;
}

TileCatalog::TileCatalog(const std::vector<TileSet> &sets)
{
    bool haveStart = false;
    for (const TileSet &set : sets) {
        for (const TileType &type : set.tiles) {
            if (!set.startTile.empty() && type.id == set.startTile) {
                m_startTiles.push_back(TileIndex(m_tiles.size()));
                if (!haveStart)
                    m_start = TileIndex(m_tiles.size());
                haveStart = true;
            }
            m_tiles.push_back(compile(type));
            m_contents.princessDragon = m_contents.princessDragon || type.volcano || type.dragon || type.portal;
            for (const FeatureDef &f : type.features) {
                m_tiles.back().featureKinds |= 1u << unsigned(f.kind);
                m_contents.featureKinds |= 1u << unsigned(f.kind);
                m_contents.inns = m_contents.inns || f.inn;
                m_contents.cathedrals = m_contents.cathedrals || f.cathedral;
                m_contents.goods = m_contents.goods || f.goods != Goods::None;
                m_contents.princessDragon = m_contents.princessDragon || f.princess;
            }
        }
    }
    fillUnshuffledPile();
}

void TileCatalog::fillUnshuffledPile()
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        int copies = std::max(0, m_tiles[i].type.count);
        if (i == m_start) {
            --copies;
            m_nodesInAll += m_tiles[i].type.features.size();
        }
        for (int c = 0; c < copies && m_unshuffledPile.size() + 1 < std::size_t(kMaxTilesPerGame); ++c) {
            m_unshuffledPile.push_back(TileIndex(i));
            m_nodesInAll += m_tiles[i].type.features.size();
        }
    }
}

int TileCatalog::find(const std::string &id) const
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        if (m_tiles[i].type.id == id)
            return int(i);
    return -1;
}

int TileCatalog::findJcz(const std::string &jczId) const
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        if (!jczId.empty() && m_tiles[i].type.jczId == jczId)
            return int(i);
    return -1;
}

} // namespace tessera::engine
