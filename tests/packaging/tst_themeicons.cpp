// The icon theme of the menus and toolbars: every icon of Tessera's own theme draws when the
// desktop's theme lacks it, and an icon the desktop's theme has wins over ours.

#include "themeicons.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Ink {
    int opaque = 0; // pixels drawn
    int red = 0;    // of those, pure red ones (the test theme's colour)
};

Ink inkOf(const QIcon &icon, int size)
{
    const QImage image = icon.pixmap(size, size).toImage().convertToFormat(QImage::Format_ARGB32);
    Ink ink;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (qAlpha(p) < 128)
                continue;
            ++ink.opaque;
            ink.red += qRed(p) > 200 && qGreen(p) < 60 && qBlue(p) < 60;
        }
    return ink;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

class TestThemeIcons : public QObject {
    Q_OBJECT

private slots:
    void everyOwnIconDrawsWithoutADesktopTheme_data()
    {
        QTest::addColumn<QString>("desktopTheme");
        QTest::newRow("unknown theme") << u"no-such-theme"_s;
        QTest::newRow("hicolor") << u"hicolor"_s; // a session with no desktop environment
        QTest::newRow("none") << QString();
    }
    void everyOwnIconDrawsWithoutADesktopTheme()
    {
        QFETCH(QString, desktopTheme);
        QIcon::setThemeName(desktopTheme);
        const QStringList names = tessera::ownIconNames();
        // The actions of the three windows: files, undo, zoom, the replay's steps, help.
        for (const QString &needed :
             {u"document-open"_s, u"document-save"_s, u"edit-undo"_s, u"edit-redo"_s, u"zoom-in"_s, u"zoom-fit-best"_s,
              u"go-next"_s, u"media-playback-start"_s, u"help-contents"_s, u"application-exit"_s})
            QVERIFY2(names.contains(needed), qPrintable(needed));
        for (const QString &name : names) {
            const QIcon icon = tessera::themeIcon(name);
            QVERIFY2(!icon.isNull(), qPrintable(name));
            for (const int size : {16, 24, 48}) {
                const Ink ink = inkOf(icon, size);
                // Line art covers a few percent of the square at least, and never all of it.
                QVERIFY2(ink.opaque > size * size / 25 && ink.opaque < size * size,
                         qPrintable(u"%1 at %2 px: %3 pixels drawn"_s.arg(name).arg(size).arg(ink.opaque)));
            }
        }
    }

    void theDesktopThemeWins()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString theme = dir.filePath(u"desktop"_s);
        QVERIFY(QDir().mkpath(theme + u"/scalable/actions"_s));
        QVERIFY(writeFile(theme + u"/index.theme"_s,
                          "[Icon Theme]\nName=Desktop\nDirectories=scalable/actions\n\n"
                          "[scalable/actions]\nSize=24\nMinSize=8\nMaxSize=512\nType=Scalable\n"));
        QVERIFY(writeFile(theme + u"/scalable/actions/document-open.svg"_s,
                          "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>"
                          "<rect width='24' height='24' fill='#ff0000'/></svg>"));
        tessera::themeIcon(u"edit-undo"_s); // our theme is registered by the first call
        QIcon::setThemeSearchPaths(QIcon::themeSearchPaths() << dir.path());
        QIcon::setThemeName(u"desktop"_s);

        const Ink desktops = inkOf(tessera::themeIcon(u"document-open"_s), 24);
        QCOMPARE(desktops.red, 24 * 24);
        const Ink ours = inkOf(tessera::themeIcon(u"edit-undo"_s), 24);
        QVERIFY(ours.opaque > 0);
        QCOMPARE(ours.red, 0);
    }
};

QTEST_MAIN(TestThemeIcons)
#include "tst_themeicons.moc"
