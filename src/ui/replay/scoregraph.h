#pragma once
// Scores over the game: one line per player, turn by turn, or one player's score stacked by
// category (roads, cities, cloisters, farms). A bar marks the turn shown; a click or a drag on
// the graph asks for the turn under the pointer, so the graph is a scrubber too.

#include "document/scoretimeline.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <QWidget>

namespace tessera::ui {

class ScoreGraph : public QWidget {
    Q_OBJECT

public:
    explicit ScoreGraph(QWidget *parent = nullptr);

    void setTimeline(const document::ScoreTimeline &timeline, const QStringList &names, const QList<QColor> &colors);
    void setCurrentTurn(int turn);
    int currentTurn() const { return m_turn; }
    // -1: a line per player; else that player's score stacked by category.
    void setStackedPlayer(int player);
    int stackedPlayer() const { return m_stacked; }

    // The turn under a point of the widget, and where a turn's column lies (for tests).
    int turnAt(QPoint point) const;
    QPoint pointOf(int turn, int score) const;
    // Where each entry of the legend (box and text) lies and the room it keeps, in the rows it
    // wraps to (for tests).
    QList<QRectF> legendEntries() const { return m_legend; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void turnRequested(int turn);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QRectF plotRect() const;
    QPointF pointAt(int turn, qreal score) const;
    void paintLines(QPainter &painter) const;
    void paintStacked(QPainter &painter) const;
    void paintLegend(QPainter &painter) const;
    // The legend: a text after a colour box per player with the score at `turn` (or per
    // category when stacked), left to right in rows that wrap at the widget's edge. It is laid
    // out again (m_legend) when the data, the size, the font or the language change, with the
    // final scores, the widest, so that it stays put while the turns change; the plot starts
    // below its rows.
    QStringList legendTexts(int turn) const;
    void relayoutLegend();

    document::ScoreTimeline m_timeline;
    QStringList m_names;
    QList<QColor> m_colors;
    int m_turn = 0;
    int m_stacked = -1;
    QList<QRectF> m_legend; // each entry's rectangle: box, gap and text

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
