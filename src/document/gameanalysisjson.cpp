#include "gameanalysisjson.h"

#include "jsonpath.h"
#include "logproblems.h"
#include "logturnreader.h"
#include "logwriting.h"
#include "tessera/version.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace tessera::document {

using namespace engine;

namespace {

// Margins are points over a whole game: far below this.
constexpr double kMaxMargin = 100'000;
constexpr qint64 kMaxVisits = 1'000'000'000'000LL;
constexpr int kMaxAlternatives = 16;

QByteArray number(double v)
{
    return QByteArray::number(std::round(v * 100.0) / 100.0, 'f', 2);
}

// The tile the turn placed last before its entry `entry` (a deployment there is on it).
std::optional<TileIndex> placedBefore(const TurnRecord &turn, int entry)
{
    std::optional<TileIndex> tile;
    for (int i = 0; i < entry && i < int(turn.decisions.size()); ++i)
        if (turn.decisions[std::size_t(i)].kind == DecisionKind::Place)
            tile = turn.decisions[std::size_t(i)].tile;
    return tile;
}

// The tile placed last once `d` is taken, when `before` was: d's own when it places one.
std::optional<TileIndex> placedAfter(const Decision &d, std::optional<TileIndex> before)
{
    return d.kind == DecisionKind::Place ? std::optional(d.tile) : before;
}

QByteArray marginsJson(const ai::PlayerValues &margins, int players)
{
    QByteArrayList values;
    for (int p = 0; p < players; ++p)
        values << number(margins[std::size_t(p)]);
    return '[' + values.join(", ") + ']';
}

class AnalysisReader {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    AnalysisReader(logread::LogProblems &problems, logread::LogTurnReader &turns, const GameSetup &setup,
                   const std::vector<TurnRecord> &line)
        : m_problems(problems), m_turns(turns), m_setup(setup), m_line(line)
    {
    }

    std::optional<GameAnalysis> read(const QJsonValue &value)
    {
        const QString path = u"$.analysis"_s;
        if (!value.isObject()) {
            m_problems.error(0, path, tr("\"analysis\" must be an object."));
            return std::nullopt;
        }
        const QJsonObject o = value.toObject();
        const auto version = m_problems.integer(o.value(u"version"_s), path + u".version"_s, 1, 1'000'000);
        if (!version)
            return std::nullopt;
        if (*version > kAnalysisVersion)
            return std::nullopt; // a newer program's analysis: the game reads without it
        const qsizetype before = m_problems.count();
        m_problems.checkKeys(o, path, {"version", "tessera", "seconds", "iterations", "decisions"});
        GameAnalysis analysis;
        if (const QJsonValue v = o.value(u"tessera"_s); !v.isUndefined())
            analysis.tesseraVersion = m_problems.string(v, path + u".tessera"_s).value_or(QString());
        analysis.seconds = number(o.value(u"seconds"_s), path + u".seconds"_s, 0, 3600).value_or(0);
        if (const QJsonValue v = o.value(u"iterations"_s); !v.isUndefined())
            analysis.iterations = m_problems.integer(v, path + u".iterations"_s, 0, kMaxVisits).value_or(0);
        const QJsonValue decisions = o.value(u"decisions"_s);
        if (!decisions.isArray()) {
            m_problems.error(0, path + u".decisions"_s, tr("\"decisions\" must be an array of reviewed decisions."));
            return std::nullopt;
        }
        if (m_problems.count() != before || !readDecisions(decisions.toArray(), path + u".decisions"_s, analysis))
            return std::nullopt;
        return analysis;
    }

private:
    std::optional<double> number(const QJsonValue &v, const QString &path, double min, double max, int turn = 0)
    {
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min || v.toDouble() > max) {
            m_problems.error(turn, path, tr("must be a number from %1 to %2.").arg(min).arg(max));
            return std::nullopt;
        }
        return v.toDouble();
    }

