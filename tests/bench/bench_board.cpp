// How fast the board draws: a scene of a finished game on a 216-tile set (the base tiles three
// times over) rendered into a full-HD frame, the first frame (empty art cache) and then warm;
// the first frame of that board in a full-HD view, and the time until its tiles are crisp.
// Also: drawing every farm's boundary on that board (F held down), which has to feel instant.
// Run: build/tests/bench/bench_board  (targets: every frame under 16 ms, the first included; the
// farms under 100 ms)

#include "art/tileart.h"
#include "art/tilelayout.h"
#include "board/boarddrawing.h"
#include "board/boarditems.h"
#include "board/boardscene.h"
#include "document/gamedocument.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QDir>
#include <QGraphicsView>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "benchfigures.h"

using namespace Qt::StringLiterals;
using namespace tessera;

// A full-HD view without scroll bars, shown: where the view frames are timed.
bool showFullHd(QGraphicsView &view)
{
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.resize(1920, 1080);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

class BenchBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        document::GameInfo info = test::baseGame(2);
        for (engine::TileType &t : info.tileSets.front().tiles)
            t.count *= 3;
        m_document.setConfirmTurns(false);
        m_document.newGame(info);
        engine::RandomPlayer player(2);
        while (m_document.stage() == document::GameDocument::Stage::Placing)
            test::playDocumentTurn(m_document, player);
        m_scene = std::make_unique<ui::BoardScene>(&m_document, &m_cache);
        qInfo("board: %d tiles, %d figures", int(m_document.game().board().placed().size()),
              int(m_document.game().figures().size()));
        QVERIFY(m_document.game().board().placed().size() >= 200);
    }

    // What one tile's art costs, in processor time of this thread (a shared machine stretches
    // wall time): its SVG made from the tile data, parsed, and drawn at 40 and 128 pixels.
    void artCosts()
    {
        const auto cpuMs = bench::threadCpuMs;
        double svgMs = 0, parseMs = 0, small = 0, large = 0, anchorsMs = 0;
        const auto &tiles = m_document.info().tileSets.front().tiles;
        for (const engine::TileType &type : tiles) {
            double t = cpuMs();
            const std::vector<QPointF> anchors = art::featureAnchors(type);
            anchorsMs += cpuMs() - t;
            t = cpuMs();
            const QByteArray svg = art::tileSvg(type);
            svgMs += cpuMs() - t;
            t = cpuMs();
            QSvgRenderer renderer(svg);
            parseMs += cpuMs() - t;
            for (int pixels : {40, 128}) {
                QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                t = cpuMs();
                QPainter painter(&image);
                painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
                renderer.render(&painter, QRectF(0, 0, pixels, pixels));
                painter.end();
                (pixels == 40 ? small : large) += cpuMs() - t;
            }
        }
        const double n = double(tiles.size());
        qInfo(
            "tile art, processor time per tile type (%d types): figure anchors %.3f ms, SVG made %.3f ms, parsed %.3f "
            "ms, drawn at 40 px %.3f ms, at 128 px %.3f ms",
            int(n), anchorsMs / n, svgMs / n, parseMs / n, small / n, large / n);
    }

    // The board in a full-HD frame: the first frame of a new scene and art cache (every tile's
    // picture made), with the disk cache empty and with it kept from the run before
    // (TESSERA_BENCH_RUNS of each), then warm frames.
    void renderFullHdFrame()
    {
        QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
        const auto render = [&frame](ui::BoardScene &scene) {
            QPainter painter(&frame);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            scene.render(&painter, QRectF(frame.rect()), scene.boardRect(), Qt::KeepAspectRatio);
        };
        QTemporaryDir disk;
        bench::Figures coldDisk, keptDisk, warm;
        for (int run = 0; run < 2 * bench::benchRuns(); ++run) {
            const bool empty = run % 2 == 0;
            if (empty)
                QDir(disk.path()).removeRecursively();
            art::ArtCache cache(96 * 1024, disk.path());
            QElapsedTimer t; // from the scene made (the position shown) to its first frame
            t.start();
            ui::BoardScene scene(&m_document, &cache);
            scene.drawing()->setFiguresWaitForArt(false); // a picture: every figure at once
            scene.drawing()->update();
            render(scene);
            (empty ? coldDisk : keptDisk).add(bench::elapsedMs(t));
        }
        render(*m_scene); // its art made
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer t;
            t.start();
            render(*m_scene);
            warm.add(bench::elapsedMs(t));
        }
        qInfo("first full-HD frame, disk cache empty (every tile's art rendered from SVG): median %.1f ms, worst %.1f ms",
              coldDisk.median(), coldDisk.worst());
        qInfo("first full-HD frame, disk cache kept: median %.1f ms, worst %.1f ms", keptDisk.median(), keptDisk.worst());
        qInfo("warm full-HD frame: median %.1f ms, worst %.1f ms", warm.median(), warm.worst());
        bench::reportUnder("the first frame, disk cache empty,", coldDisk, 16);
        bench::reportUnder("the first frame, disk cache kept,", keptDisk, 16);
        bench::reportUnder("a warm frame", warm, 16);
    }

    // The same board in a full-HD view, as a person sees it: the first paint of a new scene and
    // art cache with the disk cache empty (the view paints stand-ins and never waits for the
    // art cache's threads) and kept; and the time until every tile is crisp.
    void firstFullHdViewFrame()
    {
        QTemporaryDir disk;
        bench::Figures coldDisk, coldCpu, keptDisk, keptCpu, crisp, roundCpu;
        for (int run = 0; run < 2 * bench::benchRuns(); ++run) {
            const bool empty = run % 2 == 0;
            if (empty)
                QDir(disk.path()).removeRecursively();
            art::ArtCache cache(96 * 1024, disk.path());
            QGraphicsView view;
            QVERIFY(showFullHd(view));
            QElapsedTimer t; // from the scene made (the position shown) to its first frame
            t.start();
            const double cpu = bench::threadCpuMs();
            ui::BoardScene scene(&m_document, &cache);
            view.setScene(&scene);
            view.fitInView(scene.boardRect(), Qt::KeepAspectRatio);
            view.viewport()->repaint();
            (empty ? coldDisk : keptDisk).add(bench::elapsedMs(t));
            (empty ? coldCpu : keptCpu).add(bench::threadCpuMs() - cpu);
            if (!empty)
                continue;
            const bench::UntilDone done = bench::handleEventsUntil(t, [&scene] { return allCrisp(scene); });
            QVERIFY2(done.met, "tiles still soft after 10 s");
            crisp.add(done.ms);
            roundCpu.add(done.worstRoundCpuMs);
        }
        qInfo(
            "first full-HD view frame, disk cache empty: median %.1f ms, worst %.1f ms (GUI thread's processor time: "
            "median %.1f ms); every tile crisp after median %.1f ms, worst %.1f ms (GUI thread's work in one round of "
            "events meanwhile: median of the worst %.1f ms, worst %.1f ms)",
            coldDisk.median(), coldDisk.worst(), coldCpu.median(), crisp.median(), crisp.worst(), roundCpu.median(),
            roundCpu.worst());
        qInfo(
            "first full-HD view frame, disk cache kept: median %.1f ms, worst %.1f ms (GUI thread's processor time: "
            "median %.1f ms, worst %.1f ms)",
            keptDisk.median(), keptDisk.worst(), keptCpu.median(), keptCpu.worst());
        bench::reportUnder("the first view frame, disk cache empty,", coldDisk, 16);
        bench::reportUnder("the GUI thread's work in a round of events until crisp", roundCpu, 16);
        bench::reportUnder("the first view frame, disk cache kept,", keptDisk, 16);
    }

    // The first game after the fill at the first start (ArtCache::fillDiskAhead): the disk cache
    // holds the tile types' layouts, SVG and previews but no picture at this size.
    void firstFullHdViewFrameAfterFill()
    {
        QTemporaryDir disk;
        std::vector<engine::TileType> types;
        for (const engine::TileType &t : m_document.info().tileSets.front().tiles)
            types.push_back(t);
        bench::Figures first, cpu, crisp, roundCpu;
        for (int run = 0; run < bench::benchRuns(); ++run) {
            QDir(disk.path()).removeRecursively();
            {
                art::ArtCache filler(96 * 1024, disk.path());
                filler.fillDiskAhead([types] { return types; });
                QVERIFY(filler.waitForFill(60000));
            }
            art::ArtCache cache(96 * 1024, disk.path());
            QGraphicsView view;
            QVERIFY(showFullHd(view));
            QElapsedTimer t;
            t.start();
            const double cpu0 = bench::threadCpuMs();
            ui::BoardScene scene(&m_document, &cache);
            view.setScene(&scene);
            view.fitInView(scene.boardRect(), Qt::KeepAspectRatio);
            view.viewport()->repaint();
            first.add(bench::elapsedMs(t));
            cpu.add(bench::threadCpuMs() - cpu0);
            const bench::UntilDone done = bench::handleEventsUntil(t, [&scene] { return allCrisp(scene); });
            QVERIFY2(done.met, "tiles still soft after 10 s");
            crisp.add(done.ms);
            roundCpu.add(done.worstRoundCpuMs);
        }
        qInfo(
            "first full-HD view frame after the fill at first start: median %.1f ms, worst %.1f ms (GUI thread's "
            "processor time: median %.1f ms); every tile crisp after median %.1f ms, worst %.1f ms (GUI thread's "
            "work in one round of events meanwhile: median of the worst %.1f ms, worst %.1f ms)",
            first.median(), first.worst(), cpu.median(), crisp.median(), crisp.worst(), roundCpu.median(), roundCpu.worst());
    }

    void drawFarms()
    {
        ui::BoardDrawing *drawing = m_scene->drawing();
        QBENCHMARK
        {
            drawing->setFarmsShown(true);
            drawing->setFarmsShown(false);
        }
        drawing->setFarmsShown(true);
        qInfo("farms drawn: %d", int(drawing->shownFarms().size()));
        drawing->setFarmsShown(false);
    }

private:
    // Whether no tile of the scene shows a stand-in for its picture.
    static bool allCrisp(const QGraphicsScene &scene)
    {
        const QList<QGraphicsItem *> items = scene.items();
        return std::none_of(items.begin(), items.end(), [](QGraphicsItem *item) {
            const auto *tile = dynamic_cast<const ui::TileItem *>(item);
            return tile && tile->isSoft();
        });
    }

    document::GameDocument m_document;
    art::ArtCache m_cache{96 * 1024, QString()}; // no disk cache: the warm frames use memory

    std::unique_ptr<ui::BoardScene> m_scene;
};

QTEST_MAIN(BenchBoard)
#include "bench_board.moc"
