// Writing game logs. The text is assembled by hand so that it reads top-down like the game:
// header, players, one line per turn, result, and the embedded tile sets last.

#include "gamelog.h"

#include "gameanalysisjson.h"
#include "gamelognames.h"
#include "logwriting.h"
#include "safefile.h"
#include "tilesetjson.h"
#include "tilesetnames.h"
#include "tessera/version.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;
using namespace logwrite;

namespace {

QByteArray tileList(const Game &game, const std::vector<TileIndex> &tiles)
{
    QByteArrayList ids;
    for (const TileIndex t : tiles)
        ids << tileId(game, t);
    return '[' + ids.join(", ") + ']';
}

QByteArray turnLine(const Game &game, const TurnRecord &t, int number, const QByteArray &variations = {})
{
    QByteArray line = "{\"turn\": " + QByteArray::number(number) + ", \"player\": " + QByteArray::number(t.player);
    QByteArrayList decisions;
    TileIndex placed = 0;
    for (const Decision &d : t.decisions) {
        if (d.kind == DecisionKind::Place)
            placed = d.tile;
        decisions << decisionObject(game, placed, d);
    }
    line += ", \"decisions\": [" + decisions.join(", ") + ']';
    if (!variations.isEmpty())
        line += ", \"variations\": " + variations;
    return line + '}';
}

QByteArray lineText(const Game &game, const GameTree &tree, GameTree::TurnId first, const QByteArray &separator);

// The other lines played from where node n was played, when n continues its parent's line
// (a variation's own first turn lists none: its alternatives are listed beside the line's).
QByteArray variationsOf(const Game &game, const GameTree &tree, GameTree::TurnId n)
{
    const auto &siblings = tree.node(tree.parent(n)).children;
    if (siblings.front() != n || siblings.size() < 2)
        return {};
    QByteArrayList lines;
    for (std::size_t i = 1; i < siblings.size(); ++i)
        lines << '[' + lineText(game, tree, siblings[i], ", ") + ']';
    return '[' + lines.join(", ") + ']';
}

// The turns of the line from `first` on, through first children.
QByteArray lineText(const Game &game, const GameTree &tree, GameTree::TurnId first, const QByteArray &separator)
{
    QByteArrayList turns;
    for (GameTree::TurnId n = first; n != GameTree::kNoNode; n = tree.next(n))
        turns << turnLine(game, tree.node(n).turn, tree.node(n).depth, variationsOf(game, tree, n));
    return turns.join(separator);
}

// The game at the end of the main line, as a Match would hold it after its last turn: its
// final draw may end the game (tiles that fit nowhere are discarded at once).
Match mainLineEnd(const Match &atCursor, const GameTree &tree)
{
    const std::vector<GameTree::TurnId> main = tree.mainLine();
    Match end(atCursor.setup());
    moveMatchTo(end, tree, main.empty() ? GameTree::kRoot : main.back());
    if (end.game().phase() == Phase::Draw) {
        Match drawn = end;
        drawn.drawRandom();
        if (drawn.game().isOver())
            return drawn;
    }
    return end;
}

QByteArray indented(const QByteArray &text, int spaces)
{
    const QByteArray pad(spaces, ' ');
    QByteArrayList lines = text.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i].prepend(pad);
    return lines.join('\n');
}

} // namespace

