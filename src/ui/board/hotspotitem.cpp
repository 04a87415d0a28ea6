#include "hotspotitem.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <optional>

namespace tessera::ui {

namespace {
constexpr qreal kFocusGap = 5; // the keyboard focus ring around the marker
}

HotspotItem::HotspotItem(art::ArtCache *cache, std::optional<art::FigureRole> figure, const QColor &color, qreal radius,
                         QPointF wantedOffset)
    : m_cache(cache)
    , m_figure(figure)
    , m_color(color)
    , m_radius(std::max(radius, kMinHotspotPixels / 2))
    , m_drawnRadius(m_radius)
    , m_wantedOffset(wantedOffset)
    , m_offset(wantedOffset)
{
    setFlag(ItemIgnoresTransformations);
}

void HotspotItem::setOffset(QPointF offset)
{
    if (offset != m_offset) {
        prepareGeometryChange();
        m_offset = offset;
    }
}

void HotspotItem::setDrawnRadius(qreal radius)
{
    radius = std::clamp(radius, kSmallestHotspotPixels / 2, m_radius);
    if (radius != m_drawnRadius) {
        prepareGeometryChange();
        m_drawnRadius = radius;
    }
}

void HotspotItem::setCrowded(bool crowded)
{
    if (crowded != m_crowded) {
        m_crowded = crowded;
        update();
    }
}

void HotspotItem::setChosen(bool chosen)
{
    if (chosen != m_chosen) {
        m_chosen = chosen;
        update();
    }
}

void HotspotItem::setSymbol(const QPixmap &symbol)
{
    m_symbol = symbol;
    update();
}

void HotspotItem::setCrossed(bool crossed)
{
    m_crossed = crossed;
    update();
}

void HotspotItem::setFocused(bool focused)
{
    if (focused != m_focused) {
        m_focused = focused;
        update();
    }
}

QRectF HotspotItem::boundingRect() const
{
    const qreal r = m_drawnRadius + kFocusGap + 2;
    return {m_offset.x() - r, m_offset.y() - r, 2 * r, 2 * r};
}

QPainterPath HotspotItem::shape() const
{
    QPainterPath path;
    path.addEllipse(m_offset, m_drawnRadius, m_drawnRadius);
    return path;
}

void HotspotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool onLight = m_figure || !m_symbol.isNull();
    QColor fill = onLight ? QColor(Qt::white) : m_color;
    fill.setAlphaF(onLight ? (m_crowded ? 0.45 : 0.75) : (m_crowded ? 0.3 : 0.5));
    painter->setBrush(fill);
    painter->setPen(QPen(onLight ? m_color : QColor(Qt::white), 2.5));
    painter->drawEllipse(m_offset, m_drawnRadius, m_drawnRadius);
    if (!m_symbol.isNull()) {
        const qreal size = 1.6 * m_drawnRadius;
        painter->drawPixmap(QRectF(m_offset.x() - size / 2, m_offset.y() - size / 2, size, size), m_symbol,
                            QRectF(m_symbol.rect()));
    } else if (m_figure) {
        const int size = int(1.7 * m_drawnRadius);
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QPixmap pixmap = m_cache->figurePixmap(*m_figure, m_color, size, dpr);
        painter->drawPixmap(QRectF(m_offset.x() - size / 2.0, m_offset.y() - size / 2.0, size, size), pixmap,
                            QRectF(pixmap.rect()));
    }
    if (m_crossed) { // red, with a white edge, so that it reads on any colour
        const qreal a = m_drawnRadius * 0.55;
        QPainterPath cross;
        cross.moveTo(m_offset + QPointF(-a, -a));
        cross.lineTo(m_offset + QPointF(a, a));
        cross.moveTo(m_offset + QPointF(a, -a));
        cross.lineTo(m_offset + QPointF(-a, a));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::white, 5.5, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(cross);
        painter->setPen(QPen(QColor(0xc6, 0x28, 0x28), 3, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(cross);
    }
    if (m_chosen) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QApplication::palette().color(QPalette::Highlight), 3.5));
        painter->drawEllipse(m_offset, m_drawnRadius + 2, m_drawnRadius + 2);
    }
    if (m_focused) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QApplication::palette().color(QPalette::Highlight), 3, Qt::DotLine));
        painter->drawEllipse(m_offset, m_drawnRadius + kFocusGap, m_drawnRadius + kFocusGap);
    }
}

