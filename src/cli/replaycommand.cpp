// tessera-cli replay: the position after any turn of a game log (or of a JCloisterZone saved
// game, imported on the fly), as text or JSON.

#include "clioptions.h"
#include "commands.h"
#include "document/eventtext.h"
#include "document/gamelog.h"
#include "document/gamelognames.h"
#include "document/tilesetnames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

using engine::ScoreCategory;

const std::array<std::pair<ScoreCategory, QLatin1StringView>, engine::kScoreCategories> kCategories{{
    {ScoreCategory::Road, QLatin1StringView("road")},
    {ScoreCategory::City, QLatin1StringView("city")},
    {ScoreCategory::Cloister, QLatin1StringView("cloister")},
    {ScoreCategory::Farm, QLatin1StringView("farm")},
    {ScoreCategory::Goods, QLatin1StringView("goods")},
    {ScoreCategory::Fairy, QLatin1StringView("fairy")},
}};

QJsonObject positionJson(const document::GameInfo &info, const engine::Match &match, int turn, int turns)
{
    const engine::Game &game = match.game();
    QJsonArray players;
    for (int p = 0; p < game.playerCount(); ++p) {
        QJsonObject breakdown;
        for (const auto &[category, name] : kCategories)
            breakdown.insert(name, game.scoreIn(p, category));
        QJsonObject player{{u"name"_s, info.players[p].name},
                           {u"color"_s, info.players[p].color},
                           {u"computer"_s, info.players[p].computer},
                           {u"score"_s, game.score(p)},
                           {u"breakdown"_s, breakdown},
                           {u"followers"_s, game.supply(p)}};
        if (info.players[p].computer) // its level, as the log says it
            player.insert(u"level"_s, QString(document::lognames::kComputerLevels[std::size_t(info.players[p].level)]));
        players.append(player);
    }
    QJsonArray events;
    for (const engine::ScoreEvent &e : game.events()) {
        QJsonArray who;
        for (int p = 0; p < game.playerCount(); ++p)
            if (e.players & (1u << p))
                who.append(p);
        QJsonObject event{{u"turn"_s, e.turn},        {u"players"_s, who},
                          {u"points"_s, e.points},    {u"feature"_s, document::featureKindName(e.kind)},
                          {u"tiles"_s, int(e.tiles)}, {u"pennants"_s, int(e.pennants)},
                          {u"final"_s, e.final}};
        if (e.goods != engine::Goods::None) { // a majority of goods: no feature, tiles are tokens
            event.insert(u"feature"_s, u"goods"_s);
            event.insert(u"goods"_s, QString(document::names::kGoods[std::size_t(e.goods)]));
            event.insert(u"tokens"_s, int(e.tiles));
            event.remove(u"tiles"_s);
            event.remove(u"pennants"_s);
        } else if (e.fairy) { // the fairy's points: no feature of their own
            // 1 at the start of a turn; 3 when her follower's feature is scored ("beside").
            event.insert(u"feature"_s, u"fairy"_s);
            event.insert(u"fairy"_s, e.points == 1 ? u"turn-start"_s : u"follower-scored"_s);
            if (e.points != 1)
                event.insert(u"beside"_s, document::featureKindName(e.kind));
            event.remove(u"tiles"_s);
            event.remove(u"pennants"_s);
        } else if (e.kind == engine::FeatureKind::Field) {
            event.insert(u"cities"_s, int(e.cities));
        }
        events.append(event);
    }
    return QJsonObject{{u"players"_s, players},
                       {u"events"_s, events},
                       {u"turn"_s, turn},
                       {u"turns"_s, turns},
                       {u"tilesLeft"_s, game.tilesLeft()},
                       {u"finished"_s, game.isOver()}};
}

void printPosition(const document::GameInfo &info, const engine::Match &match, int turn, int turns, CommandIo io)
{
    const engine::Game &game = match.game();
    QStringList names;
    for (const auto &p : info.players)
        names << p.name;
    io.out << "After turn " << turn << " of " << turns << (game.isOver() ? " (game over)" : "") << ", " << game.tilesLeft()
           << " tiles left in the pile\n\n";
    io.out << "  player        score   road  city  cloister  farm  goods   followers left\n";
    for (int p = 0; p < game.playerCount(); ++p) {
        io.out << "  " << names[p].left(12).leftJustified(12) << QString::number(game.score(p)).rightJustified(6)
               << QString::number(game.scoreIn(p, ScoreCategory::Road)).rightJustified(7)
               << QString::number(game.scoreIn(p, ScoreCategory::City)).rightJustified(6)
               << QString::number(game.scoreIn(p, ScoreCategory::Cloister)).rightJustified(10)
               << QString::number(game.scoreIn(p, ScoreCategory::Farm)).rightJustified(6)
               << QString::number(game.scoreIn(p, ScoreCategory::Goods)).rightJustified(7)
               << QString::number(game.supply(p)).rightJustified(17) << '\n';
    }
    io.out << "\nScoring events:\n";
    if (game.events().empty())
        io.out << "  none yet\n";
    for (const engine::ScoreEvent &e : game.events())
        io.out << "  turn " << QString::number(e.turn).rightJustified(2) << "  "
               << document::describeEvent(e, names, game.rules().farmScoring) << '\n';
}

} // namespace

int runReplay(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Replays a game log and prints the position after turn N (default: the last turn): each "
        "player's score by category, followers in supply, tiles left, whether the game is over, "
        "and every scoring event. A JCloisterZone saved game (.jcz) is imported first. Exit code "
        "1 when the log is invalid; its valid turns are still shown."_s);
    parser.addPositionalArgument(u"log"_s, u"The game log (.json) or JCloisterZone saved game (.jcz)."_s);
    parser.addOption({u"to"_s, u"Show the position after turn N (0: before the first turn)."_s, u"N"_s});
    parser.addOption({u"json"_s, u"Print JSON (schema in docs/cli.md)."_s});
    if (const auto stop = parseCommandLine(parser, u"replay"_s, args, io))
        return *stop;
    auto result = loadGameAtTurn(parser, u"replay"_s, "showing", io);
    if (const int *stop = std::get_if<int>(&result))
        return *stop;
    GameAtTurn &game = std::get<GameAtTurn>(result);
    const engine::Match &match = *game.loaded.match;
    const document::GameInfo &info = *game.loaded.info;
    const int turn = game.turn;
    const int turns = game.turns;
    if (parser.isSet(u"json"_s))
        io.out << QJsonDocument(positionJson(info, match, turn, turns)).toJson(QJsonDocument::Indented);
    else
        printPosition(info, match, turn, turns, io);
    return game.exitCode;
}

} // namespace tessera::cli
