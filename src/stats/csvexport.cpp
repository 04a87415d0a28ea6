#include "csvexport.h"

#include "document/safefile.h"

#include <QAbstractItemModel>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace tessera::stats {

QString csvField(const QString &text)
{
    const bool quoted = text.contains(u',') || text.contains(u'"') || text.contains(u'\n') || text.contains(u'\r')
        || (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()));
    if (!quoted)
        return text;
    QString field = text;
    field.replace(u"\""_s, u"\"\""_s);
    return u'"' + field + u'"';
}

QByteArray csvOf(const QAbstractItemModel &model, int role)
{
    const auto line = [](const QStringList &fields) {
        QStringList cells;
        for (const QString &field : fields)
            cells << csvField(field);
        return cells.join(u',') + u"\r\n"_s;
    };
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    QString text = line(header);
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c)
            row << model.index(r, c).data(role).toString();
        text += line(row);
    }
    return text.toUtf8();
}

bool saveCsv(const QAbstractItemModel &model, int role, const QString &path, QString *error)
{
    return document::writeFileAtomically(path, csvOf(model, role), error);
}

} // namespace tessera::stats
