#include "replaywindow.h"

#include "themeicons.h"

#include "board/boarddrawing.h"
#include "board/boardexport.h"
#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "board/boardview.h"
#include "document/eventtext.h"
#include "document/jczimport.h"
#include "document/turntext.h"
#include "analysispanel.h"
#include "evaluationgraph.h"
#include "replayscene.h"
#include "scoregraph.h"
#include "turnscrubber.h"
#include "widgets/fittedtreeview.h"
#include "widgets/problemmessage.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/recentfiles.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QPixmap>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

const QString kPaceKey = u"replay/secondsPerTurn"_s;
constexpr double kMinPace = 0.25;
constexpr double kMaxPace = 3.0;
const QList<double> kPaces{0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0};

QToolButton *transportButton(QAction *action)
{
    auto *button = new QToolButton;
    button->setDefaultAction(action);
    button->setFocusPolicy(Qt::NoFocus); // the keys belong to the window's shortcuts
    button->setAutoRaise(true);
    return button;
}

} // namespace

ReplayWindow::ReplayWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(u"ReplayWindow"_s);
    updateTitle();
    setAcceptDrops(true);

    m_scene = new ReplayScene(this);
    m_drawing = new BoardDrawing(m_scene, &m_cache);
    m_drawing->setScoringStep(0);
    m_drawing->setFiguresWaitForArt(true);
    m_view = new BoardView;
    m_view->setScene(m_scene);
    connect(m_scene, &ReplayScene::clicked, this, &ReplayWindow::boardClicked);

    // Every move of the cursor (seeks, move list clicks) redraws from the document's position.
    connect(&m_document, &document::GameDocument::gameReset, this, [this] {
        if (m_opening || m_lineEndNode == engine::GameTree::kNoNode)
            return; // a file being opened: showGame() follows
        m_drawing->update();
        followLine();
        showTurn();
    });

    m_problem = new QLabel;
    m_problem->setObjectName(u"ReplayProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText); // file names are never markup
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setFrameShape(QFrame::StyledPanel);
    m_problem->setMargin(6);
    m_problem->setStyleSheet(u"QLabel { background: #fff3cd; color: #5c4400; }"_s);
    m_problem->hide();

    m_playTimer.setInterval(1000);
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        if (turn() >= turns())
            setPlaying(false);
        else
            step(1);
    });

    createActions();
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_problem);
    layout->addWidget(m_view, 1);
    layout->addWidget(createTransport());
    setCentralWidget(central);
    createDocks();

    setSecondsPerTurn(QSettings().value(kPaceKey, 1.0).toDouble());
    setPlaying(false);                      // the play action's text and icon
    placeFirstTime(this, QSize(1200, 760)); // 1200 x 760 did not fit a 768 pixel high screen
    updateActions();
    statusBar()->showMessage(tr("Open a game to replay it: File > Open, or drop its file here."));
}

ReplayWindow::~ReplayWindow() = default;

// --- layout --------------------------------------------------------------------------------

