// tessera-cli demo: a complete computer-vs-computer game, printed turn by turn, with the final
// scores and their breakdown. The README's first command runs it until the game window exists.

#include "clioptions.h"
#include "commands.h"
#include "document/eventtext.h"
#include "engine/randomplayer.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace tessera::cli {

static QString roleName(engine::FeatureKind kind)
{
    switch (kind) {
    case engine::FeatureKind::City:
        return u"knight"_s;
    case engine::FeatureKind::Road:
        return u"thief"_s;
    case engine::FeatureKind::Field:
        return u"farmer"_s;
    case engine::FeatureKind::Cloister:
        return u"monk"_s;
    case engine::FeatureKind::River:
        break;
    }
    return u"follower"_s;
}

// Prints the events not shown yet; during play it stops at final scoring, which gets its own
// heading.
static void printNewEvents(const engine::Game &game, std::size_t &shown, const QStringList &names,
                           bool includeFinal, CommandIo io)
{
    const auto &events = game.events();
    for (; shown < events.size() && (includeFinal || !events[shown].final); ++shown)
        io.out << "           " << document::describeEvent(events[shown], names, game.rules().farmScoring) << '\n';
}

static void printNewDiscards(const engine::Game &game, std::size_t &shown, CommandIo io)
{
    for (; shown < game.discards().size(); ++shown)
        io.out << "           " << document::describeTile(game, game.discards()[shown].tile)
               << " drawn and discarded: it fits nowhere\n";
}

static void printResults(const engine::Game &game, const QStringList &names, CommandIo io)
{
    io.out << "\nFinal scores            road  city  cloister  farm  goods\n";
    int best = 0;
    for (int p = 0; p < game.playerCount(); ++p)
        best = std::max(best, game.score(p));
    for (int p = 0; p < game.playerCount(); ++p) {
        using engine::ScoreCategory;
        io.out << "  " << names[p].leftJustified(8) << QString::number(game.score(p)).rightJustified(5)
               << "         " << QString::number(game.scoreIn(p, ScoreCategory::Road)).rightJustified(4)
               << QString::number(game.scoreIn(p, ScoreCategory::City)).rightJustified(6)
               << QString::number(game.scoreIn(p, ScoreCategory::Cloister)).rightJustified(10)
               << QString::number(game.scoreIn(p, ScoreCategory::Farm)).rightJustified(6)
               << QString::number(game.scoreIn(p, ScoreCategory::Goods)).rightJustified(7)
               << (game.score(p) == best ? u"   winner"_s : QString()) << '\n';
    }
}

int runDemo(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Plays a computer-vs-computer game with random players and "
                                     "prints every turn, every scoring and the final scores."_s);
    parser.addOption({u"players"_s, u"Players (1-5; 6 with Inns & Cathedrals)."_s, u"P"_s, u"2"_s});
    parser.addOption({u"seed"_s, u"Seed of the game (default: from the clock; printed)."_s, u"S"_s});
    addGameOptions(parser);
    if (const auto stop = parseCommandLine(parser, u"demo"_s, args, io))
        return *stop;
    const auto sets = loadTileSetsOrReport(parser.value(u"tilesets"_s), io);
    if (!sets)
        return Failure;
    const engine::RuleOptions rules = gameRules(parser, *sets);
    const auto players = intOption(parser, u"players"_s, engine::kMinPlayers, maxPlayers(rules, *sets), io);
    const auto seed = parser.isSet(u"seed"_s)
        ? intOption(parser, u"seed"_s, 0, std::numeric_limits<qint64>::max(), io)
        : std::optional<qint64>(QDateTime::currentMSecsSinceEpoch() % 1'000'000);
    if (!players || !seed)
        return UsageError;
    const auto catalog = std::make_shared<const engine::TileCatalog>(*sets);

    const QStringList allNames{u"Ann"_s, u"Ben"_s, u"Cleo"_s, u"Dev"_s, u"Eve"_s, u"Finn"_s};
    const QStringList names = allNames.mid(0, int(*players));
    engine::GameSetup setup{catalog, rules, int(*players), std::uint64_t(*seed)};
    engine::Game game(setup);
    engine::RandomPlayer computer(setup.seed);
    io.out << "Tessera demo: " << names.join(u", "_s) << " play with the tile sets " << parser.value(u"tilesets"_s)
           << " (seed " << *seed << ")\n\n";

    std::size_t shownEvents = 0, shownDiscards = 0;
    while (!game.isOver()) {
        if (game.phase() == engine::Phase::Draw) {
            game.drawRandom();
            continue;
        }
        const int player = game.currentPlayer();
        const int turn = game.turn();
        printNewDiscards(game, shownDiscards, io);
        const auto choice = computer.playTurn(game);
        QString deployed = u"keeps the followers"_s;
        if (choice.deployment) {
            const auto &type = game.catalog().tile(choice.tile).type;
            deployed = u"deploys a "_s + roleName(type.features[choice.deployment->feature].kind);
        }
        io.out << u"Turn %1  %2 places %3 at (%4, %5) turned %6\u00b0 and %7\n"_s
                      .arg(turn, 2)
                      .arg(names[player].leftJustified(4), document::describeTile(game, choice.tile))
                      .arg(choice.placement.pos.x)
                      .arg(choice.placement.pos.y)
                      .arg(choice.placement.rotation * 90)
                      .arg(deployed);
        printNewEvents(game, shownEvents, names, false, io);
    }
    printNewDiscards(game, shownDiscards, io);
    io.out << "\nNo tiles left: final scoring\n";
    printNewEvents(game, shownEvents, names, true, io);
    printResults(game, names, io);
    return Ok;
}

} // namespace tessera::cli
