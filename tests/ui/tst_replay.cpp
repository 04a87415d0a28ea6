// The replay viewer driven as a person uses it: the scrubber (click, drag, wheel), the keys,
// the score graph, the move list and clicks on the board move through the turns; board and scores are checked
// at every turn of a recorded game; the turn's scoring is lit up; autoplay; exports; "Continue
// from here"; a JCloisterZone game and damaged logs open as described.

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "board/boarditems.h"
#include "board/boardexport.h"
#include "board/boardpicture.h"
#include "board/boardview.h"
#include "document/eventtext.h"
#include "document/gamelog.h"
#include "document/translations.h"
#include "document/turntext.h"
#include "document/turnsmodel.h"
#include "engine/randomplayer.h"
#include "replay/replaywindow.h"
#include "replay/scoregraph.h"
#include "replay/turnscrubber.h"
#include "support/menuactions.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "dialogs/firstwindowsize.h"
#include "dialogs/recentfiles.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsPathItem>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QPainter>
#include <QPointer>
#include <QScreen>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <set>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

const QString kData = QStringLiteral(TESSERA_SOURCE_DIR "/tests/data");

int tileItems(const ui::ReplayWindow &w)
{
    int n = 0;
    for (QGraphicsItem *item : w.view()->scene()->items())
        n += dynamic_cast<ui::TileItem *>(item) != nullptr ? 1 : 0;
    return n;
}

int figureItems(const ui::ReplayWindow &w)
{
    int n = 0;
    for (QGraphicsItem *item : w.view()->scene()->items())
        n += dynamic_cast<ui::FigureItem *>(item) != nullptr && item->isVisible() && item->opacity() == 1.0 ? 1 : 0;
    return n;
}

// Counts the cells a view measures below its first row (it measures the first row for the
// height of every row).
class MeasureCounter : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.row() > 0)
            ++measured;
        return QStyledItemDelegate::sizeHint(option, index);
    }
    mutable int measured = 0;
};

