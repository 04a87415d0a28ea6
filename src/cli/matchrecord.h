#pragma once
// The record of a long match (tessera-cli match --record FILE): one JSON line per finished
// pile, so that a match of hours can be stopped and started again until it is done. Every
// line names its match (players, options, time, seeds); a file of another match, or a damaged
// line, is refused with the file, line and reason, never mixed into the results.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <cstdint>
#include <cstddef>
#include <map>
#include <mutex>
#include <variant>
#include <vector>

namespace tessera::cli {

// One game of a pile: A plays seat `aSeat`.
struct MatchGame {
    std::array<int, 2> scores{}; // by seat
    int illegal = 0;
    bool finished = false;
};

// A pile played twice, A in seat 0 in the first game and in seat 1 in the second.
struct PileResult {
    std::uint64_t seed = 0;
    std::array<MatchGame, 2> games;
    std::array<std::vector<double>, 2> seconds; // the time of each decision of A, of B
    // The seconds are the deciding thread's processor time (--processor-time; the line says
    // "clock": "processor"), not the wall clock (older lines of such matches too).
    bool processorSeconds = false;
};

class MatchRecord {
public:
    // `match` names the match in every line; its piles are seeds firstSeed .. firstSeed + piles - 1.
    MatchRecord(QString path, QJsonObject match, std::uint64_t firstSeed, std::size_t piles);
    ~MatchRecord();
    MatchRecord(const MatchRecord &) = delete;
    MatchRecord &operator=(const MatchRecord &) = delete;

    // The piles FILE holds already (none when it does not exist), by seed; or the problem,
    // "FILE:LINE: reason".
    std::variant<std::map<std::uint64_t, PileResult>, QString> read() const;
    // The same from the file's bytes (read() and the fuzz target of this reader).
    std::variant<std::map<std::uint64_t, PileResult>, QString> parse(const QByteArray &bytes) const;
    // The line append() writes for a pile, with its end of line.
    QByteArray lineOf(const PileResult &pile) const;
    // Opens FILE for appending (creating it) and locks it against other runs; false with the reason.
    bool open(QString &error);
    // Appends one pile as one whole line, written at once (a stop between piles never leaves
    // half a line); false with the reason. A write that fails part way (a full disk, a file
    // size limit) is cut back to the last whole line. Thread-safe; holds writeLock() while it writes.
    bool append(const PileResult &pile, QString &error);
    // Held while a line is written: an interruption waits for it.
    std::mutex &writeLock() { return m_lock; }
    const QString &path() const { return m_path; }

private:
    QString m_path;
    QJsonObject m_match;
    std::uint64_t m_firstSeed;
    std::size_t m_piles;
    int m_fd = -1; // open() holds it, appending and locked
    std::mutex m_lock;
};

} // namespace tessera::cli