void ReplayWindow::createActions()
{
    QMenu *file = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&File"); });
    QAction *open = m_texts.action(file->addAction(QString(), this, &ReplayWindow::open), [] { return tr("&Open..."); });
    open->setShortcuts(QKeySequence::Open);
    m_recentMenu = m_texts.menu(file->addMenu(QString()), [] { return tr("Open &Recent"); });
    RecentFiles::games()->attach(m_recentMenu, [this](const QString &path) { openFile(path); });
    file->addSeparator();
    QAction *exportPosition = m_texts.action(file->addAction(QString(), this, &ReplayWindow::exportPositionAs),
                                             [] { return tr("&Export Position..."); });
    QAction *exportFrames = m_texts.action(file->addAction(QString(), this, &ReplayWindow::exportFramesAs),
                                           [] { return tr("Export &Frames..."); });
    m_gameActions << exportPosition << exportFrames;
    file->addSeparator();
    QMenu *replay = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&Replay"); });
    createAnalysisActions(file, replay); // Save Analysis here, Analyse Game at the Replay menu's end
    file->addSeparator();
    QAction *close = m_texts.action(file->addAction(QString(), this, &QWidget::close), [] { return tr("&Close"); });
    close->setShortcuts(QKeySequence::Close);

    const auto add = [&](TranslatedTexts::Text text, QKeySequence key, auto slot) {
        QAction *action = m_texts.action(replay->addAction(QString(), this, slot), std::move(text));
        action->setShortcut(key);
        m_gameActions << action;
        return action;
    };
    m_playAction = add([] { return tr("&Play"); }, QKeySequence(Qt::Key_Space), [this] { setPlaying(!isPlaying()); });
    m_playAction->setObjectName(u"PlayAction"_s);
    replay->addSeparator();
    // Our icons (the style's media icons were near black, invisible in dark mode).
    const auto icon = [](QAction *action, const char *iconName, const QString &name) {
        action->setIcon(themeIcon(QString::fromLatin1(iconName)));
        action->setObjectName(name);
    };
    // A decision: the tile placed, then the figure deployed (or none) with which the turn ends.
    icon(add([] { return tr("&Next Decision"); }, QKeySequence(Qt::Key_Right), [this] { stepDecision(1); }), "go-next",
         u"NextDecisionAction"_s);
    icon(add([] { return tr("P&revious Decision"); }, QKeySequence(Qt::Key_Left), [this] { stepDecision(-1); }),
         "go-previous", u"PreviousDecisionAction"_s);
    // A round: every player once.
    add([] { return tr("Next R&ound"); }, QKeySequence(Qt::SHIFT | Qt::Key_Right),
        [this] { step(int(info().players.size())); });
    add([] { return tr("Previous Ro&und"); }, QKeySequence(Qt::SHIFT | Qt::Key_Left),
        [this] { step(-int(info().players.size())); });
    icon(add([] { return tr("&First Turn"); }, QKeySequence(Qt::Key_Home), [this] { seek(0); }), "go-first",
         u"FirstTurnAction"_s);
    icon(add([] { return tr("&Last Turn"); }, QKeySequence(Qt::Key_End), [this] { seek(turns()); }), "go-last",
         u"LastTurnAction"_s);
    add([] { return tr("Next &Scoring"); }, QKeySequence(Qt::Key_PageDown), [this] { seekScoring(1); });
    add([] { return tr("Previous S&coring"); }, QKeySequence(Qt::Key_PageUp), [this] { seekScoring(-1); });
    replay->addSeparator();
    m_continueAction = m_texts.action(replay->addAction(QString(), this,
                                                        [this] {
                                                            if (hasGame())
                                                                emit continueRequested(info(), m_document.match());
                                                        }),
                                      [] { return tr("&Continue from Here"); });
    m_texts.add([this] {
        m_continueAction->setToolTip(tr("Start a new game from this position, with the same players and options"));
    });
    replay->addSeparator();
    replay->addAction(m_analyseAction);
    replay->addAction(m_cancelAnalysisAction);

    QMenu *view = m_viewMenu = m_texts.menu(menuBar()->addMenu(QString()), [] { return tr("&View"); });
    QAction *zoomIn = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1.25); }),
                                     [] { return tr("Zoom &In"); });
    zoomIn->setShortcuts(QKeySequence::ZoomIn);
    QAction *zoomOut = m_texts.action(view->addAction(QString(), m_view, [this] { m_view->zoomBy(1 / 1.25); }),
                                      [] { return tr("Zoom &Out"); });
    zoomOut->setShortcuts(QKeySequence::ZoomOut);
    QAction *fit = m_texts.action(view->addAction(QString(), m_view, [this] { fitEachTurn(true); }),
                                  [] { return tr("&Fit Board"); });
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // The board is fitted at each step (early turns are not drawn at the final board's scale),
    // until the player zooms or scrolls; Fit Board, or this, fits it again.
    m_fitEachTurnAction = m_texts.action(
        view->addAction(QString()), [] { return tr("Fit &Each Turn"); },
        [] { return tr("Fit the board as it is at each step; zooming or scrolling stops it"); });
    m_fitEachTurnAction->setObjectName(u"FitEachTurnAction"_s);
    m_fitEachTurnAction->setCheckable(true);
    m_fitEachTurnAction->setChecked(true);
    connect(m_fitEachTurnAction, &QAction::toggled, this, [this](bool on) { fitEachTurn(on); });
    connect(m_view, &BoardView::adjustedByHand, this, [this] { fitEachTurn(false); });

    // The transport's steps have theirs in createActions.
    setThemeIcons({{open, "document-open"},
                   {exportPosition, "document-export"},
                   {exportFrames, "document-export"},
                   {close, "window-close"},
                   {zoomIn, "zoom-in"},
                   {zoomOut, "zoom-out"},
                   {fit, "zoom-fit-best"}});
    m_recentMenu->setIcon(themeIcon(u"document-open-recent"_s));
}

