#include "analysistext.h"

#include "decisiontext.h"

#include <QCoreApplication>

#include <cmath>

namespace tessera::document {

namespace {

struct AnalysisText {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
};

} // namespace

QString markName(ai::Mark mark)
{
    switch (mark) {
    case ai::Mark::Inaccuracy:
        return AnalysisText::tr("inaccuracy");
    case ai::Mark::Mistake:
        return AnalysisText::tr("mistake");
    case ai::Mark::Blunder:
        return AnalysisText::tr("blunder");
    case ai::Mark::None:
        break;
    }
    return {};
}

QString markTitle(ai::Mark mark)
{
    switch (mark) {
    case ai::Mark::Inaccuracy:
        return AnalysisText::tr("Inaccuracy");
    case ai::Mark::Mistake:
        return AnalysisText::tr("Mistake");
    case ai::Mark::Blunder:
        return AnalysisText::tr("Blunder");
    case ai::Mark::None:
        break;
    }
    return {};
}

QString signedPoints(double points)
{
    const long rounded = std::lround(points);
    return rounded > 0 ? QStringLiteral("+%1").arg(rounded) : QString::number(rounded);
}

QString describeDecisionThen(const engine::Game &position, const engine::Decision &decision,
                             const std::optional<engine::Decision> &then)
{
    const QString first = describeDecision(position, decision);
    if (!then)
        return first;
    engine::Game after = position;
    after.applyLegal(decision);
    return AnalysisText::tr("%1, then %2").arg(first, describeDecision(after, *then));
}

QString describeReview(const engine::Game &position, const ai::DecisionReview &review, const QString &decider)
{
    const QString played = describeDecision(position, review.point.played);
    const int cost = int(std::lround(review.loss()));
    if (cost < 1 || review.best == review.point.played)
        return AnalysisText::tr("%1 played %2, as good as the best found (expected margin %3).")
            .arg(decider, played, signedPoints(review.playedMargin));
    const QString cost_ = AnalysisText::tr("%1 played %2, which cost about %n points.", nullptr, cost).arg(decider, played);
    const QString best = describeDecisionThen(position, review.best, ai::bestThen(review));
    const QString better = AnalysisText::tr("Better: %1 (expected margin %2 instead of %3).")
                               .arg(best, signedPoints(review.bestMargin), signedPoints(review.playedMargin));
    const QString title = markTitle(ai::markOf(review.loss()));
    return title.isEmpty() ? cost_ + u' ' + better : AnalysisText::tr("%1: %2 %3").arg(title, cost_, better);
}

} // namespace tessera::document
