// The rules' undo limits in the game window, by keys: where "only the current turn" or "never"
// greys Undo out, its tool tip and status tip say why, and Ctrl+Z says it in the status bar
// (changing nothing); where undo is allowed, Ctrl+Z takes back as before.

#include "support/testgames.h"
#include "support/testwindow.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

QAction *undoAction(ui::MainWindow &w)
{
    return test::findMenuAction(w,
                                [](const QAction *a) { return a->shortcuts().contains(QKeySequence(QKeySequence::Undo)); });
}

document::GameInfo limitedGame(engine::UndoLimit limit)
{
    document::GameInfo info = test::baseGame(3, 2);
    info.rules.undo = limit;
    return info;
}

// The tile on a marked position and no figure, by keys (the turn waits for its confirmation).
void placeWithoutFigure(test::TestWindow &t)
{
    QTest::keyClick(&t.w, Qt::Key_N);
    QTest::keyClick(&t.w, Qt::Key_Return);
    if (t.doc()->stage() == Stage::Deploying)
        QTest::keyClick(&t.w, Qt::Key_Space);
    QCOMPARE(t.doc()->stage(), Stage::Confirming);
}

} // namespace

class TestUndoLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"TesseraTest"_s);
        QCoreApplication::setApplicationName(u"tst_undolimits"_s);
        QSettings().clear();
    }

    void onlyTheCurrentTurnSaysWhy()
    {
        test::TestWindow t(limitedGame(engine::UndoLimit::WithinTurn));
        QAction *undo = undoAction(t.w);
        QVERIFY(undo);
        placeWithoutFigure(t);
        QVERIFY(undo->isEnabled()); // the turn being played may be taken back
        QCOMPARE(undo->toolTip(), u"Take back the last decision"_s);
        QTest::keyClick(&t.w, Qt::Key_Return); // confirmed: no way back to it
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QVERIFY(!undo->isEnabled());
        QVERIFY(undo->toolTip().contains(u"only the turn being played"_s));
        QCOMPARE(undo->statusTip(), undo->toolTip());

        const std::size_t turns = t.doc()->match().turns().size();
        t.w.statusBar()->clearMessage();
        QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(t.w.statusBar()->currentMessage(), undo->toolTip());
        QCOMPARE(t.doc()->match().turns().size(), turns);

        // Within the next turn Ctrl+Z takes the tile back, as always.
        placeWithoutFigure(t);
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->toolTip(), u"Take back the last decision"_s);
        QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(t.doc()->stage(), Stage::Placing);
        QCOMPARE(t.doc()->game().board().placed().size(), turns + 1);
    }

    void neverSaysWhyFromTheStart()
    {
        test::TestWindow t(limitedGame(engine::UndoLimit::None));
        QAction *undo = undoAction(t.w);
        QVERIFY(undo);
        placeWithoutFigure(t);
        QVERIFY(!undo->isEnabled());
        QVERIFY(undo->toolTip().contains(u"allow no undo"_s));
        QTest::keyClick(&t.w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(t.w.statusBar()->currentMessage().contains(u"allow no undo"_s));
        QCOMPARE(t.doc()->stage(), Stage::Confirming); // the tile stays
    }
};

QTEST_MAIN(TestUndoLimits)
#include "tst_undolimits.moc"
