#include "tilesetsummary.h"

#include "engine/geometry.h"

#include <algorithm>
#include <map>
#include <set>

namespace tessera::document {

using engine::EdgeType;
using engine::FeatureKind;

namespace {

char letter(EdgeType edge)
{
    switch (edge) {
    case EdgeType::Field:
        return 'F';
    case EdgeType::Road:
        return 'R';
    case EdgeType::City:
        return 'C';
    case EdgeType::River:
        return 'I';
    }
    return '?';
}

std::array<EdgeType, 4> rotated(const std::array<EdgeType, 4> &edges, int rotation)
{
    std::array<EdgeType, 4> out{};
    for (int side = 0; side < engine::kSides; ++side)
        out[static_cast<std::size_t>(side)] = edges[static_cast<std::size_t>(engine::unrotateSide(side, rotation))];
    return out;
}

} // namespace

std::string edgeLetters(const std::array<EdgeType, 4> &edges)
{
    std::string text;
    for (const EdgeType edge : edges)
        text += letter(edge);
    return text;
}

std::string canonicalEdgeLetters(const std::array<EdgeType, 4> &edges)
{
    std::string best = edgeLetters(edges);
    for (int r = 1; r < 4; ++r)
        best = std::min(best, edgeLetters(rotated(edges, r)));
    return best;
}

TileSetSummary summarize(const engine::TileSet &set)
{
    TileSetSummary summary;
    summary.tileTypes = static_cast<int>(set.tiles.size());
    std::map<std::string, int> patterns;
    std::set<std::string> fitting; // canonical patterns of tiles with copies
    std::set<EdgeType> used;
    for (const engine::TileType &tile : set.tiles) {
        const int n = std::max(0, tile.count);
        summary.tiles += n;
        patterns[canonicalEdgeLetters(tile.edges)] += n;
        if (n > 0) {
            fitting.insert(canonicalEdgeLetters(tile.edges));
            used.insert(tile.edges.begin(), tile.edges.end());
        }
        summary.volcanoes += tile.volcano ? n : 0;
        summary.dragons += tile.dragon ? n : 0;
        summary.portals += tile.portal ? n : 0;
        for (const engine::FeatureDef &f : tile.features) {
            switch (f.kind) {
            case FeatureKind::City:
                summary.cities += n;
                break;
            case FeatureKind::Road:
                summary.roads += n;
                break;
            case FeatureKind::River:
                summary.rivers += n;
                break;
            case FeatureKind::Field:
                summary.fields += n;
                break;
            case FeatureKind::Cloister:
                summary.cloisters += n;
                break;
            }
            summary.pennants += std::max(0, f.pennants) * n;
            summary.inns += f.inn ? n : 0;
            summary.cathedrals += f.cathedral ? n : 0;
            summary.princesses += f.princess ? n : 0;
            summary.goods += f.goods != engine::Goods::None ? n : 0;
        }
    }
    for (const auto &[pattern, copies] : patterns)
        summary.edgePatterns.emplace_back(pattern, copies);
    std::stable_sort(summary.edgePatterns.begin(), summary.edgePatterns.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });

    // Every surrounding of the used edge kinds, once per rotation class: a tile fits a hole
    // exactly when one of its rotations shows the same four edges.
    const std::vector<EdgeType> kinds(used.begin(), used.end());
    const std::size_t k = kinds.size();
    std::set<std::string> seen;
    std::size_t combinations = 1;
    for (int i = 0; i < engine::kSides; ++i)
        combinations *= k;
    for (std::size_t c = 0; k > 0 && c < combinations; ++c) {
        std::array<EdgeType, 4> edges{};
        std::size_t rest = c;
        for (auto &edge : edges) {
            edge = kinds[rest % k];
            rest /= k;
        }
        const std::string pattern = canonicalEdgeLetters(edges);
        if (seen.insert(pattern).second && !fitting.count(pattern))
            summary.unmatched.push_back(pattern);
    }
    std::sort(summary.unmatched.begin(), summary.unmatched.end());
    return summary;
}

} // namespace tessera::document
