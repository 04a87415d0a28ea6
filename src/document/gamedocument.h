#pragma once
// The game as a QObject: a Match (the game and its record) plus the log header, the file it
// belongs to, and the turn the player is composing. Windows observe it through signals and
// models; they never change the game except through its commands, and they never decide
// legality (the engine does).
//
// A turn is composed, then confirmed: place the tile (applied to the engine at once, so that
// deployments can be listed), choose a follower or none, confirm. Until confirmed, takeBack()
// returns to the start of the turn. With confirmation turned off, choosing ends the turn.
// When no figure can be deployed on the placed tile (none left, or every feature taken) the
// choice is made at once: the turn goes straight to Confirming, or ends.

#include "gamelog.h"

#include "engine/gametree.h"

#include <QObject>

#include <optional>
#include <vector>

namespace tessera::document {

class GameDocument : public QObject {
    Q_OBJECT

public:
    enum class Stage {
        NoGame,
        Placing,    // the current player places a tile of their hand
        Deploying,  // the tile lies; the player may deploy a follower or not
        Confirming, // the choice is made; the player confirms or takes back
        GameOver,
        DragonFlying, // the Princess & the Dragon: a player chooses the dragon's next tile
    };
    Q_ENUM(Stage)

    explicit GameDocument(QObject *parent = nullptr);
    ~GameDocument() override;

    bool hasGame() const { return m_match != nullptr; }
    const GameInfo &info() const { return m_info; }
    const engine::Match &match() const { return *m_match; }
    const engine::Game &game() const { return m_match->game(); }
    Stage stage() const;
    // The choice awaiting confirmation: a deployment, or nullopt for "no follower".
    const std::optional<std::optional<engine::Deployment>> &pendingChoice() const { return m_choice; }
    // Whether the choice was made for the player because no figure could go anywhere.
    bool deploymentSkipped() const { return m_deploymentSkipped; }

    // The tile of the current player's hand being placed. A new turn starts with the first;
    // within a turn (after a take back) the player's choice stays. Only a tile of the hand,
    // in Placing, can be chosen.
    engine::TileIndex handTile() const { return m_handTile; }
    void setHandTile(engine::TileIndex tile);

    QString filePath() const { return m_filePath; }
    // The file the game was read from, also when Save does not write there (a JCloisterZone
    // game, a damaged log): what the windows call the game. Empty for a new game.
    QString sourcePath() const { return m_filePath.isEmpty() ? m_readFrom : m_filePath; }
    bool isModified() const { return m_modified; }

    bool confirmTurns() const { return m_confirmTurns; }
    void setConfirmTurns(bool confirm);
    // Where every finished turn is saved silently; empty: no autosave.
    void setAutosavePath(const QString &path) { m_autosavePath = path; }
    QString autosavePath() const { return m_autosavePath; }
    // Why the last autosave failed; empty when it worked.
    QString autosaveProblem() const { return m_autosaveProblem; }

    // --- whole games ------------------------------------------------------------------------
    void newGame(const GameInfo &info);
    // Loads a log. On problems the valid prefix is loaded (when there is one) and the issues
    // are returned; the document is unchanged when nothing could be loaded.
    QList<LogIssue> open(const QString &path);
    // Opens an autosaved game as an unsaved one; it belongs to the file it was autosaved from
    // (Save writes there), or, for a game never saved, Save asks where to keep it.
    QList<LogIssue> resume(const QString &autosavePath);
    // Removes the autosave (and its note of the file the game belongs to): nothing to resume.
    // The autosave is emptied first, so that a folder where nothing can be removed (read-only)
    // never offers the discarded game again: an empty autosave is nothing to resume.
    void discardAutosave();
    // Removes the complete temporary copies that a kill during an autosave can leave beside
    // it (see saveLeftovers): they would pile up crash after crash.
    void removeAutosaveLeftovers();
    static QString belongsToPath(const QString &autosavePath);
    // A new, unsaved game going on from a position of another game: its setup and turns so far
    // (the replay viewer's "Continue from here"), same players and options, created now.
    void continueFrom(const GameInfo &info, const engine::Match &position);
    // This document becomes a copy of another's game for viewing: its setup, every line of its
    // tree and the position at its cursor (a turn being composed there is left out). Nothing
    // is written; the other document is not touched. Only with a game.
    void showCopyOf(const GameDocument &other);
    // A new, unsaved game at its start whose every turn is recorded ahead as the undone future
    // (a lesson's script): the draws follow it and redo() plays it, decision by decision.
    void playScript(const GameInfo &info, const engine::GameTree &script);
    bool saveAs(const QString &path, QString *error = nullptr);
    bool save(QString *error = nullptr) { return saveAs(m_filePath, error); }
    void close();

    // --- composing a turn -------------------------------------------------------------------
    engine::MoveError placeTile(engine::TileIndex tile, engine::Placement placement);
    engine::MoveError chooseDeployment(engine::Deployment deployment);
    void chooseNoFollower();
    // The Princess & the Dragon: instead of a deployment, a follower through the magic portal,
    // the fairy's move or the princess's removal (DeployAt, MoveFairy, RemoveKnight). The
    // pending choice is then "no follower" on the tile, with this beside it.
    engine::MoveError chooseInstead(const engine::Decision &decision);
    const std::optional<engine::Decision> &pendingInstead() const { return m_instead; }
    void takeBack(); // back to the start of the current turn
    bool canTakeBack() const
    {
        // Mid-turn also while placing the builder's bonus tile, and while the dragon flies.
        const bool midTurn = stage() == Stage::Deploying || stage() == Stage::Confirming || stage() == Stage::DragonFlying
            || (stage() == Stage::Placing && m_match->currentTurn().decisionCount() > 0);
        return midTurn && m_info.rules.undo != engine::UndoLimit::None;
    }
    void confirmTurn(); // applies the choice; scores; the next player draws (or the dragon flies)
    // The Princess & the Dragon: the dragon's next tile, chosen by the player whose step it is.
    engine::MoveError chooseDragonStep(engine::Position to);

