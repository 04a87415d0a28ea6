#include "scoregraph.h"

#include "dialogs/scorechart.h"
#include "widgets/scoreplot.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using engine::ScoreCategory;

ScoreGraph::ScoreGraph(QWidget *parent) : TurnGraph(parent)
{
    setObjectName(u"ScoreGraph"_s);
    retranslateUi();
}

void ScoreGraph::changeEvent(QEvent *event)
{
    TurnGraph::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        relayoutLegend();
}

void ScoreGraph::resizeEvent(QResizeEvent *event)
{
    TurnGraph::resizeEvent(event);
    relayoutLegend();
}

void ScoreGraph::retranslateUi()
{
    setAccessibleName(tr("Scores over the game"));
}

void ScoreGraph::setTimeline(const document::ScoreTimeline &timeline, const QStringList &names, const QList<QColor> &colors)
{
    m_timeline = timeline;
    m_names = names;
    m_colors = colors;
    if (m_stacked >= m_timeline.players())
        m_stacked = -1;
    relayoutLegend();
    update();
}

void ScoreGraph::setStackedPlayer(int player)
{
    m_stacked = player >= 0 && player < m_timeline.players() ? player : -1;
    relayoutLegend();
    update();
}

QSize ScoreGraph::sizeHint() const
{
    return {360, 220};
}

QSize ScoreGraph::minimumSizeHint() const
{
    return {200, 120};
}

QPointF ScoreGraph::pointAt(const QRectF &plot, int turn, qreal score) const
{
    return scoreplot::pointAt(plot, turn, m_timeline.turns(), score, scoreplot::scaleUpTo(m_timeline.maxScore()));
}

QPoint ScoreGraph::pointOf(int turn, int score) const
{
    return pointAt(plotRect(), turn, score).toPoint();
}

void ScoreGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Grid: a line every fifth of the scale, labelled with its score; turns at the ends.
    paintGrid(painter, scoreplot::scaleUpTo(m_timeline.maxScore()));

    const QRectF plot = plotRect();
    if (m_stacked >= 0)
        paintStacked(painter, plot);
    else
        paintLines(painter, plot);

    paintCurrentTurn(painter);
    paintLegend(painter);
}

void ScoreGraph::paintLines(QPainter &painter, const QRectF &plot) const
{
    for (int p = 0; p < m_timeline.players(); ++p) {
        QPainterPath line(pointAt(plot, 0, m_timeline.score(0, p)));
        for (int t = 1; t <= m_timeline.turns(); ++t) {
            // Steps: a score holds until the turn that changes it.
            line.lineTo(pointAt(plot, t, m_timeline.score(t - 1, p)));
            line.lineTo(pointAt(plot, t, m_timeline.score(t, p)));
        }
        QPen pen(p < m_colors.size() ? m_colors[p] : Qt::gray, 2.5);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
        // Where each line is at the turn shown.
        painter.setBrush(pen.color());
        painter.drawEllipse(pointAt(plot, currentTurn(), m_timeline.score(currentTurn(), p)), 3.5, 3.5);
    }
}

void ScoreGraph::paintStacked(QPainter &painter, const QRectF &plot) const
{
    // Bands from the bottom up in category order; each band lies between the sum of the
    // categories below it and that sum plus its own points.
    std::vector<int> below(std::size_t(m_timeline.turns()) + 1, 0);
    for (int c = 0; c < engine::kScoreCategories; ++c) {
        const auto category = ScoreCategory(c);
        QPolygonF upper, lower;
        int lastBase = 0, lastTop = 0; // the band at the turn before: it holds until this one
        for (int t = 0; t <= m_timeline.turns(); ++t) {
            const int base = below[std::size_t(t)];
            const int top = base + m_timeline.scoreIn(t, m_stacked, category);
            if (t > 0) {
                upper << pointAt(plot, t, lastTop);
                lower << pointAt(plot, t, lastBase);
            }
            upper << pointAt(plot, t, top);
            lower << pointAt(plot, t, base);
            below[std::size_t(t)] = top;
            lastBase = base;
            lastTop = top;
        }
        QPolygonF outline = upper;
        for (auto it = lower.rbegin(); it != lower.rend(); ++it)
            outline << *it;
        QPainterPath band;
        band.addPolygon(outline);
        band.closeSubpath();
        ScoreChart::fillCategory(painter, band, category);
    }
    QPen outline(m_stacked < m_colors.size() ? m_colors[m_stacked] : Qt::gray, 2.5);
    painter.setPen(outline);
    QPainterPath total(pointAt(plot, 0, below.front()));
    for (int t = 1; t <= m_timeline.turns(); ++t) {
        total.lineTo(pointAt(plot, t, m_timeline.score(t - 1, m_stacked)));
        total.lineTo(pointAt(plot, t, m_timeline.score(t, m_stacked)));
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(total);
}

QStringList ScoreGraph::legendTexts(int turn) const
{
    QStringList texts;
    if (m_stacked >= 0) {
        for (int c = 0; c < engine::kScoreCategories; ++c)
            texts << ScoreChart::categoryTitle(ScoreCategory(c));
        return texts;
    }
    for (int p = 0; p < m_timeline.players(); ++p)
        texts << u"%1 %2"_s.arg(p < m_names.size() ? m_names[p] : QString()).arg(m_timeline.score(turn, p));
    return texts;
}

void ScoreGraph::relayoutLegend()
{
    m_legend = scoreplot::layoutLegend(*this, legendTexts(m_timeline.turns()));
}

void ScoreGraph::paintLegend(QPainter &painter) const
{
    scoreplot::paintLegend(painter, *this, m_legend, legendTexts(currentTurn()),
                           [this](QPainter &p, const QRectF &box, int i) {
                               if (m_stacked >= 0) {
                                   QPainterPath path;
                                   path.addRect(box);
                                   ScoreChart::fillCategory(p, path, ScoreCategory(i));
                               } else {
                                   p.fillRect(box, i < m_colors.size() ? m_colors[i] : Qt::gray);
                               }
                           });
}

} // namespace tessera::ui
