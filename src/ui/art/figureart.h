#pragma once
// Figures as SVG in a player's colour, in a 100 x 100 view box, drawn in the pose of their
// role: a follower stands, a farmer lies in the field.

#include <QByteArray>
#include <QColor>

namespace tessera::art {

enum class FigureRole {
    Follower, // knight, thief and monk look the same
    Farmer,   // the follower lying on its side
    LargeFollower,
    LargeFarmer,
    Builder,
    Pig,
    Fairy,
    Dragon,
};

inline constexpr int kFigureRoleCount = 8;

// A light symbol on a player's figures, so that figures differ by shape as well as by colour
// (the colour-blind option). Neutral figures (fairy, dragon) never carry one.
enum class FigureMark { None, Circle, Square, Triangle, Diamond, Cross, Bar };
inline constexpr int kFigureMarkCount = 7;
// The mark of the player in this seat (0-based): each of the six seats has its own.
FigureMark markForSeat(int seat);

QByteArray figureSvg(FigureRole role, const QColor &color, FigureMark mark = FigureMark::None);
// The same figure flat-coloured, as markup for the 100 x 100 box without the <svg> element:
// for pictures that embed a figure (the dragon on a tile).
QByteArray figureMarkup(FigureRole role, const QColor &color, FigureMark mark = FigureMark::None);

} // namespace tessera::art
