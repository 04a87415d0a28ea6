#pragma once
// Reading and writing whole files safely, for every format Tessera has.
// - Reading takes regular files only, opened without blocking (a FIFO with no writer would
//   wait forever, a device never ends), and stops at a size limit (a file may grow).
// - Writing is atomic and checked to the last byte: on any failure (a full disk, a quota, a
//   lowered file size limit) the old file stays as it was and the caller gets the reason.
//   QSaveFile alone is not enough on Qt 6.4: its commit() does not notice a failed flush of
//   its write buffer, so we write unbuffered and flush explicitly.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace tessera::document {

// The file's bytes, or nullopt with a message in `error` (cannot open, not a regular file,
// larger than `maxBytes`, read error). Every reader of a user's file goes through it. The
// message does not name the file: callers report it with the file's name.
std::optional<QByteArray> readFileAtMost(const QString &path, qint64 maxBytes, QString *error);

// "a FIFO", "a folder", "a character device"...: what `path` is when it exists and is not a
// regular file; empty otherwise. For messages given before anything is opened.
QString nonRegularKind(const QString &path);
// "This is not a regular file (a FIFO): only regular files are read."
QString notRegularFileMessage(const QString &kind);

// "64 MiB", "1.5 MiB", "800 KiB" or "9 bytes": always the limit in force, never rounded to 0.
QString sizeText(qint64 bytes);

// "The file is larger than ..., the limit for this kind of file."
QString fileTooLargeMessage(qint64 maxBytes);

// Whether `path` names a stream rather than a file on a disk to replace: anything that exists
// and is neither a regular file nor a folder (a pipe, a terminal, a device), and the
// process's own /dev/stdout, /dev/stderr and /dev/fd/N (a file the shell redirected to, perhaps).
bool isStream(const QString &path);

// Replaces `path` with `data` atomically (a stream, see isStream, is written straight into).
// Returns false with the reason in `error`.
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

// The temporary copies of `path` that a save killed at its last step leaves beside it. Qt
// writes into an unnamed file, gives it a name `<file name>.XXXXXX` once it is complete and
// then renames it over `path`; a kill between those two steps leaves that complete copy.
QStringList saveLeftovers(const QString &path);
// Removes them. Only for files the program owns (its autosave), never beside a user's file:
// a name of that shape there might be the user's.
void removeSaveLeftovers(const QString &path);

// Keeps a damaged file of the program's own (a settings file, an autosave) out of the way
// for the user to look at: renames it (`move`) or copies it to "<path>.<label>-<date>-<time>"
// (with a number added when that is taken). A file that is not a regular one is always
// renamed: copying a FIFO would wait for a writer. Returns the new path, or empty with the
// reason in `error`.
QString keepAside(const QString &path, const QString &label, bool move, QString *error);

// True when the two paths name the same existing file (through links and relative paths).
bool isSameFile(const QString &a, const QString &b);

} // namespace tessera::document
