#include "mainwindow.h"

#include "board/boarddrawing.h"
#include "board/boardexport.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "boardpicture.h"
#include "dialogs/aboutdialog.h"
#include "themeicons.h"
#include "dialogs/fitscrollarea.h"
#include "dialogs/helpdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/resultsdialog.h"
#include "document/translations.h"
#include "editor/tileseteditor.h"
#include "history/historypanel.h"
#include "playerspanel.h"
#include "problemmessage.h"
#include "dialogs/recentfiles.h"
#include "document/playername.h"
#include "replay/replaywindow.h"
#include "scoringlog.h"
#include "theme.h"
#include "tilesleftpanel.h"
#include "turnpanel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using Stage = document::GameDocument::Stage;

namespace {


// Some standard shortcuts are empty on some platforms (QT-DEBIAN-NOTES §4): fall back.
QList<QKeySequence> shortcutsOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        keys.append(fallback);
    return keys;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(u"MainWindow"_s);
    m_scene = new BoardScene(&m_document, &m_cache, this);
    m_view = new BoardView;
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    setAcceptDrops(true);
    m_resultsTimer.setSingleShot(true);
    connect(&m_resultsTimer, &QTimer::timeout, this, &MainWindow::showResults);

    createDocks();
    createActions();
    readSettings();
    applyBoardPreferences(loadPreferences());

    m_document.setAutosavePath(defaultAutosavePath());
    connect(&m_document, &document::GameDocument::stageChanged, this, &MainWindow::updateActions);
    connect(&m_document, &document::GameDocument::stageChanged, this, &MainWindow::refreshStatus);
    connect(&m_document, &document::GameDocument::historyChanged, this, &MainWindow::updateActions);
    connect(&m_document, &document::GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &document::GameDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &document::GameDocument::turnFinished, this, &MainWindow::onTurnFinished);
    // The computers: the person's input rests while one decides; its moves arrive at the pace.
    m_scene->setInputAllowed([this] { return !m_computers.computerDecides(); });
    m_turnPanel->setComputerTurns(&m_computers);
    connect(&m_computers, &document::ComputerTurns::thinkingChanged, this, [this] {
        updateActions();
        refreshStatus();
    });
    connect(&m_computers, &document::ComputerTurns::pausedChanged, this, [this](bool paused) {
        m_pauseAction->setChecked(paused);
        updateActions();
        refreshStatus();
    });
    connect(&m_computers, &document::ComputerTurns::playing, this, [this](bool on) {
        m_scene->drawing()->setArrivalDuration(on ? arrivalMilliseconds(loadPreferences().pace) : 0);
    });
    connect(&m_computers, &document::ComputerTurns::hintReady, this, &MainWindow::showHint);
    connect(&m_document, &document::GameDocument::gameReset, this, [this] {
        m_resultsShown = m_document.stage() == Stage::GameOver;
        m_resultsTimer.stop(); // the results belonged to the position before
        qApp->removeEventFilter(this);
        QTimer::singleShot(0, m_view, &BoardView::fitBoard);
    });
    connect(&m_document, &document::GameDocument::tilePlaced, this, [this] {
        m_view->ensureVisible(m_scene->lastTileRect(), 40, 40);
    });
    connect(m_scene, &BoardScene::positionsShown, m_view, [this] { m_view->bringIntoView(m_scene->newPositionsRect()); });
    // New markers may stand out of sight: the hints at the view's edges are drawn again.
    connect(m_scene, &BoardScene::previewChanged, m_view->viewport(), qOverload<>(&QWidget::update));
    connect(m_log, &ScoringLog::eventActivated, this, &MainWindow::showScoredFeature);
    connect(m_playersPanel, &PlayersPanel::playerHovered, this, [this](int player) {
        // No row (-1) or no tile placed yet: an invalid position, and the mark goes.
        const QVariant at = m_players.index(player, 0).data(document::PlayersModel::LastTileRole);
        m_scene->drawing()->markPlayerTile(
            at.isValid() ? std::optional(engine::Position{at.toPoint().x(), at.toPoint().y()}) : std::nullopt, player);
    });
    connect(m_scene, &BoardScene::featureHovered, this, [this](const QString &text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
    });
    m_view->setTabHandler([this](int direction) {
        switch (m_document.stage()) {
        case Stage::Placing:
            focusNextPosition(direction);
            return true;
        case Stage::Deploying:
        case Stage::Confirming:
            m_scene->deploymentMarkers()->focusNext(direction);
            return true;
        case Stage::DragonFlying:
            m_scene->focusNextPosition(direction);
            return true;
        case Stage::NoGame:
        case Stage::GameOver:
            break;
        }
        return false;
    });
    statusBar()->showMessage(tr("Ready"));
    updateTitle();
    updateActions();
}

