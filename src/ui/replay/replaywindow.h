#pragma once
// The replay viewer: a recorded game (a Tessera log or a JCloisterZone game), read-only, turn by
// turn. The board is drawn by the same BoardDrawing as the game window's; a scrubber, video-player
// keys and autoplay move through the turns; the turn's scoring is listed and lit up on the board;
// a score graph seeks too, and so does a click on a tile or a figure (to the turn it was placed).
// A move list (the TurnsModel the History window shows too) goes to any turn, variations too.
// "Continue from here" hands the position to the game window as a new game; the record shown here
// is never changed. Several viewers may be open at once; each has its own game.
//
// Analysis (replaywindowanalysis.cpp): Analyse Game reviews the main line in the background on
// every core (an analysis already in the log shows at once); an evaluation graph under the
// scores, the marks in the move list, the turn's reviews in the Analysis dock with the better
// placement and figure drawn on the board beside those played, and a summary per player.
// Save Analysis keeps it in the game's log; closing with an unsaved analysis asks.

#include "art/artcache.h"
#include "document/analysisrunner.h"
#include "document/gamedocument.h"
#include "document/turnsmodel.h"
#include "document/scoretimeline.h"
#include "dialogs/translatedtexts.h"

#include <QMainWindow>
#include <QTimer>

class QAction;
class QComboBox;
class QDockWidget;
class QGraphicsItem;
class QLabel;
class QListWidget;
class QMenu;
class QToolButton;
class QTreeView;

namespace tessera::ui {

class BoardDrawing;
class BoardView;
class AnalysisPanel;
class EvaluationGraph;
class ReplayScene;
class ScoreGraph;
class TurnScrubber;

class ReplayWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit ReplayWindow(QWidget *parent = nullptr);
    ~ReplayWindow() override;

    // Shows the game of a file at its last turn. A damaged log shows its valid part and says
    // where it breaks above the board; false when nothing of the file could be shown (the game
    // shown before, if any, stays). A copy made only to be shown (the statistics' kept log)
    // stays out of Recent Files, and Save Analysis asks where, as for a game being played.
    enum class Source { File, ShownCopy };
    bool openFile(const QString &path, Source source = Source::File);
    // Shows a copy of a game being played, at its position (see GameDocument::showCopyOf).
    void showCopyOf(const document::GameDocument &game);
    bool hasGame() const { return m_document.hasGame(); }
    QString filePath() const { return m_path; }
    QString problemText() const; // empty when the file read without problems

    int turns() const;
    // The position shown: after turn() turns of the current line, and decision() decisions
    // into the next one (0, or 1 once its tile is placed and its figure not yet).
    int turn() const;
    int decision() const;
    // The position shown; only valid while hasGame().
    const engine::Game &game() const;
    const engine::Match &position() const;
    const document::GameInfo &info() const { return m_document.info(); }
    void seek(int turn);

    bool isPlaying() const { return m_playTimer.isActive(); }
    void setPlaying(bool playing);
    // Autoplay pace: 0.25 to 3 seconds per turn.
    double secondsPerTurn() const { return m_playTimer.interval() / 1000.0; }
    void setSecondsPerTurn(double seconds);

    bool exportPosition(const QString &path, QString *error = nullptr);
    // -1 on failure or when cancelled (`cancelled` says which); no frame is then left behind.
    int exportFrames(const QString &dir, QString *error = nullptr, bool *cancelled = nullptr);

    // The events lit up on the board for the turn shown (indices into the last position's events).
    const std::vector<std::size_t> &shownEvents() const { return m_shownEvents; }

    TurnScrubber *scrubber() const { return m_scrubber; }
    ScoreGraph *scoreGraph() const { return m_graph; }
    BoardView *view() const { return m_view; }
    BoardDrawing *drawing() const { return m_drawing; }
    QListWidget *scoringList() const { return m_scoringList; }
    QAction *continueAction() const { return m_continueAction; }
    QTreeView *moveList() const { return m_moveList; }

