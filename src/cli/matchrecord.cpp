#include "matchrecord.h"

#include "document/safefile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

// A line holds a pile's two games with the time of each decision (a few KiB); 256 MiB is tens
// of thousands of piles, more than any match plays, and bounds what a wrong file costs.
constexpr qint64 kMaxRecordBytes = 256 * 1024 * 1024;
// A decision's time in seconds, at most about eleven days: what the record writes back (in
// microseconds) must stay a finite number.
constexpr double kMaxDecisionSeconds = 1e6;

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString compact(const QJsonValue &v)
{
    if (v.isUndefined())
        return u"nothing"_s;
    const QJsonArray wrapped{v};
    const QByteArray json = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

std::optional<qint64> integerOf(const QJsonValue &v)
{
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
        return std::nullopt;
    return v.toInteger();
}

// The reason a line's fields are not a pile, or the empty string.
QString readPile(const QJsonObject &line, PileResult &pile)
{
    // Seeds are strings, as in game logs: JSON numbers lose whole numbers above 2^53.
    bool ok = false;
    pile.seed = line.value(u"pile"_s).toString().toULongLong(&ok);
    if (!ok)
        return u"\"pile\" is not a seed"_s;
    const QJsonArray games = line.value(u"games"_s).toArray();
    if (games.size() != 2)
        return u"\"games\" does not hold the pile's two games"_s;
    for (qsizetype g = 0; g < 2; ++g) {
        const QJsonObject game = games.at(g).toObject();
        if (integerOf(game.value(u"a_seat"_s)) != g)
            return u"game %1 does not have A in seat %2"_s.arg(g + 1).arg(g + 1);
        const QJsonArray scores = game.value(u"scores"_s).toArray();
        const auto illegal = integerOf(game.value(u"illegal"_s));
        if (scores.size() != 2 || !integerOf(scores.at(0)) || !integerOf(scores.at(1)) || !illegal || *illegal < 0
            || !game.value(u"finished"_s).isBool())
            return u"game %1 needs \"scores\" (two whole numbers), \"illegal\" and \"finished\""_s.arg(g + 1);
        MatchGame &m = pile.games[std::size_t(g)];
        m.scores = {int(scores.at(0).toInteger()), int(scores.at(1).toInteger())};
        m.illegal = int(*illegal);
        m.finished = game.value(u"finished"_s).toBool();
    }
    // Without "clock" (every line before it came), the seconds are the wall clock's.
    if (const QJsonValue clock = line.value(u"clock"_s); !clock.isUndefined() && clock != u"processor"_s)
        return u"\"clock\" is %1, not \"processor\""_s.arg(compact(clock));
    pile.processorSeconds = line.contains(u"clock"_s);
    const QJsonObject seconds = line.value(u"seconds"_s).toObject();
    for (const auto &[key, at] : {std::pair{u"a"_s, 0}, std::pair{u"b"_s, 1}}) {
        const QJsonValue times = seconds.value(key);
        if (!times.isArray())
            return u"\"seconds\" has no list \"%1\""_s.arg(key);
        for (const QJsonValue &t : times.toArray()) {
            if (!t.isDouble() || !(t.toDouble() >= 0 && t.toDouble() <= kMaxDecisionSeconds))
                return u"\"seconds\" \"%1\" holds %2, not a time"_s.arg(key, compact(t));
            pile.seconds[std::size_t(at)].push_back(t.toDouble());
        }
    }
    return {};
}

} // namespace

MatchRecord::MatchRecord(QString path, QJsonObject match, std::uint64_t firstSeed, std::size_t piles)
    : m_path(std::move(path)), m_match(std::move(match)), m_firstSeed(firstSeed), m_piles(piles)
{
}

MatchRecord::~MatchRecord()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::variant<std::map<std::uint64_t, PileResult>, QString> MatchRecord::read() const
{
    if (!QFileInfo::exists(m_path))
        return std::map<std::uint64_t, PileResult>{};
    QString readError;
    const auto data = document::readFileAtMost(m_path, kMaxRecordBytes, &readError);
    if (!data)
        return u"%1: cannot read it: %2"_s.arg(m_path, readError);
    return parse(*data);
}

