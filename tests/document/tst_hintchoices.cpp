// The hint's alternatives: Hard's review of the person's position. With an iteration
// budget they are reproducible; the first is Hard's choice (what the hint shows), the rest follow
// the review's order with their margins for the decider and their distance below the best; they
// go when the position changes.

#include "ai/mctsai.h"
#include "ai/player.h"
#include "ai/publicview.h"
#include "ai/turnsearch.h"
#include "engine/randomplayer.h"
#include "document/computerturns.h"
#include "document/gamedocument.h"
#include "document/hintchoices.h"
#include "document/decisiontext.h"
#include "document/analysistext.h"
#include "support/testgames.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace tessera;
using Stage = document::GameDocument::Stage;

namespace {

constexpr std::int64_t kIterations = 400;
const ai::SearchBudget kBudget{.seconds = -1, .iterations = kIterations};

// A person's game (Ann against Ben, both people: nobody else thinks) at its first turn.
std::unique_ptr<document::GameDocument> firstTurn(std::uint64_t seed)
{
    auto doc = std::make_unique<document::GameDocument>();
    doc->newGame(test::baseGame(seed));
    return doc;
}

// What the driver's hint found at the document's position.
std::vector<document::HintChoice> hintOf(document::GameDocument &doc, engine::Decision *shown = nullptr,
                                         const ai::SearchBudget &budget = kBudget)
{
    document::ComputerTurns driver(&doc);
    driver.setBudget(budget);
    QSignalSpy ready(&driver, &document::ComputerTurns::hintReady);
    driver.requestHint();
    if (!ready.wait(30000))
        return {};
    if (shown)
        *shown = ready.first().first().value<engine::Decision>();
    return driver.hintChoices();
}

} // namespace

class TestHintChoices : public QObject {
    Q_OBJECT

private slots:
    // Straight from a review: the first few estimates, in their order, for the decider.
    void theChoicesFollowTheReview()
    {
        const auto doc = firstTurn(11);
        const engine::Game &game = doc->game();
        std::vector<engine::Decision> legal;
        game.legalDecisions(legal);
        QVERIFY(legal.size() > 3);
        const auto estimates = ai::makeHard(5, kBudget)->review(ai::PublicView(game), legal.front(), 0.0);
        QVERIFY(estimates.size() > 3);
        const auto choices = document::hintChoices(game, estimates);
        QCOMPARE(choices.size(), document::kHintChoices);
        const std::size_t decider = std::size_t(game.decidingPlayer());
        for (std::size_t i = 0; i < choices.size(); ++i) {
            QCOMPARE(choices[i].decision, estimates[i].decision);
            QCOMPARE(choices[i].margin, estimates[i].margins[decider]);
            QCOMPARE(choices[i].belowBest, estimates[0].margins[decider] - estimates[i].margins[decider]);
            QCOMPARE(choices[i].visits, estimates[i].visits);
            QCOMPARE(choices[i].decision.kind, engine::DecisionKind::Place);
            QCOMPARE(choices[i].then, estimates[i].then); // the figure after the placement
        }
        // Hard's choice after a placement names the figure it would take: its row says both.
        QVERIFY(choices.front().then);
        const QString row = document::describeDecisionThen(game, choices.front().decision, choices.front().then);
        engine::Game after = game;
        after.applyLegal(choices.front().decision);
        QCOMPARE(row,
                 document::describeDecision(game, choices.front().decision) + u", then "_s
                     + document::describeDecision(after, *choices.front().then));
        QCOMPARE(choices.front().belowBest, 0.0);
        // The same search again: the same choices.
        const auto again = ai::makeHard(5, kBudget)->review(ai::PublicView(game), legal.front(), 0.0);
        QCOMPARE(again, estimates);
        QCOMPARE(document::hintChoices(game, estimates, 1).size(), std::size_t(1));
        QVERIFY(document::hintChoices(game, {}).empty());
    }

