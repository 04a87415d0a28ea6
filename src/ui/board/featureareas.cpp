#include "featureareas.h"

#include "art/tilelayout.h"
#include "art/tileshapes.h"

#include <QPainterPathStroker>

#include <algorithm>

namespace tessera::ui {

using engine::FeatureKind;

namespace {

constexpr qreal kCourseHitRoom = 4; // a click just beside a narrow course still hits it

QPainterPath stroked(const QPainterPath &course, qreal width)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::FlatCap);
    return stroker.createStroke(course).simplified();
}

// The pieces of the tile the cities and courses leave, each handed to the field whose
// half-edges (or, for a field touching no edge, whose figure's anchor) it holds.
void addFields(const engine::TileType &tile, const art::TileLayout &layout, QPainterPath taken,
               std::vector<FeatureArea> &out)
{
    QPainterPath square;
    square.addRect(0, 0, art::shapes::kTileSize, art::shapes::kTileSize);
    const QList<QPolygonF> pieces = square.subtracted(taken).toFillPolygons();
    std::vector<bool> used(std::size_t(pieces.size()), false);
    for (int f = 0; f < int(tile.features.size()); ++f) {
        const engine::FeatureDef &def = tile.features[std::size_t(f)];
        if (def.kind != FeatureKind::Field)
            continue;
        QPainterPath area;
        for (int i = 0; i < pieces.size(); ++i) {
            bool mine = def.halves == 0 && pieces[i].containsPoint(layout.anchors[std::size_t(f)], Qt::OddEvenFill);
            for (int h = 0; h < 8 && !mine; ++h) // half-edges NL .. WR
                if (def.halves & (1u << h))
                    for (const qreal t : {0.25, 0.5, 0.75})
                        mine = mine || pieces[i].containsPoint(art::shapes::halfEdgePoint(h, t, 1.5), Qt::OddEvenFill);
            if (mine && !used[std::size_t(i)]) {
                used[std::size_t(i)] = true;
                area.addPolygon(pieces[i]);
            }
        }
        out[std::size_t(f)] = {area.simplified(), 3};
    }
}

} // namespace

std::vector<FeatureArea> featureAreas(const engine::TileType &tile)
{
    const art::TileLayout layout = art::layoutTile(tile);
    std::vector<FeatureArea> out(tile.features.size());
    QPainterPath taken;
    for (const art::CityLayout &c : layout.cities) {
        out[std::size_t(c.feature)] = {c.region, 2};
        taken.addPath(c.region);
    }
    for (const auto *courses : {&layout.roads, &layout.rivers}) {
        const qreal width = courses == &layout.roads ? art::kRoadWidth : art::kRiverWidth;
        for (const art::CourseLayout &c : *courses) {
            out[std::size_t(c.feature)] = {stroked(c.course, width + kCourseHitRoom), 1};
            taken.addPath(stroked(c.course, width));
        }
    }
    for (int f = 0; f < int(tile.features.size()); ++f) {
        if (tile.features[std::size_t(f)].kind != FeatureKind::Cloister)
            continue;
        const QPointF at = layout.anchors[std::size_t(f)];
        qreal scale = 1;
        for (const art::MarkSpot &m : layout.marks)
            if (m.mark == art::Mark::Cloister && m.at == at)
                scale = m.scale;
        const qreal r = art::markRadius(art::Mark::Cloister) * scale;
        QPainterPath building;
        building.addEllipse(at, r, r);
        out[std::size_t(f)] = {building, 0};
    }
    addFields(tile, layout, taken.simplified(), out);
    return out;
}

const std::vector<FeatureArea> &FeatureAreaCache::areas(const engine::TileCatalogPtr &catalog, engine::TileIndex tile)
{
    const auto key = std::make_pair(catalog.get(), tile);
    auto it = m_areas.find(key);
    if (it == m_areas.end()) {
        if (std::find(m_catalogs.begin(), m_catalogs.end(), catalog) == m_catalogs.end())
            m_catalogs.push_back(catalog);
        it = m_areas.emplace(key, featureAreas(catalog->tile(tile).type)).first;
    }
    return it->second;
}

} // namespace tessera::ui
