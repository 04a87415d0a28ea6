// The results' bar chart: one bar per player in rank order, split by category in proportion
// to the points, the longest bar the winner's.

#include "ui/dialogs/scorechart.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using engine::ScoreCategory;
using ui::PlayerResult;

namespace {

QList<PlayerResult> sample()
{
    PlayerResult ann{0, u"Ann"_s, u"#e69f00"_s, {10, 20, 0, 9}, 39, 1};
    PlayerResult ben{1, u"Ben"_s, u"#56b4e9"_s, {4, 8, 9, 0}, 21, 2};
    return ui::ranked({ben, ann});
}

} // namespace

class TestScoreChart : public QObject {
    Q_OBJECT
private slots:
    void segmentsFollowThePoints()
    {
        ui::ScoreChart chart(sample());
        chart.resize(500, chart.sizeHint().height());
        // Ann won: first row. Her city segment is twice her road segment.
        const QRectF road = chart.segmentRect(0, ScoreCategory::Road), city = chart.segmentRect(0, ScoreCategory::City);
        QVERIFY(!road.isEmpty() && !city.isEmpty());
        QCOMPARE(qRound(city.width()), qRound(2 * road.width()));
        QCOMPARE(city.left(), road.right());                              // stacked in category order
        QVERIFY(chart.segmentRect(0, ScoreCategory::Cloister).isEmpty()); // no cloister points
        // Ben's bar is shorter: 21 against 39.
        const qreal annEnd = chart.segmentRect(0, ScoreCategory::Farm).right();
        const qreal benEnd = chart.segmentRect(1, ScoreCategory::Cloister).right();
        QVERIFY(benEnd < annEnd);
        QCOMPARE(qRound((benEnd - road.left()) * 39), qRound((annEnd - road.left()) * 21));
        // Hit testing finds the segment under a point.
        const auto hit = chart.segmentAt(city.center());
        QVERIFY(hit);
        QCOMPARE(hit->first, 0);
        QCOMPARE(hit->second, ScoreCategory::City);
        QVERIFY(!chart.segmentAt(QPointF(1, 1)));
    }

    void paintsTheBars()
    {
        ui::ScoreChart chart(sample());
        chart.resize(500, chart.sizeHint().height());
        const QImage image = chart.grab().toImage();
        // The middle of a segment shows its category's colour (under the hatching).
        const QPoint p = chart.segmentRect(0, ScoreCategory::Road).center().toPoint();
        const QColor c = image.pixelColor(p * image.devicePixelRatio());
        QVERIFY2(c.red() > c.blue(), qPrintable(c.name())); // road orange, not the background
        QVERIFY(chart.minimumSizeHint().height() >= chart.fontMetrics().height() * 4);
    }
};

QTEST_MAIN(TestScoreChart)
#include "tst_scorechart.moc"
