#include "tilerender.h"

#include "artbuildid.h"
#include "tileart.h"

#include <QCryptographicHash>
#include <QPainter>
#include <QSvgRenderer>

namespace tessera::art {

QImage renderArt(QSvgRenderer &renderer, int pixels, int rotation)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintArt(&painter, renderer, pixels, rotation);
    painter.end();
    return image;
}

void paintArt(QPainter *painter, QSvgRenderer &renderer, int pixels, int rotation)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    if (rotation & 3) {
        // Turn the painter rather than the art, so the SVG stays one per tile type.
        painter->translate(pixels / 2.0, pixels / 2.0);
        painter->rotate(90.0 * (rotation & 3));
        painter->translate(-pixels / 2.0, -pixels / 2.0);
    }
    renderer.render(painter, QRectF(0, 0, pixels, pixels));
}

QByteArray drawableTileSvg(const engine::TileType &tile)
{
    QByteArray svg = tileSvg(tile);
    if (!tile.art.empty() && !QSvgRenderer(svg).isValid()) // a tile set's own art that does not parse
        svg = generateTileSvg(tile);
    return svg;
}

QByteArray tileArtKey(const engine::TileType &tile)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const auto text = [&hash](const std::string &s) {
        hash.addData(QByteArray::number(qsizetype(s.size())) + ':');
        hash.addData(QByteArrayView(s.data(), qsizetype(s.size())));
    };
    const auto number = [&hash](long long n) { hash.addData(QByteArray::number(n) + ','); };
    hash.addData(TESSERA_ART_BUILD_ID "/");
    hash.addData(QByteArrayView(qVersion())); // the Qt that renders, which may be newer than the one built with
    text(tile.id);
    text(tile.name);
    text(tile.jczId);
    for (engine::EdgeType e : tile.edges)
        number(int(e));
    number(qsizetype(tile.features.size()));
    for (const engine::FeatureDef &f : tile.features) {
        for (long long n : {(long long)f.kind, (long long)f.sides, (long long)f.halves, (long long)f.pennants,
                            (long long)f.cathedral, (long long)f.princess, (long long)f.goods, (long long)f.inn})
            number(n);
        number(qsizetype(f.adjacentCities.size()));
        for (std::uint8_t c : f.adjacentCities)
            number(c);
    }
    number(tile.volcano);
    number(tile.dragon);
    number(tile.portal);
    text(tile.art);
    return hash.result().toHex();
}

QByteArray figureArtKey(QByteArrayView svg)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(TESSERA_ART_BUILD_ID "/");
    hash.addData(QByteArrayView(qVersion()));
    hash.addData("/");
    hash.addData(svg);
    return "figure-" + hash.result().toHex();
}

} // namespace tessera::art
