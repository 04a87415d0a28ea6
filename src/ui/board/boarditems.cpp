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
    : m_cache(cache)
    , m_catalog(std::move(catalog))
    , m_tile(tile)
    , m_rotation(rotation)
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

void TileItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The pixmap is made in device pixels; paint it with the world transform undone to its
    // logical size so it is not resampled twice.
    const int pixels = cachedPixelSize(painter, kTileSize);
    const QPixmap pixmap = m_cache->tilePixmap(*m_catalog, m_tile, m_rotation, pixels, 1.0);
    painter->drawPixmap(boundingRect(), pixmap, QRectF(pixmap.rect()));
}

FigureItem::FigureItem(art::ArtCache *cache, art::FigureRole role, const QColor &color, qreal size)
    : m_cache(cache)
    , m_role(role)
    , m_color(color)
    , m_size(size)
{
}

QRectF FigureItem::boundingRect() const
{
    return {-m_size / 2, -m_size / 2, m_size, m_size};
}

void FigureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const int pixels = cachedPixelSize(painter, m_size);
    const QPixmap pixmap = m_cache->figurePixmap(m_role, m_color, pixels, 1.0);
    painter->drawPixmap(boundingRect(), pixmap, QRectF(pixmap.rect()));
}

} // namespace tessera::ui