QWidget *ReplayWindow::createTransport()
{
    auto *bar = new QWidget;
    auto *row = new QHBoxLayout(bar);
    const auto action = [this](const char *name) { return findChild<QAction *>(QString::fromLatin1(name)); };
    row->addWidget(transportButton(action("FirstTurnAction")));
    row->addWidget(transportButton(action("PreviousDecisionAction")));
    m_playButton = transportButton(m_playAction);
    row->addWidget(m_playButton);
    row->addWidget(transportButton(action("NextDecisionAction")));
    row->addWidget(transportButton(action("LastTurnAction")));

    m_scrubber = new TurnScrubber;
    m_scrubber->setFocusPolicy(Qt::NoFocus);
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int value) {
        if (value != turn() || decision() > 0)
            seek(value);
    });
    row->addWidget(m_scrubber, 1);

    m_turnLabel = new QLabel;
    m_turnLabel->setObjectName(u"TurnLabel"_s);
    // As wide as its longest text, the step within a turn included: a label growing at a step
    // used to shorten the scrubber, whose handle then moved under the eye.
    m_texts.add([this] {
        const QFontMetrics metrics = m_turnLabel->fontMetrics();
        m_turnLabel->setMinimumWidth(
            std::max(metrics.horizontalAdvance(turnText(888, 888, 0)), metrics.horizontalAdvance(turnText(888, 888, 8))));
    });
    row->addWidget(m_turnLabel);

    m_pace = new QComboBox;
    m_pace->setObjectName(u"PaceBox"_s);
    // Reached with Tab, changed with Up/Down; a click leaves the focus where it was, and the
    // window's keys (arrows, Space, Home, End) stay its steps even while it has the focus.
    m_pace->setFocusPolicy(Qt::TabFocus);
    for (const double seconds : kPaces)
        m_pace->addItem(QString(), seconds);
    m_texts.add([this] {
        m_pace->setToolTip(tr("Autoplay: seconds per turn"));
        for (int i = 0; i < m_pace->count(); ++i)
            m_pace->setItemText(i, tr("%1 s per turn").arg(m_pace->itemData(i).toDouble()));
    });
    connect(m_pace, &QComboBox::activated, this, [this](int index) {
        setSecondsPerTurn(m_pace->itemData(index).toDouble());
        QSettings().setValue(kPaceKey, secondsPerTurn());
    });
    row->addWidget(m_pace);
    return bar;
}

