#include "scorehistorychart.h"

#include "widgets/scoreplot.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

ScoreHistoryChart::ScoreHistoryChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"ScoreHistoryChart"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Scores over time"));
}

void ScoreHistoryChart::setSeries(QList<Series> series)
{
    m_series = std::move(series);
    relayoutLegend();
    update();
}

void ScoreHistoryChart::setHint(const QString &hint)
{
    m_hint = hint;
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

int ScoreHistoryChart::points() const
{
    qsizetype all = 0;
    for (const Series &s : m_series)
        all += s.points.size();
    return int(all);
}

std::pair<QDateTime, QDateTime> ScoreHistoryChart::span() const
{
    QDateTime first, last;
    for (const Series &s : m_series)
        for (const Point &point : s.points) {
            if (!first.isValid() || point.played < first)
                first = point.played;
            if (!last.isValid() || point.played > last)
                last = point.played;
        }
    return {first, last};
}

QRectF ScoreHistoryChart::plotRect() const
{
    return scoreplot::plotRect(*this, scoreplot::legendRows(m_legend));
}

int ScoreHistoryChart::bestScore() const
{
    int best = 0;
    for (const Series &s : m_series)
        for (const Point &point : s.points)
            best = std::max(best, point.score);
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
    const Point point = m_series.value(series).points.value(game);
    const auto [first, last] = span();
    // Seconds since the first game; games all at one moment (or one game alone) stand in the middle.
    const qreal length = qreal(first.secsTo(last));
    const qreal x = length > 0 ? qreal(first.secsTo(point.played)) : 0.5;
    return scoreplot::pointAt(plotRect(), x, length > 0 ? length : 1, point.score, scoreplot::scaleUpTo(bestScore()));
}

namespace {

// A date under the axis: with the time of day (to the minute) when the axis spans less than two days.
QString axisText(const QDateTime &when, bool withTime)
{
    const QLocale locale;
    const QDateTime local = when.toLocalTime();
    const QString date = locale.toString(local.date(), QLocale::ShortFormat);
    return withTime ? date + u' ' + local.time().toString(u"hh:mm"_s) : date;
}

} // namespace

QString ScoreHistoryChart::firstLabel() const
{
    const auto [first, last] = span();
    return first.isValid() ? axisText(first, first.secsTo(last) < 2 * 24 * 3600) : QString();
}

QString ScoreHistoryChart::lastLabel() const
{
    const auto [first, last] = span();
    return first.isValid() && first.secsTo(last) > 0 ? axisText(last, first.secsTo(last) < 2 * 24 * 3600) : QString();
}

void ScoreHistoryChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    // Games all at one moment stand in the middle: their date under them.
    const auto [first, last] = span();
    const bool oneMoment = first.isValid() && first == last;
    scoreplot::paintGrid(painter, *this, plot, scoreplot::scaleUpTo(bestScore()), oneMoment ? QString() : firstLabel(),
                         lastLabel());
    if (oneMoment)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), height() - plot.bottom() - 2),
                         Qt::AlignHCenter | Qt::AlignTop, firstLabel());
    if (m_series.isEmpty()) {
        painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, m_hint);
        return;
    }
    // Dots that shrink as games crowd the axis (two hundred of them stay lines, not a smear).
    const qreal dot = std::clamp(plot.width() / std::max(1, points()) / 2, 1.5, 3.0);
    for (int i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series[i];
        QPen pen(s.color, dot < 3 ? 1.5 : 2.5);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        QPainterPath line;
        for (int g = 0; g < s.points.size(); ++g) {
            if (g == 0)
                line.moveTo(pointOf(i, g));
            else
                line.lineTo(pointOf(i, g));
        }
        painter.drawPath(line);
        painter.setPen(Qt::NoPen);
        painter.setBrush(s.color);
        for (int g = 0; g < s.points.size(); ++g)
            painter.drawEllipse(pointOf(i, g), dot, dot);
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
        setAccessibleName(tr("Scores over time"));
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
