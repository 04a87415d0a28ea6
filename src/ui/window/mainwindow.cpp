#include "mainwindow.h"

#include "board/boarddrawing.h"
#include "board/boardexport.h"
#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "board/boardpicture.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/helpdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/resultsdialog.h"
#include "document/jczexport.h"
#include "document/safefile.h"
#include "document/translations.h"
#include "document/tilesetlibrary.h"
#include "editor/tileseteditor.h"
#include "history/historypanel.h"
#include "lessons/lessonrunner.h"
#include "playerspanel.h"
#include "widgets/problemmessage.h"
#include "dialogs/recentfiles.h"
#include "elidedstatusmessage.h"
#include "document/playername.h"
#include "replay/replaywindow.h"
#include "scoringlog.h"
#include "statistics/statisticswindow.h"
#include "hintchoicesview.h"
#include "turnpanel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMenuBar>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using Stage = document::GameDocument::Stage;

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
    // A first game on this machine finds its tiles laid out in the art's disk cache: filled on an
    // idle thread, once the window has settled (the art cache stops it when the window closes).
    constexpr int kArtFillDelayMs = 3000;
    QTimer::singleShot(kArtFillDelayMs, this, [this] { m_cache.fillDiskAhead(document::builtinTileTypes); });

    createDocks();
    createActions();
    readSettings();
    createLessons(); // after the layout is restored: a lesson's dock shows only with a lesson
    applyBoardPreferences(loadPreferences());

    m_document.setAutosavePath(defaultAutosavePath());
    // A failing autosave is said once (the reason for a while, then a lasting mark with the
    // reason as its tool tip), not at every turn: the game is not safe from a crash meanwhile.
    m_autosaveWarning = addWarningMark(u"AutosaveWarning"_s, [] { return tr("Autosave failed"); });
    connect(&m_document, &document::GameDocument::autosaveProblemChanged, this, [this](const QString &problem) {
        m_autosaveWarning->setToolTip(problem);
        m_autosaveWarning->setVisible(!problem.isEmpty());
        if (!problem.isEmpty())
            sayProblem(problem);
    });
    // A problem of the statistics (a game not counted, a damaged file kept aside) is said once,
    // after the stage's own status text, and marked until a game is counted again; play goes on.
    m_statisticsWarning = addWarningMark(u"StatisticsWarning"_s, [] { return tr("Statistics problem"); });
    // A problem is cut to the room beside the marks (each mark's tool tip keeps it whole).
    m_problemMessage = new ElidedStatusMessage(statusBar(), [this] {
        int taken = 0;
        for (const QLabel *mark : {m_autosaveWarning, m_statisticsWarning})
            taken += mark->isHidden() ? 0 : mark->sizeHint().width();
        return taken;
    });
    connect(&m_statistics, &stats::Statistics::problemFound, this, [this](const QString &problem) {
        m_statisticsWarning->setToolTip(problem);
        m_statisticsWarning->show();
        QTimer::singleShot(0, this, [this, problem] { sayProblem(problem); });
    });
    // Games the database could not take last time (another program held it) count now.
    QTimer::singleShot(0, this, [this] {
        if (m_statistics.hasPending())
            m_statistics.countPending();
    });
    connect(&m_document, &document::GameDocument::stageChanged, this, &MainWindow::updateActions);
    connect(&m_document, &document::GameDocument::stageChanged, this, &MainWindow::refreshStatus);
    // Once the turn panel has taken the stage's texts: none of them cut.
    connect(&m_document, &document::GameDocument::stageChanged, this, [this] {
        if (m_document.hasGame())
            QTimer::singleShot(0, this, [this] { fitSideDocks(DockFit::Grow); });
    });
    connect(&m_document, &document::GameDocument::historyChanged, this, &MainWindow::updateActions);
    connect(m_scene->deploymentMarkers(), &DeploymentMarkers::portalOpenChanged, this, &MainWindow::updateActions);
    connect(&m_document, &document::GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &document::GameDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &document::GameDocument::turnFinished, this, &MainWindow::onTurnFinished);
    // The computers: the person's input rests while one decides; its moves arrive at the pace.
    m_scene->setInputAllowed([this] { return !m_computers.computerDecides() && m_lesson->learnerMayAct(); });
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
    // The hint brings its "Other choices" button into the turn panel: room for it, no scrolling.
    connect(&m_computers, &document::ComputerTurns::hintReady, this,
            [this] { QTimer::singleShot(0, this, [this] { fitSideDocks(DockFit::Grow); }); });
    // Hard's other choices: shown on the board like the hint; the opened list in full view.
    connect(m_turnPanel->hintChoices(), &HintChoicesView::choiceChosen, this, &MainWindow::showHint);
    connect(m_turnPanel->hintChoices(), &HintChoicesView::openChanged, this, [this](bool open) {
        if (!open)
            return;
        QTimer::singleShot(0, this, [this] {
            fitSideDocks(DockFit::Grow);
            if (auto *area = qobject_cast<QScrollArea *>(m_turnPanel->parentWidget()->parentWidget()))
                area->ensureWidgetVisible(m_turnPanel->hintChoices(), 0, 0);
        });
    });
    connect(&m_document, &document::GameDocument::gameReset, this, [this] {
        m_resultsShown = m_document.stage() == Stage::GameOver;
        m_resultsTimer.stop(); // the results belonged to the position before
        qApp->removeEventFilter(this);
        QTimer::singleShot(0, m_view, &BoardView::fitBoard);
        // A hand of three wants a row more: fitted when a game brings another hand size (not at
        // each undo, which rebuilds the position too).
        if (m_document.hasGame()
            && std::exchange(m_fittedHandSize, m_document.info().rules.handSize) != m_document.info().rules.handSize)
            QTimer::singleShot(0, this, [this] { fitSideDocks(DockFit::NewHandSize); });
    });
    connect(&m_document, &document::GameDocument::tilePlaced, this,
            [this] { m_view->ensureVisible(m_scene->lastTileRect(), 40, 40); });
    // A turn or a dragon's step starts: what the player acts on comes into sight, moving the
    // view as little as it takes (never on a mouse move, so nothing jumps while aiming).
    connect(m_scene, &BoardScene::positionsShown, m_view, [this] {
        if (!m_view->bringIntoView(m_scene->positionsRect()))
            m_view->bringIntoView(m_scene->newPositionsRect());
    });
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
    delete m_statisticsWindow; // before the statistics it shows
}

