#pragma once
// Rendered tile pictures (and where figures stand on each tile type) kept on disk between runs (in the user's cache folder), so that a
// game opened again, or another game with the same tiles, draws its board without rendering
// any SVG. One file per picture, named by its key; each file carries a checksum, and a file
// that is damaged, truncated or of another format is ignored, removed and written again.
// Safe to use from several threads and processes: files are written whole under a temporary
// name and then renamed.

#include <QByteArray>
#include <QImage>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace tessera::art {

class ArtDiskCache {
public:
    // Files in `dir` (created when the first one is written).
    explicit ArtDiskCache(QString dir);
    // Tessera's folder in the user's cache location (QStandardPaths::CacheLocation); empty when
    // the system has none.
    static QString defaultDir();

    QString dir() const { return m_dir; }
    QString pathOf(const QByteArray &key) const;

    // The picture stored under `key`; a null image when there is none or the file is damaged.
    QImage load(const QByteArray &key) const;
    // Stores the picture (premultiplied ARGB); false when it could not be written, which only
    // costs a render next time.
    bool save(const QByteArray &key, const QImage &image) const;
    // Where figures stand on a tile type (its feature anchors), kept the same way.
    std::optional<std::vector<QPointF>> loadPoints(const QByteArray &key) const;
    bool savePoints(const QByteArray &key, const std::vector<QPointF> &points) const;
    // Any bytes (a tile type's SVG), kept the same way; empty when there are none.
    QByteArray loadBytes(const QByteArray &key) const;
    bool saveBytes(const QByteArray &key, const QByteArray &bytes) const;
    // Whether a file is kept under `key` (not read: it may still turn out damaged).
    bool has(const QByteArray &key) const;
    // Removes the oldest files while the folder holds more than `maxBytes`, down to half of it.
    void trim(qint64 maxBytes) const;

    static constexpr qint64 kDefaultMaxBytes = 64LL * 1024 * 1024;

private:
    // A file's payload, checked; empty when there is none or it is damaged (then removed).
    QByteArray loadPayload(const QByteArray &key, qint64 maxBytes) const;
    bool savePayload(const QByteArray &key, const QByteArray &payload) const;

    QString m_dir;
};

} // namespace tessera::art
