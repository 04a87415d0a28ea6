// What makes the board's drawing fast must not change what is seen: the banded PNG encoder
// writes the pixels it is given (after any run of changes), the tile art made ahead, on other
// threads or read back from the disk cache is the art drawn directly, and a damaged cache file
// is ignored and written again. (Exported frames equal to each position drawn alone, and a
// cancelled export leaving no frame: tst_replay.)

#include "art/artcache.h"
#include "art/artdiskcache.h"
#include "art/tileart.h"
#include "art/tilelayout.h"
#include "art/tilerender.h"
#include "board/boardexport.h"
#include "board/boardpicture.h"
#include "board/boardpng.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QFile>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// An image with what frames have: a transparent margin, opaque art, half-transparent edges, and
// a height that is no multiple of the encoder's bands.
QImage sampleImage(int width, int height, int seed)
{
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 12; ++i) {
        const int k = (seed * 31 + i * 17) % 97;
        painter.setBrush(QColor::fromHsv((k * 37) % 360, 120 + k % 100, 90 + k % 160, 100 + (k * 7) % 156));
        painter.setPen(QPen(QColor(20, 30, 40, 200), 1.5));
        painter.drawEllipse(QPointF((k * 13) % width, (k * 29) % height), 10.5 + k % 40, 8.25 + k % 30);
    }
    return image;
}

QImage decoded(const QByteArray &png)
{
    return QImage::fromData(png, "PNG").convertToFormat(QImage::Format_ARGB32);
}

QImage throughQt(const QImage &image)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return decoded(buffer.data());
}

// A tile drawn as the art cache drew it before it drew into images on other threads: from the
// SVG onto a pixmap, on this thread.
QImage directTile(const engine::TileType &type, int rotation, int pixels)
{
    QSvgRenderer renderer(art::tileSvg(type));
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    art::paintArt(&painter, renderer, pixels, rotation);
    painter.end();
    return pixmap.toImage();
}

QImage boardImage(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache)
{
    ui::BoardPicture picture(game, info, cache);
    QImage image((picture.sourceRect().size() * 0.4).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    picture.paint(&painter, QRectF(image.rect()));
    return image;
}

} // namespace

