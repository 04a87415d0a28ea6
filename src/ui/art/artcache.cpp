#include "artcache.h"

#include "artdiskcache.h"
#include "tileart.h"
#include "tilelayout.h"
#include "tilerender.h"

#include <QSvgRenderer>
#include <QThread>

#include <atomic>
#include <future>
#include <map>
#include <optional>

namespace tessera::art {

namespace {

int devicePixels(int logicalSize, qreal devicePixelRatio)
{
    return qMax(1, qRound(logicalSize * (devicePixelRatio > 0 ? devicePixelRatio : 1.0)));
}

QByteArray number(quint64 n)
{
    return QByteArray::number(n);
}

// A tile picture's name in the disk cache: the type's art key, the turn, the size in pixels.
QByteArray diskKey(const QByteArray &artKey, int rotation, int pixels)
{
    return artKey + '-' + number(rotation & 3) + '-' + number(pixels);
}

} // namespace

// A tile type laid out ahead, once for both its anchors and its SVG; claimed like a Job.
struct TypeJob {
    engine::TileType type;
    QByteArray anchorsKey; // in the disk cache
    std::shared_ptr<const ArtDiskCache> disk;
    std::vector<QPointF> anchors;
    QByteArray svg;
    std::atomic<bool> claimed{false};
    std::promise<void> done;
    std::shared_future<void> finished = done.get_future().share();

    void run() // not on disk (prepareTileTypes() looked)
    {
        if (type.art.empty()) {
            const TileLayout layout = layoutTile(type);
            anchors = layout.anchors;
            svg = generateTileSvg(layout);
        } else {
            anchors = featureAnchors(type);
            svg = drawableTileSvg(type);
        }
        if (disk)
            disk->savePoints(anchorsKey, anchors);
        done.set_value();
    }
    // Done here when nobody began it, else waited for.
    void finish()
    {
        if (!claimed.exchange(true))
            run();
        else
            finished.wait();
    }
};

struct ArtCache::Counts {
    std::atomic<int> rendered{0};
    std::atomic<int> fromDisk{0};
    std::atomic<int> written{0};
};

namespace {

// Writes a picture to the disk cache; every few hundred files the folder is trimmed, so that a
// long session of zooming keeps within the limit too, not only the next start.
void saveTile(const ArtDiskCache &disk, std::atomic<int> &written, const QByteArray &key, const QImage &image)
{
    if (disk.save(key, image) && ++written % 256 == 0)
        disk.trim(ArtDiskCache::kDefaultMaxBytes);
}

} // namespace

// The pictures of one tile type made ahead: by a thread of the pool, or by the GUI thread when
// it needs one before the pool began (whoever claims it first makes them all).
struct ArtCache::Job {
    struct Item {
        QByteArray key;     // in the pixmap cache
        QByteArray diskKey; // where it is written once made
        int rotation = 0;
        int pixels = 0;
        int logicalSize = 0;
        QImage image;
    };
    engine::TileType type;
    QByteArray svg;                  // known already, or made here
    std::shared_ptr<TypeJob> layout; // the type being laid out ahead, whose SVG serves here
    std::vector<Item> items;
    std::shared_ptr<const ArtDiskCache> disk;
    std::shared_ptr<Counts> counts;
    std::atomic<bool> claimed{false};
    std::promise<void> done;
    std::shared_future<void> finished = done.get_future().share();