MainWindow::~MainWindow()
{
    // The filter of the final scoring may still be installed: no event (a child's tool tip
    // changing while the members go) may reach this half-destroyed window through it.
    qApp->removeEventFilter(this);
}

QString MainWindow::defaultAutosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(u"autosave.tessera"_s);
}

void MainWindow::createDocks()
{
    m_turnPanel = new TurnPanel(&m_document, m_scene, &m_cache);
    auto *turnDock = new QDockWidget(this);
    m_texts.windowTitle(turnDock, [] { return tr("Turn"); });
    turnDock->setObjectName(u"TurnDock"_s);
    // On a short screen (a 1366 x 768 laptop at 1.5x leaves about 480 pixels) the turn panel
    // scrolls rather than push the window past the bottom of the screen.
    turnDock->setWidget(new FitScrollArea(m_turnPanel));
    turnDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, turnDock);

    m_playersPanel = new PlayersPanel(&m_players);
    auto *playersDock = new QDockWidget(this);
    m_texts.windowTitle(playersDock, [] { return tr("Players"); });
    playersDock->setObjectName(u"PlayersDock"_s);
    playersDock->setWidget(m_playersPanel);
    addDockWidget(Qt::RightDockWidgetArea, playersDock);

    m_log = new ScoringLog(&m_events, &m_players);
    auto *logDock = new QDockWidget(this);
    m_texts.windowTitle(logDock, [] { return tr("Scoring"); });
    logDock->setObjectName(u"ScoringDock"_s);
    logDock->setWidget(m_log);
    addDockWidget(Qt::RightDockWidgetArea, logDock);

    // The tiles left share the scoring log's place, as a tab: both are looked up now and then.
    m_tilesLeftPanel = new TilesLeftPanel(&m_tilesLeft, &m_document, &m_cache);
    auto *tilesDock = new QDockWidget(this);
    m_texts.windowTitle(tilesDock, [] { return tr("Tiles Left"); });
    tilesDock->setObjectName(u"TilesLeftDock"_s);
    tilesDock->setWidget(m_tilesLeftPanel);
    addDockWidget(Qt::RightDockWidgetArea, tilesDock);
    tabifyDockWidget(logDock, tilesDock);
    logDock->raise();

    // The history is a window of its own at first (every turn wants room); it docks too.
    m_historyPanel = new HistoryPanel(&m_document, &m_cache);
    m_historyDock = new QDockWidget(this);
    m_texts.windowTitle(m_historyDock, [] { return tr("History"); });
    m_historyDock->setObjectName(u"HistoryDock"_s);
    m_historyDock->setWidget(m_historyPanel);
    addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);
    m_historyDock->setFloating(true);
    m_historyDock->resize(800, 560); // every column in sight: turn, player, tile, cell, figures, points
    m_historyDock->hide();
}

