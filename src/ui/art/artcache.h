#pragma once
// Renders tile and figure SVGs into pixmaps and keeps them: tiles by (tile, rotation, size in
// device pixels), figures by (role, colour, size). Pixmaps live in a bounded least-recently-used
// cache. Tile pictures are also kept on disk between runs (ArtDiskCache), and many can be made
// ahead at once (prepareTiles) on other threads, each with a QSvgRenderer of its own, into
// QImages that become pixmaps on the GUI thread when asked for. A view that must not wait for
// them paints what shownTilePixmap() gives (a picture of another size, scaled, until the exact
// one is done) and repaints at events()->tilesReady().

#include "figureart.h"

#include "engine/tilecatalog.h"

#include <QCache>
#include <QColor>
#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QPointF>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QPainter;
class QSvgRenderer;

namespace tessera::art {

class ArtDiskCache;
struct ArtCounts;
struct FigureJob;
struct Herald;
struct TileJob;
struct TypeJob;

// What an art cache announces on the GUI thread, once for a batch of work done on its threads.
class ArtCacheEvents : public QObject {
    Q_OBJECT
signals:
    void tilesReady();     // pictures asked for are made: shownTilePixmap() has them crisp
    void tileTypesReady(); // tile types laid out: anchorsPending() may have turned false
};

class ArtCache {
public:
    // `maxKilobytes` bounds the pixmaps kept (a 128 px tile at 2x takes 256 KiB); `diskDir`
    // holds tile pictures between runs (the user's cache folder by default; empty: none).
    explicit ArtCache(int maxKilobytes = 96 * 1024, const QString &diskDir = defaultDiskDir());
    ~ArtCache();
    ArtCache(const ArtCache &) = delete;
    ArtCache &operator=(const ArtCache &) = delete;
    static QString defaultDiskDir();

    // The tile turned `rotation` clockwise quarter turns, `logicalSize` square at the given
    // device pixel ratio (the pixmap carries that ratio, so it paints crisp at its logical size).
    QPixmap tilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                       qreal devicePixelRatio);
    // The picture when it is kept in memory, else a null pixmap, and then in `pending` whether
    // it is being made ahead (tilePixmap() takes it from there).
    QPixmap keptTilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                           qreal devicePixelRatio, bool *pending = nullptr);

    struct TileRequest {
        engine::TileIndex tile = 0;
        int rotation = 0;
        int logicalSize = 0;
        qreal devicePixelRatio = 1;
    };
    // What to paint now, without waiting for any thread: the exact picture when it is made
    // (crisp); else, while it is made ahead (asked for here when nobody did), a picture of the
    // same tile of another size or turn, to be painted scaled into place and turned `turns`
    // more quarter turns clockwise; a null pixmap when there is none yet.
    struct ShownTile {
        QPixmap pixmap;
        int turns = 0;
        bool crisp = false;
    };
    ShownTile shownTilePixmap(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                              qreal devicePixelRatio);
    ArtCacheEvents *events() const { return m_events.get(); }
    // Whether shownTilePixmap() would give that picture crisp now.
    bool tileReady(const engine::TileCatalog &catalog, engine::TileIndex tile, int rotation, int logicalSize,
                   qreal devicePixelRatio);

    // Has these tile pictures made on other threads (read from the disk cache here, or
    // rendered there), those of one tile type together, begun when control is back in the
    // event loop (after the paint that asks). tilePixmap() then takes a picture made ahead,
    // waits for it when it is being made, or makes it itself when it has not begun.
    void prepareTiles(const engine::TileCatalog &catalog, const std::vector<TileRequest> &requests);

    // Starts laying out these tile types on other threads, for where figures stand on them
    // (featureAnchors()) and, unless the disk cache has kept those, their SVG from the same
    // layout: a game just opened has the slow part of its art done on all cores.
    void prepareTileTypes(const engine::TileCatalog &catalog, const std::vector<engine::TileIndex> &tiles);

    QPixmap figurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                         FigureMark mark = FigureMark::None);
    // The same without waiting for any thread (a view's paint): the picture when it is kept in
    // memory or on disk; else it is made on another thread, events()->tilesReady() follows,
    // and until then this gives a null pixmap (and figureReady() false).
    QPixmap shownFigurePixmap(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                              FigureMark mark = FigureMark::None);
    bool figureReady(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio,
                     FigureMark mark = FigureMark::None) const;
    // featureAnchors() of the tile type, computed once: where figures stand on each feature
    // in the unrotated 100 x 100 art.
    std::vector<QPointF> featureAnchors(const engine::TileCatalog &catalog, engine::TileIndex tile);
    // Whether the tile type is being laid out on another thread (featureAnchors() would wait
    // for it); events()->tileTypesReady() follows when it is done.
    bool anchorsPending(const engine::TileCatalog &catalog, engine::TileIndex tile);

    // Fills the disk cache, on one thread of the lowest priority, with what a first game of
    // these tile types needs that takes long: their layouts (anchors and SVG) and previews.
    // Types kept already are passed over; the destructor (or cancelFill()) stops it between two types.
    // `types` is called on that thread.
    void fillDiskAhead(std::function<std::vector<engine::TileType>()> types);
    void cancelFill();
    // Waits for the fill (for tests); false after `msecs` without it done.
    bool waitForFill(int msecs);

    // Forgets what is kept in memory (not on disk).
    void clear();
    int pixmapCount() const { return m_pixmaps.count(); }
    // Counts of tile pictures since construction: rendered from SVG (on any thread), and read
    // from the disk cache. For tests and benchmarks.
    int tilesRendered() const;
    int tilesFromDisk() const;
    // Pictures rendered and tile types laid out in calls of the cache itself (on the GUI
    // thread), not on its threads: what a view that never waits must not cause.
    int madeByCaller() const { return m_madeByCaller; }
    // Times a call of the cache waited for one of its threads still at work.
    int waitsByCaller() const { return m_waitsByCaller; }

