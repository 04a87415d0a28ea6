#pragma once
// Light and dark appearance. Qt 6.4 cannot ask the desktop for its colour scheme
// (QStyleHints::colorScheme arrives in 6.5), so Tessera follows the system palette and
// offers an explicit dark mode: the Fusion style with a dark palette.

namespace tessera::ui {

void applyTheme(bool dark);

} // namespace tessera::ui