void MainWindow::createActions()
{
    QMenu *file = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Game"); });
    QAction *newAction = m_texts.action(file->addAction(QString(), this, &MainWindow::newGame), [] { return tr("&New Game..."); });
    newAction->setShortcuts(QKeySequence::New);
    QAction *openAction = m_texts.action(file->addAction(QString(), this, &MainWindow::open), [] { return tr("&Open..."); });
    openAction->setShortcuts(QKeySequence::Open);
    m_recentMenu = m_texts.menu(file->addMenu(QString()), [] { return tr("Open &Recent"); });
    m_texts.action(file->addAction(QString(), this, &MainWindow::openReplay), [] { return tr("Open in Replay &Viewer..."); })->setObjectName(u"OpenReplayAction"_s);
    file->addSeparator();
    m_saveAction = m_texts.action(file->addAction(QString(), this, &MainWindow::save), [] { return tr("&Save"); });
    m_saveAction->setShortcuts(QKeySequence::Save);
    m_saveAsAction = m_texts.action(file->addAction(QString(), this, &MainWindow::saveAs), [] { return tr("Save &As..."); });
    m_saveAsAction->setShortcuts(shortcutsOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    m_exportAction = m_texts.action(file->addAction(QString(), this, &MainWindow::exportBoardAs), [] { return tr("&Export Board..."); });
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    m_hintAction = m_texts.action(file->addAction(QString(), this, [this] {
        statusBar()->showMessage(tr("Looking for a good move\u2026"));
        m_computers.requestHint();
    }), [] { return tr("&Hint"); }, [] { return tr("Show what the Hard computer player would do now, without playing it"); });
    m_hintAction->setObjectName(u"hintAction"_s);
    m_hintAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    m_resultsAction = m_texts.action(file->addAction(QString(), this, &MainWindow::showResults), [] { return tr("Show &Results"); });
    QAction *editor = m_texts.action(file->addAction(QString(), this, &MainWindow::openTileSetEditor), [] { return tr("Tile Set &Editor..."); });
    QAction *preferences = m_texts.action(file->addAction(QString(), this, &MainWindow::editPreferences), [] { return tr("Pre&ferences..."); });
    preferences->setShortcuts(shortcutsOr(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = m_texts.action(file->addAction(QString(), this, &QWidget::close), [] { return tr("&Quit"); });
    quit->setShortcuts(shortcutsOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);

    // One decision at a time, as the History window shows them.
    QMenu *edit = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Edit"); });
    // Against computers, back to the person's previous decision (their replies with it).
    m_undoAction = m_texts.action(edit->addAction(QString(), &m_computers, &document::ComputerTurns::undo), [] { return tr("&Undo"); },
                                  [] { return tr("Take back the last decision"); });
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_redoAction = m_texts.action(edit->addAction(QString(), &m_computers, &document::ComputerTurns::redo), [] { return tr("&Redo"); },
                                  [] { return tr("Play the undone decision again"); });
    m_redoAction->setShortcuts(QKeySequence::Redo);
    m_historyPanel->setUndoRedoActions(m_undoAction, m_redoAction);
    QToolBar *toolBar = addToolBar(QString());
    m_texts.windowTitle(toolBar, [] { return tr("Edit"); });
    toolBar->setObjectName(u"EditToolBar"_s);
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addAction(m_historyDock->toggleViewAction());

    QMenu *turn = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Turn"); });
    m_rotateAction = m_texts.action(turn->addAction(QString(), m_scene, [this] { m_scene->rotatePreview(1); }), [] { return tr("&Rotate Tile"); });
    m_rotateAction->setShortcut(QKeySequence(Qt::Key_R));
    m_nextPositionAction = m_texts.action(turn->addAction(QString(), this, [this] { focusNextPosition(1); }), [] { return tr("Next &Position"); });
    m_nextPositionAction->setShortcut(QKeySequence(Qt::Key_N));
    QAction *nextTile = m_texts.action(turn->addAction(QString(), this, [this] { m_turnPanel->chooseNextHandTile(1); }), [] { return tr("Next Tile in &Hand"); });
    nextTile->setShortcut(QKeySequence(Qt::Key_H));
    m_confirmAction = m_texts.action(turn->addAction(QString(), this, &MainWindow::confirmOrPlace), [] { return tr("&Place or Confirm"); });
    m_confirmAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_noFollowerAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::chooseNoFollower), [] { return tr("&No Follower"); });
    m_noFollowerAction->setShortcut(QKeySequence(Qt::Key_Space));
    m_takeBackAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::takeBack), [] { return tr("&Take Back"); });
    m_takeBackAction->setShortcuts({QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Escape)});
    // The dragon's flight: the arrow keys choose the marked tile on that side of the dragon
    // (Enter flies there); they pan the board otherwise. In the menu itself, not a submenu, so
    // that the help's list of shortcuts has them.
    const struct {
        TranslatedTexts::Text text;
        Qt::Key key;
        engine::Position step;
    } flights[] = {{[] { return tr("Dragon to the North"); }, Qt::Key_Up, {0, -1}},
                   {[] { return tr("Dragon to the East"); }, Qt::Key_Right, {1, 0}},
                   {[] { return tr("Dragon to the South"); }, Qt::Key_Down, {0, 1}},
                   {[] { return tr("Dragon to the West"); }, Qt::Key_Left, {-1, 0}}};
    turn->addSeparator();
    for (const auto &flight : flights) {
        QAction *a = m_texts.action(turn->addAction(QString(), this, [this, step = flight.step] {
            const engine::Game &game = m_document.game();
            const engine::Position at = game.board().placed()[game.moduleState().dragon].pos;
            if (!m_scene->focusDragonStep({at.x + step.x, at.y + step.y}))
                statusBar()->showMessage(tr("The dragon cannot fly there: choose a marked tile."), 4000);
        }), flight.text);
        a->setShortcut(QKeySequence(flight.key));
        a->setShortcutContext(Qt::WindowShortcut);
        m_dragonActions.push_back(a);
    }
    turn->addSeparator();
    m_undoTurnAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::undoTurn), [] { return tr("&Undo Turn"); });
    m_redoTurnAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::redoTurn), [] { return tr("Re&do Turn"); });
    turn->addSeparator();
    m_confirmTurnsAction = m_texts.action(turn->addAction(QString()), [] { return tr("&Confirm Each Turn"); });
    m_confirmTurnsAction->setCheckable(true);
    connect(m_confirmTurnsAction, &QAction::toggled, this, [this](bool on) {
        m_document.setConfirmTurns(on);
        Preferences kept = loadPreferences();
        kept.confirmTurns = on;
        savePreferences(kept);
        updateActions();
    });

    QMenu *view = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&View"); });
    QAction *zoomIn = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1.25); }), [] { return tr("Zoom &In"); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus)});
    QAction *zoomOut = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1 / 1.25); }), [] { return tr("Zoom &Out"); });
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    QAction *fit = m_texts.action(view->addAction(QString(), m_view, &BoardView::fitBoard), [] { return tr("&Fit Board"); });
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *last = m_texts.action(view->addAction(QString(), this, [this] { m_view->centerOnRect(m_scene->lastTileRect()); }), [] { return tr("&Center on Last Tile"); });
    last->setShortcut(QKeySequence(Qt::Key_C));
    // F held on the board shows them for a look (BoardScene); this keeps them shown.
    QAction *farms = m_texts.action(view->addAction(QString()), [] { return tr("Show &Farms"); });
    farms->setObjectName(u"showFarms"_s);
    farms->setCheckable(true);
    farms->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F));
    connect(farms, &QAction::toggled, m_scene, &BoardScene::setFarmsToggled);
    // A game of computers is watched at the pace of the preferences, and may be stopped.
    m_pauseAction = m_texts.action(view->addAction(QString()), [] { return tr("&Pause Computers"); });
    m_pauseAction->setObjectName(u"pauseComputers"_s);
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_P));
    connect(m_pauseAction, &QAction::toggled, &m_computers, &document::ComputerTurns::setPaused);

    // A panel closed with its button comes back from here.
    view->addSeparator();
    m_historyDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        view->addAction(dock->toggleViewAction());

    view->addSeparator();
    m_darkAction = m_texts.action(view->addAction(QString()), [] { return tr("&Dark Mode"); });
    m_darkAction->setCheckable(true);
    m_darkAction->setChecked(loadPreferences().dark);
    connect(m_darkAction, &QAction::toggled, this, [](bool on) {
        Preferences kept = loadPreferences();
        kept.dark = on;
        savePreferences(kept);
        applyTheme(on);
    });

    QMenu *help = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Help"); });
    QAction *rules = m_texts.action(help->addAction(QString(), this, &MainWindow::showHelp), [] { return tr("&Rules and Shortcuts"); });
    rules->setShortcuts(QKeySequence::HelpContents);
    help->addSeparator();
    QAction *about = m_texts.action(help->addAction(QString(), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    }), [] { return tr("&About Tessera"); });
    about->setMenuRole(QAction::AboutRole);
    m_texts.action(help->addAction(QString(), qApp, &QApplication::aboutQt), [] { return tr("About &Qt"); })->setMenuRole(QAction::AboutQtRole);

    setThemeIcons({{newAction, "document-new"}, {openAction, "document-open"}, {m_saveAction, "document-save"},
                   {m_saveAsAction, "document-save-as"}, {m_exportAction, "document-export"}, {m_hintAction, "help-hint"},
                   {m_resultsAction, "games-highscores"}, {editor, "document-edit"}, {preferences, "preferences-system"},
                   {quit, "application-exit"}, {m_undoAction, "edit-undo"}, {m_redoAction, "edit-redo"},
                   {m_historyDock->toggleViewAction(), "view-history"}, {m_rotateAction, "object-rotate-right"},
                   {m_confirmAction, "dialog-ok"}, {m_pauseAction, "media-playback-pause"}, {zoomIn, "zoom-in"},
                   {zoomOut, "zoom-out"}, {fit, "zoom-fit-best"}, {rules, "help-contents"}, {about, "help-about"}});
    m_recentMenu->setIcon(themeIcon(u"document-open-recent"_s));

    // Keys act on the board wherever the focus is, except inside text fields of dialogs.
    for (QAction *a : {m_rotateAction, m_nextPositionAction, m_confirmAction, m_noFollowerAction, m_takeBackAction,
                       m_hintAction, m_pauseAction})
        a->setShortcutContext(Qt::WindowShortcut);
    RecentFiles::games()->attach(m_recentMenu, [this](const QString &path) {
        if (maybeKeepGame())
            openFile(path);
    });
}

