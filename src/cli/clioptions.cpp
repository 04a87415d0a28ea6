#include "clioptions.h"

#include "document/safefile.h"

#include "document/jczimport.h"
#include "document/tilesetlibrary.h"
#include "engine/tilecatalog.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace tessera::cli {

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command, const QStringList &args,
                                    CommandIo io)
{
    parser.addHelpOption();
    if (!parser.parse(QStringList{u"tessera-cli "_s + command} + args)) {
        io.err << "tessera-cli " << command << ": " << parser.errorText() << '\n'
               << "Try 'tessera-cli " << command << " --help'.\n";
        return UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        // Qt's usage line names the program by its path (argv[0]); ours names the command.
        QString help = parser.helpText();
        const QString usage = u"Usage: "_s + QCoreApplication::arguments().value(0);
        if (help.startsWith(usage))
            help.replace(0, usage.size(), u"Usage: tessera-cli "_s + command);
        io.out << help;
        return Ok;
    }
    return std::nullopt;
}

std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name, qint64 min, qint64 max, CommandIo io)
{
    bool ok = false;
    const QString text = parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        io.err << "tessera-cli: --" << name << " must be a whole number from " << min << " to " << max << ", not '" << text
               << "'\n";
        return std::nullopt;
    }
    return value;
}

std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double min, double max,
                                   CommandIo io)
{
    bool ok = false;
    const QString text = parser.value(name);
    const double value = text.toDouble(&ok);
    if (!ok || !(value >= min && value <= max)) {
        io.err << "tessera-cli: --" << name << " must be a number from " << min << " to " << max << ", not '" << text
               << "'\n";
        return std::nullopt;
    }
    return value;
}

std::variant<InputOutput, int> inputAndOutput(const QCommandLineParser &parser, const QString &command, const char *example,
                                              const char *what, CommandIo io)
{
    if (parser.positionalArguments().size() != 1 || !parser.isSet(u"output"_s)) {
        io.err << "tessera-cli " << command << ": give one " << what << " and the output file: " << example
               << ". Try 'tessera-cli " << command << " --help'.\n";
        return UsageError;
    }
    InputOutput files{parser.positionalArguments().first(), parser.value(u"output"_s)};
    if (document::isSameFile(files.input, files.output)) {
        io.err << "tessera-cli " << command << ": the output " << files.output << " is the " << what
               << " itself; writing it would destroy the " << what << ". Name another file.\n";
        return UsageError;
    }
    return files;
}

std::variant<GameAtTurn, int> loadGameAtTurn(const QCommandLineParser &parser, const QString &command,
                                             const char *doingWithValidTurns, CommandIo io)
{
    if (parser.positionalArguments().size() != 1) {
        io.err << "tessera-cli " << command << ": give exactly one game log. Try 'tessera-cli " << command << " --help'.\n";
        return UsageError;
    }
    GameAtTurn game;
    game.loaded = document::loadGameOrJcz(parser.positionalArguments().first());
    printIssues(game.loaded.issues, io);
    if (!game.loaded.match)
        return Failure;
    engine::Match &match = *game.loaded.match;
    game.turns = game.turn = int(match.turns().size());
    if (!game.loaded.issues.isEmpty()) {
        io.err << "The first " << game.turns << " turns are valid; " << doingWithValidTurns << " them.\n";
        game.exitCode = Failure;
    }
    if (parser.isSet(u"to"_s)) {
        const auto to = intOption(parser, u"to"_s, 0, game.turns, io);
        if (!to)
            return UsageError;
        game.turn = int(*to);
        // Cut only before the end: the record's own last position keeps its discards.
        if (game.turn < game.turns)
            match.truncate(std::size_t(game.turn));
    }
    return game;
}

std::optional<std::vector<engine::TileSet>> loadTileSetsOrReport(const QString &list, CommandIo io)
{
    std::vector<engine::TileSet> sets;
    bool ok = true;
    for (const QString &name : list.split(u',', Qt::SkipEmptyParts)) {
        document::TileSetLoadResult loaded = document::loadNamedTileSet(name.trimmed());
        printIssues(loaded.issues, io);
        if (loaded.ok())
            sets.push_back(std::move(*loaded.set));
        ok = ok && loaded.ok();
    }
    if (!ok)
        return std::nullopt;
    if (sets.empty()) {
        io.err << "No tile set given.\n";
        return std::nullopt;
    }
    return sets;
}

void addGameOptions(QCommandLineParser &parser)
{
    parser.addOption({{u"tilesets"_s, u"tileset"_s},
                      u"Built-in tile sets or tile set files, separated by commas (e.g. base,river,inns-cathedrals)."_s,
                      u"SETS"_s,
                      u"base"_s});
    parser.addOption({u"no-large-follower"_s, u"Leave out the large follower that Inns & Cathedrals brings."_s});
    parser.addOption({u"no-farmers"_s, u"No figures on fields and no farm scoring."_s});
    parser.addOption({u"no-builder-pig"_s, u"Leave out the builder and the pig that Traders & Builders brings."_s});
    parser.addOption({u"no-fairy"_s, u"Leave out the fairy that the Princess & the Dragon brings."_s});
    parser.addOption({u"dragon-before-scoring"_s, u"The dragon flies before the turn's scoring (JCloisterZone's order)."_s});
}

static bool hasInnsOrCathedrals(const std::vector<engine::TileSet> &sets)
{
    const engine::TileCatalog catalog(sets);
    return catalog.contents().inns || catalog.contents().cathedrals;
}

engine::RuleOptions gameRules(const QCommandLineParser &parser, const std::vector<engine::TileSet> &sets)
{
    engine::RuleOptions rules;
    rules.largeFollower = hasInnsOrCathedrals(sets) && !parser.isSet(u"no-large-follower"_s);
    rules.farmers = !parser.isSet(u"no-farmers"_s);
    // Traders & Builders' tiles bring its builder and pig.
    rules.builder = rules.pig = engine::TileCatalog(sets).contents().goods && !parser.isSet(u"no-builder-pig"_s);
    // The Princess & the Dragon's tiles bring its fairy.
    rules.fairy = engine::TileCatalog(sets).contents().princessDragon && !parser.isSet(u"no-fairy"_s);
    if (parser.isSet(u"dragon-before-scoring"_s))
        rules.dragonTiming = engine::DragonTiming::BeforeScoring;
    return rules;
}

int maxPlayers(const engine::RuleOptions &rules, const std::vector<engine::TileSet> &sets)
{
    return rules.largeFollower || hasInnsOrCathedrals(sets) ? engine::kMaxPlayers : engine::kMaxPlayersBase;
}

} // namespace tessera::cli
