#pragma once
// The piles of a match: pile i is the game of seed S + i, played twice with the seats swapped
// (the first seat is worth a few points). Which piles are done, recorded before or played now.

#include "matchoptions.h"
#include "matchrecord.h"

#include <cstdint>
#include <vector>

namespace tessera::cli {

// Plays one pile: A in seat 0, then A in seat 1, timing every decision.
PileResult playPile(const MatchOptions &options, std::uint64_t seed);

class MatchPiles {
public:
    MatchPiles(std::uint64_t firstSeed, std::size_t count);

    // Stores a pile of this match as done. Threads may store different piles at once.
    void store(PileResult pile);
    std::size_t doneCount() const;
    // The seeds of the piles not done yet, in order.
    std::vector<std::uint64_t> missing() const;
    // The piles done, in the order of their seeds.
    std::vector<const PileResult *> done() const;

private:
    std::uint64_t m_firstSeed;
    std::vector<PileResult> m_results;
    std::vector<char> m_done; // not vector<bool>: threads set their own entries
};

} // namespace tessera::cli
