#include "fitscrollarea.h"

#include <QEvent>
#include <QResizeEvent>
#include <QScreen>
#include <QStyle>

namespace tessera::ui {

FitScrollArea::FitScrollArea(QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus); // the content's controls take the focus, and scroll it into view
}

void FitScrollArea::setMinimumHeightLimit(int pixels)
{
    m_minimumHeightLimit = pixels;
    updateGeometry();
}

void FitScrollArea::fitDialogWithin(const QSize &available)
{
    setMinimumHeightLimit(available.height() - 8 * fontMetrics().height());
}

void FitScrollArea::fitDialogToScreen()
{
    if (const QScreen *s = window()->screen())
        fitDialogWithin(s->availableGeometry().size());
}

namespace {

// What the content insists on, by its layout or set by hand.
QSize minimumOf(const QWidget *w)
{
    return w->minimumSizeHint().expandedTo(w->minimumSize());
}

} // namespace

QSize FitScrollArea::sizeHint() const
{
    // Room for the scroll bar kept, so that the content does not rewrap when it comes.
    return widget()->sizeHint().expandedTo(minimumOf(widget()))
        + QSize(style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this), 0);
}

// The content's height at the width it has: wrapped lines take more than its minimum says
// (a layout counts a wrapped label by a guess), and a longer text should grow the window.
int FitScrollArea::contentHeight() const
{
    const QWidget *content = widget();
    const int minimum = minimumOf(content).height();
    // The width the viewport is to have: the area's own, once a layout has set it. Not the
    // viewport's: that follows only on the area's resize event, which a widget laid out while
    // hidden gets as it is shown, so a dialog asking in between measured its lines at the
    // viewport's first 100 pixels and came up twice as tall as its content.
    const int width = testAttribute(Qt::WA_Resized) ? maximumViewportSize().width() : content->sizeHint().width();
    return content->hasHeightForWidth() ? std::max(minimum, content->heightForWidth(width)) : minimum;
}

QSize FitScrollArea::minimumSizeHint() const
{
    const int content = contentHeight();
    return {sizeHint().width(), std::max(QScrollArea::minimumSizeHint().height(), std::min(content, m_minimumHeightLimit))};
}

// QScrollArea filters its content's events: the content laid out anew may need another size.
bool FitScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

// Narrower, the content's lines wrap into more of them.
void FitScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

} // namespace tessera::ui
