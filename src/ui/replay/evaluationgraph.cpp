#include "evaluationgraph.h"

#include "analysismarks.h"

#include "document/analysistext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::ui {

namespace {

constexpr ai::Mark kMarks[] = {ai::Mark::Inaccuracy, ai::Mark::Mistake, ai::Mark::Blunder};
constexpr qreal kMarkSize = 11;
constexpr qreal kMarkSlack = 3; // a click this close to a symbol is on it

} // namespace

EvaluationGraph::EvaluationGraph(QWidget *parent) : TurnGraph(parent)
{
    setObjectName(u"EvaluationGraph"_s);
    setAccessibleName(tr("Expected margins over the game"));
}

void EvaluationGraph::changeEvent(QEvent *event)
{
    TurnGraph::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Expected margins over the game"));
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        relayoutLegend();
}

void EvaluationGraph::resizeEvent(QResizeEvent *event)
{
    TurnGraph::resizeEvent(event);
    relayoutLegend();
}

void EvaluationGraph::setAnalysis(const document::ReviewedTurns &turns, const engine::Game &end, const QStringList &names,
                                  const QList<QColor> &colors)
{
    m_margins.clear();
    m_marks.clear();
    if (!turns.empty()) {
        m_margins = document::marginsByTurn(turns, end);
        for (std::size_t k = 0; k < turns.size(); ++k)
            for (const document::ReviewedDecision &r : turns[k])
                if (r.mark != ai::Mark::None)
                    m_marks.push_back({int(k) + 1, r.review.point.player, r.mark, r.review.loss()});
        // The worst drawn last, on top of a lesser one at the same turn.
        std::stable_sort(m_marks.begin(), m_marks.end(),
                         [](const TurnMark &a, const TurnMark &b) { return a.mark < b.mark; });
    }
    m_players = end.playerCount();
    m_names = names;
    m_colors = colors;
    relayoutLegend();
    update();
}

void EvaluationGraph::clear()
{
    m_margins.clear();
    m_marks.clear();
    relayoutLegend();
    update();
}

QSize EvaluationGraph::sizeHint() const
{
    return {360, 200};
}

QSize EvaluationGraph::minimumSizeHint() const
{
    return {200, 110};
}

scoreplot::Scale EvaluationGraph::scale() const
{
    double lowest = 0, highest = 0;
    for (const auto &margins : m_margins)
        if (margins)
            for (int p = 0; p < m_players; ++p) {
                lowest = std::min(lowest, (*margins)[std::size_t(p)]);
                highest = std::max(highest, (*margins)[std::size_t(p)]);
            }
    return scoreplot::scaleAround(lowest, highest);
}

QPointF EvaluationGraph::pointAt(const Frame &frame, qreal turn, double margin) const
{
    return scoreplot::pointAt(frame.plot, turn, turnCount(), margin, frame.scale);
}

std::optional<QPoint> EvaluationGraph::pointOf(int turn, int player) const
{
    return pointOf(frame(), turn, player);
}

std::optional<QPoint> EvaluationGraph::pointOf(const Frame &frame, int turn, int player) const
{
    if (turn < 0 || std::size_t(turn) >= m_margins.size() || !m_margins[std::size_t(turn)])
        return std::nullopt;
    return pointAt(frame, turn, (*m_margins[std::size_t(turn)])[std::size_t(player)]).toPoint();
}

QPoint EvaluationGraph::markPoint(const TurnMark &mark) const
{
    return markPoint(frame(), mark);
}

// On the player's line where it has an estimate, else on the plot's bottom edge.
QPoint EvaluationGraph::markPoint(const Frame &frame, const TurnMark &mark) const
{
    if (const auto point = pointOf(frame, mark.turn, mark.player))
        return *point;
    return QPointF(pointAt(frame, mark.turn, 0).x(), frame.plot.bottom()).toPoint();
}

std::optional<EvaluationGraph::TurnMark> EvaluationGraph::markAt(QPoint point) const
{
    const Frame at = frame();
    const qreal reach = kMarkSize / 2 + kMarkSlack;
    for (auto mark = m_marks.rbegin(); mark != m_marks.rend(); ++mark) { // the top one first
        const QPoint centre = markPoint(at, *mark);
        if (std::abs(point.x() - centre.x()) <= reach && std::abs(point.y() - centre.y()) <= reach)
            return *mark;
    }
    return std::nullopt;
}

QString EvaluationGraph::markToolTip(const TurnMark &mark) const
{
    return tr("Turn %1, %2: %3, about %n points", nullptr, int(std::lround(mark.loss)))
        .arg(QString::number(mark.turn), m_names.value(mark.player), document::markTitle(mark.mark));
}

bool EvaluationGraph::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const auto mark = markAt(help->pos()))
            QToolTip::showText(help->globalPos(), markToolTip(*mark), this);
        else
            QToolTip::hideText();
        return true;
    }
    return TurnGraph::event(event);
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        if (const auto mark = markAt(event->position().toPoint())) {
            emit turnRequested(mark->turn);
            return;
        }
    TurnGraph::mousePressEvent(event);
}

void EvaluationGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Frame at = frame();
    paintGrid(painter, at.scale);
    if (!hasAnalysis())
        return; // the window hides it then
    for (int p = 0; p < m_players; ++p) {
        QPainterPath line;
        bool started = false;
        for (int t = 0; t <= turnCount(); ++t) {
            const auto point = pointOf(at, t, p);
            if (!point)
                continue; // a turn without a review: the line goes straight on
            if (started)
                line.lineTo(*point);
            else
                line.moveTo(*point);
            started = true;
        }
        QPen pen(p < m_colors.size() ? m_colors[p] : Qt::gray, 2);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
    }
    for (const TurnMark &mark : m_marks) {
        const QPointF point = markPoint(at, mark);
        paintMark(painter, QRectF(point.x() - kMarkSize / 2, point.y() - kMarkSize / 2, kMarkSize, kMarkSize), mark.mark);
    }
    paintCurrentTurn(painter);
    scoreplot::paintLegend(painter, *this, m_legend, legendTexts(currentTurn()),
                           [this](QPainter &p, const QRectF &box, int i) {
                               if (i < m_players)
                                   p.fillRect(box, i < m_colors.size() ? m_colors[i] : Qt::gray);
                               else
                                   paintMark(p, box.adjusted(-1, -1, 1, 1), kMarks[i - m_players]);
                           });
}

// Each player with the expected margin at `turn` (the last one known before it), then the
// marks' symbols with their names.
QStringList EvaluationGraph::legendTexts(int turn) const
{
    QStringList texts;
    if (!hasAnalysis())
        return texts;
    std::optional<ai::PlayerValues> known;
    for (int t = std::min(turn, turnCount()); t >= 0 && !known; --t)
        known = m_margins[std::size_t(t)];
    for (int p = 0; p < m_players; ++p)
        texts << u"%1 %2"_s.arg(p < m_names.size() ? m_names[p] : QString(),
                                known ? document::signedPoints((*known)[std::size_t(p)]) : QString());
    for (const ai::Mark mark : kMarks)
        texts << document::markTitle(mark);
    return texts;
}

void EvaluationGraph::relayoutLegend()
{
    // Laid out with the widest margins ("-888") so that the legend stays put while turns change.
    QStringList widest;
    if (hasAnalysis()) {
        for (int p = 0; p < m_players; ++p)
            widest << u"%1 -888"_s.arg(p < m_names.size() ? m_names[p] : QString());
        for (const ai::Mark mark : kMarks)
            widest << document::markTitle(mark);
    }
    m_legend = scoreplot::layoutLegend(*this, widest);
}

} // namespace tessera::ui
