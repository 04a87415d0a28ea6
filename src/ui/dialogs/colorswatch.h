#pragma once
// Player colours as the dialogs show them: a swatch icon that is drawn at whatever size and
// device pixel ratio it is asked for (so it stays crisp at 1.5x and 2x), and a name for each
// colour, so that a colour is never conveyed by the colour alone.

#include <QColor>
#include <QIcon>
#include <QString>

namespace tessera::ui {

inline constexpr int kDefaultColorCount = 6; // document::defaultPlayerColor(0..5)

// A filled rounded square with an outline; pass a text colour of the palette as outline so
// that black on a dark background and yellow on a light one are both visible.
QIcon colorSwatch(const QColor &fill, const QColor &outline);

// "Red", "Blue", … for the default colours; "#rrggbb" for any other.
QString colorName(const QColor &color);

} // namespace tessera::ui
