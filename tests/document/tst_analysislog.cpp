// A game's analysis in its log (docs/game-log-format.md, "analysis"): written and read back
// alike, only with version 5 (a log without one stays version 4), checked against the game
// (a tampered alternative or a review of a draw is reported with its path, the game still
// reads), and left aside when a newer program wrote it.

#include "ai/gameanalysis.h"
#include "ai/player.h"
#include "ai/publicview.h"
#include "document/analysistext.h"
#include "document/gameanalysisjson.h"
#include "document/gamelog.h"
#include "support/testgames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace tessera;

namespace {

struct AnalysedGame {
    document::GameInfo info;
    std::unique_ptr<engine::Match> match;
};

// A game of `turns` turns by the greedy player (the base game, or with the tile sets named),
// its decisions reviewed quickly.
AnalysedGame analysedGame(std::uint64_t seed, int turns, const QStringList &sets = {})
{
    AnalysedGame g{sets.isEmpty() ? test::baseGame(seed) : test::gameWith(seed, sets), nullptr};
    g.match = std::make_unique<engine::Match>(g.info.setup());
    const auto greedy = ai::makePlayer("greedy", seed);
    while (!g.match->game().isOver() && int(g.match->turns().size()) < turns) {
        if (g.match->game().phase() == engine::Phase::Draw)
            g.match->drawRandom();
        else
            g.match->apply(greedy->decide(ai::PublicView(g.match->game())));
    }
    auto analysis = std::make_shared<document::GameAnalysis>();
    analysis->iterations = 400;
    ai::AnalysisOptions options;
    options.iterations = 400;
    options.jobs = 2;
    for (const auto &r : ai::analyseLine(g.match->setup(), g.match->turns(), options))
        analysis->reviews.push_back(*r);
    g.info.analysis = analysis;
    return g;
}

QJsonObject logObject(const AnalysedGame &g)
{
    return QJsonDocument::fromJson(document::gameLogToJson(g.info, *g.match)).object();
}

QByteArray withAnalysis(QJsonObject log, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject analysis = log.value(u"analysis"_s).toObject();
    change(analysis);
    log.insert(u"analysis"_s, analysis);
    return QJsonDocument(log).toJson();
}

// The log with its `k`-th review changed.
QByteArray withReview(const QJsonObject &log, int k, const std::function<void(QJsonObject &)> &change)
{
    return withAnalysis(log, [&](QJsonObject &analysis) {
        QJsonArray decisions = analysis.value(u"decisions"_s).toArray();
        QJsonObject review = decisions.at(k).toObject();
        change(review);
        decisions.replace(k, review);
        analysis.insert(u"decisions"_s, decisions);
    });
}

} // namespace