void MainWindow::sayProblem(const QString &problem)
{
    // After the dialog's exec() has returned and its caller has set the status bar for what
    // comes next (a new game's first words, or none on Cancel).
    if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
        connect(
            dialog, &QDialog::finished, this,
            [this, problem] { QTimer::singleShot(0, this, [this, problem] { sayProblem(problem); }); },
            Qt::SingleShotConnection);
        return;
    }
    m_problemMessage->show(problem, 15000);
}

// A lasting mark at the right of the status bar, hidden until a problem shows it.
QLabel *MainWindow::addWarningMark(const QString &name, TranslatedTexts::Text text)
{
    auto *mark = new QLabel;
    mark->setObjectName(name);
    mark->hide();
    m_texts.add([mark, text] { mark->setText(text()); });
    statusBar()->addPermanentWidget(mark);
    return mark;
}

QString MainWindow::defaultAutosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(u"autosave.tessera"_s);
}

void MainWindow::updateTitle()
{
    QString name = tr("New game");
    if (!m_document.hasGame())
        name = QString();
    else if (m_lesson && m_lesson->isRunning())
        name = document::lessonText(m_lesson->lesson().title, document::interfaceLanguage());
    else if (!m_document.sourcePath().isEmpty())
        name = QFileInfo(m_document.sourcePath()).fileName();
    setWindowTitle(name.isEmpty() ? tr("Tessera") : tr("%1[*] \u2014 Tessera").arg(name));
    setWindowModified(m_document.isModified() && !(m_lesson && m_lesson->isRunning())); // a lesson is never saved
}

