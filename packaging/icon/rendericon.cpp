// rendericon SVG NAME OUTDIR: renders the app icon from its one SVG source into what the
// platforms want, so that no rendered copy is ever committed or out of date:
//   OUTDIR/hicolor/<n>x<n>/apps/NAME.png  the freedesktop icon theme sizes (Linux packages)
//   OUTDIR/NAME.ico                        Windows (PNG-compressed entries, Vista and later)
//   OUTDIR/NAME.icns                       macOS (PNG entries, 10.7 and later)

#include <QBuffer>
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QtEndian>

#include <array>
#include <cstdio>
#include <utility>

namespace {

QByteArray renderPng(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

template<typename T>
void append(QByteArray &out, T value)
{
    std::array<char, sizeof(T)> bytes{};
    qToUnaligned(value, bytes.data());
    out.append(bytes.data(), bytes.size());
}

// ICONDIR, one ICONDIRENTRY per image, then the PNG data (little-endian throughout).
QByteArray icoFile(const QList<std::pair<int, QByteArray>> &pngs)
{
    QByteArray out;
    append(out, qToLittleEndian<quint16>(0));
    append(out, qToLittleEndian<quint16>(1));
    append(out, qToLittleEndian<quint16>(quint16(pngs.size())));
    quint32 offset = 6 + 16 * quint32(pngs.size());
    for (const auto &[size, png] : pngs) {
        out.append(char(size >= 256 ? 0 : size)); // 0 means 256
        out.append(char(size >= 256 ? 0 : size));
        out.append(char(0)).append(char(0));
        append(out, qToLittleEndian<quint16>(1));
        append(out, qToLittleEndian<quint16>(32));
        append(out, qToLittleEndian<quint32>(quint32(png.size())));
        append(out, qToLittleEndian<quint32>(offset));
        offset += quint32(png.size());
    }
    for (const auto &entry : pngs)
        out.append(entry.second);
    return out;
}

// 'icns' and the file length, then per image its OSType, its length with header and the PNG
// (big-endian lengths).
QByteArray icnsFile(const QList<std::pair<QByteArray, QByteArray>> &pngs)
{
    QByteArray body;
    for (const auto &[type, png] : pngs) {
        body.append(type);
        append(body, qToBigEndian<quint32>(quint32(8 + png.size())));
        body.append(png);
    }
    QByteArray out("icns");
    append(out, qToBigEndian<quint32>(quint32(8 + body.size())));
    return out + body;
}

bool write(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.flush()) {
        std::fprintf(stderr, "rendericon: cannot write %s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: rendericon SVG NAME OUTDIR\n");
        return 2;
    }
    const QString source = QString::fromLocal8Bit(argv[1]);
    const QString name = QString::fromLocal8Bit(argv[2]);
    const QDir out(QString::fromLocal8Bit(argv[3]));
    QSvgRenderer svg(source);
    if (!svg.isValid()) {
        std::fprintf(stderr, "rendericon: %s: not a valid SVG file\n", qPrintable(source));
        return 1;
    }
    QList<std::pair<int, QByteArray>> ico;
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        const QByteArray png = renderPng(svg, size);
        const QString theme = QStringLiteral("hicolor/%1x%1/apps/%2.png").arg(size).arg(name);
        if (!write(out.filePath(theme), png))
            return 1;
        if (size <= 256)
            ico.append({size, png});
    }
    const QList<std::pair<QByteArray, QByteArray>> icns{
        {"icp4", renderPng(svg, 16)},  {"icp5", renderPng(svg, 32)},  {"icp6", renderPng(svg, 64)},
        {"ic07", renderPng(svg, 128)}, {"ic08", renderPng(svg, 256)}, {"ic09", renderPng(svg, 512)},
        {"ic10", renderPng(svg, 1024)},
    };
    if (!write(out.filePath(name + QStringLiteral(".ico")), icoFile(ico))
        || !write(out.filePath(name + QStringLiteral(".icns")), icnsFile(icns)))
        return 1;
    return 0;
}
