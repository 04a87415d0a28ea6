#pragma once
// The board's graphics items. They only draw: the scene decides what is where.

#include "art/artcache.h"
#include "engine/tilecatalog.h"

#include <QGraphicsPathItem>

namespace tessera::ui {

// A tile drawn from the art cache at the resolution the view currently needs, so that it is
// crisp at every zoom level and device pixel ratio. In a view it never waits for the art
// cache's threads: until its picture is made it shows another size of it, scaled (soft), and
// is repainted when the cache announces pictures done (BoardDrawing). Rendered without a view
// (an exported picture) it waits, crisp at once.
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
    // Whether its last paint showed a stand-in (or nothing) for its picture.
    bool isSoft() const { return m_soft; }
    // Whether the picture it is waiting for is made (then an update() paints it crisp).
    bool pictureReady() const;

private:
    void prepareTilesAround(const QPainter *painter) const;

    art::ArtCache *m_cache;
    engine::TileCatalogPtr m_catalog;
    engine::TileIndex m_tile;
    int m_rotation;
    bool m_soft = false;
    int m_softSize = 0; // the size and ratio of the picture a soft tile waits for
    qreal m_softDpr = 1;
};

// A figure standing (or lying) centred on its position, in its owner's colour.
class FigureItem : public QGraphicsItem {
public:
    FigureItem(art::ArtCache *cache, art::FigureRole role, const QColor &color, qreal size,
               art::FigureMark mark = art::FigureMark::None);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // Like a tile's: in a view it never waits for its picture. Until the picture of the size
    // needed is made, it shows the one it showed before, scaled (nothing at its first paint).
    bool isSoft() const { return m_soft; }
    bool pictureReady() const;

private:
    art::ArtCache *m_cache;
    art::FigureRole m_role;
    QColor m_color;
    qreal m_size;
    art::FigureMark m_mark;
    bool m_soft = false;
    int m_softSize = 0; // the size and ratio of the picture a soft figure waits for
    qreal m_softDpr = 1;
    QPixmap m_shown; // the last crisp picture, its stand-in
};

// An area of the board lit up (a feature's shape, a farm, a scoring). QGraphicsPathItem finds
// its bounding rectangle by stroking the whole path with its pen, which for the final scoring's
// farms across the board took as long as painting them; here it is the path's own rectangle
// with a pen width all round (no join of a pen reaches further), nothing stroked.
class AreaItem : public QGraphicsPathItem {
public:
    using QGraphicsPathItem::QGraphicsPathItem;
    QRectF boundingRect() const override;
};

// Device pixels a logical length covers under the painter's current transform, rounded up
// to a step so that zooming does not render a new pixmap for every frame.
int cachedPixelSize(const QPainter *painter, qreal logicalLength);

} // namespace tessera::ui
