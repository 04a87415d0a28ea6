#include "rulesmodule.h"

namespace tessera::engine {

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
    m_grantsBonusTile.add(m.grantsBonusTile);
    m_completed.add(m.completed);
    m_farmCityPoints.add(m.farmCityPoints);
    m_finalScoring.add(m.finalScoring);
    m_turnStarted.add(m.turnStarted);
    if (m.decisions) {
        m_decisions = m.decisions;
        m_decisionCount = m.decisionCount;
        m_decisionAt = m.decisionAt;
        m_check = m.check;
        m_apply = m.apply;
        m_holdsTurn = m.holdsTurn;
    }
    if (m.scoring)
        m_scoring = m.scoring;
    if (m.mayDeployOn) {
        m_mayDeployOn = m.mayDeployOn;
        m_restricts |= kDeployments;
    }
    if (!m_mayDraw.empty())
        m_restricts |= kDraws;
    if (m.mayPlace)
        m_placementKinds |= m.placementKinds;
}

void ActiveModules::findDeployableKinds(const RuleOptions &rules, std::span<const RulesModule *const> modules)
{
    // A follower stands on any feature; without farmers, on no field.
    constexpr std::uint32_t everyKind = (1u << (unsigned(FeatureKind::River) + 1)) - 1;
    const std::uint32_t base = rules.farmers ? everyKind : everyKind & ~(1u << unsigned(FeatureKind::Field));
    for (int figure = 0; figure < kFigureKinds; ++figure) {
        std::uint32_t allowed = base;
        for (const RulesModule *m : modules)
            if (m->deployableKinds)
                allowed = m->deployableKinds(FigureKind(figure), allowed);
        m_deployable[std::size_t(figure)] = allowed;
        if (allowed != everyKind)
            m_restricts |= kDeployments;
    }
}

} // namespace tessera::engine
