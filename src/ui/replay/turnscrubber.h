#pragma once
// The replay's timeline: one step per turn, 0 (before the first turn) to the last. A click jumps
// straight to the turn under the pointer (and may go on as a drag), the handle drags, the wheel
// moves one turn per notch.

#include <QSlider>

namespace tessera::ui {

class TurnScrubber : public QSlider {
    Q_OBJECT

public:
    explicit TurnScrubber(QWidget *parent = nullptr);

    void setTurns(int turns);
    // The turn at a point of the widget, along the groove; and where a turn lies, for tests.
    int turnAt(QPoint point) const;
    QPoint pointOf(int turn) const;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    int m_wheelRemainder = 0; // of a touchpad's small steps, until they make a notch
};

} // namespace tessera::ui