void ReplayWindow::createDocks()
{
    auto *turnPanel = new QWidget;
    auto *turnLayout = new QVBoxLayout(turnPanel);
    m_turnText = new QLabel;
    m_turnText->setObjectName(u"TurnText"_s);
    m_turnText->setWordWrap(true);
    m_turnText->setTextFormat(Qt::PlainText);
    turnLayout->addWidget(m_turnText);
    m_scoringList = new QListWidget;
    m_scoringList->setObjectName(u"TurnScoring"_s);
    m_scoringList->setWordWrap(true);
    turnLayout->addWidget(m_scoringList, 1);
    auto *turnDock = new QDockWidget(this);
    m_texts.windowTitle(turnDock, [] { return tr("This Turn"); });
    turnDock->setObjectName(u"ReplayTurnDock"_s);
    turnDock->setWidget(turnPanel);
    addDockWidget(Qt::RightDockWidgetArea, turnDock);

    auto *graphPanel = new QWidget;
    auto *graphLayout = new QVBoxLayout(graphPanel);
    m_graphMode = new QComboBox;
    m_graphMode->setObjectName(u"GraphMode"_s);
    m_graphMode->setFocusPolicy(Qt::TabFocus); // as the pace's box
    connect(m_graphMode, &QComboBox::activated, this,
            [this](int index) { m_graph->setStackedPlayer(m_graphMode->itemData(index).toInt()); });
    graphLayout->addWidget(m_graphMode);
    m_graph = new ScoreGraph;
    connect(m_graph, &ScoreGraph::turnRequested, this, &ReplayWindow::seek);
    graphLayout->addWidget(m_graph, 1);
    // Under the scores, once the game is analysed.
    m_evaluation = new EvaluationGraph;
    m_evaluation->hide();
    connect(m_evaluation, &EvaluationGraph::turnRequested, this, &ReplayWindow::seek);
    graphLayout->addWidget(m_evaluation, 1);
    auto *graphDock = new QDockWidget(this);
    m_texts.windowTitle(graphDock, [] { return tr("Scores"); });
    graphDock->setObjectName(u"ReplayScoresDock"_s);
    graphDock->setWidget(graphPanel);
    addDockWidget(Qt::RightDockWidgetArea, graphDock);

    // Columns fitted to their texts, which a seek leaves as they are: the rows are not measured
    // again when only the current line's roles change (the delegates draw them alike).
    m_moveList = new FittedTreeView(
        {document::TurnsModel::IsCursorRole, document::TurnsModel::IsFutureRole, document::TurnsModel::IsVariationRole});
    m_moveList->setObjectName(u"MoveList"_s);
    m_moveList->setModel(&m_turns);
    m_moveList->setUniformRowHeights(true);
    m_moveList->setAllColumnsShowFocus(true);
    m_moveList->setFocusPolicy(Qt::NoFocus); // the arrows belong to the window's shortcuts
    connect(m_moveList, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        m_document.goTo(engine::GameTree::TurnId(index.data(document::TurnsModel::NodeRole).toUInt()));
    });
    auto *movesDock = new QDockWidget(this);
    m_texts.windowTitle(movesDock, [] { return tr("Moves"); });
    movesDock->setObjectName(u"ReplayMovesDock"_s);
    movesDock->setWidget(m_moveList);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);
    tabifyDockWidget(turnDock, movesDock);
    QDockWidget *analysisDock = createAnalysisDock();
    addDockWidget(Qt::RightDockWidgetArea, analysisDock);
    tabifyDockWidget(movesDock, analysisDock);
    turnDock->raise();

    for (QDockWidget *dock : {turnDock, movesDock, analysisDock, graphDock})
        m_viewMenu->addAction(dock->toggleViewAction());
}

// --- the game ------------------------------------------------------------------------------

bool ReplayWindow::openFile(const QString &path, Source source)
{
    if (!leaveAnalysis())
        return false;
    setPlaying(false);
    // A file that gave nothing leaves the document (and the game shown) as it was.
    bool loaded = false;
    const auto watch = connect(&m_document, &document::GameDocument::gameReset, this, [&loaded] { loaded = true; });
    m_opening = true;
    const QList<document::LogIssue> issues = m_document.open(path);
    m_opening = false;
    disconnect(watch);
    if (!loaded) {
        const ProblemMessage problem = openProblem(path, issues, std::nullopt, hasGame());
        setProblem(problem.text + u"\n"_s + problem.reason);
        return false;
    }
    m_path = path;
    const bool ownFile = source == Source::File;
    m_analysisPath = ownFile ? m_document.filePath() : QString(); // empty unless a Tessera log read whole
    m_readCursor = m_document.tree().cursor();
    if (ownFile)
        RecentFiles::games()->add(path);
    showGame();
    if (issues.isEmpty()) {
        setProblem({});
    } else {
        // Where it breaks and why; the turns before it are all shown.
        const document::LogIssue &first = issues.first();
        const QString where = first.turn > 0 ? tr("It breaks at turn %1: %2").arg(first.turn).arg(issueLine(first))
                                             : tr("It breaks here: %1").arg(issueLine(first));
        setProblem(tr("“%1” is damaged; its first %n turns are shown.", nullptr, turns()).arg(QFileInfo(path).fileName())
                   + u"\n"_s + where);
    }
    updateTitle();
    statusBar()->showMessage(tr("Opened %1: %n turns", nullptr, turns()).arg(QFileInfo(path).fileName()), 4000);
    return true;
}

QString ReplayWindow::problemText() const
{
    return m_problem->isVisibleTo(this) ? m_problem->text() : QString();
}

void ReplayWindow::setProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void ReplayWindow::showCopyOf(const document::GameDocument &game)
{
    if (!leaveAnalysis())
        return;
    setPlaying(false);
    m_document.showCopyOf(game);
    m_path = game.sourcePath();
    m_analysisPath.clear(); // the game being played is its window's to save: Save Analysis asks
    m_readCursor = m_document.tree().cursor();
    showGame();
    setProblem({});
    updateTitle();
    statusBar()->showMessage(tr("The game being played: %n turns", nullptr, turns()), 4000);
}

