#include "featureareas.h"

#include "art/tilelayout.h"
#include "art/tileshapes.h"

#include <QImage>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>

namespace tessera::ui {

using engine::FeatureKind;

namespace {

constexpr qreal kCourseHitRoom = 4; // a click just beside a narrow course still hits it

QPainterPath stroked(const QPainterPath &course, qreal width, Qt::PenCapStyle cap = Qt::FlatCap)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(cap);
    return stroker.createStroke(course).simplified();
}

constexpr int kShareScale = 2; // raster cells per unit where a piece is shared out

// Where the layout leaves several fields in one piece (nothing drawn between them), each part
// of the piece goes to the field whose seeds (points along its half-edges) are nearest within
// the piece: the fronts grow from every field's seeds at once until they meet.
std::vector<QPainterPath> shareOut(const QPainterPath &piece, const std::vector<std::vector<QPointF>> &seeds)
{
    constexpr int n = 100 * kShareScale;
    QImage mask(n, n, QImage::Format_Grayscale8);
    mask.fill(0);
    {
        QPainter painter(&mask);
        painter.scale(kShareScale, kShareScale);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        painter.drawPath(piece);
    }
    const auto inside = [&mask](int x, int y) {
        return x >= 0 && y >= 0 && x < n && y < n && mask.constScanLine(y)[x] > 127;
    };
    std::vector<int> owner(std::size_t(n * n), -1);
    std::vector<int> front;
    for (std::size_t f = 0; f < seeds.size(); ++f) {
        for (const QPointF seed : seeds[f]) {
            const int x = int(seed.x() * kShareScale), y = int(seed.y() * kShareScale);
            if (inside(x, y) && owner[std::size_t(y * n + x)] < 0) {
                owner[std::size_t(y * n + x)] = int(f);
                front.push_back(y * n + x);
            }
        }
    }
    for (std::size_t head = 0; head < front.size(); ++head) {
        const int cell = front[head], x = cell % n, y = cell / n;
        for (const auto &[dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            if (inside(x + dx, y + dy) && owner[std::size_t((y + dy) * n + x + dx)] < 0) {
                owner[std::size_t((y + dy) * n + x + dx)] = owner[std::size_t(cell)];
                front.push_back((y + dy) * n + x + dx);
            }
        }
    }
    // Each field's cells as runs along the rows, cut back to the piece's own outline.
    std::vector<QPainterPath> parts(seeds.size());
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n;) {
            const int f = owner[std::size_t(y * n + x)];
            int end = x + 1;
            while (end < n && owner[std::size_t(y * n + end)] == f)
                ++end;
            if (f >= 0)
                parts[std::size_t(f)].addRect(
                    QRectF(qreal(x) / kShareScale, qreal(y) / kShareScale, qreal(end - x) / kShareScale, 1.0 / kShareScale));
            x = end;
        }
    }
    for (QPainterPath &part : parts)
        part = part.simplified().intersected(piece);
    return parts;
}

// Points of a field from which its part of the tile is found: along its half-edges, just
// inside the tile; for a field touching no edge, its figure's anchor.
std::vector<QPointF> fieldSeeds(const engine::FeatureDef &def, QPointF anchor)
{
    std::vector<QPointF> seeds;
    if (def.halves == 0)
        seeds.push_back(anchor);
    for (int h = 0; h < 8; ++h) // half-edges NL .. WR
        if (def.halves & (1u << h))
            for (qreal t = 0.1; t < 0.95; t += 0.1)
                seeds.push_back(art::shapes::halfEdgePoint(h, t, 1.5));
    return seeds;
}

// The pieces of the tile the cities and courses leave, each handed to the field whose seeds
// it holds, or shared out between the fields whose seeds it holds.
void addFields(const engine::TileType &tile, const art::TileLayout &layout, const QPainterPath &taken,
               std::vector<FeatureArea> &out)
{
    QPainterPath square;
    square.addRect(0, 0, art::shapes::kTileSize, art::shapes::kTileSize);
    const QPainterPath free = square.subtracted(taken);
    // One polygon per outline (toFillPolygons() would join the outlines whose bounding boxes
    // meet: the inner and the outer field of a curve would be one piece, handed to one field).
    // Where outlines nest, a point belongs to the innermost one that holds it.
    const QList<QPolygonF> outlines = free.toSubpathPolygons();
    std::vector<qreal> size;
    for (const QPolygonF &outline : outlines)
        size.push_back(outline.boundingRect().width() * outline.boundingRect().height());
    const auto pieceAt = [&](QPointF p) {
        int best = -1;
        if (!free.contains(p))
            return best;
        for (int i = 0; i < outlines.size(); ++i)
            if (outlines[i].containsPoint(p, Qt::OddEvenFill)
                && (best < 0 || size[std::size_t(i)] < size[std::size_t(best)]))
                best = i;
        return best;
    };
    // Which fields each piece holds seeds of.
    std::vector<std::vector<int>> fieldsOf(std::size_t(outlines.size()));
    std::vector<std::vector<QPointF>> seeds(tile.features.size());
    for (int f = 0; f < int(tile.features.size()); ++f) {
        const engine::FeatureDef &def = tile.features[std::size_t(f)];
        if (def.kind != FeatureKind::Field)
            continue;
        seeds[std::size_t(f)] = fieldSeeds(def, layout.anchors[std::size_t(f)]);
        for (const QPointF p : seeds[std::size_t(f)]) {
            const int i = pieceAt(p);
            if (i >= 0
                && std::find(fieldsOf[std::size_t(i)].begin(), fieldsOf[std::size_t(i)].end(), f)
                    == fieldsOf[std::size_t(i)].end())
                fieldsOf[std::size_t(i)].push_back(f);
        }
    }
    std::vector<QPainterPath> areas(tile.features.size());
    for (int i = 0; i < outlines.size(); ++i) {
        const std::vector<int> &fields = fieldsOf[std::size_t(i)];
        if (fields.empty())
            continue;
        // The piece: its outline less the other pieces nested in it.
        QPainterPath piece;
        piece.addPolygon(outlines[i]);
        piece.closeSubpath();
        piece = piece.intersected(free);
        for (int j = 0; j < outlines.size(); ++j) {
            if (j != i && size[std::size_t(j)] < size[std::size_t(i)] && !fieldsOf[std::size_t(j)].empty()) {
                QPainterPath nested;
                nested.addPolygon(outlines[j]);
                nested.closeSubpath();
                piece = piece.subtracted(nested);
            }
        }
        if (fields.size() == 1) {
            areas[std::size_t(fields.front())].addPath(piece);
            continue;
        }
        std::vector<std::vector<QPointF>> fieldSeedsHere;
        for (const int f : fields)
            fieldSeedsHere.push_back(seeds[std::size_t(f)]);
        const std::vector<QPainterPath> parts = shareOut(piece, fieldSeedsHere);
        for (std::size_t k = 0; k < fields.size(); ++k)
            areas[std::size_t(fields[k])].addPath(parts[k]);
    }
    for (int f = 0; f < int(tile.features.size()); ++f)
        if (tile.features[std::size_t(f)].kind == FeatureKind::Field)
            out[std::size_t(f)] = {areas[std::size_t(f)].simplified(), 3};
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
            // Past the tile's edge where it leaves it: a course that stopped exactly on the
            // edge would leave the fields on either side joined there by a seam of no width.
            taken.addPath(stroked(c.course, width, Qt::SquareCap));
        }
    }
    for (const QPainterPath &hedge : layout.hedges) // fields end at the hedges between them
        taken.addPath(stroked(hedge, art::kHedgeWidth));
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
