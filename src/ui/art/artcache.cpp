#include "artcache.h"

#include "artdiskcache.h"
#include "artpalette.h"
#include "artjobs.h"
#include "tileart.h"
#include "tilelayout.h"
#include "tilerender.h"

#include <QPainter>
#include <QSvgRenderer>
#include <QThread>

#include <array>
#include <cstring>
#include <map>
#include <optional>

namespace tessera::art {

namespace {

int devicePixels(int logicalSize, qreal devicePixelRatio)
{
    return qMax(1, qRound(logicalSize * (devicePixelRatio > 0 ? devicePixelRatio : 1.0)));
}

// Keys asked for at every paint are packed, not printed (formatting their numbers took more
// than half of a first frame's work with the disk cache kept): a tag that keeps the kinds of
// key apart, then the fields' bytes.
template<typename... Fields>
QByteArray packedKey(char tag, const Fields &...fields)
{
    QByteArray key(qsizetype(1 + (sizeof(Fields) + ...)), Qt::Uninitialized);
    char *at = key.data();
    *at++ = tag;
    ((std::memcpy(at, &fields, sizeof fields), at += sizeof fields), ...);
    return key;
}

// A figure's look (role, colour, mark), which names its SVG and renderer.
QByteArray figureLookKey(FigureRole role, const QColor &color, FigureMark mark)
{
    return packedKey('f', quint8(role), quint32(color.rgba()), quint8(mark));
}

// A figure's picture of a size, in the pixmap cache.
QByteArray figureKey(FigureRole role, const QColor &color, FigureMark mark, int pixels, qreal devicePixelRatio)
{
    return packedKey('F', quint8(role), quint32(color.rgba()), quint8(mark), qint32(pixels), devicePixelRatio);
}

// Pictures larger than this do not stay as a type's stand-in (a zoom into a few tiles would
// keep megabytes per type for a soft frame).
constexpr int kMaxStandInPixels = 256;

} // namespace

ArtCache::ArtCache(int maxKilobytes, const QString &diskDir)
    : m_pixmaps(maxKilobytes)
    , m_figures(64)
    , m_counts(std::make_shared<ArtCounts>())
    , m_events(std::make_unique<ArtCacheEvents>())
    , m_herald(std::make_shared<Herald>())
    , m_fillCancelled(std::make_shared<std::atomic<bool>>(false))
{
    m_herald->events = m_events.get();
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    m_fillPool.setMaxThreadCount(1);
    m_fillPool.setThreadPriority(QThread::IdlePriority); // SCHED_IDLE on Linux: only a free core runs it
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
    for (const std::shared_ptr<TileJob> &job : std::as_const(m_jobs))
        job->claimed.exchange(true);
    cancelFill();
    m_pool.waitForDone();
    m_fillPool.waitForDone();
}

QString ArtCache::defaultDiskDir()
{
    return ArtDiskCache::defaultDir();
}

void ArtCache::clear()
{
    m_pixmaps.clear();
    m_figures.clear();
    m_figureArtKeys.clear();
    m_figureJobs.clear();
    m_unstarted.clear();
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
        entry = TileArt{};
        entry.type = type;
        entry.serial = m_nextSerial++; // old pixmaps are never asked for again
    }
    return entry;
}

