#pragma once
// Every player's score after every turn of a game, by category, read from the scoring events of
// its last position (each event says its turn; the final scoring belongs to the last turn). The
// replay viewer's score graph draws it and seeks on it without replaying the game.

#include "engine/game.h"

#include <array>
#include <optional>
#include <vector>

namespace tessera::document {

class ScoreTimeline {
public:
    ScoreTimeline() = default;
    // `end` is the position after the last of `turns` turns.
    ScoreTimeline(const engine::Game &end, int turns);

    int turns() const { return m_turns; }
    int players() const { return m_players; }
    // After turn `turn` (0: before the first); turns outside 0..turns() are clamped.
    int score(int turn, int player) const;
    int scoreIn(int turn, int player, engine::ScoreCategory category) const;
    int maxScore() const { return m_max; }

    // Indices into the game's events() scored in this turn (the last turn: the final scoring too).
    std::vector<std::size_t> eventsOf(int turn) const;
    // The nearest turn after / before `turn` in which anybody scored.
    std::optional<int> nextScoring(int turn) const;
    std::optional<int> previousScoring(int turn) const;

private:
    using Row = std::array<std::array<int, engine::kScoreCategories>, engine::kMaxPlayers>;
    int clampTurn(int turn) const;

    int m_turns = 0;
    int m_players = 0;
    int m_max = 0;
    std::vector<Row> m_rows;         // by turn, 0..m_turns
    std::vector<int> m_eventTurns;   // the turn of each event, by event index
    std::vector<int> m_scoringTurns; // ascending, each once
};

} // namespace tessera::document
