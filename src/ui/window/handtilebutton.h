#pragma once
// One tile of a hand of several (a rule option): a button showing the tile that leaves no
// doubt which one is chosen. The chosen tile stands raised in a frame of the highlight colour
// with a pointer under it; the others sit lower, dimmed. Checkable, so that a group of them
// keeps one chosen; Tab reaches it and Space chooses it, as any button.

#include <QAbstractButton>
#include <QPixmap>

namespace tessera::ui {

class HandTileButton : public QAbstractButton {
    Q_OBJECT

public:
    HandTileButton(const QPixmap &tile, int size, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    // Where the tile is drawn: raised when chosen.
    QRect tileRect() const;

    static constexpr int kRaise = 8;   // how much higher the chosen tile stands
    static constexpr int kFrame = 4;   // the chosen tile's frame
    static constexpr int kPointer = 7; // the pointer under the chosen tile
    static constexpr qreal kDimmed = 0.45;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPixmap m_tile;
    int m_size;
};

} // namespace tessera::ui
