#include "turntext.h"

#include "eventtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace tessera::document {

namespace {

// Gives the free functions of this file a translation context of their own.
struct TurnText {
    Q_DECLARE_TR_FUNCTIONS(TurnText)
};

QString playerName(const QStringList &names, int seat)
{
    return seat >= 0 && seat < names.size() ? names[seat] : QString();
}

} // namespace

std::vector<engine::Decision> shownDecisions(const engine::TurnRecord &turn)
{
    std::vector<engine::Decision> shown;
    std::copy_if(turn.decisions.begin(), turn.decisions.end(), std::back_inserter(shown),
                 [](const engine::Decision &d) { return !d.isDraw(); }); // the draws come with them
    return shown;
}

QString describeLatestTurn(const engine::Match &position, const QStringList &names)
{
    const engine::Game &game = position.game();
    const int played = int(position.turns().size());
    const std::vector<engine::Decision> taken = shownDecisions(position.currentTurn());
    if (!taken.empty()) {
        // Within a turn: what has been decided so far; the rest comes with the next step.
        const QString who = playerName(names, position.currentTurn().player);
        const QString tile = describeTile(game, game.board().placed()[game.lastPlaced()].tile);
        return taken.back().kind == engine::DecisionKind::Place
            ? TurnText::tr("Turn %1: %2 placed %3; the figure comes next.").arg(played + 1).arg(who, tile)
            : TurnText::tr("Turn %1: %2 played the first tile; the bonus tile comes next.").arg(played + 1).arg(who);
    }
    if (played == 0)
        return TurnText::tr("Before the first turn: the start tile.");
    const engine::TurnRecord &record = position.turns().back();
    const QString who = playerName(names, record.player);
    const QString tile = describeTile(game, record.tile());
    return record.deployment() ? TurnText::tr("Turn %1: %2 placed %3 and deployed a figure.").arg(played).arg(who, tile)
                               : TurnText::tr("Turn %1: %2 placed %3.").arg(played).arg(who, tile);
}

} // namespace tessera::document
