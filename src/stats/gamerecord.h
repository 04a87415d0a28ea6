#pragma once
// A finished game as the statistics keep it (docs/statistics.md): who sat where, at which
// computer level, their final scores and points by category, the tile sets, when it was played,
// where its log lies and the log itself, and two hashes that tell the same game again.

#include "document/gamelog.h"
#include "engine/scoring.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace tessera::stats {

struct SeatRecord {
    QString name;
    bool computer = false;
    document::ComputerLevel level = document::ComputerLevel::Medium; // a computer's
    int score = 0;
    int rank = 1;                                       // 1 for the winner(s): ties share a rank
    std::array<int, engine::kScoreCategories> points{}; // in engine::ScoreCategory order
};

struct GameRecord {
    // The game: its start, seed, rules, tile sets and seats (and its turns when it has no start date).
    // The same game recorded again, perhaps ended otherwise after an undo, replaces the record.
    QString key;
    QString decisionsHash; // of the main line's turns: whether a new record says anything new
    QDateTime played;      // when the game was started (UTC); invalid when the log has no date
    QString ruleSet;       // the tile sets' names, joined by kRuleSetSeparator
    QString logPath;       // the file the game was saved to or imported from; may be empty
    QByteArray log;        // the game's main line as a Tessera game log
    QList<SeatRecord> seats;
};

inline constexpr QLatin1StringView kRuleSetSeparator(" + ");

// The record of a finished game; nullopt while the game is not over.
std::optional<GameRecord> recordOf(const document::GameInfo &info, const engine::Match &match, const QString &logPath);

} // namespace tessera::stats
