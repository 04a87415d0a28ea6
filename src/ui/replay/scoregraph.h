#pragma once
// Scores over the game: one line per player, turn by turn, or one player's score stacked by
// category (roads, cities, cloisters, farms). A bar marks the turn shown; a click or a drag on
// the graph asks for the turn under the pointer, so the graph is a scrubber too (TurnGraph).

#include "document/scoretimeline.h"
#include "turngraph.h"

#include <QColor>
#include <QList>
#include <QStringList>

namespace tessera::ui {

class ScoreGraph : public TurnGraph {
    Q_OBJECT

public:
    explicit ScoreGraph(QWidget *parent = nullptr);

    void setTimeline(const document::ScoreTimeline &timeline, const QStringList &names, const QList<QColor> &colors);
    // -1: a line per player; else that player's score stacked by category.
    void setStackedPlayer(int player);
    int stackedPlayer() const { return m_stacked; }

    // Where a turn's column lies (for tests).
    QPoint pointOf(int turn, int score) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    int turnCount() const override { return m_timeline.turns(); }

private:
    // Where a score at a turn lies in `plot`: plotRect(), taken once a paint (it measures text).
    QPointF pointAt(const QRectF &plot, int turn, qreal score) const;
    void paintLines(QPainter &painter, const QRectF &plot) const;
    void paintStacked(QPainter &painter, const QRectF &plot) const;
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
    int m_stacked = -1;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
