#include "pendinggames.h"

#include "document/gamelog.h"
#include "document/safefile.h"
#include "engine/ruleoptions.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QIODevice>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::stats {

namespace {

// A file's first bytes, then its layout's version: another file in the folder is not read.
constexpr quint32 kMagic = 0x54535047; // "TSPG"
constexpr quint16 kVersion = 1;
constexpr auto kSuffix = ".game";
// The game's log and a little about it: a larger file is no game of ours.
constexpr qint64 kMaxKeptGameSize = document::kMaxGameLogFileSize + 1024 * 1024;

} // namespace

PendingGames::PendingGames(const QString &databasePath) : m_folder(databasePath + u".pending"_s) {}

bool PendingGames::isEmpty() const
{
    return QDir(m_folder).entryList({u"*"_s + QLatin1StringView(kSuffix)}, QDir::Files).isEmpty();
}

bool PendingGames::keep(const GameRecord &game, QString *error)
{
    if (!QDir().mkpath(m_folder)) {
        *error = QCoreApplication::translate("Statistics", "The folder “%1” cannot be created.")
                     .arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    const QString name = QString::fromLatin1(QCryptographicHash::hash(game.key.toUtf8(), QCryptographicHash::Sha1).toHex());
    return document::writeFileAtomically(QDir(m_folder).filePath(name + QLatin1StringView(kSuffix)), serialized(game),
                                         error);
}

QList<PendingGames::Kept> PendingGames::kept() const
{
    const QDir dir(m_folder);
    QList<Kept> games;
    for (const QString &name : dir.entryList({u"*"_s + QLatin1StringView(kSuffix)}, QDir::Files, QDir::Name)) {
        const QString file = dir.filePath(name);
        games.append({file, read(file)});
    }
    const auto played = [](const Kept &k) { return k.game ? k.game->played : QDateTime(); };
    std::stable_sort(games.begin(), games.end(), [&](const Kept &a, const Kept &b) { return played(a) < played(b); });
    return games;
}

QStringList PendingGames::files() const
{
    QStringList list;
    for (const Kept &k : kept())
        list << k.file;
    return list;
}

std::optional<GameRecord> PendingGames::read(const QString &file)
{
    const auto bytes = document::readFileAtMost(file, kMaxKeptGameSize, nullptr);
    return bytes ? parse(*bytes) : std::nullopt;
}

QByteArray PendingGames::serialized(const GameRecord &game)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << kMagic << kVersion << game.key << game.decisionsHash << game.played << game.ruleSet << game.logPath << game.log
        << quint32(game.seats.size());
    for (const SeatRecord &seat : game.seats) {
        out << seat.name << seat.computer << qint32(seat.level) << qint32(seat.score) << qint32(seat.rank);
        for (const int points : seat.points)
            out << qint32(points);
    }
    return bytes;
}

std::optional<GameRecord> PendingGames::parse(const QByteArray &bytes)
{
    QDataStream stream(bytes);
    stream.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, seats = 0;
    quint16 version = 0;
    GameRecord game;
    stream >> magic >> version;
    if (magic != kMagic || version != kVersion)
        return std::nullopt;
    stream >> game.key >> game.decisionsHash >> game.played >> game.ruleSet >> game.logPath >> game.log >> seats;
    // Written in UTC; another time spec (an altered byte: Qt reads one it does not know as local
    // time) is the same moment in UTC, and a date that is no date is none (as the log had none).
    game.played = game.played.isValid() ? game.played.toUTC() : QDateTime();
    if (seats < quint32(engine::kMinPlayers) || seats > quint32(engine::kMaxPlayers))
        return std::nullopt; // not a game's seats: a damaged or altered file
    for (quint32 s = 0; s < seats && stream.status() == QDataStream::Ok; ++s) {
        SeatRecord seat;
        qint32 level = 0, score = 0, rank = 0;
        stream >> seat.name >> seat.computer >> level >> score >> rank;
        seat.level = level >= 0 && level <= int(document::ComputerLevel::Hard) ? document::ComputerLevel(level)
                                                                               : document::ComputerLevel::Medium;
        seat.score = score;
        if (rank < 1 || rank > int(seats))
            return std::nullopt;
        seat.rank = rank;
        for (int &points : seat.points) {
            qint32 value = 0;
            stream >> value;
            points = value;
        }
        game.seats.append(seat);
    }
    if (stream.status() != QDataStream::Ok || game.key.isEmpty())
        return std::nullopt;
    return game;
}

void PendingGames::remove(const QString &file) const
{
    QFile::remove(file);
    QDir().rmdir(m_folder); // only when empty
}

QString PendingGames::setAside(const QString &file, QString *error)
{
    return document::keepAside(file, u"unreadable"_s, true, error);
}

} // namespace tessera::stats
