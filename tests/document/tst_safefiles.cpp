// Reading and writing files safely: bounded reads of regular files only, atomic and
// checked writes that keep the old file on any failure, strict JSON (no duplicate keys,
// columns in characters) and the one rule for player names.

#include "document/gamedocument.h"
#include "document/gamelog.h"
#include "document/playername.h"
#include "document/safefile.h"
#include "document/strictjson.h"
#include "document/tilesetjson.h"
#include "document/tilesetlibrary.h"
#include "support/filesizelimit.h"
#include "support/testgames.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "document/jczimport.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

using test::FileSizeLimit;

// Opens a FIFO for writing after five seconds unless destroyed first: a reader blocked in
// its open gets out (and reads nothing), and the test can say what happened instead of hanging.
class FifoWatchdog {
public:
    explicit FifoWatchdog(const QString &fifo)
        : m_thread([this, path = QFile::encodeName(fifo)] {
            std::unique_lock lock(m_mutex);
            if (m_done.wait_for(lock, std::chrono::seconds(5), [this] { return m_stop; }))
                return;
            m_fired = true;
            const int fd = ::open(path.constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
        })
    {
    }
    ~FifoWatchdog()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_done.notify_all();
        m_thread.join();
    }
    bool fired() const { return m_fired; }

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_stop = false;
    std::atomic<bool> m_fired = false;
    std::thread m_thread; // last: starts once the members above exist
};

QString repeated(char32_t c, int n)
{
    QString s;
    for (int i = 0; i < n; ++i)
        s += QString::fromUcs4(&c, 1);
    return s;
}

} // namespace

