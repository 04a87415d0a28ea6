#pragma once
// A table as CSV (RFC 4180): the header row and every row of a model, in the order the model
// (a sorted proxy, for one) has them; a field is quoted when it holds a comma, a quote, a line
// break or spaces at its ends, and its quotes doubled. UTF-8, lines ending in CR LF.

#include <QByteArray>
#include <QString>

class QAbstractItemModel;

namespace tessera::stats {

QString csvField(const QString &text);
// The cells' `role` data as text: unformatted numbers for Qt::EditRole.
QByteArray csvOf(const QAbstractItemModel &model, int role);
// Written atomically (document::writeFileAtomically): on failure the old file stays.
bool saveCsv(const QAbstractItemModel &model, int role, const QString &path, QString *error);

} // namespace tessera::stats
