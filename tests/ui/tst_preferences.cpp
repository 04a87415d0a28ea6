// Preferences: kept with QSettings under the keys the window already used, edited in their
// dialog with the keyboard, and the interface scale read before the application starts.

#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/settingsfile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

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

    // The settings file is checked before QSettings reads it (issue 36): one that is not a
    // regular file (a FIFO hung the start), far too large (1 GB took 38 s and 2 GB) or not in
    // the settings format is renamed aside, with a message, and the settings start afresh.
    void anUnusableSettingsFileIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<qint64>("size"); // > 0: a sparse file of this size
        QTest::addColumn<bool>("fifo");
        QTest::addColumn<QString>("reason"); // empty: the file is fine and stays
        QTest::newRow("fine") << QByteArray("[ui]\ndark=true\n") << qint64(0) << false << QString();
        QTest::newRow("1 GB") << QByteArray() << (qint64(1) << 30) << false
                              << u"The file is larger than 1 MiB, the limit for this kind of file."_s;
        QTest::newRow("FIFO") << QByteArray() << qint64(0) << true
                              << u"This is not a regular file (a FIFO): only regular files are read."_s;
        QTest::newRow("section cut") << QByteArray("[ui\ndark=true\n") << qint64(0) << false
                                     << u"It is not in the settings format."_s;
    }
    void anUnusableSettingsFileIsSetAside()
    {
        QFETCH(QByteArray, content);
        QFETCH(qint64, size);
        QFETCH(bool, fifo);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"Tessera.conf"_s);
        if (fifo) {
            QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(content), content.size());
            if (size > 0)
                QVERIFY(file.resize(size));
        }
        QElapsedTimer clock;
        clock.start();
        const QString said = ui::setAsideUnusableSettings(path);
        QVERIFY2(clock.elapsed() < 2000, "the file was read");
        const QStringList kept = QDir(dir.path()).entryList({u"Tessera.conf.bad-*"_s}, QDir::Files | QDir::System);
        if (reason.isEmpty()) {
            QVERIFY2(said.isEmpty(), qPrintable(said));
            QVERIFY(kept.isEmpty());
            QCOMPARE(QSettings(path, QSettings::IniFormat).value(u"ui/dark"_s).toBool(), true);
            return;
        }
        QCOMPARE(kept.size(), 1);
        QCOMPARE(
            said,
            u"The settings file %1 could not be used (%2); it was set aside as %3 and the settings are the defaults."_s.arg(
                path, reason, dir.filePath(kept.first())));
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(QFileInfo(dir.filePath(kept.first())).size(), size > 0 ? size : content.size());
    }

    // The path checked is the one QSettings reads.
    void theSettingsFileIsTheOneQSettingsReads()
    {
        QCOMPARE(ui::settingsFilePath(),
                 QSettings(QString::fromLatin1(ui::kSettingsOrganization), QString::fromLatin1(ui::kSettingsApplication))
                     .fileName());
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
