#pragma once
// Game logs (docs/game-log-format.md): a game as its setup plus one entry per turn, with the
// tile sets embedded in full so that a log replays anywhere. Reading replays every turn through
// the engine; any problem is reported with the turn, the JSON path and the reason, and the
// valid prefix of the game stays usable. Writing is atomic.

#include "engine/match.h"
#include "engine/tiletype.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace tessera::document {

inline constexpr int kGameLogVersion = 2; // 2: turns as lists of decisions; 1 still reads
inline constexpr qint64 kMaxGameLogFileSize = 64 * 1024 * 1024;

struct PlayerInfo {
    QString name;
    QString color;         // "#rrggbb"
    bool computer = false; // a computer player, else a person at this machine
    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

// Everything a log says about the game besides its turns.
struct GameInfo {
    QString tesseraVersion; // the program that wrote the log
    QDateTime created;
    engine::RuleOptions rules;
    QList<PlayerInfo> players;
    std::vector<engine::TileSet> tileSets;
    std::uint64_t seed = 0;

    engine::GameSetup setup() const; // compiles the tile sets
};

struct LogIssue {
    QString file;
    int turn = 0;     // 1-based turn the problem belongs to; 0 when it is not in a turn
    QString jsonPath; // e.g. "$.turns[11].x"; empty when the file as a whole is at fault
    QString message;
};

struct LoadedGame {
    std::optional<GameInfo> info;       // set when the header could be read
    std::unique_ptr<engine::Match> match; // the game replayed up to the first bad turn
    QList<LogIssue> issues;
    std::optional<std::vector<int>> recordedScores; // the log's own final scores, if any
    bool ok() const { return match && issues.isEmpty(); }
};

LoadedGame loadGameLog(const QString &path);
LoadedGame parseGameLog(const QByteArray &json, const QString &fileNameForMessages);

// The log text of a game: header, turns, the current scores, tile sets at the end.
QByteArray gameLogToJson(const GameInfo &info, const engine::Match &match);
bool saveGameLog(const GameInfo &info, const engine::Match &match, const QString &path,
                 QString *error = nullptr);

// Default player colours, in seat order.
QString defaultPlayerColor(int seat);

} // namespace tessera::document
