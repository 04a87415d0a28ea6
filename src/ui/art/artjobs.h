#pragma once
// Private to the art cache: the work it hands to its threads. A tile type laid out (its
// anchors and SVG), the pictures of one tile type rendered, and the disk cache's share of
// both: the SVG and a small preview of each type are kept beside its pictures, so that a new
// size needs no layout and shows the preview, scaled, until its picture is made.

#include "engine/tiletype.h"

#include <QByteArray>
#include <QImage>
#include <QPointF>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <vector>

class QObject;
class QSvgRenderer;

namespace tessera::art {

class ArtDiskCache;
class ArtCacheEvents;

// The side of the preview kept on disk for every tile type (unturned), the stand-in of a size
// not made yet.
inline constexpr int kPreviewPixels = 96;

// Disk cache names of what belongs to a tile type, from its art key (tileArtKey()).
QByteArray diskKey(const QByteArray &artKey, int rotation, int pixels);
QByteArray anchorsKey(const QByteArray &artKey);
QByteArray svgKey(const QByteArray &artKey);
QByteArray previewKey(const QByteArray &artKey);

// Whether a job's result is there, without waiting for it.
inline bool isReady(const std::shared_future<void> &f)
{
    return f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

// What the threads tell the cache's owner: pictures or layouts done, announced on the GUI
// thread once for every batch (a queued call that is not queued again while it waits).
struct Herald {
    ArtCacheEvents *events = nullptr; // lives on the GUI thread, longer than every job
    std::atomic<bool> tilesPosted{false};
    std::atomic<bool> typesPosted{false};
    void tilesDone();
    void typesDone();
};

struct ArtCounts {
    std::atomic<int> rendered{0};
    std::atomic<int> fromDisk{0};
    std::atomic<int> written{0};
};

// Writes a picture to the disk cache; every few hundred files the folder is trimmed, so that a
// long session of zooming keeps within the limit too, not only the next start.
void saveTile(const ArtDiskCache &disk, std::atomic<int> &written, const QByteArray &key, const QImage &image);

// The tile type's SVG from the disk cache, else made; `made` tells whether it is new (to be
// kept there: saveBytes(svgKey())). For a type whose own art is in the tile set, nothing is read.
QByteArray loadOrMakeSvg(const engine::TileType &type, const QByteArray &artKey, const ArtDiskCache *disk, bool *made);
// The preview written unless the disk cache has it.
void keepPreview(const ArtDiskCache &disk, const QByteArray &artKey, QSvgRenderer &renderer);

// A tile type laid out ahead, once for both its anchors and its SVG; claimed like a TileJob.
struct TypeJob {
    engine::TileType type;
    QByteArray artKey;
    std::shared_ptr<const ArtDiskCache> disk;
    std::shared_ptr<Herald> herald;
    std::vector<QPointF> anchors;
    QByteArray svg;
    std::atomic<bool> claimed{false};
    std::promise<void> done;
    std::shared_future<void> finished = done.get_future().share();

    void run(); // its anchors were not on disk (prepareTileTypes() looked)
    // Done here when nobody began it (then true), else waited for.
    bool finish();
};

// The pictures of one tile type made ahead: by a thread of the pool, or by the GUI thread when
// it needs one before the pool began (whoever claims it first makes them all).
struct TileJob {
    struct Item {
        QByteArray key;     // in the pixmap cache
        QByteArray diskKey; // where it is written once made
        int rotation = 0;
        int pixels = 0;
        int logicalSize = 0;
        QImage image;
    };
    engine::TileType type;
    QByteArray artKey;
    QByteArray svg;                  // known already, or made here
    std::shared_ptr<TypeJob> layout; // the type being laid out ahead, whose SVG serves here
    std::vector<Item> items;
    std::shared_ptr<const ArtDiskCache> disk;
    std::shared_ptr<ArtCounts> counts;
    std::shared_ptr<Herald> herald;
    std::atomic<bool> claimed{false};
    std::promise<void> done;
    std::shared_future<void> finished = done.get_future().share();

    void run(); // none of its pictures is on disk (prepareTiles() looked)
};

// A figure's picture made on a thread of the pool for a view that does not wait for it.
struct FigureJob {
    QByteArray svg;
    QByteArray diskKey;
    int pixels = 0;
    std::shared_ptr<const ArtDiskCache> disk;
    std::shared_ptr<ArtCounts> counts;
    std::shared_ptr<Herald> herald;
    QImage image; // once `done`
    std::atomic<bool> done{false};

    void run();
};

} // namespace tessera::art
