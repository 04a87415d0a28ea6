#include "darkicons.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

namespace tessera {

namespace {

// The two colours of every icon of ours (resources/icons/tessera), and theirs on a dark window.
constexpr auto kGrey = "#7a7a7a";
constexpr auto kBlue = "#3d8ed8";
constexpr auto kLightGrey = "#d6d6d6";
constexpr auto kLightBlue = "#74b6f2";
constexpr auto kDim = "#666a6e"; // disabled: visible on #2d2f31, clearly less than the others

} // namespace

PaletteIconEngine::PaletteIconEngine(QString name, QString ownSvg, QIcon light)
    : m_name(std::move(name)), m_ownSvg(std::move(ownSvg)), m_light(std::move(light))
{
}

QIconEngine *PaletteIconEngine::clone() const
{
    return new PaletteIconEngine(m_name, m_ownSvg, m_light);
}

bool PaletteIconEngine::darkPalette()
{
    const QPalette palette = QGuiApplication::palette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QByteArray PaletteIconEngine::darkSvg(const QByteArray &svg, QIcon::Mode mode)
{
    QByteArray out = svg;
    const bool disabled = mode == QIcon::Disabled;
    out.replace(kGrey, disabled ? kDim : kLightGrey);
    out.replace(kBlue, disabled ? kDim : kLightBlue);
    return out;
}

QPixmap PaletteIconEngine::darkPixmap(const QSize &pixels, QIcon::Mode mode) const
{
    QFile file(m_ownSvg);
    if (pixels.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    QSvgRenderer renderer(darkSvg(file.readAll(), mode));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    painter.end();
    return QPixmap::fromImage(image);
}

QSize PaletteIconEngine::actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return darkPalette() && !m_ownSvg.isEmpty() ? size : m_light.actualSize(size, mode, state);
}

QPixmap PaletteIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap PaletteIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale)
{
    if (!darkPalette() || m_ownSvg.isEmpty())
        return m_light.pixmap(size, scale, mode, state);
    QPixmap pixmap = darkPixmap(size * scale, mode);
    pixmap.setDevicePixelRatio(scale);
    return pixmap;
}

void PaletteIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state)
{
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    painter->drawPixmap(rect, scaledPixmap(rect.size(), mode, state, scale));
}

} // namespace tessera
