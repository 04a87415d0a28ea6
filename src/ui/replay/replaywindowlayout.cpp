// The replay viewer's frame (replaywindow.h): its menus and actions, the transport bar under
// the board, the docks beside it, and the autoplay's pace.

#include "replaywindow.h"

#include "themeicons.h"

#include "board/boardview.h"
#include "analysispanel.h"
#include "evaluationgraph.h"
#include "scoregraph.h"
#include "turnscrubber.h"
#include "widgets/fittedtreeview.h"
#include "widgets/startrowspan.h"
#include "dialogs/recentfiles.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
    spanTheStartRow(m_moveList);
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

void ReplayWindow::restoreSecondsPerTurn()
{
    setSecondsPerTurn(QSettings().value(kPaceKey, 1.0).toDouble());
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

} // namespace tessera::ui
