#include "turnscrubber.h"

#include <QMouseEvent>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QWheelEvent>

#include <algorithm>
#include <cstdlib>

namespace tessera::ui {

TurnScrubber::TurnScrubber(QWidget *parent) : QSlider(Qt::Horizontal, parent)
{
    setObjectName(QStringLiteral("TurnScrubber"));
    setSingleStep(1);
    setTickPosition(QSlider::TicksBelow);
    setTurns(0);
}

void TurnScrubber::setTurns(int turns)
{
    setRange(0, std::max(0, turns));
    // A tick every ten turns keeps the groove readable on long games.
    setTickInterval(turns > 40 ? 10 : 1);
}

namespace {

// The groove's span in pixels, as the style lays the handle along it.
struct Span {
    int start = 0;
    int length = 1;
};

Span grooveSpan(const QSlider *slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.tickPosition = slider->tickPosition();
    const QRect groove = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, slider);
    const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
    return {groove.x() + handle.width() / 2, std::max(1, groove.width() - handle.width())};
}

} // namespace

int TurnScrubber::turnAt(QPoint point) const
{
    const Span span = grooveSpan(this);
    return QStyle::sliderValueFromPosition(minimum(), maximum(), point.x() - span.start, span.length);
}

QPoint TurnScrubber::pointOf(int turn) const
{
    const Span span = grooveSpan(this);
    return {span.start + QStyle::sliderPositionFromValue(minimum(), maximum(), turn, span.length), height() / 2};
}

void TurnScrubber::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        // Jump first: the press then lands on the handle, and a drag carries on from there.
        const int turn = turnAt(event->position().toPoint());
        setSliderPosition(turn);
        setValue(turn);
    }
    QSlider::mousePressEvent(event);
}

void TurnScrubber::wheelEvent(QWheelEvent *event)
{
    // One turn per notch (120 units), forward when turning the wheel up, as sliders do.
    const QPoint delta = event->angleDelta();
    m_wheelRemainder += std::abs(delta.y()) >= std::abs(delta.x()) ? delta.y() : delta.x();
    const int steps = m_wheelRemainder / 120;
    m_wheelRemainder -= steps * 120;
    if (steps != 0)
        setValue(value() + steps);
    event->accept();
}

} // namespace tessera::ui
