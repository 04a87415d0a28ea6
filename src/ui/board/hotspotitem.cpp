#include "hotspotitem.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>

#include <cmath>

namespace tessera::ui {

namespace {
constexpr qreal kFocusGap = 5; // the keyboard focus ring around the marker
}

HotspotItem::HotspotItem(art::ArtCache *cache, std::optional<art::FigureRole> figure, const QColor &color,
                         qreal radius, QPointF wantedOffset)
    : m_cache(cache)
    , m_figure(figure)
    , m_color(color)
    , m_radius(std::max(radius, kMinHotspotPixels / 2))
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

void HotspotItem::setFocused(bool focused)
{
    if (focused != m_focused) {
        m_focused = focused;
        update();
    }
}

QRectF HotspotItem::boundingRect() const
{
    const qreal r = m_radius + kFocusGap + 2;
    return {m_offset.x() - r, m_offset.y() - r, 2 * r, 2 * r};
}

QPainterPath HotspotItem::shape() const
{
    QPainterPath path;
    path.addEllipse(m_offset, m_radius, m_radius);
    return path;
}

void HotspotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = m_figure ? QColor(Qt::white) : m_color;
    fill.setAlphaF(m_figure ? 0.75 : 0.5);
    painter->setBrush(fill);
    painter->setPen(QPen(m_figure ? m_color : QColor(Qt::white), 2.5));
    painter->drawEllipse(m_offset, m_radius, m_radius);
    if (m_figure) {
        const int size = int(1.7 * m_radius);
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QPixmap pixmap = m_cache->figurePixmap(*m_figure, m_color, size, dpr);
        painter->drawPixmap(QRectF(m_offset.x() - size / 2.0, m_offset.y() - size / 2.0, size, size), pixmap,
                            QRectF(pixmap.rect()));
    }
    if (m_focused) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QApplication::palette().color(QPalette::Highlight), 3, Qt::DotLine));
        painter->drawEllipse(m_offset, m_radius + kFocusGap, m_radius + kFocusGap);
    }
}

void spreadHotspots(const std::vector<HotspotItem *> &hotspots, qreal zoom)
{
    std::vector<QPointF> at; // marker centres in pixels
    for (const HotspotItem *h : hotspots)
        at.push_back(h->pos() * zoom + h->wantedOffset());
    constexpr qreal gap = 2;
    for (int round = 0; round < 50; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < at.size(); ++i)
            for (std::size_t j = i + 1; j < at.size(); ++j) {
                const QPointF d = at[i] - at[j];
                const qreal length = std::hypot(d.x(), d.y());
                const qreal wanted = hotspots[i]->radius() + hotspots[j]->radius() + gap;
                if (length >= wanted - 0.01)
                    continue;
                const QPointF direction = length > 0.01 ? d / length : QPointF(1, 0);
                const QPointF push = direction * (wanted - length) / 2;
                at[i] += push;
                at[j] -= push;
                moved = true;
            }
        if (!moved)
            break;
    }
    for (std::size_t i = 0; i < at.size(); ++i)
        hotspots[i]->setOffset(at[i] - hotspots[i]->pos() * zoom);
}

} // namespace tessera::ui
