#include "artjobs.h"

#include "artcache.h"
#include "artdiskcache.h"
#include "tileart.h"
#include "tilelayout.h"
#include "tilerender.h"

#include <QSvgRenderer>

namespace tessera::art {

QByteArray diskKey(const QByteArray &artKey, int rotation, int pixels)
{
    return artKey + '-' + QByteArray::number(rotation & 3) + '-' + QByteArray::number(pixels);
}

QByteArray anchorsKey(const QByteArray &artKey)
{
    return artKey + "-anchors";
}

QByteArray svgKey(const QByteArray &artKey)
{
    return artKey + "-svg";
}

QByteArray previewKey(const QByteArray &artKey)
{
    return artKey + "-preview";
}

void Herald::tilesDone()
{
    if (!tilesPosted.exchange(true))
        QMetaObject::invokeMethod(
            events,
            [this] {
                tilesPosted = false; // before the announcement: pictures done meanwhile post again
                emit events->tilesReady();
            },
            Qt::QueuedConnection);
}

void Herald::typesDone()
{
    if (!typesPosted.exchange(true))
        QMetaObject::invokeMethod(
            events,
            [this] {
                typesPosted = false;
                emit events->tileTypesReady();
            },
            Qt::QueuedConnection);
}

void saveTile(const ArtDiskCache &disk, std::atomic<int> &written, const QByteArray &key, const QImage &image)
{
    if (disk.save(key, image) && ++written % 256 == 0)
        disk.trim(ArtDiskCache::kDefaultMaxBytes);
}

QByteArray loadOrMakeSvg(const engine::TileType &type, const QByteArray &artKey, const ArtDiskCache *disk, bool *made)
{
    *made = false;
    if (!type.art.empty()) // the tile set's own: nothing to lay out
        return drawableTileSvg(type);
    if (disk) {
        const QByteArray kept = disk->loadBytes(svgKey(artKey));
        if (!kept.isEmpty())
            return kept;
    }
    *made = true;
    return generateTileSvg(type);
}

void keepPreview(const ArtDiskCache &disk, const QByteArray &artKey, QSvgRenderer &renderer)
{
    if (!disk.has(previewKey(artKey)))
        disk.save(previewKey(artKey), renderArt(renderer, kPreviewPixels, 0));
}

void TypeJob::run()
{
    if (type.art.empty()) {
        const TileLayout layout = layoutTile(type);
        anchors = layout.anchors;
        svg = generateTileSvg(layout);
        if (disk)
            disk->saveBytes(svgKey(artKey), svg);
    } else {
        anchors = featureAnchors(type);
        svg = drawableTileSvg(type);
    }
    if (disk)
        disk->savePoints(anchorsKey(artKey), anchors);
    done.set_value();
    if (herald)
        herald->typesDone();
}

bool TypeJob::finish()
{
    if (!claimed.exchange(true)) {
        run();
        return true;
    }
    finished.wait();
    return false;
}

void TileJob::run()
{
    std::unique_ptr<QSvgRenderer> renderer; // this thread's own
    for (Item &item : items) {
        if (!renderer) {
            if (svg.isEmpty() && layout) {
                layout->finish();
                svg = layout->svg;
            }
            if (svg.isEmpty()) {
                bool made = false;
                svg = loadOrMakeSvg(type, artKey, disk.get(), &made);
                if (made && disk)
                    disk->saveBytes(svgKey(artKey), svg);
            }
            renderer = std::make_unique<QSvgRenderer>(svg);
        }
        item.image = renderArt(*renderer, item.pixels, item.rotation);
        ++counts->rendered;
        if (disk)
            saveTile(*disk, counts->written, item.diskKey, item.image);
    }
    done.set_value();
    if (herald)
        herald->tilesDone();
    if (renderer && disk) // after the pictures, which are waited for
        keepPreview(*disk, artKey, *renderer);
}

void FigureJob::run()
{
    QSvgRenderer renderer(svg); // this thread's own
    image = renderArt(renderer, pixels, 0);
    if (disk)
        saveTile(*disk, counts->written, diskKey, image);
    done.store(true, std::memory_order_release);
    if (herald)
        herald->tilesDone();
}

} // namespace tessera::art
