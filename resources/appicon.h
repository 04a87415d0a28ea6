#pragma once

#include <QIcon>

namespace tessera {

// Tessera's icon, compiled in (resources/icons): the icon theme's copy of the installed
// package when there is one, so that a desktop's theme may restyle it.
QIcon appIcon();

} // namespace tessera
