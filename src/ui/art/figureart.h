#pragma once
// Figures as SVG in a player's colour, in a 100 x 100 view box, drawn in the pose of their
// role: a follower stands, a farmer lies in the field.

#include <QByteArray>
#include <QColor>

namespace tessera::art {

enum class FigureRole {
    Follower,      // knight, thief and monk look the same
    Farmer,        // the follower lying on its side
    LargeFollower,
    LargeFarmer,
    Builder,
    Pig,
    Fairy,
    Dragon,
};

inline constexpr int kFigureRoleCount = 8;

QByteArray figureSvg(FigureRole role, const QColor &color);
// The same figure flat-coloured, as markup for the 100 x 100 box without the <svg> element:
// for pictures that embed a figure (the dragon on a tile).
QByteArray figureMarkup(FigureRole role, const QColor &color);

} // namespace tessera::art