private:
    struct TileArt {
        engine::TileType type; // to notice a catalog whose tiles differ at the same index
        QByteArray svg;        // made on first use, like the renderer and the anchors
        QPixmap standIn;       // the last picture of this type kept (or its preview), and its turn
        int standInTurn = 0;
        bool previewLooked = false;
        std::unique_ptr<QSvgRenderer> renderer;
        QByteArray artKey;               // the type's key in the disk cache
        std::shared_ptr<TypeJob> layout; // being laid out ahead (prepareTileTypes), until taken
        std::vector<QPointF> anchors;
        bool hasAnchors = false;
        quint32 serial = 0;
    };
    void takeLayout(TileArt &entry);
    void ensureSvg(TileArt &entry);
    TileArt &tileArt(const engine::TileCatalog &catalog, engine::TileIndex tile);
    QByteArray tileKey(const TileArt &entry, int rotation, int pixels, qreal devicePixelRatio) const;
    QPixmap keep(const QByteArray &key, QImage image, int logicalSize);
    QPixmap keepTile(TileArt &entry, const QByteArray &key, QImage image, int logicalSize, int rotation);
    // Takes the pictures of the job making `key`; waits for it unless `wait` is false (then
    // false while it is not done).
    bool takePrepared(const QByteArray &key, TileArt &entry, bool wait = true);
    void startPrepared();
    struct FigureLook {
        FigureRole role{};
        QColor color;
        FigureMark mark{};
        QByteArray look; // role, colour and mark
        QByteArray key;  // in the pixmap cache
        int pixels = 0;
    };
    FigureLook figureLook(FigureRole role, const QColor &color, int logicalSize, qreal devicePixelRatio, FigureMark mark);
    QByteArray figureOnDisk(const FigureLook &look);
    // The look's picture from memory, a finished job or the disk cache; null when none has it.
    QPixmap keptFigure(const FigureLook &look, int logicalSize);

    std::vector<TileArt> m_tiles; // by tile index
    quint32 m_nextSerial = 1;
    int m_madeByCaller = 0;
    int m_waitsByCaller = 0;
    QCache<QByteArray, QPixmap> m_pixmaps;                      // cost in KiB
    QCache<QByteArray, QSvgRenderer> m_figures;                 // by role and colour
    QHash<QByteArray, QByteArray> m_figureArtKeys;              // the disk cache's name of each look
    QHash<QByteArray, std::shared_ptr<FigureJob>> m_figureJobs; // being made, by pixmap key
    std::shared_ptr<const ArtDiskCache> m_disk;                 // null without a disk cache
    std::shared_ptr<ArtCounts> m_counts;
    QHash<QByteArray, std::shared_ptr<TileJob>> m_jobs; // pictures being made ahead, by pixmap key
    std::vector<std::shared_ptr<TileJob>> m_unstarted;  // asked for in this paint, begun after it
    bool m_startPosted = false;
    std::unique_ptr<ArtCacheEvents> m_events;
    std::shared_ptr<Herald> m_herald;
    QThreadPool m_pool;
    QThreadPool m_fillPool; // one thread of the lowest priority
    std::shared_ptr<std::atomic<bool>> m_fillCancelled;
};

// Paints what shownTilePixmap() gave into `target` (in the painter's current coordinates): a
// stand-in scaled and turned into place, a plain field when there is none; a crisp picture is
// drawn the same way (callers that place it 1:1 on device pixels draw it themselves).
void paintShownTile(QPainter *painter, const QRectF &target, const ArtCache::ShownTile &shown);

} // namespace tessera::art
