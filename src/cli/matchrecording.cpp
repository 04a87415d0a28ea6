#include "matchrecording.h"

#include <QJsonArray>

#include <string>

using namespace Qt::StringLiterals;

namespace tessera::cli {

namespace {

// What makes two runs the same match: every line names it, and must match exactly.
QJsonObject matchIdentity(const MatchOptions &options)
{
    QJsonObject match{{u"players"_s, QJsonArray{options.players[0], options.players[1]}},
                      {u"tilesets"_s, options.tileSets},
                      {u"rules"_s, QJsonArray::fromStringList(options.ruleFlags)},
                      {u"time_per_move"_s, options.budget.seconds},
                      {u"time_scale"_s, options.budget.timeScale},
                      {u"iterations"_s, qint64(options.budget.iterations)},
                      {u"first_seed"_s, QString::number(options.firstSeed())},
                      {u"games"_s, options.games}};
    if (options.budget.threadTime)
        match.insert(u"processor_time"_s, true); // only when given: older records stay readable
    return match;
}

} // namespace

MatchRecording::MatchRecording(const MatchOptions &options)
    : m_record(*options.recordPath, matchIdentity(options), options.firstSeed(), options.pileCount())
    , m_piles(options.pileCount())
    , m_summaryOnly(options.summaryOnly)
{
}

bool MatchRecording::resume(MatchPiles &piles, CommandIo io)
{
    // Opened (and locked) before it is read: a second run on the same file stops here.
    if (QString error; !m_summaryOnly && !m_record.open(error)) {
        io.err << "tessera-cli match: " << error << '\n';
        return false;
    }
    auto read = m_record.read();
    if (const auto *problem = std::get_if<QString>(&read)) {
        io.err << "tessera-cli match: " << *problem << '\n';
        return false;
    }
    for (auto &[seed, pile] : std::get<0>(read))
        piles.store(std::move(pile));
    m_recorded = std::get<0>(read).size();
    return true;
}

bool MatchRecording::append(const PileResult &pile, QString &error)
{
    if (!m_record.append(pile, error))
        return false;
    ++m_recorded;
    return true;
}

std::unique_ptr<InterruptGuard> MatchRecording::guardInterruptions()
{
    return std::make_unique<InterruptGuard>(m_record.writeLock(), [this, path = m_record.path().toStdString()] {
        return "tessera-cli match: interrupted; " + std::to_string(m_recorded.load()) + " of " + std::to_string(m_piles)
            + " piles recorded in " + path + ": the same command goes on from there\n";
    });
}

} // namespace tessera::cli
