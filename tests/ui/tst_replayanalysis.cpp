// The replay viewer's game analysis driven as a person uses it: a log analysed before opens with
// its marks and graph at once; Analyse Game computes in the background (an iteration budget
// here, so that it is quick and the same on every run), its marks come into the move list and
// the graph, a click on the graph seeks, a marked turn shows the better move on the board and
// its sentence; Cancel keeps nothing; Save writes the analysis into the log (the game
// unchanged) and it is there when opened again; closing with an unsaved analysis asks.

#include "ai/gameanalysis.h"
#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "board/boardview.h"
#include "document/analysistext.h"
#include "document/gameanalysisjson.h"
#include "document/gamelog.h"
#include "document/turnsmodel.h"
#include "engine/randomplayer.h"
#include "replay/analysismarks.h"
#include "replay/analysispanel.h"
#include "replay/evaluationgraph.h"
#include "replay/replaywindow.h"
#include "support/modals.h"
#include "widgets/scoreplot.h"
#include "support/testgames.h"

#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QHelpEvent>
#include <QGraphicsScene>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTreeView>

#include <optional>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

constexpr std::int64_t kIterations = 120;
constexpr int kTurns = 24;
constexpr int kWait = 120000; // an analysis under the sanitizers

// The turn numbers (1: the first turn) whose reviews have a mark, by the move list's model.
QList<int> markedRows(const ui::ReplayWindow &w)
{
    QList<int> rows;
    const QAbstractItemModel *model = w.moveList()->model();
    for (int row = 1; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(document::TurnsModel::MarkRole).toInt() != 0)
            rows << row;
    return rows;
}

int ghostItems(const ui::ReplayWindow &w)
{
    int n = 0;
    for (QGraphicsItem *item : w.betterMoveItems())
        n += (dynamic_cast<ui::TileItem *>(item) || dynamic_cast<ui::FigureItem *>(item)) && item->opacity() < 1 ? 1 : 0;
    return n;
}

// What the viewer draws translucent beside a marked decision: the better tile and the figure
// after it, or the better figure.
int ghostsOf(const ai::DecisionReview &review)
{
    if (review.best.kind == engine::DecisionKind::Deploy)
        return 1;
    if (review.best.kind != engine::DecisionKind::Place)
        return 0;
    const std::optional<engine::Decision> then = ai::bestThen(review);
    return then && then->kind == engine::DecisionKind::Deploy ? 2 : 1;
}

void showAnalysisDock(ui::ReplayWindow &w)
{
    auto *dock = w.findChild<QDockWidget *>(u"ReplayAnalysisDock"_s);
    QVERIFY(dock);
    dock->raise();
    QTRY_VERIFY(w.analysisPanel()->isVisible());
}

} // namespace

class TestReplayAnalysis : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_plain;    // a game of random turns (poor ones: marks to show)
    QString m_analysed; // the same with its analysis
    std::size_t m_reviews = 0;
    int m_marked = 0;

    ui::ReplayWindow *openViewer(const QString &path)
    {
        auto *w = new ui::ReplayWindow;
        w->resize(1300, 760);
        w->show();
        if (!QTest::qWaitForWindowExposed(w) || !w->openFile(path)) {
            delete w;
            return nullptr;
        }
        return w;
    }

    // Clicks Analyse Game in the Analysis dock and waits for the end.
    void analyse(ui::ReplayWindow &w)
    {
        showAnalysisDock(w);
        QVERIFY(w.analysisPanel()->analyseButton()->isEnabled());
        QTest::mouseClick(w.analysisPanel()->analyseButton(), Qt::LeftButton);
        QVERIFY(w.isAnalysing());
        QVERIFY(w.analysisPanel()->progressBar()->isVisible());
        QVERIFY(w.analysisPanel()->cancelButton()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!w.isAnalysing(), kWait);
        QVERIFY(w.hasAnalysis());
        QVERIFY(w.hasUnsavedAnalysis());
        QVERIFY(!w.analysisPanel()->progressBar()->isVisible());
        // Why Analyse Game rests now: how the analysis was made, and that it is not kept yet.
        QVERIFY(!w.analysisPanel()->analyseButton()->isEnabled());
        QCOMPARE(w.analysisPanel()->statusLabel()->text(),
                 u"Analysed by Hard at %1 simulations a decision. Not saved yet."_s.arg(kIterations));
    }

    // Steps into `turn` (1: the first) decision by decision from the position before it: after
    // each step the Analysis dock's current row is the review of the decision just taken, and
    // the board draws only that decision's better move, when it is marked.
    void stepThrough(ui::ReplayWindow &w, int turn)
    {
        const auto *model = qobject_cast<const document::TurnsModel *>(w.moveList()->model());
        QVERIFY(model);
        const std::vector<document::ReviewedDecision> &reviews = model->reviewedTurns()[std::size_t(turn - 1)];
        QListWidget *list = w.analysisPanel()->reviewList();
        w.seek(turn - 1);
        int reviewed = 0;
        for (QTest::keyClick(&w, Qt::Key_Right); w.turn() == turn - 1; QTest::keyClick(&w, Qt::Key_Right)) {
            const engine::TurnRecord &taken = w.position().currentTurn();
            int entry = int(taken.decisions.size()) - 1;
            while (entry >= 0 && taken.decisions[std::size_t(entry)].isDraw())
                --entry;
            const auto just = std::find_if(reviews.begin(), reviews.end(),
                                           [&](const auto &r) { return r.review.point.entry == entry; });
            if (just == reviews.end())
                continue; // a single choice: nothing reviewed
            ++reviewed;
            QCOMPARE(list->currentRow(), int(just - reviews.begin()));
            const bool drawn = just->mark != ai::Mark::None && !(just->review.best == just->review.point.played);
            QCOMPARE(ghostItems(w), drawn ? ghostsOf(just->review) : 0);
        }
        QCOMPARE(w.turn(), turn);
        QVERIFY(reviewed >= 1);
    }

