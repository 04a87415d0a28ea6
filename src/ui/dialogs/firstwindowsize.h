#pragma once
// The size and place of a window that has no remembered geometry: most of the screen it opens
// on (nine tenths, so that a laptop's panel and the title bar keep their room; logical pixels,
// so a screen at 1.5x counts as the smaller one it shows), up to the size where the window
// needs no more, centred.

#include <QSize>

class QWidget;

namespace tessera::ui {

QSize firstWindowSize(const QSize &available, const QSize &largest);
// Resizes and centres `window` on its screen.
void placeFirstTime(QWidget *window, const QSize &largest);
// Moves `window` down and to the right, a title bar's height at a time, while another visible
// window of its kind stands at the same place, so that a second one does not hide the first
// (within the screen: back to its top left corner when the steps reach its edge).
void cascadeFromOthers(QWidget *window);
// Whether the screen `widget` is on is short (a 1366 x 768 laptop's, under 900 logical pixels
// high): the side panels then draw their tiles smaller, so that the docks stacked beside the
// board keep room for their lists.
bool isShortScreen(const QWidget *widget);

} // namespace tessera::ui
