// Dark mode (Preferences > Dark mode) as the eye meets it: enabled icons stand out from the
// window and disabled ones less (disabled Undo looked brighter than enabled Undo), the replay
// viewer's transport shows, and an unticked box has a visible edge. Driven through the game
// window's and the replay viewer's own actions; the light look keeps the icons as drawn.

#include "replay/replaywindow.h"
#include "themeicons.h"
#include "window/mainwindow.h"
#include "window/theme.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QStyle>
#include <QStyleOption>
#include <QTest>
#include <QToolBar>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// The mean lightness of an icon's drawn pixels (alpha above half).
double meanLightness(const QIcon &icon, QIcon::Mode mode)
{
    const QImage image = icon.pixmap(QSize(32, 32), 1.0, mode).toImage();
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 128) {
                sum += QColor(image.pixel(x, y)).lightness();
                ++n;
            }
    return n ? sum / n : -1;
}

int windowLightness()
{
    return QApplication::palette().color(QPalette::Window).lightness();
}

} // namespace

class TestDarkMode : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { ui::applyTheme(false); }

    void enabledIconsStandOutAndDisabledOnesLess()
    {
        ui::applyTheme(true);
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *undo = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->icon().name() == u"edit-undo"_s)
                undo = a;
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled()); // no game: nothing to undo
        const double enabled = meanLightness(undo->icon(), QIcon::Normal);
        const double disabled = meanLightness(undo->icon(), QIcon::Disabled);
        QVERIFY2(enabled - windowLightness() > 90,
                 qPrintable(u"enabled %1 on a window of %2"_s.arg(enabled).arg(windowLightness())));
        QVERIFY2(disabled < enabled - 40, qPrintable(u"disabled %1, enabled %2"_s.arg(disabled).arg(enabled)));
        QVERIFY2(disabled - windowLightness() > 25, qPrintable(u"disabled %1 hardly shows"_s.arg(disabled)));
        // Back to the light look: the icon is ours as drawn (grey and blue, darker than the window).
        ui::applyTheme(false);
        QVERIFY(meanLightness(undo->icon(), QIcon::Normal) < windowLightness() - 60);
        QCOMPARE(undo->icon().pixmap(QSize(24, 24), 1.0).toImage(),
                 QIcon(u":/icons/tessera/scalable/actions/edit-undo.svg"_s).pixmap(QSize(24, 24), 1.0).toImage());
    }

    void replayTransportShows()
    {
        ui::applyTheme(true);
        ui::ReplayWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const QString &name : {u"PlayAction"_s, u"NextDecisionAction"_s, u"PreviousDecisionAction"_s,
                                    u"FirstTurnAction"_s, u"LastTurnAction"_s}) {
            const QAction *action = w.findChild<QAction *>(name);
            QVERIFY2(action, qPrintable(name));
            const double lightness = meanLightness(action->icon(), QIcon::Normal);
            QVERIFY2(lightness - windowLightness() > 60,
                     qPrintable(u"%1: %2 on a window of %3"_s.arg(name).arg(lightness).arg(windowLightness())));
        }
    }

    void anUntickedBoxHasAVisibleEdge()
    {
        ui::applyTheme(true);
        QCheckBox box(u"Farmers"_s);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        const QImage image = box.grab().toImage();
        int brightest = 0;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x)
                brightest = std::max(brightest, QColor(image.pixel(x, y)).lightness());
        QVERIFY2(brightest - windowLightness() > 60,
                 qPrintable(u"the box's brightest pixel %1 on a window of %2"_s.arg(brightest).arg(windowLightness())));
    }
};

QTEST_MAIN(TestDarkMode)
#include "tst_darkmode.moc"
