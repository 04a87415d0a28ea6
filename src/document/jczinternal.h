#pragma once
// The parts of the .jcz importer (jczimport.h), shared by its source files only.

#include "gamelog.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>
#include <vector>

namespace tessera::document::jcz {

// The problems found so far, all in one file.
struct Issues {
    QString file;
    QList<LogIssue> list;
    void add(int turn, const QString &path, const QString &message) { list.append({file, turn, path, message}); }
    bool empty() const { return list.isEmpty(); }
};

// Text::tr() translates in the context "JczImport" (lupdate finds the calls).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(JczImport)
};

// --- setup (jczsetup.cpp) -----------------------------------------------------------------

struct Header {
    GameInfo info;              // with the full built-in tile sets
    std::optional<int> endTurn; // gameAnnotations.endTurn: the game is finished
};

// Reads players, setup and annotations; reports every problem and returns nullopt if any.
std::optional<Header> readHeader(const QJsonObject &root, Issues &issues);

// --- replay (jczreplay.cpp) ---------------------------------------------------------------

// One committed turn of the replay, translated to our tiles and features.
struct TurnDraft {
    engine::TileIndex tile = 0;
    engine::Placement placement;
    std::optional<engine::Deployment> deployment;
    // The Princess & the Dragon: instead of the deployment, a deployment through the magic
    // portal, the fairy's move or the princess's removal; then the dragon's steps.
    std::optional<engine::Decision> instead;
    std::vector<engine::Position> dragonSteps;
    int figureOwner = -1;   // the player the deployed figure belongs to
    QString figureId;       // e.g. "0.small.3"
    int placeMessage = 0;   // index in "replay" of PLACE_TILE
    int deployMessage = -1; // index of DEPLOY_MEEPLE, -1 without one
};

// Translates the messages of "replay" into turns, stopping at the first problem (reported).
// `complete` is false when it stopped early.
struct Drafts {
    std::vector<TurnDraft> turns;
    bool complete = true;
};
Drafts readReplay(const QJsonValue &replay, const engine::TileCatalog &catalog, int players, Issues &issues);

// Applies the turns to `match`, stopping at the first that our rules refuse (reported).
void applyTurns(const std::vector<TurnDraft> &turns, const GameInfo &info, engine::Match &match, Issues &issues);

} // namespace tessera::document::jcz