void ReplayWindow::updateTitle()
{
    // A game being played that was never saved is the new game it is in the game window.
    const QString name = m_path.isEmpty() ? (hasGame() ? tr("New game") : QString()) : QFileInfo(m_path).fileName();
    setWindowTitle(name.isEmpty() ? tr("Replay Viewer") : tr("%1 – Replay Viewer").arg(name));
}

// Every player's scores, or one player's by category: the choices of the graph, in the
// language in force (the one chosen stays chosen).
void ReplayWindow::fillGraphModes()
{
    const int current = std::max(0, m_graphMode->currentIndex());
    m_graphMode->clear();
    m_graphMode->addItem(tr("Every player"), -1);
    if (hasGame())
        for (int p = 0; p < int(info().players.size()); ++p)
            m_graphMode->addItem(tr("%1 by category").arg(info().players[std::size_t(p)].name), p);
    m_graphMode->setCurrentIndex(std::min(current, m_graphMode->count() - 1));
}

void ReplayWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    m_texts.retranslate();
    setPlaying(isPlaying()); // the play action says Play or Pause
    updateTitle();
    fillGraphModes();
    showTurn();
}

void ReplayWindow::showGame()
{
    clearScoring();
    m_lineEndNode = engine::GameTree::kNoNode;
    m_graphMode->clear(); // the first choice, every player, comes first
    fillGraphModes();
    m_graph->setStackedPlayer(-1);
    m_drawing->show(&m_document.game(), &m_document.info());
    followLine();
    showAnalysis();
    showTurn();
    m_view->fitBoard();
    QTimer::singleShot(0, m_view, &BoardView::fitBoard); // once the window has its size
}

// The graph, the scrubber and the frames follow the current line: they change when a move
// list click takes another line (a variation).
void ReplayWindow::followLine()
{
    const std::vector<engine::GameTree::TurnId> line = m_document.tree().currentLine();
    const engine::GameTree::TurnId end = line.empty() ? engine::GameTree::kRoot : line.back();
    if (end == m_lineEndNode)
        return;
    m_lineEndNode = end;
    m_timeline = document::ScoreTimeline(m_document.lineEndPosition().game(), int(line.size()));
    QList<QColor> colors;
    for (const document::PlayerInfo &p : info().players)
        colors << QColor(p.color);
    m_graph->setTimeline(m_timeline, playerNames(), colors);
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setTurns(int(line.size()));
}

QStringList ReplayWindow::playerNames() const
{
    QStringList names;
    for (const document::PlayerInfo &p : info().players)
        names << p.name;
    return names;
}

int ReplayWindow::turns() const
{
    return hasGame() ? m_timeline.turns() : 0;
}

int ReplayWindow::turn() const
{
    return hasGame() ? m_document.tree().node(m_document.tree().cursor()).depth : 0;
}

const engine::Game &ReplayWindow::game() const
{
    return m_document.game();
}

const engine::Match &ReplayWindow::position() const
{
    return m_document.match();
}

void ReplayWindow::seek(int turn)
{
    if (!hasGame())
        return;
    turn = std::clamp(turn, 0, turns());
    if (turn != this->turn() || decision() > 0)
        m_document.goToTurn(turn); // the document announces the position: positionChanged()
    else
        showTurn();
}

int ReplayWindow::decision() const
{
    return hasGame() ? m_document.decisionsTaken() : 0;
}

void ReplayWindow::step(int turns)
{
    // Within turn k + 1, a round back ends at turn k + 1 - n: the same player's turn before.
    seek(turn() + turns + (turns < 0 && decision() > 0 ? 1 : 0));
}

// One decision on or back along the current line: within a turn its recorded decisions one
// by one (the tile placed, its figure not yet), then the position after the turn.
void ReplayWindow::stepDecision(int direction)
{
    if (!hasGame())
        return;
    const engine::GameTree &tree = m_document.tree();
    const engine::GameTree::TurnId cursor = tree.cursor();
    if (direction > 0) {
        if (tree.next(cursor) != engine::GameTree::kNoNode)
            m_document.goToDecision(cursor, decision() + 1);
    } else if (decision() > 0) {
        m_document.goToDecision(cursor, decision() - 1);
    } else if (cursor != engine::GameTree::kRoot) {
        m_document.goToDecision(tree.parent(cursor), int(document::shownDecisions(tree.node(cursor).turn).size()) - 1);
    }
}

