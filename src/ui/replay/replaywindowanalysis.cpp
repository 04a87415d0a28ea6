// The replay viewer's game analysis: running it, showing it (graph, move list, panel, board) and
// keeping it in the game's log. See replaywindow.h.

#include "replaywindow.h"

#include "analysismarks.h"
#include "analysispanel.h"
#include "evaluationgraph.h"
#include "replayscene.h"
#include "themeicons.h"

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "dialogs/recentfiles.h"
#include "document/analysistext.h"
#include "widgets/problemmessage.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTreeView>

#include <algorithm>
#include <climits>
#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

// A better move is seen through: it never passes for one played.
constexpr qreal kGhostTileOpacity = 0.6;
constexpr qreal kGhostFigureOpacity = 0.5;

} // namespace

void ReplayWindow::createAnalysisActions(QMenu *file, QMenu *replay)
{
    m_saveAnalysisAction = m_texts.action(
        file->addAction(QString(), this, [this] { saveAnalysis(); }), [] { return tr("&Save Analysis"); },
        [] { return tr("Keep the analysis with the game, in its log"); });
    m_saveAnalysisAction->setObjectName(u"SaveAnalysisAction"_s);
    m_saveAnalysisAction->setShortcuts(QKeySequence::Save);
    m_saveAnalysisAction->setIcon(themeIcon(u"document-save"_s));

    m_analyseAction = m_texts.action(
        replay->addAction(QString(), this, [this] { analyseGame(); }), [] { return tr("&Analyse Game"); },
        [] { return tr("Let the computer review every decision of the game"); });
    m_analyseAction->setObjectName(u"AnalyseAction"_s);
    m_cancelAnalysisAction = m_texts.action(replay->addAction(QString(), this, &ReplayWindow::cancelAnalysis),
                                            [] { return tr("Cancel Anal&ysis"); });
    m_cancelAnalysisAction->setObjectName(u"CancelAnalysisAction"_s);

    connect(&m_runner, &document::AnalysisRunner::progress, this, [this](int done, int total) {
        if (m_runIsCurrent)
            m_analysisPanel->showProgress(done, total);
    });
    connect(&m_runner, &document::AnalysisRunner::finished, this, [this] { analysisEnded(true); });
    connect(&m_runner, &document::AnalysisRunner::cancelled, this, [this] { analysisEnded(false); });
    connect(&m_turns, &document::TurnsModel::reviewsChanged, this, &ReplayWindow::showAnalysis);
}

QDockWidget *ReplayWindow::createAnalysisDock()
{
    m_analysisPanel = new AnalysisPanel;
    connect(m_analysisPanel, &AnalysisPanel::analyseRequested, this, &ReplayWindow::analyseGame);
    connect(m_analysisPanel, &AnalysisPanel::cancelRequested, this, &ReplayWindow::cancelAnalysis);
    auto *dock = new QDockWidget(this);
    m_texts.windowTitle(dock, [] { return tr("Analysis"); });
    dock->setObjectName(u"ReplayAnalysisDock"_s);
    dock->setWidget(m_analysisPanel);
    m_moveList->setItemDelegateForColumn(document::TurnsModel::NumberColumn, new MarkDelegate(m_moveList));
    return dock;
}

bool ReplayWindow::analyseGame()
{
    if (!hasGame() || isAnalysing() || m_document.tree().mainLine().empty())
        return false;
    m_analysisWanted = true;
    if (!m_runner.isRunning())
        startAnalysis(); // else the analysis of a game left is stopping: this one follows it
    m_analysisPanel->showRunning();
    m_analysisPanel->setStatus(tr("Analysing the game on %n cores...", nullptr, document::AnalysisRunner::jobs()));
    updateActions();
    return true;
}

void ReplayWindow::startAnalysis()
{
    const engine::GameTree &tree = m_document.tree();
    m_runIsCurrent = m_runner.start(m_document.match().setup(), tree.turnsTo(tree.mainLine().back()));
}

