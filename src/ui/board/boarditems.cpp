#include "boarditems.h"

#include "boardgeometry.h"

#include <QGraphicsScene>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>

#include <cmath>

namespace tessera::ui {

int cachedPixelSize(const QPainter *painter, qreal logicalLength)
{
    const QTransform t = painter->worldTransform();
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const qreal scale = std::sqrt(t.m11() * t.m11() + t.m12() * t.m12()) * dpr;
    const int pixels = int(std::ceil(logicalLength * scale));
    constexpr int step = 16;
    return std::max(step, (pixels + step - 1) / step * step);
}

TileItem::TileItem(art::ArtCache *cache, engine::TileCatalogPtr catalog, engine::TileIndex tile, int rotation)
    : m_cache(cache), m_catalog(std::move(catalog)), m_tile(tile), m_rotation(rotation)
{
}

void TileItem::setRotation(int rotation)
{
    if (rotation != m_rotation) {
        m_rotation = rotation;
        update();
    }
}

void TileItem::setTile(engine::TileIndex tile)
{
    if (tile != m_tile) {
        m_tile = tile;
        update();
    }
}

QRectF TileItem::boundingRect() const
{
    return {0, 0, kTileSize, kTileSize};
}

// Where a pixmap of `logical` x `logical` units lands so that it falls 1:1 on device pixels:
// under a plain scale-and-move transform the pixmap is made at the exact size the item covers
// and blitted without resampling, which keeps the art crisp and a full board fast to draw.
// Rotated or sheared, the painter resamples a pixmap of cachedPixelSize().
struct Placement {
    bool exact = true;
    QPoint topLeft;
    int size = 0;  // logical pixels of the pixmap
    qreal dpr = 1; // its device pixel ratio
};

Placement placement(const QPainter *painter, const QTransform &t, const QRectF &logical)
{
    if (t.type() > QTransform::TxScale)
        return {false, {}, cachedPixelSize(painter, logical.width()), 1.0};
    const QRectF device = t.mapRect(logical);
    const QPoint topLeft(qRound(device.left()), qRound(device.top()));
    const int size = std::max(qRound(device.right()) - topLeft.x(), qRound(device.bottom()) - topLeft.y());
    return {true, topLeft, size, painter->device() ? painter->device()->devicePixelRatioF() : 1.0};
}

// The pixmap drawn where `at` says: 1:1 on device pixels when exact, else resampled into the
// item's rectangle.
void drawPlaced(QPainter *painter, const QRectF &logical, const Placement &at, const QPixmap &pixmap)
{
    if (!at.exact) {
        painter->drawPixmap(logical, pixmap, QRectF(pixmap.rect()));
        return;
    }
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(at.topLeft, pixmap);
    painter->restore();
}

template<typename MakePixmap>
void drawUnscaled(QPainter *painter, const QRectF &logical, MakePixmap &&make)
{
    const Placement at = placement(painter, painter->worldTransform(), logical);
    if (at.size > 0 || !at.exact)
        drawPlaced(painter, logical, at, make(at.size, at.dpr));
}

// Until a tile's picture is made: another size of it (or its preview) scaled into place and
// turned as the tile lies; a plain field while there is none at all.
void drawStandIn(QPainter *painter, const QRectF &logical, const Placement &at, const art::ArtCache::ShownTile &shown)
{
    if (!at.exact) {
        art::paintShownTile(painter, logical, shown);
        return;
    }
    painter->save();
    painter->resetTransform();
    art::paintShownTile(painter, QRectF(at.topLeft, QSizeF(at.size, at.size)), shown);
    painter->restore();
}

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    const Placement at = placement(painter, painter->worldTransform(), boundingRect());
    if (at.exact && at.size <= 0)
        return;
    bool pending = false;
    const QPixmap kept = m_cache->keptTilePixmap(*m_catalog, m_tile, m_rotation, at.size, at.dpr, &pending);
    if (!kept.isNull()) {
        m_soft = false;
        drawPlaced(painter, boundingRect(), at, kept);
        return;
    }
    if (!pending)
        prepareTilesAround(painter);
    if (!widget) { // rendered for a picture, not shown in a view: crisp at once
        m_soft = false;
        drawPlaced(painter, boundingRect(), at, m_cache->tilePixmap(*m_catalog, m_tile, m_rotation, at.size, at.dpr));
        return;
    }
    const art::ArtCache::ShownTile shown = m_cache->shownTilePixmap(*m_catalog, m_tile, m_rotation, at.size, at.dpr);
    m_soft = !shown.crisp;
    m_softSize = at.size;
    m_softDpr = at.dpr;
    if (shown.crisp)
        drawPlaced(painter, boundingRect(), at, shown.pixmap);
    else
        drawStandIn(painter, boundingRect(), at, shown);
}

