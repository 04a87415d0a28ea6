#include "firstwindowsize.h"

#include <QScreen>
#include <QWidget>

namespace tessera::ui {

QSize firstWindowSize(const QSize &available, const QSize &largest)
{
    return (QSizeF(available) * 0.9).toSize().boundedTo(largest);
}

void placeFirstTime(QWidget *window, const QSize &largest)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    window->resize(firstWindowSize(available.size(), largest));
    window->move(available.center() - window->rect().center());
}

bool isShortScreen(const QWidget *widget)
{
    const QScreen *screen = widget->screen();
    return screen && screen->availableGeometry().height() < 900;
}

} // namespace tessera::ui