namespace {

// Pushes the markers (centres `at`, radii `r`, in pixels) apart, each kept inside `room` when
// given; says whether they end clear of each other.
bool spread(std::vector<QPointF> &at, const std::vector<qreal> &r, const std::optional<QRectF> &room)
{
    constexpr qreal gap = 2;
    const auto keepIn = [&room](QPointF p, qreal radius) {
        if (!room)
            return p;
        // A marker larger than the room stays at its middle.
        const QRectF inner = room->adjusted(radius, radius, -radius, -radius);
        return QPointF(inner.width() >= 0 ? std::clamp(p.x(), inner.left(), inner.right()) : room->center().x(),
                       inner.height() >= 0 ? std::clamp(p.y(), inner.top(), inner.bottom()) : room->center().y());
    };
    for (std::size_t i = 0; i < at.size(); ++i)
        at[i] = keepIn(at[i], r[i]);
    for (int round = 0; round < 200; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < at.size(); ++i)
            for (std::size_t j = i + 1; j < at.size(); ++j) {
                const QPointF d = at[i] - at[j];
                const qreal length = std::hypot(d.x(), d.y());
                const qreal wanted = r[i] + r[j] + gap;
                if (length >= wanted - 0.01)
                    continue;
                // Markers on one spot part sideways, each pair its own way.
                const QPointF direction = length > 0.01 ? d / length
                                                        : QPointF(std::cos(double(i + 3 * j)), std::sin(double(i + 3 * j)));
                const QPointF push = direction * (wanted - length) / 2;
                at[i] = keepIn(at[i] + push, r[i]);
                at[j] = keepIn(at[j] - push, r[j]);
                moved = true;
            }
        if (!moved)
            return true;
    }
    for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t j = i + 1; j < at.size(); ++j)
            if (QLineF(at[i], at[j]).length() < r[i] + r[j] + 0.5)
                return false;
    return true;
}

} // namespace

void spreadHotspots(const std::vector<HotspotItem *> &hotspots, qreal zoom, const QRectF &tile)
{
    for (HotspotItem *h : hotspots)
        h->setCrowded(hotspots.size() >= kCrowdedTile);
    std::vector<QPointF> wanted; // marker centres in pixels
    for (const HotspotItem *h : hotspots)
        wanted.push_back(h->pos() * zoom + h->wantedOffset());
    const QRectF room(tile.topLeft() * zoom, tile.size() * zoom);
    const auto apply = [&hotspots, zoom](const std::vector<QPointF> &at, const std::vector<qreal> &r) {
        for (std::size_t i = 0; i < at.size(); ++i) {
            hotspots[i]->setDrawnRadius(r[i]);
            hotspots[i]->setOffset(at[i] - hotspots[i]->pos() * zoom);
        }
    };
    // Full size where the tile holds them, then smaller by steps.
    std::vector<qreal> r(hotspots.size());
    for (qreal scale = 1;; scale *= 0.92) {
        bool smallest = true;
        for (std::size_t i = 0; i < hotspots.size(); ++i) {
            r[i] = std::max(hotspots[i]->radius() * scale, kSmallestHotspotPixels / 2);
            smallest = smallest && r[i] <= kSmallestHotspotPixels / 2;
        }
        std::vector<QPointF> at = wanted;
        if (spread(at, r, room)) {
            apply(at, r);
            return;
        }
        if (smallest) { // clear of each other rather than covering each other
            at = wanted;
            spread(at, r, std::nullopt);
            apply(at, r);
            return;
        }
    }
}

} // namespace tessera::ui