    // --- analysis ---
    // Starts analysing the main line; false when there is nothing to analyse or one runs.
    bool analyseGame();
    // From Analyse Game to its end or Cancel.
    bool isAnalysing() const { return m_analysisWanted; }
    bool hasAnalysis() const { return hasGame() && info().analysis != nullptr; }
    bool hasUnsavedAnalysis() const { return m_analysisUnsaved; }
    // Writes the game with its analysis: into the log it was read from, else where the person
    // says (a JCloisterZone game, a copy of a game being played). False when not written.
    bool saveAnalysis();
    document::AnalysisRunner *analysisRunner() { return &m_runner; }
    AnalysisPanel *analysisPanel() const { return m_analysisPanel; }
    EvaluationGraph *evaluationGraph() const { return m_evaluation; }
    QAction *analyseAction() const { return m_analyseAction; }
    QAction *saveAnalysisAction() const { return m_saveAnalysisAction; }
    // The better placements and figures drawn on the board for the turn shown.
    const std::vector<QGraphicsItem *> &betterMoveItems() const { return m_betterItems; }

signals:
    // "Continue from here": a new game from this position (its setup and turns so far), same
    // players and options. Delivered at once; the references do not outlive the call.
    void continueRequested(const document::GameInfo &info, const engine::Match &position);

protected:
    void changeEvent(QEvent *event) override; // a new language: every text again
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The menus, the transport bar under the board, the docks and the autoplay's pace
    // (replaywindowlayout.cpp); the files (replaywindowfiles.cpp).
    void createActions();
    void createDocks();
    QWidget *createTransport();
    void restoreSecondsPerTurn(); // the pace the player chose last
    void updateTitle();
    void fillGraphModes();
    void showGame();
    void followLine();
    void showTurn();
    void fitEachTurn(bool on); // and fits the board now when on
    static QString turnText(int k, int all, int taken);
    void showScoring();
    void clearScoring();
    void step(int turns);
    void stepDecision(int direction);
    void seekScoring(int direction);
    void boardClicked(QPointF scenePos);
    void open();
    void exportPositionAs();
    void exportFramesAs();
    void updateActions();
    void setProblem(const QString &text);

    // replaywindowanalysis.cpp
    void createAnalysisActions(QMenu *file, QMenu *replay);
    QDockWidget *createAnalysisDock();
    void startAnalysis();
    void cancelAnalysis();
    void analysisEnded(bool finished);
    void showAnalysis(); // the graph, the summary and the turn's reviews, after a change
    QString analysisStatus() const;
    void showTurnAnalysis();
    static int reviewInFocus(const std::vector<document::ReviewedDecision> &reviews, std::size_t entriesTaken);
    void clearBetterItems();
    void drawBetterMove(const document::ReviewedDecision &reviewed);
    // The game changes (another file, a copy): an analysis running stops; false when the
    // person keeps an unsaved analysis (Cancel).
    bool leaveAnalysis();

    // The game as read, with its cursor at the position shown; only the cursor moves here.
    document::GameDocument m_document;
    document::TurnsModel m_turns{&m_document};
    // The current line's last turn: the graph and the scrubber show that line (kNoNode: no game
    // shown yet, or a new one to follow).
    engine::GameTree::TurnId m_lineEndNode = engine::GameTree::kNoNode;
    bool m_opening = false; // while the document reads a file: its old game is gone
    document::ScoreTimeline m_timeline;
    QString m_path;
    art::ArtCache m_cache;

    ReplayScene *m_scene = nullptr;
    BoardDrawing *m_drawing = nullptr;
    BoardView *m_view = nullptr;
    QLabel *m_problem = nullptr;
    TurnScrubber *m_scrubber = nullptr;
    QLabel *m_turnLabel = nullptr;
    QToolButton *m_playButton = nullptr;
    QComboBox *m_pace = nullptr;
    TranslatedTexts m_texts; // of the menus, actions, docks and transport
    QLabel *m_turnText = nullptr;
    QListWidget *m_scoringList = nullptr;
    ScoreGraph *m_graph = nullptr;
    QComboBox *m_graphMode = nullptr;
    QTreeView *m_moveList = nullptr;
    std::vector<QGraphicsItem *> m_scoringItems;
    std::vector<std::size_t> m_shownEvents;

    QAction *m_playAction = nullptr;
    QAction *m_continueAction = nullptr;
    QAction *m_fitEachTurnAction = nullptr;
    QList<QAction *> m_gameActions; // enabled only with a game
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QTimer m_playTimer;

    document::AnalysisRunner m_runner;
    AnalysisPanel *m_analysisPanel = nullptr;
    EvaluationGraph *m_evaluation = nullptr;
    QAction *m_analyseAction = nullptr;
    QAction *m_cancelAnalysisAction = nullptr;
    QAction *m_saveAnalysisAction = nullptr;
    bool m_analysisUnsaved = false;
    bool m_analysisWanted = false; // the game shown is being analysed (or waits to be)
    bool m_runIsCurrent = false;   // the runner's analysis is of the game shown
    // Where Save Analysis writes without asking: the log the game was read from (empty for a
    // JCloisterZone game, a damaged log or a copy of a game being played, until asked once).
    QString m_analysisPath;
    // The position the game was read at: saved as it was, whatever turn is shown.
    engine::GameTree::TurnId m_readCursor = engine::GameTree::kRoot;
    std::vector<QGraphicsItem *> m_betterItems;
};

} // namespace tessera::ui