    // Each review's place first (in order), then its contents at its position in the game.
    bool readDecisions(const QJsonArray &array, const QString &path, GameAnalysis &analysis)
    {
        struct Place {
            int turn = 0; // 0-based
            int entry = 0;
        };
        std::vector<Place> places;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString p = jsonElement(path, i);
            const QJsonObject o = array.at(i).toObject();
            if (!array.at(i).isObject()) {
                m_problems.error(0, p, tr("a reviewed decision must be an object."));
                return false;
            }
            m_problems.checkKeys(o, p, {"turn", "entry", "played", "alternatives"});
            const auto turn = m_problems.integer(o.value(u"turn"_s), p + u".turn"_s, 1, qint64(m_line.size()));
            const auto entry = turn
                ? m_problems.integer(o.value(u"entry"_s), p + u".entry"_s, 0,
                                     qint64(m_line[std::size_t(*turn - 1)].decisions.size()) - 1, int(*turn))
                : std::nullopt;
            if (!turn || !entry)
                return false;
            const Place place{int(*turn - 1), int(*entry)};
            if (!places.empty()
                && std::pair(place.turn, place.entry) <= std::pair(places.back().turn, places.back().entry)) {
                m_problems.error(int(*turn), p, tr("reviewed decisions must follow the game's order, each once."));
                return false;
            }
            places.push_back(place);
        }
        std::size_t next = 0;
        bool ok = true;
        ai::forEachDecisionPoint(m_setup, m_line, [&](const Game &position, const ai::DecisionPoint &point) {
            if (!ok || next == places.size() || places[next].turn != point.turn || places[next].entry != point.entry)
                return;
            const auto review = readReview(array.at(qsizetype(next)).toObject(), jsonElement(path, qsizetype(next)),
                                           position, point);
            if (review)
                analysis.reviews.push_back(*review);
            ok = review.has_value();
            ++next;
        });
        if (ok && next < places.size()) {
            m_problems.error(
                places[next].turn + 1, jsonElement(path, qsizetype(next)),
                tr("turn %1 has no decision with a choice at entry %2.").arg(places[next].turn + 1).arg(places[next].entry));
            return false;
        }
        return ok;
    }

    std::optional<ai::DecisionReview> readReview(const QJsonObject &o, const QString &path, const Game &position,
                                                 const ai::DecisionPoint &point)
    {
        const int turn = point.turn + 1;
        const int players = position.playerCount();
        ai::DecisionReview review;
        review.point = point;
        const auto played = number(o.value(u"played"_s), path + u".played"_s, -kMaxMargin, kMaxMargin, turn);
        const QJsonValue list = o.value(u"alternatives"_s);
        const QString listPath = path + u".alternatives"_s;
        if (!played)
            return std::nullopt;
        review.playedMargin = *played;
        if (!list.isArray() || list.toArray().isEmpty() || list.toArray().size() > kMaxAlternatives) {
            m_problems.error(turn, listPath,
                             tr("\"alternatives\" must list from 1 to %1 decisions, the best first.").arg(kMaxAlternatives));
            return std::nullopt;
        }
        std::vector<Decision> legal;
        position.legalDecisions(legal);
        const std::optional<TileIndex> placed = placedBefore(m_line[std::size_t(point.turn)], point.entry);
        const QJsonArray alternatives = list.toArray();
        for (qsizetype i = 0; i < alternatives.size(); ++i) {
            const QString p = jsonElement(listPath, i);
            const QJsonObject a = alternatives.at(i).toObject();
            m_problems.checkKeys(a, p, {"move", "then", "visits", "margins"}, turn);
            const auto move = m_turns.readDecision(a.value(u"move"_s), p + u".move"_s, turn, placed);
            if (!move)
                return std::nullopt;
            if (std::find(legal.begin(), legal.end(), *move) == legal.end()) {
                m_problems.error(turn, p + u".move"_s, tr("this decision is not legal at this point of the game."));
                return std::nullopt;
            }
            std::optional<Decision> then;
            if (a.contains(u"then"_s) && !readThen(a.value(u"then"_s), p + u".then"_s, turn, position, *move, placed, then))
                return std::nullopt;
            const auto visits = m_problems.integer(a.value(u"visits"_s), p + u".visits"_s, 0, kMaxVisits, turn);
            const QJsonValue margins = a.value(u"margins"_s);
            if (!visits)
                return std::nullopt;
            if (!margins.isArray() || margins.toArray().size() != players) {
                m_problems.error(turn, p + u".margins"_s,
                                 tr("\"margins\" must hold one number per player (%1).").arg(players));
                return std::nullopt;
            }
            ai::ChoiceEstimate estimate{*move, std::uint64_t(*visits), {}, then};
            for (int q = 0; q < players; ++q) {
                const auto m = number(margins.toArray().at(q), jsonElement(p + u".margins"_s, q), -kMaxMargin, kMaxMargin,
                                      turn);
                if (!m)
                    return std::nullopt;
                estimate.margins[std::size_t(q)] = *m;
            }
            review.alternatives.push_back(estimate);
        }
        const ai::ChoiceEstimate &best = review.alternatives.front();
        review.best = best.decision;
        review.bestMargin = best.margins[std::size_t(point.player)];
        review.margins = best.margins;
        return review;
    }

    // The decider's next decision of the same turn after `move`, legal there, into `then`;
    // false on a problem. After a `move` that a draw follows (the builder's bonus tile) it is
    // left aside unread: no decision follows such a move directly, and builds before
    // 2026-12-05 wrote there the placement of a tile their search had drawn.
    bool readThen(const QJsonValue &v, const QString &path, int turn, const Game &position, const Decision &move,
                  std::optional<TileIndex> placed, std::optional<Decision> &then)
    {
        Game after = position;
        after.applyLegal(move);
        if (!after.isOver() && after.phase() == Phase::Draw)
            return true;
        then = m_turns.readDecision(v, path, turn, placedAfter(move, placed));
        if (!then)
            return false;
        std::vector<Decision> legal;
        if (!after.isOver() && after.turn() == position.turn() && after.decidingPlayer() == position.decidingPlayer())
            after.legalDecisions(legal);
        if (std::find(legal.begin(), legal.end(), *then) == legal.end()) {
            m_problems.error(turn, path, tr("this decision is not the same player's next one after \"move\"."));
            then.reset();
            return false;
        }
        return true;
    }

    logread::LogProblems &m_problems;
    logread::LogTurnReader &m_turns;
    const GameSetup &m_setup;
    const std::vector<TurnRecord> &m_line;
};

} // namespace

