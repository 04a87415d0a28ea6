#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace tessera::document {

namespace {

// Gives the free functions below a translation context of their own.
struct SafeFile {
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
};

// "64 MiB", "1.5 MiB", "800 KiB" or "9 bytes": always the limit in force, never rounded to 0.
QString sizeText(qint64 bytes)
{
    constexpr qint64 kKiB = 1024, kMiB = 1024 * 1024;
    if (bytes < kKiB)
        return SafeFile::tr("%1 bytes").arg(bytes);
    if (bytes < kMiB)
        return SafeFile::tr("%1 KiB").arg(double(bytes) / double(kKiB), 0, 'g', 4);
    return SafeFile::tr("%1 MiB").arg(double(bytes) / double(kMiB), 0, 'g', 4);
}

} // namespace

QString fileTooLargeMessage(qint64 maxBytes)
{
    return SafeFile::tr("The file is larger than %1, the limit for this kind of file.").arg(sizeText(maxBytes));
}

std::optional<QByteArray> readFileAtMost(const QString &path, qint64 maxBytes, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<QByteArray> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (QFileInfo(path).isDir())
        return fail(SafeFile::tr("This is a folder, not a file."));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(SafeFile::tr("Cannot open the file: %1").arg(file.errorString()));
    // Read in chunks up to one byte past the limit: devices and pipes report no size, and a
    // file's size may change while it is read.
    constexpr qint64 kChunk = 1 << 20;
    QByteArray data;
    while (data.size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min(kChunk, maxBytes + 1 - data.size()));
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    if (data.size() > maxBytes)
        return fail(fileTooLargeMessage(maxBytes));
    if (file.error() != QFileDevice::NoError)
        return fail(SafeFile::tr("Cannot read the file: %1").arg(file.errorString()));
    return data;
}

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = reason.isEmpty() ? SafeFile::tr("Unknown error") : reason;
        file.cancelWriting();
        return false;
    };
    // Unbuffered: every write reaches the operating system at once and a failure (a full disk,
    // a quota, a file size limit) is seen here, not lost in a flush that commit() ignores.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    // A short write (the disk filled up, the size limit was reached) reports no error; the
    // next write of the rest does.
    for (qint64 done = 0; done < data.size();) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        if (written <= 0)
            return fail(file.errorString());
        done += written;
    }
    if (!file.flush())
        return fail(file.errorString());
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

QStringList saveLeftovers(const QString &path)
{
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    // The six characters Qt's temporary file names end with.
    const QRegularExpression shape(QRegularExpression::anchoredPattern(QRegularExpression::escape(info.fileName())
                                                                       + QStringLiteral("\\.[A-Za-z0-9]{6}")));
    QStringList leftovers;
    for (const QString &name : dir.entryList({info.fileName() + QStringLiteral(".*")}, QDir::Files | QDir::Hidden))
        if (shape.match(name).hasMatch())
            leftovers << dir.filePath(name);
    return leftovers;
}

void removeSaveLeftovers(const QString &path)
{
    for (const QString &leftover : saveLeftovers(path))
        QFile::remove(leftover);
}

bool isSameFile(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

} // namespace tessera::document
