#include "scorehistorychart.h"

#include "widgets/scoreplot.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

ScoreHistoryChart::ScoreHistoryChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"ScoreHistoryChart"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Scores over the games"));
}

void ScoreHistoryChart::setSeries(QList<Series> series)
{
    m_series = std::move(series);
    relayoutLegend();
    update();
}

QSize ScoreHistoryChart::sizeHint() const
{
    return {420, 220};
}

QSize ScoreHistoryChart::minimumSizeHint() const
{
    return {200, 120};
}

int ScoreHistoryChart::games() const
{
    qsizetype most = 0;
    for (const Series &s : m_series)
        most = std::max(most, s.scores.size());
    return int(most);
}

QRectF ScoreHistoryChart::plotRect() const
{
    return scoreplot::plotRect(*this, scoreplot::legendRows(m_legend));
}

int ScoreHistoryChart::bestScore() const
{
    int best = 0;
    for (const Series &s : m_series)
        for (const int score : s.scores)
            best = std::max(best, score);
    return best;
}

QStringList ScoreHistoryChart::names() const
{
    QStringList names;
    for (const Series &s : m_series)
        names << s.name;
    return names;
}

QPointF ScoreHistoryChart::pointOf(int series, int game) const
{
    const int score = m_series.value(series).scores.value(game);
    // One game alone stands in the middle.
    const qreal x = games() > 1 ? game : 0.5;
    return scoreplot::pointAt(plotRect(), x, std::max(1, games() - 1), score, scoreplot::scaleUpTo(bestScore()));
}

void ScoreHistoryChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QString last = games() > 1 ? tr("game %1").arg(games()) : QString();
    scoreplot::paintGrid(painter, *this, plotRect(), scoreplot::scaleUpTo(bestScore()),
                         games() > 0 ? tr("game 1") : QString(), last);
    if (m_series.isEmpty()) {
        painter.drawText(plotRect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Choose players in the table to see their scores."));
        return;
    }
    for (int i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series[i];
        QPen pen(s.color, 2.5);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        QPainterPath line;
        for (int g = 0; g < s.scores.size(); ++g) {
            if (g == 0)
                line.moveTo(pointOf(i, g));
            else
                line.lineTo(pointOf(i, g));
        }
        painter.drawPath(line);
        painter.setBrush(s.color);
        for (int g = 0; g < s.scores.size(); ++g)
            painter.drawEllipse(pointOf(i, g), 3, 3);
    }
    scoreplot::paintLegend(painter, *this, m_legend, names(),
                           [this](QPainter &p, const QRectF &box, int i) { p.fillRect(box, m_series[i].color); });
}

void ScoreHistoryChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayoutLegend();
}

void ScoreHistoryChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Scores over the games"));
        update(); // the axis's texts
    }
    if (event->type() == QEvent::FontChange)
        relayoutLegend();
}

void ScoreHistoryChart::relayoutLegend()
{
    m_legend = scoreplot::layoutLegend(*this, names());
}

} // namespace tessera::ui
