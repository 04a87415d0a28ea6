#pragma once
// The view on the board: the wheel scrolls (Ctrl+wheel, pinch or +/- zoom around the
// pointer), dragging or the arrow keys pan; fit the board, centre on a tile, follow the board
// as it grows. Clicks go to the scene. Marked positions (and the Princess & the Dragon's
// markers) outside the view get a hint at the edge, pointing where they are.

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
    // Fits the board with the positions around it where tiles may go.
    void fitBoard();
    void centerOnRect(const QRectF &rect);
    // Scrolls as little as it takes (zooming out where the rect is larger than the view, not
    // below kMinFollowZoom or the zoom the player chose) so that the rect is in view, and says
    // so; false: it cannot be, and nothing moved. What lies out of sight is pointed at from
    // the edges.
    bool bringIntoView(const QRectF &rect);

    // Tab and Shift+Tab on the board: the handler gets +1 or -1 and returns whether it used
    // the key (cycling the positions where the tile fits); otherwise focus moves on as usual.
    void setTabHandler(std::function<bool(int)> handler) { m_tabHandler = std::move(handler); }

signals:
    // The player zoomed or scrolled (wheel, keys, dragging, a pinch, the zoom commands); not
    // emitted for the moves the program makes (fitting, following the game).
    void adjustedByHand();

public:
    static constexpr qreal kMinZoom = 0.1;
    static constexpr qreal kMaxZoom = 4.0;
    static constexpr qreal kMinFollowZoom = 0.4;

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void changeEvent(QEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void updateBackground();
    QRectF visibleSceneRect() const;

    // Dragging pans; a press that barely moves is a click for the scene.
    QPoint m_pressPos;
    QPoint m_lastDragPos;
    bool m_pressed = false;
    bool m_panning = false;
    qreal m_pinchStartZoom = 1;
    std::function<bool(int)> m_tabHandler;

private:
    void retranslateUi();
};

} // namespace tessera::ui
