#include "tilesetlibrary.h"

#include <QDir>
#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace tessera::document {

static const auto kResourceDir = u":/tilesets"_s;

QStringList builtinTileSetNames()
{
    QStringList names;
    const auto files = QDir(kResourceDir).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        names << QFileInfo(file).completeBaseName();
    return names;
}

TileSetLoadResult loadNamedTileSet(const QString &nameOrPath)
{
    if (builtinTileSetNames().contains(nameOrPath))
        return loadTileSet(kResourceDir + u'/' + nameOrPath + u".json"_s);
    if (QFileInfo(nameOrPath).isFile())
        return loadTileSet(nameOrPath);
    TileSetLoadResult result;
    result.issues.append({nameOrPath, QString(),
                          QCoreApplication::translate("TileSet", "No such tile set (built-in sets: %1)")
                              .arg(builtinTileSetNames().join(u", "_s))});
    return result;
}

} // namespace tessera::document
