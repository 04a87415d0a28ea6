#pragma once
// Content that scrolls only where the screen is too short for it. A plain QScrollArea asks
// for at most 24 lines of text, so a layout would squeeze the content even on a tall screen;
// this one asks for the content's whole size (its wrapped lines counted at the width it has),
// and insists on at most `minimumHeightLimit` pixels of it (the rest scrolls). Horizontally
// the content keeps its width, and when its needs change (a longer text, another language)
// the layout holding the area hears of it, so that a dock widens rather than cut the content
// at its right edge.

#include <QScrollArea>

namespace tessera::ui {

class FitScrollArea : public QScrollArea {
    Q_OBJECT

public:
    explicit FitScrollArea(QWidget *parent = nullptr); // the content comes with setWidget()

    // 0 (the default): as little as a scroll area takes.
    void setMinimumHeightLimit(int pixels);
    // For the choices of a dialog on a screen of this size: its frame, margins and buttons
    // take about 8 lines of text beside them, the rest may be the choices' (then they scroll).
    void fitDialogWithin(const QSize &available);
    void fitDialogToScreen(); // the screen the area's window is on

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    int contentHeight() const;

    int m_minimumHeightLimit = 0;
};

} // namespace tessera::ui