class TestDrawingSpeed : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<engine::TileCatalog> m_base;
    document::GameInfo m_info;
    std::unique_ptr<engine::Match> m_record;

    engine::TileCatalog &base() { return *m_base; }
    const engine::TileType &typeOf(engine::TileIndex tile) const { return m_base->tile(tile).type; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_info = test::baseGame(5);
        m_base = std::make_unique<engine::TileCatalog>(m_info.tileSets);
        m_record = std::make_unique<engine::Match>(m_info.setup());
        engine::RandomPlayer player(5);
        engine::playRandomMatch(*m_record, player);
        QVERIFY(m_record->game().isOver());
    }

    // Every base tile, each turn, small and large: drawn on this thread without a disk cache,
    // made ahead on other threads, read back from the disk cache: the direct drawing's pixels.
    void cachedTilesAreTheDirectDrawing()
    {
        const QString disk = m_dir.filePath(u"same"_s);
        std::vector<art::ArtCache::TileRequest> requests;
        for (engine::TileIndex t = 0; t < engine::TileIndex(base().tiles().size()); ++t)
            for (int rotation = 0; rotation < 4; ++rotation)
                for (int size : {40, 97})
                    requests.push_back({t, rotation, size, 1.0});
        {
            art::ArtCache here(96 * 1024, QString());
            art::ArtCache ahead(96 * 1024, disk);
            ahead.prepareTiles(base(), requests);
            for (const art::ArtCache::TileRequest &r : requests) {
                const QImage direct = directTile(typeOf(r.tile), r.rotation, r.logicalSize);

                QVERIFY(here.tilePixmap(base(), r.tile, r.rotation, r.logicalSize, 1).toImage() == direct);
                QVERIFY(ahead.tilePixmap(base(), r.tile, r.rotation, r.logicalSize, 1).toImage() == direct);
            }
            QCOMPARE(ahead.tilesRendered(), int(requests.size())); // each once, none twice
        }                                                          // written to disk when the caches are gone
        art::ArtCache again(96 * 1024, disk);
        for (const art::ArtCache::TileRequest &r : requests)
            QVERIFY(again.tilePixmap(base(), r.tile, r.rotation, r.logicalSize, 1).toImage()
                    == directTile(typeOf(r.tile), r.rotation, r.logicalSize));
        QCOMPARE(again.tilesRendered(), 0);
        QCOMPARE(again.tilesFromDisk(), int(requests.size()));
        // Another device pixel ratio makes a pixmap of its own from the same pixels.
        const QPixmap hiDpi = again.tilePixmap(base(), 2, 1, 20, 2.0);
        QCOMPARE(hiDpi.devicePixelRatio(), 2.0);
        QVERIFY(hiDpi.toImage() == directTile(typeOf(2), 1, 40));
        QCOMPARE(again.tilesRendered(), 0);
    }

    // A damaged file in the disk cache (cut short, a flipped bit, another format, empty) is
    // ignored: the tile is drawn from its SVG, the file written again, and read next time.
    void damagedCacheFileIsRewritten_data()
    {
        QTest::addColumn<int>("damage");
        QTest::newRow("truncated") << 0;
        QTest::newRow("flipped bit") << 1;
        QTest::newRow("other format") << 2;
        QTest::newRow("empty") << 3;
        QTest::newRow("wrong size in header") << 4;
    }
    void damagedCacheFileIsRewritten()
    {
        QFETCH(int, damage);
        const QString disk = m_dir.filePath(u"damaged-%1"_s.arg(damage));
        const QImage direct = directTile(typeOf(7), 3, 64);
        {
            art::ArtCache first(96 * 1024, disk);
            first.tilePixmap(base(), 7, 3, 64, 1);
        }
        const QStringList files = QDir(disk).entryList({u"*-3-64.art"_s},
                                                       QDir::Files); // the picture (beside its type's SVG)
        QCOMPARE(files.size(), 1);
        const QString path = QDir(disk).filePath(files.first());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        switch (damage) {
        case 0:
            bytes.truncate(bytes.size() / 2);
            break;
        case 1:
            bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x10);
            break;
        case 2:
            bytes = ui::encodeBoardPng(direct);
            break;
        case 3:
            bytes.clear();
            break;
        case 4:
            bytes[8] = char(bytes[8] + 1); // a width that does not match the file's size
            break;
        }
        file.resize(0);
        file.seek(0);
        file.write(bytes);
        file.close();
        {
            art::ArtCache second(96 * 1024, disk);
            QVERIFY(second.tilePixmap(base(), 7, 3, 64, 1).toImage() == direct);
            QCOMPARE(second.tilesFromDisk(), 0);
            QCOMPARE(second.tilesRendered(), 1);
        }
        art::ArtCache third(96 * 1024, disk);
        QVERIFY(third.tilePixmap(base(), 7, 3, 64, 1).toImage() == direct);
        QCOMPARE(third.tilesFromDisk(), 1);
        QCOMPARE(third.tilesRendered(), 0);
        // Made ahead, a damaged file is no different.
        QVERIFY(QFile(path).open(QIODevice::WriteOnly | QIODevice::Truncate));
        art::ArtCache fourth(96 * 1024, disk);
        fourth.prepareTiles(base(), {{7, 3, 64, 1.0}});
        QVERIFY(fourth.tilePixmap(base(), 7, 3, 64, 1).toImage() == direct);
        QCOMPARE(fourth.tilesRendered(), 1);
    }

    // Where figures stand, read back from the disk cache: what the layout computes; a damaged
    // file is laid out again.
    void anchorsFromDiskAreTheLayouts()
    {
        const QString disk = m_dir.filePath(u"anchors"_s);
        const auto tile = engine::TileIndex(base().find("city-cap-road-junction"));
        const std::vector<QPointF> computed = art::featureAnchors(typeOf(tile));
        {
            art::ArtCache first(96 * 1024, disk);
            QCOMPARE(first.featureAnchors(base(), tile), computed);
        }
        {
            art::ArtCache second(96 * 1024, disk);
            QCOMPARE(second.featureAnchors(base(), tile), computed);
        }
        const QStringList files = QDir(disk).entryList({u"*-anchors.art"_s}, QDir::Files);
        QCOMPARE(files.size(), 1);
        QFile file(QDir(disk).filePath(files.first()));
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.resize(file.size() - 3);
        file.close();
        art::ArtCache third(96 * 1024, disk);
        QCOMPARE(third.featureAnchors(base(), tile), computed);
    }

    // Tile types laid out ahead (a game just opened): the anchors and pictures they give are
    // the layout's and the direct drawing's, taken by the anchors, by a picture drawn here, or
    // by pictures made ahead.
    void tileTypesLaidOutAhead()
    {
        std::vector<engine::TileIndex> all;
        std::vector<art::ArtCache::TileRequest> requests;
        for (engine::TileIndex t = 0; t < engine::TileIndex(base().tiles().size()); ++t) {
            all.push_back(t);
            requests.push_back({t, 3, 48, 1.0});
        }
        art::ArtCache anchors(96 * 1024, QString());
        anchors.prepareTileTypes(base(), all);
        art::ArtCache here(96 * 1024, QString());
        here.prepareTileTypes(base(), all);
        art::ArtCache ahead(96 * 1024, QString());
        ahead.prepareTileTypes(base(), all);
        ahead.prepareTiles(base(), requests);
        for (engine::TileIndex t : all) {
            QCOMPARE(anchors.featureAnchors(base(), t), art::featureAnchors(typeOf(t)));
            const QImage direct = directTile(typeOf(t), 3, 48);
            QVERIFY(here.tilePixmap(base(), t, 3, 48, 1).toImage() == direct);
            QVERIFY(ahead.tilePixmap(base(), t, 3, 48, 1).toImage() == direct);
            QCOMPARE(ahead.featureAnchors(base(), t), art::featureAnchors(typeOf(t)));
        }
    }

    // A disk cache that cannot be written (its folder is a file) only costs renders.
    void unwritableDiskCache()
    {
        const QString blocked = m_dir.filePath(u"blocked"_s);
        QFile block(blocked);
        QVERIFY(block.open(QIODevice::WriteOnly));
        block.close();
        {
            art::ArtCache cache(96 * 1024, blocked + u"/art"_s);
            QVERIFY(cache.tilePixmap(base(), 4, 0, 40, 1).toImage() == directTile(typeOf(4), 0, 40));
        }
        art::ArtCache again(96 * 1024, blocked + u"/art"_s);
        again.tilePixmap(base(), 4, 0, 40, 1);
        QCOMPARE(again.tilesRendered(), 1);
    }

    // The disk cache stays bounded: past its limit the oldest files go, down to half of it.
    void diskCacheIsTrimmed()
    {
        const QString disk = m_dir.filePath(u"trim"_s);
        const art::ArtDiskCache store(disk);
        const QImage image = directTile(typeOf(0), 0, 32); // 4 KiB of pixels
        for (int i = 0; i < 10; ++i)
            QVERIFY(store.save("k" + QByteArray::number(i), image));
        const qint64 one = QFileInfo(store.pathOf("k0")).size();
        store.trim(one * 10);
        QCOMPARE(QDir(disk).entryList(QDir::Files).size(), 10);
        store.trim(one * 8);
        QCOMPARE(QDir(disk).entryList(QDir::Files).size(), 4);
        QVERIFY(store.load("k9") == image);
    }

    // A whole board: its tiles made ahead at the first paint (on all cores), drawn with each
    // tile made one by one beforehand, and drawn with the disk cache's pictures: one image.
    void boardDrawnAheadIsTheBoardDrawnOneByOne()
    {
        const engine::Game &game = m_record->game();
        art::ArtCache ahead(96 * 1024, QString());
        const QImage first = boardImage(game, m_info, &ahead);
        QVERIFY(ahead.tilesRendered() > 0);
        art::ArtCache oneByOne(96 * 1024, QString());
        // Every tile's pixmap asked for in turn (the board is drawn at 40 px a tile).
        for (const auto &placed : game.board().placed())
            oneByOne.tilePixmap(base(), placed.tile, placed.rotation, 40, 1);
        const int rendered = oneByOne.tilesRendered();
        QVERIFY(boardImage(game, m_info, &oneByOne) == first);
        QCOMPARE(oneByOne.tilesRendered(), rendered); // all were there
        const QString disk = m_dir.filePath(u"board"_s);
        {
            art::ArtCache writing(96 * 1024, disk);
            QVERIFY(boardImage(game, m_info, &writing) == first);
        }
        art::ArtCache reading(96 * 1024, disk);
        QVERIFY(boardImage(game, m_info, &reading) == first);
        QCOMPARE(reading.tilesRendered(), 0);
    }

    void pngKeepsEveryPixel()
    {
        const QImage image = sampleImage(333, 101, 1);
        const QImage back = decoded(ui::encodeBoardPng(image));
        QCOMPARE(back.size(), image.size());
        QVERIFY(back == image);
        QVERIFY(back == throughQt(image)); // what Qt's own writer kept
        QCOMPARE(QImage::fromData(ui::encodeBoardPng(image)).dotsPerMeterX(), image.dotsPerMeterX());
    }

    // Premultiplied pixels (what painting on a pixmap gives) come out as Qt's writer writes them.
    void pngOfPremultipliedPixels()
    {
        const QImage image = sampleImage(120, 70, 2).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QVERIFY(decoded(ui::encodeBoardPng(image)) == throughQt(image));
    }

    // An encoder going through a series of images, each a little changed, writes each as a
    // fresh encoder would, byte for byte: reused bands are the bands of the image given.
    void pngBandsFollowChanges()
    {
        ui::BandedPngEncoder encoder;
        QImage image = sampleImage(200, 5 * ui::BandedPngEncoder::kBandRows + 7, 3);
        for (int step = 0; step < 6; ++step) {
            if (step > 0) {
                QPainter painter(&image);
                painter.setPen(Qt::NoPen);
                painter.setBrush(QColor(200, 40 * step, 10, 255 - 30 * step));
                // A change in one band, across two, on the last (short) band, one pixel, none.
                const QRect changes[] = {
                    {10, 40, 30, 10}, {50, 60, 40, 20}, {0, image.height() - 3, 200, 3}, {199, 0, 1, 1}, {}};
                painter.drawRect(changes[step - 1]);
            }
            const QByteArray png = encoder.encode(image);
            QVERIFY2(decoded(png) == image, qPrintable(u"step %1"_s.arg(step)));
            QCOMPARE(png, ui::encodeBoardPng(image));
        }
        // Another size starts over.
        const QImage other = sampleImage(90, 33, 4);
        QVERIFY(decoded(encoder.encode(other)) == other);
    }
};

QTEST_MAIN(TestDrawingSpeed)
#include "tst_drawingspeed.moc"
