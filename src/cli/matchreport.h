#pragma once
// What tessera-cli match prints at the end: the match, the record, and over every pile done
// A's score rate with a 95% interval, the margins, the scores and the time per decision.

#include "matchpiles.h"

#include <optional>

namespace tessera::cli {

struct MatchRun {
    std::size_t recordedBefore = 0; // piles the record held when the run started
    std::optional<double> seconds;  // the time the piles took; nothing when none were played
};

// Prints the report; Failure when a decision was illegal or a game unfinished (said on
// io.err), else Ok.
int reportMatch(const MatchOptions &options, const MatchPiles &piles, const MatchRun &run, CommandIo io);

} // namespace tessera::cli
