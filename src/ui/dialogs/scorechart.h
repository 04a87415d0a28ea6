#pragma once
// The results as a bar chart: one horizontal bar per player in rank order, split into the
// scoring categories (roads, cities, cloisters, farms), each category with its own colour and
// hatching so that it reads without colour too, and a legend. Painted from the ranked results.

#include "gameresults.h"

#include <QWidget>

class QPainter;
class QPainterPath;

namespace tessera::ui {

class ScoreChart : public QWidget {
    Q_OBJECT

public:
    explicit ScoreChart(QWidget *parent = nullptr);
    explicit ScoreChart(QList<PlayerResult> results, QWidget *parent = nullptr);

    void setResults(QList<PlayerResult> results);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where a player's segment of a category lies (empty when it scored nothing there); for
    // tests and tooltips.
    QRectF segmentRect(int row, engine::ScoreCategory category) const;
    // The category under a point of the chart, and the row; nullopt off the bars.
    std::optional<std::pair<int, engine::ScoreCategory>> segmentAt(QPointF point) const;

    static QString categoryTitle(engine::ScoreCategory category);
    // A category's fill, its colour and its hatching, for every chart of scores.
    static void fillCategory(QPainter &painter, const QPainterPath &area, engine::ScoreCategory category);
    // Whether the chart and the results table show a category: goods (Traders & Builders)
    // only when somebody scored them, the others always.
    static bool categoryShown(const QList<PlayerResult> &results, engine::ScoreCategory category);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    void retranslate();

    struct Layout {
        qreal nameWidth = 0, barLeft = 0, barWidth = 0, rowHeight = 0, top = 0;
        int maxTotal = 1;
    };
    Layout layout() const;

    QList<PlayerResult> m_results;
};

} // namespace tessera::ui
