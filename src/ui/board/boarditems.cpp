#include "boarditems.h"

#include "boardgeometry.h"

#include <QPaintDevice>
#include <QPainter>

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

// Draws a pixmap of `logical` x `logical` units so that it lands 1:1 on device pixels: under
// a plain scale-and-move transform the pixmap is made at the exact size the item covers and
// blitted without resampling, which keeps the art crisp and a full board fast to draw.
template<typename MakePixmap>
void drawUnscaled(QPainter *painter, const QRectF &logical, MakePixmap &&make)
{
    const QTransform t = painter->worldTransform();
    if (t.type() > QTransform::TxScale) { // rotated or sheared: let the painter resample
        const QPixmap pixmap = make(cachedPixelSize(painter, logical.width()), 1.0);
        painter->drawPixmap(logical, pixmap, QRectF(pixmap.rect()));
        return;
    }
    const QRectF device = t.mapRect(logical);
    const QPoint topLeft(qRound(device.left()), qRound(device.top()));
    const int size = std::max(qRound(device.right()) - topLeft.x(), qRound(device.bottom()) - topLeft.y());
    if (size <= 0)
        return;
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QPixmap pixmap = make(size, dpr);
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(topLeft, pixmap);
    painter->restore();
}

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    drawUnscaled(painter, boundingRect(),
                 [this](int size, qreal dpr) { return m_cache->tilePixmap(*m_catalog, m_tile, m_rotation, size, dpr); });
}

FigureItem::FigureItem(art::ArtCache *cache, art::FigureRole role, const QColor &color, qreal size, art::FigureMark mark)
    : m_cache(cache), m_role(role), m_color(color), m_size(size), m_mark(mark)
{
}

QRectF FigureItem::boundingRect() const
{
    return {-m_size / 2, -m_size / 2, m_size, m_size};
}

void FigureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    drawUnscaled(painter, boundingRect(),
                 [this](int size, qreal dpr) { return m_cache->figurePixmap(m_role, m_color, size, dpr, m_mark); });
}

} // namespace tessera::ui
