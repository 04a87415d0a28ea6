#pragma once
// Scores over games: one line per player (or computer level) chosen in the Statistics window,
// a point per game in the order they were played, on the grid and legend the replay viewer's
// score graph uses (widgets/scoreplot.h).

#include <QColor>
#include <QList>
#include <QRectF>
#include <QWidget>

namespace tessera::ui {

class ScoreHistoryChart : public QWidget {
    Q_OBJECT

public:
    struct Series {
        QString name;
        QColor color;
        QList<int> scores; // in the order of the games
    };

    explicit ScoreHistoryChart(QWidget *parent = nullptr);

    void setSeries(QList<Series> series);
    const QList<Series> &series() const { return m_series; }
    // Where a series' point of its n-th game (0-based) lies (for tests).
    QPointF pointOf(int series, int game) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int games() const; // of the longest series
    int bestScore() const;
    QStringList names() const;
    QRectF plotRect() const;
    void relayoutLegend();

    QList<Series> m_series;
    QList<QRectF> m_legend;
};

} // namespace tessera::ui
