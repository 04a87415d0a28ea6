#pragma once
// The small pictures on tiles (buildings, shields, goods, ...) as SVG markup centred on the
// origin, drawn at the natural size the layout keeps room for (markRadius()).

#include "tilelayout.h"

#include <QByteArray>

namespace tessera::art {

QByteArray markSvg(Mark mark);

} // namespace tessera::art
