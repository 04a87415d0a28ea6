#pragma once
// The marker of a place where the player may deploy a figure on the tile just placed. It keeps
// its size on screen whatever the zoom (at least kMinHotspotPixels across), so that it stays
// easy to hit when zoomed out, as long as its tile holds it: the markers never reach beyond
// their tile, and on a tile too small for them all they shrink together (not below
// kSmallestHotspotPixels). Where two figures may go on one feature the pair stands side by
// side, each marker shifted by whole pixels from the feature's anchor. The Princess & the
// Dragon's choices have markers too, on any tile: the fairy, a knight crossed out (sent home by
// the princess), the magic portal's symbol.

#include "art/artcache.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPixmap>

#include <optional>
#include <vector>

namespace tessera::ui {

inline constexpr qreal kMinHotspotPixels = 28;
inline constexpr qreal kSmallestHotspotPixels = 12;
// A follower's marker (and the magic portal's), in screen pixels.
inline constexpr qreal kHotspotRadius = kMinHotspotPixels / 2 + 1;

class HotspotItem : public QGraphicsItem {
public:
    // `radius` and `wantedOffset` (from the item's position, the feature's anchor) in screen
    // pixels; `figure`: draw the figure it deploys on a light disc (with two kinds of
    // figure), else a plain disc in the player's colour.
    HotspotItem(art::ArtCache *cache, std::optional<art::FigureRole> figure, const QColor &color, qreal radius,
                QPointF wantedOffset);

    qreal radius() const { return m_radius; }           // its full size
    qreal drawnRadius() const { return m_drawnRadius; } // as spreadHotspots() left it
    void setDrawnRadius(qreal radius);
    QPointF wantedOffset() const { return m_wantedOffset; }
    QPointF offset() const { return m_offset; } // where spreadHotspots() put it
    void setOffset(QPointF offset);
    void setFocused(bool focused);
    // The choice waiting for confirmation: a solid ring around the marker.
    void setChosen(bool chosen);
    bool isChosen() const { return m_chosen; }
    // Drawn instead of the figure, on the light disc (the magic portal).
    void setSymbol(const QPixmap &symbol);
    // The figure crossed out: the princess sends it home.
    void setCrossed(bool crossed);
    // One of many markers on its tile (spreadHotspots): its disc lets more of the tile show
    // through, so that the roads and cities under a crowd of markers can still be read.
    void setCrowded(bool crowded);
    bool isCrowded() const { return m_crowded; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    art::ArtCache *m_cache;
    std::optional<art::FigureRole> m_figure;
    QColor m_color;
    qreal m_radius;
    qreal m_drawnRadius;
    QPointF m_wantedOffset;
    QPointF m_offset;
    bool m_focused = false;
    bool m_chosen = false;
    bool m_crossed = false;
    bool m_crowded = false;
    QPixmap m_symbol;
};

// Markers keep their size on screen while the tiles shrink with the zoom: zoomed out, the
// markers of a crowded tile would cover each other. Moves them apart from their wanted
// offsets, in pixels at this zoom, until each stands clear of the others, all within `tile`
// (in the scene); shrinks them as far as that takes. Where even the smallest markers do not
// fit, they keep that size and stand clear of each other beyond the tile's edge. From
// kCrowdedTile markers on, each is crowded (see setCrowded).
inline constexpr std::size_t kCrowdedTile = 5;
void spreadHotspots(const std::vector<HotspotItem *> &hotspots, qreal zoom, const QRectF &tile);

} // namespace tessera::ui
