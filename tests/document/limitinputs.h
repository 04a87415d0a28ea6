#pragma once
// Large inputs for the resource limit tests and benchmark, generated rather than committed:
// tile sets of many tiles, a long game, a log near the size limit, a wide board.

#include "document/gamelog.h"
#include "document/tilesetjson.h"
#include "engine/randomplayer.h"
#include "support/testgames.h"

#include <QFile>

namespace tessera::test::limits {

// A straight road from west to east, fields on both sides: copies of it always fit in a line.
inline engine::TileType straightRoad(const std::string &id, int count)
{
    using engine::FeatureKind;
    engine::TileType t;
    t.id = id;
    t.count = count;
    t.edges = {engine::EdgeType::Field, engine::EdgeType::Road, engine::EdgeType::Field, engine::EdgeType::Road};
    t.features = {{FeatureKind::Road, 0b1010, 0, {}},       // E and W
                  {FeatureKind::Field, 0, 0b10000111, {}},  // WR NL NR EL
                  {FeatureKind::Field, 0, 0b01111000, {}}}; // ER SL SR WL
    return t;
}

// `types` kinds of straight road with `copies` copies each.
inline engine::TileSet roadSet(int types, int copies)
{
    engine::TileSet set;
    set.id = "roads";
    set.name = "Roads";
    set.startTile = "road-0";
    for (int i = 0; i < types; ++i)
        set.tiles.push_back(straightRoad("road-" + std::to_string(i), copies));
    return set;
}

inline document::GameInfo gameOn(engine::TileSet set)
{
    document::GameInfo info = baseGame(1);
    info.tileSets = {std::move(set)};
    return info;
}

// A random game of `turns` turns on the base tiles, each `copies` times over.
inline QByteArray longGameLog(int turns, int copies)
{
    document::GameInfo info = baseGame(3);
    for (engine::TileType &t : info.tileSets.front().tiles)
        t.count *= copies;
    engine::Match match(info.setup());
    engine::RandomPlayer player(3);
    engine::playRandomMatch(match, player, std::size_t(turns));
    return document::gameLogToJson(info, match);
}

// A row of `width` straight roads (a multiple of 10, in 10 kinds so that no count passes the
// format's 1000), grown alternately east and west of the start tile.
inline QByteArray wideBoardLog(int width)
{
    const document::GameInfo info = gameOn(roadSet(10, width / 10));
    engine::Match match(info.setup());
    for (int i = 1; i < width; ++i) {
        const auto tile = engine::TileIndex(i % 10);
        const auto t = engine::TurnRecord::basic((i - 1) % 2, {tile}, tile, {{i % 2 ? (i + 1) / 2 : -(i / 2), 0}, 0},
                                                 std::nullopt);
        if (match.applyTurn(t))
            return {};
    }
    return document::gameLogToJson(info, match);
}

// `log` grown to `bytes` with spaces before its closing brace: still the same valid game.
inline QByteArray padded(QByteArray log, qint64 bytes)
{
    const qsizetype brace = log.lastIndexOf('}');
    log.insert(brace, QByteArray(qsizetype(bytes) - log.size(), ' '));
    return log;
}

// `log` with its turns repeated until the file has about `bytes` bytes.
inline QByteArray manyTurns(const QByteArray &log, qint64 bytes)
{
    const qsizetype begin = log.indexOf("\"turns\": [") + 10;
    const qsizetype end = log.indexOf("\n    ],", begin);
    QByteArray turns = log.mid(begin, end - begin) + ',';
    QByteArray out = log.left(begin);
    out.reserve(bytes + log.size());
    while (out.size() + turns.size() < bytes - (log.size() - end))
        out += turns;
    out.chop(1);
    return out + log.mid(end);
}

inline bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace tessera::test::limits