bool TileItem::pictureReady() const
{
    return m_cache->tileReady(*m_catalog, m_tile, m_rotation, m_softSize, m_softDpr);
}

// The first tile of a paint whose picture is missing (a game just opened, another zoom) has the
// pictures of every tile in sight made at once, on all cores, at the size each will be drawn
// at; this paint and the next tiles' take them as they are done.
void TileItem::prepareTilesAround(const QPainter *painter) const
{
    if (!scene())
        return;
    const QTransform here = painter->worldTransform();
    const QPaintDevice *device = painter->device();
    const qreal dpr = device ? device->devicePixelRatioF() : 1.0;
    const QRectF shown = device ? QRectF(0, 0, device->width() / dpr, device->height() / dpr) : QRectF();
    const QTransform toScene = sceneTransform().inverted();
    std::vector<art::ArtCache::TileRequest> requests;
    for (QGraphicsItem *item : scene()->items()) {
        const auto *tile = dynamic_cast<const TileItem *>(item);
        if (!tile || tile->m_cache != m_cache || tile->m_catalog != m_catalog || !tile->isVisible())
            continue;
        // The other tile as this painter would draw it: its scene transform, then this item's
        // way from the scene to the device.
        const QTransform t = tile->sceneTransform() * toScene * here;
        if (!shown.isEmpty() && !t.mapRect(tile->boundingRect()).intersects(shown))
            continue;
        const Placement at = placement(painter, t, tile->boundingRect());
        if (at.size > 0)
            requests.push_back({tile->m_tile, tile->m_rotation, at.size, at.dpr});
    }
    m_cache->prepareTiles(*m_catalog, requests);
}

FigureItem::FigureItem(art::ArtCache *cache, art::FigureRole role, const QColor &color, qreal size, art::FigureMark mark)
    : m_cache(cache), m_role(role), m_color(color), m_size(size), m_mark(mark)
{
}

QRectF FigureItem::boundingRect() const
{
    return {-m_size / 2, -m_size / 2, m_size, m_size};
}

void FigureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    if (!widget) { // rendered for a picture: crisp at once
        m_soft = false;
        drawUnscaled(painter, boundingRect(),
                     [this](int size, qreal dpr) { return m_cache->figurePixmap(m_role, m_color, size, dpr, m_mark); });
        return;
    }
    const Placement at = placement(painter, painter->worldTransform(), boundingRect());
    if (at.exact && at.size <= 0)
        return;
    const QPixmap shown = m_cache->shownFigurePixmap(m_role, m_color, at.size, at.dpr, m_mark);
    m_soft = shown.isNull();
    if (!m_soft) {
        m_shown = shown;
        drawPlaced(painter, boundingRect(), at, shown);
        return;
    }
    m_softSize = at.size;
    m_softDpr = at.dpr;
    if (!m_shown.isNull())
        painter->drawPixmap(boundingRect(), m_shown, QRectF(m_shown.rect()));
}

bool FigureItem::pictureReady() const
{
    return m_cache->figureReady(m_role, m_color, m_softSize, m_softDpr, m_mark);
}

QRectF AreaItem::boundingRect() const
{
    const QPen pen = this->pen();
    const qreal room = pen.style() == Qt::NoPen ? 0 : std::max<qreal>(1, pen.widthF());
    return path().controlPointRect().adjusted(-room, -room, room, room);
}

} // namespace tessera::ui
