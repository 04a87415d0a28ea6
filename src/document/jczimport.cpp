// Importing a .jcz file: read the JSON, the header, the replay; fit the tile set to a finished
// game; replay the turns through engine::Match.

#include "jczimport.h"
#include "jczinternal.h"
#include "safefile.h"
#include "strictjson.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <map>
#include <numeric>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace {

// A finished game's pile held exactly the tiles that were played: the copy of the tile sets
// that the log embeds gets those counts (the start tile keeps its own copy), so that the pile
// is empty after the last turn and the engine scores the end of the game. The start tile is
// the first set's (the header put the River first); another set's start tile, which the
// spring replaced, is an ordinary tile of that copy and may not have been played at all.
void fitTileSetsToPlayedTiles(std::vector<TileSet> &sets, const TileCatalog &catalog, const jcz::Drafts &drafts)
{
    std::map<std::string, int> played; // placed or discarded
    for (const jcz::TurnDraft &t : drafts.turns) {
        ++played[catalog.tile(t.tile).type.id];
        for (const TileIndex d : t.discardsBefore)
            ++played[catalog.tile(d).type.id];
    }
    for (const TileIndex d : drafts.endDiscards)
        ++played[catalog.tile(d).type.id];
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
        jcz::Drafts drafts = jcz::readReplay(root.value(u"replay"_s), fullCatalog, int(header->info.players.size()), issues);
        if (drafts.complete)
            jcz::placeDiscards(root.value(u"gameAnnotations"_s).toObject().value(u"drawOrder"_s), fullCatalog, drafts,
                               issues);
        // endTurn counts every tile drawn, discarded ones included (which write no message).
        if (header->endTurn && drafts.complete && drafts.finishedTurns()) {
            const int discards = int(drafts.endDiscards.size())
                + std::accumulate(drafts.turns.begin(), drafts.turns.end(), 0,
                                  [](int n, const jcz::TurnDraft &t) { return n + int(t.discardsBefore.size()); });
            const int drawn = drafts.placements() + discards;
            if (*header->endTurn >= drawn)
                fitTileSetsToPlayedTiles(header->info.tileSets, fullCatalog, drafts);
            else
                issues.add(0, u"$.gameAnnotations.endTurn"_s,
                           jcz::Text::tr("The game counts fewer draws (endTurn: %1) than its replay places tiles (%2).")
                               .arg(*header->endTurn)
                               .arg(drawn));
        }
        // Tile indices stay valid: fitting changes counts only, never the order of the tiles.
        result.match = std::make_unique<Match>(header->info.setup());
        jcz::applyTurns(drafts, header->info, *result.match, issues);
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
    const std::optional<QJsonDocument> doc = parseStrictJson(json, &problem, kFileFormatJsonLimits);
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
