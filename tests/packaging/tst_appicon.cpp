// The application icon: the compiled-in one draws, and the rendered PNG sizes, .ico and .icns
// are well-formed files whose every image has the size it claims.

#include "appicon.h"

#include <QBuffer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

const QString kIconDir = QStringLiteral(TESSERA_ICON_DIR);
const QString kAppId = QStringLiteral(TESSERA_APP_ID);

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Opaque pixels of an image: an icon that draws nothing (a missing resource, a renderer that
// ignores the drawing) has none.
int opaquePixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 200;
    return count;
}

} // namespace

class TestAppIcon : public QObject {
    Q_OBJECT

private slots:
    void compiledInIconDraws()
    {
        const QIcon icon = tessera::appIcon();
        QVERIFY(!icon.isNull());
        const QImage image = icon.pixmap(64, 64).toImage();
        QCOMPARE(image.size(), QSize(64, 64));
        // The four tiles cover most of the square; the corners stay transparent.
        QVERIFY2(opaquePixels(image) > 64 * 64 / 2, qPrintable(QString::number(opaquePixels(image))));
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    }

    void themeSizes_data()
    {
        QTest::addColumn<int>("size");
        for (const int size : {16, 24, 32, 48, 64, 128, 256, 512})
            QTest::addRow("%d", size) << size;
    }
    void themeSizes()
    {
        QFETCH(int, size);
        const QImage image(u"%1/hicolor/%2x%2/apps/%3.png"_s.arg(kIconDir).arg(size).arg(kAppId));
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.hasAlphaChannel());
        QVERIFY(opaquePixels(image) > size * size / 2);
    }

    void icoEntriesAreTheirSizes()
    {
        const QByteArray ico = readAll(u"%1/%2.ico"_s.arg(kIconDir, kAppId));
        QVERIFY(ico.size() > 6);
        const auto *data = reinterpret_cast<const uchar *>(ico.constData());
        QCOMPARE(qFromLittleEndian<quint16>(data + 2), quint16(1)); // an icon, not a cursor
        const int count = qFromLittleEndian<quint16>(data + 4);
        QCOMPARE(count, 7); // 16 to 256 pixels
        QVERIFY(ico.size() >= 6 + 16 * count);
        for (int i = 0; i < count; ++i) {
            const uchar *entry = data + 6 + 16 * i;
            const int size = entry[0] == 0 ? 256 : entry[0];
            const quint32 length = qFromLittleEndian<quint32>(entry + 8);
            const quint32 offset = qFromLittleEndian<quint32>(entry + 12);
            QVERIFY(offset + length <= quint32(ico.size()));
            const QImage image = QImage::fromData(ico.mid(offset, length), "PNG");
            QCOMPARE(image.size(), QSize(size, size));
        }
    }

    void icnsEntriesAreTheirSizes()
    {
        const QByteArray icns = readAll(u"%1/%2.icns"_s.arg(kIconDir, kAppId));
        QVERIFY(icns.startsWith("icns"));
        const auto *data = reinterpret_cast<const uchar *>(icns.constData());
        QCOMPARE(qFromBigEndian<quint32>(data + 4), quint32(icns.size()));
        const QHash<QByteArray, int> sizes{{"icp4", 16},  {"icp5", 32},  {"icp6", 64},  {"ic07", 128},
                                           {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}};
        QSet<QByteArray> seen;
        qsizetype at = 8;
        while (at < icns.size()) {
            QVERIFY(at + 8 <= icns.size());
            const QByteArray type = icns.mid(at, 4);
            const quint32 length = qFromBigEndian<quint32>(data + at + 4);
            QVERIFY2(sizes.contains(type), type.constData());
            QVERIFY(length > 8 && at + qsizetype(length) <= icns.size());
            const QImage image = QImage::fromData(icns.mid(at + 8, length - 8), "PNG");
            QCOMPARE(image.size(), QSize(sizes.value(type), sizes.value(type)));
            seen.insert(type);
            at += qsizetype(length);
        }
        QCOMPARE(seen.size(), sizes.size());
    }
};

QTEST_MAIN(TestAppIcon)
#include "tst_appicon.moc"
