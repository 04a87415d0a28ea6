// Tessera, the desktop game: application setup, command line, the first window.

#include "appicon.h"
#include "document/translations.h"
#include "dialogs/preferences.h"
#include "dialogs/settingsfile.h"
#include "editor/tileseteditor.h"
#include "tessera/version.h"
#include "window/mainwindow.h"
#include "window/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A save beyond the file size limit (ulimit -f, a quota) then fails with a message, instead
    // of killing the game.
    std::signal(SIGXFSZ, SIG_IGN);
    // Before anything reads the settings: a FIFO there would hang the start, a huge file slow
    // it down. An unusable file is set aside, said on standard error and in a message.
    const QString settingsProblem = tessera::ui::setAsideUnusableSettings();
    if (!settingsProblem.isEmpty())
        std::fprintf(stderr, "tessera: %s\n", settingsProblem.toLocal8Bit().constData());
    // The interface size of the preferences; a scale set in the environment wins.
    if (const QString scale = tessera::ui::scaleFactorSetting();
        !scale.isEmpty() && qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", scale.toLatin1());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Tessera"_s);
    QApplication::setOrganizationDomain(u"tessera.invalid"_s);
    QApplication::setApplicationName(u"Tessera"_s);
    QApplication::setApplicationDisplayName(u"Tessera"_s);
    QApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));
    QApplication::setDesktopFileName(u"org.tessera.Tessera"_s);
    QApplication::setWindowIcon(tessera::appIcon());

    // The language of the preferences (the system's by default), Qt's own dialogs included.
    tessera::document::setInterfaceLanguage(tessera::ui::loadPreferences().language);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "A tile-laying game of the Carcassonne family."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption startupTime(
        u"startup-time"_s, QApplication::translate("main", "Print how long the window took to appear, then quit."));
    parser.addOption(startupTime);
    const QCommandLineOption edit(
        u"edit"_s,
        QApplication::translate(
            "main",
            "Open a tile set (a file, or a built-in set such as base) in the tile set editor; a file that does not exist yet starts a new set."),
        QApplication::translate("main", "tileset"));
    parser.addOption(edit);
    const QCommandLineOption replay(
        u"replay"_s, QApplication::translate("main", "Open the game in the replay viewer (.tessera, .json or .jcz)."),
        u"file"_s);
    parser.addOption(replay);
    parser.addPositionalArgument(u"file"_s, QApplication::translate("main", "A game to open (.tessera, .json or .jcz)."),
                                 u"[file]"_s);
    parser.process(app);

    if (tessera::ui::loadPreferences().dark)
        tessera::ui::applyTheme(true);

    tessera::ui::MainWindow window;
    // Said once the first window is there, before anything else asks a question.
    const auto tellSettingsProblem = [&settingsProblem](QWidget *parent) {
        if (!settingsProblem.isEmpty())
            QMessageBox::warning(parent, QApplication::translate("main", "Settings Set Aside"), settingsProblem);
    };
    if (parser.isSet(edit)) {
        // Only the editor shows; the game window appears when a game is started from it.
        tessera::ui::TileSetEditor *editor = window.openTileSetEditor();
        const QString path = parser.value(edit);
        QTimer::singleShot(0, editor, [editor, path, tellSettingsProblem] {
            tellSettingsProblem(editor);
            editor->openOrCreate(path);
        });
        return app.exec();
    }
    if (parser.isSet(replay)) {
        // Only the viewer shows; the game window appears when a game goes on from the replay.
        QTimer::singleShot(0, &window, [&window, path = parser.value(replay), tellSettingsProblem] {
            tellSettingsProblem(nullptr);
            window.openInReplayViewer(path);
        });
        return app.exec();
    }
    window.show();
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(startupTime)) {
        // Usable: the game (if any) is loaded and the whole window has been painted once.
        QTimer::singleShot(0, &app, [&] {
            if (!files.isEmpty())
                window.openFile(files.first());
            window.repaint();
            std::printf("window usable after %.1f ms\n", sinceStart.nsecsElapsed() / 1e6);
            // exit(), not quit(): quit() closes the window, which asks whether to save an
            // unsaved game (an imported .jcz) and would wait for an answer.
            QApplication::exit(0);
        });
        return app.exec();
    }
    // Open after the event loop starts so that message boxes have a shown parent.
    QTimer::singleShot(0, &window, [&window, files, tellSettingsProblem] {
        tellSettingsProblem(&window);
        if (!files.isEmpty())
            window.openFile(files.first());
        else if (!window.offerResume())
            window.newGame();
    });
    return app.exec();
}
