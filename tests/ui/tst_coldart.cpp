// The board on a machine whose art disk cache is empty: a view never waits for the art cache's
// threads (no picture rendered and no tile laid out on the GUI thread), shows another size of a
// tile (or its preview from disk), scaled and turned, until the crisp picture is made, and then
// the very pixels drawn directly; figures whose tiles are being laid out come once they are.
// What the art cache keeps on disk for a new size (the SVG, a preview), and the fill of the
// disk cache ahead at start, which stops when cancelled.

#include "art/artcache.h"
#include "art/artdiskcache.h"
#include "art/tileart.h"
#include "art/tilelayout.h"
#include "art/tilerender.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "document/gamedocument.h"
#include "document/tilesetlibrary.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QGraphicsView>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// How long a fill of the base game's 24 tile types may take before the test calls it hung:
// about 10 s under the sanitizers on two busy cores, where every layout fills its masks on one
// thread.
constexpr int kFillBound = 120000;

// The tile drawn straight from its SVG at that size and turn.
QImage directTile(const engine::TileType &type, int rotation, int pixels)
{
    QSvgRenderer renderer(art::tileSvg(type));
    return art::renderArt(renderer, pixels, rotation);
}

QList<ui::TileItem *> tileItems(const QGraphicsScene &scene)
{
    QList<ui::TileItem *> tiles;
    for (QGraphicsItem *item : scene.items())
        if (auto *tile = dynamic_cast<ui::TileItem *>(item))
            tiles << tile;
    return tiles;
}

int figureItems(const QGraphicsScene &scene)
{
    int n = 0;
    for (QGraphicsItem *item : scene.items())
        n += dynamic_cast<ui::FigureItem *>(item) != nullptr;
    return n;
}

} // namespace