    void run()
    {
        std::unique_ptr<QSvgRenderer> renderer; // this thread's own
        for (Item &item : items) {              // not on disk (prepareTiles() looked)
            if (!renderer) {
                if (svg.isEmpty() && layout) {
                    layout->finish();
                    svg = layout->svg;
                }
                if (svg.isEmpty())
                    svg = drawableTileSvg(type);
                renderer = std::make_unique<QSvgRenderer>(svg);
            }
            item.image = renderArt(*renderer, item.pixels, item.rotation);
            ++counts->rendered;
            if (disk)
                saveTile(*disk, counts->written, item.diskKey, item.image);
        }
        done.set_value();
    }
};

ArtCache::ArtCache(int maxKilobytes, const QString &diskDir)
    : m_pixmaps(maxKilobytes), m_figures(64), m_counts(std::make_shared<Counts>())
{
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    if (!diskDir.isEmpty()) {
        m_disk = std::make_shared<const ArtDiskCache>(diskDir);
        m_pool.start([disk = m_disk] { disk->trim(ArtDiskCache::kDefaultMaxBytes); });
    }
}

ArtCache::~ArtCache()
{
    // Pictures not begun are not needed any more (claimed here, the pool skips them); those
    // being made, and the disk cache's writes, finish.
    // (Tile types being laid out are left to run: a picture being made may wait for one.)
    for (const std::shared_ptr<Job> &job : std::as_const(m_jobs))
        job->claimed.exchange(true);
    m_pool.waitForDone();
}

QString ArtCache::defaultDiskDir()
{
    return ArtDiskCache::defaultDir();
}

void ArtCache::clear()
{
    m_pixmaps.clear();
    m_figures.clear();
    m_tiles.clear();
    m_jobs.clear(); // jobs running finish on their own, for nobody
}

int ArtCache::tilesRendered() const
{
    return m_counts->rendered;
}

int ArtCache::tilesFromDisk() const
{
    return m_counts->fromDisk;
}

ArtCache::TileArt &ArtCache::tileArt(const engine::TileCatalog &catalog, engine::TileIndex tile)
{
    if (m_tiles.size() <= tile)
        m_tiles.resize(std::size_t(tile) + 1);
    TileArt &entry = m_tiles[tile];
    const engine::TileType &type = catalog.tile(tile).type;
    if (entry.serial == 0 || !(entry.type == type)) {
        entry = TileArt{type, {}, nullptr, {}, nullptr, {}, false, m_nextSerial++}; // old pixmaps are never asked for again
    }
    return entry;
}

QByteArray ArtCache::tileKey(const TileArt &entry, int rotation, int pixels, qreal devicePixelRatio) const
{
    return "t" + number(entry.serial) + '/' + number(rotation & 3) + '/' + number(pixels) + '/'
        + QByteArray::number(devicePixelRatio);
}

QPixmap ArtCache::keep(const QByteArray &key, QImage image, int logicalSize)
{
    // As painted on a pixmap before: premultiplied ARGB even when every pixel is opaque.
    QPixmap pixmap = QPixmap::fromImage(std::move(image), Qt::NoOpaqueDetection);
    pixmap.setDevicePixelRatio(pixmap.width() / qreal(qMax(1, logicalSize)));
    m_pixmaps.insert(key, new QPixmap(pixmap), qMax<qsizetype>(1, qsizetype(pixmap.width()) * pixmap.height() * 4 / 1024));
    return pixmap;
}

std::vector<QPointF> ArtCache::featureAnchors(const engine::TileCatalog &catalog, engine::TileIndex tile)
{
    TileArt &entry = tileArt(catalog, tile);
    takeLayout(entry);
    if (entry.hasAnchors)
        return entry.anchors;
    // Laying a tile out takes as long as making its SVG: a game's figures, on a game just
    // opened, would take a frame's time. Kept on disk like the pictures.
    if (entry.artKey.isEmpty())
        entry.artKey = tileArtKey(entry.type);
    const QByteArray onDisk = entry.artKey + "-anchors";
    std::optional<std::vector<QPointF>> kept = m_disk ? m_disk->loadPoints(onDisk) : std::nullopt;
    if (kept) {
        entry.anchors = std::move(*kept);
    } else {
        entry.anchors = art::featureAnchors(entry.type);
        if (m_disk)
            m_pool.start([disk = m_disk, onDisk, anchors = entry.anchors] { disk->savePoints(onDisk, anchors); });
    }
    entry.hasAnchors = true;
    return entry.anchors;
}

void ArtCache::takeLayout(TileArt &entry)
{
    if (!entry.layout)
        return;
    const std::shared_ptr<TypeJob> job = std::move(entry.layout);
    job->finish();
    entry.anchors = job->anchors;
    entry.hasAnchors = true;
    if (entry.svg.isEmpty())
        entry.svg = job->svg;
}

void ArtCache::prepareTileTypes(const engine::TileCatalog &catalog, const std::vector<engine::TileIndex> &tiles)
{
    for (engine::TileIndex tile : tiles) {
        TileArt &entry = tileArt(catalog, tile);
        if (entry.hasAnchors || entry.layout)
            continue;
        if (entry.artKey.isEmpty())
            entry.artKey = tileArtKey(entry.type);
        if (m_disk) { // read here, like kept pictures; then the pictures are likely kept too
            if (std::optional<std::vector<QPointF>> kept = m_disk->loadPoints(entry.artKey + "-anchors")) {
                entry.anchors = std::move(*kept);
                entry.hasAnchors = true;
                continue;
            }
        }
        auto job = std::make_shared<TypeJob>();
        job->type = entry.type;
        job->anchorsKey = entry.artKey + "-anchors";
        job->disk = m_disk;
        entry.layout = job;
        m_pool.start([job] {
            if (!job->claimed.exchange(true))
                job->run();
        });
    }
}

QPixmap ArtCache::keptTilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                                 qreal devicePixelRatio, bool *pending)
{
    const QByteArray key = tileKey(tileArt(catalog, tile), rotation, devicePixels(logicalSize, devicePixelRatio),
                                   devicePixelRatio);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return *cached;
    if (pending)
        *pending = m_jobs.contains(key);
    return {};
}