QByteArray gameLogToJson(const GameInfo &info, const Match &atCursor, const GameTree &tree, int undos)
{
    const std::vector<GameTree::TurnId> main = tree.mainLine();
    const GameTree::TurnId mainEnd = main.empty() ? GameTree::kRoot : main.back();
    const bool atEnd = tree.cursor() == mainEnd && atCursor.turns().size() == main.size();
    const std::optional<Match> replayed = atEnd ? std::nullopt : std::optional<Match>(mainLineEnd(atCursor, tree));
    const Match &match = atEnd ? atCursor : *replayed;
    const Game &game = match.game();
    QByteArray out = "{\n";
    out += "    \"format\": \"" + QByteArray(lognames::kFormat.data(), lognames::kFormat.size()) + "\",\n";
    const QByteArray analysis = info.analysis ? analysisToJson(*info.analysis, match.setup(), match.turns(), 4)
                                              : QByteArray();
    out += "    \"version\": " + QByteArray::number(analysis.isEmpty() ? kGameLogVersionWithoutAnalysis : kGameLogVersion)
        + ",\n";
    out += "    \"tessera\": "
        + quoted(info.tesseraVersion.isEmpty() ? QStringLiteral(TESSERA_VERSION) : info.tesseraVersion) + ",\n";
    const QDateTime created = info.created.isValid() ? info.created : QDateTime::currentDateTimeUtc();
    out += "    \"created\": " + quoted(created.toUTC().toString(Qt::ISODate)) + ",\n";
    const RuleOptions &r = info.rules;
    const auto farm = lognames::kFarmScoring[std::size_t(r.farmScoring)];
    const auto bends = lognames::kRiverBends[std::size_t(r.riverBends)];
    const auto unfinished = lognames::kUnfinishedInnsCathedrals[std::size_t(r.unfinishedInnsCathedrals)];
    const auto undo = lognames::kUndoLimits[std::size_t(r.undo)];
    out += "    \"rules\": {\"farm_scoring\": \"" + QByteArray(farm.data(), farm.size())
        + "\", \"first_edition_city_points\": " + QByteArray::number(r.firstEditionCityPoints)
        + ", \"tiny_city\": " + (r.tinyCity ? "true" : "false") + ", \"hand_size\": " + QByteArray::number(r.handSize)
        + ", \"farmers\": " + (r.farmers ? "true" : "false") + ", \"followers\": " + QByteArray::number(r.followers)
        + ", \"large_follower\": " + (r.largeFollower ? "true" : "false") + ", \"river_bends\": \""
        + QByteArray(bends.data(), bends.size()) + "\", \"inns\": " + (r.inns ? "true" : "false")
        + ", \"cathedrals\": " + (r.cathedrals ? "true" : "false") + ", \"unfinished_inns_cathedrals\": \""
        + QByteArray(unfinished.data(), unfinished.size()) + "\", \"undo\": \"" + QByteArray(undo.data(), undo.size())
        + "\", \"builder\": " + (r.builder ? "true" : "false") + ", \"pig\": " + (r.pig ? "true" : "false") + ", \"goods\": "
        + (r.goods ? "true" : "false") + ", \"fairy\": " + (r.fairy ? "true" : "false") + ", \"dragon_timing\": \""
        + latin1(lognames::kDragonTiming[std::size_t(r.dragonTiming)]) + "\", \"dragon\": " + (r.dragon ? "true" : "false")
        + ", \"princess\": " + (r.princess ? "true" : "false") + ", \"portal\": " + (r.portal ? "true" : "false")
        + ", \"turn_after_last_placement\": " + (r.turnAfterLastPlacement ? "true" : "false")
        + ", \"builder_on_completed_feature\": " + (r.builderOnCompletedFeature ? "true" : "false") + "},\n";
    out += "    \"players\": [\n";
    for (qsizetype i = 0; i < info.players.size(); ++i) {
        const PlayerInfo &p = info.players[i];
        out += "        {\"name\": " + quoted(p.name) + ", \"color\": " + quoted(p.color)
            + ", \"computer\": " + (p.computer ? "true" : "false");
        if (p.computer)
            out += ", \"level\": \"" + latin1(lognames::kComputerLevels[std::size_t(p.level)]) + '"';
        out += '}' + QByteArray(i + 1 < info.players.size() ? ",\n" : "\n");
    }
    out += "    ],\n";
    out += "    \"seed\": \"" + QByteArray::number(qulonglong(info.seed)) + "\",\n";
    if (undos > 0)
        out += "    \"undos\": " + QByteArray::number(undos) + ",\n";
    out += "    \"turns\": [\n";
    if (!main.empty())
        out += "        " + lineText(game, tree, main.front(), ",\n        ") + '\n';
    out += "    ],\n";
    if (tree.cursor() != mainEnd) {
        QByteArrayList steps;
        for (const GameTree::TurnId n : tree.pathTo(tree.cursor())) {
            const auto &siblings = tree.node(tree.parent(n)).children;
            steps << QByteArray::number(std::find(siblings.begin(), siblings.end(), n) - siblings.begin());
        }
        out += "    \"cursor\": [" + steps.join(", ") + "],\n";
    }
    if (!match.endDiscards().empty())
        out += "    \"endDiscards\": " + tileList(game, match.endDiscards()) + ",\n";
    QByteArrayList scores;
    for (int p = 0; p < game.playerCount(); ++p)
        scores << QByteArray::number(game.score(p));
    out += "    \"result\": {\"finished\": " + QByteArray(game.isOver() ? "true" : "false") + ", \"scores\": ["
        + scores.join(", ") + "]},\n";
    if (!analysis.isEmpty())
        out += "    \"analysis\": " + analysis + ",\n";
    out += "    \"tileSets\": [\n";
    for (std::size_t i = 0; i < info.tileSets.size(); ++i)
        out += "        " + indented(tileSetToJson(info.tileSets[i]), 8) + (i + 1 < info.tileSets.size() ? ",\n" : "\n");
    out += "    ]\n}\n";
    return out;
}

bool saveGameLog(const GameInfo &info, const Match &match, const GameTree &tree, int undos, const QString &path,
                 QString *error)
{
    return writeFileAtomically(path, gameLogToJson(info, match, tree, undos), error);
}

QByteArray gameLogToJson(const GameInfo &info, const Match &match)
{
    return gameLogToJson(info, match, GameTree::fromTurns(match.turns()), 0);
}

bool saveGameLog(const GameInfo &info, const Match &match, const QString &path, QString *error)
{
    return writeFileAtomically(path, gameLogToJson(info, match), error);
}

} // namespace tessera::document
