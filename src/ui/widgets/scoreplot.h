#pragma once
// The drawing that every graph of scores shares (the replay viewer's scores over a game, the
// Statistics window's scores over games, the expected margins of an analysis): a plot area
// under a legend that wraps, a grid with a line and a label at every step of a round scale (from
// zero, or around it for values below zero), points mapped into the plot, and the legend's colour
// boxes and texts.

#include <QList>
#include <QRectF>
#include <QStringList>

#include <functional>

class QFontMetricsF;
class QPainter;
class QPalette;
class QWidget;

namespace tessera::ui::scoreplot {

// The values the plot covers, from its bottom to its top, with a grid line every step.
struct Scale {
    int low = 0;
    int high = 10;
    int step = 2;
};
// Scores: from zero to the highest score rounded up to ten (at least ten), a line every fifth.
Scale scaleUpTo(int maxScore);
// Values on both sides of zero: from the lowest to the highest (zero always in), both rounded
// out to a round step (2, 5, 10, 20, 50...) that gives at most six lines between them.
Scale scaleAround(double lowest, double highest);

// The plot inside `widget`: room on the left for the score labels, on top for `legendRows`
// rows of legend, below for the labels of the horizontal axis.
QRectF plotRect(const QWidget &widget, int legendRows);
// Where the left edge of the plot (and of the legend) lies.
qreal plotLeft(const QFontMetricsF &metrics);

// A point of the plot: `x` of `xMax` along (0 to xMax), `value` on the scale.
QPointF pointAt(const QRectF &plot, qreal x, qreal xMax, qreal value, const Scale &scale);

// The background, the grid with its labels (zero's line stronger when the scale goes below it),
// and `first` and `last` below the plot's left and right ends.
void paintGrid(QPainter &painter, const QWidget &widget, const QRectF &plot, const Scale &scale, const QString &first,
               const QString &last);

// The legend's entries (box, gap and text), left to right from the plot's left edge, in rows
// that wrap at the widget's edge.
QList<QRectF> layoutLegend(const QWidget &widget, const QStringList &texts);
int legendRows(const QList<QRectF> &entries);
// Each entry's box painted by `paintBox(painter, box, index)`, then its text.
void paintLegend(QPainter &painter, const QWidget &widget, const QList<QRectF> &entries, const QStringList &texts,
                 const std::function<void(QPainter &, const QRectF &, int)> &paintBox);

} // namespace tessera::ui::scoreplot
