#include "scoretimeline.h"

#include <algorithm>

namespace tessera::document {

using namespace engine;

ScoreTimeline::ScoreTimeline(const Game &end, int turns)
    : m_turns(std::max(0, turns)), m_players(end.playerCount()), m_rows(std::size_t(m_turns) + 1, Row{})
{
    // Points first land in the row of their turn, then every row adds up the ones before it.
    for (const ScoreEvent &e : end.events()) {
        const int turn = std::clamp(e.final ? m_turns : e.turn, 0, m_turns);
        m_eventTurns.push_back(turn);
        for (int p = 0; p < m_players; ++p)
            if (e.players & (1u << p))
                m_rows[std::size_t(turn)][std::size_t(p)][int(categoryOf(e.kind))] += e.points;
        if (m_scoringTurns.empty() || m_scoringTurns.back() != turn)
            m_scoringTurns.push_back(turn);
    }
    std::sort(m_scoringTurns.begin(), m_scoringTurns.end());
    m_scoringTurns.erase(std::unique(m_scoringTurns.begin(), m_scoringTurns.end()), m_scoringTurns.end());
    for (std::size_t t = 1; t < m_rows.size(); ++t)
        for (int p = 0; p < m_players; ++p)
            for (int c = 0; c < kScoreCategories; ++c)
                m_rows[t][std::size_t(p)][c] += m_rows[t - 1][std::size_t(p)][c];
    for (int p = 0; p < m_players; ++p)
        m_max = std::max(m_max, score(m_turns, p));
}

int ScoreTimeline::clampTurn(int turn) const
{
    return std::clamp(turn, 0, m_turns);
}

int ScoreTimeline::scoreIn(int turn, int player, ScoreCategory category) const
{
    if (m_rows.empty() || player < 0 || player >= m_players)
        return 0;
    return m_rows[std::size_t(clampTurn(turn))][std::size_t(player)][int(category)];
}

int ScoreTimeline::score(int turn, int player) const
{
    int sum = 0;
    for (int c = 0; c < kScoreCategories; ++c)
        sum += scoreIn(turn, player, ScoreCategory(c));
    return sum;
}

std::vector<std::size_t> ScoreTimeline::eventsOf(int turn) const
{
    std::vector<std::size_t> events;
    for (std::size_t i = 0; i < m_eventTurns.size(); ++i)
        if (m_eventTurns[i] == turn)
            events.push_back(i);
    return events;
}

std::optional<int> ScoreTimeline::nextScoring(int turn) const
{
    const auto it = std::upper_bound(m_scoringTurns.begin(), m_scoringTurns.end(), turn);
    return it == m_scoringTurns.end() ? std::nullopt : std::optional(*it);
}

std::optional<int> ScoreTimeline::previousScoring(int turn) const
{
    const auto it = std::lower_bound(m_scoringTurns.begin(), m_scoringTurns.end(), turn);
    return it == m_scoringTurns.begin() ? std::nullopt : std::optional(*std::prev(it));
}

} // namespace tessera::document
