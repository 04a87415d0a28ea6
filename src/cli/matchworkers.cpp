#include "matchworkers.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace tessera::cli {

std::optional<QString> playPiles(const MatchOptions &options, const std::vector<std::uint64_t> &seeds, MatchPiles &piles,
                                 const PileFinished &finished)
{
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::mutex errorLock;
    QString failure;
    const auto work = [&] {
        for (std::size_t k = next++; k < seeds.size() && !failed; k = next++) {
            PileResult pile = playPile(options, seeds[k]);
            if (QString error; !finished(pile, error)) {
                const std::lock_guard lock(errorLock);
                failure = error;
                failed = true;
                break;
            }
            piles.store(std::move(pile));
        }
    };
    // The calling thread is one of the workers.
    std::vector<std::thread> threads;
    for (qint64 j = 1; j < std::min<qint64>(options.jobs, qint64(seeds.size())); ++j)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    if (failed)
        return failure;
    return std::nullopt;
}

} // namespace tessera::cli
