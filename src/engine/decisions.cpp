// The turn as a list of decisions: what may be decided now, and applying one. The phases'
// own moves (place, deploy, pass) do the work, and the rules module that brings decisions of
// its own (the Princess & the Dragon) does its own; this is the one door that the records,
// the logs and the players go through.

#include "game.h"
#include "gamevisitors.h"

#include <algorithm>
#include <cassert>

namespace tessera::engine {

// The tiles of the hand whose placements are listed: each tile once, even when held twice.
namespace {

template<typename Visit>
void forEachDistinct(std::span<const TileIndex> held, Visit &&visit)
{
    for (std::size_t i = 0; i < held.size(); ++i)
        if (std::find(held.begin(), held.begin() + std::ptrdiff_t(i), held[i]) == held.begin() + std::ptrdiff_t(i)
            && visit(held[i]))
            return;
}

} // namespace

void Game::legalDecisions(std::vector<Decision> &out) const
{
    out.clear();
    if (m_phase == Phase::Place) {
        const auto held = hand(m_current);
        forEachDistinct(held, [&](TileIndex tile) {
            forEachLegalPlacement(tile, [&](Placement p) {
                out.push_back(Decision::place(tile, p));
                return false;
            });
            return false;
        });
    } else if (m_phase == Phase::Deploy) {
        forEachDeployment([&](Deployment d) {
            out.push_back(Decision::deploy(d));
            return false;
        });
        m_modules.decisions(-1, *this, m_moduleState, out);
        out.push_back(Decision::pass());
    } else if (m_phase == Phase::Module) {
        m_modules.decisions(m_holder, *this, m_moduleState, out);
    }
}

int Game::legalDecisionCount() const
{
    int count = 0;
    if (m_phase == Phase::Place) {
        forEachDistinct(hand(m_current), [&](TileIndex tile) {
            count += legalPlacementCount(tile);
            return false;
        });
    } else if (m_phase == Phase::Deploy) {
        count = legalDeploymentCount() + m_modules.decisionCount(-1, *this, m_moduleState) + 1;
    } else if (m_phase == Phase::Module) {
        count = m_modules.decisionCount(m_holder, *this, m_moduleState);
    }
    return count;
}

Decision Game::legalDecision(int n) const
{
    Decision found;
    if (m_phase == Phase::Place) {
        forEachDistinct(hand(m_current), [&](TileIndex tile) {
            const int here = legalPlacementCount(tile);
            if (n >= here) {
                n -= here;
                return false;
            }
            found = Decision::place(tile, legalPlacement(tile, n));
            return true;
        });
        return found;
    }
    if (m_phase == Phase::Deploy) {
        // The deployments first, by index (a walk to the n-th ended in a mispredicted branch).
        const int deployments = legalDeploymentCount();
        if (n < deployments)
            return Decision::deploy(legalDeployment(n));
        if (m_modules.decisionAt(-1, *this, m_moduleState, n - deployments, found))
            return found;
        return Decision::pass(); // the last of the list
    }
    if (m_phase == Phase::Module)
        m_modules.decisionAt(m_holder, *this, m_moduleState, n, found);
    return found;
}

// In Deploy the deployments, the pass, then the modules' slots (without any, the slots are
// legalDecisions() in its order); in Phase::Module the holder's slots; in Place the
// placements by index (randomPlacement() draws those).
int Game::decisionSlots() const
{
    if (m_phase == Phase::Deploy)
        return 1 + legalDeploymentCount() + m_modules.decisionSlots(-1, *this, m_moduleState);
    if (m_phase == Phase::Module)
        return m_modules.decisionSlots(m_holder, *this, m_moduleState);
    return legalDecisionCount();
}

bool Game::decisionInSlot(int slot, Decision &out) const
{
    if (m_phase == Phase::Module)
        return m_modules.decisionInSlot(m_holder, *this, m_moduleState, slot, out);
    if (m_phase != Phase::Deploy) {
        out = legalDecision(slot);
        return true;
    }
    const int deployments = legalDeploymentCount();
    if (slot <= deployments) {
        out = slot < deployments ? Decision::deploy(legalDeployment(slot)) : Decision::pass();
        return true;
    }
    return m_modules.decisionInSlot(-1, *this, m_moduleState, slot - deployments - 1, out);
}

Decision Game::randomDecision(Random &random) const
{
    // Each slot is equally likely, so the first that holds a decision is uniform among them.
    constexpr int kTries = 32;
    const int total = decisionSlots();
    assert(total > 0);
    Decision found;
    for (int i = 0; i < kTries; ++i)
        if (decisionInSlot(int(random.below(std::uint32_t(total))), found))
            return found;
    return legalDecision(int(random.below(std::uint32_t(legalDecisionCount()))));
}

MoveError Game::checkDecision(const Decision &d) const
{
    switch (d.kind) {
    case DecisionKind::Place:
        return checkPlacement(d.tile, d.placement);
    case DecisionKind::Deploy:
        return checkDeployment(d.deployment);
    case DecisionKind::Pass:
        return m_phase == Phase::Deploy ? MoveError::None : MoveError::WrongPhase;
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        return MoveError::WrongPhase; // what the pile gives (Match)
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep:
        break;
    }
    return checkModuleDecision(d);
}

MoveError Game::apply(const Decision &d)
{
    switch (d.kind) {
    case DecisionKind::Place:
        return place(d.tile, d.placement);
    case DecisionKind::Deploy:
        return deploy(d.deployment);
    case DecisionKind::Pass:
        return pass();
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        return MoveError::WrongPhase;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep:
        break;
    }
    if (const MoveError e = checkModuleDecision(d); e != MoveError::None)
        return e;
    applyModuleDecision(d);
    return MoveError::None;
}

void Game::applyLegal(const Decision &d)
{
    assert(checkDecision(d) == MoveError::None);
    switch (d.kind) {
    case DecisionKind::Place:
        return placeTile(d.tile, d.placement);
    case DecisionKind::Deploy:
        return deployFigure(d.deployment);
    case DecisionKind::Pass:
        return finishTurn();
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        return;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep:
        return applyModuleDecision(d);
    }
}

// A decision of a module's own kind: its module checks it, in the phase it belongs to (in
// Phase::Module only the holder's decisions are open).
MoveError Game::checkModuleDecision(const Decision &d) const
{
    const RulesModule *owner = m_modules.ownerOf(d.kind);
    if (!owner || !owner->check)
        return MoveError::WrongPhase;
    if (m_phase == Phase::Module && !m_modules.isHolder(m_holder, owner))
        return MoveError::WrongPhase;
    return owner->check(*this, m_moduleState, d);
}

void Game::applyModuleDecision(const Decision &d)
{
    const Phase phase = m_phase;
    const bool stillHolding = m_modules.ownerOf(d.kind)->apply(*this, m_moduleState, d);
    if (phase == Phase::Deploy) // it took the place of a deployment
        finishTurn();
    else if (!stillHolding) // the module's own decisions are done: the turn's end goes on
        continueTurn();
}

} // namespace tessera::engine
