#pragma once
// The command line of tessera-cli match, read and checked: the two players, how many piles
// from which seed, the tile sets and rules, the search budget and the record.

#include "commands.h"

#include "ai/player.h"
#include "engine/game.h"

#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <variant>

namespace tessera::cli {

struct MatchOptions {
    std::array<QString, 2> players; // A, B
    qint64 games = 0;               // even: every pile is played twice
    qint64 seed = 0;                // of the first pile; pile i uses seed + i
    qint64 jobs = 1;                // games played at once
    ai::SearchBudget budget;
    engine::GameSetup setup;           // tiles, rules and players of every pile; the seed is the pile's
    QString tileSets;                  // as given, for the report and the record
    QStringList ruleFlags;             // the rule options given, for the record
    std::optional<QString> recordPath; // --record FILE
    bool summaryOnly = false;

    std::size_t pileCount() const { return std::size_t(games / 2); }
    std::uint64_t firstSeed() const { return std::uint64_t(seed); }
};

// The options of `args`; or the exit code after --help or a problem (printed to io.err).
std::variant<MatchOptions, int> parseMatchOptions(const QStringList &args, CommandIo io);

} // namespace tessera::cli
