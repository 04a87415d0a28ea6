#pragma once
// The drawing that every graph of scores shares (the replay viewer's scores over a game, the
// Statistics window's scores over games): a plot area under a legend that wraps, a grid with a
// line and a label every fifth of a scale rounded up to tens, points mapped into the plot, and
// the legend's colour boxes and texts.

#include <QList>
#include <QRectF>
#include <QStringList>

#include <functional>

class QFontMetricsF;
class QPainter;
class QPalette;
class QWidget;

namespace tessera::ui::scoreplot {

// The top of the scale: the highest score rounded up to ten, at least ten.
int scaleMax(int maxScore);

// The plot inside `widget`: room on the left for the score labels, on top for `legendRows`
// rows of legend, below for the labels of the horizontal axis.
QRectF plotRect(const QWidget &widget, int legendRows);
// Where the left edge of the plot (and of the legend) lies.
qreal plotLeft(const QFontMetricsF &metrics);

// A point of the plot: `x` of `xMax` along (0 to xMax), `score` up to `scale`.
QPointF pointAt(const QRectF &plot, qreal x, qreal xMax, qreal score, int scale);

// The background, the grid with its score labels, and `first` and `last` below the plot's
// left and right ends.
void paintGrid(QPainter &painter, const QWidget &widget, const QRectF &plot, int scale, const QString &first,
               const QString &last);

// The legend's entries (box, gap and text), left to right from the plot's left edge, in rows
// that wrap at the widget's edge.
QList<QRectF> layoutLegend(const QWidget &widget, const QStringList &texts);
int legendRows(const QList<QRectF> &entries);
// Each entry's box painted by `paintBox(painter, box, index)`, then its text.
void paintLegend(QPainter &painter, const QWidget &widget, const QList<QRectF> &entries, const QStringList &texts,
                 const std::function<void(QPainter &, const QRectF &, int)> &paintBox);

} // namespace tessera::ui::scoreplot
