#pragma once
// The view on the board: zoom with Ctrl+wheel, pinch or +/- around the pointer, pan by
// dragging empty board or with the arrow keys, fit the board, centre on a tile. Plain wheel
// and clicks go to the scene (rotating and placing tiles).

#include <QGraphicsView>

#include <functional>

namespace tessera::ui {

class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);

    qreal zoom() const { return transform().m11(); }
    void setZoom(qreal zoom, QPointF anchorInViewport);
    void zoomBy(qreal factor);
    void fitBoard();
    void centerOnRect(const QRectF &rect);

    // Tab and Shift+Tab on the board: the handler gets +1 or -1 and returns whether it used
    // the key (cycling the positions where the tile fits); otherwise focus moves on as usual.
    void setTabHandler(std::function<bool(int)> handler) { m_tabHandler = std::move(handler); }

    static constexpr qreal kMinZoom = 0.1;
    static constexpr qreal kMaxZoom = 4.0;

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void changeEvent(QEvent *event) override;

private:
    void updateBackground();

    // Dragging pans; a press that barely moves is a click for the scene.
    QPoint m_pressPos;
    QPoint m_lastDragPos;
    bool m_pressed = false;
    bool m_panning = false;
    qreal m_pinchStartZoom = 1;
    std::function<bool(int)> m_tabHandler;
};

} // namespace tessera::ui