GameAnalysis collectAnalysis(const std::vector<std::optional<ai::DecisionReview>> &results,
                             const ai::AnalysisOptions &options)
{
    GameAnalysis analysis;
    analysis.tesseraVersion = QStringLiteral(TESSERA_VERSION);
    analysis.seconds = options.iterations > 0 ? 0.0 : options.seconds;
    analysis.iterations = options.iterations;
    for (const auto &review : results)
        if (review)
            analysis.reviews.push_back(*review);
    return analysis;
}

QByteArray analysisToJson(const GameAnalysis &analysis, const GameSetup &setup, const std::vector<TurnRecord> &line,
                          int indent)
{
    const QByteArray pad(indent + 4, ' ');
    QByteArrayList entries;
    std::vector<Decision> legal;
    auto review = analysis.reviews.begin();
    ai::forEachDecisionPoint(setup, line, [&](const Game &position, const ai::DecisionPoint &point) {
        while (review != analysis.reviews.end()
               && std::pair(review->point.turn, review->point.entry) < std::pair(point.turn, point.entry))
            ++review;
        if (review == analysis.reviews.end() || !(review->point == point) || review->alternatives.empty())
            return;
        // A line that came back to the same turn, entry and decision by another way is another
        // position: what is not legal there is not written (the reader would refuse it).
        position.legalDecisions(legal);
        for (const ai::ChoiceEstimate &a : review->alternatives)
            if (std::find(legal.begin(), legal.end(), a.decision) == legal.end())
                return;
        const TurnRecord &turn = line[std::size_t(point.turn)];
        const std::optional<TileIndex> placed = placedBefore(turn, point.entry);
        QByteArrayList alternatives;
        for (const ai::ChoiceEstimate &a : review->alternatives)
            alternatives << "{\"move\": " + logwrite::decisionObject(position, placed.value_or(0), a.decision)
                    + (a.then ? ", \"then\": "
                               + logwrite::decisionObject(position, placedAfter(a.decision, placed).value_or(0), *a.then)
                              : QByteArray())
                    + ", \"visits\": " + QByteArray::number(qulonglong(a.visits))
                    + ", \"margins\": " + marginsJson(a.margins, position.playerCount()) + '}';
        entries << pad + "{\"turn\": " + QByteArray::number(point.turn + 1)
                + ", \"entry\": " + QByteArray::number(point.entry) + ", \"played\": " + number(review->playedMargin)
                + ", \"alternatives\": [" + alternatives.join(", ") + "]}";
    });
    if (entries.isEmpty())
        return {};
    const QString version = analysis.tesseraVersion.isEmpty() ? QStringLiteral(TESSERA_VERSION) : analysis.tesseraVersion;
    return "{\"version\": " + QByteArray::number(kAnalysisVersion) + ", \"tessera\": " + logwrite::quoted(version)
        + ", \"seconds\": " + number(analysis.seconds) + ", \"iterations\": " + QByteArray::number(analysis.iterations)
        + ", \"decisions\": [\n" + entries.join(",\n") + '\n' + QByteArray(indent, ' ') + "]}";
}

std::optional<GameAnalysis> readAnalysis(const QJsonValue &value, logread::LogProblems &problems,
                                         logread::LogTurnReader &turns, const GameSetup &setup,
                                         const std::vector<TurnRecord> &line)
{
    return AnalysisReader(problems, turns, setup, line).read(value);
}

} // namespace tessera::document