void MainWindow::updateActions()
{
    const Stage stage = m_document.stage();
    const bool game = m_document.hasGame();
    m_exportAction->setEnabled(game);
    m_closeGameAction->setEnabled(game);
    m_closeGameAction->setText(closeGameText());
    m_openReplayAction->setText(openReplayText());
    // A lesson's game follows its script: no step back or forth outside it, no History (it
    // would show the script's future), no saving or replaying the script, and the confirmation
    // of each turn, which the lesson relies on, stays as it is.
    const bool lesson = m_lesson && m_lesson->isRunning();
    m_saveAction->setEnabled(game && !lesson);
    m_saveAsAction->setEnabled(game && !lesson);
    m_exportJczAction->setEnabled(game && !lesson);
    m_exportMenu->setEnabled(m_exportAction->isEnabled() || m_exportJczAction->isEnabled());
    m_openReplayAction->setEnabled(!lesson);
    m_historyDock->toggleViewAction()->setEnabled(!lesson);
    m_confirmTurnsAction->setEnabled(!lesson);
    m_undoAction->setEnabled(m_document.canUndo() && !lesson);
    const QString undo = undoTip();
    m_undoAction->setToolTip(undo);
    m_undoAction->setStatusTip(undo);
    m_undoWhyAction->setEnabled(!m_document.canUndo() && m_document.hasGame() && !lesson
                                && m_document.info().rules.undo != engine::UndoLimit::Unlimited);
    m_redoAction->setEnabled(m_document.canRedo() && !lesson);
    m_undoTurnAction->setEnabled(m_document.canUndoTurn() && !lesson);
    m_redoTurnAction->setEnabled(m_document.canRedoTurn() && !lesson);
    // The turn's own commands are the person's: none while a computer decides.
    const bool person = !m_computers.computerDecides() && (!m_lesson || m_lesson->learnerMayAct());
    m_rotateAction->setEnabled(stage == Stage::Placing && person);
    m_nextPositionAction->setEnabled((stage == Stage::Placing || stage == Stage::DragonFlying) && person);
    m_nextTileAction->setEnabled(stage == Stage::Placing && person); // not in a computer's hand
    for (QAction *a : m_dragonActions)
        a->setEnabled(stage == Stage::DragonFlying && person);
    m_confirmAction->setEnabled(stage != Stage::NoGame && stage != Stage::GameOver && person);
    m_resultsAction->setEnabled(stage == Stage::GameOver && !lesson); // the lesson explains its end
    m_noFollowerAction->setEnabled((stage == Stage::Deploying || stage == Stage::Confirming) && person);
    // Esc puts an open magic portal aside, even where the tile may not be taken back.
    m_takeBackAction->setEnabled((m_document.canTakeBack() || m_scene->deploymentMarkers()->isPortalOpen()) && person);
    // A lesson shows its own move: Hard's would be another.
    m_hintAction->setEnabled(stage != Stage::NoGame && stage != Stage::GameOver && person && !lesson);
    m_pauseAction->setEnabled(m_computers.hasComputers());
    const QSignalBlocker block(m_confirmTurnsAction);
    m_confirmTurnsAction->setChecked(m_document.confirmTurns());
}