void MainWindow::updateTitle()
{
    QString name = tr("New game");
    if (!m_document.hasGame())
        name = QString();
    else if (!m_document.filePath().isEmpty())
        name = QFileInfo(m_document.filePath()).fileName();
    setWindowTitle(name.isEmpty() ? tr("Tessera") : tr("%1[*] \u2014 Tessera").arg(name));
    setWindowModified(m_document.isModified());
}

void MainWindow::updateActions()
{
    const Stage stage = m_document.stage();
    const bool game = m_document.hasGame();
    m_saveAction->setEnabled(game);
    m_saveAsAction->setEnabled(game);
    m_exportAction->setEnabled(game);
    m_undoAction->setEnabled(m_document.canUndo());
    m_redoAction->setEnabled(m_document.canRedo());
    m_undoTurnAction->setEnabled(m_document.canUndoTurn());
    m_redoTurnAction->setEnabled(m_document.canRedoTurn());
    // The turn's own commands are the person's: none while a computer decides.
    const bool person = !m_computers.computerDecides();
    m_rotateAction->setEnabled(stage == Stage::Placing && person);
    m_nextPositionAction->setEnabled((stage == Stage::Placing || stage == Stage::DragonFlying) && person);
    for (QAction *a : m_dragonActions)
        a->setEnabled(stage == Stage::DragonFlying && person);
    m_confirmAction->setEnabled(stage != Stage::NoGame && stage != Stage::GameOver && person);
    m_resultsAction->setEnabled(stage == Stage::GameOver);
    m_noFollowerAction->setEnabled((stage == Stage::Deploying || stage == Stage::Confirming) && person);
    m_takeBackAction->setEnabled(m_document.canTakeBack() && person);
    m_hintAction->setEnabled(stage != Stage::NoGame && stage != Stage::GameOver && person);
    m_pauseAction->setEnabled(m_computers.hasComputers());
    const QSignalBlocker block(m_confirmTurnsAction);
    m_confirmTurnsAction->setChecked(m_document.confirmTurns());
}

