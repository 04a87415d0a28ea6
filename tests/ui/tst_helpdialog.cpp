// The help window: the rules in our own words, and the shortcuts read from the window's actions.

#include "ui/dialogs/helpdialog.h"

#include <QAction>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;
using namespace tessera;

class TestHelpDialog : public QObject {
    Q_OBJECT
private slots:
    void rulesCoverTheGame()
    {
        ui::HelpDialog dialog({});
        const QString text = dialog.rules()->toPlainText();
        for (const QString &part : {u"A turn"_s, u"Finished features"_s, u"The end of the game"_s, u"Fields"_s,
                                    u"The River"_s, u"Inns & Cathedrals"_s, u"Traders & Builders"_s, u"builder"_s, u"pig"_s,
                                    u"2 points per tile and per pennant"_s, u"9 points"_s})
            QVERIFY2(text.contains(part), qPrintable(part));
    }

    void shortcutsComeFromTheActions()
    {
        QAction save(u"&Save"_s);
        save.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
        QAction confirm(u"&Confirm turn"_s);
        confirm.setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
        QAction noKeys(u"About"_s);
        ui::HelpDialog dialog({&save, &confirm, &noKeys});
        const QTableWidget *table = dialog.shortcuts();
        QStringList names;
        for (int r = 0; r < table->rowCount(); ++r)
            names.append(table->item(r, 0)->text());
        QCOMPARE(names.first(), u"Save"_s); // in the actions' order, without the mnemonic
        QCOMPARE(table->item(0, 1)->text(), QKeySequence(Qt::CTRL | Qt::Key_S).toString(QKeySequence::NativeText));
        QCOMPARE(names.at(1), u"Confirm turn"_s);
        QVERIFY(table->item(1, 1)->text().contains(u" or "_s));
        QVERIFY(!names.contains(u"About"_s)); // no keys, no row
        QVERIFY(names.contains(u"Scroll the board"_s));
    }

    void showsTheAskedPage()
    {
        ui::HelpDialog dialog({});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *tabs = dialog.findChild<QTabWidget *>();
        QCOMPARE(tabs->currentIndex(), 0);
        dialog.showPage(ui::HelpDialog::Page::Shortcuts);
        QCOMPARE(tabs->currentWidget(), static_cast<const QWidget *>(dialog.shortcuts()));
        // Escape closes it, as any dialog.
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
    }
};

QTEST_MAIN(TestHelpDialog)
#include "tst_helpdialog.moc"
