#include "hintchoices.h"

#include "analysistext.h"

#include <QCoreApplication>

#include <cmath>

namespace tessera::document {

namespace {

struct HintText {
    Q_DECLARE_TR_FUNCTIONS(HintText)
};

} // namespace

std::vector<HintChoice> hintChoices(const engine::Game &position, const std::vector<ai::ChoiceEstimate> &estimates,
                                    std::size_t count)
{
    std::vector<HintChoice> choices;
    if (estimates.empty())
        return choices;
    const auto decider = std::size_t(position.decidingPlayer());
    const double best = estimates.front().margins[decider];
    for (std::size_t i = 0; i < std::min(count, estimates.size()); ++i) {
        const ai::ChoiceEstimate &e = estimates[i];
        choices.push_back({e.decision, e.margins[decider], best - e.margins[decider], e.visits, e.then});
    }
    return choices;
}

QString describeHintChoice(const HintChoice &choice, bool first)
{
    const QString margin = HintText::tr("%1 expected margin").arg(signedPoints(choice.margin));
    if (first)
        return HintText::tr("%1, Hard's choice").arg(margin);
    // From the margins as shown, so that the words agree with the numbers beside them (a +4
    // was called "about as good" as Hard's +3 when the two were 3.8 and 3.4).
    const long below = std::lround(choice.margin + choice.belowBest) - std::lround(choice.margin);
    if (below > 0)
        return HintText::tr("%1, %n points below the best", nullptr, int(below)).arg(margin);
    if (below < 0) // more, but on fewer simulations than Hard's choice: less sure
        return HintText::tr("%1, %n points above, less explored", nullptr, int(-below)).arg(margin);
    return HintText::tr("%1, about as good").arg(margin);
}

} // namespace tessera::document
