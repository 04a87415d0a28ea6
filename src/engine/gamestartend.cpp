// A game's start and end: the pile shuffled and arranged, the supplies, the start tile; the
// final scoring, and a game ended early where it stands (a search's leaves). Game's members,
// apart from the turn's steps in game.cpp.

#include "game.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <memory_resource>

namespace tessera::engine {

Game::Game(const GameSetup &setup) : Game(setup, Undealt{})
{
    deal(setup.seed);
}

Game::Game(const GameSetup &setup, Undealt)
    : m_catalog(setup.catalog)
    , m_rules(setup.rules)
    , m_modules(*setup.catalog, setup.rules)
    , m_playerCount(std::clamp(setup.players, kMinPlayers, kMaxPlayers))
{
    assert(m_catalog);
}

void Game::deal(std::uint64_t seed)
{
    m_random = Random(seed);
    const std::vector<TileIndex> &unshuffled = m_catalog->unshuffledPile();
    m_pile.reserve(unshuffled.size() + 1); // a module may put the start tile back (the River's spring)
    m_pile.assign(unshuffled.begin(), unshuffled.end());
    // Fisher-Yates with our own generator: the same seed gives the same pile everywhere.
    for (std::size_t i = m_pile.size(); i > 1; --i)
        std::swap(m_pile[i - 1], m_pile[m_random.below(std::uint32_t(i))]);

    m_features.reserve(m_catalog->nodesInAll());
    m_board.reserve(m_pile.size() + 1);
    m_tileMarks.reserve(m_pile.size() + 1);
    m_figures.reserve(std::size_t(m_rules.followers) * std::size_t(m_playerCount));
    m_events.reserve(64);
    m_completedThisTurn.reserve(16);
    m_openCloisters.reserve(16);
    FigureSupply supply{};
    supply[std::size_t(FigureKind::Follower)] = std::uint8_t(m_rules.followers);
    m_modules.addFigures(m_rules, supply);
    m_startSupply = supply;
    for (int p = 0; p < m_playerCount; ++p)
        m_supply[p] = supply;

    TileIndex start = m_catalog->startTile();
    m_modules.arrangePile(*m_catalog, m_pile, start, m_random);
    putTile(start, Placement{{0, 0}, 0});
    m_modules.started(*this, m_moduleState);
    enterDraw();
}

void Game::concealPile()
{
    std::sort(m_pile.begin(), m_pile.end());
    m_random = Random();
}

void Game::endNow()
{
    if (m_phase == Phase::GameOver)
        return;
    m_pile.clear();
    finalScoring();
    m_phase = Phase::GameOver;
}

void Game::finalScoring()
{
    // Incomplete roads, cities and cloisters that hold followers, in deployment order. The list
    // lives on the stack (the heap only past its room): a search ends a game at every leaf.
    std::array<std::byte, 512> room;
    std::pmr::monotonic_buffer_resource arena(room.data(), room.size());
    std::pmr::vector<NodeId> done(&arena);
    done.reserve(m_figures.size());
    for (const DeployedFigure &f : m_figures) {
        const NodeId root = m_features.find(f.node);
        const FeatureNode &r = m_features.node(root);
        if (r.kind == FeatureKind::Field || r.scored || std::find(done.begin(), done.end(), root) != done.end())
            continue;
        done.push_back(root);
        int tiles = 0;
        if (r.kind == FeatureKind::Cloister)
            tiles = 1 + m_board.occupiedNeighbours(m_board.placed()[r.placed].pos);
        else
            tiles = featureTileCount(root);
        const std::uint8_t winners = majority(r.weight, m_playerCount);
        const int points = pointsOf(r, tiles, false);
        award(winners, points, categoryOf(r.kind));
        m_events.push_back({m_turn, winners, points, r.kind, true, std::uint16_t(tiles), r.pennants, 0, root});
        if (m_modules.watchesScoring())
            m_modules.scoring(*this, m_moduleState, root, true);
    }
    scoreFarms();
    const std::size_t first = m_events.size();
    m_modules.finalScoring(*this, m_moduleState, m_events);
    for (std::size_t i = first; i < m_events.size(); ++i)
        award(m_events[i].players, m_events[i].points, categoryOf(m_events[i]));
}

} // namespace tessera::engine