// A hover text or a notice belongs to the stage it was shown in: each stage starts with an
// empty status bar, but for the final scoring while it plays.
void MainWindow::refreshStatus()
{
    if (m_resultsTimer.isActive() && m_document.stage() == Stage::GameOver)
        statusBar()->showMessage(tr("No tiles left: final scoring"));
    else if (m_computers.computerDecides())
        statusBar()->showMessage(m_turnPanel->instruction()); // who is thinking, or paused
    else
        statusBar()->clearMessage();
}

// The Medium player's choice for the person to move, shown on the board, not played.
void MainWindow::showHint(const engine::Decision &decision)
{
    if (!m_scene->showHint(decision)) {
        statusBar()->clearMessage();
        return;
    }
    switch (decision.kind) {
    case engine::DecisionKind::Place:
        m_view->ensureVisible(m_scene->tileRectOf(decision.placement.pos), 60, 60);
        statusBar()->showMessage(tr("Hint: the tile where it is framed, turned as shown. Enter places it."));
        return;
    case engine::DecisionKind::Deploy:
        statusBar()->showMessage(tr("Hint: deploy on the lit-up feature. Enter deploys there."));
        return;
    case engine::DecisionKind::Pass:
        statusBar()->showMessage(tr("Hint: deploy no figure on this tile (Space)."));
        return;
    case engine::DecisionKind::DeployAt:
    case engine::DecisionKind::MoveFairy:
    case engine::DecisionKind::RemoveKnight:
        m_view->ensureVisible(m_scene->tileRectOf(decision.at), 60, 60);
        statusBar()->showMessage(tr("Hint: the lit-up feature in the framed tile."));
        return;
    case engine::DecisionKind::DragonStep:
        statusBar()->showMessage(tr("Hint: fly the dragon to the framed tile."));
        return;
    }
}

