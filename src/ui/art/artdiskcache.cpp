#include "artdiskcache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtEndian>

#include <cstring>

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace tessera::art {

namespace {

// A file: this magic (naming the format and its version), the payload, then the CRC-32 of both
// (little-endian). The check finds a torn or damaged file; nobody gains by forging one, and a
// SHA-1 took half of the time of reading a picture at a game's first frame.
// An image's payload: width and height (little-endian 32 bits), then the pixels (premultiplied
// ARGB, 4 bytes each, in this machine's order). Points: their count (32 bits), then x and y of
// each as doubles in this machine's order.
constexpr char kMagic[8] = {'T', 'S', 'R', 'A', 'R', 'T', '0', '3'};
constexpr qsizetype kMagicBytes = 8;
constexpr qsizetype kHashBytes = 4;
constexpr int kMaxSide = 4096;                 // larger is no tile picture: a damaged header
constexpr quint32 kMaxPoints = 4096;           // more anchors than any tile has features
constexpr qint64 kMaxBytes = 16 * 1024 * 1024; // an SVG larger than any tile's

QByteArray checksum(QByteArrayView data)
{
    const auto crc = quint32(crc32_z(0, reinterpret_cast<const Bytef *>(data.data()), std::size_t(data.size())));
    QByteArray bytes(kHashBytes, Qt::Uninitialized);
    qToLittleEndian(crc, bytes.data());
    return bytes;
}

} // namespace

ArtDiskCache::ArtDiskCache(QString dir) : m_dir(std::move(dir)) {}

QString ArtDiskCache::defaultDir()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    return base.isEmpty() ? QString() : QDir(base).filePath(u"tile-art"_s);
}

QString ArtDiskCache::pathOf(const QByteArray &key) const
{
    return QDir(m_dir).filePath(QString::fromLatin1(key) + u".art"_s);
}

QByteArray ArtDiskCache::loadPayload(const QByteArray &key, qint64 maxBytes) const
{
    QFile file(pathOf(key));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const qint64 size = file.size();
    QByteArray data;
    if (size >= kMagicBytes + kHashBytes && size <= maxBytes + kMagicBytes + kHashBytes)
        data = file.readAll();
    const qsizetype payload = data.size() - kMagicBytes - kHashBytes;
    if (data.size() != size || payload < 0 || !data.startsWith(QByteArrayView(kMagic, kMagicBytes))
        || checksum(QByteArrayView(data.constData(), kMagicBytes + payload))
            != QByteArrayView(data.constData() + kMagicBytes + payload, kHashBytes)) {
        file.close();
        file.remove(); // damaged: written again after the next render
        return {};
    }
    return data.mid(kMagicBytes, payload);
}

bool ArtDiskCache::savePayload(const QByteArray &key, const QByteArray &payload) const
{
    if (m_dir.isEmpty() || !QDir().mkpath(m_dir))
        return false;
    QByteArray data = QByteArray(kMagic, kMagicBytes) + payload;
    data.append(checksum(data));
    QSaveFile file(pathOf(key));
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit();
}

QImage ArtDiskCache::load(const QByteArray &key) const
{
    const QByteArray payload = loadPayload(key, 8 + qint64(kMaxSide) * kMaxSide * 4);
    if (payload.size() < 8)
        return {};
    const quint32 width = qFromLittleEndian<quint32>(payload.constData());
    const quint32 height = qFromLittleEndian<quint32>(payload.constData() + 4);
    if (width == 0 || height == 0 || width > kMaxSide || height > kMaxSide
        || payload.size() != 8 + qsizetype(width) * height * 4) {
        QFile::remove(pathOf(key)); // a checksum that fits a wrong header: another writer's bug
        return {};
    }
    QImage image(int(width), int(height), QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < int(height); ++y)
        std::memcpy(image.scanLine(y), payload.constData() + 8 + qsizetype(y) * width * 4, std::size_t(width) * 4);
    return image;
}

bool ArtDiskCache::save(const QByteArray &key, const QImage &source) const
{
    if (source.isNull())
        return false;
    const QImage image = source.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QByteArray payload(8, Qt::Uninitialized);
    qToLittleEndian(quint32(image.width()), payload.data());
    qToLittleEndian(quint32(image.height()), payload.data() + 4);
    payload.reserve(8 + qsizetype(image.width()) * image.height() * 4);
    for (int y = 0; y < image.height(); ++y)
        payload.append(reinterpret_cast<const char *>(image.constScanLine(y)), qsizetype(image.width()) * 4);
    return savePayload(key, payload);
}

std::optional<std::vector<QPointF>> ArtDiskCache::loadPoints(const QByteArray &key) const
{
    const QByteArray payload = loadPayload(key, 4 + qint64(kMaxPoints) * 2 * sizeof(double));
    if (payload.size() < 4)
        return std::nullopt;
    const quint32 count = qFromLittleEndian<quint32>(payload.constData());
    if (count > kMaxPoints || payload.size() != 4 + qsizetype(count) * 2 * qsizetype(sizeof(double))) {
        QFile::remove(pathOf(key));
        return std::nullopt;
    }
    std::vector<QPointF> points(count);
    for (quint32 i = 0; i < count; ++i) {
        double xy[2];
        std::memcpy(xy, payload.constData() + 4 + qsizetype(i) * 2 * qsizetype(sizeof(double)), sizeof xy);
        points[i] = QPointF(xy[0], xy[1]);
    }
    return points;
}

bool ArtDiskCache::savePoints(const QByteArray &key, const std::vector<QPointF> &points) const
{
    QByteArray payload(4, Qt::Uninitialized);
    qToLittleEndian(quint32(points.size()), payload.data());
    for (const QPointF &p : points) {
        const double xy[2] = {p.x(), p.y()};
        payload.append(reinterpret_cast<const char *>(xy), sizeof xy);
    }
    return savePayload(key, payload);
}

QByteArray ArtDiskCache::loadBytes(const QByteArray &key) const
{
    return loadPayload(key, kMaxBytes);
}

bool ArtDiskCache::saveBytes(const QByteArray &key, const QByteArray &bytes) const
{
    return bytes.size() <= kMaxBytes && savePayload(key, bytes);
}

bool ArtDiskCache::has(const QByteArray &key) const
{
    return QFileInfo::exists(pathOf(key));
}

void ArtDiskCache::trim(qint64 maxBytes) const
{
    QFileInfoList files = QDir(m_dir).entryInfoList({u"*.art"_s}, QDir::Files, QDir::Time | QDir::Reversed);
    qint64 total = 0;
    for (const QFileInfo &f : std::as_const(files))
        total += f.size();
    if (total <= maxBytes)
        return;
    for (const QFileInfo &f : std::as_const(files)) { // oldest first
        if (total <= maxBytes / 2)
            break;
        if (QFile::remove(f.filePath()))
            total -= f.size();
    }
}

} // namespace tessera::art
