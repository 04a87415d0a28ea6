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

static QString cell(engine::Position p)
{
    return u"(%1, %2)"_s.arg(p.x).arg(p.y);
}

// The role of a figure on feature `feature` of the tile placed at `at`: a knight, a builder...
static QString figureName(const engine::Game &game, engine::Position at, engine::Deployment d)
{
    switch (d.figure) {
    case engine::FigureKind::Builder:
        return u"builder"_s;
    case engine::FigureKind::Pig:
        return u"pig"_s;
    case engine::FigureKind::Follower:
    case engine::FigureKind::LargeFollower:
        break;
    }
    const engine::PlacedTile &placed = game.board().placed()[game.board().at(at)];
    const QString role = roleName(game.catalog().tile(placed.tile).type.features[d.feature].kind);
    return d.figure == engine::FigureKind::LargeFollower ? u"large "_s + role : role;
}

// What a turn's decision after a placement did, as the end of "Ann places ... and ...".
static QString choiceText(const engine::Game &game, engine::Position placedAt, const engine::Decision &d)
{
    using engine::DecisionKind;
    switch (d.kind) {
    case DecisionKind::Deploy:
        return u"deploys a "_s + figureName(game, placedAt, d.deployment);
    case DecisionKind::DeployAt:
        return u"deploys a %1 through the magic portal at %2"_s.arg(figureName(game, d.at, d.deployment), cell(d.at));
    case DecisionKind::MoveFairy:
        return u"moves the fairy to the follower at %1"_s.arg(cell(d.at));
    case DecisionKind::RemoveKnight:
        return u"has the princess send the knight at %1 home"_s.arg(cell(d.at));
    case DecisionKind::Pass:
    case DecisionKind::Place:
    case DecisionKind::DragonStep:
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        break;
    }
    return u"keeps the followers"_s;
}

// A recorded turn: a line per tile placed (the builder's bonus tile has its own) with the
// choice that followed it, then the dragon's flight, step by step with whose step it was.
static void printTurn(const engine::Game &game, const engine::TurnRecord &turn, int number, const QStringList &names,
                      CommandIo io)
{
    QStringList flight;
    int step = 0;
    for (std::size_t i = 0; i < turn.decisions.size(); ++i) {
        const engine::Decision &d = turn.decisions[i];
        if (d.kind == engine::DecisionKind::DragonStep) {
            flight << u"%1 to %2"_s.arg(names[(turn.player + step++) % names.size()], cell(d.at));
            continue;
        }
        if (d.kind != engine::DecisionKind::Place)
            continue;
        const bool chosen = i + 1 < turn.decisions.size();
        io.out << u"Turn %1  %2 places %3 at %4 turned %5\u00b0 and %6\n"_s.arg(number, 2)
                      .arg(names[turn.player].leftJustified(4), document::describeTile(game, d.tile), cell(d.placement.pos))
                      .arg(d.placement.rotation * 90)
                      .arg(chosen ? choiceText(game, d.placement.pos, turn.decisions[i + 1]) : u"keeps the followers"_s);
    }
    if (!flight.isEmpty())
        io.out << "           the dragon flies: " << flight.join(u", "_s) << '\n';
}

// Prints the events not shown yet; during play it stops at final scoring, which gets its own
// heading.
static void printNewEvents(const engine::Game &game, std::size_t &shown, const QStringList &names, bool includeFinal,
                           CommandIo io)
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
        io.out << "  " << names[p].leftJustified(8) << QString::number(game.score(p)).rightJustified(5) << "         "
               << QString::number(game.scoreIn(p, ScoreCategory::Road)).rightJustified(4)
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
    parser.setApplicationDescription(
        u"Plays a computer-vs-computer game with random players and "
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
    const auto seed = parser.isSet(u"seed"_s) ? intOption(parser, u"seed"_s, 0, std::numeric_limits<qint64>::max(), io)
                                              : std::optional<qint64>(QDateTime::currentMSecsSinceEpoch() % 1'000'000);
    if (!players || !seed)
        return UsageError;
    const auto catalog = std::make_shared<const engine::TileCatalog>(*sets);

    const QStringList allNames{u"Ann"_s, u"Ben"_s, u"Cleo"_s, u"Dev"_s, u"Eve"_s, u"Finn"_s};
    const QStringList names = allNames.mid(0, int(*players));
    engine::GameSetup setup{catalog, rules, int(*players), std::uint64_t(*seed)};
    engine::Match match(setup);
    const engine::Game &game = match.game();
    engine::RandomPlayer computer(setup.seed);
    io.out << "Tessera demo: " << names.join(u", "_s) << " play with the tile sets " << parser.value(u"tilesets"_s)
           << " (seed " << *seed << ")\n\n";

    std::size_t shownEvents = 0, shownDiscards = 0;
    while (!match.game().isOver()) {
        const std::size_t before = match.turns().size();
        engine::playRandomMatch(match, computer, before + 1);
        if (match.turns().size() == before) // the last draws found nothing to place
            break;
        printNewDiscards(game, shownDiscards, io);
        printTurn(game, match.turns().back(), int(match.turns().size()), names, io);
        printNewEvents(game, shownEvents, names, false, io);
    }
    printNewDiscards(game, shownDiscards, io);
    io.out << "\nNo tiles left: final scoring\n";
    printNewEvents(game, shownEvents, names, true, io);
    printResults(game, names, io);
    return Ok;
}

} // namespace tessera::cli
