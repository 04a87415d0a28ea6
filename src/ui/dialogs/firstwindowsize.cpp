#include "firstwindowsize.h"

#include <QApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

#include <algorithm>

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

void cascadeFromOthers(QWidget *window)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const int step = std::max(24, window->style()->pixelMetric(QStyle::PM_TitleBarHeight));
    const auto taken = [window](QPoint at) {
        const auto others = QApplication::topLevelWidgets();
        return std::any_of(others.begin(), others.end(), [&](const QWidget *w) {
            return w != window && w->isVisible() && w->metaObject() == window->metaObject() && w->pos() == at;
        });
    };
    QPoint at = window->pos();
    for (int tries = 0; tries < 64 && taken(at); ++tries) {
        at += QPoint(step, step);
        if (at.x() + window->width() > available.right() || at.y() + window->height() > available.bottom())
            at = available.topLeft() + QPoint(step * (tries % 4), 0);
    }
    window->move(at);
}

bool isShortScreen(const QWidget *widget)
{
    const QScreen *screen = widget->screen();
    return screen && screen->availableGeometry().height() < 900;
}

} // namespace tessera::ui
