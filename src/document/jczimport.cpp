// Importing a .jcz file: read the JSON, the header, the replay; fit the tile set to a finished
// game; replay the turns through engine::Match.

#include "jczimport.h"
#include "jczinternal.h"
#include "safefile.h"
#include "strictjson.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <map>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace {

// A finished game's pile held exactly the tiles that were played: the copy of the tile sets
// that the log embeds gets those counts (the start tile keeps its own copy), so that the pile
// is empty after the last turn and the engine scores the end of the game. The start tile is
// the first set's (the header put the River first); another set's start tile, which the
// spring replaced, is an ordinary tile of that copy and may not have been played at all.
void fitTileSetsToPlayedTiles(std::vector<TileSet> &sets, const TileCatalog &catalog,
                              const std::vector<jcz::TurnDraft> &turns)
{
    std::map<std::string, int> played;
    for (const jcz::TurnDraft &t : turns)
        ++played[catalog.tile(t.tile).type.id];
    const std::string &start = catalog.tile(catalog.startTile()).type.id;
    for (TileSet &set : sets) {
        if (&set != &sets.front())
            set.startTile.clear();
        for (TileType &tile : set.tiles)
            tile.count = played[tile.id] + (tile.id == start ? 1 : 0);
    }
}

LoadedGame importParsed(const QJsonObject &root, jcz::Issues &issues)
{
    LoadedGame result;
    auto header = jcz::readHeader(root, issues);
    if (header) {
        const TileCatalog fullCatalog(header->info.tileSets);
        const jcz::Drafts drafts = jcz::readReplay(root.value(u"replay"_s), fullCatalog, int(header->info.players.size()),
                                                   issues);
        if (header->endTurn && drafts.complete) {
            if (*header->endTurn == int(drafts.turns.size()))
                fitTileSetsToPlayedTiles(header->info.tileSets, fullCatalog, drafts.turns);
            else
                issues.add(0, u"$.gameAnnotations.endTurn"_s,
                           jcz::Text::tr("The game says its pile ran out after turn %1, but its replay has %n turns.",
                                         nullptr, int(drafts.turns.size()))
                               .arg(*header->endTurn));
        }
        // Tile indices stay valid: fitting changes counts only, never the order of the tiles.
        result.match = std::make_unique<Match>(header->info.setup());
        jcz::applyTurns(drafts.turns, header->info, *result.match, issues);
        result.info = std::move(header->info);
    }
    result.issues = std::move(issues.list);
    return result;
}

LoadedGame fileError(const QString &path, const QString &message, const QString &jsonPath = QString())
{
    LoadedGame result;
    result.issues.append({path, 0, jsonPath, message});
    return result;
}

} // namespace

LoadedGame parseJcz(const QByteArray &json, const QString &fileNameForMessages)
{
    jcz::Issues issues{fileNameForMessages, {}};
    JsonProblem problem;
    const std::optional<QJsonDocument> doc = parseStrictJson(json, &problem);
    if (doc && doc->isObject())
        return importParsed(doc->object(), issues);
    return doc ? fileError(fileNameForMessages, jcz::Text::tr("A JCloisterZone saved game must hold a JSON object."), u"$"_s)
               : fileError(fileNameForMessages, problem.message, problem.jsonPath);
}

LoadedGame importJcz(const QString &path)
{
    QString error;
    const auto data = readFileAtMost(path, kMaxJczFileSize, &error);
    return data ? parseJcz(*data, path) : fileError(path, error);
}

bool isJczFile(const QString &path)
{
    if (QFileInfo(path).suffix().compare(u"jcz"_s, Qt::CaseInsensitive) == 0)
        return true;
    const auto data = readFileAtMost(path, kMaxJczFileSize, nullptr);
    // Our own logs say what they are, without building a document of a large file.
    if (!data || topLevelString(*data, "format") == u"tessera-game"_s)
        return false;
    const QJsonObject root = QJsonDocument::fromJson(*data).object();
    return root.contains(u"setup"_s) && root.contains(u"replay"_s);
}

LoadedGame loadGameOrJcz(const QString &path)
{
    // Anything that is not recognisably a .jcz file is read (and its problems told) as a log.
    return isJczFile(path) ? importJcz(path) : loadGameLog(path);
}

} // namespace tessera::document
