// Tessera, the desktop game: application setup, command line, the first window.

#include "appicon.h"
#include "commandline.h"
#include "document/translations.h"
#include "dialogs/preferences.h"
#include "dialogs/settingsfile.h"
#include "editor/tileseteditor.h"
#include "tessera/version.h"
#include "window/fileopenfilter.h"
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

namespace {

// The program's names, read by QSettings, the help, the version and the desktop.
void setIdentity()
{
    QCoreApplication::setOrganizationName(u"Tessera"_s);
    QCoreApplication::setOrganizationDomain(u"tessera.invalid"_s);
    QCoreApplication::setApplicationName(u"Tessera"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));
}

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

// --help, --version and usage errors with no more than Qt Core: they work over SSH and in a
// build chroot, where QApplication would abort for want of a display.
int answerWithoutWindow(int argc, char *argv[])
{
    QCoreApplication core(argc, argv);
    tessera::document::setInterfaceLanguage(tessera::ui::loadPreferences().language);
    tessera::app::CommandLine commandLine;
    commandLine.parser.process(tessera::app::withBareEditFilled(QCoreApplication::arguments())); // prints and exits
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A save beyond the file size limit (ulimit -f, a quota) then fails with a message, instead
    // of killing the game.
    std::signal(SIGXFSZ, SIG_IGN);
    setIdentity();
    // Before anything reads the settings (also --help, which reads the language): a FIFO there
    // would hang the start, a huge file slow it down. An unusable file is set aside, said on
    // standard error and in a message.
    const QString settingsProblem = tessera::ui::setAsideUnusableSettings();
    if (!settingsProblem.isEmpty())
        std::fprintf(stderr, "tessera: %s\n", settingsProblem.toLocal8Bit().constData());
    if (tessera::app::needsNoWindow(argumentsOf(argc, argv)))
        return answerWithoutWindow(argc, argv);
    // The interface size of the preferences; a scale set in the environment wins.
    if (const QString scale = tessera::ui::scaleFactorSetting();
        !scale.isEmpty() && qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", scale.toLatin1());
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(u"Tessera"_s);
    QApplication::setDesktopFileName(QStringLiteral(TESSERA_APP_ID));
    QApplication::setWindowIcon(tessera::appIcon());

    // The language of the preferences (the system's by default), Qt's own dialogs included.
    tessera::document::setInterfaceLanguage(tessera::ui::loadPreferences().language);

    tessera::app::CommandLine commandLine;
    QCommandLineParser &parser = commandLine.parser;
    const QCommandLineOption &startupTime = commandLine.startupTime;
    const QCommandLineOption &edit = commandLine.edit;
    const QCommandLineOption &replay = commandLine.replay;
    parser.process(tessera::app::withBareEditFilled(QCoreApplication::arguments()));

    if (tessera::ui::loadPreferences().dark)
        tessera::ui::applyTheme(true);

    tessera::ui::MainWindow window;
    // Said once the first window is there, before anything else asks a question.
    const auto tellSettingsProblem = [&settingsProblem](QWidget *parent) {
        if (!settingsProblem.isEmpty())
            QMessageBox::warning(parent, QApplication::translate("main", "Settings Set Aside"), settingsProblem);
    };
    const auto *fileOpens = new tessera::ui::FileOpenFilter(&window);
    if (parser.isSet(edit)) {
        // Only the editor shows; the game window appears when a game is started from it.
        tessera::ui::TileSetEditor *editor = window.openTileSetEditor();
        const QString path = parser.value(edit);
        QTimer::singleShot(0, editor, [editor, path, tellSettingsProblem] {
            tellSettingsProblem(editor);
            if (!path.isEmpty()) // --edit alone: the new set the editor starts with
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
    QTimer::singleShot(0, &window, [&window, files, tellSettingsProblem, fileOpens] {
        tellSettingsProblem(&window);
        if (!files.isEmpty())
            window.openFile(files.first());
        else if (!fileOpens->received())
            window.startWithoutFile();
    });
    return app.exec();
}
