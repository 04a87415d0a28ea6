// Every way the windows write a file, driven as a player does (keys, menus, the file dialog),
// when the write is cut short as a full disk or a quota cuts it (a file size limit): the window
// says which file could not be written and why, a file of that name written before stays as it
// was, and nothing else is left in the folder. Save, Save As, the board picture, the JCloisterZone
// export, the tile set editor's Save As, the replay viewer's position and frames, the preferences.

#include "dialogs/preferences.h"
#include "editor/tileseteditor.h"
#include "replay/replaywindow.h"
#include "support/filesizelimit.h"
#include "support/modals.h"
#include "support/testgames.h"
#include "support/testwindow.h"
#include "engine/randomplayer.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using test::BoxText;

namespace {

const QByteArray kOld = "the file that was here before\n";

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void putOld(const QString &path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kOld);
}

QStringList filesIn(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// The action of the window's menus (submenus included) with this object name or text.
QAction *findAction(QWidget *window, const QString &nameOrText)
{
    for (QAction *a : window->findChildren<QAction *>())
        if (a->objectName() == nameOrText || a->text() == nameOrText)
            return a;
    return nullptr;
}

// The box said what could not be written, naming the file, and why.
void requireToldWhy(const BoxText &seen, const QString &title, const QString &fileName)
{
    QCOMPARE(seen.title, title);
    const QString all = seen.text + u'\n' + seen.informative + u'\n' + seen.details;
    QVERIFY2(all.contains(fileName), qPrintable(all));
    QVERIFY2(all.contains(u"File too large"_s), qPrintable(all));
}

// A game window after a few turns, with its autosave out of the way.
struct Played {
    test::TestWindow t{test::baseGame(4), false};
    Played()
    {
        engine::RandomPlayer player(4);
        for (int turn = 0; turn < 4; ++turn)
            test::playDocumentTurn(*t.doc(), player);
    }
};

} // namespace