// A scoring log entry clicked: its feature lights up on the board (until the next stage or
// hover) and comes into view.
void MainWindow::showScoredFeature(int event)
{
    if (!m_document.hasGame() || event < 0 || std::size_t(event) >= m_document.game().events().size())
        return;
    const engine::ScoreEvent &scored = m_document.game().events()[std::size_t(event)];
    if (scored.goods != engine::Goods::None) // a majority of goods: nothing on the board to show
        return;
    const engine::NodeId feature = scored.feature;
    m_scene->drawing()->highlightFeature(feature);
    std::vector<engine::Position> tiles;
    m_document.game().featureTiles(feature, tiles);
    QRectF area;
    for (const engine::Position &p : tiles)
        area |= BoardScene::tileRectOf(p);
    m_view->ensureVisible(area, 40, 40);
}

void MainWindow::focusNextPosition(int direction)
{
    m_scene->focusNextPosition(direction);
    if (const auto p = m_scene->preview())
        m_view->ensureVisible(m_scene->tileRectOf(p->pos), 60, 60);
}

// Enter: place the previewed tile; choose the marker focused with Tab; confirm the turn; fly
// the dragon to the tile chosen with the arrow keys.
void MainWindow::confirmOrPlace()
{
    switch (m_document.stage()) {
    case Stage::Placing:
        m_scene->placePreview();
        return;
    case Stage::Deploying:
        m_scene->deploymentMarkers()->chooseFocused();
        return;
    case Stage::Confirming:
        if ((m_scene->deploymentMarkers()->focusedDeployment() || m_scene->deploymentMarkers()->focusedInstead()) && !m_scene->deploymentMarkers()->focusIsChosen()) {
            m_scene->deploymentMarkers()->chooseFocused(); // Tab moved on to another marker: that one is the choice now
            return;
        }
        m_document.confirmTurn();
        return;
    case Stage::DragonFlying:
        m_scene->flyFocused();
        return;
    case Stage::NoGame:
    case Stage::GameOver:
        return;
    }
}

// --- games ---------------------------------------------------------------------------------