    // In words: the margin with its sign, Hard's choice, or how far below (or above) the best,
    // as the shown (rounded) margins differ.
    void aChoiceInWords()
    {
        document::HintChoice c;
        c.margin = 5.2;
        QCOMPARE(document::describeHintChoice(c, true), u"+5 expected margin, Hard's choice"_s);
        c.margin = 2.6;
        c.belowBest = 2.6; // the best +5
        QCOMPARE(document::describeHintChoice(c, false), u"+3 expected margin, 2 points below the best"_s);
        c.belowBest = 1.2;
        QCOMPARE(document::describeHintChoice(c, false), u"+3 expected margin, 1 point below the best"_s);
        c.belowBest = 0.3;
        QCOMPARE(document::describeHintChoice(c, false), u"+3 expected margin, about as good"_s);
        c.margin = -4;
        c.belowBest = -2;
        QCOMPARE(document::describeHintChoice(c, false), u"-4 expected margin, 2 points above, less explored"_s);
        c.margin = 3.8; // shown +4 beside Hard's 3.4, shown +3: not "about as good"
        c.belowBest = -0.4;
        QCOMPARE(document::describeHintChoice(c, false), u"+4 expected margin, 1 point above, less explored"_s);
    }

    // Through the driver, as the window asks: the hint is the first choice, the same each time
    // with the iteration budget, and the choices go when the position changes.
    // With the last tile Hard decides by its exact search: the hint is the best there is, first
    // among the choices, even when a short review would rank another decision first.
    void theLastTileIsHintedExactly()
    {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto doc = firstTurn(seed);
            engine::RandomPlayer random(seed);
            while (doc->stage() != Stage::GameOver && !(doc->game().tilesLeft() == 0 && doc->stage() == Stage::Placing))
                test::playDocumentTurn(*doc, random);
            if (doc->stage() == Stage::GameOver)
                continue;
            std::vector<engine::Decision> legal;
            std::vector<double> values;
            doc->game().legalDecisions(legal);
            ai::decisionValues(doc->game(), legal, ai::projectedMargin, values);
            engine::Decision shown;
            // A review this short picks almost at random among the placements.
            const auto choices = hintOf(*doc, &shown, {.seconds = -1, .iterations = 12});
            const auto at = std::size_t(std::find(legal.begin(), legal.end(), shown) - legal.begin());
            QVERIFY(at < legal.size());
            QCOMPARE(values[at], *std::max_element(values.begin(), values.end()));
            QVERIFY(!choices.empty());
            QCOMPARE(choices.front().decision, shown);
            ++checked;
        }
        QVERIFY(checked >= 2);
    }

    void theHintIsTheFirstChoiceAndGoesWithThePosition()
    {
        const auto doc = firstTurn(12);
        engine::Decision shown;
        const auto choices = hintOf(*doc, &shown);
        QCOMPARE(choices.size(), document::kHintChoices);
        QCOMPARE(choices.front().decision, shown);
        QCOMPARE(choices.front().belowBest, 0.0);
        for (std::size_t i = 1; i < choices.size(); ++i)
            QCOMPARE(choices[i].belowBest, choices.front().margin - choices[i].margin);
        const auto doc2 = firstTurn(12);
        const auto again = hintOf(*doc2);
        QCOMPARE(again.size(), choices.size());
        for (std::size_t i = 0; i < choices.size(); ++i) {
            QCOMPARE(again[i].decision, choices[i].decision);
            QCOMPARE(again[i].margin, choices[i].margin);
        }

        document::ComputerTurns driver(doc.get());
        driver.setBudget(kBudget);
        QSignalSpy ready(&driver, &document::ComputerTurns::hintReady);
        QSignalSpy dropped(&driver, &document::ComputerTurns::hintDropped);
        driver.requestHint();
        QVERIFY(ready.wait(30000));
        QCOMPARE(driver.hintChoices().size(), document::kHintChoices);
        const engine::Decision second = driver.hintChoices()[1].decision;
        doc->setHandTile(second.tile);
        QCOMPARE(doc->placeTile(second.tile, second.placement), engine::MoveError::None);
        QCOMPARE(dropped.size(), 1);
        QVERIFY(driver.hintChoices().empty());
    }
};

QTEST_GUILESS_MAIN(TestHintChoices)
#include "tst_hintchoices.moc"
