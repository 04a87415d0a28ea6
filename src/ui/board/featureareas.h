#pragma once
// The area each feature of a tile covers, taken from the art layout so that what a player
// clicks and what lights up is what the tile shows: a city its region, a road or river its
// course, a cloister its building, a field what the cities and courses leave of the tile.
// In the unrotated 100 x 100 art; kept per tile type, since laying out a tile takes a while.

#include "engine/tilecatalog.h"

#include <QPainterPath>

#include <map>
#include <memory>
#include <vector>

namespace tessera::ui {

struct FeatureArea {
    QPainterPath shape;
    // Smaller numbers win where areas overlap (a road crosses its fields; a cloister stands in
    // one): 0 cloister, 1 road or river, 2 city, 3 field.
    int precedence = 0;
};

// The areas of the tile's features, by feature index.
std::vector<FeatureArea> featureAreas(const engine::TileType &tile);

class FeatureAreaCache {
public:
    const std::vector<FeatureArea> &areas(const engine::TileCatalogPtr &catalog, engine::TileIndex tile);

private:
    std::map<std::pair<const engine::TileCatalog *, engine::TileIndex>, std::vector<FeatureArea>> m_areas;
    std::vector<engine::TileCatalogPtr> m_catalogs; // keeps the keys' catalogs alive
};

} // namespace tessera::ui
