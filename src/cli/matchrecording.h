#pragma once
// The --record side of a match: the record named after the match's options, the piles it
// holds already, each pile appended as it is played, and Ctrl+C taking effect only between
// two lines, saying how to go on.

#include "interruptguard.h"
#include "matchpiles.h"
#include "matchrecord.h"

#include <atomic>
#include <memory>

namespace tessera::cli {

class MatchRecording {
public:
    // options.recordPath must be set.
    explicit MatchRecording(const MatchOptions &options);

    // Opens and locks the record (unless only the summary is wanted) and stores the piles it
    // holds in `piles`; false after printing the problem.
    bool resume(MatchPiles &piles, CommandIo io);
    // Appends a pile played; false with the reason. Thread-safe.
    bool append(const PileResult &pile, QString &error);
    // While it lives, an interruption waits for the line being written and says how many
    // piles are recorded.
    std::unique_ptr<InterruptGuard> guardInterruptions();

private:
    MatchRecord m_record;
    std::size_t m_piles;
    bool m_summaryOnly;
    std::atomic<std::size_t> m_recorded{0};
};

} // namespace tessera::cli