class TestWindowWrites : public QObject {
    Q_OBJECT

private slots:
    // The game window's Save As, Export Board (Ctrl+E) and Export > JCloisterZone Game: the
    // file chosen in the dialog already holds an older file.
    void gameWindowWritesKeepTheOldFile_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("action"); // an object name, or a shortcut
        QTest::newRow("save as") << u"game.tessera"_s << u"Cannot Save Game"_s << u"Ctrl+Shift+S"_s;
        QTest::newRow("board picture") << u"board.png"_s << u"Cannot Export Board"_s << u"Ctrl+E"_s;
        QTest::newRow("JCloisterZone game") << u"game.jcz"_s << u"Cannot Export Game"_s << u"exportJczAction"_s;
    }
    void gameWindowWritesKeepTheOldFile()
    {
        QFETCH(QString, fileName);
        QFETCH(QString, title);
        QFETCH(QString, action);
        Played game;
        QTemporaryDir out;
        const QString path = out.filePath(fileName);
        putOld(path);
        BoxText seen;
        {
            test::FileSizeLimit limit(64);
            QVERIFY(limit.ok());
            test::answerFileDialog(path, &seen);
            if (QAction *menuItem = findAction(&game.t.w, action)) {
                QVERIFY(menuItem->isEnabled());
                menuItem->trigger();
            } else {
                const QKeyCombination keys = QKeySequence(action)[0];
                QTest::keyClick(&game.t.w, keys.key(), keys.keyboardModifiers());
            }
        }
        requireToldWhy(seen, title, fileName);
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(out), QStringList{fileName});
        QVERIFY(game.t.doc()->isModified() || fileName != u"game.tessera"_s);
    }

    void saveKeepsTheGameSavedBefore()
    {
        Played game;
        QTemporaryDir out;
        const QString path = out.filePath(u"game.tessera"_s);
        QVERIFY(game.t.doc()->saveAs(path));
        const QByteArray saved = fileBytes(path);
        engine::RandomPlayer player(9);
        test::playDocumentTurn(*game.t.doc(), player);
        QVERIFY(game.t.doc()->isModified());
        BoxText seen;
        {
            test::FileSizeLimit limit(64);
            test::answerMessageBox(QMessageBox::Ok, &seen);
            QTest::keyClick(&game.t.w, Qt::Key_S, Qt::ControlModifier);
        }
        requireToldWhy(seen, u"Cannot Save Game"_s, u"game.tessera"_s);
        QCOMPARE(fileBytes(path), saved);
        QCOMPARE(filesIn(out), QStringList{u"game.tessera"_s});
        QVERIFY(game.t.doc()->isModified()); // still to be saved
    }

    void tileSetEditorKeepsTheOldFile()
    {
        ui::MainWindow window;
        ui::TileSetEditor *editor = window.openTileSetEditor();
        QVERIFY(editor);
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        QTemporaryDir out;
        const QString path = out.filePath(u"my-set.json"_s);
        putOld(path);
        {
            test::FileSizeLimit limit(64);
            BoxText seen;
            test::answerFileDialog(path, &seen);
            QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(seen.title, u"Not saved"_s);
            const QString all = seen.text + u'\n' + seen.details;
            QVERIFY2(all.contains(u"my-set.json"_s) && all.contains(u"File too large"_s), qPrintable(all));
        }
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(out), QStringList{u"my-set.json"_s});
    }

    void replayViewerExportsKeepTheOldFiles()
    {
        Played game;
        QTemporaryDir out;
        const QString log = out.filePath(u"game.tessera"_s);
        QVERIFY(game.t.doc()->saveAs(log));
        QPointer<ui::ReplayWindow> viewer = game.t.w.openInReplayViewer(log);
        QVERIFY(viewer);
        QVERIFY(QTest::qWaitForWindowExposed(viewer));
        const QString position = out.filePath(u"turn.png"_s);
        putOld(position);
        {
            test::FileSizeLimit limit(64);
            BoxText seen;
            test::answerFileDialog(position, &seen);
            findAction(viewer, u"&Export Position..."_s)->trigger();
            requireToldWhy(seen, u"Cannot Export Position"_s, u"turn.png"_s);
        }
        QCOMPARE(fileBytes(position), kOld);

        // Frames: each frame is written whole or not at all; the first that fails is named.
        QTemporaryDir frames;
        {
            test::FileSizeLimit limit(64);
            BoxText seen;
            test::answerFileDialog(frames.path(), &seen);
            findAction(viewer, u"Export &Frames..."_s)->trigger();
            QCOMPARE(seen.title, u"Cannot Export Frames"_s);
            QVERIFY2(seen.informative.contains(u"File too large"_s) && seen.informative.contains(u".png"_s),
                     qPrintable(seen.informative));
        }
        for (const QString &f : filesIn(frames)) {
            QVERIFY2(f.endsWith(u".png"_s), qPrintable(f));
            QVERIFY2(!QImage(QDir(frames.path()).filePath(f)).isNull(), qPrintable(f));
        }
        QCOMPARE(QStringList(filesIn(out)), (QStringList{u"game.tessera"_s, u"turn.png"_s}));
        viewer->close();
    }

    // A folder is asked where the last file or folder was chosen, and the folder chosen is the
    // next one's start (Export Frames here; the statistics' Add Folder asks the same way).
    void folderAskedStartsAtTheLastChosen()
    {
        Played game;
        QTemporaryDir out, frames;
        const QString log = out.filePath(u"game.tessera"_s);
        QVERIFY(game.t.doc()->saveAs(log));
        QPointer<ui::ReplayWindow> viewer = game.t.w.openInReplayViewer(log);
        QVERIFY(viewer);
        QVERIFY(QTest::qWaitForWindowExposed(viewer));
        QSettings().setValue(u"files/lastDir"_s, out.path());
        QString startedIn;
        test::answerFileDialog(frames.path(), nullptr, &startedIn);
        findAction(viewer, u"Export &Frames..."_s)->trigger();
        QCOMPARE(startedIn, QDir(out.path()).absolutePath());
        QVERIFY(!filesIn(frames).isEmpty());
        QCOMPARE(QSettings().value(u"files/lastDir"_s).toString(), frames.path());
        viewer->close();
    }

    // The preferences: the dialog's choices apply, and the window says they could not be kept.
    void preferencesThatCannotBeWrittenAreTold()
    {
        Played game;
        {
            QSettings settings;
            settings.setValue(u"test/marker"_s, 1);
            settings.sync();
        }
        const QString file = QSettings().fileName();
        const QByteArray before = fileBytes(file);
        QVERIFY(!before.isEmpty());
        const bool dark = ui::loadPreferences().dark;
        BoxText seen;
        {
            test::FileSizeLimit limit(16);
            test::onNextModal([&seen](QWidget *modal) {
                auto *dialog = qobject_cast<QDialog *>(modal);
                QVERIFY(dialog);
                auto *darkBox = dialog->findChild<QCheckBox *>(u"dark"_s);
                QVERIFY(darkBox);
                QTest::mouseClick(darkBox, Qt::LeftButton, {}, QPoint(4, darkBox->height() / 2));
                test::answerMessageBox(QMessageBox::Ok, &seen);
                auto *buttons = dialog->findChild<QDialogButtonBox *>();
                QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
            });
            QTest::keyClick(&game.t.w, Qt::Key_Comma, Qt::ControlModifier);
        }
        QCOMPARE(seen.title, u"Preferences Not Saved"_s);
        QVERIFY2(seen.text.contains(QFileInfo(file).fileName()), qPrintable(seen.text));
        QCOMPARE(fileBytes(file), before);
        const QStringList beside = QDir(QFileInfo(file).path()).entryList({QFileInfo(file).fileName() + u"*"_s});
        QCOMPARE(beside, QStringList{QFileInfo(file).fileName()});
        QCOMPARE(findAction(&game.t.w, u"&Dark Mode"_s)->isChecked(), !dark); // applied all the same
    }
};

QTEST_MAIN(TestWindowWrites)
#include "tst_windowwrites.moc"