void ReplayWindow::seekScoring(int direction)
{
    const auto target = direction > 0 ? m_timeline.nextScoring(turn()) : m_timeline.previousScoring(turn());
    if (target)
        seek(*target);
}

// After turn k of all, or `taken` decisions into turn k + 1.
QString ReplayWindow::turnText(int k, int all, int taken)
{
    return taken > 0 ? tr("Turn %1 of %2, step %3").arg(k + 1).arg(all).arg(taken) : tr("Turn %1 of %2").arg(k).arg(all);
}

void ReplayWindow::showTurn()
{
    const int k = turn();
    {
        const QSignalBlocker block(m_scrubber);
        m_scrubber->setValue(k);
    }
    const int taken = decision();
    m_turnLabel->setText(turnText(k, turns(), taken));
    m_graph->setCurrentTurn(k);
    m_turnText->setText(hasGame() ? document::describeLatestTurn(m_document.match(), playerNames()) : QString());
    showScoring();
    showTurnAnalysis();
    if (hasGame()) {
        const QModelIndex row = m_turns.indexOf(m_document.tree().cursor());
        m_moveList->setCurrentIndex(row);
        m_moveList->scrollTo(row);
    }
    if (m_fitEachTurnAction->isChecked())
        m_view->fitBoard();
    else if (hasGame() && (k > 0 || taken > 0))
        m_view->ensureVisible(m_drawing->lastTileRect(), 40, 40);
    updateActions();
}

void ReplayWindow::fitEachTurn(bool on)
{
    {
        const QSignalBlocker block(m_fitEachTurnAction);
        m_fitEachTurnAction->setChecked(on);
    }
    if (on)
        m_view->fitBoard();
}

void ReplayWindow::clearScoring()
{
    for (QGraphicsItem *item : m_scoringItems)
        delete item;
    m_scoringItems.clear();
    m_shownEvents.clear();
    m_scoringList->clear();
}

// The turn's scoring, listed and lit up on the board in each feature's real shape.
void ReplayWindow::showScoring()
{
    clearScoring();
    if (!hasGame())
        return;
    if (decision() > 0) { // a turn scores when it ends
        m_scoringList->addItem(tr("No points scored yet this turn."));
        return;
    }
    m_shownEvents = m_timeline.eventsOf(turn());
    const QStringList names = playerNames();
    const auto &events = game().events();
    for (const std::size_t i : m_shownEvents) {
        if (i >= events.size())
            continue; // cannot happen: the events of a turn are in its position
        const engine::ScoreEvent &e = events[i];
        const QColor color = m_drawing->scorerColor(e);
        auto *entry = new QListWidgetItem(document::describeEvent(e, names, info().rules.farmScoring), m_scoringList);
        QPixmap swatch(12, 12);
        swatch.fill(color);
        entry->setIcon(swatch);

        const QPainterPath area = m_drawing->scoredArea(e);
        auto *shape = new AreaItem(area);
        QColor fill = color;
        fill.setAlphaF(0.3);
        shape->setBrush(fill);
        QPen pen(color.darker(120), 3);
        pen.setCosmetic(true);
        pen.setJoinStyle(Qt::RoundJoin);
        shape->setPen(pen);
        shape->setZValue(HighlightLayer);
        m_scene->addItem(shape);
        m_scoringItems.push_back(shape);

        QGraphicsSimpleTextItem *label = BoardDrawing::pointsLabel(e.points, color, 26, area.boundingRect().center());
        m_scene->addItem(label);
        m_scoringItems.push_back(label);
    }
    if (m_shownEvents.empty())
        m_scoringList->addItem(tr("No points scored this turn."));
}

void ReplayWindow::boardClicked(QPointF scenePos)
{
    if (!hasGame())
        return;
    // A figure stands on the tile placed in its turn; a tile was placed in the turn of its index.
    engine::PlacedIndex placed = engine::kNoTile;
    if (const auto node = m_drawing->figureAt(scenePos))
        placed = game().features().node(*node).placed;
    else
        placed = game().board().at(cellAt(scenePos));
    if (placed != engine::kNoTile)
        seek(int(placed));
}

