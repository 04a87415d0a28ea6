#pragma once
// The parts of the .jcz importer (jczimport.h), shared by its source files only.

#include "gamelog.h"

#include <QCoreApplication>
#include <QJsonArray>
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

// What one message did, as one of our decisions.
struct Action {
    engine::Decision decision;
    int message = 0;      // index in "replay"
    int figureOwner = -1; // a deployment's figure: the player it belongs to
    QString figureId;     // e.g. "0.small.3"
};

// JCloisterZone's turn: a PLACE_TILE and what followed it up to COMMIT (the builder's bonus
// tile is one more of them in the same turn of ours). With "dragon-move: after-scoring" the
// dragon's steps written after the COMMIT belong here too.
struct TurnDraft {
    engine::TileIndex tile = 0;
    engine::Placement placement;
    int placeMessage = 0; // index in "replay" of PLACE_TILE
    // The deployment, what replaced it (the magic portal, the fairy, the princess) or the pass;
    // then the dragon's steps. A turn that deploys nothing may say nothing: it passes.
    std::vector<Action> actions;
    bool committed = true; // false: the game was saved before this turn's COMMIT
    // Tiles drawn before this one that fit nowhere (known from gameAnnotations.drawOrder).
    std::vector<engine::TileIndex> discardsBefore;
};

// Translates the messages of "replay" into turns, stopping at the first problem (reported).
// `complete` is false when it stopped early. The last turn may be uncommitted.
struct Drafts {
    std::vector<TurnDraft> turns;
    std::vector<engine::TileIndex> endDiscards; // drawn after the last tile placed (drawOrder)
    bool complete = true;
    int placements() const { return int(turns.size()); }
    bool finishedTurns() const { return turns.empty() || turns.back().committed; }
};
Drafts readReplay(const QJsonValue &replay, const engine::TileCatalog &catalog, int players, Issues &issues);

// The tiles of gameAnnotations.drawOrder that were not placed become the discards of the
// turns they were drawn in; reports a draw order that does not fit the replay.
void placeDiscards(const QJsonValue &drawOrder, const engine::TileCatalog &catalog, Drafts &drafts, Issues &issues);

// A deployment our rules may allow and JCloisterZone's do not: a builder onto a road or city
// that the tile just placed completes (builder_on_completed_feature).
bool jczRefusesDeployment(const engine::Game &game, const engine::Decision &d);

// Applies the turns to `match`, stopping at the first that our rules refuse (reported). The
// last turn, when it is uncommitted, leaves the match within it.
void applyTurns(const Drafts &drafts, const GameInfo &info, engine::Match &match, Issues &issues);

// --- export (jczexportturns.cpp) ----------------------------------------------------------

// The turns of a match as JCloisterZone's messages, and every tile drawn (discards included).
struct ExportedReplay {
    QJsonArray messages;
    QJsonArray drawOrder;
    QString problem; // set when the record cannot be replayed (never for a match of ours)
};
ExportedReplay writeReplay(const engine::Match &match);

} // namespace tessera::document::jcz
