#pragma once
// PNG encoding of the board's pictures and of the frames of a whole game. A frame differs from
// the one before in a few tiles, yet a PNG writer compresses all its pixels again: that was
// nine tenths of the time of Export Frames (perf: libpng choosing row filters, then zlib). This
// encoder cuts the image into bands of rows, each filtered and compressed on its own (its own
// IDAT chunk, its deflate blocks ending on a byte with a full flush, so bands can be put side
// by side), and keeps them: the next image compresses again only the bands whose pixels
// changed, several at once on other threads. The files are ordinary PNGs (8-bit RGBA) with
// the same pixels; their bytes differ from Qt's writer's.

#include <QByteArray>
#include <QImage>

#include <vector>

namespace tessera::ui {

class BandedPngEncoder {
public:
    // The PNG of `image` (straight alpha: ARGB32 passes as it is, other formats are converted).
    // Bands equal to the last image's are reused; empty when zlib fails (out of memory).
    QByteArray encode(const QImage &image);

    static constexpr int kBandRows = 32;

private:
    struct Band {
        QByteArray chunk;  // the whole IDAT chunk: length, type, compressed rows, CRC
        quint32 adler = 1; // Adler-32 of the band's filtered rows, for the stream's checksum
        qint64 length = 0; // bytes of filtered rows
    };
    static bool compressBand(const QImage &image, int firstRow, Band *band);

    QImage m_last; // the image encoded last, to see which bands changed
    std::vector<Band> m_bands;
};

// One picture as PNG, every band compressed.
QByteArray encodeBoardPng(const QImage &image);

} // namespace tessera::ui
