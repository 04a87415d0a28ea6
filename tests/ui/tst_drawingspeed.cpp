// What makes the board's drawing fast must not change what is seen: the banded PNG encoder
// writes the pixels it is given (after any run of changes), the tile art made ahead, on other
// threads or read back from the disk cache is the art drawn directly, a damaged cache file is
// ignored and written again, and frames of a game exported in parallel are those drawn one by
// one.

#include "art/artcache.h"
#include "board/boardexport.h"
#include "board/boardpicture.h"
#include "board/boardpng.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QPainter>
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

} // namespace

class TestDrawingSpeed : public QObject {
    Q_OBJECT

private slots:
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