// Asks before an unsaved game is left, finished or not. A game without a turn has nothing to
// lose: it is left without a question.
bool MainWindow::maybeKeepGame()
{
    if (!m_document.hasGame() || !m_document.isModified() || m_document.match().turns().empty())
        return true;
    const bool finished = m_document.stage() == Stage::GameOver;
    // No computer plays on while the person answers.
    const bool wasPaused = m_computers.isPaused();
    m_computers.setPaused(true);
    const auto answer = QMessageBox::question(
        this, finished ? tr("Finished Game Not Saved") : tr("Game Not Saved"),
        finished ? tr("The finished game has not been saved. Save it before leaving it?")
                 : tr("The game in progress has not been saved. Save it before leaving it?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    const bool keep = answer == QMessageBox::Save ? save() : answer == QMessageBox::Discard;
    m_computers.setPaused(wasPaused);
    return keep;
}

void MainWindow::newGame()
{
    playWith(nullptr);
}

TileSetEditor *MainWindow::openTileSetEditor()
{
    auto *editor = new TileSetEditor;
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &TileSetEditor::playRequested, this, &MainWindow::playWithTileSet);
    editor->show();
    return editor;
}

void MainWindow::playWithTileSet(const engine::TileSet &set)
{
    show();
    raise();
    activateWindow();
    playWith(&set);
}

void MainWindow::playWith(const engine::TileSet *editedSet)
{
    if (!maybeKeepGame())
        return;
    NewGameDialog dialog(this);
    if (editedSet)
        dialog.chooseTileSet(*editedSet);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startGame(dialog.gameInfo(), dialog.confirmTurns());
}

void MainWindow::startGame(const document::GameInfo &info, bool confirmTurns)
{
    m_document.setConfirmTurns(confirmTurns);
    m_computers.setPaused(false); // a new game's computers play, whatever the last game's did
    m_document.newGame(info);
    m_resultsShown = false;
    statusBar()->showMessage(tr("%1 begins.").arg(info.players.front().name), 4000);
}

bool MainWindow::offerResume()
{
    const QString path = m_document.autosavePath();
    m_document.removeAutosaveLeftovers();
    if (!QFileInfo::exists(path))
        return false;
    // A damaged autosave still holds the turns before the damage: offer those rather than
    // deleting the whole game (the resumed game is autosaved again, cleanly, at the next turn).
    document::GameDocument probe;
    probe.open(path);
    if (!probe.hasGame() || probe.stage() == Stage::GameOver) {
        m_document.discardAutosave();
        return false;
    }
    const auto answer = QMessageBox::question(
        this, tr("Resume game"),
        tr("A game was interrupted after turn %1. Resume it where it stopped?").arg(probe.match().turns().size()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_document.discardAutosave();
        return false;
    }
    m_document.resume(path);
    statusBar()->showMessage(tr("Resumed the interrupted game."), 4000);
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    // What the load did decides the message: a loaded game (a valid prefix included) resets
    // the board; a file that gave nothing leaves the game on the board as it was.
    bool loaded = false;
    const auto watch = connect(&m_document, &document::GameDocument::gameReset, this, [&loaded] { loaded = true; });
    const QList<document::LogIssue> issues = m_document.open(path);
    disconnect(watch);
    if (!issues.isEmpty()) {
        const auto turns = loaded ? std::optional(m_document.match().turns().size()) : std::nullopt;
        showProblem(this, openProblem(path, issues, turns, m_document.hasGame()));
        return false;
    }
    RecentFiles::games()->add(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::openReplay()
{
    if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game in Replay Viewer")); !path.isEmpty())
        openInReplayViewer(path);
}

ReplayWindow *MainWindow::openInReplayViewer(const QString &path)
{
    // A window of its own (not a child of this one), closed and deleted on its own.
    auto *viewer = new ReplayWindow;
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    connect(viewer, &ReplayWindow::continueRequested, this, &MainWindow::continueGame);
    viewer->show();
    viewer->openFile(path);
    return viewer;
}

void MainWindow::continueGame(const document::GameInfo &info, const engine::Match &position)
{
    if (!maybeKeepGame())
        return;
    m_document.continueFrom(info, position);
    show();
    raise();
    activateWindow();
    statusBar()->showMessage(tr("A new game from turn %1 of the replay.").arg(position.turns().size()), 6000);
}

void MainWindow::open()
{
    if (!maybeKeepGame())
        return;
    if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game")); !path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document.filePath().isEmpty())
        return saveAs();
    return saveTo(m_document.filePath());
}

bool MainWindow::saveAs()
{
    const QString dir = QSettings().value(u"files/lastDir"_s, QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QDir(dir).filePath(tr("game.tessera")),
                                                tr("Tessera games (*.tessera *.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".tessera"_s;
    if (!saveTo(path))
        return false;
    QSettings().setValue(u"files/lastDir"_s, QFileInfo(path).absolutePath());
    RecentFiles::games()->add(path);
    return true;
}

// Saves and says so in the status bar, or says why not.
bool MainWindow::saveTo(const QString &path)
{
    QString error;
    const QString name = QFileInfo(path).fileName();
    if (!m_document.saveAs(path, &error)) {
        showProblem(this, {tr("Cannot Save Game"), tr("The game could not be saved to “%1”.").arg(name), error, path});
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(name), 5000);
    return true;
}

// --- export ---------------------------------------------------------------------------------

bool MainWindow::exportBoard(const QString &path, QString *error)
{
    BoardPicture picture(m_document, &m_cache);
    return writeBoardPicture(picture, path, error);
}

void MainWindow::exportBoardAs()
{
    const QString dir = QSettings().value(u"files/lastDir"_s, QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Board"), QDir(dir).filePath(tr("board.png")),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportBoard(path, &error))
        showProblem(this, {tr("Cannot Export Board"),
                           tr("The board could not be written to “%1”.").arg(QFileInfo(path).fileName()), error, path});
    else
        statusBar()->showMessage(tr("Exported the board to %1").arg(QFileInfo(path).fileName()), 4000);
}

// --- end of game ----------------------------------------------------------------------------

void MainWindow::onTurnFinished(int firstEvent)
{
    if (m_document.stage() == Stage::GameOver && !m_resultsShown) {
        m_resultsShown = true;
        m_document.discardAutosave(); // nothing left to resume
        // Let the final scoring play on the board first (refreshStatus says so meanwhile);
        // any key or click finishes it at once.
        m_resultsTimer.start(m_scene->scoringDuration(firstEvent));
        qApp->installEventFilter(this);
    }
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // While the final scoring plays: a key or a click anywhere in the window skips to the end
    // and the results. A shortcut (a key with Ctrl or Alt, such as New Game) ends the scoring
    // too but does what it says instead of bringing the results.
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!m_resultsTimer.isActive() || !widget || widget->window() != this)
        return QMainWindow::eventFilter(watched, event);
    if (event->type() == QEvent::KeyPress) {
        const auto modifiers = static_cast<QKeyEvent *>(event)->modifiers();
        const bool shortcut = modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
        finishFinalScoring(!shortcut);
        return !shortcut;
    }
    if (event->type() == QEvent::MouseButtonPress) {
        finishFinalScoring(true);
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::finishFinalScoring(bool thenResults)
{
    qApp->removeEventFilter(this);
    m_scene->drawing()->finishScoring();
    m_resultsTimer.stop();
    // After the event that asked for it, so that no key reaches the results dialog.
    if (thenResults)
        QTimer::singleShot(0, this, &MainWindow::showResults);
}

void MainWindow::showResults()
{
    qApp->removeEventFilter(this);
    if (m_document.stage() != Stage::GameOver)
        return;
    statusBar()->clearMessage();
    ResultsDialog dialog(m_document, this);
    if (dialog.exec() == ResultsDialog::NewGameResult)
        newGame();
}

void MainWindow::showHelp()
{
    QList<QAction *> actions;
    for (QAction *menu : menuBar()->actions())
        if (menu->menu())
            actions += menu->menu()->actions();
    HelpDialog dialog(actions, this);
    dialog.exec();
}

void MainWindow::applyBoardPreferences(const Preferences &preferences)
{
    m_computers.setPause(computerPauseMilliseconds(preferences.pace));
    m_scene->drawing()->setFigureMarks(preferences.colourBlindFigures);
    m_scene->drawing()->setScoringStep(scoringStepMilliseconds(preferences.pace));
}

void MainWindow::editPreferences()
{
    Preferences current = loadPreferences();
    current.confirmTurns = m_confirmTurnsAction->isChecked();
    PreferencesDialog dialog(current, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences chosen = dialog.preferences();
    savePreferences(chosen);
    // The menu's own toggles apply (and remember) the two they share with the dialog.
    m_confirmTurnsAction->setChecked(chosen.confirmTurns);
    m_darkAction->setChecked(chosen.dark);
    applyBoardPreferences(chosen);
    // Every window retranslates itself on the QEvent::LanguageChange this sends.
    document::setInterfaceLanguage(chosen.language);
    if (chosen.scalePercent != current.scalePercent)
        statusBar()->showMessage(tr("The new interface size takes effect the next time Tessera starts."), 8000);
}

// --- window ---------------------------------------------------------------------------------

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        updateTitle();
        refreshStatus();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeKeepGame()) {
        event->ignore();
        return;
    }
    // The game is saved, finished or discarded: only a crash or a kill leaves an autosave
    // for the next start to offer.
    m_document.discardAutosave();
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = event->mimeData()->urls().first().toLocalFile();
    if (maybeKeepGame())
        openFile(path);
    event->acceptProposedAction();
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray())) {
        // The first window fills most of the screen it opens on, a laptop at 1.5x included
        // (screen sizes are in logical pixels), up to a size where the board needs no more.
        const QRect available = screen()->availableGeometry();
        resize((QSizeF(available.size()) * 0.9).toSize().boundedTo(QSize(1600, 1000)));
        move(available.center() - rect().center());
    }
    if (!restoreState(settings.value(u"window/state"_s).toByteArray())) {
        // The turn panel whole where the screen allows it; the scoring log takes what is left.
        // Once shown: before, the docks' column would also lose its width.
        QTimer::singleShot(0, this, [this] {
            auto *turn = findChild<QDockWidget *>(u"TurnDock"_s);
            auto *log = findChild<QDockWidget *>(u"ScoringDock"_s);
            resizeDocks({turn, log}, {turn->sizeHint().height(), log->minimumSizeHint().height()}, Qt::Vertical);
        });
    }
    m_document.setConfirmTurns(loadPreferences(settings).confirmTurns);
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
}

} // namespace tessera::ui
