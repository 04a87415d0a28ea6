#pragma once
// The game window: the board in the middle, the turn panel, players, scoring log and the tiles
// left beside it, menus for games (new, open, save, recent, export, results, preferences),
// history, view and help. It wires the widgets to
// one GameDocument and its computer players (ComputerTurns: the board takes no input while a
// computer decides, undo steps back to the person's decision, a hint shows Hard's choice)
// and keeps preferences and the window layout in QSettings. The History
// window is a dock that starts floating (Ctrl+H).

#include "art/artcache.h"
#include "document/computerturns.h"
#include "document/eventsmodel.h"
#include "document/gamedocument.h"
#include "document/playersmodel.h"
#include "dialogs/preferences.h"
#include "dialogs/translatedtexts.h"
#include "document/tilesleftmodel.h"
#include "stats/statistics.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace tessera::ui {

class BoardScene;
class BoardView;
class TurnPanel;
class PlayersPanel;
class ScoringLog;
class TilesLeftPanel;
class TileSetEditor;
class ReplayWindow;
class HistoryPanel;
class StatisticsWindow;
class ElidedStatusMessage;
class LessonRunner;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    document::GameDocument *document() { return &m_document; }
    document::ComputerTurns *computers() { return &m_computers; }
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    TurnPanel *turnPanel() const { return m_turnPanel; }
    HistoryPanel *historyPanel() const { return m_historyPanel; }
    QDockWidget *historyDock() const { return m_historyDock; }

    // Where every turn is saved so that an interrupted game can be resumed.
    static QString defaultAutosavePath();
    // After a crash or a kill: offers to resume the autosaved game. Returns true if resumed.
    // (This, opening, saving, exporting and the windows beside: mainwindowfiles.cpp.)
    bool offerResume();
    // Opens a game log (or a JCloisterZone game); reports problems in a message box.
    bool openFile(const QString &path);
    // Opens the game of a file in a new replay viewer, whose "Continue from here" plays on here.
    ReplayWindow *openInReplayViewer(const QString &path);
    // A new game from a position of another game (a replay's "Continue from here"), once the
    // game on the board is saved or given up; shows this window.
    void continueGame(const document::GameInfo &info, const engine::Match &position);
    void startGame(const document::GameInfo &info, bool confirmTurns);
    // Writes the placed tiles and figures as PNG or SVG (by the name's suffix), with a margin of
    // a quarter tile and nothing of the turn in progress; on failure the old file stays.
    bool exportBoard(const QString &path, QString *error = nullptr);
    // Writes the game as a JCloisterZone saved game (document/jczexport.h).
    bool exportJcz(const QString &path, QString *error = nullptr);

    // Every finished game is recorded here (docs/statistics.md); Game > Statistics shows them.
    stats::Statistics *statistics() { return &m_statistics; }
    StatisticsWindow *openStatistics();

    // The tile set editor in a window of its own; its "Play with this tile set" comes back
    // to playWithTileSet(), which opens the new-game dialog with that set chosen.
    TileSetEditor *openTileSetEditor();
    void playWithTileSet(const engine::TileSet &set);

    // Lessons (mainwindowlessons.cpp): a built-in lesson by id ("base", "river", ...) on the
    // board, once the game there is saved or given up; at the first start, the offer of the
    // first lesson (true when the player took it; leaving that lesson opens the new-game dialog).
    void startLesson(const QString &id);
    bool offerFirstLesson();
    // A start with no file to open: the interrupted game if there is one, else at the very first
    // start the lesson, else (or after that lesson) the new-game dialog.
    void startWithoutFile();
    LessonRunner *lesson() const { return m_lesson; }

