// Preferences: kept with QSettings under the keys the window already used, edited in their
// dialog with the keyboard, and the interface scale read before the application starts.

#include "ui/dialogs/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using ui::AnimationPace;
using ui::Preferences;

class TestPreferences : public QObject {
    Q_OBJECT
private slots:
    void keptInTheSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"p.ini"_s), QSettings::IniFormat);
        QCOMPARE(ui::loadPreferences(settings), Preferences{}); // the defaults
        Preferences p;
        p.pace = AnimationPace::Fast;
        p.confirmTurns = false;
        p.colourBlindFigures = true;
        p.dark = true;
        p.scalePercent = 150;
        p.language = u"fr"_s;
        ui::savePreferences(settings, p);
        QCOMPARE(ui::loadPreferences(settings), p);
        // The keys of the game window's menu and of the dark mode stay as they were.
        QCOMPARE(settings.value(u"game/confirmTurns"_s).toBool(), false);
        QCOMPARE(settings.value(u"ui/dark"_s).toBool(), true);
        // Values nobody could have chosen: an unknown scale is the system's, a pace beyond the
        // list the nearest one.
        settings.setValue(u"ui/scalePercent"_s, 133);
        settings.setValue(u"ui/animationPace"_s, 42);
        QCOMPARE(ui::loadPreferences(settings).scalePercent, 0);
        QCOMPARE(ui::loadPreferences(settings).pace, AnimationPace::Instant);
        // A language the program does not have is the system's.
        settings.setValue(u"ui/language"_s, u"xx"_s);
        QCOMPARE(ui::loadPreferences(settings).language, QString());
    }

    void paceSetsTheScoringStep()
    {
        QVERIFY(ui::scoringStepMilliseconds(AnimationPace::Slow) > ui::scoringStepMilliseconds(AnimationPace::Normal));
        QVERIFY(ui::scoringStepMilliseconds(AnimationPace::Normal) > ui::scoringStepMilliseconds(AnimationPace::Fast));
        QCOMPARE(ui::scoringStepMilliseconds(AnimationPace::Instant), 0);
    }

    void dialogEditsThem()
    {
        Preferences start;
        start.scalePercent = 125;
        ui::PreferencesDialog dialog(start);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.preferences(), start);
        auto *colourBlind = dialog.findChild<QCheckBox *>(u"colourBlindFigures"_s);
        QTest::mouseClick(colourBlind, Qt::LeftButton);
        auto *pace = dialog.findChild<QComboBox *>(u"pace"_s);
        pace->setFocus();
        QTest::keyClick(pace, Qt::Key_Down); // Normal -> Fast
        auto *scale = dialog.findChild<QComboBox *>(u"scale"_s);
        scale->setFocus();
        QTest::keyClick(scale, Qt::Key_Home); // as the system
        const Preferences p = dialog.preferences();
        QVERIFY(p.colourBlindFigures);
        QCOMPARE(p.pace, AnimationPace::Fast);
        QCOMPARE(p.scalePercent, 0);
        QVERIFY(p.confirmTurns);
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
