#include "colorswatch.h"

#include "document/gamelog.h"

#include <QCoreApplication>
#include <QIconEngine>
#include <QPainter>

namespace tessera::ui {

namespace {

// Paints instead of scaling a bitmap: the icon is asked for the exact device pixels.
class SwatchEngine : public QIconEngine {
public:
    SwatchEngine(const QColor &fill, const QColor &outline) : m_fill(fill), m_outline(outline) {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal side = qMin(rect.width(), rect.height());
        const qreal pen = qMax(1.0, side / 16.0);
        QRectF square(0, 0, side - pen, side - pen);
        square.moveCenter(QRectF(rect).center());
        QColor fill = m_fill;
        QColor outline = m_outline;
        if (mode == QIcon::Disabled) {
            fill.setAlphaF(0.35f);
            outline.setAlphaF(0.35f);
        }
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(outline, pen));
        painter->setBrush(fill);
        painter->drawRoundedRect(square, side / 6.0, side / 6.0);
        painter->restore();
    }

    // QIcon asks for device pixels here and sets the device pixel ratio itself.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new SwatchEngine(m_fill, m_outline); }

private:
    QColor m_fill;
    QColor m_outline;
};

} // namespace

QIcon colorSwatch(const QColor &fill, const QColor &outline)
{
    return QIcon(new SwatchEngine(fill, outline));
}

QString colorName(const QColor &color)
{
    // In seat order, as document::defaultPlayerColor gives them.
    static const char *const names[kDefaultColorCount] = {
        QT_TRANSLATE_NOOP("PlayerColor", "Red"),    QT_TRANSLATE_NOOP("PlayerColor", "Blue"),
        QT_TRANSLATE_NOOP("PlayerColor", "Yellow"), QT_TRANSLATE_NOOP("PlayerColor", "Black"),
        QT_TRANSLATE_NOOP("PlayerColor", "Pink"),   QT_TRANSLATE_NOOP("PlayerColor", "Sky blue"),
    };
    for (int i = 0; i < kDefaultColorCount; ++i)
        if (QColor(document::defaultPlayerColor(i)) == color)
            return QCoreApplication::translate("PlayerColor", names[i]);
    return color.name();
}

} // namespace tessera::ui
