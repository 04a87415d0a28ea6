// Resource limits: the largest inputs the formats allow either load or are refused with a
// message naming the file, the JSON path and the reason, within seconds, never a crash or a
// runaway allocation. The inputs are generated (limitinputs.h), not committed.

#include "document/gamedocument.h"
#include "limitinputs.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
namespace limits = test::limits;

namespace {

// Generous enough for AddressSanitizer builds; a Release build takes a fraction (bench_limits).
constexpr qint64 kSecondsAllowed = 60;

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void init() { m_clock.start(); }
    void cleanup() { QVERIFY2(m_clock.elapsed() < kSecondsAllowed * 1000, qPrintable(u"%1 ms"_s.arg(m_clock.elapsed()))); }

    void tileSetOf10000TileTypesIsRefused()
    {
        const QString path = file(u"types.json"_s, document::tileSetToJson(limits::roadSet(10'000, 1)));
        const document::TileSetLoadResult r = document::loadTileSet(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.issues.size(), 1);
        QCOMPARE(r.issues[0].file, path);
        QCOMPARE(r.issues[0].jsonPath, u"$.tiles"_s);
        QVERIFY2(r.issues[0].message.contains(u"10000"_s) && r.issues[0].message.contains(u"1000"_s),
                 qPrintable(r.issues[0].message));
    }

    // The most tiles a game can hold: the set loads, a whole game is played and its log
    // (9,999 turns) loads back.
    void tileSetOf10000TilesIsPlayedAndReplayed()
    {
        const QString path = file(u"tiles.json"_s, document::tileSetToJson(limits::roadSet(10, 1000)));
        const document::TileSetLoadResult r = document::loadTileSet(path);
        QVERIFY(r.ok());
        QCOMPARE(r.set->totalCount(), engine::kMaxTilesPerGame);
        const document::GameInfo info = limits::gameOn(*r.set);
        engine::Match match(info.setup());
        engine::RandomPlayer player(5);
        engine::playRandomMatch(match, player);
        QVERIFY(match.game().isOver());
        QCOMPARE(int(match.game().board().placed().size()), engine::kMaxTilesPerGame);
        const document::LoadedGame loaded = document::loadGameLog(
            file(u"game.tessera"_s, document::gameLogToJson(info, match)));
        QVERIFY(loaded.ok());
        QCOMPARE(int(loaded.match->turns().size()), engine::kMaxTilesPerGame - 1);
    }

    void tileSetAboveTheGameLimitIsRefused()
    {
        const QString path = file(u"big.json"_s, document::tileSetToJson(limits::roadSet(11, 1000)));
        const document::TileSetLoadResult r = document::loadTileSet(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.issues.size(), 1);
        QCOMPARE(r.issues[0].file, path);
        QCOMPARE(r.issues[0].jsonPath, u"$.tiles"_s);
        QVERIFY2(r.issues[0].message.contains(u"11000"_s) && r.issues[0].message.contains(u"10000"_s),
                 qPrintable(r.issues[0].message));
    }

    // Two sets within the limit each, above it together.
    void gameLogWhoseTileSetsPassTheLimitTogetherIsRefused()
    {
        document::GameInfo info = limits::gameOn(limits::roadSet(6, 1000));
        engine::TileSet more = limits::roadSet(6, 1000);
        more.id = "more";
        more.startTile.clear();
        for (engine::TileType &t : more.tiles)
            t.id = "more-" + t.id;
        engine::Match match(info.setup());
        info.tileSets.push_back(more);
        const QString path = file(u"two-sets.tessera"_s, document::gameLogToJson(info, match));
        const document::LoadedGame loaded = document::loadGameLog(path);
        QVERIFY(!loaded.match);
        QCOMPARE(loaded.issues.size(), 1);
        QCOMPARE(loaded.issues[0].file, path);
        QCOMPARE(loaded.issues[0].jsonPath, u"$.tileSets"_s);
        QVERIFY2(loaded.issues[0].message.contains(u"12000"_s) && loaded.issues[0].message.contains(u"10000"_s),
                 qPrintable(loaded.issues[0].message));
    }

    // A caller that skips the readers still gets a pile the engine can hold.
    void engineNeverBuildsALargerPile()
    {
        const engine::Game game(limits::gameOn(limits::roadSet(20, 1000)).setup());
        QCOMPARE(game.tilesLeft() + 1, engine::kMaxTilesPerGame);
    }

    void gameOf2000TurnsLoadsAndUndoes()
    {
        const QString path = file(u"long.tessera"_s, limits::longGameLog(2000, 30));
        document::GameDocument doc;
        QVERIFY(doc.open(path).isEmpty());
        QCOMPARE(doc.match().turns().size(), std::size_t(2000));
        doc.undoTurn(); // replays 1,999 turns
        QCOMPARE(doc.match().turns().size(), std::size_t(1999));
        doc.redoTurn();
        QCOMPARE(doc.match().turns().size(), std::size_t(2000));
    }

    void logOf60MiBLoads()
    {
        const QByteArray log = limits::padded(limits::longGameLog(2000, 30), 60 << 20);
        QCOMPARE(log.size(), 60 << 20);
        const document::LoadedGame loaded = document::loadGameLog(file(u"padded.tessera"_s, log));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.match->turns().size(), std::size_t(2000));
    }

    // 60 MiB of turns: far more than any game has, refused before replaying any.
    void logOf60MiBOfTurnsIsRefused()
    {
        const QString path = file(u"turns.tessera"_s, limits::manyTurns(limits::longGameLog(2000, 30), 60 << 20));
        const document::LoadedGame loaded = document::loadGameLog(path);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.issues.size(), 1);
        QCOMPARE(loaded.issues[0].file, path);
        QCOMPARE(loaded.issues[0].jsonPath, u"$.turns"_s);
        QVERIFY2(loaded.issues[0].message.contains(u"Too many turns"_s)
                     && loaded.issues[0].message.contains(QString::number(engine::kMaxTilesPerGame - 1)),
                 qPrintable(loaded.issues[0].message));
    }

    void logAboveTheSizeLimitIsRefused()
    {
        const QString path = file(u"huge.tessera"_s,
                                  limits::padded(limits::longGameLog(10, 1), document::kMaxGameLogFileSize + 1));
        const document::LoadedGame loaded = document::loadGameLog(path);
        QVERIFY(!loaded.match);
        QCOMPARE(loaded.issues.size(), 1);
        QCOMPARE(loaded.issues[0].file, path);
        QVERIFY2(loaded.issues[0].message.contains(u"64"_s), qPrintable(loaded.issues[0].message));
    }

    void boardOf500TilesWideLoads() { checkRow(500); }

    // The widest board the tile limit allows: memory grows with its length, not its square.
    void boardOf10000TilesWideLoads() { checkRow(engine::kMaxTilesPerGame); }

private:
    QString file(const QString &name, const QByteArray &data)
    {
        const QString path = m_dir.filePath(name);
        if (!limits::write(path, data))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    void checkRow(int width)
    {
        const QByteArray log = limits::wideBoardLog(width);
        QVERIFY(!log.isEmpty());
        const document::LoadedGame loaded = document::loadGameLog(file(u"row.tessera"_s, log));
        QVERIFY(loaded.ok());
        const engine::Board::Bounds b = loaded.match->game().board().bounds();
        QCOMPARE(b.maxX - b.minX + 1, width);
        QCOMPARE(b.maxY - b.minY + 1, 1);
        QVERIFY(loaded.match->game().isOver());
    }

    QTemporaryDir m_dir;
    QElapsedTimer m_clock;
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
