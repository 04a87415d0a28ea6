#include "tilepictures.h"

#include "art/tileart.h"

#include <QCryptographicHash>
#include <QPainter>
#include <QSvgRenderer>

namespace tessera::ui {

QPixmap TilePictures::picture(const engine::TileType &tile, int size, qreal devicePixelRatio, int rotation, Art art)
{
    const QByteArray svg = art == Art::Generated ? art::generateTileSvg(tile) : art::tileSvg(tile);
    const int pixels = qMax(1, qRound(size * devicePixelRatio));
    QByteArray key = QCryptographicHash::hash(svg, QCryptographicHash::Sha1);
    key += QByteArray::number(pixels) + '/' + QByteArray::number(rotation & 3);
    if (const QPixmap *cached = m_cache.object(key))
        return *cached;

    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) // own art that does not parse: the generated picture instead
        renderer.load(art::generateTileSvg(tile));
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(pixels / 2.0, pixels / 2.0);
        painter.rotate(90.0 * (rotation & 3));
        painter.translate(-pixels / 2.0, -pixels / 2.0);
        renderer.render(&painter, QRectF(0, 0, pixels, pixels));
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, new QPixmap(pixmap), qMax(1, pixels * pixels * 4 / 1024));
    return pixmap;
}

TilePictures &editorTilePictures()
{
    static TilePictures pictures;
    return pictures;
}

} // namespace tessera::ui
