#pragma once
// Plays the piles of a match on --jobs threads, each thread taking the next pile not started.

#include "matchpiles.h"

#include <QString>

#include <functional>
#include <optional>

namespace tessera::cli {

// Told of each pile as its thread finishes it (from that thread); false with the reason stops
// the match: no thread starts another pile.
using PileFinished = std::function<bool(const PileResult &pile, QString &error)>;

// Plays the piles of `seeds` and stores each in `piles` once `finished` accepted it. Returns
// the reason the match stopped early, or nothing when every pile was played.
std::optional<QString> playPiles(const MatchOptions &options, const std::vector<std::uint64_t> &seeds, MatchPiles &piles,
                                 const PileFinished &finished);

} // namespace tessera::cli
