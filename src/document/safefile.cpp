#include "safefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace tessera::document {

namespace {

// Gives the free functions below a translation context of their own.
struct SafeFile {
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
};

} // namespace

QString sizeText(qint64 bytes)
{
    constexpr qint64 kKiB = 1024, kMiB = 1024 * 1024;
    if (bytes < kKiB)
        return SafeFile::tr("%1 bytes").arg(bytes);
    if (bytes < kMiB)
        return SafeFile::tr("%1 KiB").arg(double(bytes) / double(kKiB), 0, 'g', 4);
    return SafeFile::tr("%1 MiB").arg(double(bytes) / double(kMiB), 0, 'g', 4);
}

namespace {

#ifdef Q_OS_UNIX
QString kindText(mode_t mode)
{
    if (S_ISDIR(mode))
        return SafeFile::tr("a folder");
    if (S_ISFIFO(mode))
        return SafeFile::tr("a FIFO");
    if (S_ISCHR(mode))
        return SafeFile::tr("a character device");
    if (S_ISBLK(mode))
        return SafeFile::tr("a block device");
    if (S_ISSOCK(mode))
        return SafeFile::tr("a socket");
    return SafeFile::tr("a special file");
}
#endif

} // namespace

QString fileTooLargeMessage(qint64 maxBytes)
{
    return SafeFile::tr("The file is larger than %1, the limit for this kind of file.").arg(sizeText(maxBytes));
}

QString nonRegularKind(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode))
        return {};
    return kindText(st.st_mode);
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return {};
    return info.isDir() ? SafeFile::tr("a folder") : SafeFile::tr("a device or other special file");
#endif
}

QString notRegularFileMessage(const QString &kind)
{
    return SafeFile::tr("This is not a regular file (%1): only regular files are read.").arg(kind);
}

namespace {

// Opens `path` (a file or a Qt resource) into `file` for reading, without blocking, and only if
// it is a regular file; false with the reason in `error`, which names no file (callers report
// it with the file's name: "f.json: This is not a regular file (a FIFO)...").
bool openRegularFile(QFile &file, const QString &path, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    // Built-in files (Qt resources) live in the program, not on a disk.
    if (path.startsWith(u':')) {
        file.setFileName(path);
        return file.open(QIODevice::ReadOnly) || fail(SafeFile::tr("Cannot open the file: %1").arg(file.errorString()));
    }
#ifdef Q_OS_UNIX
    // Non-blocking: opening a FIFO waits for a writer otherwise. What was opened is then
    // checked, not the name, which might be replaced in between.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(SafeFile::tr("Cannot open the file: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return fail(notRegularFileMessage(kindText(st.st_mode)));
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    file.setFileName(path);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return fail(SafeFile::tr("Cannot open the file: %1").arg(file.errorString()));
    }
    return true;
#else
    if (const QString kind = nonRegularKind(path); !kind.isEmpty())
        return fail(notRegularFileMessage(kind));
    file.setFileName(path);
    return file.open(QIODevice::ReadOnly) || fail(SafeFile::tr("Cannot open the file: %1").arg(file.errorString()));
#endif
}

} // namespace

std::optional<QByteArray> readFileAtMost(const QString &path, qint64 maxBytes, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<QByteArray> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QFile file;
    QString openError;
    if (!openRegularFile(file, path, &openError))
        return fail(openError);
    // A regular file tells its size: a file far too large (a sparse one) is refused unread.
    if (file.size() > maxBytes)
        return fail(fileTooLargeMessage(maxBytes));
    // Read in chunks up to one byte past the limit: a file's size may change while it is read.
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

namespace {

// Writes into a stream (/dev/stdout, a terminal, a pipe): nothing there to keep or replace
// atomically, so the bytes go straight in, every one checked.
bool writeToSpecialFile(const QString &path, const QByteArray &data, QString *error)
{
    QFile file(path);
    const auto fail = [&] {
        if (error)
            *error = file.errorString().isEmpty() ? SafeFile::tr("Unknown error") : file.errorString();
        return false;
    };
    // A file the shell redirected to (> or >>) is appended to, where the shell left it, not cut
    // short again; a pipe or a device has no place to seek.
    const QIODevice::OpenMode append = nonRegularKind(path).isEmpty() ? QIODevice::Append : QIODevice::NotOpen;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered | append))
        return fail();
    for (qint64 done = 0; done < data.size();) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        if (written <= 0)
            return fail();
        done += written;
    }
    return true;
}

} // namespace

bool isStream(const QString &path)
{
    if (QFileInfo(path).isDir())
        return false;
    // The process's own open files: what the shell redirected them to, a file perhaps.
    static const QRegularExpression ownFiles(u"^/(dev/(stdout|stderr|fd/\\d+)|proc/self/fd/\\d+)$"_s);
    return !nonRegularKind(path).isEmpty() || ownFiles.match(QFileInfo(path).absoluteFilePath()).hasMatch();
}

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    if (isStream(path))
        return writeToSpecialFile(path, data, error);
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

QString keepAside(const QString &path, const QString &label, bool move, QString *error)
{
    const QString stem = path + u'.' + label + u'-' + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString target = stem;
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = stem + u'-' + QString::number(n);
    QFile file(path);
    if (move || !nonRegularKind(path).isEmpty() ? file.rename(target) : file.copy(target))
        return target;
    if (error)
        *error = file.errorString().isEmpty() ? SafeFile::tr("Unknown error") : file.errorString();
    return {};
}

bool isSameFile(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

} // namespace tessera::document
