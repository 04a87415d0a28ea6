#include "tilevalidation.h"

#include "geometry.h"

#include <string_view>
#include <unordered_map>

namespace tessera::engine {

namespace {

bool hasBit(unsigned mask, int bit)
{
    return ((mask >> bit) & 1U) != 0;
}

// The edge type a road/city/river feature must sit on; Field for the other kinds.
EdgeType edgeOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return EdgeType::Road;
    case FeatureKind::City:
        return EdgeType::City;
    case FeatureKind::River:
        return EdgeType::River;
    case FeatureKind::Field:
    case FeatureKind::Cloister:
        break;
    }
    return EdgeType::Field;
}

class TileChecker {
public:
    TileChecker(const TileType &tile, int tileIndex) : m_tile(tile), m_tileIndex(tileIndex) {}

    std::vector<TileProblem> run()
    {
        if (m_tile.id.empty())
            report(TileProblemCode::EmptyId);
        if (m_tile.count < 0)
            report(TileProblemCode::NegativeCount);
        if (m_tile.features.size() > std::size_t(kMaxFeaturesPerTile))
            report(TileProblemCode::TooManyFeatures, -1, static_cast<int>(m_tile.features.size()));
        for (int f = 0; f < static_cast<int>(m_tile.features.size()); ++f)
            checkFeature(f);
        checkCoverage();
        return std::move(m_problems);
    }

private:
    void report(TileProblemCode code, int feature = -1, int detail = -1)
    {
        m_problems.push_back({code, m_tileIndex, feature, detail});
    }

    void checkFeature(int f)
    {
        const FeatureDef &feature = m_tile.features[static_cast<std::size_t>(f)];
        switch (feature.kind) {
        case FeatureKind::Field:
            checkField(f, feature);
            break;
        case FeatureKind::Cloister:
            if (feature.sides != 0)
                report(TileProblemCode::CloisterWithSides, f);
            if (feature.halves != 0)
                report(TileProblemCode::EdgeFeatureWithHalves, f);
            break;
        case FeatureKind::Road:
        case FeatureKind::City:
        case FeatureKind::River:
            checkEdgeFeature(f, feature);
            break;
        }
        if (feature.kind != FeatureKind::Field && !feature.adjacentCities.empty())
            report(TileProblemCode::CitiesOutsideField, f);
        checkFlags(f, feature);
    }

    void checkEdgeFeature(int f, const FeatureDef &feature)
    {
        if (feature.halves != 0)
            report(TileProblemCode::EdgeFeatureWithHalves, f);
        if ((feature.sides & 0xF) == 0)
            report(TileProblemCode::FeatureWithoutEdges, f);
        const EdgeType wanted = edgeOf(feature.kind);
        for (int side = 0; side < kSides; ++side) {
            if (!hasBit(feature.sides, side))
                continue;
            if (m_tile.edges[static_cast<std::size_t>(side)] != wanted)
                report(TileProblemCode::FeatureOnWrongEdge, f, side);
            else if (hasBit(m_claimedSides, side))
                report(TileProblemCode::SideClaimedTwice, f, side);
            else
                m_claimedSides |= 1U << side;
        }
    }

    void checkField(int f, const FeatureDef &feature)
    {
        if (feature.sides != 0)
            report(TileProblemCode::FieldWithSides, f);
        for (int half = 0; half < kHalfEdges; ++half) {
            if (!hasBit(feature.halves, half))
                continue;
            if (m_tile.edges[static_cast<std::size_t>(half / 2)] == EdgeType::City)
                report(TileProblemCode::HalfEdgeOnCitySide, f, half);
            else if (hasBit(m_claimedHalves, half))
                report(TileProblemCode::HalfEdgeClaimedTwice, f, half);
            else
                m_claimedHalves |= 1U << half;
        }
        const auto &cities = feature.adjacentCities;
        for (std::size_t i = 0; i < cities.size(); ++i) {
            const std::size_t city = cities[i];
            if (city >= m_tile.features.size() || m_tile.features[city].kind != FeatureKind::City) {
                report(TileProblemCode::AdjacentCityInvalid, f, static_cast<int>(i));
                continue;
            }
            for (std::size_t j = 0; j < i; ++j) {
                if (cities[j] == cities[i]) {
                    report(TileProblemCode::AdjacentCityTwice, f, static_cast<int>(i));
                    break;
                }
            }
        }
    }

    void checkFlags(int f, const FeatureDef &feature)
    {
        const bool cityFlags = feature.pennants != 0 || feature.cathedral || feature.princess
            || feature.goods != Goods::None;
        if (cityFlags && feature.kind != FeatureKind::City)
            report(TileProblemCode::PennantsOutsideCity, f);
        if (feature.pennants < 0)
            report(TileProblemCode::NegativePennants, f);
        if (feature.inn && feature.kind != FeatureKind::Road)
            report(TileProblemCode::InnOutsideRoad, f);
    }

    // Every road/city/river side needs its feature; every non-city side needs fields on both
    // halves, because a road or river splits the field beside it.
    void checkCoverage()
    {
        for (int side = 0; side < kSides; ++side) {
            const EdgeType edge = m_tile.edges[static_cast<std::size_t>(side)];
            if (edge != EdgeType::Field && !hasBit(m_claimedSides, side))
                report(TileProblemCode::SideUnclaimed, -1, side);
        }
        for (int half = 0; half < kHalfEdges; ++half) {
            if (m_tile.edges[static_cast<std::size_t>(half / 2)] != EdgeType::City && !hasBit(m_claimedHalves, half))
                report(TileProblemCode::HalfEdgeUnclaimed, -1, half);
        }
    }

    const TileType &m_tile;
    const int m_tileIndex;
    unsigned m_claimedSides = 0;
    unsigned m_claimedHalves = 0;
    std::vector<TileProblem> m_problems;
};

} // namespace

std::vector<TileProblem> validateTileType(const TileType &tile, int tileIndex)
{
    return TileChecker(tile, tileIndex).run();
}

std::vector<TileProblem> validateTileSet(const TileSet &set, bool requireStart)
{
    std::vector<TileProblem> problems;
    // Empty ids are EmptyId problems already; comparing them would only add noise.
    std::unordered_map<std::string_view, int> firstWithId;
    for (int i = 0; i < static_cast<int>(set.tiles.size()); ++i) {
        const TileType &tile = set.tiles[static_cast<std::size_t>(i)];
        std::vector<TileProblem> own = validateTileType(tile, i);
        problems.insert(problems.end(), own.begin(), own.end());
        if (tile.id.empty())
            continue;
        const auto [it, inserted] = firstWithId.try_emplace(tile.id, i);
        if (!inserted)
            problems.push_back({TileProblemCode::DuplicateId, i, -1, it->second});
    }
    // An expansion may name no start tile, but a name it gives must exist.
    if (requireStart || !set.startTile.empty()) {
        const auto it = set.startTile.empty() ? firstWithId.end() : firstWithId.find(set.startTile);
        if (it == firstWithId.end())
            problems.push_back({TileProblemCode::NoStartTile, -1, -1, -1});
        else if (set.tiles[static_cast<std::size_t>(it->second)].count == 0)
            problems.push_back({TileProblemCode::StartTileCountZero, it->second, -1, -1});
    }
    return problems;
}

} // namespace tessera::engine
