// Tessera, the desktop game: application setup, command line, the first window.

#include "tessera/version.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Tessera"_s);
    QApplication::setOrganizationDomain(u"tessera.invalid"_s);
    QApplication::setApplicationName(u"Tessera"_s);
    QApplication::setApplicationDisplayName(u"Tessera"_s);
    QApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));
    QApplication::setDesktopFileName(u"org.tessera.Tessera"_s);

    // Qt's own dialog buttons in the user's language.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "A tile-laying game of the Carcassonne family."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"file"_s, QApplication::translate("main", "A game to open (.tessera, .json or .jcz)."), u"[file]"_s);
    parser.process(app);

    tessera::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    // Open after the event loop starts so that message boxes have a shown parent.
    QTimer::singleShot(0, &window, [&window, files] {
        if (!files.isEmpty())
            window.openFile(files.first());
        else if (!window.offerResume())
            window.newGame();
    });
    return app.exec();
}