class TestSafeFiles : public QObject {
    Q_OBJECT
private slots:
    void readsWholeFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"a.json"_s);
        QVERIFY(writeBytes(path, "0123456789"));
        QString error;
        QCOMPARE(document::readFileAtMost(path, 10, &error).value_or("missing"), QByteArray("0123456789"));
        QVERIFY(!document::readFileAtMost(path, 9, &error));
        QCOMPARE(error, u"The file is larger than 9 bytes, the limit for this kind of file."_s);
        QVERIFY(!document::readFileAtMost(dir.path(), 100, &error));
        QVERIFY2(error.contains(u"folder"_s), qPrintable(error));
        QVERIFY(!document::readFileAtMost(dir.filePath(u"missing"_s), 100, &error));
        QVERIFY2(error.startsWith(u"Cannot open the file"_s), qPrintable(error));
    }

    // A FIFO would block the open until a writer comes, a device never ends, a folder is no
    // file: every reader refuses them at once, saying what they are (issue 36).
    void everyReaderRefusesWhatIsNotARegularFile()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"f.json"_s);
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // Were a reader to wait for a writer, this one comes after 5 s and the test fails.
        FifoWatchdog watchdog(fifo);
        const QString fifoReason = u"This is not a regular file (a FIFO): only regular files are read."_s;
        const QString deviceReason = u"This is not a regular file (a character device): only regular files are read."_s;
        const QString folderReason = u"This is not a regular file (a folder): only regular files are read."_s;
        for (const auto &[path, reason] :
             {std::pair{fifo, fifoReason}, std::pair{u"/dev/zero"_s, deviceReason}, std::pair{dir.path(), folderReason}}) {
            QString error;
            QVERIFY(!document::readFileAtMost(path, 3 << 20, &error));
            QCOMPARE(error, reason);
            const document::LoadedGame log = document::loadGameLog(path);
            QCOMPARE(log.issues.size(), 1);
            QCOMPARE(log.issues[0].file, path);
            QCOMPARE(log.issues[0].message, reason);
            const document::LoadedGame jcz = document::importJcz(path);
            QVERIFY(!jcz.issues.isEmpty());
            QCOMPARE(jcz.issues[0].message, reason);
            QCOMPARE(document::loadGameOrJcz(path).issues.value(0).message, reason);
            const document::TileSetLoadResult set = document::loadTileSet(path);
            QCOMPARE(set.issues.size(), 1);
            QCOMPARE(set.issues[0].message, reason);
            // Not "No such tile set": it is there, and not a file.
            const document::TileSetLoadResult named = document::loadNamedTileSet(path);
            QCOMPARE(named.issues.size(), 1);
            QCOMPARE(named.issues[0].message, reason);
            document::GameDocument game;
            QCOMPARE(game.open(path).value(0).message, reason);
            QVERIFY(!game.hasGame());
        }
        QVERIFY2(!watchdog.fired(), "a reader waited for a writer of the FIFO");
        // The built-in sets are Qt resources, regular files of the program.
        QVERIFY(document::loadNamedTileSet(u"base"_s).ok());
    }

    // A regular file tells its size: one far past the limit (a sparse file of 1 GiB) is refused
    // without reading it.
    void aFileFarTooLargeIsRefusedUnread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"huge.json"_s);
        QFile huge(path);
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(qint64(1) << 30));
        huge.close();
        QString error;
        QVERIFY(!document::readFileAtMost(path, 3 << 20, &error));
        QCOMPARE(error, u"The file is larger than 3 MiB, the limit for this kind of file."_s);
    }

    // A stream (a pipe, /dev/stdout) is written straight into: nothing to replace atomically,
    // and no temporary file may take its place (issue 36: -o /dev/stdout failed).
    void writingIntoAStream()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"out.png"_s);
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // A reader first (without waiting for a writer), so that the write does not wait.
        const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QVERIFY(document::isStream(fifo));
        QVERIFY(document::isStream(u"/dev/stdout"_s));
        QVERIFY(!document::isStream(dir.path()));
        QVERIFY(!document::isStream(dir.filePath(u"missing.png"_s)));
        QString error;
        const bool written = document::writeFileAtomically(fifo, "picture", &error);
        char buffer[16] = {};
        const auto got = ::read(reader, buffer, sizeof buffer);
        ::close(reader);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(QByteArray(buffer, int(std::max<ssize_t>(got, 0))), QByteArray("picture"));
        QCOMPARE(document::nonRegularKind(fifo), u"a FIFO"_s); // still the FIFO, not a file in its place
        QVERIFY(!document::writeFileAtomically(u"/dev/full"_s, "x", &error));
        QCOMPARE(error, u"No space left on device"_s);
    }

    void failedWritesKeepTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"game.tessera"_s);
        const QByteArray before = "the old game\n";
        QVERIFY(writeBytes(path, before));
        const document::GameInfo info = test::baseGame(7);
        engine::Match match(info.setup());
        engine::RandomPlayer player(7);
        engine::playRandomMatch(match, player, 20);
        const engine::TileSet set = *document::loadNamedTileSet(u"base"_s).set;
        {
            FileSizeLimit limit(4096);
            QVERIFY(limit.ok());
            QString error;
            QVERIFY(!document::writeFileAtomically(path, QByteArray(100'000, 'x'), &error));
            QVERIFY2(error.contains(u"too large"_s, Qt::CaseInsensitive), qPrintable(error));
            QCOMPARE(fileBytes(path), before);
            error.clear();
            QVERIFY(!document::saveGameLog(info, match, path, &error));
            QVERIFY(!error.isEmpty());
            QCOMPARE(fileBytes(path), before);
            error.clear();
            QVERIFY(!document::saveTileSet(set, path, &error));
            QVERIFY2(error.startsWith(u"Cannot save the tile set to "_s + path), qPrintable(error));
            QCOMPARE(fileBytes(path), before);
            // A write within the limit still works.
            QVERIFY(document::writeFileAtomically(path, "small", &error));
            QCOMPARE(fileBytes(path), QByteArray("small"));
        }
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"game.tessera"_s});
        QString error;
        QVERIFY(document::saveGameLog(info, match, path, &error));
        QVERIFY(document::loadGameLog(path).ok());
    }

    void writeIntoAMissingFolderFails()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!document::writeFileAtomically(dir.filePath(u"no/such/folder/file"_s), "x", &error));
        QVERIFY(!error.isEmpty());
    }

    // What a save killed between naming its complete copy and renaming it leaves, and only
    // that, is found and removed; names of another shape beside it stay.
    void leftoversOfAKilledSave()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(u"autosave.tessera"_s);
        const QStringList leftovers{autosave + u".isDuuH"_s, autosave + u".file.Ab3xYz"_s};
        const QStringList others{autosave,
                                 autosave + u".file"_s,
                                 autosave + u".abc12"_s,
                                 autosave + u".abcdefg"_s,
                                 autosave + u".ab-cd1"_s,
                                 dir.filePath(u"other.tessera.isDuuH"_s)};
        for (const QString &path : leftovers + others)
            QVERIFY(writeBytes(path, "x"));
        QCOMPARE(document::saveLeftovers(autosave), QStringList{leftovers.at(0)});
        QCOMPARE(document::saveLeftovers(autosave + u".file"_s), QStringList{leftovers.at(1)});

        document::GameDocument game;
        game.setAutosavePath(autosave);
        game.removeAutosaveLeftovers();
        for (const QString &path : leftovers)
            QVERIFY2(!QFile::exists(path), qPrintable(path));
        for (const QString &path : others)
            QVERIFY2(QFile::exists(path), qPrintable(path));
    }

    void sameFile()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(u"a"_s), b = dir.filePath(u"b"_s);
        QVERIFY(writeBytes(a, "a") && writeBytes(b, "b"));
        QVERIFY(QFile::link(a, dir.filePath(u"link"_s)));
        QVERIFY(document::isSameFile(a, dir.path() + u"/./a"_s));
        QVERIFY(document::isSameFile(a, dir.filePath(u"link"_s)));
        QVERIFY(!document::isSameFile(a, b));
        QVERIFY(!document::isSameFile(a, dir.filePath(u"missing"_s)));
        QVERIFY(!document::isSameFile(dir.filePath(u"missing"_s), dir.filePath(u"missing"_s)));
    }

    void duplicateKeys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path"); // empty: no duplicate
        QTest::newRow("none") << QByteArray("{\"a\": 1, \"b\": {\"a\": 2}, \"c\": [{\"a\": 1}, {\"a\": 2}]}") << QString();
        QTest::newRow("top level") << QByteArray("{\"a\": 1, \"b\": 2, \"a\": 3}") << u"$.a"_s;
        QTest::newRow("nested") << QByteArray("{\"x\": [0, {\"k\": [], \"k\": {}}]}") << u"$.x[1].k"_s;
        QTest::newRow("after strings with brackets")
            << QByteArray("{\"s\": \"}{][\\\",\", \"t\": [1, \"]\"], \"s\": 0}") << u"$.s"_s;
        QTest::newRow("escaped backslash before a quote")
            << QByteArray("{\"s\": \"x\\\\\", \"t\": \"\\\\\\\"\", \"s\": 0}") << u"$.s"_s;
        QTest::newRow("escaped spelling") << QByteArray("{\"ab\": 1, \"a\\u0062\": 2}") << u"$.ab"_s;
        QTest::newRow("odd key") << QByteArray("{\"a b\": 1, \"a b\": 2}") << u"$[\"a b\"]"_s;
        QTest::newRow("unicode") << QByteArray("{\"d\xC3\xA9v\": 1, \"d\xC3\xA9v\": 2}") << u"$[\"d\u00e9v\"]"_s;
        QTest::newRow("scalar document") << QByteArray("[1, 2, 3]") << QString();
        // QJsonDocument takes a UTF-8 byte order mark; the checks behind it must see the text too.
        QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF{\"a\": 1, \"a\": 2}") << u"$.a"_s;
    }

    void duplicateKeys()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QVERIFY(!QJsonDocument::fromJson(json).isNull());
        QCOMPARE(document::findDuplicateKey(json).value_or(QString()), path);
        document::JsonProblem problem;
        QCOMPARE(document::parseStrictJson(json, &problem).has_value(), path.isEmpty());
        QCOMPARE(problem.jsonPath, path);
    }

    void topLevelStrings()
    {
        const QByteArray log = "{\"turns\": [{\"format\": \"inner\"}], \"format\": \"tessera-game\", \"n\": 1}";
        QCOMPARE(document::topLevelString(log, "format"), u"tessera-game"_s);
        QCOMPARE(document::topLevelString(log, "n"), QString()); // not a string
        QCOMPARE(document::topLevelString(log, "turns"), QString());
        QCOMPARE(document::topLevelString("{\"f\": \"a\\\"b\\u00e9\"}", "f"), u"a\"b\u00e9"_s);
        // Behind a byte order mark as without (validate took such a tile set for a bad game log).
        QCOMPARE(document::topLevelString("\xEF\xBB\xBF{\"format\": \"tessera-tileset\"}", "format"), u"tessera-tileset"_s);
        // Broken or odd text ends the look without an answer, never a crash or a hang.
        for (const QByteArray &bad : {QByteArray(""), QByteArray("{"), QByteArray("{\"format\""), QByteArray("[1 2 ,,"),
                                      QByteArray("{\"a\": [}"), QByteArray("\"format\": \"x\""), QByteArray("{,:}")})
            QCOMPARE(document::topLevelString(bad, "format"), QString());
    }

    // An editor shows columns in characters: "é" and "😀" are one column each, not 2 or 4 bytes.
    // A picture or an archive renamed .json is named as what it is, by every reader of JSON.
    void binaryFilesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("kind");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << u"a PNG image"_s;
        QTest::newRow("jpeg") << QByteArray("\xff\xd8\xff\xe0\0\x10JFIF", 10) << u"a JPEG image"_s;
        QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\0\0\0", 8) << u"a ZIP archive"_s;
        QTest::newRow("utf-16") << QByteArray("\xff\xfe{\0\"\0", 6) << u"binary data"_s;
    }
    void binaryFilesAreNamed()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, kind);
        const QString said = u"This is not a Tessera file: it holds %1, not the JSON text of a game or a tile set."_s.arg(
            kind);
        const document::LoadedGame log = document::parseGameLog(data, u"x.json"_s);
        QCOMPARE(log.issues.size(), 1);
        QCOMPARE(log.issues.first().message, said);
        const document::LoadedGame jcz = document::parseJcz(data, u"x.jcz"_s);
        QCOMPARE(jcz.issues.size(), 1);
        QCOMPARE(jcz.issues.first().message, said);
        const document::TileSetLoadResult set = document::parseTileSet(data, u"x.json"_s);
        QVERIFY(!set.set);
        QCOMPARE(set.issues.first().message, said);
    }

    void syntaxErrorColumnsCountCharacters()
    {
        document::JsonProblem ascii, wide;
        QVERIFY(!document::parseStrictJson("{\"n\": 1,\n \"name\": \"Deja X\" x}", &ascii));
        QVERIFY(!document::parseStrictJson("{\"n\": 1,\n \"name\": \"D\xC3\xA9j\xC3\xA0 \xF0\x9F\x98\x80\" x}", &wide));
        QVERIFY2(ascii.message.startsWith(u"JSON syntax error at line 2, column "_s), qPrintable(ascii.message));
        QCOMPARE(wide.message, ascii.message);
        document::JsonProblem empty;
        QVERIFY(!document::parseStrictJson(" \n", &empty));
        QCOMPARE(empty.message, u"The file is empty."_s);
        document::JsonProblem first;
        QVERIFY(!document::parseStrictJson("x", &first));
        QVERIFY2(first.message.startsWith(u"JSON syntax error at line 1, column "_s), qPrintable(first.message));
        // A byte order mark is no column.
        document::JsonProblem marked, unmarked;
        QVERIFY(!document::parseStrictJson("\xEF\xBB\xBF{\"a\": x}", &marked));
        QVERIFY(!document::parseStrictJson("{\"a\": x}", &unmarked));
        QCOMPARE(marked.message, unmarked.message);
    }

    // Texts are as long as the format allows and no longer (issue 36: a log with a key or a text
    // of 60 MB took seconds and hundreds of MB before its error, and printed the key whole).
    void aTextLongerThanTheFormatAllowsIsRefusedUnparsed()
    {
        const QByteArray huge(60 * 1000 * 1000, 'x');
        const document::LoadedGame key = document::parseGameLog("{\"format\": \"tessera-game\", \"" + huge + "\": 1}",
                                                                u"k.json"_s);
        QCOMPARE(key.issues.size(), 1);
        QCOMPARE(key.issues[0].message,
                 u"The key at line 1, column 28 is longer than 256 bytes: no key of this kind of file is that long."_s);
        const document::LoadedGame text = document::parseGameLog("{\"format\": \"" + huge + "\"}", u"t.json"_s);
        QCOMPARE(text.issues.size(), 1);
        QCOMPARE(text.issues[0].message,
                 u"The text at line 1, column 12 is longer than 2 MiB: no text of this kind of file is that long."_s);
        const document::TileSetLoadResult set = document::parseTileSet(
            "{\"format\": \"tessera-tileset\", \"name\": \"" + huge.left(3 << 20) + "\"}", u"s.json"_s);
        QCOMPARE(set.issues.size(), 1);
        QVERIFY2(set.issues[0].message.startsWith(u"The text at line 1, column 39 is longer than 2 MiB"_s),
                 qPrintable(set.issues[0].message));
        // Escaped quotes and backslashes do not end a text early, nor late.
        document::JsonProblem problem;
        const document::JsonLimits limits{4, 8};
        QVERIFY(document::parseStrictJson("{\"k\": \"a\\\"b\\\\\", \"x\\\"\": 1}", &problem, limits));
        QVERIFY(!document::parseStrictJson("{\"k\": \"a\\\"b\\\\\\\"cd\"}", &problem, limits));
        QVERIFY2(problem.message.startsWith(u"The text at line 1, column 7"_s), qPrintable(problem.message));
        QVERIFY(!document::parseStrictJson("{\"k\\\"xyz\": 1}", &problem, limits));
        QVERIFY2(problem.message.startsWith(u"The key at line 1, column 2"_s), qPrintable(problem.message));
    }

    void playerNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem"); // a phrase of the message; empty: a good name
        QTest::newRow("plain") << u"Ann"_s << QString();
        QTest::newRow("accents") << u"Zoë Żak"_s << QString();
        QTest::newRow("200 emoji") << repeated(U'\U0001F600', 200) << QString(); // 400 UTF-16 units
        QTest::newRow("201 emoji") << repeated(U'\U0001F600', 201) << u"1 to 200 characters"_s;
        QTest::newRow("200 letters") << repeated(U'a', 200) << QString();
        QTest::newRow("201 letters") << repeated(U'a', 201) << u"1 to 200 characters"_s;
        QTest::newRow("blank") << u"   "_s << u"1 to 200 characters"_s;
        QTest::newRow("escape") << u"Ann\u001b[31m"_s << u"control characters (character U+001b)"_s;
        QTest::newRow("newline") << u"Ann\nBen"_s << u"control characters (character U+000a)"_s;
        QTest::newRow("C1 CSI") << u"Ann\u009b"_s << u"control characters (character U+009b)"_s;
        QTest::newRow("right-to-left override") << u"Ann\u202e"_s << u"control characters (character U+202e)"_s;
    }

    void playerNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const auto found = document::playerNameProblem(name);
        QCOMPARE(found.has_value(), !problem.isEmpty());
        if (found)
            QVERIFY2(found->contains(problem), qPrintable(*found));
    }
};

QTEST_GUILESS_MAIN(TestSafeFiles)
#include "tst_safefiles.moc"