void ReplayWindow::cancelAnalysis()
{
    if (m_runIsCurrent) {
        m_runner.cancel();         // analysisEnded() follows
    } else if (m_analysisWanted) { // never started: nothing to wait for
        m_analysisWanted = false;
        showAnalysis();
    }
}

void ReplayWindow::analysisEnded(bool finished)
{
    if (!std::exchange(m_runIsCurrent, false)) {
        // The analysis of a game left has stopped; one asked for since starts now.
        if (m_analysisWanted && hasGame())
            startAnalysis();
        return;
    }
    m_analysisWanted = false;
    if (finished && hasGame()) {
        m_analysisUnsaved = true;
        m_document.setAnalysis(m_runner.result()); // the move list lays it out: showAnalysis()
        statusBar()->showMessage(tr("The game is analysed: File > Save Analysis keeps it."), 6000);
    } else {
        statusBar()->showMessage(tr("Analysis cancelled: nothing was kept."), 6000);
    }
    showAnalysis();
}

void ReplayWindow::showAnalysis()
{
    if (!m_analysisPanel)
        return; // still being built
    const bool analysed = hasAnalysis();
    if (isAnalysing()) {
        m_analysisPanel->showRunning();
    } else {
        m_analysisPanel->showIdle(hasGame() && !analysed);
        m_analysisPanel->setStatus(!hasGame() ? QString() : analysed ? analysisStatus() : tr("Not analysed yet."));
    }
    if (analysed) {
        const engine::GameTree &tree = m_document.tree();
        engine::Match end = m_document.match();
        const std::vector<engine::GameTree::TurnId> main = tree.mainLine();
        if (!main.empty())
            engine::moveMatchTo(end, tree, main.back());
        QList<QColor> colors;
        for (const document::PlayerInfo &p : info().players)
            colors << QColor(p.color);
        m_evaluation->setAnalysis(m_turns.reviewedTurns(), end.game(), info().playerNames(), colors);
        m_analysisPanel->showSummary(ai::summarize(info().analysis->reviews, int(info().players.size())),
                                     info().playerNames());
    } else {
        m_evaluation->clear();
        m_analysisPanel->showSummary({}, {});
    }
    if (analysed && m_evaluation->isHidden()) {
        // Room for the second graph: the scores' dock takes half of the height when it was less.
        auto *scores = findChild<QDockWidget *>(u"ReplayScoresDock"_s);
        m_evaluation->show();
        if (scores && !scores->isFloating() && scores->height() < height() / 2)
            resizeDocks({scores}, {height() / 2}, Qt::Vertical);
    }
    m_evaluation->setVisible(analysed);
    showTurnAnalysis();
    updateActions();
}

// How the analysis shown was made (why Analyse Game rests), and whether it is kept yet.
QString ReplayWindow::analysisStatus() const
{
    const document::GameAnalysis &analysis = *info().analysis;
    QString made = tr("Analysed by Hard.");
    if (analysis.seconds > 0)
        made = tr("Analysed by Hard at %1 s a decision.").arg(QLocale().toString(analysis.seconds, 'g', 3));
    else if (analysis.iterations > 0) // a count past an int's only comes with a tampered log
        made = tr("Analysed by Hard at %n simulations a decision.", nullptr,
                  int(std::min<std::int64_t>(analysis.iterations, INT_MAX)));
    return m_analysisUnsaved ? made + u' ' + tr("Not saved yet.") : made;
}

