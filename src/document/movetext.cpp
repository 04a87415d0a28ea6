#include "movetext.h"

#include <QCoreApplication>

namespace tessera::document {

namespace {

// Gives the free functions below a translation context of their own.
struct MoveText {
    Q_DECLARE_TR_FUNCTIONS(MoveText)
};

} // namespace

QString describeMoveError(engine::MoveError error)
{
    using engine::MoveError;
    switch (error) {
    case MoveError::None:
        return QString();
    case MoveError::WrongPhase:
        return MoveText::tr("this move does not belong to this part of the turn");
    case MoveError::TileNotAvailable:
        return MoveText::tr("the player does not hold that tile");
    case MoveError::PositionTaken:
        return MoveText::tr("a tile already lies at that position");
    case MoveError::NotAdjacent:
        return MoveText::tr("no placed tile touches that position edge to edge");
    case MoveError::EdgeMismatch:
        return MoveText::tr("an edge of the tile does not match its neighbour");
    case MoveError::BadRotation:
        return MoveText::tr("the rotation must be 0, 90, 180 or 270 degrees");
    case MoveError::NoSuchFeature:
        return MoveText::tr("the tile has no such feature");
    case MoveError::FeatureNotAllowed:
        return MoveText::tr("figures cannot stand on that feature in this game");
    case MoveError::FeatureOccupied:
        return MoveText::tr("the connected feature already holds a follower");
    case MoveError::NoOwnFollower:
        return MoveText::tr("a builder or pig goes only where its owner already has a follower");
    case MoveError::NoFigureLeft:
        return MoveText::tr("the player has no such figure left");
    case MoveError::PlacementForbidden:
        return MoveText::tr(
            "the edges fit, but the rules of an expansion forbid it (the river must continue from its open "
            "end and may not turn back towards itself)");
    case MoveError::UnknownFigure:
        return MoveText::tr("there is no such figure");
    case MoveError::DragonThere:
        return MoveText::tr("no figure may stand on the tile where the dragon is");
    case MoveError::NoTileThere:
        return MoveText::tr("no tile lies at that position");
    case MoveError::FeatureCompleted:
        return MoveText::tr("that feature is completed already");
    case MoveError::NoSuchFollower:
        return MoveText::tr("no such follower stands there");
    case MoveError::DragonBlocked:
        return MoveText::tr(
            "the dragon cannot fly there (only to a neighbouring tile it has not visited in this flight, "
            "and never to the fairy's)");
    case MoveError::NotOffered:
        return MoveText::tr("this turn offers no such move (no magic portal, no princess beside knights, or no fairy)");
    }
    return QString();
}

QString describeTurnProblem(const engine::TurnProblem &problem, const QString &tileName)
{
    using engine::TurnError;
    switch (problem.error) {
    case TurnError::None:
        return QString();
    case TurnError::GameOver:
        return MoveText::tr("the game was already over");
    case TurnError::WrongPlayer:
        return MoveText::tr("it is another player's turn");
    case TurnError::DiscardNotInPile:
        return MoveText::tr("the discarded tile \"%1\" is not left in the pile").arg(tileName);
    case TurnError::DiscardFits:
        return MoveText::tr("the tile \"%1\" is recorded as discarded, but it can be placed").arg(tileName);
    case TurnError::DiscardMissing:
        return MoveText::tr("the tile \"%1\" fits nowhere and was discarded, but the log does not say so").arg(tileName);
    case TurnError::DrawNotInPile:
        return MoveText::tr("the tile \"%1\" is not left in the pile").arg(tileName);
    case TurnError::DrawnFitsNowhere:
        return MoveText::tr("the tile \"%1\" fits nowhere, so it must be recorded as discarded").arg(tileName);
    case TurnError::TooManyDrawn:
        return MoveText::tr("more tiles are drawn than the hand holds");
    case TurnError::TooFewDrawn:
        return MoveText::tr("too few tiles are drawn: the hand is not full");
    case TurnError::IllegalPlacement:
        return MoveText::tr("the tile \"%1\" cannot be placed there: %2").arg(tileName, describeMoveError(problem.move));
    case TurnError::IllegalDeployment:
        return MoveText::tr("the follower cannot be deployed: %1").arg(describeMoveError(problem.move));
    case TurnError::GameNotOver:
        return MoveText::tr("the log ends the game, but tiles that fit are left in the pile");
    case TurnError::DrawOutOfOrder:
        return MoveText::tr(
                   "the tile \"%1\" cannot be drawn yet: other tiles come first (the river; a dragon tile waits for "
                   "the volcano)")
            .arg(tileName);
    case TurnError::NoPlacementFirst:
        return MoveText::tr("the turn places no tile");
    case TurnError::TurnNotFinished:
        return MoveText::tr("the decisions stop before the turn is over (a deployment or a pass is missing)");
    case TurnError::AfterTurnEnd:
        return MoveText::tr("decision %1 comes after the turn has ended").arg(problem.decision + 1);
    }
    return QString();
}

} // namespace tessera::document
