#include "replaywindow.h"

#include "themeicons.h"

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "board/boardview.h"
#include "document/eventtext.h"
#include "document/turntext.h"
#include "replayscene.h"
#include "scoregraph.h"
#include "turnscrubber.h"
#include "widgets/problemmessage.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/recentfiles.h"

#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

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

    restoreSecondsPerTurn();
    setPlaying(false);                      // the play action's text and icon
    placeFirstTime(this, QSize(1200, 760)); // 1200 x 760 did not fit a 768 pixel high screen
    updateActions();
    statusBar()->showMessage(tr("Open a game to replay it: File > Open, or drop its file here."));
}

ReplayWindow::~ReplayWindow() = default;

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
    m_graph->setTimeline(m_timeline, info().playerNames(), colors);
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setTurns(int(line.size()));
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
    m_turnText->setText(hasGame() ? document::describeLatestTurn(m_document.match(), info().playerNames()) : QString());
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
    const QStringList names = info().playerNames();
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

} // namespace tessera::ui
