// A game the system hands over as a QFileOpenEvent (macOS Finder's double click, a file
// dropped on the Dock icon) opens in the game window, as a file on the command line does.

#include "window/fileopenfilter.h"
#include "window/mainwindow.h"

#include <QFileOpenEvent>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

class TestFileOpen : public QObject {
    Q_OBJECT

private slots:
    void aGameFromFinderOpensInTheWindow()
    {
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        const auto *filter = new ui::FileOpenFilter(&w);
        QVERIFY(!filter->received());
        QVERIFY(!w.document()->hasGame());

        QFileOpenEvent event(QStringLiteral(TESSERA_SOURCE_DIR "/tests/data/jcz/city-pennant.jcz"));
        QVERIFY(QCoreApplication::sendEvent(QCoreApplication::instance(), &event)); // taken
        QVERIFY(filter->received());
        QTRY_VERIFY(w.document()->hasGame());
        QVERIFY(w.isVisible());
        QVERIFY(w.document()->match().turns().size() > 0);
    }

    // Other events of the application and every event of other objects pass untouched.
    void otherEventsPass()
    {
        ui::MainWindow w;
        const auto *filter = new ui::FileOpenFilter(&w);
        QFileOpenEvent toWindow(u"elsewhere.tessera"_s);
        QVERIFY(!QCoreApplication::sendEvent(&w, &toWindow));
        QEvent other(QEvent::User);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &other);
        QVERIFY(!filter->received());
        QVERIFY(!w.isVisible());
    }
};

QTEST_MAIN(TestFileOpen)
#include "tst_fileopen.moc"
