// The turn as a list of decisions: what may be decided now, and applying one. The phases'
// own moves (place, deploy, pass) do the work, and the rules module that brings decisions of
// its own (the Princess & the Dragon) does its own; this is the one door that the records,
// the logs and the players go through.

#include "game.h"

#include <algorithm>

namespace tessera::engine {

void Game::legalDecisions(std::vector<Decision> &out) const
{
    out.clear();
    if (m_phase == Phase::Place) {
        std::vector<Placement> placements;
        const auto held = hand(m_current);
        for (std::size_t i = 0; i < held.size(); ++i) {
            if (std::find(held.begin(), held.begin() + std::ptrdiff_t(i), held[i]) != held.begin() + std::ptrdiff_t(i))
                continue; // the same tile twice in the hand: its placements once
            legalPlacements(held[i], placements);
            for (const Placement &p : placements)
                out.push_back(Decision::place(held[i], p));
        }
    } else if (m_phase == Phase::Deploy) {
        std::vector<Deployment> deployments;
        legalDeployments(deployments);
        for (const Deployment &d : deployments)
            out.push_back(Decision::deploy(d));
        m_modules.decisions(*this, m_moduleState, out);
        out.push_back(Decision::pass());
    } else if (m_phase == Phase::Dragon) {
        m_modules.decisions(*this, m_moduleState, out);
    }
}

MoveError Game::checkDecision(const Decision &d) const
{
    switch (d.kind) {
    case DecisionKind::Place: return checkPlacement(d.tile, d.placement);
    case DecisionKind::Deploy: return checkDeployment(d.deployment);
    case DecisionKind::Pass: return m_phase == Phase::Deploy ? MoveError::None : MoveError::WrongPhase;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep: return m_modules.check(*this, m_moduleState, d);
    }
    return MoveError::WrongPhase;
}

MoveError Game::apply(const Decision &d)
{
    switch (d.kind) {
    case DecisionKind::Place: return place(d.tile, d.placement);
    case DecisionKind::Deploy: return deploy(d.deployment);
    case DecisionKind::Pass: return pass();
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
    case DecisionKind::DragonStep: break;
    }
    if (const MoveError e = checkDecision(d); e != MoveError::None)
        return e;
    const Phase phase = m_phase;
    m_modules.apply(*this, m_moduleState, d);
    if (phase == Phase::Deploy) { // it took the place of a deployment
        finishTurn();
    } else if (!m_moduleState.holdingTurn) { // the module's own decisions are done
        if (m_scorePending) {
            m_scorePending = false;
            scoreTurn();
        }
        endTurn();
    }
    return MoveError::None;
}

} // namespace tessera::engine
