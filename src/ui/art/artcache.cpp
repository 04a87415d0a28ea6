#include "artcache.h"

#include "tileart.h"
#include "tilelayout.h"

#include <QPainter>
#include <QSvgRenderer>

namespace tessera::art {

namespace {

QPixmap render(QSvgRenderer &renderer, int pixels, int rotation)
{
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    if (rotation & 3) {
        // Turn the painter rather than the art, so the SVG stays one per tile type.
        painter.translate(pixels / 2.0, pixels / 2.0);
        painter.rotate(90.0 * (rotation & 3));
        painter.translate(-pixels / 2.0, -pixels / 2.0);
    }
    renderer.render(&painter, QRectF(0, 0, pixels, pixels));
    painter.end();
    return pixmap;
}

int devicePixels(int logicalSize, qreal devicePixelRatio)
{
    return qMax(1, qRound(logicalSize * (devicePixelRatio > 0 ? devicePixelRatio : 1.0)));
}

QByteArray number(quint64 n)
{
    return QByteArray::number(n);
}

} // namespace

ArtCache::ArtCache(int maxKilobytes) : m_pixmaps(maxKilobytes), m_figures(64) {}

ArtCache::~ArtCache() = default;

void ArtCache::clear()
{
    m_pixmaps.clear();
    m_figures.clear();
    m_tiles.clear();
}

ArtCache::TileArt &ArtCache::tileArt(const engine::TileCatalog &catalog, engine::TileIndex tile)
{
    if (m_tiles.size() <= tile)
        m_tiles.resize(std::size_t(tile) + 1);
    TileArt &entry = m_tiles[tile];
    const engine::TileType &type = catalog.tile(tile).type;
    if (entry.serial == 0 || !(entry.type == type)) {
        entry = TileArt{type, nullptr, {}, false, m_nextSerial++}; // old pixmaps are never asked for again
    }
    return entry;
}

std::vector<QPointF> ArtCache::featureAnchors(const engine::TileCatalog &catalog, engine::TileIndex tile)
{
    TileArt &entry = tileArt(catalog, tile);
    if (!entry.hasAnchors) {
        entry.anchors = art::featureAnchors(entry.type);
        entry.hasAnchors = true;
    }
    return entry.anchors;
}

QPixmap ArtCache::tilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                             qreal devicePixelRatio)
{
    TileArt &entry = tileArt(catalog, tile);
    const int pixels = devicePixels(logicalSize, devicePixelRatio);
    const QByteArray key = "t" + number(entry.serial) + '/' + number(rotation & 3) + '/' + number(pixels) + '/'
        + QByteArray::number(devicePixelRatio);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return *cached;
    if (!entry.renderer) {
        entry.renderer = std::make_unique<QSvgRenderer>(tileSvg(entry.type));
        if (!entry.renderer->isValid()) // a tile set's own art that does not parse
            entry.renderer = std::make_unique<QSvgRenderer>(generateTileSvg(entry.type));
    }
    QPixmap pixmap = render(*entry.renderer, pixels, rotation);
    pixmap.setDevicePixelRatio(pixels / qreal(qMax(1, logicalSize)));
    m_pixmaps.insert(key, new QPixmap(pixmap), qMax<qsizetype>(1, qsizetype(pixels) * pixels * 4 / 1024));
    return pixmap;
}

QPixmap ArtCache::figurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                               FigureMark mark)
{
    const QByteArray look = "f" + number(int(role)) + '/' + number(color.rgba()) + '/' + number(int(mark));
    const int pixels = devicePixels(logicalSize, devicePixelRatio);
    const QByteArray key = look + '/' + number(pixels) + '/' + QByteArray::number(devicePixelRatio);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return *cached;
    QSvgRenderer *renderer = m_figures.object(look);
    if (!renderer) {
        renderer = new QSvgRenderer(figureSvg(role, color, mark));
        m_figures.insert(look, renderer);
    }
    QPixmap pixmap = render(*renderer, pixels, 0);
    pixmap.setDevicePixelRatio(pixels / qreal(qMax(1, logicalSize)));
    m_pixmaps.insert(key, new QPixmap(pixmap), qMax<qsizetype>(1, qsizetype(pixels) * pixels * 4 / 1024));
    return pixmap;
}

} // namespace tessera::art