private slots:
    void initTestCase()
    {
        qputenv("TESSERA_ANALYSIS_ITERATIONS", QByteArray::number(kIterations));
        QVERIFY(m_dir.isValid());
        document::GameDocument doc;
        doc.newGame(test::baseGame(11, 2));
        engine::RandomPlayer player(5);
        for (int i = 0; i < kTurns; ++i)
            test::playDocumentTurn(doc, player);
        m_plain = m_dir.filePath(u"plain.tessera"_s);
        QString error;
        QVERIFY2(doc.saveAs(m_plain, &error), qPrintable(error));

        ai::AnalysisOptions options;
        options.iterations = kIterations;
        options.jobs = 2;
        const auto results = ai::analyseLine(doc.match().setup(), doc.match().turns(), options);
        document::GameInfo info = doc.info();
        info.analysis = std::make_shared<const document::GameAnalysis>(document::collectAnalysis(results, options));
        m_reviews = info.analysis->reviews.size();
        for (const ai::DecisionReview &r : info.analysis->reviews)
            m_marked += ai::markOf(r.loss()) != ai::Mark::None ? 1 : 0;
        QVERIFY2(m_marked > 0, "random turns make marks");
        m_analysed = m_dir.filePath(u"analysed.tessera"_s);
        QVERIFY2(document::saveGameLog(info, doc.match(), doc.tree(), 0, m_analysed, &error), qPrintable(error));
    }

    // The evaluation graph's scale: round steps, zero always in, at most six lines' steps.
    void scaleAroundZero()
    {
        const auto check = [](double lowest, double highest, ui::scoreplot::Scale expected) {
            const ui::scoreplot::Scale s = ui::scoreplot::scaleAround(lowest, highest);
            QCOMPARE(s.low, expected.low);
            QCOMPARE(s.high, expected.high);
            QCOMPARE(s.step, expected.step);
        };
        check(-7, 13, {-10, 15, 5});
        check(0, 0, {0, 2, 2});
        check(3, 9, {0, 10, 2});
        check(-120, 40, {-150, 50, 50});
        check(-2.5, -1, {-4, 0, 2});
        const ui::scoreplot::Scale scores = ui::scoreplot::scaleUpTo(47); // the score graph's, as before
        QCOMPARE(scores.low, 0);
        QCOMPARE(scores.high, 50);
        QCOMPARE(scores.step, 10);
    }

    // An analysis in the log shows at once: marks in the move list and on the graph, the
    // summary, and nothing to compute or save.
    void analysedLogShowsAtOnce()
    {
        std::unique_ptr<ui::ReplayWindow> w(openViewer(m_analysed));
        QVERIFY(w);
        QVERIFY(w->hasAnalysis());
        QVERIFY(!w->isAnalysing());
        QVERIFY(!w->hasUnsavedAnalysis());
        QVERIFY(w->evaluationGraph()->isVisible());
        QVERIFY(w->evaluationGraph()->hasAnalysis());
        QVERIFY(!w->analyseAction()->isEnabled());
        showAnalysisDock(*w);
        QVERIFY(w->analysisPanel()->statusLabel()->isVisible());
        QCOMPARE(w->analysisPanel()->statusLabel()->text(),
                 u"Analysed by Hard at %1 simulations a decision."_s.arg(kIterations));
        QVERIFY(w->saveAnalysisAction()->isEnabled());
        QCOMPARE(int(w->evaluationGraph()->marks().size()), m_marked);
        QVERIFY(!markedRows(*w).isEmpty());
        for (const auto &mark : w->evaluationGraph()->marks())
            QVERIFY(markedRows(*w).contains(mark.turn));
        // The marked row shows its symbol and says what it cost.
        auto *moves = w->findChild<QDockWidget *>(u"ReplayMovesDock"_s);
        QVERIFY(moves);
        moves->raise();
        QTreeView *list = w->moveList();
        QTRY_VERIFY(list->isVisible());
        const QModelIndex row = list->model()->index(markedRows(*w).first(), 0);
        list->scrollTo(row);
        const auto mark = ai::Mark(row.data(document::TurnsModel::MarkRole).toInt());
        const QImage cell = list->viewport()->grab(list->visualRect(row)).toImage();
        bool symbol = false;
        for (int y = 0; y < cell.height() && !symbol; ++y)
            for (int x = 0; x < cell.width() && !symbol; ++x)
                symbol = cell.pixelColor(x, y) == ui::markColor(mark);
        QVERIFY2(symbol, "the mark's symbol beside the turn's number");
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(u"cost about"_s));
        // The summary: one row per player, every reviewed decision counted.
        QTableWidget *summary = w->analysisPanel()->summaryTable();
        QCOMPARE(summary->rowCount(), 2);
        constexpr int decisions = ui::AnalysisPanel::DecisionsColumn;
        QCOMPARE(summary->item(0, decisions)->text().toInt() + summary->item(1, decisions)->text().toInt(), int(m_reviews));
        // Each row names its player, and the table takes the dock's width (no empty band beside it).
        QCOMPARE(summary->item(0, ui::AnalysisPanel::NameColumn)->text(), w->info().players[0].name);
        const QHeaderView *header = summary->horizontalHeader();
        QCOMPARE(header->length(), summary->viewport()->width());
    }

    // A click beside a mark's symbol, where the pointer is over another turn, seeks to the mark's
    // turn; resting on it says what it marks. The panel keeps the turn's worst mark in view, and
    // while stepping through the turn the decision just taken, with only its better move drawn.
    void theMarkedDecisionIsInFocus()
    {
        std::unique_ptr<ui::ReplayWindow> w(openViewer(m_analysed));
        QVERIFY(w);
        showAnalysisDock(*w);
        ui::EvaluationGraph *graph = w->evaluationGraph();
        const auto *model = qobject_cast<const document::TurnsModel *>(w->moveList()->model());
        QVERIFY(model);
        // A mark alone on its symbol, with a turn of another one within its reach.
        std::optional<ui::EvaluationGraph::TurnMark> mark;
        QPoint beside;
        for (const auto &m : graph->marks()) {
            const QPoint centre = graph->markPoint(m);
            for (int dx = 1; dx <= 8 && !mark; ++dx) {
                const QPoint p = centre + QPoint(dx, 0);
                const auto hit = graph->markAt(p);
                if (graph->turnAt(p) != m.turn && hit && hit->turn == m.turn && hit->player == m.player) {
                    mark = m;
                    beside = p;
                }
            }
            if (mark)
                break;
        }
        QVERIFY2(mark, "a mark to click beside");
        QTest::mouseClick(graph, Qt::LeftButton, {}, beside);
        QCOMPARE(w->turn(), mark->turn);
        QVERIFY(!graph->markAt(QPoint(graph->markPoint(*mark).x(), graph->height() + 40)));

        const QString tip = graph->markToolTip(*mark);
        QVERIFY2(tip.startsWith(u"Turn %1, %2: %3, about "_s.arg(mark->turn)
                                    .arg(w->info().players[mark->player].name, document::markTitle(mark->mark))),
                 qPrintable(tip));
        QHelpEvent help(QEvent::ToolTip, beside, graph->mapToGlobal(beside));
        QApplication::sendEvent(graph, &help);
        QTRY_COMPARE(QToolTip::text(), tip);

        // The whole turn: its worst mark is the current row, and every sentence names its decider.
        const std::vector<document::ReviewedDecision> &reviews = model->reviewedTurns()[std::size_t(mark->turn - 1)];
        QListWidget *list = w->analysisPanel()->reviewList();
        int worst = -1;
        for (int i = 0; i < int(reviews.size()); ++i)
            if (worst < 0 || reviews[std::size_t(i)].mark > reviews[std::size_t(worst)].mark)
                worst = i;
        QCOMPARE(list->currentRow(), worst);
        for (const document::ReviewedDecision &r : reviews)
            QVERIFY2(r.sentence.contains(w->info().players[r.review.point.player].name + u" played "_s),
                     qPrintable(r.sentence));

        // Step by step through a turn whose later decision has a better move to draw: it is not
        // drawn before its step.
        int stepped = 0;
        for (std::size_t k = 0; k < model->reviewedTurns().size() && !stepped; ++k) {
            const auto &turn = model->reviewedTurns()[k];
            for (std::size_t i = 1; i < turn.size(); ++i)
                if (turn[i].mark != ai::Mark::None && ghostsOf(turn[i].review) > 0)
                    stepped = int(k) + 1;
        }
        QVERIFY2(stepped > 0, "a marked figure after the placement");
        stepThrough(*w, stepped);
        // And the clicked turn, back at its whole with its worst mark in focus.
        stepThrough(*w, mark->turn);
        QCOMPARE(list->currentRow(), worst);
    }

    // A plain log: Analyse Game computes; the marks come; a click on the graph seeks to a
    // marked turn, which shows the better move on the board and its sentence in the panel.
    void analyseMarksSeekAndBetterMove()
    {
        std::unique_ptr<ui::ReplayWindow> w(openViewer(m_plain));
        QVERIFY(w);
        QVERIFY(!w->hasAnalysis());
        QVERIFY(!w->evaluationGraph()->isVisible());
        QVERIFY(markedRows(*w).isEmpty());
        analyse(*w);
        QVERIFY(w->evaluationGraph()->isVisible());
        QCOMPARE(int(w->evaluationGraph()->marks().size()), m_marked); // the same budget, the same reviews
        QVERIFY(!markedRows(*w).isEmpty());

        // The first marked turn whose better decision is a placement or a figure: drawn.
        const auto *model = qobject_cast<const document::TurnsModel *>(w->moveList()->model());
        QVERIFY(model);
        ui::EvaluationGraph *graph = w->evaluationGraph();
        std::optional<ui::EvaluationGraph::TurnMark> mark;
        int ghosts = 0;
        for (const auto &m : graph->marks()) {
            ghosts = 0;
            for (const document::ReviewedDecision &r : model->reviewedTurns()[std::size_t(m.turn - 1)])
                ghosts += r.mark != ai::Mark::None ? ghostsOf(r.review) : 0;
            if (ghosts > 0) {
                mark = m;
                break;
            }
        }
        QVERIFY2(mark, "a marked placement or figure in the test game");
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->markPoint(*mark));
        QCOMPARE(w->turn(), mark->turn);
        QCOMPARE(graph->currentTurn(), mark->turn);
        QCOMPARE(ghostItems(*w), ghosts);
        for (QGraphicsItem *item : w->betterMoveItems())
            QCOMPARE(item->scene(), w->view()->scene());
        const QStringList sentences =
            w->moveList()->model()->index(mark->turn, 0).data(document::TurnsModel::ReviewsRole).toStringList();
        QListWidget *list = w->analysisPanel()->reviewList();
        QCOMPARE(list->count(), sentences.size());
        for (int i = 0; i < list->count(); ++i)
            QCOMPARE(list->item(i)->text(), sentences[i]);
        QVERIFY(!list->item(0)->text().isEmpty());

        // A turn without a mark draws nothing beside it; a drag over the graph seeks too.
        int plainTurn = 0;
        while (plainTurn <= w->turns() && markedRows(*w).contains(plainTurn))
            ++plainTurn;
        const QPoint at(graph->markPoint({plainTurn, 0, ai::Mark::Inaccuracy}).x(), graph->height() / 2);
        QTest::mousePress(graph, Qt::LeftButton, {}, graph->markPoint(*mark));
        QMouseEvent move(QEvent::MouseMove, at, graph->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(graph, &move);
        QTest::mouseRelease(graph, Qt::LeftButton, {}, at);
        QCOMPARE(w->turn(), plainTurn);
        QVERIFY(w->betterMoveItems().empty());
        test::BoxText seen;
        test::answerMessageBox(QMessageBox::Discard, &seen);
        QVERIFY(w->close()); // unsaved: asks (answered above)
        QCOMPARE(seen.title, u"Analysis Not Saved"_s);
    }

    // Cancel stops the analysis and keeps nothing of it.
    // A better placement comes with the figure the search would have deployed on it, drawn
    // translucent where it would have stood (a review made so: a mistake of 9 points whose
    // better placement is followed by a figure).
    void aBetterPlacementShowsItsFigure()
    {
        QFile file(m_analysed);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const document::LoadedGame read = document::parseGameLog(file.readAll(), m_analysed);
        QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
        document::GameInfo info = *read.info;
        auto analysis = std::make_shared<document::GameAnalysis>(*info.analysis);
        std::optional<ai::DecisionReview> made;
        ai::forEachDecisionPoint(
            read.match->setup(), read.match->turns(), [&](const engine::Game &position, const ai::DecisionPoint &point) {
                for (ai::DecisionReview &r : analysis->reviews) {
                    if (made || !(r.point == point) || r.best.kind != engine::DecisionKind::Place || r.best == point.played)
                        continue;
                    engine::Game after = position;
                    after.applyLegal(r.best);
                    std::vector<engine::Decision> next;
                    after.legalDecisions(next);
                    const auto deploy = std::find_if(next.begin(), next.end(), [](const engine::Decision &d) {
                        return d.kind == engine::DecisionKind::Deploy;
                    });
                    if (deploy == next.end())
                        continue;
                    r.alternatives.front().then = *deploy;
                    r.playedMargin = r.bestMargin - 9;
                    made = r;
                }
            });
        QVERIFY2(made, "a review whose better placement allows a figure");
        info.analysis = analysis;
        const QString path = m_dir.filePath(u"figure.tessera"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(document::gameLogToJson(info, *read.match));
        out.close();

        std::unique_ptr<ui::ReplayWindow> w(openViewer(path));
        QVERIFY(w);
        ui::EvaluationGraph *graph = w->evaluationGraph();
        const auto mark = std::find_if(graph->marks().begin(), graph->marks().end(),
                                       [&](const auto &m) { return m.turn == made->point.turn + 1; });
        QVERIFY(mark != graph->marks().end());
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->markPoint(*mark));
        QCOMPARE(w->turn(), made->point.turn + 1);
        const QRectF cell = ui::tileRect(made->best.placement.pos);
        int tiles = 0, figures = 0;
        for (QGraphicsItem *item : w->betterMoveItems()) {
            if (item->opacity() >= 1 || !cell.contains(item->pos()))
                continue;
            tiles += dynamic_cast<ui::TileItem *>(item) ? 1 : 0;
            figures += dynamic_cast<ui::FigureItem *>(item) ? 1 : 0;
        }
        QCOMPARE(tiles, 1);
        QCOMPARE(figures, 1);
        const QStringList sentences =
            w->moveList()->model()->index(mark->turn, 0).data(document::TurnsModel::ReviewsRole).toStringList();
        QVERIFY2(sentences.join(u' ').contains(u", then a "_s), qPrintable(sentences.join(u' ')));
    }

    void cancelKeepsNothing()
    {
        std::unique_ptr<ui::ReplayWindow> w(openViewer(m_plain));
        QVERIFY(w);
        w->analysisRunner()->setIterations(400000); // long enough to be cancelled
        showAnalysisDock(*w);
        QTest::mouseClick(w->analysisPanel()->analyseButton(), Qt::LeftButton);
        QVERIFY(w->isAnalysing());
        QVERIFY(!w->analyseAction()->isEnabled());
        QTest::mouseClick(w->analysisPanel()->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), kWait);
        QVERIFY(!w->hasAnalysis());
        QVERIFY(!w->hasUnsavedAnalysis());
        QVERIFY(markedRows(*w).isEmpty());
        QVERIFY(!w->evaluationGraph()->isVisible());
        QVERIFY(w->analysisPanel()->analyseButton()->isEnabled());
        QVERIFY(w->close()); // nothing to ask
    }

    // Another game opened while one is analysed: the first analysis stops and is dropped; the
    // new game's, asked for at once, starts when the first has stopped.
    void anotherGameWhileAnalysing()
    {
        std::unique_ptr<ui::ReplayWindow> w(openViewer(m_plain));
        QVERIFY(w);
        w->analysisRunner()->setIterations(400000);
        showAnalysisDock(*w);
        QTest::mouseClick(w->analysisPanel()->analyseButton(), Qt::LeftButton);
        QVERIFY(w->isAnalysing());
        QVERIFY(w->openFile(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz")));
        QVERIFY(!w->isAnalysing());
        QVERIFY(w->analysisRunner()->isRunning()); // still stopping
        w->analysisRunner()->setIterations(kIterations);
        QTest::mouseClick(w->analysisPanel()->analyseButton(), Qt::LeftButton);
        QVERIFY(w->isAnalysing());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isAnalysing(), kWait);
        QVERIFY(w->hasAnalysis());
        const engine::Match &game = w->position();
        const std::vector<engine::TurnRecord> line(game.turns().begin(), game.turns().end());
        QCOMPARE(w->info().analysis->reviews.size(), ai::decisionPoints(game.setup(), line).size());
        for (const ai::DecisionReview &r : w->info().analysis->reviews)
            QVERIFY(r.point.turn < w->turns());
        test::BoxText seen;
        test::answerMessageBox(QMessageBox::Discard, &seen);
        QVERIFY(w->close());
    }

    // Ctrl+S writes the analysis into the log read (the game unchanged); opened again, it shows.
    void saveWritesIntoTheLog()
    {
        const QString path = m_dir.filePath(u"tosave.tessera"_s);
        QVERIFY(QFile::copy(m_plain, path));
        const document::LoadedGame before = document::loadGameLog(path);
        QVERIFY(before.ok());
        {
            std::unique_ptr<ui::ReplayWindow> w(openViewer(path));
            QVERIFY(w);
            analyse(*w);
            w->seek(5); // the turn shown is no part of the game saved
            QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier);
            QVERIFY(!w->hasUnsavedAnalysis());
            QVERIFY(w->close()); // saved: nothing to ask
        }
        const document::LoadedGame after = document::loadGameLog(path);
        QVERIFY(after.ok());
        QVERIFY(after.info->analysis);
        QCOMPARE(after.info->analysis->reviews.size(), m_reviews);
        QVERIFY(after.match->turns() == before.match->turns());
        QCOMPARE(after.tree->cursor(), before.tree->cursor());
        std::unique_ptr<ui::ReplayWindow> again(openViewer(path));
        QVERIFY(again);
        QVERIFY(again->hasAnalysis());
        QCOMPARE(int(again->evaluationGraph()->marks().size()), m_marked);
    }

    // A JCloisterZone game is analysed too; Save asks where the log goes and leaves the .jcz.
    void jczSavedWhereThePlayerSays()
    {
        const QString jcz = m_dir.filePath(u"game.jcz"_s);
        QVERIFY(QFile::copy(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/road-scoring.jcz"), jcz));
        const QByteArray jczBytes = [&] {
            QFile f(jcz);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        std::unique_ptr<ui::ReplayWindow> w(openViewer(jcz));
        QVERIFY(w);
        analyse(*w);
        const QString log = m_dir.filePath(u"from-jcz.tessera"_s);
        test::answerFileDialog(log);
        QTest::keyClick(w.get(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!w->hasUnsavedAnalysis());
        const document::LoadedGame saved = document::loadGameLog(log);
        QVERIFY(saved.ok());
        QVERIFY(saved.info->analysis);
        QCOMPARE(int(saved.match->turns().size()), w->turns());
        QFile f(jcz);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), jczBytes);
    }

    // Closing with an unsaved analysis asks: Cancel keeps the window, Save asks where for a
    // copy of a game being played, Discard closes.
    void closeAsks()
    {
        document::GameDocument played;
        QVERIFY(played.open(m_plain).isEmpty());
        auto w = std::make_unique<ui::ReplayWindow>();
        w->resize(1300, 760);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->showCopyOf(played);
        analyse(*w);

        test::BoxText seen;
        test::answerMessageBox(QMessageBox::Cancel, &seen);
        QVERIFY(!w->close());
        QCOMPARE(seen.title, u"Analysis Not Saved"_s);
        QVERIFY(w->isVisible());

        const QString copy = m_dir.filePath(u"copy.tessera"_s);
        test::answerFileDialog(copy);
        w->saveAnalysisAction()->trigger(); // the game being played is not this window's to write
        QVERIFY(!w->hasUnsavedAnalysis());
        const document::LoadedGame saved = document::loadGameLog(copy);
        QVERIFY(saved.ok());
        QVERIFY(saved.info->analysis);
        QVERIFY(!document::loadGameLog(m_plain).info->analysis); // the played game's file untouched
        QVERIFY(w->close());
    }
};

QTEST_MAIN(TestReplayAnalysis)
#include "tst_replayanalysis.moc"
