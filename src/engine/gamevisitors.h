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
    for (const OpenPosition &o : m_board.openPositions())
        for (std::uint64_t fits = fittingRotations(edges, o.required, o.mask); fits; fits &= fits - 1) {
            const Placement p{o.pos, std::countr_zero(fits) / 16};
            if (modulesAllow(tile, p, o.requiredEdges()) && visit(p))
                return;
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
    // The kinds of figure the player has left, found once (usually just the follower).
    std::array<FigureKind, kFigureKinds> kinds{};
    int kindCount = 0;
    for (int k = 0; k < kFigureKinds; ++k)
        if (m_supply[m_current][std::size_t(k)] != 0)
            kinds[std::size_t(kindCount++)] = FigureKind(k);
    if (kindCount == 0)
        return;
    const bool restricted = m_modules.restrictsDeployments();
    if (restricted && !mayDeployOnTile(m_lastPlaced))
        return;
    const PlacedTile &placed = m_board.placed()[m_lastPlaced];
    const auto &defs = m_catalog->tile(placed.tile).type.features;
    if (!restricted && kindCount == 1) { // the base game: followers on every free feature
        for (std::size_t f = 0; f < defs.size(); ++f)
            if (m_features.node(m_features.find(placed.firstNode + NodeId(f))).followers == 0
                && visit(Deployment{std::uint8_t(f), kinds[0]}))
                return;
        return;
    }
    for (std::size_t f = 0; f < defs.size(); ++f) {
        const FeatureNode &root = m_features.node(m_features.find(placed.firstNode + NodeId(f)));
        for (int k = 0; k < kindCount; ++k) {
            const FigureKind kind = kinds[std::size_t(k)];
            // A follower claims a feature nobody holds; a builder or pig joins its owner's.
            const bool room = isFollower(kind) ? root.followers == 0 : root.weight[m_current] != 0;
            if (room && m_modules.mayStandOn(kind, defs[f].kind) && visit(Deployment{std::uint8_t(f), kind}))
                return;
        }
    }
}

} // namespace tessera::engine