void ReplayWindow::setPlaying(bool playing)
{
    if (playing && hasGame() && turn() >= turns())
        seek(0); // play from the start again
    if (playing && hasGame())
        m_playTimer.start();
    else
        m_playTimer.stop();
    m_playAction->setText(isPlaying() ? tr("&Pause") : tr("&Play"));
    m_playAction->setIcon(themeIcon(isPlaying() ? u"media-playback-pause"_s : u"media-playback-start"_s));
}

void ReplayWindow::setSecondsPerTurn(double seconds)
{
    seconds = std::clamp(seconds, kMinPace, kMaxPace);
    m_playTimer.setInterval(int(std::lround(seconds * 1000)));
    // The closest pace of the list shows.
    int best = 0;
    for (int i = 1; i < kPaces.size(); ++i)
        if (std::abs(kPaces[i] - seconds) < std::abs(kPaces[best] - seconds))
            best = i;
    m_pace->setCurrentIndex(best);
}

void ReplayWindow::updateActions()
{
    for (QAction *action : std::as_const(m_gameActions))
        action->setEnabled(hasGame());
    m_continueAction->setEnabled(hasGame() && !game().isOver());
    m_scrubber->setEnabled(hasGame());
    m_graph->setEnabled(hasGame());
    m_analyseAction->setEnabled(hasGame() && !hasAnalysis() && !isAnalysing());
    m_cancelAnalysisAction->setEnabled(isAnalysing());
    m_saveAnalysisAction->setEnabled(hasAnalysis() && !isAnalysing());
}

// --- files ---------------------------------------------------------------------------------

void ReplayWindow::open()
{
    if (const QString path = RecentFiles::askOpenPath(this, tr("Open Game to Replay")); !path.isEmpty())
        openFile(path);
}

bool ReplayWindow::exportPosition(const QString &path, QString *error)
{
    if (!hasGame()) {
        if (error)
            *error = tr("No game is shown.");
        return false;
    }
    return writeBoardPicture(game(), info(), &m_cache, path, error);
}

int ReplayWindow::exportFrames(const QString &dir, QString *error, bool *cancelled)
{
    if (!hasGame()) {
        if (error)
            *error = tr("No game is shown.");
        return -1;
    }
    QProgressDialog progress(tr("Writing frames..."), tr("Cancel"), 0, turns() + 1, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    return writeBoardFrames(
        info(), m_document.lineEndPosition(), &m_cache, dir, error,
        [&progress](int done, int total) {
            progress.setMaximum(total);
            progress.setValue(done);
            return !progress.wasCanceled();
        },
        cancelled);
}

void ReplayWindow::exportPositionAs()
{
    const QString dir = QSettings().value(u"files/lastDir"_s, QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Position"),
                                                      QDir(dir).filePath(tr("turn-%1.png").arg(turn())),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPosition(path, &error))
        showProblem(this,
                    {tr("Cannot Export Position"),
                     tr("The position could not be written to “%1”.").arg(QFileInfo(path).fileName()), error, path});
    else
        statusBar()->showMessage(tr("Exported turn %1 to %2").arg(turn()).arg(QFileInfo(path).fileName()), 4000);
}

void ReplayWindow::exportFramesAs()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Export Frames to Folder"), QSettings().value(u"files/lastDir"_s, QDir::homePath()).toString());
    if (dir.isEmpty())
        return;
    QString error;
    bool cancelled = false;
    const int frames = exportFrames(dir, &error, &cancelled);
    if (cancelled)
        statusBar()->showMessage(tr("Export of the frames cancelled: none were kept."), 6000);
    else if (frames < 0)
        showProblem(this,
                    {tr("Cannot Export Frames"),
                     tr("The frames could not be written to “%1”.").arg(QDir::toNativeSeparators(dir)), error, dir});
    else
        statusBar()->showMessage(tr("Wrote %n frames to %1", nullptr, frames).arg(QDir::toNativeSeparators(dir)), 6000);
}

void ReplayWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void ReplayWindow::dropEvent(QDropEvent *event)
{
    openFile(event->mimeData()->urls().first().toLocalFile());
    event->acceptProposedAction();
}

} // namespace tessera::ui
