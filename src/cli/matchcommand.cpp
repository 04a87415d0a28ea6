// tessera-cli match: plays computer player A against B over seeded piles, each pile twice with
// the seats swapped (the first seat is worth a few points), and prints A's score rate with a
// 95% interval, the mean point margin per pile and the time per decision. With --record, each
// finished pile is appended to a file and a match started again plays only the piles missing.

#include "commands.h"
#include "matchoptions.h"
#include "matchpiles.h"
#include "matchrecording.h"
#include "matchreport.h"
#include "matchworkers.h"

#include <chrono>

namespace tessera::cli {

int runMatch(const QStringList &args, CommandIo io)
{
    auto parsed = parseMatchOptions(args, io);
    if (const int *exitCode = std::get_if<int>(&parsed))
        return *exitCode;
    const MatchOptions &options = std::get<MatchOptions>(parsed);

    MatchPiles piles(options.firstSeed(), options.pileCount());
    std::optional<MatchRecording> recording;
    if (options.recordPath) {
        recording.emplace(options);
        if (!recording->resume(piles, io))
            return Failure;
    }
    MatchRun run{piles.doneCount(), std::nullopt};
    const std::vector<std::uint64_t> seeds = options.summaryOnly ? std::vector<std::uint64_t>{} : piles.missing();

    const auto start = std::chrono::steady_clock::now();
    std::optional<QString> failure;
    {
        const auto guard = recording && !seeds.empty() ? recording->guardInterruptions() : nullptr;
        failure = playPiles(options, seeds, piles, [&recording](const PileResult &pile, QString &error) {
            return !recording || recording->append(pile, error);
        });
    }
    if (failure) {
        io.err << "tessera-cli match: " << *failure << '\n';
        return Failure;
    }
    if (!options.summaryOnly)
        run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return reportMatch(options, piles, run, io);
}

} // namespace tessera::cli
