#include "engine/rules/innscathedrals.h"
#include "engine/rules/princessdragon.h"
#include "engine/rules/river.h"
#include "engine/rules/tradersbuilders.h"

namespace tessera::engine {

// The registration: every expansion's module and whether it plays in a game, in the order
// their hooks run (at each stage of a turn's end, the modules that may hold the turn are
// asked in this order).
ActiveModules::ActiveModules(const TileCatalog &catalog, const RuleOptions &rules)
{
    std::array<const RulesModule *, kMaxModules> modules{};
    int count = 0;
    if (riverInGame(catalog, rules))
        modules[std::size_t(count++)] = &riverModule();
    if (innsCathedralsInGame(catalog, rules))
        modules[std::size_t(count++)] = &innsCathedralsModule();
    if (tradersBuildersInGame(catalog, rules))
        modules[std::size_t(count++)] = &tradersBuildersModule();
    if (princessDragonInGame(catalog, rules))
        modules[std::size_t(count++)] = &princessDragonModule();
    for (int i = 0; i < count; ++i)
        add(*modules[std::size_t(i)]);
    findDeployableKinds(rules, std::span(modules.data(), std::size_t(count)));
}

void ActiveModules::add(const RulesModule &m)
{
    m_arrangePile.add(m.arrangePile);
    m_addFigures.add(m.addFigures);
    m_started.add(m.started);
    m_mayDraw.add(m.mayDraw);
    m_drawn.add(m.drawn);
    m_mayPlace.add(m.mayPlace);
    m_placed.add(m.placed);
    m_featureValue.add(m.featureValue);
    const bool holdsTurns = m.holdsTurn || m.decisionKinds;
    if (m.tilePlaced)
        m_tilePlaced[std::size_t(m_tilePlacedCount++)] = {m.tilePlaced, holdsTurns ? 1u << unsigned(m_turnCount) : 0u};
    m_completed.add(m.completed);
    m_farmCityPoints.add(m.farmCityPoints);
    m_finalScoring.add(m.finalScoring);
    m_turnStarted.add(m.turnStarted);
    m_scoring.add(m.scoring);
    m_mayDeployOn.add(m.mayDeployOn);
    if (m.mayDeployOn)
        m_restricts |= kDeployments;
    if (holdsTurns) {
        m_turn[std::size_t(m_turnCount++)] = &m;
        m_decisionKinds |= m.decisionKinds;
        for (int k = 0; k < kDecisionKinds; ++k)
            if (m.decisionKinds & (1u << unsigned(k)))
                m_owner[std::size_t(k)] = &m;
    }
    if (!m_mayDraw.empty())
        m_restricts |= kDraws;
    if (m.mayPlace) {
        m_placementKinds |= m.placementKinds;
        // A second placement rule would restrict other tiles by other demands: then mayPlace
        // alone decides.
        m_placementJoins = m_mayPlace.list().size() == 1 ? m.placementJoins : EdgeType{};
    }
}

void ActiveModules::findDeployableKinds(const RuleOptions &rules, std::span<const RulesModule *const> modules)
{
    // A follower stands on any feature; without farmers, on no field.
    const std::uint32_t base = rules.farmers ? kEveryFeatureKind : kEveryFeatureKind & ~(1u << unsigned(FeatureKind::Field));
    for (int figure = 0; figure < kFigureKinds; ++figure) {
        std::uint32_t allowed = base;
        for (const RulesModule *m : modules)
            if (m->deployableKinds)
                allowed = m->deployableKinds(FigureKind(figure), allowed);
        if (allowed != kEveryFeatureKind)
            m_restricts |= kDeployments;
        else
            m_allowedEverywhere |= std::uint8_t(1u << figure);
        for (std::size_t feature = 0; feature < m_allowedOn.size(); ++feature)
            m_allowedOn[feature] |= std::uint8_t(((allowed >> feature) & 1u) << figure);
    }
}

} // namespace tessera::engine
