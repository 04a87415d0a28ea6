// How fast the board draws: a scene of a finished game on a 216-tile set (the base tiles three
// times over) rendered into a full-HD frame, the first frame (empty art cache) and then warm.
// Also: drawing every farm's boundary on that board (F held down), which has to feel instant.
// Run: build/tests/bench/bench_board  (target: a warm frame under 16 ms, the farms under 100 ms)

#include "art/tileart.h"
#include "board/boarddrawing.h"
#include "board/boardscene.h"
#include "document/gamedocument.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include <time.h>

using namespace Qt::StringLiterals;
using namespace tessera;

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
        const auto cpuMs = [] {
            timespec t{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
        };
        double svgMs = 0, parseMs = 0, small = 0, large = 0;
        const auto &tiles = m_document.info().tileSets.front().tiles;
        for (const engine::TileType &type : tiles) {
            double t = cpuMs();
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
            "tile art, processor time per tile type (%d types): SVG made %.3f ms, parsed %.3f ms, drawn at 40 px "
            "%.3f ms, at 128 px %.3f ms",
            int(n), svgMs / n, parseMs / n, small / n, large / n);
    }

    void renderFullHdFrame()
    {
        QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
        const QRectF source = m_scene->boardRect();
        const auto render = [&] {
            QPainter painter(&frame);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            m_scene->render(&painter, QRectF(frame.rect()), source, Qt::KeepAspectRatio);
        };
        static bool first = true; // QBENCHMARK runs this function several times
        if (first) {
            first = false;
            QElapsedTimer cold;
            cold.start();
            render();
            qInfo("first frame (every tile's art rendered from SVG): %.1f ms", cold.nsecsElapsed() / 1e6);
        }
        QBENCHMARK
        {
            render();
        }
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
    document::GameDocument m_document;
    art::ArtCache m_cache;
    std::unique_ptr<ui::BoardScene> m_scene;
};

QTEST_MAIN(BenchBoard)
#include "bench_board.moc"
