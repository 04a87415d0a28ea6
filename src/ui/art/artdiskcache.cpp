#include "artdiskcache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtEndian>

#include <cstring>

using namespace Qt::StringLiterals;

namespace tessera::art {

namespace {

// A file: this magic (naming the format and its version), width and height (little-endian
// 32 bits), the pixels (premultiplied ARGB, 4 bytes each, in this machine's order), then the
// SHA-1 of all that.
constexpr char kMagic[8] = {'T', 'S', 'R', 'A', 'R', 'T', '0', '1'};
constexpr qsizetype kHeaderBytes = 16;
constexpr qsizetype kHashBytes = 20;
constexpr int kMaxSide = 4096; // larger is no tile picture: a damaged header

QByteArray checksum(QByteArrayView data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha1);
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

QImage ArtDiskCache::load(const QByteArray &key) const
{
    QFile file(pathOf(key));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const qint64 size = file.size();
    const QByteArray header = file.read(kHeaderBytes);
    const auto damaged = [&file] {
        file.close();
        file.remove(); // written again after the next render
        return QImage();
    };
    if (header.size() != kHeaderBytes || !header.startsWith(QByteArrayView(kMagic, 8)))
        return damaged();
    const quint32 width = qFromLittleEndian<quint32>(header.constData() + 8);
    const quint32 height = qFromLittleEndian<quint32>(header.constData() + 12);
    if (width == 0 || height == 0 || width > kMaxSide || height > kMaxSide
        || size != kHeaderBytes + qint64(width) * height * 4 + kHashBytes)
        return damaged();
    const QByteArray rest = file.readAll();
    if (rest.size() != size - kHeaderBytes)
        return damaged();
    const qsizetype pixelBytes = rest.size() - kHashBytes;
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(header);
    hash.addData(QByteArrayView(rest.constData(), pixelBytes));
    if (hash.result() != QByteArrayView(rest.constData() + pixelBytes, kHashBytes))
        return damaged();
    QImage image(int(width), int(height), QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < int(height); ++y)
        std::memcpy(image.scanLine(y), rest.constData() + qsizetype(y) * width * 4, std::size_t(width) * 4);
    return image;
}

bool ArtDiskCache::save(const QByteArray &key, const QImage &source) const
{
    if (m_dir.isEmpty() || source.isNull() || !QDir().mkpath(m_dir))
        return false;
    const QImage image = source.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QByteArray data(kHeaderBytes, Qt::Uninitialized);
    std::memcpy(data.data(), kMagic, 8);
    qToLittleEndian(quint32(image.width()), data.data() + 8);
    qToLittleEndian(quint32(image.height()), data.data() + 12);
    data.reserve(kHeaderBytes + qsizetype(image.width()) * image.height() * 4 + kHashBytes);
    for (int y = 0; y < image.height(); ++y)
        data.append(reinterpret_cast<const char *>(image.constScanLine(y)), qsizetype(image.width()) * 4);
    data.append(checksum(data));
    QSaveFile file(pathOf(key));
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit();
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
