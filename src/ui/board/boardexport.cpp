#include "boardexport.h"

#include "document/gamelog.h"
#include "document/safefile.h"
#include "window/boardpicture.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BoardExport", text);
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

// PNG: a tile of 128 pixels keeps the art crisp, within a size any viewer opens.
QByteArray encodePng(BoardPicture &picture, QString *error)
{
    const QRectF source = picture.sourceRect();
    const qreal scale = std::min(1.28, 16000.0 / std::max(source.width(), source.height()));
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    picture.paint(&painter, QRectF(image.rect()));
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        setError(error, tr("The image could not be encoded."));
        return {};
    }
    return buffer.data();
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
    svg.setTitle(tr("Tessera board"));
    QPainter painter(&svg);
    picture.paint(&painter, QRectF(QPointF(0, 0), source.size()));
    painter.end();
    return buffer.data();
}

} // namespace

bool writeBoardPicture(BoardPicture &picture, const QString &path, QString *error)
{
    if (picture.sourceRect().isEmpty()) {
        setError(error, tr("The board is empty."));
        return false;
    }
    // Drawn into memory first, then written atomically.
    if (path.endsWith(u".svg"_s, Qt::CaseInsensitive))
        return document::writeFileAtomically(path, encodeSvg(picture), error);
    const QByteArray png = encodePng(picture, error);
    return !png.isEmpty() && document::writeFileAtomically(path, png, error);
}

bool writeBoardPicture(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache,
                       const QString &path, QString *error)
{
    BoardPicture picture(game, info, cache);
    return writeBoardPicture(picture, path, error);
}

QString frameFileName(int index, int turns)
{
    const int digits = std::max(3, int(QString::number(std::max(0, turns)).size()));
    return u"frame-%1.png"_s.arg(index, digits, 10, QLatin1Char('0'));
}

int writeBoardFrames(const document::GameInfo &info, const engine::Match &match, art::ArtCache *cache,
                     const QString &dir, QString *error, const std::function<bool(int, int)> &progress)
{
    if (!QDir().mkpath(dir)) {
        setError(error, tr("The folder “%1” could not be created.").arg(QDir::toNativeSeparators(dir)));
        return -1;
    }
    const int turns = int(match.turns().size());
    const QRectF frame = BoardPicture(match.game(), info, cache).sourceRect();
    // One pass through the game: each recorded turn applied to the position before it.
    engine::Match position(match.setup());
    for (int k = 0; k <= turns; ++k) {
        if (k > 0 && position.applyTurn(match.turns()[std::size_t(k - 1)])) {
            setError(error, tr("Turn %1 of the game could not be replayed.").arg(k));
            return -1;
        }
        // The last frame is the game's own last position (discards at the end, final scoring).
        BoardPicture picture(k == turns ? match.game() : position.game(), info, cache);
        picture.setSourceRect(frame);
        if (!writeBoardPicture(picture, QDir(dir).filePath(frameFileName(k, turns)), error))
            return -1;
        if (progress && !progress(k + 1, turns + 1)) {
            setError(error, tr("Cancelled after %1 of %2 frames.").arg(k + 1).arg(turns + 1));
            return -1;
        }
    }
    return turns + 1;
}

} // namespace tessera::ui
