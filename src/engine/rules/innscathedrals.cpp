// Inns & Cathedrals (RULES.md): the large follower, which weighs 2 for control; a road with an
// inn scores 2 per tile when completed and nothing when left open; a city with a cathedral
// scores 3 per tile and pennant when completed and nothing when left open. The sixth player
// colour is the readers' business (they allow 6 players when this module plays).

#include "rulesmodule.h"

namespace tessera::engine {

namespace {

void addLargeFollower(const RuleOptions &rules, FigureSupply &supply)
{
    if (rules.largeFollower)
        supply[std::size_t(FigureKind::LargeFollower)] = 1;
}

int innsAndCathedrals(const FeatureNode &root, int tiles, bool completed, int baseValue)
{
    if (root.kind == FeatureKind::Road && root.inns)
        return completed ? 2 * tiles : 0;
    if (root.kind == FeatureKind::City && root.cathedrals)
        return completed ? 3 * (tiles + root.pennants) : 0;
    return baseValue;
}

} // namespace

const RulesModule &innsCathedralsModule()
{
    static const RulesModule module{
        .addFigures = addLargeFollower,
        .featureValue = innsAndCathedrals,
    };
    return module;
}

bool innsCathedralsInGame(const TileCatalog &catalog, const RuleOptions &rules)
{
    return rules.largeFollower || catalog.contents().inns || catalog.contents().cathedrals;
}

} // namespace tessera::engine
