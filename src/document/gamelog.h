#pragma once
// Game logs (docs/game-log-format.md): a game as its setup plus one entry per turn, with the
// tile sets embedded in full so that a log replays anywhere. Reading replays every turn through
// the engine; any problem is reported with the turn, the JSON path and the reason, and the
// valid prefix of the game stays usable. Writing is atomic.

#include "engine/gametree.h"
#include "engine/match.h"
#include "engine/tiletype.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace tessera::document {

// 5: an analysis may follow the turns (a log without one is still written as version 4, so
// that older programs read it); 4: turns as the ordered record of what happened; 3: variations,
// the cursor and the undo count; 2: turns as lists of decisions. All still read.
inline constexpr int kGameLogVersion = 5;
inline constexpr int kGameLogVersionWithoutAnalysis = 4;
inline constexpr qint64 kMaxGameLogFileSize = 64 * 1024 * 1024;

// How strong a computer player plays (docs/ai.md); the log's names are lognames::kComputerLevels.
enum class ComputerLevel { Easy, Medium, Hard };

struct PlayerInfo {
    QString name;
    QString color;                               // "#rrggbb"
    bool computer = false;                       // a computer player, else a person at this machine
    ComputerLevel level = ComputerLevel::Medium; // a computer's; logs before it had one mean Medium
    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

struct GameAnalysis; // gameanalysisjson.h

// Everything a log says about the game besides its turns.
struct GameInfo {
    QString tesseraVersion; // the program that wrote the log
    QDateTime created;
    engine::RuleOptions rules;
    QList<PlayerInfo> players;
    std::vector<engine::TileSet> tileSets;
    std::uint64_t seed = 0;
    // What Hard thought of the main line's decisions, when the game was analysed.
    std::shared_ptr<const GameAnalysis> analysis;

    engine::GameSetup setup() const; // compiles the tile sets
    QStringList playerNames() const; // by seat
};

struct LogIssue {
    QString file;
    int turn = 0;     // 1-based turn the problem belongs to; 0 when it is not in a turn
    QString jsonPath; // e.g. "$.turns[11].x"; empty when the file as a whole is at fault
    QString message;
};

struct LoadedGame {
    std::optional<GameInfo> info;         // set when the header could be read
    std::unique_ptr<engine::Match> match; // the main line replayed up to the first bad turn
    // Every line of the log (the main line as far as `match`, and its variations) with the
    // cursor where the log left it (the end of the main line unless it says otherwise).
    std::optional<engine::GameTree> tree;
    int undos = 0; // how many times the players took something back
    QList<LogIssue> issues;
    std::optional<std::vector<int>> recordedScores; // the log's own final scores, if any
    bool ok() const { return match && issues.isEmpty(); }
};

LoadedGame loadGameLog(const QString &path);
LoadedGame parseGameLog(const QByteArray &json, const QString &fileNameForMessages);

// The log text of a game: header, turns, the scores at the end of the main line, tile sets at
// the end. `match` is the position at the tree's cursor; the tree's main line is written as the
// turns, its other lines as variations, and the cursor when it is not at the main line's end.
QByteArray gameLogToJson(const GameInfo &info, const engine::Match &match, const engine::GameTree &tree, int undos);
bool saveGameLog(const GameInfo &info, const engine::Match &match, const engine::GameTree &tree, int undos,
                 const QString &path, QString *error = nullptr);
// A game of one line, as the match recorded it.
QByteArray gameLogToJson(const GameInfo &info, const engine::Match &match);
bool saveGameLog(const GameInfo &info, const engine::Match &match, const QString &path, QString *error = nullptr);

// Default player colours, in seat order.
QString defaultPlayerColor(int seat);

} // namespace tessera::document
