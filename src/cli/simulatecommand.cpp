// tessera-cli simulate: the engine benchmark. Plays complete games with random players and
// reports games per second, turns per second and average scores.

#include "clioptions.h"
#include "commands.h"
#include "document/gamelog.h"
#include "engine/gameseries.h"
#include "engine/randomplayer.h"

#include <QDir>

#include <chrono>

using namespace Qt::StringLiterals;

namespace tessera::cli {

// The header of a simulated game's log: computer players named by seat.
static document::GameInfo computerPlayersInfo(const std::vector<engine::TileSet> &sets, const engine::GameSetup &setup)
{
    document::GameInfo info;
    info.created = QDateTime::currentDateTimeUtc();
    info.rules = setup.rules;
    for (int p = 0; p < setup.players; ++p)
        info.players.append({u"Computer %1"_s.arg(p + 1), document::defaultPlayerColor(p), true});
    info.tileSets = sets;
    info.seed = setup.seed;
    return info;
}

int runSimulate(const QStringList &args, CommandIo io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Plays complete games in which every player takes a uniformly random legal placement and "
        "then a uniformly random choice among no follower and every legal deployment. Prints games "
        "per second, turns per second and average scores (a benchmark of the rules engine)."_s);
    parser.addOption({u"games"_s, u"Number of games to play."_s, u"N"_s, u"1000"_s});
    parser.addOption({u"players"_s, u"Players per game (1-5; 6 with Inns & Cathedrals)."_s, u"P"_s, u"2"_s});
    parser.addOption({u"seed"_s, u"Seed of the first game; game i uses seed S + i."_s, u"S"_s, u"1"_s});
    parser.addOption({u"hand-size"_s, u"Tiles held per player (1 or 3)."_s, u"H"_s, u"1"_s});
    addGameOptions(parser);
    parser.addOption({u"record"_s, u"Save every game as a game log DIR/game-<seed>.json (slower)."_s, u"DIR"_s});
    if (const auto stop = parseCommandLine(parser, u"simulate"_s, args, io))
        return *stop;
    const auto loaded = loadTileSetsOrReport(parser.value(u"tilesets"_s), io);
    if (!loaded)
        return Failure;
    const engine::RuleOptions rules = gameRules(parser, *loaded);
    const auto games = intOption(parser, u"games"_s, 1, 100'000'000, io);
    const auto players = intOption(parser, u"players"_s, engine::kMinPlayers, maxPlayers(rules, *loaded), io);
    const auto seed = intOption(parser, u"seed"_s, 0, std::numeric_limits<qint64>::max(), io);
    const auto hand = intOption(parser, u"hand-size"_s, 1, engine::kMaxHandSize, io);
    if (!games || !players || !seed || !hand)
        return UsageError;
    const auto catalog = std::make_shared<const engine::TileCatalog>(*loaded);
    const QString recordDir = parser.value(u"record"_s);
    if (!recordDir.isEmpty() && !QDir().mkpath(recordDir)) {
        io.err << "tessera-cli simulate: cannot create the directory " << recordDir << '\n';
        return Failure;
    }

    engine::GameSetup setup;
    setup.catalog = catalog;
    setup.players = int(*players);
    setup.rules = rules;
    setup.rules.handSize = int(*hand);

    std::vector<double> totals(std::size_t(*players), 0.0);
    std::int64_t turns = 0;
    const auto addResult = [&](const engine::Game &game) {
        turns += game.turn();
        for (int p = 0; p < setup.players; ++p)
            totals[std::size_t(p)] += game.score(p);
    };
    const auto start = std::chrono::steady_clock::now();
    engine::GameSeries series(setup);
    for (qint64 g = 0; g < *games; ++g) {
        setup.seed = std::uint64_t(*seed + g);
        engine::RandomPlayer player(setup.seed);
        if (recordDir.isEmpty()) {
            engine::Game &game = series.start(setup.seed);
            engine::playRandomGame(game, player);
            addResult(game);
            continue;
        }
        engine::Match match(setup);
        engine::playRandomMatch(match, player);
        addResult(match.game());
        const document::GameInfo info = computerPlayersInfo(*loaded, setup);
        const QString path = QDir(recordDir).filePath(u"game-%1.json"_s.arg(setup.seed));
        QString error;
        if (!document::saveGameLog(info, match, path, &error)) {
            io.err << "tessera-cli simulate: cannot save " << path << ": " << error << '\n';
            return Failure;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    io.out << "Simulated " << *games << " games (" << *players << (*players == 1 ? " player" : " players") << ", tile sets "
           << parser.value(u"tilesets"_s) << ", seeds " << *seed << ".." << (*seed + *games - 1) << ") in "
           << QString::number(seconds, 'f', 3) << " s\n";
    io.out << "  games per second: " << QString::number(double(*games) / seconds, 'f', 0) << '\n';
    io.out << "  turns per second: " << QString::number(double(turns) / seconds, 'f', 0) << '\n';
    io.out << "  turns per game:   " << QString::number(double(turns) / double(*games), 'f', 1) << '\n';
    io.out << "  average score:   ";
    for (int p = 0; p < setup.players; ++p)
        io.out << " P" << (p + 1) << ' ' << QString::number(totals[std::size_t(p)] / double(*games), 'f', 1);
    io.out << '\n';
    if (!recordDir.isEmpty())
        io.out << "  game logs saved in " << recordDir << '\n';
    return Ok;
}

} // namespace tessera::cli
