#pragma once
// Scores over time: one line per player (or computer level) chosen in the Statistics window,
// a point per game at the date it was played, so that the lines of players who met share their
// games' places along the axis; on the grid and legend the replay viewer's score graph uses
// (widgets/scoreplot.h). The axis runs from the first game's date to the last one's.

#include <QColor>
#include <QDateTime>
#include <QList>
#include <QRectF>
#include <QWidget>

#include <utility>

namespace tessera::ui {

class ScoreHistoryChart : public QWidget {
    Q_OBJECT

public:
    struct Point {
        QDateTime played;
        int score = 0;
    };
    struct Series {
        QString name;
        QColor color;
        QList<Point> points; // in the order of the games
    };

    explicit ScoreHistoryChart(QWidget *parent = nullptr);

    void setSeries(QList<Series> series);
    const QList<Series> &series() const { return m_series; }
    // What the plot says while it has no series (the window knows why it has none).
    void setHint(const QString &hint);
    QString hint() const { return m_hint; }
    // Where a series' point of its n-th game (0-based) lies (for tests).
    QPointF pointOf(int series, int game) const;
    // The texts under the axis's two ends: the first and the last game's dates.
    QString firstLabel() const;
    QString lastLabel() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int points() const; // of all series
    // The dates the axis spans (both invalid without points).
    std::pair<QDateTime, QDateTime> span() const;
    int bestScore() const;
    QStringList names() const;
    QRectF plotRect() const;
    void relayoutLegend();

    QList<Series> m_series;
    QString m_hint;
    QList<QRectF> m_legend;
};

} // namespace tessera::ui