std::variant<std::map<std::uint64_t, PileResult>, QString> MatchRecord::parse(const QByteArray &bytes) const
{
    std::map<std::uint64_t, PileResult> piles;
    std::map<std::uint64_t, qsizetype> lineOf;
    qsizetype lineNumber = 0;
    for (qsizetype at = 0; at < bytes.size();) {
        ++lineNumber;
        const auto fail = [&](const QString &reason) { return u"%1:%2: %3"_s.arg(m_path).arg(lineNumber).arg(reason); };
        const qsizetype end = bytes.indexOf('\n', at);
        if (end < 0)
            return fail(
                u"the line is incomplete (no end of line): the file was cut while a pile was written; remove "
                "that line to go on"_s);
        const QByteArray text = bytes.mid(at, end - at);
        at = end + 1;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
        if (error.error != QJsonParseError::NoError)
            return fail(u"not JSON: %1 at character %2"_s.arg(error.errorString()).arg(error.offset + 1));
        if (!doc.isObject())
            return fail(u"not a JSON object"_s);
        const QJsonObject line = doc.object();
        const QJsonObject match = line.value(u"match"_s).toObject();
        for (auto it = m_match.begin(); it != m_match.end(); ++it) {
            if (match.value(it.key()) != it.value())
                return fail(u"recorded for another match (%1: %2 there, %3 here)"_s.arg(
                    it.key(), compact(match.value(it.key())), compact(it.value())));
        }
        if (match.size() != m_match.size())
            return fail(u"recorded for another match (\"match\" has other fields)"_s);
        PileResult pile;
        if (const QString reason = readPile(line, pile); !reason.isEmpty())
            return fail(reason);
        if (pile.seed < m_firstSeed || pile.seed >= m_firstSeed + m_piles)
            return fail(u"pile %1 is not one of this match's seeds %2..%3"_s.arg(pile.seed)
                            .arg(m_firstSeed)
                            .arg(m_firstSeed + m_piles - 1));
        if (const auto seen = lineOf.find(pile.seed); seen != lineOf.end())
            return fail(u"pile %1 is recorded twice (also on line %2)"_s.arg(pile.seed).arg(seen->second));
        lineOf[pile.seed] = lineNumber;
        piles[pile.seed] = std::move(pile);
    }
    return piles;
}

bool MatchRecord::open(QString &error)
{
    // A FIFO would block the open until a reader comes, a device would take lines it never
    // keeps: only a regular file (or none yet) is recorded into.
    if (const QString kind = document::nonRegularKind(m_path); !kind.isEmpty()) {
        error = u"%1: %2"_s.arg(m_path, document::notRegularFileMessage(kind));
        return false;
    }
    // Every line goes to the file in one write (no buffer), at its end.
    m_fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0666);
    struct stat st {};
    if (m_fd < 0 || ::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = m_fd < 0 ? u"%1: cannot write to it: %2"_s.arg(m_path, errnoText(errno))
                         : u"%1: %2"_s.arg(m_path, document::notRegularFileMessage(document::nonRegularKind(m_path)));
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        return false;
    }
    // Two runs appending the same piles would record them twice; the lock ends with the process.
    if (flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        error = u"%1: another run is recording into it; one at a time (wait for it or stop it)"_s.arg(m_path);
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    return true;
}

QByteArray MatchRecord::lineOf(const PileResult &pile) const
{
    QJsonArray games;
    for (std::size_t g = 0; g < 2; ++g) {
        const MatchGame &m = pile.games[g];
        games.append(QJsonObject{{u"a_seat"_s, qint64(g)},
                                 {u"scores"_s, QJsonArray{m.scores[0], m.scores[1]}},
                                 {u"illegal"_s, m.illegal},
                                 {u"finished"_s, m.finished}});
    }
    QJsonObject seconds;
    for (const auto &[key, at] : {std::pair{u"a"_s, 0}, std::pair{u"b"_s, 1}}) {
        QJsonArray times;
        for (const double t : pile.seconds[std::size_t(at)])
            times.append(std::round(t * 1e6) / 1e6); // microseconds are plenty, and keep the line short
        seconds.insert(key, times);
    }
    QJsonObject line{
        {u"match"_s, m_match}, {u"pile"_s, QString::number(pile.seed)}, {u"games"_s, games}, {u"seconds"_s, seconds}};
    if (pile.processorSeconds)
        line.insert(u"clock"_s, u"processor"_s);
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

bool MatchRecord::append(const PileResult &pile, QString &error)
{
    const QByteArray bytes = lineOf(pile);
    const std::lock_guard lock(m_lock);
    // The lock keeps other runs out: the end now is the end of the last whole line.
    const off_t end = ::lseek(m_fd, 0, SEEK_END);
    for (qsizetype done = 0; done < bytes.size();) {
        const ssize_t written = ::write(m_fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (written > 0) {
            done += written;
            continue;
        }
        if (written < 0 && errno == EINTR)
            continue;
        // A short write reports no error; the next one says why (EFBIG, ENOSPC, EDQUOT).
        const int reason = written < 0 ? errno : EIO;
        // Half a line would make the record unreadable: cut it back (shrinking is allowed
        // under a file size limit and on a full disk).
        const bool cut = end >= 0 && ::ftruncate(m_fd, end) == 0;
        error = u"%1: cannot write to it: %2%3"_s.arg(
            m_path, errnoText(reason),
            cut ? QString() : u" (and it could not be cut back to its last whole line: remove the last line by hand)"_s);
        return false;
    }
    return true;
}

} // namespace tessera::cli