// Under the rules' undo limit, Undo greys out as the turn is confirmed (or for the whole game):
// its tool tip and status tip, and Ctrl+Z, say why rather than nothing.
QString MainWindow::undoTip() const
{
    if (m_document.canUndo() || !m_document.hasGame())
        return tr("Take back the last decision");
    switch (m_document.info().rules.undo) {
    case engine::UndoLimit::WithinTurn:
        return tr(
            "Undo is not available: this game's rules allow taking back only the turn being played, before it "
            "is confirmed.");
    case engine::UndoLimit::None:
        return tr("Undo is not available: this game's rules allow no undo.");
    case engine::UndoLimit::Unlimited:
        break;
    }
    return tr("Take back the last decision"); // nothing played yet
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

// Hard's choice for the person to move, shown on the board, not played.
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
    case engine::DecisionKind::Draw:
    case engine::DecisionKind::Discard: // never a hint: the pile's doing
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
        if ((m_scene->deploymentMarkers()->focusedDeployment() || m_scene->deploymentMarkers()->focusedInstead())
            && !m_scene->deploymentMarkers()->focusIsChosen()) {
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
    if (!m_document.hasGame() || !m_document.isModified() || m_document.match().turns().empty()
        || m_lesson->isRunning()) // a lesson's game is never kept
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

void MainWindow::startWithoutFile()
{
    if (!offerResume() && !offerFirstLesson())
        newGame();
}

void MainWindow::closeGame()
{
    const bool wasPaused = m_computers.isPaused();
    m_computers.setPaused(true); // none plays on behind the question
    if (!maybeKeepGame()) {
        m_computers.setPaused(wasPaused);
        return;
    }
    m_document.discardAutosave(); // kept or given up: nothing to resume
    m_document.close();
    m_computers.setPaused(false); // the next game's computers play
    statusBar()->showMessage(tr("The game is closed. Game > New Game starts another."), 8000);
}

QString MainWindow::openReplayText() const
{
    return m_document.hasGame() ? tr("Open in Replay &Viewer") : tr("Open in Replay &Viewer...");
}

QString MainWindow::closeGameText() const
{
    const bool watching = m_document.hasGame() && m_document.stage() != Stage::GameOver && !m_computers.hasPeople();
    return watching ? tr("Stop &Watching") : tr("&Close Game");
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
    // No computer plays on behind the question and the dialog; on Cancel the game goes on as
    // it was (paused or not), at the very position it had.
    const bool wasPaused = m_computers.isPaused();
    m_computers.setPaused(true);
    if (!maybeKeepGame()) {
        m_computers.setPaused(wasPaused);
        return;
    }
    NewGameDialog dialog(this);
    if (editedSet)
        dialog.chooseTileSet(*editedSet);
    if (dialog.exec() != QDialog::Accepted) {
        m_computers.setPaused(wasPaused);
        if (!dialog.requestedLesson().isEmpty()) // its offer of a lesson for the tiles chosen (asked above)
            playLesson(dialog.requestedLesson());
        return;
    }
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

// --- end of game ----------------------------------------------------------------------------

void MainWindow::onTurnFinished(int firstEvent)
{
    if (m_document.stage() == Stage::GameOver && !m_resultsShown && !m_lesson->isRunning()) {
        m_resultsShown = true;
        m_document.discardAutosave(); // nothing left to resume
        if (m_statistics.record(m_document) != stats::StatsDatabase::Outcome::Failed
            && m_statistics.database().problem().isEmpty())
            m_statisticsWarning->hide(); // counted again
        // Let the final scoring play on the board first (refreshStatus says so meanwhile), the
        // whole board in view (the view had followed the last positions, part of it out of
        // sight); any key or click finishes it at once.
        m_view->fitBoard();
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
    QString lesson; // asked for on a rules page
    connect(&dialog, &HelpDialog::lessonRequested, &dialog, [&dialog, &lesson](const QString &id) {
        lesson = id;
        dialog.accept();
    });
    dialog.exec();
    if (!lesson.isEmpty())
        startLesson(lesson);
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
    QString file;
    if (!savePreferences(chosen, &file))
        showProblem(this,
                    {tr("Preferences Not Saved"),
                     tr("Your preferences could not be written to “%1”.").arg(QDir::toNativeSeparators(file)),
                     tr("They apply until Tessera is closed. The disk may be full, or the folder not writable."),
                     QString()});
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

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_firstFitDue, false))
        QTimer::singleShot(0, this, [this] { fitSideDocks(DockFit::First); });
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
        // The first window fills most of the screen it opens on, up to a size where the
        // board needs no more.
        placeFirstTime(this, QSize(1600, 1000));
    }
    if (restoreState(settings.value(u"window/state"_s).toByteArray())) {
        m_fittedHandSize = 1;   // the player's own layout, until a game brings a hand of several tiles
        m_historyPlaced = true; // where the player left it
    } else {
        // The turn panel and the players whole where the screen allows it; the scoring log
        // and the tiles left (a list that wants rows) take all that is left. Once shown
        // (showEvent): before, the docks have no height to share and their column no width,
        // as when the app starts with the replay viewer alone.
        m_firstFitDue = true;
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
