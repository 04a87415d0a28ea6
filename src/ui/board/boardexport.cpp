#include "boardexport.h"

#include "boardpicture.h"
#include "boardpng.h"
#include "document/gamelog.h"
#include "document/safefile.h"

#include <QBuffer>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QThread>

#include <algorithm>
#include <deque>
#include <future>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

// Gives the free functions below a translation context of their own.
struct BoardExport {
    Q_DECLARE_TR_FUNCTIONS(BoardExport)
};

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

// PNG: a tile of 128 pixels keeps the art crisp, within a size any viewer opens. PNG keeps
// straight (not premultiplied) alpha: an image drawn in that format is written without a
// conversion of every pixel, which took a fifth of the time of writing a frame.
QImage blankImage(const QRectF &source)
{
    const qreal scale = std::min(1.28, 16000.0 / std::max(source.width(), source.height()));
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    return image;
}

void setHints(QPainter &painter)
{
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
}

QByteArray encodeImage(const QImage &image, QString *error)
{
    QByteArray png = encodeBoardPng(image);
    if (png.isEmpty())
        setError(error, BoardExport::tr("The image could not be encoded."));
    return png;
}

QByteArray encodePng(BoardPicture &picture, QString *error)
{
    QImage image = blankImage(picture.sourceRect());
    QPainter painter(&image);
    setHints(painter);
    picture.paint(&painter, QRectF(image.rect()));
    painter.end();
    return encodeImage(image, error);
}

QByteArray encodeSvg(BoardPicture &picture)
{
    const QRectF source = picture.sourceRect();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(source.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
    svg.setTitle(BoardExport::tr("Tessera board"));
    QPainter painter(&svg);
    picture.paint(&painter, QRectF(QPointF(0, 0), source.size()));
    painter.end();
    return buffer.data();
}

} // namespace

bool writeBoardPicture(BoardPicture &picture, const QString &path, QString *error)
{
    if (picture.sourceRect().isEmpty()) {
        setError(error, BoardExport::tr("The board is empty."));
        return false;
    }
    // Drawn into memory first, then written atomically.
    if (path.endsWith(u".svg"_s, Qt::CaseInsensitive))
        return document::writeFileAtomically(path, encodeSvg(picture), error);
    const QByteArray png = encodePng(picture, error);
    return !png.isEmpty() && document::writeFileAtomically(path, png, error);
}

bool writeBoardPicture(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache, const QString &path,
                       QString *error)
{
    BoardPicture picture(game, info, cache);
    return writeBoardPicture(picture, path, error);
}

QString frameFileName(int index, int turns)
{
    const int digits = std::max(3, int(QString::number(std::max(0, turns)).size()));
    return u"frame-%1.png"_s.arg(index, digits, 10, QLatin1Char('0'));
}

namespace {

// A frame being encoded and written on another thread: once done, why it could not be
// written (empty when it was).
struct PendingFrame {
    QString path;
    std::future<QString> error;
};

} // namespace

int writeBoardFrames(const document::GameInfo &info, const engine::Match &match, art::ArtCache *cache, const QString &dir,
                     QString *error, const std::function<bool(int, int)> &progress, bool *cancelled)
{
    if (cancelled)
        *cancelled = false;
    if (!QDir().mkpath(dir)) {
        setError(error, BoardExport::tr("The folder “%1” could not be created.").arg(QDir::toNativeSeparators(dir)));
        return -1;
    }
    const int turns = int(match.turns().size());
    // One pass through the game: each recorded turn applied to the position before it, one
    // picture following it on one image, where each frame paints again only where tiles and
    // figures came or went, and one encoder compressing again only the bands of rows that
    // changed. Frames are written to disk on other threads meanwhile.
    engine::Match position(match.setup());
    BoardPicture picture(position.game(), info, cache);
    picture.setSourceRect(BoardPicture(match.game(), info, cache).sourceRect());
    QImage canvas = blankImage(picture.sourceRect());
    BandedPngEncoder encoder;
    const int parallel = std::max(1, QThread::idealThreadCount());
    std::deque<PendingFrame> pending;
    QStringList written; // frames complete on disk, removed again when the film stops short
    QString failure;
    // Waits for the oldest frame in writing; false (and the reason kept) when it failed.
    const auto finishOldest = [&] {
        const QString reason = pending.front().error.get();
        if (reason.isEmpty())
            written << pending.front().path;
        pending.pop_front();
        if (!reason.isEmpty() && failure.isEmpty())
            failure = reason;
        return failure.isEmpty();
    };
    const auto stop = [&](const QString &reason) {
        while (!pending.empty())
            finishOldest();
        for (const QString &frame : std::as_const(written))
            QFile::remove(frame);
        setError(error, failure.isEmpty() ? reason : failure);
        return -1;
    };
    for (int k = 0; k <= turns; ++k) {
        if (k > 0 && position.applyTurn(match.turns()[std::size_t(k - 1)]))
            return stop(BoardExport::tr("Turn %1 of the game could not be replayed.").arg(k));
        // The last frame is the game's own last position (discards at the end, final scoring).
        if (k == turns)
            picture.show(match.game());
        else
            picture.update();
        {
            QPainter painter(&canvas); // a painter of its own: the encoder keeps the frame before
            setHints(painter);
            picture.paintChanges(&painter, QRectF(canvas.rect()));
        }
        if (int(pending.size()) >= parallel && !finishOldest())
            return stop({});
        const QString path = QDir(dir).filePath(frameFileName(k, turns));
        const QByteArray png = encoder.encode(canvas);
        pending.push_back({path, std::async(std::launch::async, [png, path] {
                               QString reason = png.isEmpty() ? BoardExport::tr("The image could not be encoded.")
                                                              : QString();
                               if (!png.isEmpty())
                                   document::writeFileAtomically(path, png, &reason);
                               // Which of the many files failed ("File too large" alone names none).
                               return reason.isEmpty() ? reason : u"%1: %2"_s.arg(QDir::toNativeSeparators(path), reason);
                           })});
        if (progress && !progress(k + 1, turns + 1)) {
            if (cancelled)
                *cancelled = true;
            return stop(BoardExport::tr("Cancelled after %1 of %n frames.", nullptr, turns + 1).arg(k + 1));
        }
    }
    while (!pending.empty())
        if (!finishOldest())
            return stop({});
    return turns + 1;
}

} // namespace tessera::ui