class TestColdArt : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    document::GameDocument m_document;
    std::unique_ptr<engine::TileCatalog> m_base;

    const engine::TileType &typeOf(engine::TileIndex tile) const { return m_base->tile(tile).type; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        document::GameInfo info = test::baseGame(3);
        m_base = std::make_unique<engine::TileCatalog>(info.tileSets);
        m_document.setConfirmTurns(false);
        m_document.newGame(info);
        engine::RandomPlayer player(3);
        for (int turn = 0; turn < 40 && m_document.stage() == document::GameDocument::Stage::Placing; ++turn)
            test::playDocumentTurn(m_document, player);
        QVERIFY(!m_document.game().figures().empty());
    }

    // A board shown in a view with the disk cache empty: the first paint neither renders nor
    // lays out anything itself, nor waits for the cache's threads; every tile turns crisp by itself (the cache's announcement
    // repaints it) with the pixels of the direct drawing, and every figure comes.
    void viewNeverWaitsForThePool()
    {
        art::ArtCache cache(96 * 1024, m_dir.filePath(u"view"_s));
        QGraphicsView view;
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ui::BoardScene scene(&m_document, &cache);
        view.setScene(&scene);
        view.fitInView(scene.boardRect(), Qt::KeepAspectRatio);
        view.viewport()->repaint();
        QCOMPARE(cache.madeByCaller(), 0);
        QCOMPARE(cache.waitsByCaller(), 0);

        const QList<ui::TileItem *> tiles = tileItems(scene);
        QCOMPARE(tiles.size(), int(m_document.game().board().placed().size()));
        // Nothing was made when the paint began (the pictures are asked for by it), and the
        // pool takes milliseconds a tile type: the first tiles painted were stand-ins.
        QVERIFY(std::any_of(tiles.begin(), tiles.end(), [](ui::TileItem *t) { return t->isSoft(); }));
        QTRY_VERIFY_WITH_TIMEOUT(std::none_of(tiles.begin(), tiles.end(), [](ui::TileItem *t) { return t->isSoft(); }),
                                 10000);
        QTRY_COMPARE(figureItems(scene), int(m_document.game().figures().size()));
        const auto figuresCrisp = [&scene] {
            const QList<QGraphicsItem *> items = scene.items();
            return std::none_of(items.cbegin(), items.cend(), [](QGraphicsItem *item) {
                const auto *figure = dynamic_cast<const ui::FigureItem *>(item);
                return figure && figure->isSoft();
            });
        };
        QTRY_VERIFY(figuresCrisp());
        QCOMPARE(cache.madeByCaller(), 0);
        QCOMPARE(cache.waitsByCaller(), 0);
        // What the view shows crisp is the direct drawing at the size it was painted (the
        // item's rectangle rounded to device pixels).
        for (ui::TileItem *t : tiles) {
            const QRectF device = t->deviceTransform(view.viewportTransform()).mapRect(t->boundingRect());
            const int size = std::max(qRound(device.right()) - qRound(device.left()),
                                      qRound(device.bottom()) - qRound(device.top()));
            const art::ArtCache::ShownTile shown = cache.shownTilePixmap(*m_base, t->tile(), t->tileRotation(), size,
                                                                         view.devicePixelRatioF());
            QVERIFY(shown.crisp);
            QVERIFY(shown.pixmap.toImage() == directTile(typeOf(t->tile()), t->tileRotation(), size));
        }
    }

    // Until its picture is made, a tile shows its other size, turned into place; then the exact
    // picture, announced by tilesReady().
    void standInUntilCrisp()
    {
        art::ArtCache cache(96 * 1024, QString());
        const engine::TileIndex tile = 5;
        const QPixmap small = cache.tilePixmap(*m_base, tile, 0, 40, 1);
        const int madeBefore = cache.madeByCaller();
        QSignalSpy ready(cache.events(), &art::ArtCacheEvents::tilesReady);
        art::ArtCache::ShownTile shown = cache.shownTilePixmap(*m_base, tile, 1, 64, 1);
        if (!shown.crisp) { // (unless the pool was done within these microseconds)
            QVERIFY(shown.pixmap.toImage() == small.toImage());
            QCOMPARE(shown.turns, 1);
            QTRY_VERIFY(!ready.isEmpty());
            QVERIFY(cache.tileReady(*m_base, tile, 1, 64, 1));
            shown = cache.shownTilePixmap(*m_base, tile, 1, 64, 1);
        }
        QVERIFY(shown.crisp);
        QCOMPARE(shown.turns, 0);
        QVERIFY(shown.pixmap.toImage() == directTile(typeOf(tile), 1, 64));
        QCOMPARE(cache.madeByCaller(), madeBefore);
    }

    // A figure's picture in a view is not drawn on the GUI thread: it is made on the pool,
    // announced, and the same pixels as drawn directly; a later run reads it from disk at once.
    void figuresMadeOffTheGuiThreadAndKept()
    {
        const QString disk = m_dir.filePath(u"figures"_s);
        const auto role = art::FigureRole::Follower;
        const QColor color(Qt::darkYellow);
        art::ArtCache direct(96 * 1024, QString());
        const QImage expected = direct.figurePixmap(role, color, 37, 1.0).toImage();
        {
            art::ArtCache cache(96 * 1024, disk);
            QSignalSpy ready(cache.events(), &art::ArtCacheEvents::tilesReady);
            QVERIFY(cache.shownFigurePixmap(role, color, 37, 1.0).isNull());
            QVERIFY(cache.shownFigurePixmap(role, color, 37, 1.0).isNull() || cache.figureReady(role, color, 37, 1.0));
            QTRY_VERIFY(!ready.isEmpty());
            QVERIFY(cache.figureReady(role, color, 37, 1.0));
            QVERIFY(!cache.figureReady(role, color, 38, 1.0));
            QVERIFY(cache.shownFigurePixmap(role, color, 37, 1.0).toImage() == expected);
        } // its write finishes
        art::ArtCache later(96 * 1024, disk);
        QVERIFY(later.figureReady(role, color, 37, 1.0) == false); // not in memory yet
        QVERIFY(later.shownFigurePixmap(role, color, 37, 1.0).toImage() == expected);
        QVERIFY(later.figurePixmap(role, color, 37, 1.0).toImage() == expected);
        // Another colour is another picture.
        QVERIFY(later.shownFigurePixmap(role, QColor(Qt::darkBlue), 37, 1.0).isNull());
    }

    // A later run finds the type's SVG and preview on disk: a new size shows the preview
    // while it is rendered from the kept SVG (no layout), and the picture is the direct one.
    void svgAndPreviewKeptOnDisk()
    {
        const QString disk = m_dir.filePath(u"kept"_s);
        const engine::TileIndex tile = 9;
        {
            art::ArtCache first(96 * 1024, disk);
            first.prepareTiles(*m_base, {{tile, 2, 50, 1.0}});
            QVERIFY(first.tilePixmap(*m_base, tile, 2, 50, 1).toImage() == directTile(typeOf(tile), 2, 50));
        } // its writes finish
        const art::ArtDiskCache store(disk);
        const QByteArray key = art::tileArtKey(typeOf(tile));
        QCOMPARE(store.loadBytes(key + "-svg"), art::tileSvg(typeOf(tile)));
        QVERIFY(store.load(key + "-preview") == directTile(typeOf(tile), 0, 96));

        art::ArtCache second(96 * 1024, disk);
        art::ArtCache::ShownTile shown = second.shownTilePixmap(*m_base, tile, 3, 70, 1);
        if (!shown.crisp) {
            QVERIFY(shown.pixmap.toImage() == directTile(typeOf(tile), 0, 96));
            QCOMPARE(shown.turns, 3);
            QTRY_VERIFY(second.tileReady(*m_base, tile, 3, 70, 1));
            shown = second.shownTilePixmap(*m_base, tile, 3, 70, 1);
        }
        QVERIFY(shown.crisp);
        QVERIFY(shown.pixmap.toImage() == directTile(typeOf(tile), 3, 70));
        QCOMPARE(second.madeByCaller(), 0);
        QCOMPARE(second.waitsByCaller(), 0);
        // The kept SVG serves the cache's own drawing too: nothing laid out here.
        QVERIFY(second.tilePixmap(*m_base, tile, 1, 33, 1).toImage() == directTile(typeOf(tile), 1, 33));
        QCOMPARE(second.madeByCaller(), 1); // the render, not a layout
    }

    // The fill at start writes every built-in tile type's anchors, SVG and preview; a second
    // fill finds them kept; a cancelled fill writes nothing more.
    void fillAheadWritesTheDiskCache()
    {
        const QString disk = m_dir.filePath(u"fill"_s);
        std::vector<engine::TileType> types;
        for (std::size_t i = 0; i < m_base->tiles().size(); ++i)
            types.push_back(typeOf(engine::TileIndex(i)));
        {
            art::ArtCache cache(96 * 1024, disk);
            cache.fillDiskAhead([types] { return types; });
            QVERIFY(cache.waitForFill(kFillBound));
        }
        const art::ArtDiskCache store(disk);
        for (const engine::TileType &type : types) {
            const QByteArray key = art::tileArtKey(type);
            QCOMPARE(store.loadPoints(key + "-anchors"), std::optional(art::featureAnchors(type)));
            QCOMPARE(store.loadBytes(key + "-svg"), art::tileSvg(type));
            QVERIFY(store.load(key + "-preview") == directTile(type, 0, 96));
        }
        const int files = int(QDir(disk).entryList(QDir::Files).size());
        {
            art::ArtCache again(96 * 1024, disk);
            again.fillDiskAhead([types] { return types; });
            QVERIFY(again.waitForFill(kFillBound));
        }
        QCOMPARE(int(QDir(disk).entryList(QDir::Files).size()), files);

        const QString other = m_dir.filePath(u"cancelled"_s);
        art::ArtCache cancelled(96 * 1024, other);
        cancelled.fillDiskAhead([&cancelled, types] {
            cancelled.cancelFill(); // as the window closing would, before the first type
            return types;
        });
        QVERIFY(cancelled.waitForFill(kFillBound));
        QCOMPARE(QDir(other).entryList(QDir::Files).size(), 0);
    }

    // The game window fills its disk cache a few seconds after it opens: the base game's
    // tiles first, laid out and previewed; closing the window while it fills stops it.
    void theGameWindowFillsTheDiskCache()
    {
        const art::ArtDiskCache store(art::ArtCache::defaultDiskDir());
        QDir(store.dir()).removeRecursively();
        const QByteArray first = art::tileArtKey(document::builtinTileTypes().front());
        {
            ui::MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QTRY_VERIFY_WITH_TIMEOUT(store.has(first + "-preview"), 30000);
        }
        QCOMPARE(store.loadBytes(first + "-svg"), art::tileSvg(document::builtinTileTypes().front()));
    }

    // The built-in tile types the application fills ahead: every set's, the base game's first.
    void builtinTileTypes()
    {
        const std::vector<engine::TileType> types = document::builtinTileTypes();
        const document::TileSetLoadResult base = document::loadNamedTileSet(u"base"_s);
        QVERIFY(base.set);
        QVERIFY(types.size() > base.set->tiles.size());
        QVERIFY(std::equal(base.set->tiles.begin(), base.set->tiles.end(), types.begin()));
    }
};

QTEST_MAIN(TestColdArt)
#include "tst_coldart.moc"