bool ArtCache::takePrepared(const QByteArray &key, TileArt &entry)
{
    const auto found = m_jobs.constFind(key);
    if (found == m_jobs.cend())
        return false;
    const std::shared_ptr<Job> job = found.value();
    if (!job->claimed.exchange(true))
        job->run(); // the pool has not begun it: made here rather than waited for
    else
        job->finished.wait();
    if (entry.svg.isEmpty() && entry.type == job->type)
        entry.svg = job->svg;
    for (Job::Item &item : job->items) {
        keep(item.key, std::move(item.image), item.logicalSize);
        m_jobs.remove(item.key);
    }
    return true;
}

void ArtCache::prepareTiles(const engine::TileCatalog &catalog, const std::vector<TileRequest> &requests)
{
    std::map<engine::TileIndex, std::shared_ptr<Job>> jobs;
    for (const TileRequest &r : requests) {
        TileArt &entry = tileArt(catalog, r.tile);
        const int pixels = devicePixels(r.logicalSize, r.devicePixelRatio);
        const QByteArray key = tileKey(entry, r.rotation, pixels, r.devicePixelRatio);
        if (m_pixmaps.contains(key) || m_jobs.contains(key))
            continue;
        if (entry.artKey.isEmpty())
            entry.artKey = tileArtKey(entry.type);
        // Pictures kept on disk are read here: a few microseconds each, where handing them to
        // another thread costs a wait for it whenever the machine is busy.
        const QByteArray onDisk = diskKey(entry.artKey, r.rotation, pixels);
        if (m_disk) {
            QImage image = m_disk->load(onDisk);
            if (!image.isNull()) {
                ++m_counts->fromDisk;
                keep(key, std::move(image), r.logicalSize);
                continue;
            }
        }
        std::shared_ptr<Job> &job = jobs[r.tile];
        if (!job) {
            job = std::make_shared<Job>();
            job->type = entry.type;
            job->svg = entry.svg;
            job->layout = entry.layout;
            job->disk = m_disk;
            job->counts = m_counts;
        }
        job->items.push_back({key, onDisk, r.rotation & 3, pixels, r.logicalSize, {}});
        m_jobs.insert(key, job);
    }
    for (const auto &[tile, job] : jobs)
        m_pool.start([job = job] {
            if (!job->claimed.exchange(true))
                job->run();
        });
}

QPixmap ArtCache::tilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                             qreal devicePixelRatio)
{
    TileArt &entry = tileArt(catalog, tile);
    const int pixels = devicePixels(logicalSize, devicePixelRatio);
    const QByteArray key = tileKey(entry, rotation, pixels, devicePixelRatio);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return *cached;
    if (takePrepared(key, entry))
        if (const QPixmap *cached = m_pixmaps.object(key))
            return *cached;
    // Not made ahead: from the disk cache, or rendered here (and kept on disk for next time).
    if (entry.artKey.isEmpty())
        entry.artKey = tileArtKey(entry.type);
    const QByteArray onDisk = diskKey(entry.artKey, rotation, pixels);
    QImage image = m_disk ? m_disk->load(onDisk) : QImage();
    if (!image.isNull()) {
        ++m_counts->fromDisk;
    } else {
        if (!entry.renderer) {
            takeLayout(entry);
            if (entry.svg.isEmpty())
                entry.svg = drawableTileSvg(entry.type);
            entry.renderer = std::make_unique<QSvgRenderer>(entry.svg);
        }
        image = renderArt(*entry.renderer, pixels, rotation);
        ++m_counts->rendered;
        if (m_disk)
            m_pool.start(
                [disk = m_disk, counts = m_counts, onDisk, image] { saveTile(*disk, counts->written, onDisk, image); });
    }
    return keep(key, std::move(image), logicalSize);
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
    return keep(key, renderArt(*renderer, pixels, 0), logicalSize);
}

} // namespace tessera::art