// Asked for every tile at every paint (packedKey).
QByteArray ArtCache::tileKey(const TileArt &entry, int rotation, int pixels, qreal devicePixelRatio) const
{
    return packedKey('t', quint8(rotation & 3), entry.serial, qint32(pixels), devicePixelRatio);
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
    const QByteArray onDisk = anchorsKey(entry.artKey);
    std::optional<std::vector<QPointF>> kept = m_disk ? m_disk->loadPoints(onDisk) : std::nullopt;
    if (kept) {
        entry.anchors = std::move(*kept);
    } else {
        entry.anchors = art::featureAnchors(entry.type);
        ++m_madeByCaller;
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
    const bool wasReady = isReady(job->finished);
    if (job->finish())
        ++m_madeByCaller;
    else if (!wasReady)
        ++m_waitsByCaller;
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
            if (std::optional<std::vector<QPointF>> kept = m_disk->loadPoints(anchorsKey(entry.artKey))) {
                entry.anchors = std::move(*kept);
                entry.hasAnchors = true;
                continue;
            }
        }
        auto job = std::make_shared<TypeJob>();
        job->type = entry.type;
        job->artKey = entry.artKey;
        job->disk = m_disk;
        job->herald = m_herald;
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

QPixmap ArtCache::keepTile(TileArt &entry, const QByteArray &key, QImage image, int logicalSize, int rotation)
{
    const int pixels = image.width();
    QPixmap pixmap = keep(key, std::move(image), logicalSize);
    if (entry.standIn.isNull() || pixels <= kMaxStandInPixels) {
        entry.standIn = pixmap;
        entry.standInTurn = rotation & 3;
    }
    return pixmap;
}

bool ArtCache::takePrepared(const QByteArray &key, TileArt &entry, bool wait)
{
    const auto found = m_jobs.constFind(key);
    if (found == m_jobs.cend())
        return false;
    const std::shared_ptr<TileJob> job = found.value();
    if (!wait && !isReady(job->finished))
        return false;
    if (!job->claimed.exchange(true)) {
        job->run(); // the pool has not begun it: made here rather than waited for
        m_madeByCaller += int(job->items.size());
    } else {
        m_waitsByCaller += int(!isReady(job->finished));
        job->finished.wait();
    }
    const bool sameType = entry.type == job->type;
    if (entry.svg.isEmpty() && sameType)
        entry.svg = job->svg;
    for (TileJob::Item &item : job->items) {
        if (sameType)
            keepTile(entry, item.key, std::move(item.image), item.logicalSize, item.rotation);
        else
            keep(item.key, std::move(item.image), item.logicalSize);
        m_jobs.remove(item.key);
    }
    return true;
}

void ArtCache::prepareTiles(const engine::TileCatalog &catalog, const std::vector<TileRequest> &requests)
{
    std::map<engine::TileIndex, std::shared_ptr<TileJob>> jobs;
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
                keepTile(entry, key, std::move(image), r.logicalSize, r.rotation);
                continue;
            }
        }
        std::shared_ptr<TileJob> &job = jobs[r.tile];
        if (!job) {
            job = std::make_shared<TileJob>();
            job->type = entry.type;
            job->artKey = entry.artKey;
            job->svg = entry.svg;
            job->layout = entry.layout;
            job->disk = m_disk;
            job->counts = m_counts;
            job->herald = m_herald;
        }
        job->items.push_back({key, onDisk, r.rotation & 3, pixels, r.logicalSize, {}});
        m_jobs.insert(key, job);
    }
    // Begun once the paint that asked for them is done (they are asked for by a view's paint):
    // begun at once, they took both cores from the rest of that paint, whose first frame then
    // passed 16 ms. Whoever needs one before takes it itself (takePrepared).
    for (const auto &[tile, job] : jobs)
        m_unstarted.push_back(job);
    if (!m_unstarted.empty() && !std::exchange(m_startPosted, true))
        QMetaObject::invokeMethod(
            m_events.get(), [this] { startPrepared(); }, Qt::QueuedConnection);
}

void ArtCache::startPrepared()
{
    m_startPosted = false;
    // Before the tile types laid out ahead (a picture lays out its type when nobody did): tiles
    // turn crisp type by type from the start, not all after every layout.
    constexpr int kBeforeLayouts = 1;
    for (const std::shared_ptr<TileJob> &job : std::exchange(m_unstarted, {}))
        m_pool.start(
            [job] {
                if (!job->claimed.exchange(true))
                    job->run();
            },
            kBeforeLayouts);
}

