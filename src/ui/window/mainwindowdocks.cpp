// The game window's docks beside the board: the turn panel, the players, the scoring log with
// the tiles left as a tab, the History window; and their heights fitted to the turn panel.
// Kept apart from mainwindow.cpp, which does what the game window does.

#include "mainwindow.h"

#include "dialogs/fitscrollarea.h"
#include "history/historypanel.h"
#include "playerspanel.h"
#include "scoringlog.h"
#include "tilesleftpanel.h"
#include "turnpanel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QScreen>
#include <QScrollArea>

using namespace Qt::StringLiterals;

namespace tessera::ui {

void MainWindow::createDocks()
{
    m_turnPanel = new TurnPanel(&m_document, m_scene, &m_cache);
    auto *turnDock = new QDockWidget(this);
    m_texts.windowTitle(turnDock, [] { return tr("Turn"); });
    turnDock->setObjectName(u"TurnDock"_s);
    // On a short screen (a 1366 x 768 laptop at 1.5x leaves about 480 pixels) the turn panel
    // scrolls rather than push the window past the bottom of the screen.
    auto *turnScroll = new FitScrollArea;
    turnScroll->setWidget(m_turnPanel);
    turnDock->setWidget(turnScroll);
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
    connect(m_historyDock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (shown)
            placeHistoryFirstTime();
    });
}

// The first time the History window opens it goes beside the game window where the screen has
// room, so that it covers nothing of the board; on a screen without that room it docks at the
// left of the board. Afterwards it stays where the player puts it (and the layout is remembered).
void MainWindow::placeHistoryFirstTime()
{
    if (m_historyPlaced || !screen())
        return;
    m_historyPlaced = true;
    const QRect available = screen()->availableGeometry();
    const QRect game = frameGeometry();
    const int width = m_historyDock->frameGeometry().width();
    if (game.right() + width < available.right())
        m_historyDock->move(game.right() + 1, game.top());
    else if (game.left() - width > available.left())
        m_historyDock->move(game.left() - width, game.top());
    else {
        m_historyDock->setFloating(false);
        resizeDocks({m_historyDock}, {width / 2}, Qt::Horizontal); // the board keeps the most of the screen
    }
}

// The turn panel and the players get the height they need now, the scoring log and the tiles
// left all the rest, down to their minimum. First: the first layout, with room for three more
// lines of instruction (before a game it is one line, a turn's up to four). NewHandSize: a game
// brings another hand size (a hand of three adds a row, a hand of one gives it back), with
// one more line. Grow: a stage's longer text (a German instruction while deploying) is not cut,
// the turn panel only growing, so that nothing jumps back and forth from stage to stage.
void MainWindow::fitSideDocks(DockFit fit)
{
    auto *turn = findChild<QDockWidget *>(u"TurnDock"_s);
    auto *players = findChild<QDockWidget *>(u"PlayersDock"_s);
    // The scoring log or the tiles left, whichever tab is shown: the other one stands out of
    // the window, with a stale size.
    auto *log = findChild<QDockWidget *>(u"ScoringDock"_s);
    if (auto *tiles = findChild<QDockWidget *>(u"TilesLeftDock"_s); !rect().contains(log->geometry().center()))
        log = tiles;
    if (turn->isFloating() || players->isFloating() || log->isFloating() || dockWidgetArea(turn) != dockWidgetArea(log)
        || dockWidgetArea(players) != dockWidgetArea(log))
        return;
    // The panel's own height at the width it has (its texts wrap), fresh: the dock's hint may
    // still be the one from before the game, and the panel's layouts settle from the inside
    // out (the hand's buttons, then the panel).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const auto *area = qobject_cast<QScrollArea *>(turn->widget());
    const int width = area->viewport()->width();
    const int panel = m_turnPanel->hasHeightForWidth() ? m_turnPanel->heightForWidth(width)
                                                       : m_turnPanel->sizeHint().height();
    const int title = turn->height() - area->height();
    const int moreLines = fit == DockFit::First ? 3 : fit == DockFit::NewHandSize ? 1 : 0;
    const int wanted = title + panel + moreLines * turn->fontMetrics().lineSpacing();
    if (fit == DockFit::Grow && wanted <= turn->height())
        return;
    const int logMinimum = log->minimumSizeHint().height();
    const int playersHeight = players->sizeHint().height();
    const int column = turn->height() + players->height() + log->height();
    const int turnHeight = std::min(wanted, column - playersHeight - logMinimum);
    if (turnHeight == turn->height())
        return;
    resizeDocks({turn, players, log}, {turnHeight, playersHeight, std::max(logMinimum, column - turnHeight - playersHeight)},
                Qt::Vertical);
}

} // namespace tessera::ui
