#pragma once
// Reading and writing whole files safely, for every format Tessera has.
// - Reading stops at a size limit whatever the file is (a device, a pipe, a file that grows).
// - Writing is atomic and checked to the last byte: on any failure (a full disk, a quota, a
//   lowered file size limit) the old file stays as it was and the caller gets the reason.
//   QSaveFile alone is not enough on Qt 6.4: its commit() does not notice a failed flush of
//   its write buffer, so we write unbuffered and flush explicitly.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace tessera::document {

// The file's bytes, or nullopt with a message in `error` (cannot open, larger than
// `maxBytes`, read error). The message does not name the file: callers report it with the
// file's name.
std::optional<QByteArray> readFileAtMost(const QString &path, qint64 maxBytes, QString *error);

// "The file is larger than ..., the limit for this kind of file."
QString fileTooLargeMessage(qint64 maxBytes);

// Replaces `path` with `data` atomically. Returns false with the reason in `error`.
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

// The temporary copies of `path` that a save killed at its last step leaves beside it. Qt
// writes into an unnamed file, gives it a name `<file name>.XXXXXX` once it is complete and
// then renames it over `path`; a kill between those two steps leaves that complete copy.
QStringList saveLeftovers(const QString &path);
// Removes them. Only for files the program owns (its autosave), never beside a user's file:
// a name of that shape there might be the user's.
void removeSaveLeftovers(const QString &path);

// True when the two paths name the same existing file (through links and relative paths).
bool isSameFile(const QString &a, const QString &b);

} // namespace tessera::document
