#include "scoreplot.h"

#include <QPainter>
#include <QPalette>
#include <QWidget>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::ui::scoreplot {

namespace {

// The colour box of a legend entry, and where its text starts.
QRectF boxOf(const QRectF &entry)
{
    const qreal box = entry.height() * 0.7;
    return QRectF(entry.left(), entry.top() + (entry.height() - box) / 2, box, box);
}

constexpr qreal kBoxGap = 4;

} // namespace

Scale scaleUpTo(int maxScore)
{
    // A step of ten, never below ten, so that the grid lines fall on round scores.
    const int high = std::max(10, (maxScore + 9) / 10 * 10);
    return {0, high, high / 5};
}

Scale scaleAround(double lowest, double highest)
{
    lowest = std::min(lowest, 0.0);
    highest = std::max(highest, 0.0);
    for (int magnitude = 1;; magnitude *= 10)
        for (const int factor : {2, 5, 10}) {
            const int step = factor * magnitude;
            const int low = int(std::floor(lowest / step)) * step;
            const int high = std::max(int(std::ceil(highest / step)) * step, low + step);
            if ((high - low) / step <= 6)
                return {low, high, step};
        }
}

qreal plotLeft(const QFontMetricsF &metrics)
{
    return metrics.horizontalAdvance(u"0000"_s) + 6;
}

QRectF plotRect(const QWidget &widget, int legendRows)
{
    const QFontMetricsF metrics(widget.font());
    const qreal left = plotLeft(metrics);
    const qreal top = metrics.height() * (legendRows + 0.6);
    const qreal bottom = metrics.height() + 4;
    return QRectF(left, top, std::max(1.0, widget.width() - left - 8), std::max(1.0, widget.height() - top - bottom));
}

QPointF pointAt(const QRectF &plot, qreal x, qreal xMax, qreal value, const Scale &scale)
{
    return {plot.left() + plot.width() * x / std::max<qreal>(1, xMax),
            plot.bottom() - plot.height() * (value - scale.low) / std::max(1, scale.high - scale.low)};
}

void paintGrid(QPainter &painter, const QWidget &widget, const QRectF &plot, const Scale &scale, const QString &first,
               const QString &last)
{
    const QPalette pal = widget.palette();
    painter.fillRect(widget.rect(), pal.color(QPalette::Base));
    const QPen grid(pal.color(QPalette::Mid), 0.5);
    const QPen zero(pal.color(QPalette::Text), 1);
    const int step = std::max(1, scale.step);
    // A label on every line where they fit, else on every second (third...) one, zero's kept.
    const qreal gap = plot.height() * step / std::max(1, scale.high - scale.low);
    const int stride = std::max(1, int(std::ceil(QFontMetricsF(widget.font()).height() / std::max<qreal>(gap, 1))));
    for (int s = scale.low; s <= scale.high; s += step) {
        const qreal y = pointAt(plot, 0, 1, s, scale).y();
        painter.setPen(s == 0 && scale.low < 0 ? zero : grid);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        if ((s / step) % stride != 0)
            continue;
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(QRectF(0, y - 10, plot.left() - 4, 20), Qt::AlignRight | Qt::AlignVCenter, QString::number(s));
    }
    painter.setPen(pal.color(QPalette::Text)); // the last line may have had none
    const QRectF below(plot.left(), plot.bottom() + 2, plot.width(), widget.height() - plot.bottom() - 2);
    painter.drawText(below, Qt::AlignLeft | Qt::AlignTop, first);
    painter.drawText(below, Qt::AlignRight | Qt::AlignTop, last);
}

QList<QRectF> layoutLegend(const QWidget &widget, const QStringList &texts)
{
    const QFontMetricsF metrics(widget.font());
    const qreal box = boxOf(QRectF(0, 0, 0, metrics.height())).width();
    const qreal start = plotLeft(metrics);
    qreal x = start, y = 2;
    QList<QRectF> entries;
    for (const QString &text : texts) {
        const qreal entry = box + kBoxGap + metrics.horizontalAdvance(text);
        if (x > start && x + entry > widget.width() - 4) { // wrap, unless it is the row's first
            x = start;
            y += metrics.height();
        }
        entries << QRectF(x, y, entry, metrics.height());
        x += entry + 12;
    }
    return entries;
}

int legendRows(const QList<QRectF> &entries)
{
    return entries.isEmpty() ? 1 : qRound((entries.back().top() - entries.front().top()) / entries.back().height()) + 1;
}

void paintLegend(QPainter &painter, const QWidget &widget, const QList<QRectF> &entries, const QStringList &texts,
                 const std::function<void(QPainter &, const QRectF &, int)> &paintBox)
{
    const qreal ascent = QFontMetricsF(widget.font()).ascent();
    for (int i = 0; i < entries.size() && i < texts.size(); ++i) {
        const QRectF box = boxOf(entries[i]);
        paintBox(painter, box, i);
        painter.setPen(widget.palette().color(QPalette::Text));
        painter.drawText(QPointF(box.right() + kBoxGap, entries[i].top() + ascent), texts[i]);
    }
}

} // namespace tessera::ui::scoreplot
