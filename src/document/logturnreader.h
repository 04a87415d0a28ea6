#pragma once
// Reads the turn entries of a game log into the engine's turn records (docs/game-log-format.md),
// reporting each malformed part with its turn and JSON path.

#include "legacyturn.h"
#include "logproblems.h"

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/match.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>
#include <vector>

namespace tessera::document::logread {

class LogTurnReader {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    // `game` gives the tile catalog, the players and the hand size; `version` the log's.
    LogTurnReader(LogProblems &problems, const engine::Game &game, int version);

    // A turn entry as read: since version 4 the ordered list of what happened; before, its
    // decisions with the draws beside them.
    struct ReadTurn {
        engine::TurnRecord record;
        std::optional<LegacyDraws> legacy; // versions 1 to 3
    };
    // One turn entry; nullopt (with its problems reported) when it is malformed. Version 1 turns
    // hold one placement and at most one follower; later versions a list of decisions.
    std::optional<ReadTurn> readTurn(const QJsonValue &value, const QString &path, int turn);
    // One decision within a turn, in the form of a turn's entry (an analysis's alternative);
    // `placedLast` is the tile the turn placed last before it, if any (a deployment is on it).
    std::optional<engine::Decision> readDecision(const QJsonValue &v, const QString &path, int turn,
                                                 std::optional<engine::TileIndex> placedLast);
    // The tile ids listed under `key` (absent: none) appended to `out`; false after a problem.
    bool tileList(const QJsonObject &o, const QString &key, const QString &path, int turn,
                  std::vector<engine::TileIndex> &out);

private:
    // The tiles a turn places: its own, and the bonus tile when the builder earned one.
    struct TurnTiles {
        engine::TileIndex tile;
        std::optional<engine::TileIndex> bonus;
    };

    // Where the reading of a turn's entries stands: the tile placed last, whether one was
    // placed yet, and (before version 4) how many.
    struct EntryState {
        engine::TileIndex tile = 0;
        bool placed = false;
        int places = 0;
    };
    bool readEntry(const QJsonValue &v, const QString &path, int turn, TurnTiles tiles, EntryState &state,
                   std::vector<engine::Decision> &out);

    std::optional<engine::TileIndex> tileId(const QJsonValue &v, const QString &path, int turn);
    bool readDrawn(const QJsonObject &o, const QString &key, const QString &path, int turn,
                   std::optional<engine::TileIndex> placed, std::vector<engine::TileIndex> &out);
    std::optional<engine::Placement> readPlacement(const QJsonObject &o, const QString &path, int turn);
    bool readDecisions(const QJsonValue &v, const QString &path, int turn, TurnTiles tiles,
                       std::vector<engine::Decision> &out);
    // `before`: the number of problems reported before this turn's entry was read.
    std::optional<ReadTurn> readLegacyTurn(const QJsonObject &o, const QString &path, int turn, engine::TurnRecord t,
                                           qsizetype before);
    std::optional<engine::Decision> readDrawOrDiscard(const QJsonObject &o, const QString &path, int turn,
                                                      engine::DecisionKind kind);
    std::optional<engine::Decision> readElsewhere(const QJsonObject &o, const QString &path, int turn,
                                                  engine::DecisionKind kind);
    bool readDeployment(const QJsonValue &v, const QString &path, int turn, engine::TileIndex tile,
                        std::optional<engine::Deployment> &out, bool optional);

    LogProblems &m_problems;
    const engine::Game &m_game;
    int m_version;
};

} // namespace tessera::document::logread
