#include "tilesetlibrary.h"

#include "builtinnames.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>

#include <map>

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

namespace {

// The built-in sets are part of the binary and never change while it runs, so each is read
// once: reading one (a JSON parse and a check of every tile) was most of the work of opening
// a short .jcz game, and is repeated by every new game and every import.
TileSetLoadResult builtinTileSet(const QString &name)
{
    static QMutex mutex; // callers may be on any thread
    static std::map<QString, TileSetLoadResult> read;
    const QMutexLocker lock(&mutex);
    auto it = read.find(name);
    if (it == read.end())
        it = read.emplace(name, loadTileSet(kResourceDir + u'/' + name + u".json"_s)).first;
    return it->second;
}

} // namespace

std::vector<engine::TileType> builtinTileTypes()
{
    QStringList names = builtinTileSetNames();
    if (names.removeOne(u"base"_s))
        names.prepend(u"base"_s);
    std::vector<engine::TileType> types;
    for (const QString &name : std::as_const(names))
        if (const TileSetLoadResult read = builtinTileSet(name); read.set)
            types.insert(types.end(), read.set->tiles.begin(), read.set->tiles.end());
    return types;
}

QString builtinTileSetTitle(const QString &name)
{
    const TileSetLoadResult read = builtinTileSet(name);
    return read.set && !read.set->name.empty() ? translatedName(read.set->name) : name;
}

TileSetLoadResult loadNamedTileSet(const QString &nameOrPath)
{
    if (builtinTileSetNames().contains(nameOrPath))
        return builtinTileSet(nameOrPath);
    // Anything that is there (a folder, a FIFO, a device too) is read as a file, so that the
    // reader says what is wrong with it rather than "no such tile set".
    if (QFileInfo::exists(nameOrPath))
        return loadTileSet(nameOrPath);
    TileSetLoadResult result;
    result.issues.append({nameOrPath, QString(),
                          QCoreApplication::translate("TileSet", "No such tile set (built-in sets: %1)")
                              .arg(builtinTileSetNames().join(u", "_s))});
    return result;
}

} // namespace tessera::document