    // --- history ----------------------------------------------------------------------------
    // Every turn played, as a tree with the cursor at the position shown (see
    // engine/gametree.h): match().turns() are always the turns on the cursor's path. The
    // next turn draws the tiles the undone future recorded, so the same tile comes back.
    const engine::GameTree &tree() const { return m_tree; }
    // The rules' undo limit (RuleOptions::undo) allows going back to earlier turns only when
    // unlimited; goTo() itself serves viewers and does not ask.
    bool mayRevisitTurns() const { return hasGame() && m_info.rules.undo == engine::UndoLimit::Unlimited; }
    bool canUndoTurn() const { return mayRevisitTurns() && m_tree.cursor() != engine::GameTree::kRoot; }
    bool canRedoTurn() const { return mayRevisitTurns() && m_tree.next(m_tree.cursor()) != engine::GameTree::kNoNode; }
    // One decision at a time (the Edit menu): undo takes back the figure choice, then the
    // tile, then the previous turn's figure choice (its tile lies again), and so on; redo
    // plays the undone future's decisions again, as long as what is played matches it.
    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();
    // How many times something played was taken back (a turn, a jump back, a take back).
    int undoCount() const { return m_undos; }
    void undoTurn(); // to the position before the cursor's turn (a turn being composed is dropped)
    void redoTurn(); // along the current line
    // The position at any node of the tree (the root: before the first turn). A turn being
    // composed is dropped. Read-only viewers call this too.
    void goTo(engine::GameTree::TurnId node);
    // The position after `turns` turns of the current line (0: the start).
    void goToTurn(int turns);
    // The position at the end of the current line (after its last turn, undone ones included),
    // for views of the whole line beside the cursor's position: the replay viewer's score graph
    // and frames. Replayed from the position shown; the cursor stays where it is. Only with a game.
    engine::Match lineEndPosition() const;
    // For viewers stepping one decision at a time: the position `decisions` decisions into
    // the turn that follows `node` on its line, as recorded (the tile placed, its figure not
    // yet). 0, or no turn after `node`: goTo(node); a whole turn: the position after it.
    void goToDecision(engine::GameTree::TurnId node, int decisions);
    // The decisions taken so far in the turn being played (0 at the start of a turn).
    // The decisions taken in the turn being played (its draws not counted).
    int decisionsTaken() const { return hasGame() ? m_match->currentTurn().decisionCount() : 0; }
    // The line through `node` becomes the main line (the one a log lists first).
    void makeMainLine(engine::GameTree::TurnId node);
    // What Hard thought of the main line (GameInfo::analysis), kept with the game from now on
    // (saved with it); the turns are not touched and the document is not marked modified (a
    // viewer keeps track of an unsaved analysis itself). nullptr removes it.
    void setAnalysis(std::shared_ptr<const GameAnalysis> analysis);

signals:
    void gameReset(); // a new or loaded game, or a rebuilt position: redraw all
    void tilePlaced(int placedIndex);
    void stageChanged();
    void turnFinished(int firstNewEvent); // events from this index on were scored this turn
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);
    void historyChanged();
    void analysisChanged();
    void handTileChanged(engine::TileIndex tile);
    void dragonMoved(); // a step of the dragon's flight (figures it ate are gone)
    // The autosave could not be written (`problem` names the file and why), or, with an empty
    // `problem`, works again: emitted when this changes, not at every turn.
    void autosaveProblemChanged(const QString &problem);

private:
    void startTurn();
    void drawAsRecorded();
    void replayTurnWith(engine::TurnRecord turn);
    void endTurn(int firstNewEvent, std::size_t turnsBefore);
    void startUnsaved(const GameInfo &info, std::unique_ptr<engine::Match> match, const engine::GameTree *future = nullptr);
    void settleHandTile();
    void announceHandTile();
    void rebuild(std::size_t turns);
    // The undone turn whose decisions so far are the ones the turn being played has taken.
    const engine::TurnRecord *redoableTurn() const;
    void resetPosition();
    void announcePosition();
    void countTakingBack(engine::GameTree::TurnId to);
    QList<LogIssue> load(const QString &path, bool adoptPath);
    void setModified(bool modified);
    void autosave();

    GameInfo m_info;
    std::unique_ptr<engine::Match> m_match;
    std::optional<std::optional<engine::Deployment>> m_choice;
    std::optional<engine::Decision> m_instead; // what replaces the deployment, when chosen
    bool m_deploymentSkipped = false;
    int m_flightFirstEvent = 0;          // the first event of the turn whose dragon is flying
    std::size_t m_flightTurnsBefore = 0; // and the turns recorded before it
    engine::TileIndex m_handTile = 0;
    // When m_handTile was chosen: the turn, and the tiles placed in it before (a bonus tile
    // is a new choice within the same turn).
    struct HandMoment {
        int turn = -1;
        int tilesPlaced = 0;
        friend bool operator==(HandMoment, HandMoment) = default;
    };
    HandMoment m_handMoment;
    bool m_handTileMoved = false; // by a new turn, not yet announced
    engine::GameTree m_tree;
    int m_undos = 0;
    QString m_filePath;
    QString m_readFrom; // see sourcePath()
    QString m_autosavePath;
    QString m_autosaveProblem; // said once, when it changes
    bool m_modified = false;
    bool m_confirmTurns = true;
};

} // namespace tessera::document