ArtCache::ShownTile ArtCache::shownTilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation,
                                              int logicalSize, qreal devicePixelRatio)
{
    TileArt &entry = tileArt(catalog, tile);
    const int pixels = devicePixels(logicalSize, devicePixelRatio);
    const QByteArray key = tileKey(entry, rotation, pixels, devicePixelRatio);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return {*cached, 0, true};
    if (!m_jobs.contains(key)) // read from disk here, or asked of the pool
        prepareTiles(catalog, {{tile, rotation, logicalSize, devicePixelRatio}});
    else
        takePrepared(key, entry, false);
    if (const QPixmap *cached = m_pixmaps.object(key))
        return {*cached, 0, true};
    if (entry.standIn.isNull() && !entry.previewLooked && m_disk) {
        entry.previewLooked = true; // a missing file is not looked for again at every paint
        QImage preview = m_disk->load(previewKey(entry.artKey));
        if (!preview.isNull())
            entry.standIn = QPixmap::fromImage(std::move(preview), Qt::NoOpaqueDetection);
    }
    return {entry.standIn, (rotation - entry.standInTurn) & 3, false};
}

bool ArtCache::tileReady(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                         qreal devicePixelRatio)
{
    const QByteArray key = tileKey(tileArt(catalog, tile), rotation, devicePixels(logicalSize, devicePixelRatio),
                                   devicePixelRatio);
    if (m_pixmaps.contains(key))
        return true;
    const auto job = m_jobs.constFind(key);
    return job != m_jobs.cend() && isReady(job.value()->finished);
}

void ArtCache::ensureSvg(TileArt &entry)
{
    takeLayout(entry);
    if (entry.svg.isEmpty()) {
        if (entry.artKey.isEmpty())
            entry.artKey = tileArtKey(entry.type);
        bool made = false;
        entry.svg = loadOrMakeSvg(entry.type, entry.artKey, m_disk.get(), &made);
        m_madeByCaller += int(made);
        if (made && m_disk) // written off this thread
            m_pool.start([disk = m_disk, key = svgKey(entry.artKey), svg = entry.svg] { disk->saveBytes(key, svg); });
    }
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
            ensureSvg(entry);
            entry.renderer = std::make_unique<QSvgRenderer>(entry.svg);
        }
        image = renderArt(*entry.renderer, pixels, rotation);
        ++m_counts->rendered;
        ++m_madeByCaller;
        if (m_disk)
            m_pool.start(
                [disk = m_disk, counts = m_counts, onDisk, image] { saveTile(*disk, counts->written, onDisk, image); });
    }
    return keepTile(entry, key, std::move(image), logicalSize, rotation);
}

bool ArtCache::anchorsPending(const engine::TileCatalog &catalog, engine::TileIndex tile)
{
    const TileArt &entry = tileArt(catalog, tile);
    return !entry.hasAnchors && entry.layout && !isReady(entry.layout->finished);
}

void ArtCache::fillDiskAhead(std::function<std::vector<engine::TileType>()> types)
{
    if (!m_disk)
        return;
    m_fillCancelled->store(false);
    m_fillPool.start([disk = m_disk, cancelled = m_fillCancelled, types = std::move(types)] {
        for (const engine::TileType &type : types()) {
            if (cancelled->load())
                return;
            const QByteArray artKey = tileArtKey(type);
            if (disk->has(anchorsKey(artKey)) && disk->has(previewKey(artKey)))
                continue;
            TypeJob layout; // run here, announced to nobody
            layout.type = type;
            layout.artKey = artKey;
            layout.disk = disk;
            layout.run();
            QSvgRenderer renderer(layout.svg);
            keepPreview(*disk, artKey, renderer);
        }
    });
}

void ArtCache::cancelFill()
{
    m_fillCancelled->store(true);
}

bool ArtCache::waitForFill(int msecs)
{
    return m_fillPool.waitForDone(msecs);
}

ArtCache::FigureLook ArtCache::figureLook(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                                          FigureMark mark)
{
    FigureLook look;
    look.role = role;
    look.color = color;
    look.mark = mark;
    look.look = figureLookKey(role, color, mark);
    look.pixels = devicePixels(logicalSize, devicePixelRatio);
    look.key = figureKey(role, color, mark, look.pixels, devicePixelRatio);
    return look;
}

