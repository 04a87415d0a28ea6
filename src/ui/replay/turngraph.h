#pragma once
// What the replay viewer's graphs over the turns of a game share (the scores, the expected
// margins of an analysis): a plot under a legend (widgets/scoreplot.h), a bar at the turn shown,
// and a click or a drag that asks for the turn under the pointer, so that each is a scrubber too.

#include "widgets/scoreplot.h"

#include <QList>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace tessera::ui {

class TurnGraph : public QWidget {
    Q_OBJECT

public:
    void setCurrentTurn(int turn);
    int currentTurn() const { return m_turn; }

    // The turn under a point of the widget (for tests too).
    int turnAt(QPoint point) const;
    // Where each entry of the legend (box and text) lies and the room it keeps, in the rows it
    // wraps to (for tests).
    QList<QRectF> legendEntries() const { return m_legend; }

signals:
    void turnRequested(int turn);

protected:
    explicit TurnGraph(QWidget *parent = nullptr);

    // The turns along the horizontal axis: 0 to turnCount().
    virtual int turnCount() const = 0;
    // Room on the left for the labels, on top for the legend, below for the turn labels.
    QRectF plotRect() const;
    // The background and the grid on `scale`, the first and the last turn below the plot.
    void paintGrid(QPainter &painter, const scoreplot::Scale &scale) const;
    // The bar at the turn shown.
    void paintCurrentTurn(QPainter &painter) const;

    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

    QList<QRectF> m_legend; // each entry's rectangle: box, gap and text

private:
    int m_turn = 0;
};

} // namespace tessera::ui
