// The turn panel at 1366 x 768 shows all it holds: in French while a computer thinks, and after
// P pauses the computers, nothing is cut at the right edge (the header, the tiles left, the
// buttons, the busy bar, the pause text all lie inside the visible part of its dock); in German
// while deploying with several kinds of figure, the long instruction is not cut at the bottom.

#include "document/computerturns.h"
#include "document/translations.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "window/turnpanel.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

// The widgets of the panel that lie (partly) outside the visible part of its scroll area.
QStringList cutOff(ui::TurnPanel *panel)
{
    auto *area = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
    const QRect visible = area->viewport()->rect();
    QStringList cut;
    for (const QWidget *widget : panel->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(panel) || widget->width() == 0)
            continue;
        const QRect at(widget->mapTo(area->viewport(), QPoint(0, 0)), widget->size());
        if (!visible.contains(at))
            cut << QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->objectName();
    }
    return cut;
}

} // namespace

class TestTurnPanelWidth : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_turnpanelwidth"_s);
        QSettings().clear(); // the first start's layout
        document::setInterfaceLanguage(u"fr"_s);
    }

    void nothingCutInFrenchWhileAComputerPlays()
    {
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        document::GameInfo info = test::baseGame(14, 3);
        info.players[1].computer = true;
        info.players[1].level = document::ComputerLevel::Hard;
        info.players[2].computer = true;
        info.players[2].level = document::ComputerLevel::Medium;
        w.computers()->setBudget({.seconds = 0, .iterations = std::int64_t(1) << 40}); // thinks until paused
        w.startGame(info, true);
        w.computers()->setPaused(true);
        engine::RandomPlayer player(info.seed);
        test::playDocumentTurn(*w.document(), player); // Ann's turn: Ben (Difficile) to play
        w.computers()->setPaused(false);
        QVERIFY(QTest::qWaitFor([&] { return w.computers()->thinkingPlayer() == 1; }, 5000));
        QTest::qWait(50); // the docks take the panel's new needs

        ui::TurnPanel *panel = w.turnPanel();
        QVERIFY(panel->instruction().contains(u"réfléchit"_s));
        QVERIFY(panel->thinkingIndicator()->isVisible());
        const QStringList thinking = cutOff(panel);
        QVERIFY2(thinking.isEmpty(), qPrintable(u"cut while thinking: "_s + thinking.join(u", "_s)));
        const auto *tilesLeft = panel->findChild<QLabel *>(u"tilesLeft"_s);
        QVERIFY(tilesLeft && tilesLeft->width() >= tilesLeft->sizeHint().width()); // "57 tuiles restantes" whole

        QTest::keyClick(&w, Qt::Key_P); // pause: the longest text
        QVERIFY(w.computers()->isPaused());
        QVERIFY(panel->instruction().contains(u"pause"_s));
        QTest::qWait(50);
        const QStringList paused = cutOff(panel);
        QVERIFY2(paused.isEmpty(), qPrintable(u"cut while paused: "_s + paused.join(u", "_s)));
        w.document()->close();
    }

    void nothingCutInGermanWhileDeploying()
    {
        document::setInterfaceLanguage(u"de"_s);
        QTemporaryDir dir;
        ui::MainWindow w;
        w.document()->setAutosavePath(dir.filePath(u"autosave.tessera"_s));
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(test::gameWith(12, {u"inns-cathedrals"_s}, 3), true);
        QTest::qWait(50);
        for (int turn = 0; turn < 8; ++turn) {
            QTest::keyClick(&w, Qt::Key_N); // the tile on a marked position, by keys
            QTest::keyClick(&w, Qt::Key_Return);
            // The dock grows once the stage's texts are in (a posted fit): a slow build (the
            // sanitizers) takes longer than 20 ms to get there.
            [[maybe_unused]] const bool fitted = QTest::qWaitFor([&w] { return cutOff(w.turnPanel()).isEmpty(); }, 2000);
            const QStringList cut = cutOff(w.turnPanel());
            QVERIFY2(cut.isEmpty(), qPrintable(u"cut after a placement: "_s + cut.join(u", "_s)));
            if (w.document()->stage() == document::GameDocument::Stage::Deploying)
                QTest::keyClick(&w, Qt::Key_Space);
            QTest::keyClick(&w, Qt::Key_Return);
        }
        w.document()->close();
    }
};

QTEST_MAIN(TestTurnPanelWidth)
#include "tst_turnpanelwidth.moc"
