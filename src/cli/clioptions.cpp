#include "clioptions.h"

#include "document/tilesetlibrary.h"
#include "engine/tilecatalog.h"

using namespace Qt::StringLiterals;

namespace tessera::cli {

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command,
                                    const QStringList &args, CommandIo io)
{
    parser.addHelpOption();
    if (!parser.parse(QStringList{u"tessera-cli "_s + command} + args)) {
        io.err << "tessera-cli " << command << ": " << parser.errorText() << '\n'
               << "Try 'tessera-cli " << command << " --help'.\n";
        return UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        io.out << parser.helpText();
        return Ok;
    }
    return std::nullopt;
}

std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name,
                                qint64 min, qint64 max, CommandIo io)
{
    bool ok = false;
    const QString text = parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        io.err << "tessera-cli: --" << name << " must be a whole number from " << min << " to "
               << max << ", not '" << text << "'\n";
        return std::nullopt;
    }
    return value;
}

std::optional<engine::TileSet> loadTileSetOrReport(const QString &nameOrPath, CommandIo io)
{
    document::TileSetLoadResult loaded = document::loadNamedTileSet(nameOrPath);
    for (const document::TileSetIssue &issue : loaded.issues)
        io.err << issue.file << (issue.jsonPath.isEmpty() ? QString() : u": "_s + issue.jsonPath)
               << ": " << issue.message << '\n';
    if (!loaded.ok())
        return std::nullopt;
    return std::move(loaded.set);
}

std::shared_ptr<const engine::TileCatalog> loadCatalog(const QString &nameOrPath, CommandIo io)
{
    const auto set = loadTileSetOrReport(nameOrPath, io);
    if (!set)
        return nullptr;
    return std::make_shared<const engine::TileCatalog>(std::vector<engine::TileSet>{*set});
}

} // namespace tessera::cli
