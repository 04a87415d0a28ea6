#pragma once
// Game's visitors over its legal placements and deployments: templates, so that listing,
// counting and picking the n-th share one walk (game.cpp, decisions.cpp).

#include "game.h"

#include <bit>

namespace tessera::engine {

// Placements are found by their edges (all rotations at once); when an expansion restricts
// placements (the river), each fitting one is also put to its modules.
template<typename Visit>
void Game::forEachAllowedPlacement(TileIndex tile, Visit &&visit) const
{
    const std::uint64_t edges = m_catalog->tile(tile).edgesByRotation;
    for (const OpenPosition &o : m_board.openPositions()) {
        if (!m_modules.mayPlaceAt(o.requiredEdges()))
            continue;
        for (std::uint64_t fits = fittingRotations(edges, o.required, o.mask); fits; fits &= fits - 1) {
            const Placement p{o.pos, std::countr_zero(fits) / 16};
            if (modulesAllow(tile, p, o.requiredEdges()) && visit(p))
                return;
        }
    }
}

template<typename Visit>
void Game::forEachLegalPlacement(TileIndex tile, Visit &&visit) const
{
    if (m_modules.restrictsPlacements(m_catalog->tile(tile))) {
        forEachAllowedPlacement(tile, visit);
        return;
    }
    const std::uint64_t edges = m_catalog->tile(tile).edgesByRotation;
    for (const OpenPosition &o : m_board.openPositions())
        for (std::uint64_t fits = fittingRotations(edges, o.required, o.mask); fits; fits &= fits - 1)
            if (visit(Placement{o.pos, std::countr_zero(fits) / 16}))
                return;
}

template<typename Visit>
void Game::forEachDeployment(Visit &&visit) const
{
    if (m_phase != Phase::Deploy)
        return;
    if (m_deploymentCount < 0)
        findDeployments();
    for (int i = 0; i < m_deploymentCount; ++i)
        if (visit(m_deployments[std::size_t(i)]))
            return;
}

} // namespace tessera::engine
