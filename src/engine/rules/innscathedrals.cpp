// Inns & Cathedrals (RULES.md): the large follower, which weighs 2 for control; a road with an
// inn scores 2 per tile when completed and nothing when left open; a city with a cathedral
// scores 3 per tile and pennant when completed and nothing when left open. For JCloisterZone's
// games, rule options leave inns or cathedrals out or score open ones as plain. The sixth
// player colour is the readers' business (they allow 6 players when this module plays).

#include "engine/rules/innscathedrals.h"

namespace tessera::engine {

namespace {

void addLargeFollower(const RuleOptions &rules, FigureSupply &supply)
{
    if (rules.largeFollower)
        supply[std::size_t(FigureKind::LargeFollower)] = 1;
}

int innsAndCathedrals(const RuleOptions &rules, const FeatureNode &root, int tiles, bool completed, int baseValue)
{
    const bool inn = root.kind == FeatureKind::Road && root.inns && rules.inns;
    const bool cathedral = root.kind == FeatureKind::City && root.cathedrals && rules.cathedrals;
    if (!inn && !cathedral)
        return baseValue;
    if (!completed)
        return rules.unfinishedInnsCathedrals == UnfinishedInnsCathedrals::Zero ? 0 : baseValue;
    return inn ? 2 * tiles : 3 * (tiles + root.pennants);
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
