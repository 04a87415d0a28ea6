#include "handtilebutton.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace tessera::ui {

HandTileButton::HandTileButton(const QPixmap &tile, int size, QWidget *parent)
    : QAbstractButton(parent), m_tile(tile), m_size(size)
{
    setCheckable(true);
    setFocusPolicy(Qt::TabFocus);
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_Hover); // a dimmed tile brightens under the pointer
    setFixedSize(sizeHint());   // a squeezed panel must not push the tiles into what is above
    connect(this, &QAbstractButton::toggled, this, qOverload<>(&QWidget::update));
}

QSize HandTileButton::sizeHint() const
{
    const int side = m_size + 2 * kFrame + 2;
    return {side, side + kRaise + kPointer};
}

QRect HandTileButton::tileRect() const
{
    const int top = kFrame + 1 + (isChecked() ? 0 : kRaise);
    return {(width() - m_size) / 2, top, m_size, m_size};
}

void HandTileButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect tile = tileRect();
    const QColor accent = palette().color(QPalette::Highlight);
    if (isChecked()) {
        // A frame around the raised tile and a pointer down to the tiles' common line.
        painter.setPen(Qt::NoPen);
        painter.setBrush(accent);
        painter.drawRoundedRect(QRectF(tile).adjusted(-kFrame, -kFrame, kFrame, kFrame), 3, 3);
        const qreal mid = tile.center().x() + 0.5;
        const qreal top = tile.bottom() + kFrame;
        QPainterPath pointer;
        pointer.moveTo(mid - kPointer, top);
        pointer.lineTo(mid + kPointer, top);
        pointer.lineTo(mid, top + kPointer);
        pointer.closeSubpath();
        painter.drawPath(pointer);
        painter.drawPixmap(tile, m_tile);
    } else {
        painter.setOpacity(underMouse() ? 0.8 : kDimmed);
        painter.drawPixmap(tile, m_tile);
        painter.setOpacity(1);
    }
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = tile.adjusted(-kFrame - 1, -kFrame - 1, kFrame + 1, kFrame + 1);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

} // namespace tessera::ui
