// The package's MIME types as a file manager sees them once installed: Qt's QMimeDatabase (the
// lookup of KDE's and other Qt programs) and, where present, GLib's gio (GNOME's and others'),
// over a MIME database of the system's types and packaging/linux/mime.xml,
// merged by update-mime-database as the package's installation merges them. A game log or a
// tile set saved as .json is what it is; any other JSON stays application/json.

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kSource = QStringLiteral(TESSERA_SOURCE_DIR);

bool copy(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

class TestMimeTypes : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_files;
    bool m_cache = false;

    QString write(const QString &name, const QByteArray &contents)
    {
        QFile file(m_files + u'/' + name);
        return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size() ? file.fileName() : QString();
    }

    QString gioType(const QString &path)
    {
        QProcess gio;
        gio.start(u"gio"_s, {u"info"_s, u"-a"_s, u"standard::content-type"_s, path});
        if (!gio.waitForFinished(20000))
            return u"(gio did not finish)"_s;
        for (const QByteArray &line : gio.readAllStandardOutput().split('\n'))
            if (line.trimmed().startsWith("standard::content-type: "))
                return QString::fromUtf8(line.trimmed().mid(24));
        return u"(no content type)"_s;
    }

private slots:
    void initTestCase()
    {
        // The system's types, found before the environment below hides them.
        const QString system = QStandardPaths::locate(QStandardPaths::GenericDataLocation,
                                                      u"mime/packages/freedesktop.org.xml"_s);
        if (system.isEmpty())
            QSKIP("shared-mime-info is not installed (scripts/dev.sh test installs it)");
        const QString share = m_dir.filePath(u"share"_s);
        QVERIFY(QDir().mkpath(share + u"/mime/packages"_s));
        QVERIFY(copy(system, share + u"/mime/packages/freedesktop.org.xml"_s));
        QVERIFY(copy(kSource + u"/packaging/linux/mime.xml"_s, share + u"/mime/packages/tessera.xml"_s));
        // With update-mime-database Qt reads the merged mime.cache, as on an installed system;
        // without it Qt reads the XML files themselves.
        if (const QString update = QStandardPaths::findExecutable(u"update-mime-database"_s); !update.isEmpty()) {
            QCOMPARE(QProcess::execute(update, {share + u"/mime"_s}), 0);
            m_cache = true;
        }
        qInfo("Qt reads %s", m_cache ? "the merged mime.cache" : "the XML files (no update-mime-database)");
        qputenv("XDG_DATA_DIRS", QFile::encodeName(share));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(u"no-user-types"_s)));
        m_files = m_dir.filePath(u"files"_s);
        QVERIFY(QDir().mkpath(m_files));
    }

    void typeOfAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("type");
        const QString game = u"application/x-tessera-game"_s;
        const QString tileset = u"application/x-tessera-tileset"_s;
        const QByteArray log = "{\n    \"format\": \"tessera-game\",\n    \"version\": 4\n}\n";
        QTest::newRow("a game log, .tessera") << write(u"game.tessera"_s, log) << game;
        QTest::newRow("a game log, .json") << write(u"game.json"_s, log) << game;
        QTest::newRow("a game log, no suffix") << write(u"game"_s, log) << game;
        QTest::newRow("a game log of tests/data") << kSource + u"/tests/data/logs/scoring/base-city-majority.json"_s << game;
        for (const QString &name : QDir(kSource + u"/tilesets"_s).entryList({u"*.json"_s}))
            QTest::addRow("built-in tile set %s", qPrintable(name)) << kSource + u"/tilesets/"_s + name << tileset;
        QTest::newRow("a tile set, compact JSON")
            << write(u"mine.json"_s, "{\"format\":\"tessera-tileset\",\"version\":1}") << tileset;
        QTest::newRow("a JCloisterZone game")
            << kSource + u"/tests/data/jcz/city-pennant.jcz"_s << u"application/x-jcloisterzone-game"_s;
        QTest::newRow("other JSON") << write(u"other.json"_s, "{\"name\": \"tessera\"}\n") << u"application/json"_s;
        QTest::newRow("JSON naming the format elsewhere")
            << write(u"notes.json"_s, "{\"about\": \"tessera-game\"}\n") << u"application/json"_s;
    }

    void typeOfAFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, type);
        QVERIFY(!path.isEmpty());
        QCOMPARE(QMimeDatabase().mimeTypeForFile(path).name(), type);
        if (m_cache && !QStandardPaths::findExecutable(u"gio"_s).isEmpty())
            QCOMPARE(gioType(path), type);
    }

    // File managers describe the types in the interface's languages (translations/) too.
    void descriptionsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("language");
        for (const char *type :
             {"application/x-tessera-game", "application/x-tessera-tileset", "application/x-jcloisterzone-game"})
            for (const char *language : {"de", "fr"})
                QTest::addRow("%s %s", type, language) << QString::fromLatin1(type) << QString::fromLatin1(language);
    }

    void descriptionsInEveryLanguage()
    {
        QFETCH(QString, type);
        QFETCH(QString, language);
        const QMimeType mime = QMimeDatabase().mimeTypeForName(type);
        QLocale::setDefault(QLocale(QLocale::English));
        const QString english = mime.comment();
        QLocale::setDefault(QLocale(language));
        const QString translated = mime.comment();
        QLocale::setDefault(QLocale::system());
        QVERIFY(english.contains(u"game"_s) || english.contains(u"tile set"_s));
        QVERIFY2(translated != english, qPrintable(translated));
    }

    // Each of Tessera's own document types has an icon of its own, installed under the name
    // the icon theme looks up (packaging/CMakeLists.txt installs packaging/linux/icons).
    void documentIcons_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("game") << u"application/x-tessera-game"_s;
        QTest::newRow("tile set") << u"application/x-tessera-tileset"_s;
    }

    void documentIcons()
    {
        QFETCH(QString, type);
        const QMimeType mime = QMimeDatabase().mimeTypeForName(type);
        QVERIFY(mime.isValid());
        const QString icon = kSource + u"/packaging/linux/icons/"_s + mime.iconName() + u".svg"_s;
        QVERIFY2(QFile::exists(icon), qPrintable(icon));
        QVERIFY(QSvgRenderer(icon).isValid());
    }
};

QTEST_MAIN(TestMimeTypes)
#include "tst_mimetypes.moc"
