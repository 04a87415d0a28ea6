#pragma once
// The outcome of a game as the results dialog shows it: each player's points by category,
// ordered by rank (ties share a rank), and a sentence naming the winner or winners.

#include "engine/scoring.h"

#include <QList>
#include <QString>

#include <array>

namespace tessera::document {
class GameDocument;
}

namespace tessera::ui {

struct PlayerResult {
    int seat = 0;
    QString name;
    QString color;                                      // "#rrggbb"
    std::array<int, engine::kScoreCategories> points{}; // in ScoreCategory order
    int total = 0;
    int rank = 1; // 1 for the winner(s); ties share a rank, the next rank skips (1, 1, 3)
};

// Orders by total, highest first (seat order among equals), and sets the ranks.
QList<PlayerResult> ranked(QList<PlayerResult> results);

// The players of a game with a game, ranked.
QList<PlayerResult> gameResults(const document::GameDocument &document);

// "Ann wins with 87 points" / "Ann and Ben share the victory with 80 points".
QString winnerSentence(const QList<PlayerResult> &ranked);

} // namespace tessera::ui