void wheel(QWidget *widget, int notches)
{
    const QPointF at = QPointF(widget->rect().center());
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;
    document::GameInfo m_info;
    std::unique_ptr<engine::Match> m_record;

    // The viewer shown at 1200 x 700 with the test's game.
    bool openShown(ui::ReplayWindow &w) const
    {
        w.resize(1200, 700);
        w.show();
        return QTest::qWaitForWindowExposed(&w) && w.openFile(m_log);
    }

    // The position after turn k, replayed here independently of the viewer.
    engine::Match positionAfter(int k) const
    {
        engine::Match m(m_record->setup());
        for (int t = 0; t < k; ++t)
            m.applyTurn(m_record->turns()[std::size_t(t)]);
        return m;
    }

    // Within turn k + 1, after its first decision: its tile placed, its figure not yet.
    void checkShowsPlaced(const ui::ReplayWindow &w, int k) const
    {
        QCOMPARE(w.turn(), k);
        QCOMPARE(w.decision(), 1);
        QCOMPARE(w.scrubber()->value(), k); // the scrubber steps turns
        const engine::Match before = positionAfter(k);
        engine::Match expected = before;
        const engine::TurnRecord &turn = m_record->turns()[std::size_t(k)];
        QVERIFY(!expected.applyDecisions(turn, turn.entriesThrough(1)));
        QCOMPARE(w.game().board().placed().size(), expected.game().board().placed().size());
        QCOMPARE(int(w.game().board().placed().size()), k + 2);
        QCOMPARE(w.game().board().placed().back().tile, m_record->turns()[std::size_t(k)].tile());
        QCOMPARE(w.game().figures(), before.game().figures()); // no figure yet
        for (int p = 0; p < before.game().playerCount(); ++p)
            QCOMPARE(w.game().score(p), before.game().score(p));
        QCOMPARE(tileItems(w), k + 2);
        QVERIFY(w.shownEvents().empty());
        QCOMPARE(turnText(w), document::describeLatestTurn(expected, names()));
    }

    void checkShows(const ui::ReplayWindow &w, int k) const
    {
        QCOMPARE(w.turn(), k);
        QCOMPARE(w.decision(), 0);
        QCOMPARE(w.scrubber()->value(), k);
        QCOMPARE(w.scoreGraph()->currentTurn(), k);
        const engine::Match expected = k == int(m_record->turns().size()) ? *m_record : positionAfter(k);
        const engine::Game &game = expected.game();
        QCOMPARE(w.game().board().placed().size(), game.board().placed().size());
        QCOMPARE(int(w.game().board().placed().size()), k + 1); // one tile a turn, after the start tile
        QCOMPARE(w.game().figures(), game.figures());
        for (int p = 0; p < game.playerCount(); ++p)
            QCOMPARE(w.game().score(p), game.score(p));
        QCOMPARE(tileItems(w), k + 1);
        QCOMPARE(turnText(w), document::describeLatestTurn(expected, names()));
    }

    QStringList names() const
    {
        QStringList names;
        for (const document::PlayerInfo &p : m_info.players)
            names << p.name;
        return names;
    }

    // The sentence beside the board about how the position came about.
    static QString turnText(const ui::ReplayWindow &w)
    {
        const auto *label = w.findChild<QLabel *>(u"TurnText"_s);
        return label ? label->text() : u"(no TurnText label)"_s;
    }

    // The recorded game's scores in a graph of its own, shown: players named by `name` (%1 their
    // number), all in one colour.
    document::ScoreTimeline showScores(ui::ScoreGraph &g, const QString &name, QColor color) const
    {
        const engine::Game &end = m_record->game();
        QStringList names;
        QList<QColor> colors;
        for (int p = 0; p < end.playerCount(); ++p) {
            names << name.arg(p + 1);
            colors << color;
        }
        const document::ScoreTimeline timeline(end, end.turn());
        g.setTimeline(timeline, names, colors);
        g.show();
        return timeline;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_info = test::baseGame(5, 3);
        m_record = std::make_unique<engine::Match>(m_info.setup());
        engine::RandomPlayer player(5);
        engine::playRandomMatch(*m_record, player);
        QVERIFY(m_record->game().isOver());
        m_log = m_dir.filePath(u"game.tessera"_s);
        QVERIFY(document::saveGameLog(m_info, *m_record, m_log));
    }

    // The pace and the graph's choice have a keyboard path: Tab reaches them (they had no
    // focus at all), Up/Down change them, and the arrows and Home still step the game meanwhile.
    void paceAndGraphByKeyboard()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(m_log));
        auto *pace = w.findChild<QComboBox *>(u"PaceBox"_s);
        auto *mode = w.findChild<QComboBox *>(u"GraphMode"_s);
        QVERIFY(pace && mode);
        QWidget *reached = nullptr;
        for (int i = 0; i < 10 && reached != pace; ++i) {
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_Tab);
            reached = QApplication::focusWidget();
        }
        QCOMPARE(QApplication::focusWidget(), pace);
        // From the default pace: the one a run before saved may be the slowest, where Down stays.
        w.setSecondsPerTurn(1.0);
        const double before = w.secondsPerTurn();
        QTest::keyClick(pace, Qt::Key_Down);
        QVERIFY(w.secondsPerTurn() > before);
        QTest::keyClick(pace, Qt::Key_Home);
        QCOMPARE(w.turn(), 0); // the window's key, not the box's first item
        QTest::keyClick(pace, Qt::Key_Right);
        QCOMPARE(w.decision(), 1);
        for (int i = 0; i < 10 && QApplication::focusWidget() != mode; ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), mode);
        QTest::keyClick(mode, Qt::Key_Down);
        QCOMPARE(w.scoreGraph()->stackedPlayer(), 0);
    }

    // A viewer opens within the screen it opens on (it asked for 1200 x 760 on any screen, taller
    // than a 1366 x 768 laptop's room), and could be made that small on such a laptop.
    void opensWithinItsScreen()
    {
        ui::ReplayWindow w;
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(available.contains(w.geometry()),
                 qPrintable(u"%1x%2 on a screen of %3x%4"_s.arg(w.width())
                                .arg(w.height())
                                .arg(available.width())
                                .arg(available.height())));
        const QSize laptop = ui::firstWindowSize(QSize(1366, 768 - 40), QSize(1200, 760));
        QCOMPARE(laptop, QSize(1200, 655));
        QVERIFY(w.minimumSizeHint().height() <= laptop.height());
        QVERIFY(w.minimumSizeHint().width() <= laptop.width());
    }

    // Early turns are drawn at their own board's scale, not at the final board's: the board is
    // fitted at each step until the player zooms (Ctrl+wheel) or scrolls; Ctrl+0 fits again
    // and goes on fitting.
    void earlyTurnsAreFittedToTheirBoard()
    {
        ui::ReplayWindow w;
        w.resize(1200, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(m_log));
        QAction *fitEach = w.findChild<QAction *>(u"FitEachTurnAction"_s);
        QVERIFY(fitEach && fitEach->isChecked());
        const qreal atTheEnd = w.view()->zoom();
        QTest::keyClick(&w, Qt::Key_Home);
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier);
        const qreal early = w.view()->zoom();
        QVERIFY2(early > 2 * atTheEnd, qPrintable(u"zoom %1 early, %2 at the end"_s.arg(early).arg(atTheEnd)));
        // Zooming by hand: the steps leave the view alone.
        const QPointF at = QPointF(w.view()->viewport()->rect().center());
        QWheelEvent zoomIn(at, w.view()->viewport()->mapToGlobal(at), {}, {0, 120}, Qt::NoButton, Qt::ControlModifier,
                           Qt::NoScrollPhase, false);
        QApplication::sendEvent(w.view()->viewport(), &zoomIn);
        QVERIFY(!fitEach->isChecked());
        const qreal chosen = w.view()->zoom();
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(w.view()->zoom(), chosen);
        // Ctrl+0 fits the board shown and goes on fitting.
        QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(fitEach->isChecked());
        QVERIFY(qAbs(w.view()->zoom() - atTheEnd) < 1e-6);
        QTest::keyClick(&w, Qt::Key_Home);
        QVERIFY(w.view()->zoom() > 2 * atTheEnd);
    }

    // Stepping into a turn and out again moves nothing in the transport, in English and German:
    // the turn's label keeps the width of its longest text ("Turn 1 of 71, step 1" is longer
    // than "Turn 1 of 71"), so the scrubber does not shorten under the eye.
    void transportStaysPutWhileStepping()
    {
        for (const QString &language : {u"en"_s, u"de"_s}) {
            document::setInterfaceLanguage(language);
            ui::ReplayWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QVERIFY(w.openFile(m_log));
            QTest::keyClick(&w, Qt::Key_Home);
            QApplication::processEvents();
            const QRect scrubber = w.scrubber()->geometry();
            const auto *label = w.findChild<QLabel *>(u"TurnLabel"_s);
            QVERIFY(label);
            for (int i = 0; i < 4; ++i) {
                QTest::keyClick(&w, Qt::Key_Right);
                QApplication::processEvents();
                QVERIFY2(w.scrubber()->geometry() == scrubber,
                         qPrintable(u"%1 after \"%2\": the scrubber is %3 px wide, was %4"_s.arg(language, label->text())
                                        .arg(w.scrubber()->width())
                                        .arg(scrubber.width())));
            }
            QTest::keyClick(&w, Qt::Key_End);
            QApplication::processEvents();
            QCOMPARE(w.scrubber()->geometry(), scrubber);
        }
        document::setInterfaceLanguage(u"en"_s);
    }

    // Right and Left step one decision: the tile placed, then the figure with which the turn
    // ends; the scrubber stays on the turn.
    void arrowKeysStepEveryDecision()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(m_log));
        QVERIFY(w.problemText().isEmpty());
        const int turns = int(m_record->turns().size());
        QCOMPARE(w.turns(), turns);
        checkShows(w, turns); // a game opens at its end
        QTest::keyClick(&w, Qt::Key_Home);
        checkShows(w, 0);
        for (int k = 1; k <= turns; ++k) {
            QTest::keyClick(&w, Qt::Key_Right);
            checkShowsPlaced(w, k - 1);
            QTest::keyClick(&w, Qt::Key_Right);
            checkShows(w, k);
        }
        QTest::keyClick(&w, Qt::Key_Right); // nothing after the end
        QCOMPARE(w.turn(), turns);
        QCOMPARE(w.decision(), 0);
        for (int k = turns - 1; k >= turns - 5; --k) {
            QTest::keyClick(&w, Qt::Key_Left);
            checkShowsPlaced(w, k);
            QTest::keyClick(&w, Qt::Key_Left);
            checkShows(w, k);
        }
        // The transport's buttons step decisions too; the scrubber and Shift step whole turns.
        QTest::keyClick(&w, Qt::Key_Left);
        checkShowsPlaced(w, turns - 6);
        w.scrubber()->setValue(turns - 7);
        checkShows(w, turns - 7);
        QToolButton *next = nullptr;
        for (QToolButton *button : w.findChildren<QToolButton *>())
            if (button->defaultAction() && button->defaultAction()->objectName() == u"NextDecisionAction"_s)
                next = button;
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
        checkShowsPlaced(w, turns - 7);
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier); // a round of three
        checkShows(w, turns - 4);
    }

    void roundAndScoringKeys()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(m_log));
        QTest::keyClick(&w, Qt::Key_Home);
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w.turn(), 3); // a round of three players
        QTest::keyClick(&w, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w.turn(), 6);
        QTest::keyClick(&w, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(w.turn(), 3);
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(w.turn(), w.turns());

        // PageDown stops at every turn that scored, and only there.
        std::set<int> scored;
        for (const engine::ScoreEvent &e : m_record->game().events())
            scored.insert(e.final ? w.turns() : e.turn);
        QTest::keyClick(&w, Qt::Key_Home);
        std::set<int> visited;
        for (int guard = 0; guard < w.turns(); ++guard) {
            const int before = w.turn();
            QTest::keyClick(&w, Qt::Key_PageDown);
            if (w.turn() == before)
                break;
            visited.insert(w.turn());
            QVERIFY(!w.shownEvents().empty()); // and its scoring is shown
        }
        QCOMPARE(visited, scored);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.turn(), *std::prev(scored.end(), 2));
    }

    void scoringIsListedAndLitInItsShape()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(w.openFile(m_log));
        // The first turn that completed a feature during the game.
        const auto &events = m_record->game().events();
        const auto first = std::find_if(events.begin(), events.end(), [](const engine::ScoreEvent &e) { return !e.final; });
        QVERIFY(first != events.end());
        w.seek(first->turn);
        QVERIFY(!w.shownEvents().empty());
        QStringList names;
        for (const auto &p : m_info.players)
            names << p.name;
        QCOMPARE(w.scoringList()->item(0)->text(), document::describeEvent(*first, names, m_info.rules.farmScoring));
        // A shape on the board for each event, drawn where the feature lies.
        QList<QGraphicsPathItem *> lit;
        for (QGraphicsItem *item : w.view()->scene()->items())
            if (auto *path = dynamic_cast<QGraphicsPathItem *>(item);
                path && path->zValue() == ui::HighlightLayer && path->isVisible())
                lit << path;
        QCOMPARE(lit.size(), int(w.shownEvents().size()));
        const QPainterPath area = w.drawing()->scoredArea(*first);
        QVERIFY(std::any_of(lit.begin(), lit.end(), [&](QGraphicsPathItem *p) { return p->path() == area; }));
        // A turn without points lights nothing.
        int quiet = 1;
        while (quiet < w.turns()
               && std::any_of(events.begin(), events.end(), [&](const engine::ScoreEvent &e) { return e.turn == quiet; }))
            ++quiet;
        w.seek(quiet);
        QVERIFY(w.shownEvents().empty());
        QCOMPARE(w.scoringList()->count(), 1); // "No points scored this turn."
    }

    // The final scoring lights up every farm; each shape finds its bounding rectangle without
    // stroking its path (AreaItem) and is painted as a plain path item paints it, inside it.
    void finalScoringIsLitAsAPathItemLightsIt()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(w.openFile(m_log));
        w.seek(w.turns());
        QList<ui::AreaItem *> lit;
        for (QGraphicsItem *item : w.view()->scene()->items())
            if (auto *area = dynamic_cast<ui::AreaItem *>(item); area && area->zValue() == ui::HighlightLayer)
                lit << area;
        QCOMPARE(lit.size(), int(w.shownEvents().size()));
        QVERIFY(!lit.isEmpty());
        for (const ui::AreaItem *area : std::as_const(lit)) {
            QGraphicsPathItem plain(area->path());
            plain.setPen(area->pen());
            plain.setBrush(area->brush());
            QVERIFY(area->boundingRect().contains(plain.boundingRect()));
            const QRectF around = plain.boundingRect().adjusted(-20, -20, 20, 20);
            const auto picture = [&around](QGraphicsItem *item) {
                QGraphicsScene scene;
                scene.addItem(item);
                QImage image((around.size() / 2).toSize(), QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                scene.render(&painter, QRectF(image.rect()), around);
                painter.end();
                scene.removeItem(item);
                return image;
            };
            ui::AreaItem copy(area->path());
            copy.setPen(area->pen());
            copy.setBrush(area->brush());
            QCOMPARE(picture(&copy), picture(&plain));
        }
    }

    void scrubberClickDragAndWheel()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        ui::TurnScrubber *s = w.scrubber();
        QTest::mouseClick(s, Qt::LeftButton, {}, s->pointOf(10));
        QCOMPARE(w.turn(), 10);
        checkShows(w, 10);
        QTest::mousePress(s, Qt::LeftButton, {}, s->pointOf(20));
        QCOMPARE(w.turn(), 20);
        QTest::mouseMove(s, s->pointOf(30));
        QCOMPARE(w.turn(), 30);
        QTest::mouseRelease(s, Qt::LeftButton, {}, s->pointOf(30));
        checkShows(w, 30);
        wheel(s, 1);
        QCOMPARE(w.turn(), 31);
        wheel(s, -2);
        QCOMPARE(w.turn(), 29);
    }

    void graphClickAndDragSeek()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        ui::ScoreGraph *g = w.scoreGraph();
        QVERIFY(g->width() > 100);
        QTest::mouseClick(g, Qt::LeftButton, {}, g->pointOf(15, 0));
        checkShows(w, 15);
        QTest::mousePress(g, Qt::LeftButton, {}, g->pointOf(40, 5));
        QTest::mouseMove(g, g->pointOf(45, 5));
        QCOMPARE(w.turn(), 45);
        QTest::mouseRelease(g, Qt::LeftButton, {}, g->pointOf(45, 5));
        checkShows(w, 45);
        // Stacked by category, one player: still a scrubber.
        g->setStackedPlayer(1);
        QCOMPARE(g->stackedPlayer(), 1);
        QTest::mouseClick(g, Qt::LeftButton, {}, g->pointOf(5, 0));
        QCOMPARE(w.turn(), 5);
        g->setStackedPlayer(7); // no such player: back to the lines
        QCOMPARE(g->stackedPlayer(), -1);
    }

    // The legend wraps into rows at the graph's edge (at the viewer's usual width the third
    // player's score was cut off), and the plot starts below its rows; stacked by category too.
    void legendWrapsWithinTheGraph()
    {
        ui::ScoreGraph g;
        g.resize(360, 220);
        const engine::Game &end = m_record->game();
        const document::ScoreTimeline timeline = showScores(g, u"Computer player %1"_s, Qt::darkRed);
        g.setCurrentTurn(end.turn());
        QVERIFY(QTest::qWaitForWindowExposed(&g));
        const int scaleTop = std::max(10, (timeline.maxScore() + 9) / 10 * 10);
        for (const int stacked : {-1, 0}) {
            g.setStackedPlayer(stacked);
            const QList<QRectF> entries = g.legendEntries();
            QCOMPARE(entries.size(), stacked < 0 ? end.playerCount() : engine::kScoreCategories);
            qreal bottom = 0;
            for (const QRectF &e : entries) {
                QVERIFY2(e.right() <= g.width(), qPrintable(u"an entry ends at %1 of %2"_s.arg(e.right()).arg(g.width())));
                bottom = std::max(bottom, e.bottom());
            }
            QVERIFY(entries.last().top() > entries.first().top()); // more than one row here
            QVERIFY(g.pointOf(0, scaleTop).y() >= bottom);
        }
        // Scrubbing moves neither the legend nor the plot (the scores' widths change).
        g.setStackedPlayer(-1);
        const QList<QRectF> atEnd = g.legendEntries();
        const QPoint plotAtEnd = g.pointOf(0, 0);
        g.setCurrentTurn(0);
        QCOMPARE(g.legendEntries(), atEnd);
        QCOMPARE(g.pointOf(0, 0), plotAtEnd);
    }

    // Stacked by category, the bands fill up to the player's score and no higher: between two
    // turns nothing coloured lies above the score held then (the bands once stepped up by a
    // category's points twice, saw teeth above the total).
    void stackedBandsStayUnderTheScore()
    {
        ui::ScoreGraph g;
        g.resize(700, 420);
        const engine::Game &end = m_record->game();
        // The total's outline in grey: no colour of its own.
        const document::ScoreTimeline timeline = showScores(g, u"Player %1"_s, Qt::darkGray);
        g.setCurrentTurn(0);
        QVERIFY(QTest::qWaitForWindowExposed(&g));
        const int scaleTop = std::max(10, (timeline.maxScore() + 9) / 10 * 10);
        for (int player = 0; player < end.playerCount(); ++player) {
            g.setStackedPlayer(player);
            const QImage image = g.grab().toImage();
            const qreal ratio = image.devicePixelRatio();
            int checked = 0;
            for (int t = 1; t + 1 <= timeline.turns(); ++t) {
                const int x = (g.pointOf(t, 0).x() + g.pointOf(t + 1, 0).x()) / 2;
                const int scoreTop = g.pointOf(t, timeline.score(t, player)).y();
                for (int y = g.pointOf(t, scaleTop).y() + 2; y < scoreTop - 4; ++y) {
                    const QColor c = image.pixelColor(int(x * ratio), int(y * ratio));
                    QVERIFY2(c.hsvSaturation() < 60,
                             qPrintable(u"player %1, between turns %2 and %3: colour %4 at y %5, above the score %6 (y %7)"_s
                                            .arg(player)
                                            .arg(t)
                                            .arg(t + 1)
                                            .arg(c.name())
                                            .arg(y)
                                            .arg(timeline.score(t, player))
                                            .arg(scoreTop)));
                    ++checked;
                }
            }
            QVERIFY(checked > 100);
        }
    }

    void boardClicksJumpToTheirTurn()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        w.seek(50);
        ui::BoardView *view = w.view();
        // A tile placed in turn 17 (a corner of it, away from figures).
        const engine::Position p17 = w.game().board().placed()[17].pos;
        view->centerOn(ui::tileRect(p17).center());
        QApplication::processEvents();
        const QPointF corner = ui::tileRect(p17).topLeft() + QPointF(6, 6);
        QVERIFY(!w.drawing()->figureAt(corner));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(corner));
        checkShows(w, 17);
        // A figure: to the turn its tile was placed.
        w.seek(w.turns() - 1);
        QVERIFY(!w.game().figures().empty());
        const engine::DeployedFigure figure = w.game().figures().front();
        // A copy: the click seeks, which replaces the game the node lives in.
        const engine::FeatureNode node = w.game().features().node(figure.node);
        const QPointF at = w.drawing()->anchorOf(node.placed, node.local);
        view->centerOn(at);
        QApplication::processEvents();
        QCOMPARE(w.drawing()->figureAt(at), std::optional(figure.node));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(at));
        QCOMPARE(w.turn(), int(node.placed));
        QCOMPARE(figureItems(w) > 0, true);
    }

    void moveListFollowsAndSeeks()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        QTreeView *list = w.moveList();
        QCOMPARE(list->model()->rowCount(), w.turns() + 1); // the start, then every turn
        w.seek(9);
        QCOMPARE(list->currentIndex().row(), 9);
        list->parentWidget()->show();
        const QModelIndex row = list->model()->index(20, 0);
        list->scrollTo(row);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(row).center());
        checkShows(w, 20);
        QCOMPARE(list->currentIndex().row(), 20);
    }

    // The start row's one text spans the move list's row, so that it widens no column (the
    // player's column was as wide as "Start of the game"); another game keeps the span.
    void theMoveListsStartRowWidensNoColumn()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        QTreeView *list = w.moveList();
        qobject_cast<QDockWidget *>(list->parentWidget())->raise();
        QTRY_VERIFY(list->isVisible());
        const QModelIndex start = list->model()->index(0, document::TurnsModel::NumberColumn);
        QVERIFY(list->isFirstColumnSpanned(0, {}));
        const int text = list->fontMetrics().horizontalAdvance(start.data().toString());
        QTRY_VERIFY(list->columnWidth(document::TurnsModel::PlayerColumn) > 0);
        QVERIFY(list->columnWidth(document::TurnsModel::PlayerColumn) < text);
        QVERIFY(list->columnWidth(document::TurnsModel::NumberColumn) < text);
        QVERIFY(w.openFile(m_log));
        QVERIFY(list->isFirstColumnSpanned(0, {}));
    }

    // The move list's columns fit their texts, which a seek or a new size leaves as they are:
    // seeks and resizes measure no row again (every seek measured every row, most of a seek's
    // time in a long game); another game's texts are measured.
    void seeksDoNotMeasureTheMoveListAgain()
    {
        ui::ReplayWindow w;
        QVERIFY(openShown(w));
        QTreeView *list = w.moveList();
        auto *dock = qobject_cast<QDockWidget *>(list->parentWidget());
        QVERIFY(dock);
        dock->raise(); // its tab in front
        QTRY_VERIFY(list->isVisible());
        auto *counter = new MeasureCounter(list);
        list->setItemDelegateForColumn(document::TurnsModel::PlayerColumn, counter);
        list->viewport()->repaint();
        QCoreApplication::processEvents();
        const int width = list->columnWidth(document::TurnsModel::PlayerColumn);
        QVERIFY(width > 0);
        counter->measured = 0;
        for (const Qt::Key key : {Qt::Key_Home, Qt::Key_Right, Qt::Key_Right, Qt::Key_End, Qt::Key_Left, Qt::Key_Home}) {
            QTest::keyClick(&w, key);
            list->viewport()->repaint();
            QCoreApplication::processEvents();
            QCOMPARE(counter->measured, 0);
        }
        QCOMPARE(list->currentIndex().row(), 0);
        QVERIFY(list->currentIndex().data(document::TurnsModel::IsCursorRole).toBool());
        QCOMPARE(list->columnWidth(document::TurnsModel::PlayerColumn), width);
        const QSize listSize = list->size();
        w.resizeDocks({dock}, {dock->width() + 80}, Qt::Horizontal);
        QTRY_VERIFY(list->size() != listSize);
        list->viewport()->repaint();
        QCoreApplication::processEvents();
        QCOMPARE(counter->measured, 0);
        QCOMPARE(list->columnWidth(document::TurnsModel::PlayerColumn), width);
        // The same file again is another game: its rows are measured (every player's row).
        QVERIFY(w.openFile(m_log));
        QTRY_VERIFY(counter->measured >= w.turns());
        QCOMPARE(list->columnWidth(document::TurnsModel::PlayerColumn), width);
    }

    // A click on a variation in the move list takes its line: the scrubber, the score graph and
    // the frames follow that line to its end; a click back on the other line returns to it.
    void variationTakesItsLine()
    {
        document::GameDocument doc;
        doc.newGame(test::baseGame(7, 2));
        engine::RandomPlayer player(2);
        for (int i = 0; i < 10; ++i)
            test::playDocumentTurn(doc, player);
        const std::vector<engine::TurnRecord> oldLine = doc.match().turns();
        for (int i = 0; i < 3; ++i)
            doc.undoTurn();
        test::playOtherTurn(doc); // turns 8 to 10 become a variation of the new turn 8
        const QString log = m_dir.filePath(u"variation.tessera"_s);
        QString error;
        QVERIFY2(doc.saveAs(log, &error), qPrintable(error));

        ui::ReplayWindow w;
        w.resize(1200, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(log));
        QCOMPARE(w.turns(), 8);
        QCOMPARE(w.scrubber()->maximum(), 8);
        QTreeView *list = w.moveList();
        const QModelIndex newTurn = list->model()->index(8, 0);
        const QModelIndex variation = list->model()->index(0, 0, newTurn);
        QVERIFY(variation.isValid());
        const QVariant newTurnNode = newTurn.data(document::TurnsModel::NodeRole);
        const QVariant variationNode = variation.data(document::TurnsModel::NodeRole);
        list->expand(newTurn);
        list->scrollTo(variation);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(variation).center());
        QCOMPARE(w.turn(), 8);
        QCOMPARE(w.turns(), 10);
        QCOMPARE(w.scrubber()->maximum(), 10);
        QCOMPARE(w.scoreGraph()->currentTurn(), 8);
        QTest::keyClick(&w, Qt::Key_End);
        QVERIFY(w.position().turns() == oldLine);
        const QString frames = m_dir.filePath(u"variation-frames"_s);
        QCOMPARE(w.exportFrames(frames, &error), 11); // the start and the line's ten turns

        // Nothing moved in the list: the new turn is still row 8 of the main line, the old line
        // its variation; a click on it returns to its line.
        const QModelIndex back = list->model()->index(8, 0);
        QCOMPARE(back.data(document::TurnsModel::NodeRole), newTurnNode);
        QCOMPARE(list->model()->index(0, 0, back).data(document::TurnsModel::NodeRole), variationNode);
        list->scrollTo(back);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(back).center());
        QCOMPARE(w.turn(), 8);
        QCOMPARE(w.turns(), 8);
        QCOMPARE(w.scrubber()->maximum(), 8);
    }

    void autoplayAndPace()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(m_log));
        w.setSecondsPerTurn(10);
        QCOMPARE(w.secondsPerTurn(), 3.0);
        w.setSecondsPerTurn(0.1);
        QCOMPARE(w.secondsPerTurn(), 0.25);
        // Space at the end plays from the start.
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(w.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(w.turn() >= 2, 3000);
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(!w.isPlaying());
        const int stopped = w.turn();
        QTest::qWait(600);
        QCOMPARE(w.turn(), stopped);
        checkShows(w, stopped);
        // It stops by itself at the end.
        w.seek(w.turns() - 1);
        w.setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isPlaying(), 3000);
        QCOMPARE(w.turn(), w.turns());
    }

    void exportsPositionAndFrames()
    {
        ui::ReplayWindow w;
        QVERIFY(w.openFile(m_log));
        w.seek(8);
        const QString png = m_dir.filePath(u"turn8.png"_s);
        QString error;
        QVERIFY2(w.exportPosition(png, &error), qPrintable(error));
        QVERIFY(!QImage(png).isNull());
        const QString svg = m_dir.filePath(u"turn8.svg"_s);
        QVERIFY2(w.exportPosition(svg, &error), qPrintable(error));
        // Frames of a short game (a long one only takes longer): one per position, one size.
        ui::ReplayWindow shortGame;
        QVERIFY(shortGame.openFile(kData + u"/jcz/road-scoring.jcz"_s));
        const QString frames = m_dir.filePath(u"frames"_s);
        QCOMPARE(shortGame.exportFrames(frames, &error), shortGame.turns() + 1);
        const QStringList files = QDir(frames).entryList({u"frame-*.png"_s}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), shortGame.turns() + 1);
        QCOMPARE(QImage(QDir(frames).filePath(files.first())).size(), QImage(QDir(frames).filePath(files.last())).size());
        QCOMPARE(w.turn(), 8); // the viewer stays where it was

        // Cancelled after three frames: said as such, and no frame of the cut film is left.
        const QString cut = m_dir.filePath(u"cut"_s);
        art::ArtCache cutCache;
        bool cancelled = false;
        QCOMPARE(ui::writeBoardFrames(
                     m_info, positionAfter(14), &cutCache, cut, &error, [](int done, int) { return done < 3; }, &cancelled),
                 -1);
        QVERIFY(cancelled);
        QVERIFY2(error.startsWith(u"Cancelled after 3 of 15 frames"_s), qPrintable(error));
        QCOMPARE(QDir(cut).entryList(QDir::Files), QStringList());

        // Each frame, drawn on from the one before, is the picture of its position drawn anew.
        const engine::Match firstTurns = positionAfter(14);
        const QString film = m_dir.filePath(u"film"_s);
        art::ArtCache cache;
        QCOMPARE(ui::writeBoardFrames(m_info, firstTurns, &cache, film, &error), 15);
        const QRectF source = ui::BoardPicture(firstTurns.game(), m_info, &cache).sourceRect();
        for (int k = 0; k <= 14; ++k) {
            const QImage frame(QDir(film).filePath(ui::frameFileName(k, 14)));
            QVERIFY(!frame.isNull());
            const engine::Match position = positionAfter(k);
            ui::BoardPicture picture(position.game(), m_info, &cache);
            picture.setSourceRect(source);
            const QString alone = m_dir.filePath(u"alone.png"_s);
            QVERIFY2(ui::writeBoardPicture(picture, alone, &error), qPrintable(error));
            QVERIFY2(frame == QImage(alone), qPrintable(u"frame %1 differs from its position drawn anew"_s.arg(k)));
        }
    }

    // A JCloisterZone game saved within a turn (a tile placed, no COMMIT) shows that tile at
    // the end: one turn and one decision into the next.
    void showsAJCloisterZoneGameSavedWithinATurn()
    {
        ui::ReplayWindow w;
        QVERIFY(w.openFile(kData + u"/jcz/saved-mid-turn.jcz"_s));
        QCOMPARE(w.turns(), 1);
        QCOMPARE(w.turn(), 1);
        QCOMPARE(w.decision(), 1);
        QCOMPARE(w.game().board().placed().size(), std::size_t(3)); // the start, turn 1, the tile in play
    }

    // A second viewer opens beside the first, not exactly on top of it; a third beside both.
    void secondViewerDoesNotHideTheFirst()
    {
        ui::MainWindow main;
        QPointer<ui::ReplayWindow> first = main.openInReplayViewer(m_log);
        QVERIFY(QTest::qWaitForWindowExposed(first));
        QPointer<ui::ReplayWindow> second = main.openInReplayViewer(m_log);
        QVERIFY(QTest::qWaitForWindowExposed(second));
        QPointer<ui::ReplayWindow> third = main.openInReplayViewer(m_log);
        QVERIFY(QTest::qWaitForWindowExposed(third));
        QVERIFY(second->pos() != first->pos());
        QVERIFY(third->pos() != first->pos() && third->pos() != second->pos());
        const QRect screen = first->screen()->availableGeometry();
        for (const ui::ReplayWindow *w : {first.data(), second.data(), third.data()})
            QVERIFY(screen.contains(w->pos()));
        for (ui::ReplayWindow *w : {first.data(), second.data(), third.data()})
            w->close();
    }

    void continueFromHereStartsANewGame()
    {
        ui::MainWindow main;
        QPointer<ui::ReplayWindow> viewer = main.openInReplayViewer(m_log);
        QVERIFY(viewer);
        viewer->seek(12);
        QVERIFY(viewer->continueAction()->isEnabled());
        viewer->continueAction()->trigger();
        const document::GameDocument &doc = *main.document();
        QVERIFY(doc.hasGame());
        QCOMPARE(doc.match().turns().size(), std::size_t(12));
        QCOMPARE(doc.match().turns(), std::vector(m_record->turns().begin(), m_record->turns().begin() + 12));
        QCOMPARE(doc.info().players, m_info.players);
        QVERIFY(doc.info().rules == m_info.rules);
        QVERIFY(doc.filePath().isEmpty()); // a new log
        QVERIFY(doc.isModified());
        QVERIFY(main.isVisible());
        // The viewer's game is untouched.
        QCOMPARE(viewer->turns(), int(m_record->turns().size()));
        QCOMPARE(viewer->turn(), 12);
        // From within a turn, the new game goes on from there: its tile lies, the figure is
        // the new game's to choose.
        main.document()->discardAutosave();
        main.document()->close(); // nothing to ask about before the next new game
        viewer->seek(12);
        viewer->findChild<QAction *>(u"NextDecisionAction"_s)->trigger();
        QCOMPARE(viewer->decision(), 1);
        viewer->continueAction()->trigger();
        QVERIFY(doc.hasGame());
        QCOMPARE(doc.match().turns().size(), std::size_t(12));
        QCOMPARE(doc.game().board().placed().size(), std::size_t(14));
        QCOMPARE(doc.game().board().placed().back().tile, m_record->turns()[12].tile());
        QVERIFY(doc.stage() == document::GameDocument::Stage::Deploying
                || doc.stage() == document::GameDocument::Stage::Confirming);
        // A finished game cannot go on.
        viewer->seek(viewer->turns());
        QVERIFY(!viewer->continueAction()->isEnabled());
        main.document()->discardAutosave();
        viewer->close();
        QTRY_VERIFY(!viewer);
    }

    void opensJczGames()
    {
        ui::ReplayWindow w;
        QVERIFY(w.openFile(kData + u"/jcz/road-scoring.jcz"_s));
        QVERIFY(w.problemText().isEmpty());
        QVERIFY(w.turns() > 0);
        QCOMPARE(w.turn(), w.turns());
        w.seek(0);
        QCOMPARE(w.game().board().placed().size(), std::size_t(1));
    }

    void damagedLogShowsItsValidPart()
    {
        ui::ReplayWindow w;
        const QString broken = kData + u"/logs/malformed/turn-position-taken.json"_s;
        const document::LoadedGame loaded = document::loadGameLog(broken);
        QVERIFY(loaded.match && !loaded.issues.isEmpty());
        QVERIFY(w.openFile(broken));
        QCOMPARE(w.turns(), int(loaded.match->turns().size()));
        const QString text = w.problemText();
        QVERIFY2(text.contains(u"turn-position-taken.json"_s), qPrintable(text));
        QVERIFY2(text.contains(u"breaks at turn %1"_s.arg(loaded.issues.first().turn)), qPrintable(text));
        QVERIFY2(text.contains(loaded.issues.first().jsonPath), qPrintable(text));
        // A file with nothing to show says so, and keeps the game shown.
        QVERIFY(!w.openFile(kData + u"/logs/malformed/empty.json"_s));
        QVERIFY(!w.problemText().isEmpty());
        QVERIFY(w.hasGame());
        // A good file clears the message.
        QVERIFY(w.openFile(m_log));
        QVERIFY(w.problemText().isEmpty());
        ui::ReplayWindow fresh;
        QVERIFY(!fresh.openFile(kData + u"/logs/malformed/empty.json"_s));
        QVERIFY(!fresh.hasGame());
        QVERIFY(!fresh.problemText().isEmpty());
    }

    // `tessera --replay f.json` on a FIFO: said at once in the viewer, nothing waits for a
    // writer (issue 36).
    void aFifoIsRefusedWithItsName()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"f.json"_s);
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        ui::ReplayWindow w;
        QVERIFY(!w.openFile(fifo));
        QCOMPARE(w.problemText(),
                 u"“f.json” could not be opened.\nThis is not a regular file (a FIFO): only regular files are read."_s);
    }

    void dropAndRecentFiles()
    {
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_log)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QVERIFY(w.hasGame());
        QCOMPARE(w.filePath(), m_log);
        QCOMPARE(ui::RecentFiles::games()->files().first(), QFileInfo(m_log).absoluteFilePath());
        // Every window's recent menu lists it, and choosing it opens it there.
        ui::ReplayWindow other;
        const QAction *recentAction = test::findMenuAction(
            other, [](const QAction *a) { return a->menu() && a->text().contains(u"Recent"_s); });
        QVERIFY(recentAction);
        QMenu *recent = recentAction->menu();
        QCOMPARE(recent->actions().first()->text(), QFileInfo(m_log).fileName());
        recent->actions().first()->trigger();
        QCOMPARE(other.turns(), w.turns());
    }
};

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
