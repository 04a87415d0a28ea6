#include "rulesmodule.h"

namespace tessera::engine {

ActiveModules::ActiveModules(const TileCatalog &catalog, const RuleOptions &rules)
{
    if (riverInGame(catalog, rules))
        add(riverModule());
    if (innsCathedralsInGame(catalog, rules))
        add(innsCathedralsModule());
}

void ActiveModules::add(const RulesModule &m)
{
    m_arrangePile.add(m.arrangePile);
    m_addFigures.add(m.addFigures);
    m_mayDraw.add(m.mayDraw);
    m_mayPlace.add(m.mayPlace);
    m_placed.add(m.placed);
    m_mayDeploy.add(m.mayDeploy);
    m_featureValue.add(m.featureValue);
    m_restricts = std::uint8_t((m_mayDraw.empty() ? 0 : kDraws) | (m_mayDeploy.empty() ? 0 : kDeployments));
    if (m.mayPlace)
        m_placementKinds |= m.placementKinds;
}

} // namespace tessera::engine
