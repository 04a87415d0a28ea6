// The game window's menus and tool bar: every action with its text (retranslated on a change
// of language), shortcut and icon. Kept apart from mainwindow.cpp, which does what they do.

#include "mainwindow.h"

#include "board/boardscene.h"
#include "board/deploymentmarkers.h"
#include "board/boardview.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/recentfiles.h"
#include "history/historypanel.h"
#include "theme.h"
#include "themeicons.h"
#include "turnpanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace tessera::ui {

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

void MainWindow::createActions()
{
    createGameMenu();
    createEditMenu();
    createTurnMenu();
    createViewMenu();
    createHelpMenu();
}

// Games and files, the hint, results, the editor, preferences and quitting.
void MainWindow::createGameMenu()
{
    QMenu *file = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Game"); });
    QAction *newAction = m_texts.action(file->addAction(QString(), this, &MainWindow::newGame),
                                        [] { return tr("&New Game..."); });
    newAction->setShortcuts(QKeySequence::New);
    QAction *openAction = m_texts.action(file->addAction(QString(), this, &MainWindow::open), [] { return tr("&Open..."); });
    openAction->setShortcuts(QKeySequence::Open);
    m_recentMenu = m_texts.menu(file->addMenu(QString()), [] { return tr("Open &Recent"); });
    m_openReplayAction = m_texts.action(
        file->addAction(QString(), this, &MainWindow::openReplay), [this] { return openReplayText(); },
        [] { return tr("This game in the replay viewer (with no game, a saved one)"); });
    m_openReplayAction->setObjectName(u"OpenReplayAction"_s);
    file->addSeparator();
    m_saveAction = m_texts.action(file->addAction(QString(), this, &MainWindow::save), [] { return tr("&Save"); });
    m_saveAction->setShortcuts(QKeySequence::Save);
    m_saveAsAction = m_texts.action(file->addAction(QString(), this, &MainWindow::saveAs), [] { return tr("Save &As..."); });
    m_saveAsAction->setShortcuts(shortcutsOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    m_exportMenu = m_texts.menu(file->addMenu(QString()), [] { return tr("&Export"); });
    m_exportAction = m_texts.action(m_exportMenu->addAction(QString(), this, &MainWindow::exportBoardAs),
                                    [] { return tr("&Board Picture..."); });
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportJczAction = m_texts.action(
        m_exportMenu->addAction(QString(), this, &MainWindow::exportJczAs), [] { return tr("&JCloisterZone Game..."); },
        [] { return tr("Save the game as a JCloisterZone saved game (.jcz)"); });
    m_exportJczAction->setObjectName(u"exportJczAction"_s);
    file->addSeparator();
    m_hintAction = m_texts.action(
        file->addAction(QString(), this,
                        [this] {
                            statusBar()->showMessage(tr("Looking for a good move\u2026"));
                            m_computers.requestHint();
                        }),
        [] { return tr("&Hint"); },
        [] { return tr("Show what the Hard computer player would do now, without playing it"); });
    m_hintAction->setObjectName(u"hintAction"_s);
    m_hintAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    m_hintAction->setShortcutContext(Qt::WindowShortcut);
    m_resultsAction = m_texts.action(file->addAction(QString(), this, &MainWindow::showResults),
                                     [] { return tr("Show &Results"); });
    m_texts
        .action(
            file->addAction(QString(), this, &MainWindow::openStatistics), [] { return tr("S&tatistics..."); },
            [] { return tr("Scores, wins and points of every finished game, by player and computer level"); })
        ->setObjectName(u"StatisticsAction"_s);
    QAction *editor = m_texts.action(file->addAction(QString(), this, &MainWindow::openTileSetEditor),
                                     [] { return tr("Tile Set &Editor..."); });
    QAction *preferences = m_texts.action(file->addAction(QString(), this, &MainWindow::editPreferences),
                                          [] { return tr("Pre&ferences..."); });
    preferences->setShortcuts(shortcutsOr(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    m_closeGameAction = m_texts.action(file->addAction(QString(), this, &MainWindow::closeGame),
                                       [this] { return closeGameText(); });
    m_closeGameAction->setObjectName(u"closeGameAction"_s);
    m_closeGameAction->setShortcuts(QKeySequence::Close);
    QAction *quit = m_texts.action(file->addAction(QString(), this, &QWidget::close), [] { return tr("&Quit"); });
    quit->setShortcuts(shortcutsOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);

    setThemeIcons({{newAction, "document-new"},
                   {openAction, "document-open"},
                   {m_saveAction, "document-save"},
                   {m_saveAsAction, "document-save-as"},
                   {m_exportAction, "document-export"},
                   {m_hintAction, "help-hint"},
                   {m_resultsAction, "games-highscores"},
                   {editor, "document-edit"},
                   {preferences, "preferences-system"},
                   {quit, "application-exit"}});
    m_recentMenu->setIcon(themeIcon(u"document-open-recent"_s));
    m_exportMenu->setIcon(themeIcon(u"document-export"_s));
    RecentFiles::games()->attach(m_recentMenu, [this](const QString &path) {
        if (maybeKeepGame())
            openFile(path);
    });
}

// One decision at a time, as the History window shows them; the tool bar holds them too.
void MainWindow::createEditMenu()
{
    QMenu *edit = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Edit"); });
    // Against computers, back to the person's previous decision (their replies with it).
    m_undoAction = m_texts.action(
        edit->addAction(QString(), &m_computers, &document::ComputerTurns::undo), [] { return tr("&Undo"); },
        [this] { return undoTip(); });
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_undoAction->setObjectName(u"undoAction"_s);
    // Where the game's undo rule greys Undo out, its keys say why in the status bar instead of
    // doing nothing (enabled only then: never a second action on the same keys).
    m_undoWhyAction = new QAction(this);
    m_undoWhyAction->setObjectName(u"undoWhyAction"_s);
    m_undoWhyAction->setShortcuts(QKeySequence::Undo);
    m_undoWhyAction->setEnabled(false);
    connect(m_undoWhyAction, &QAction::triggered, this, [this] { statusBar()->showMessage(undoTip(), 8000); });
    addAction(m_undoWhyAction);
    m_redoAction = m_texts.action(
        edit->addAction(QString(), &m_computers, &document::ComputerTurns::redo), [] { return tr("&Redo"); },
        [] { return tr("Play the undone decision again"); });
    m_redoAction->setShortcuts(QKeySequence::Redo);
    m_redoAction->setObjectName(u"redoAction"_s);
    m_historyPanel->setUndoRedoActions(m_undoAction, m_redoAction);
    QToolBar *toolBar = addToolBar(QString());
    m_texts.windowTitle(toolBar, [] { return tr("Edit"); });
    toolBar->setObjectName(u"EditToolBar"_s);
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addAction(m_historyDock->toggleViewAction());

    setThemeIcons(
        {{m_undoAction, "edit-undo"}, {m_redoAction, "edit-redo"}, {m_historyDock->toggleViewAction(), "view-history"}});
}

// Playing a turn with the keys, the dragon's flight, whole turns back and forth.
void MainWindow::createTurnMenu()
{
    QMenu *turn = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Turn"); });
    m_rotateAction = m_texts.action(turn->addAction(QString(), m_scene, [this] { m_scene->rotatePreview(1); }),
                                    [] { return tr("&Rotate Tile"); });
    m_rotateAction->setShortcut(QKeySequence(Qt::Key_R));
    m_nextPositionAction = m_texts.action(turn->addAction(QString(), this, [this] { focusNextPosition(1); }),
                                          [] { return tr("Next &Position"); });
    m_nextPositionAction->setShortcut(QKeySequence(Qt::Key_N));
    m_nextTileAction = m_texts.action(turn->addAction(QString(), this, [this] { m_turnPanel->chooseNextHandTile(1); }),
                                      [] { return tr("Next Tile in &Hand"); });
    m_nextTileAction->setShortcut(QKeySequence(Qt::Key_H));
    m_confirmAction = m_texts.action(turn->addAction(QString(), this, &MainWindow::confirmOrPlace),
                                     [] { return tr("&Place or Confirm"); });
    m_confirmAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_noFollowerAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::chooseNoFollower),
                                        [] { return tr("&No Follower"); });
    m_noFollowerAction->setShortcut(QKeySequence(Qt::Key_Space));
    // Esc or Backspace steps back one level: out of an open magic portal first, then the tile.
    m_takeBackAction = m_texts.action(turn->addAction(QString(), this,
                                                      [this] {
                                                          if (!m_scene->deploymentMarkers()->cancelPortal())
                                                              m_document.takeBack();
                                                      }),
                                      [] { return tr("&Take Back"); });
    m_takeBackAction->setShortcuts({QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Escape)});
    // Keys act on the board wherever the focus is, except inside text fields of dialogs.
    for (QAction *a : {m_rotateAction, m_nextPositionAction, m_confirmAction, m_noFollowerAction, m_takeBackAction})
        a->setShortcutContext(Qt::WindowShortcut);
    turn->addSeparator();
    addDragonActions(turn);
    turn->addSeparator();
    m_undoTurnAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::undoTurn),
                                      [] { return tr("&Undo Turn"); });
    m_redoTurnAction = m_texts.action(turn->addAction(QString(), &m_document, &document::GameDocument::redoTurn),
                                      [] { return tr("Re&do Turn"); });
    m_undoTurnAction->setObjectName(u"undoTurnAction"_s);
    m_redoTurnAction->setObjectName(u"redoTurnAction"_s);
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

    // Place or Confirm has no icon: a desktop theme's "dialog-ok" is a check mark, which read as
    // a ticked option beside Confirm Each Turn.
    setThemeIcons({{m_rotateAction, "object-rotate-right"}});
}

