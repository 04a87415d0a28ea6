#pragma once
// The board's graphics items. They only draw: the scene decides what is where.

#include "art/artcache.h"
#include "engine/tilecatalog.h"

#include <QGraphicsItem>

namespace tessera::ui {

// A tile drawn from the art cache at the resolution the view currently needs, so that it is
// crisp at every zoom level and device pixel ratio.
class TileItem : public QGraphicsItem {
public:
    TileItem(art::ArtCache *cache, engine::TileCatalogPtr catalog, engine::TileIndex tile, int rotation);

    void setRotation(int rotation);
    void setTile(engine::TileIndex tile);
    engine::TileIndex tile() const { return m_tile; }
    int tileRotation() const { return m_rotation; }
    // Whether this item draws that tile, so turned, at that scene position.
    bool shows(engine::TileIndex tile, int rotation, QPointF at) const
    {
        return m_tile == tile && m_rotation == rotation && pos() == at;
    }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void prepareTilesAround(const QPainter *painter) const;

    art::ArtCache *m_cache;
    engine::TileCatalogPtr m_catalog;
    engine::TileIndex m_tile;
    int m_rotation;
};

// A figure standing (or lying) centred on its position, in its owner's colour.
class FigureItem : public QGraphicsItem {
public:
    FigureItem(art::ArtCache *cache, art::FigureRole role, const QColor &color, qreal size,
               art::FigureMark mark = art::FigureMark::None);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    art::ArtCache *m_cache;
    art::FigureRole m_role;
    QColor m_color;
    qreal m_size;
    art::FigureMark m_mark;
};

// Device pixels a logical length covers under the painter's current transform, rounded up
// to a step so that zooming does not render a new pixmap for every frame.
int cachedPixelSize(const QPainter *painter, qreal logicalLength);

} // namespace tessera::ui