// The reviews of the turn shown (of the turn being stepped through, between its decisions).
void ReplayWindow::showTurnAnalysis()
{
    clearBetterItems();
    if (!m_analysisPanel)
        return;
    m_evaluation->setCurrentTurn(turn());
    const std::vector<document::ReviewedDecision> *reviews = nullptr;
    std::size_t entriesTaken = 0; // of the turn being stepped through
    if (hasAnalysis()) {
        const engine::GameTree &tree = m_document.tree();
        const engine::GameTree::TurnId node = decision() > 0 ? tree.next(tree.cursor()) : tree.cursor();
        if (node != engine::GameTree::kNoNode) {
            reviews = m_turns.reviewsOf(node);
            if (decision() > 0)
                entriesTaken = tree.node(node).turn.entriesThrough(decision());
        }
    }
    const int focus = reviews ? reviewInFocus(*reviews, entriesTaken) : -1;
    m_analysisPanel->showReviews(reviews, hasAnalysis(), focus);
    // The whole turn shows every marked decision's better move; a step, only its own.
    if (reviews)
        for (int i = 0; i < int(reviews->size()); ++i) {
            const document::ReviewedDecision &r = (*reviews)[std::size_t(i)];
            if ((entriesTaken == 0 || i == focus) && r.mark != ai::Mark::None && !(r.review.best == r.review.point.played))
                drawBetterMove(r);
        }
}

// Between the turn's decisions (`entriesTaken` of its record played), the last one taken: the
// one the board has just shown. The whole turn shown, its worst mark (the first of them), or
// none when nothing was marked.
int ReplayWindow::reviewInFocus(const std::vector<document::ReviewedDecision> &reviews, std::size_t entriesTaken)
{
    int focus = -1;
    for (int i = 0; i < int(reviews.size()); ++i) {
        const document::ReviewedDecision &r = reviews[std::size_t(i)];
        if (entriesTaken > 0 ? std::size_t(r.review.point.entry) < entriesTaken
                             : r.mark != ai::Mark::None && (focus < 0 || r.mark > reviews[std::size_t(focus)].mark))
            focus = i;
    }
    return focus;
}

void ReplayWindow::clearBetterItems()
{
    for (QGraphicsItem *item : m_betterItems)
        delete item;
    m_betterItems.clear();
}

// Beside the decision played: the better placement as a translucent tile on its cell, turned
// as it should have been, framed in the mark's colour; the better figure translucent on its
// feature, which is outlined.
void ReplayWindow::drawBetterMove(const document::ReviewedDecision &reviewed)
{
    const engine::Decision &best = reviewed.review.best;
    const QColor color = markColor(reviewed.mark);
    QPen pen(color, 4, Qt::DashLine);
    pen.setCosmetic(true);
    const auto add = [this](QGraphicsItem *item, qreal z) {
        item->setZValue(z);
        m_scene->addItem(item);
        m_betterItems.push_back(item);
    };
    const auto outline = [&](const QPainterPath &area) {
        auto *shape = new AreaItem(area);
        QColor fill = color;
        fill.setAlphaF(0.25);
        shape->setBrush(fill);
        shape->setPen(pen);
        add(shape, HighlightLayer);
    };
    switch (best.kind) {
    case engine::DecisionKind::Place: {
        auto *tile = new TileItem(&m_cache, game().catalogPtr(), best.tile, best.placement.rotation);
        tile->setPos(tileRect(best.placement.pos).topLeft());
        tile->setOpacity(kGhostTileOpacity);
        add(tile, PreviewLayer);
        auto *frame = new QGraphicsRectItem(tileRect(best.placement.pos).adjusted(-2, -2, 2, 2));
        frame->setPen(pen);
        add(frame, HighlightLayer);
        // The figure the search would have deployed on it.
        const std::optional<engine::Decision> then = ai::bestThen(reviewed.review);
        const auto &features = game().catalog().tile(best.tile).type.features;
        if (then && then->kind == engine::DecisionKind::Deploy && then->deployment.feature < features.size()) {
            const int player = reviewed.review.point.player;
            auto *figure = new FigureItem(
                &m_cache, BoardDrawing::roleOn(features[then->deployment.feature].kind, then->deployment.figure),
                m_drawing->playerColor(player), BoardDrawing::figureSize(then->deployment.figure),
                m_drawing->figureMark(player));
            figure->setPos(m_drawing->anchorOf(best, then->deployment.feature));
            figure->setOpacity(kGhostFigureOpacity);
            add(figure, FigureLayer);
        }
        break;
    }
    case engine::DecisionKind::Deploy: {
        if (reviewed.tile == engine::kNoTile || reviewed.tile >= game().board().placed().size())
            break;
        outline(m_drawing->featureArea(reviewed.tile, best.deployment.feature));
        const engine::NodeId node = game().board().placed()[reviewed.tile].firstNode + best.deployment.feature;
        auto *figure = new FigureItem(
            &m_cache, m_drawing->roleOf(node, best.deployment.figure), m_drawing->playerColor(reviewed.review.point.player),
            BoardDrawing::figureSize(best.deployment.figure), m_drawing->figureMark(reviewed.review.point.player));
        figure->setPos(m_drawing->anchorOf(reviewed.tile, best.deployment.feature));
        figure->setOpacity(kGhostFigureOpacity);
        add(figure, FigureLayer);
        break;
    }
    case engine::DecisionKind::DeployAt:
    case engine::DecisionKind::MoveFairy:
    case engine::DecisionKind::RemoveKnight:
        if (const engine::PlacedIndex placed = game().board().at(best.at); placed != engine::kNoTile)
            outline(m_drawing->featureArea(placed, best.deployment.feature));
        break;
    case engine::DecisionKind::DragonStep:
        outline([&] {
            QPainterPath cell;
            cell.addRect(tileRect(best.at));
            return cell;
        }());
        break;
    case engine::DecisionKind::Pass: // no figure: the sentence says so
    case engine::DecisionKind::Draw:
    case engine::DecisionKind::Discard:
        break;
    }
}

