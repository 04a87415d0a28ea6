#include "boardpng.h"

#include <QThread>
#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <future>

namespace tessera::ui {

namespace {

void appendBigEndian(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

// A chunk: its length, its type and data, and the CRC-32 of type and data.
QByteArray chunk(const char type[4], const QByteArray &data)
{
    QByteArray out;
    out.reserve(data.size() + 12);
    appendBigEndian(out, quint32(data.size()));
    out.append(type, 4);
    out.append(data);
    uLong crc = crc32(0, reinterpret_cast<const Bytef *>(type), 4);
    crc = crc32(crc, reinterpret_cast<const Bytef *>(data.constData()), uInt(data.size()));
    appendBigEndian(out, quint32(crc));
    return out;
}

// One row for PNG: the filter type byte (1, Sub: each byte less the same byte of the pixel
// before, which turns even areas into zeros at next to no cost), then R G B A.
void filterRow(const QRgb *pixels, int width, uchar *out)
{
    *out++ = 1;
    uchar before[4] = {0, 0, 0, 0};
    for (int x = 0; x < width; ++x) {
        const QRgb p = pixels[x];
        const uchar rgba[4] = {uchar(qRed(p)), uchar(qGreen(p)), uchar(qBlue(p)), uchar(qAlpha(p))};
        for (int i = 0; i < 4; ++i) {
            out[i] = uchar(rgba[i] - before[i]);
            before[i] = rgba[i];
        }
        out += 4;
    }
}

bool sameRows(const QImage &a, const QImage &b, int first, int count)
{
    const qsizetype bytes = qsizetype(a.width()) * 4;
    for (int y = first; y < first + count; ++y)
        if (std::memcmp(a.constScanLine(y), b.constScanLine(y), std::size_t(bytes)) != 0)
            return false;
    return true;
}

} // namespace

bool BandedPngEncoder::compressBand(const QImage &image, int firstRow, Band *band)
{
    const int rows = std::min(kBandRows, image.height() - firstRow);
    const qsizetype rowBytes = 1 + qsizetype(image.width()) * 4;
    QByteArray raw(rowBytes * rows, Qt::Uninitialized);
    for (int y = 0; y < rows; ++y)
        filterRow(reinterpret_cast<const QRgb *>(image.constScanLine(firstRow + y)), image.width(),
                  reinterpret_cast<uchar *>(raw.data()) + y * rowBytes);
    // Raw deflate (no header: the stream's header is a chunk of its own), zlib's fastest level.
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return false;
    QByteArray packed(qsizetype(deflateBound(&z, uLong(raw.size()))) + 16, Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(raw.data());
    z.avail_in = uInt(raw.size());
    z.next_out = reinterpret_cast<Bytef *>(packed.data());
    z.avail_out = uInt(packed.size());
    // A full flush ends the band on a byte boundary with no reference to what came before.
    const int result = deflate(&z, Z_FULL_FLUSH);
    const bool ok = result == Z_OK && z.avail_in == 0 && z.avail_out > 0;
    packed.truncate(packed.size() - qsizetype(z.avail_out));
    deflateEnd(&z);
    if (!ok)
        return false;
    band->chunk = chunk("IDAT", packed);
    band->adler = quint32(adler32(1, reinterpret_cast<const Bytef *>(raw.constData()), uInt(raw.size())));
    band->length = raw.size();
    return true;
}

QByteArray BandedPngEncoder::encode(const QImage &source)
{
    const QImage image = source.convertToFormat(QImage::Format_ARGB32);
    if (image.isNull())
        return {};
    const int bandCount = (image.height() + kBandRows - 1) / kBandRows;
    const bool sameSize = m_last.size() == image.size() && int(m_bands.size()) == bandCount;
    if (!sameSize)
        m_bands.assign(std::size_t(bandCount), Band{});
    std::vector<int> changed;
    for (int b = 0; b < bandCount; ++b) {
        const int first = b * kBandRows;
        if (!sameSize || m_bands[std::size_t(b)].chunk.isEmpty()
            || !sameRows(image, m_last, first, std::min(kBandRows, image.height() - first)))
            changed.push_back(b);
    }
    // The changed bands, compressed by as many threads as there are cores (this one included).
    const int workers = std::max(1, std::min(int(changed.size()), QThread::idealThreadCount()));
    const auto compressShare = [&](int worker) {
        bool ok = true;
        for (std::size_t i = std::size_t(worker); i < changed.size(); i += std::size_t(workers))
            ok = compressBand(image, changed[i] * kBandRows, &m_bands[std::size_t(changed[i])]) && ok;
        return ok;
    };
    std::vector<std::future<bool>> others;
    for (int w = 1; w < workers; ++w)
        others.push_back(std::async(std::launch::async, compressShare, w));
    bool ok = compressShare(0);
    for (std::future<bool> &f : others)
        ok = f.get() && ok;
    if (!ok) {
        m_last = QImage();
        m_bands.clear();
        return {};
    }
    m_last = image;

    QByteArray header;
    appendBigEndian(header, quint32(image.width()));
    appendBigEndian(header, quint32(image.height()));
    header.append(char(8));    // bits a sample
    header.append(char(6));    // RGBA
    header.append(3, char(0)); // deflate, adaptive filtering, no interlace
    QByteArray out("\x89PNG\r\n\x1a\n", 8);
    out.append(chunk("IHDR", header));
    if (image.dotsPerMeterX() > 0 && image.dotsPerMeterY() > 0) {
        QByteArray physical;
        appendBigEndian(physical, quint32(image.dotsPerMeterX()));
        appendBigEndian(physical, quint32(image.dotsPerMeterY()));
        physical.append(char(1)); // per metre
        out.append(chunk("pHYs", physical));
    }
    out.append(chunk("IDAT", QByteArray("\x78\x01", 2))); // the zlib header: deflate, 32 KiB window
    uLong adler = 1;
    for (const Band &band : m_bands) {
        out.append(band.chunk);
        adler = adler32_combine(adler, band.adler, z_off_t(band.length));
    }
    // The last deflate block (final, fixed codes, empty), then the checksum of all rows.
    QByteArray end("\x03\x00", 2);
    appendBigEndian(end, quint32(adler));
    out.append(chunk("IDAT", end));
    out.append(chunk("IEND", {}));
    return out;
}

QByteArray encodeBoardPng(const QImage &image)
{
    return BandedPngEncoder().encode(image);
}

} // namespace tessera::ui
