#include "gamerecord.h"

#include "document/gamelognames.h"

#include <QCryptographicHash>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::stats {

namespace {

void addNumber(QCryptographicHash &hash, qint64 n)
{
    const QByteArray text = QByteArray::number(n) + ',';
    hash.addData(text);
}

void addText(QCryptographicHash &hash, const QString &text)
{
    addNumber(hash, text.size()); // the length first: "ab" + "c" and "a" + "bc" differ
    hash.addData(text.toUtf8());
}

// Every entry of every turn, field by field: the tile indices depend only on the tile sets,
// which the key holds too.
void addTurns(QCryptographicHash &hash, const engine::Match &match)
{
    for (const engine::TurnRecord &turn : match.turns()) {
        addNumber(hash, turn.player);
        addNumber(hash, qint64(turn.decisions.size()));
        for (const engine::Decision &d : turn.decisions) {
            for (const int field : {int(d.kind), int(d.tile), d.placement.pos.x, d.placement.pos.y, d.placement.rotation,
                                    int(d.deployment.feature), int(d.deployment.figure), d.at.x, d.at.y})
                addNumber(hash, field);
        }
    }
}

// The rules as the log writes them, every option on one line: two games alike but for a rule
// (hand-written ones, say) are two games.
QByteArray rulesLine(const QByteArray &log)
{
    const qsizetype at = log.indexOf("\n    \"rules\": ");
    return at < 0 ? QByteArray() : log.mid(at, log.indexOf('\n', at + 1) - at);
}

QString hex(const QCryptographicHash &hash)
{
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

std::optional<GameRecord> recordOf(const document::GameInfo &info, const engine::Match &match, const QString &logPath)
{
    const engine::Game &game = match.game();
    if (!game.isOver())
        return std::nullopt;
    GameRecord record;
    record.played = info.created.isValid() ? info.created.toUTC() : QDateTime();
    QStringList sets;
    for (const engine::TileSet &set : info.tileSets)
        sets << QString::fromStdString(set.name);
    record.ruleSet = sets.join(kRuleSetSeparator);
    record.logPath = logPath;
    record.log = document::gameLogToJson(info, match);

    QCryptographicHash key(QCryptographicHash::Sha1);
    // Seconds: a log keeps its start to the second, the game in the window to the millisecond.
    addNumber(key, record.played.isValid() ? record.played.toSecsSinceEpoch() : -1);
    addText(key, QString::number(info.seed));
    key.addData(rulesLine(record.log));
    for (const engine::TileSet &set : info.tileSets)
        addText(key, QString::fromStdString(set.id));
    for (int p = 0; p < game.playerCount(); ++p) {
        const document::PlayerInfo player = info.players.value(p);
        SeatRecord seat;
        seat.name = player.name;
        seat.computer = player.computer;
        seat.level = player.level;
        seat.score = game.score(p);
        for (int c = 0; c < engine::kScoreCategories; ++c)
            seat.points[std::size_t(c)] = game.scoreIn(p, engine::ScoreCategory(c));
        record.seats.append(seat);
        addText(key, seat.name);
        addText(key, seat.computer ? document::lognames::kComputerLevels[std::size_t(seat.level)] : u"person"_s);
    }
    for (SeatRecord &seat : record.seats)
        seat.rank = 1 + int(std::count_if(record.seats.cbegin(), record.seats.cend(), [&seat](const SeatRecord &other) {
                        return other.score > seat.score;
                    }));

    QCryptographicHash decisions(QCryptographicHash::Sha1);
    addTurns(decisions, match);
    record.decisionsHash = hex(decisions);
    // Without a start date the setup alone may well repeat (a seed chosen by hand): the turns
    // tell such games apart.
    if (!record.played.isValid())
        addTurns(key, match);
    record.key = hex(key);
    return record;
}

} // namespace tessera::stats