// The disk cache's name of the look's picture: its art's key (a hash of its SVG, made once per
// look) and its size. Asked only when the picture is not in memory.
QByteArray ArtCache::figureOnDisk(const FigureLook &look)
{
    QByteArray &artKey = m_figureArtKeys[look.look];
    if (artKey.isEmpty())
        artKey = figureArtKey(figureSvg(look.role, look.color, look.mark));
    return artKey + '-' + QByteArray::number(look.pixels);
}

QPixmap ArtCache::keptFigure(const FigureLook &look, int logicalSize)
{
    if (const QPixmap *cached = m_pixmaps.object(look.key))
        return *cached;
    if (const auto job = m_figureJobs.constFind(look.key); job != m_figureJobs.cend()) {
        if (!job.value()->done.load(std::memory_order_acquire))
            return {};
        QImage image = std::move(job.value()->image);
        m_figureJobs.erase(job);
        return keep(look.key, std::move(image), logicalSize);
    }
    // Kept on disk like the tiles' pictures, and read here as they are (a few microseconds).
    QImage image = m_disk ? m_disk->load(figureOnDisk(look)) : QImage();
    return image.isNull() ? QPixmap() : keep(look.key, std::move(image), logicalSize);
}

QPixmap ArtCache::figurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                               FigureMark mark)
{
    const FigureLook look = figureLook(role, color, logicalSize, devicePixelRatio, mark);
    if (QPixmap kept = keptFigure(look, logicalSize); !kept.isNull())
        return kept;
    QSvgRenderer *renderer = m_figures.object(look.look);
    if (!renderer) {
        renderer = new QSvgRenderer(figureSvg(role, color, mark));
        m_figures.insert(look.look, renderer);
    }
    QImage image = renderArt(*renderer, look.pixels, 0);
    if (m_disk)
        m_pool.start([disk = m_disk, counts = m_counts, onDisk = figureOnDisk(look), image] {
            saveTile(*disk, counts->written, onDisk, image);
        });
    m_figureJobs.remove(look.key); // a view's job for it, not done yet: its picture is not needed
    return keep(look.key, std::move(image), logicalSize);
}

// Drawn on the GUI thread, a figure waited for Qt's own drawing threads (the raster engine
// hands fills of many spans to them), which behind the art threads on two cores could take
// longer than a frame.
QPixmap ArtCache::shownFigurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                                    FigureMark mark)
{
    const FigureLook look = figureLook(role, color, logicalSize, devicePixelRatio, mark);
    if (QPixmap kept = keptFigure(look, logicalSize); !kept.isNull() || m_figureJobs.contains(look.key))
        return kept;
    auto job = std::make_shared<FigureJob>();
    job->svg = figureSvg(role, color, mark);
    job->diskKey = figureOnDisk(look);
    job->pixels = look.pixels;
    job->disk = m_disk;
    job->counts = m_counts;
    job->herald = m_herald;
    m_figureJobs.insert(look.key, job);
    m_pool.start([job] { job->run(); });
    return {};
}

bool ArtCache::figureReady(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                           FigureMark mark) const
{
    const QByteArray key = figureKey(role, color, mark, devicePixels(logicalSize, devicePixelRatio), devicePixelRatio);
    if (m_pixmaps.contains(key))
        return true;
    const auto job = m_figureJobs.constFind(key);
    return job != m_figureJobs.cend() && job.value()->done.load(std::memory_order_acquire);
}

void paintShownTile(QPainter *painter, const QRectF &target, const ArtCache::ShownTile &shown)
{
    if (shown.pixmap.isNull()) {
        painter->fillRect(target, palette::field);
        return;
    }
    painter->save();
    // Unfiltered: a frame or two of a soft tile need no filter, and a board of them drawn
    // filtered would take a frame's time.
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->translate(target.center());
    painter->rotate(90.0 * shown.turns);
    painter->translate(-target.center());
    painter->drawPixmap(target, shown.pixmap, QRectF(shown.pixmap.rect()));
    painter->restore();
}

} // namespace tessera::art
