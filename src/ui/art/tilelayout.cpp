#include "tilelayout.h"

#include "layoutbuilder.h"

namespace tessera::art {

using engine::TileType;

qreal markRadius(Mark mark)
{
    switch (mark) {
    case Mark::Cloister:
        return 24.5;
    case Mark::Village:
        return 8;
    case Mark::Lake:
        return 12;
    case Mark::Gate:
    case Mark::Bridge:
        return 6;
    case Mark::Inn:
        return 8.5;
    case Mark::Volcano:
        return 15;
    case Mark::Dragon:
    case Mark::Portal:
        return 10;
    case Mark::Cathedral:
        return 12;
    case Mark::Pennant:
        return 7.5;
    case Mark::Princess:
    case Mark::Wine:
    case Mark::Grain:
    case Mark::Cloth:
        return 6;
    }
    return 6;
}

TileLayout layoutTile(const TileType &tile)
{
    return LayoutBuilder(tile).run();
}

std::vector<QPointF> featureAnchors(const TileType &tile)
{
    return layoutTile(tile).anchors;
}

} // namespace tessera::art