class TestAnalysisLog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_game = analysedGame(4, 12); }

    void readsBackWhatWasWritten()
    {
        const QByteArray json = document::gameLogToJson(m_game.info, *m_game.match);
        QVERIFY(json.contains("\"version\": 5,"));
        const document::LoadedGame read = document::parseGameLog(json, u"analysed.tessera"_s);
        QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
        QVERIFY(read.info->analysis);
        const auto &written = m_game.info.analysis->reviews;
        const auto &back = read.info->analysis->reviews;
        QCOMPARE(back.size(), written.size());
        QVERIFY(back.size() >= 10);
        QCOMPARE(read.info->analysis->iterations, 400);
        for (std::size_t i = 0; i < back.size(); ++i) {
            QCOMPARE(back[i].point, written[i].point);
            QCOMPARE(back[i].best, written[i].best);
            QCOMPARE(back[i].alternatives.size(), written[i].alternatives.size());
            QVERIFY(std::abs(back[i].playedMargin - written[i].playedMargin) <= 0.005);
            QVERIFY(std::abs(back[i].bestMargin - written[i].bestMargin) <= 0.005);
            for (std::size_t a = 0; a < back[i].alternatives.size(); ++a) {
                QCOMPARE(back[i].alternatives[a].decision, written[i].alternatives[a].decision);
                QCOMPARE(back[i].alternatives[a].visits, written[i].alternatives[a].visits);
                QCOMPARE(back[i].alternatives[a].then, written[i].alternatives[a].then);
            }
        }
        QVERIFY2(json.contains("\"then\": {\"decision\": \"deploy\""), "no figure after a placement was written");
        // Written again, it is the same text.
        QCOMPARE(document::gameLogToJson(*read.info, *read.match), json);
    }

    void aLogWithoutAnalysisStaysVersion4()
    {
        document::GameInfo plain = m_game.info;
        plain.analysis.reset();
        const QByteArray json = document::gameLogToJson(plain, *m_game.match);
        QVERIFY(json.contains("\"version\": 4,"));
        QVERIFY(!json.contains("\"analysis\""));
        // An analysis in a version 4 log is an unknown key, as before.
        QJsonObject log = logObject(m_game);
        log.insert(u"version"_s, 4);
        const document::LoadedGame read = document::parseGameLog(QJsonDocument(log).toJson(), u"v4.tessera"_s);
        QVERIFY(!read.ok());
        QCOMPARE(read.issues.first().jsonPath, u"$.analysis"_s);
    }

    void anIllegalAlternativeIsReported()
    {
        const QByteArray json = withReview(logObject(m_game), 0, [](QJsonObject &review) {
            QJsonArray alternatives = review.value(u"alternatives"_s).toArray();
            QJsonObject alternative = alternatives.at(0).toObject();
            QJsonObject move = alternative.value(u"move"_s).toObject();
            move.insert(u"x"_s, 40); // far from every tile
            move.insert(u"decision"_s, u"place"_s);
            alternative.insert(u"move"_s, move);
            alternatives.replace(0, alternative);
            review.insert(u"alternatives"_s, alternatives);
        });
        const document::LoadedGame read = document::parseGameLog(json, u"tampered.tessera"_s);
        QCOMPARE(read.issues.size(), 1);
        QCOMPARE(read.issues.first().jsonPath, u"$.analysis.decisions[0].alternatives[0].move"_s);
        QVERIFY(read.issues.first().message.contains(u"not legal"_s));
        // The game itself reads whole; only its analysis is refused.
        QVERIFY(read.match);
        QCOMPARE(read.match->turns().size(), m_game.match->turns().size());
        QVERIFY(!read.info->analysis);
    }

    // "then" must be the same player's next decision after the alternative's move.
    void aThenThatDoesNotFollowIsReported()
    {
        const auto &reviews = m_game.info.analysis->reviews;
        const auto withThen = std::find_if(reviews.begin(), reviews.end(),
                                           [](const ai::DecisionReview &r) { return r.alternatives.front().then; });
        QVERIFY(withThen != reviews.end());
        const int k = int(withThen - reviews.begin());
        const QByteArray json = withReview(logObject(m_game), k, [](QJsonObject &review) {
            QJsonArray alternatives = review.value(u"alternatives"_s).toArray();
            QJsonObject alternative = alternatives.at(0).toObject();
            alternative.insert(u"then"_s, alternative.value(u"move"_s)); // the same placement again
            alternatives.replace(0, alternative);
            review.insert(u"alternatives"_s, alternatives);
        });
        const document::LoadedGame read = document::parseGameLog(json, u"tampered.tessera"_s);
        QCOMPARE(read.issues.size(), 1);
        QCOMPARE(read.issues.first().jsonPath, u"$.analysis.decisions[%1].alternatives[0].then"_s.arg(k));
        QVERIFY2(read.issues.first().message.contains(u"next one after"_s), qPrintable(read.issues.first().message));
        QVERIFY(read.match);
        QVERIFY(!read.info->analysis);
    }

    // After a move that a draw follows (the builder's bonus tile) "then" is left aside unread:
    // builds before 2026-12-05 wrote there the placement of a tile their search had drawn, and
    // their logs read whole, with the rest of the analysis.
    void aThenAfterADrawIsLeftAside()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const AnalysedGame g = analysedGame(seed, 1000, {u"traders-builders"_s});
            const auto &turns = g.match->turns();
            const auto &reviews = g.info.analysis->reviews;
            const auto beforeADraw = std::find_if(reviews.begin(), reviews.end(), [&](const ai::DecisionReview &r) {
                const auto &decisions = turns[std::size_t(r.point.turn)].decisions;
                return std::size_t(r.point.entry) + 2 < decisions.size()
                    && decisions[std::size_t(r.point.entry) + 1].kind == engine::DecisionKind::Draw;
            });
            if (beforeADraw == reviews.end())
                continue;
            QVERIFY(!beforeADraw->alternatives.front().then); // the search names none there
            const int k = int(beforeADraw - reviews.begin());
            const QJsonObject log = logObject(g);
            // What those builds wrote: the bonus tile's placement, as the turn has it.
            const QJsonValue placement = log.value(u"turns"_s)
                                             .toArray()
                                             .at(beforeADraw->point.turn)
                                             .toObject()
                                             .value(u"decisions"_s)
                                             .toArray()
                                             .at(beforeADraw->point.entry + 2);
            QCOMPARE(placement.toObject().value(u"decision"_s).toString(), u"place"_s);
            const QByteArray json = withReview(log, k, [&](QJsonObject &review) {
                QJsonArray alternatives = review.value(u"alternatives"_s).toArray();
                QJsonObject alternative = alternatives.at(0).toObject();
                alternative.insert(u"then"_s, placement);
                alternatives.replace(0, alternative);
                review.insert(u"alternatives"_s, alternatives);
            });
            const document::LoadedGame read = document::parseGameLog(json, u"earlier.tessera"_s);
            QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
            QVERIFY(read.info->analysis);
            QCOMPARE(read.info->analysis->reviews.size(), reviews.size());
            QVERIFY(!read.info->analysis->reviews[std::size_t(k)].alternatives.front().then);
            return;
        }
        QFAIL("no game had a decision before a bonus tile");
    }

    void aReviewOfADrawIsRefused()
    {
        const QByteArray json = withReview(logObject(m_game), 0, [](QJsonObject &review) {
            review.insert(u"entry"_s, 0); // the turn's draw: the pile's doing, not a decision
        });
        const document::LoadedGame read = document::parseGameLog(json, u"draw.tessera"_s);
        QCOMPARE(read.issues.size(), 1);
        QCOMPARE(read.issues.first().jsonPath, u"$.analysis.decisions[0]"_s);
        QVERIFY(read.issues.first().message.contains(u"no decision with a choice at entry 0"_s));
    }

    void malformedNumbersAreReported()
    {
        const QByteArray json = withReview(logObject(m_game), 1,
                                           [](QJsonObject &review) { review.insert(u"played"_s, u"much"_s); });
        const document::LoadedGame read = document::parseGameLog(json, u"numbers.tessera"_s);
        QCOMPARE(read.issues.size(), 1);
        QCOMPARE(read.issues.first().jsonPath, u"$.analysis.decisions[1].played"_s);
    }

    void aNewerAnalysisIsLeftAside()
    {
        const QByteArray json = withAnalysis(logObject(m_game), [](QJsonObject &analysis) {
            analysis.insert(u"version"_s, document::kAnalysisVersion + 1);
            analysis.insert(u"somethingNew"_s, true);
        });
        const document::LoadedGame read = document::parseGameLog(json, u"newer.tessera"_s);
        QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
        QVERIFY(!read.info->analysis);
    }

    // Reviews that no longer match the main line (a shorter game) are not written.
    void reviewsOffTheLineAreNotWritten()
    {
        engine::Match shorter(m_game.info.setup());
        for (std::size_t t = 0; t < 4; ++t)
            QVERIFY(!shorter.applyTurn(m_game.match->turns()[t]));
        const QByteArray json = document::gameLogToJson(m_game.info, shorter);
        const document::LoadedGame read = document::parseGameLog(json, u"shorter.tessera"_s);
        QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
        QVERIFY(read.info->analysis);
        for (const ai::DecisionReview &r : read.info->analysis->reviews)
            QVERIFY(r.point.turn < 4);
        QVERIFY(!read.info->analysis->reviews.empty());
    }

    // A review whose decisions are not legal where it stands (a line that came back to the same
    // turn, entry and decision another way) is not written: the reader would refuse it.
    void reviewsNotLegalWhereTheyStandAreNotWritten()
    {
        auto changed = std::make_shared<document::GameAnalysis>(*m_game.info.analysis);
        engine::Decision far = changed->reviews.front().alternatives.front().decision;
        far.kind = engine::DecisionKind::DragonStep;
        far.at = {40, 40};
        changed->reviews.front().alternatives.front().decision = far;
        document::GameInfo info = m_game.info;
        info.analysis = changed;
        const document::LoadedGame read = document::parseGameLog(document::gameLogToJson(info, *m_game.match),
                                                                 u"moved.tessera"_s);
        QVERIFY2(read.ok(), qPrintable(test::issuesText(read)));
        QCOMPARE(read.info->analysis->reviews.size(), changed->reviews.size() - 1);
        QVERIFY(!(read.info->analysis->reviews.front().point == changed->reviews.front().point));
    }

    void reviewsReadInWords()
    {
        const auto &review = m_game.info.analysis->reviews.front();
        // The decider by name: within a turn of dragon steps players take turns.
        const QString text = document::describeReview(positionOf(review), review, u"Ann"_s);
        QVERIFY2(text.startsWith(u"Ann played "_s) || text.contains(u": Ann played "_s), qPrintable(text));
        // A better placement comes with the figure the search would have deployed on it.
        ai::DecisionReview better = review;
        for (const ai::DecisionReview &r : m_game.info.analysis->reviews)
            if (r.best.kind == engine::DecisionKind::Place && ai::bestThen(r)
                && ai::bestThen(r)->kind == engine::DecisionKind::Deploy)
                better = r;
        QVERIFY(ai::bestThen(better));
        better.playedMargin = better.bestMargin - 9; // as if the placement played had cost 9 points
        better.point.played = better.best == better.alternatives.back().decision ? better.alternatives.front().decision
                                                                                 : better.alternatives.back().decision;
        const QString then = document::describeReview(positionOf(better), better, u"Ben"_s);
        QVERIFY2(then.startsWith(u"Mistake: Ben played "_s) && then.contains(u"Better: "_s) && then.contains(u", then a "_s)
                     && then.contains(u"about 9 points"_s),
                 qPrintable(then));
        QCOMPARE(document::signedPoints(3.6), u"+4"_s);
        QCOMPARE(document::signedPoints(-2.4), u"-2"_s);
        QCOMPARE(document::markName(ai::Mark::Blunder), u"blunder"_s);
    }

private:
    // The position at a review's decision.
    engine::Game positionOf(const ai::DecisionReview &review) const
    {
        engine::Match at(m_game.info.setup());
        for (int t = 0; t < review.point.turn; ++t)
            at.applyTurn(m_game.match->turns()[std::size_t(t)]);
        at.applyDecisions(m_game.match->turns()[std::size_t(review.point.turn)], std::size_t(review.point.entry));
        return at.game();
    }

    AnalysedGame m_game;
};

QTEST_GUILESS_MAIN(TestAnalysisLog)
#include "tst_analysislog.moc"