bool ReplayWindow::saveAnalysis()
{
    if (!hasAnalysis() || isAnalysing())
        return false;
    QString path = m_analysisPath;
    if (path.isEmpty()) {
        const QString source = QFileInfo(m_document.sourcePath()).completeBaseName();
        const QString name = source.isEmpty() ? tr("game.tessera") : source + u".tessera"_s;
        path = RecentFiles::askSavePath(this, tr("Save Analysis"), name, tr("Tessera games (*.tessera *.json)"),
                                        u".tessera"_s);
        if (path.isEmpty())
            return false;
    }
    // The game as it was read (its cursor too), with the analysis: only the analysis is new.
    document::GameDocument copy;
    copy.showCopyOf(m_document);
    copy.goTo(m_readCursor);
    QString error;
    if (!document::saveGameLog(copy.info(), copy.match(), copy.tree(), copy.undoCount(), path, &error)) {
        showProblem(this,
                    {tr("Cannot Save Analysis"),
                     tr("The game and its analysis could not be written to “%1”.").arg(QFileInfo(path).fileName()), error,
                     path});
        return false;
    }
    m_analysisPath = path;
    m_analysisUnsaved = false;
    RecentFiles::games()->add(path);
    statusBar()->showMessage(tr("Saved the game with its analysis to %1").arg(QFileInfo(path).fileName()), 4000);
    showAnalysis();
    return true;
}

bool ReplayWindow::leaveAnalysis()
{
    if (m_analysisUnsaved && !isAnalysing()) {
        const auto answer = QMessageBox::question(
            this, tr("Analysis Not Saved"),
            tr("The analysis of this game has not been saved. Save it with the game before leaving it?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveAnalysis()))
            return false;
    }
    m_runner.cancel(); // its end is no longer wanted: the game it analysed goes
    m_runIsCurrent = false;
    m_analysisWanted = false;
    m_analysisUnsaved = false;
    return true;
}

void ReplayWindow::closeEvent(QCloseEvent *event)
{
    if (!leaveAnalysis()) {
        event->ignore();
        return;
    }
    QMainWindow::closeEvent(event);
}

} // namespace tessera::ui
