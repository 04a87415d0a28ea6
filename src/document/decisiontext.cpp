#include "decisiontext.h"

#include "eventtext.h"
#include "featuretext.h"

#include <QCoreApplication>


namespace tessera::document {

using namespace engine;

namespace {

struct DecisionText {
    Q_DECLARE_TR_FUNCTIONS(DecisionText)
};

// The follower's name on a feature of this kind, as the players call it.
QString followerName(FeatureKind kind, FigureKind figure)
{
    if (figure == FigureKind::Builder)
        return DecisionText::tr("a builder");
    if (figure == FigureKind::Pig)
        return DecisionText::tr("a pig");
    const bool large = figure == FigureKind::LargeFollower;
    switch (kind) {
    case FeatureKind::Road:
        return large ? DecisionText::tr("a large thief") : DecisionText::tr("a thief");
    case FeatureKind::City:
        return large ? DecisionText::tr("a large knight") : DecisionText::tr("a knight");
    case FeatureKind::Cloister:
        return large ? DecisionText::tr("a large monk") : DecisionText::tr("a monk");
    case FeatureKind::Field:
    case FeatureKind::River:
        break;
    }
    return large ? DecisionText::tr("a large farmer") : DecisionText::tr("a farmer");
}

// The feature `feature` of the tile at `at` (the tile placed last when `at` is not given).
std::optional<NodeId> featureNode(const Game &game, const Decision &d, bool elsewhere)
{
    const Board &board = game.board();
    const PlacedIndex index = elsewhere ? board.at(d.at) : game.lastPlaced();
    if (index == kNoTile || index >= board.placed().size())
        return std::nullopt;
    return NodeId(board.placed()[index].firstNode + d.deployment.feature);
}

QString where(Position p)
{
    return DecisionText::tr("%1, %2").arg(p.x).arg(p.y); // as the log and the command line give them
}

} // namespace

QString describeDecision(const Game &position, const Decision &d)
{
    switch (d.kind) {
    case DecisionKind::Place:
        if (d.placement.rotation == 0)
            return DecisionText::tr("%1 at %2").arg(describeTile(position, d.tile), where(d.placement.pos));
        return DecisionText::tr("%1 at %2, turned %3°")
            .arg(describeTile(position, d.tile), where(d.placement.pos))
            .arg(d.placement.rotation * 90);
    case DecisionKind::Deploy:
    case DecisionKind::DeployAt: {
        const auto node = featureNode(position, d, d.kind == DecisionKind::DeployAt);
        if (!node)
            return {};
        const FeatureKind kind = position.features().node(position.features().find(*node)).kind;
        const QString figure = followerName(kind, d.deployment.figure);
        return d.kind == DecisionKind::Deploy
            ? DecisionText::tr("%1 on the %2").arg(figure, describeFeature(position, *node))
            : DecisionText::tr("%1 through the magic portal on the %2 at %3")
                  .arg(figure, describeFeature(position, *node), where(d.at));
    }
    case DecisionKind::Pass:
        return DecisionText::tr("no figure");
    case DecisionKind::MoveFairy:
        if (const auto node = featureNode(position, d, true))
            return DecisionText::tr("the fairy to the follower on the %1 at %2")
                .arg(describeFeature(position, *node), where(d.at));
        return {};
    case DecisionKind::RemoveKnight:
        if (const auto node = featureNode(position, d, true))
            return DecisionText::tr("the knight on the %1 at %2 sent home")
                .arg(describeFeature(position, *node), where(d.at));
        return {};
    case DecisionKind::DragonStep:
        return DecisionText::tr("the dragon to %1").arg(where(d.at));
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        break;
    }
    return describeTile(position, d.tile);
}

} // namespace tessera::document