public slots:
    void newGame();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override; // a new language: every text again
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override; // the side docks' first fit, once shown
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The menus and tool bar (mainwindowactions.cpp), one function per menu.
    void createActions();
    void createGameMenu();
    void createEditMenu();
    void createTurnMenu();
    void addDragonActions(QMenu *turn);
    void createViewMenu();
    void createHelpMenu();
    void createLessons();
    void addLessonMenu(QMenu *help);
    void playLesson(const QString &id);
    void createDocks(); // and fitSideDocks(): mainwindowdocks.cpp
    QLabel *addWarningMark(const QString &name, TranslatedTexts::Text text);
    // Says a problem in the status bar for a while, cut to its room (its mark's tool tip keeps
    // it whole). Behind a dialog it waits for the dialog to close: said there, the dialog's own
    // end took its place unseen.
    void sayProblem(const QString &problem);
    void updateTitle();
    void updateActions();
    QString undoTip() const; // what Undo does, or why the game's rules allow none now
    void refreshStatus();
    void open();
    void openReplay();
    // Leaves the game (asking to keep it, as New Game does); the window waits for the next.
    void closeGame();
    QString closeGameText() const;   // "Stop Watching" while only computers play
    QString openReplayText() const;  // with "..." only when it asks for a file
    ReplayWindow *newReplayViewer(); // shown, beside the viewers already open
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    void exportBoardAs();
    void exportJczAs();
    void placeHistoryFirstTime();
    bool maybeKeepGame();                            // false when the player cancels leaving an unsaved game
    void playWith(const engine::TileSet *editedSet); // the new-game dialog, with that set chosen if any
    void confirmOrPlace();
    void focusNextPosition(int direction);
    void showScoredFeature(int event);
    void showHint(const engine::Decision &decision);
    void onTurnFinished(int firstEvent);
    void showResults();
    void showHelp();
    void editPreferences();
    void applyBoardPreferences(const Preferences &preferences);
    void finishFinalScoring(bool thenResults);
    void readSettings();
    // How the side docks are fitted to the turn panel (mainwindowdocks.cpp).
    enum class DockFit { First, NewHandSize, Grow };
    void fitSideDocks(DockFit fit);
    void writeSettings();

    document::GameDocument m_document;
    stats::Statistics m_statistics;
    QPointer<StatisticsWindow> m_statisticsWindow;
    art::ArtCache m_cache;
    document::PlayersModel m_players{&m_document};
    document::EventsModel m_events{&m_document};
    document::TilesLeftModel m_tilesLeft{&m_document};
    // After the document: gone first, its worker stopped before the game it reads.
    document::ComputerTurns m_computers{&m_document};
    BoardScene *m_scene = nullptr;
    BoardView *m_view = nullptr;
    TurnPanel *m_turnPanel = nullptr;
    PlayersPanel *m_playersPanel = nullptr;
    ScoringLog *m_log = nullptr;
    TilesLeftPanel *m_tilesLeftPanel = nullptr;
    HistoryPanel *m_historyPanel = nullptr;
    QDockWidget *m_historyDock = nullptr;
    LessonRunner *m_lesson = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    bool m_historyShownBeforeLesson = false; // the History window comes back after the lesson
    bool m_newGameAfterLesson = false;       // the lesson was the first start's: a game follows it

    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QMenu *m_exportMenu = nullptr; // grey while none of its exports can be made
    QAction *m_exportAction = nullptr;
    QAction *m_exportJczAction = nullptr;
    QAction *m_nextTileAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_undoWhyAction = nullptr; // Ctrl+Z while the undo rule greys Undo out
    QAction *m_redoAction = nullptr;
    QAction *m_undoTurnAction = nullptr;
    QAction *m_redoTurnAction = nullptr;
    QAction *m_rotateAction = nullptr;
    QAction *m_nextPositionAction = nullptr;
    QList<QAction *> m_dragonActions; // the arrow keys while the dragon flies
    QAction *m_confirmAction = nullptr;
    QAction *m_noFollowerAction = nullptr;
    QAction *m_takeBackAction = nullptr;
    QAction *m_confirmTurnsAction = nullptr;
    QAction *m_resultsAction = nullptr;
    QAction *m_closeGameAction = nullptr;
    QAction *m_openReplayAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    TranslatedTexts m_texts;               // of the menus, actions, docks and tool bar
    QLabel *m_autosaveWarning = nullptr;   // shown while the autosave fails
    QLabel *m_statisticsWarning = nullptr; // shown after a problem of the statistics
    ElidedStatusMessage *m_problemMessage = nullptr;
    bool m_resultsShown = false;
    bool m_historyPlaced = false; // the History window has had its first place (or a remembered one)
    int m_fittedHandSize = 0;     // of the game the side docks were last fitted to
    bool m_firstFitDue = false;   // the side docks' first fit waits for the window to show
    QTimer m_resultsTimer;        // runs while the final scoring plays, then shows the results
};

} // namespace tessera::ui
