#include "matchpiles.h"

#include "ai/arena.h"
#include "ai/timedplayer.h"

#include <algorithm>

namespace tessera::cli {

PileResult playPile(const MatchOptions &options, std::uint64_t seed)
{
    engine::GameSetup setup = options.setup;
    setup.seed = seed;
    const std::string nameA = options.players[0].toStdString();
    const std::string nameB = options.players[1].toStdString();
    PileResult r;
    r.seed = seed;
    r.processorSeconds = options.budget.threadTime;
    for (int aSeat = 0; aSeat < 2; ++aSeat) {
        // Player seeds depend on the pile and seat only, so --jobs, or the piles played
        // before, never change a game.
        const std::uint64_t playerSeed = seed * 4 + std::uint64_t(aSeat) * 2;
        ai::TimedPlayer a(ai::makePlayer(nameA, playerSeed, options.budget), r.seconds[0], r.processorSeconds);
        ai::TimedPlayer b(ai::makePlayer(nameB, playerSeed + 1, options.budget), r.seconds[1], r.processorSeconds);
        const std::array<ai::Player *, 2> seats = aSeat == 0 ? std::array<ai::Player *, 2>{&a, &b}
                                                             : std::array<ai::Player *, 2>{&b, &a};
        const ai::GameOutcome o = ai::playGame(setup, seats);
        MatchGame &g = r.games[std::size_t(aSeat)];
        g.scores = {o.scores[0], o.scores[1]};
        g.illegal = o.illegal;
        g.finished = o.finished;
    }
    return r;
}

MatchPiles::MatchPiles(std::uint64_t firstSeed, std::size_t count)
    : m_firstSeed(firstSeed), m_results(count), m_done(count, 0)
{
}

void MatchPiles::store(PileResult pile)
{
    const std::size_t i = std::size_t(pile.seed - m_firstSeed);
    m_results[i] = std::move(pile);
    m_done[i] = 1;
}

std::size_t MatchPiles::doneCount() const
{
    return std::size_t(std::count(m_done.begin(), m_done.end(), 1));
}

std::vector<std::uint64_t> MatchPiles::missing() const
{
    std::vector<std::uint64_t> seeds;
    for (std::size_t i = 0; i < m_done.size(); ++i)
        if (!m_done[i])
            seeds.push_back(m_firstSeed + i);
    return seeds;
}

std::vector<const PileResult *> MatchPiles::done() const
{
    std::vector<const PileResult *> piles;
    for (std::size_t i = 0; i < m_done.size(); ++i)
        if (m_done[i])
            piles.push_back(&m_results[i]);
    return piles;
}

} // namespace tessera::cli