// The dragon's flight: the arrow keys choose the marked tile on that side of the dragon
// (Enter flies there); they pan the board otherwise. In the menu itself, not a submenu, so
// that the help's list of shortcuts has them.
void MainWindow::addDragonActions(QMenu *turn)
{
    const struct {
        TranslatedTexts::Text text;
        Qt::Key key;
        engine::Position step;
    } flights[] = {{[] { return tr("Dragon to the North"); }, Qt::Key_Up, {0, -1}},
                   {[] { return tr("Dragon to the East"); }, Qt::Key_Right, {1, 0}},
                   {[] { return tr("Dragon to the South"); }, Qt::Key_Down, {0, 1}},
                   {[] { return tr("Dragon to the West"); }, Qt::Key_Left, {-1, 0}}};
    for (const auto &flight : flights) {
        QAction *a = m_texts.action(
            turn->addAction(
                QString(), this,
                [this, step = flight.step] {
                    const engine::Game &game = m_document.game();
                    const engine::Position at = game.board().placed()[engine::princessDragonState(game).dragon].pos;
                    if (!m_scene->focusDragonStep({at.x + step.x, at.y + step.y}))
                        statusBar()->showMessage(tr("The dragon cannot fly there: choose a marked tile."), 4000);
                }),
            flight.text);
        a->setShortcut(QKeySequence(flight.key));
        a->setShortcutContext(Qt::WindowShortcut);
        m_dragonActions.push_back(a);
    }
}

