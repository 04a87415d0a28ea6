// Final scoring of farms, under both farm rules of RULES.md. Runs once per game.

#include "game.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <memory_resource>

namespace tessera::engine {

namespace {

struct FarmSupply {
    NodeId farm;
    NodeId city;
};

} // namespace

void Game::scoreFarms()
{
    // Every farm with farmers, and each completed city it borders (once per farm). The lists
    // live on the stack (the heap only past its room): a search scores farms at every leaf.
    std::array<std::byte, 2048> room;
    std::pmr::monotonic_buffer_resource arena(room.data(), room.size());
    std::pmr::vector<NodeId> farms(&arena);
    farms.reserve(m_figures.size());
    std::pmr::vector<FarmSupply> supplies(&arena);
    supplies.reserve(64);
    for (const DeployedFigure &f : m_figures) {
        const NodeId farm = m_features.find(f.node);
        if (m_features.node(farm).kind != FeatureKind::Field || std::find(farms.begin(), farms.end(), farm) != farms.end())
            continue;
        farms.push_back(farm);
        const std::size_t first = supplies.size();
        m_features.forEachMember(farm, [&](NodeId n) {
            const FeatureNode &segment = m_features.node(n);
            const NodeId tileFirst = n - segment.local; // a tile's nodes follow each other, by feature
            assert(tileFirst == m_board.placed()[segment.placed].firstNode);
            const auto supplied = [&](std::uint8_t c) {
                const NodeId city = m_features.find(tileFirst + c);
                if (m_features.node(city).openEdges != 0)
                    return;
                const bool seen = std::any_of(supplies.begin() + std::ptrdiff_t(first), supplies.end(),
                                              [&](const FarmSupply &s) { return s.city == city; });
                if (!seen)
                    supplies.push_back({farm, city});
            };
            // The cities by their bits, by feature index (a walk through the board
            // and the catalog to the definition's list waited on five loads in a row).
            for (unsigned bits = segment.cities & ~unsigned(kFarCities); bits; bits &= bits - 1)
                supplied(std::uint8_t(std::countr_zero(bits)));
            if (segment.cities & kFarCities)
                for (const std::uint8_t c :
                     m_catalog->tile(m_board.placed()[segment.placed].tile).type.features[segment.local].adjacentCities)
                    if (c >= 15)
                        supplied(c);
        });
    }

    if (m_rules.farmScoring == FarmScoring::ThirdEdition) {
        for (const NodeId farm : farms) {
            const auto cities = std::count_if(supplies.begin(), supplies.end(),
                                              [&](const FarmSupply &s) { return s.farm == farm; });
            const FeatureNode &r = m_features.node(farm);
            const std::uint8_t winners = majority(r.weight, m_playerCount);
            if (cities == 0 || !winners)
                continue;
            awardFarm(winners, 3, int(cities), std::span(&farm, 1),
                      {m_turn, 0, 0, FeatureKind::Field, true, std::uint16_t(featureTileCount(farm)), 0,
                       std::uint16_t(cities), farm});
        }
        farmsScored(farms);
        return;
    }

    // First edition: city by city, the farmers of all farms supplying it together.
    std::pmr::vector<NodeId> cities(&arena);
    for (const FarmSupply &s : supplies)
        if (std::find(cities.begin(), cities.end(), s.city) == cities.end())
            cities.push_back(s.city);
    std::pmr::vector<NodeId> suppliers(&arena);
    for (const NodeId city : cities) {
        std::array<std::uint8_t, kMaxPlayers> weight{};
        suppliers.clear();
        for (const FarmSupply &s : supplies)
            if (s.city == city) {
                suppliers.push_back(s.farm);
                for (int p = 0; p < kMaxPlayers; ++p)
                    weight[p] = std::uint8_t(weight[p] + m_features.node(s.farm).weight[p]);
            }
        const std::uint8_t winners = majority(weight, m_playerCount);
        if (!winners)
            continue;
        awardFarm(winners, m_rules.firstEditionCityPoints, 1, suppliers,
                  {m_turn, 0, 0, FeatureKind::Field, true, std::uint16_t(featureTileCount(city)),
                   m_features.node(city).pennants, 1, city});
    }
    farmsScored(farms);
}

// Every farm with farmers counts as scored at the end, whatever it earned (the fairy's points).
void Game::farmsScored(std::span<const NodeId> farms)
{
    if (m_modules.watchesScoring())
        for (const NodeId farm : farms)
            m_modules.scoring(*this, m_moduleState, farm, true);
}

void Game::awardFarm(std::uint8_t winners, int perCity, int cities, std::span<const NodeId> farms, ScoreEvent event)
{
    // The modules may raise a winner's points per city (the pig): one event per value.
    std::array<int, kMaxPlayers> points{};
    for (int p = 0; p < m_playerCount; ++p)
        if (winners & (1u << p))
            points[p] = cities
                * (m_modules.changesFarmPoints() ? m_modules.farmCityPoints(*this, farms, p, perCity) : perCity);
    while (winners) {
        const int value = points[std::countr_zero(winners)];
        std::uint8_t same = 0;
        for (int p = 0; p < m_playerCount; ++p)
            if ((winners & (1u << p)) && points[p] == value)
                same = std::uint8_t(same | (1u << p));
        winners = std::uint8_t(winners & ~same);
        event.players = same;
        event.points = value;
        award(same, value, ScoreCategory::Farm);
        m_events.push_back(event);
    }
}

} // namespace tessera::engine
