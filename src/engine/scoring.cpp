#include "scoring.h"

#include <algorithm>

namespace tessera::engine {

std::uint8_t majority(const std::array<std::uint8_t, kMaxPlayers> &weight, int players)
{
    int best = 0;
    for (int p = 0; p < players; ++p)
        best = std::max(best, int(weight[p]));
    std::uint8_t mask = 0;
    if (best > 0)
        for (int p = 0; p < players; ++p)
            if (weight[p] == best)
                mask = std::uint8_t(mask | (1u << p));
    return mask;
}

ScoreCategory categoryOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return ScoreCategory::Road;
    case FeatureKind::City:
        return ScoreCategory::City;
    case FeatureKind::Cloister:
        return ScoreCategory::Cloister;
    case FeatureKind::Field:
    case FeatureKind::River:
        break;
    }
    return ScoreCategory::Farm;
}

ScoreCategory categoryOf(const ScoreEvent &e)
{
    if (e.fairy)
        return ScoreCategory::Fairy;
    return e.goods != Goods::None ? ScoreCategory::Goods : categoryOf(e.kind);
}

int featureValue(const FeatureNode &root, int tiles, bool completed, const RuleOptions &rules)
{
    switch (root.kind) {
    case FeatureKind::Road:
        return tiles;
    case FeatureKind::City: {
        const int base = tiles + root.pennants;
        if (!completed)
            return base;
        // Tiny city (first edition): a completed 2-tile city scores as if incomplete.
        return (rules.tinyCity && tiles == 2) ? base : 2 * base;
    }
    case FeatureKind::Cloister:
        return tiles;
    case FeatureKind::Field:
    case FeatureKind::River:
        break;
    }
    return 0;
}

} // namespace tessera::engine