// The board's zoom and shown parts, watching computers, the panels, dark mode.
void MainWindow::createViewMenu()
{
    QMenu *view = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&View"); });
    QAction *zoomIn = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1.25); }),
                                     [] { return tr("Zoom &In"); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus)});
    QAction *zoomOut = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1 / 1.25); }),
                                      [] { return tr("Zoom &Out"); });
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    QAction *fit = m_texts.action(view->addAction(QString(), m_view, &BoardView::fitBoard), [] { return tr("&Fit Board"); });
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *last = m_texts.action(
        view->addAction(QString(), this, [this] { m_view->centerOnRect(m_scene->lastTileRect()); }),
        [] { return tr("&Center on Last Tile"); });
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
    m_pauseAction->setShortcutContext(Qt::WindowShortcut);
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

    setThemeIcons(
        {{m_pauseAction, "media-playback-pause"}, {zoomIn, "zoom-in"}, {zoomOut, "zoom-out"}, {fit, "zoom-fit-best"}});
}

void MainWindow::createHelpMenu()
{
    QMenu *help = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Help"); });
    QAction *rules = m_texts.action(help->addAction(QString(), this, &MainWindow::showHelp),
                                    [] { return tr("&Rules and Shortcuts"); });
    rules->setShortcuts(QKeySequence::HelpContents);
    addLessonMenu(help);
    help->addSeparator();
    QAction *about = m_texts.action(help->addAction(QString(), this,
                                                    [this] {
                                                        AboutDialog dialog(this);
                                                        dialog.exec();
                                                    }),
                                    [] { return tr("&About Tessera"); });
    about->setMenuRole(QAction::AboutRole);
    m_texts.action(help->addAction(QString(), qApp, &QApplication::aboutQt), [] { return tr("About &Qt"); })
        ->setMenuRole(QAction::AboutQtRole);

    setThemeIcons({{rules, "help-contents"}, {about, "help-about"}});
}

} // namespace tessera::ui
