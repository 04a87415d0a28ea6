#include "boardview.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "boardscene.h"
#include "deploymentmarkers.h"

#include <QApplication>
#include <QGestureEvent>
#include <QKeyEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QScrollBar>
#include <QWheelEvent>

namespace tessera::ui {

BoardView::BoardView(QWidget *parent) : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAcceptDrops(false); // files dropped on the board go to the main window
    viewport()->grabGesture(Qt::PinchGesture);
    updateBackground();
    retranslateUi();
}

void BoardView::retranslateUi()
{
    setAccessibleName(tr("Game board"));
}

// The table the tiles lie on: a quiet tone taken from the palette, so that it suits light and
// dark desktops and keeps the tiles in front.
void BoardView::updateBackground()
{
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Window).lightness() < pal.color(QPalette::WindowText).lightness();
    setBackgroundBrush(dark ? QColor(0x2a, 0x2d, 0x2b) : QColor(0xe9, 0xe5, 0xdb));
}

void BoardView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateBackground();
    else if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void BoardView::setZoom(qreal zoom, QPointF anchorInViewport)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    const QPointF sceneAnchor = mapToScene(anchorInViewport.toPoint());
    setTransform(QTransform::fromScale(zoom, zoom));
    if (auto *board = qobject_cast<BoardScene *>(scene()))
        board->deploymentMarkers()->layout(); // markers keep their size on screen, the tile does not
    // Keep the scene point under the anchor where it was.
    const QPointF moved = mapFromScene(sceneAnchor) - anchorInViewport;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::round(moved.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::round(moved.y())));
}

void BoardView::zoomBy(qreal factor)
{
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    const QPointF anchor = viewport()->rect().contains(cursor) ? QPointF(cursor) : QPointF(viewport()->rect().center());
    setZoom(zoom() * factor, anchor);
    emit adjustedByHand(); // only the zoom commands and keys call this
}

// The board and the ring of positions around it; not the items' bounds, which include
// markers drawn at screen size and popups floating above the top row.
void BoardView::fitBoard()
{
    const BoardDrawing *drawing = BoardDrawing::of(scene());
    if (!drawing || drawing->reachRect().isEmpty())
        return;
    const QRectF bounds = drawing->reachRect().adjusted(-kTileSize / 4, -kTileSize / 4, kTileSize / 4, kTileSize / 4);
    const QRectF room = QRectF(viewport()->rect());
    const qreal fit = std::min(room.width() / bounds.width(), room.height() / bounds.height());
    setZoom(std::min(fit, 1.5), room.center());
    centerOn(bounds.center());
}

QRectF BoardView::visibleSceneRect() const
{
    return mapToScene(viewport()->rect()).boundingRect();
}

bool BoardView::bringIntoView(const QRectF &rect)
{
    if (rect.isEmpty())
        return false;
    const QRectF wanted = rect.adjusted(-kTileSize / 5, -kTileSize / 5, kTileSize / 5, kTileSize / 5);
    if (visibleSceneRect().contains(wanted))
        return true;
    const QRectF room = QRectF(viewport()->rect());
    const qreal fit = std::min(room.width() / wanted.width(), room.height() / wanted.height());
    if (fit < std::min(zoom(), kMinFollowZoom))
        return false;
    if (fit < zoom())
        setZoom(fit, room.center());
    ensureVisible(wanted, 0, 0);
    viewport()->update();
    return true;
}

void BoardView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    viewport()->update(); // the edge arrows stay at the edges, they do not scroll along
}

// Marked positions out of sight: a small arrow at the nearest edge points to each.
void BoardView::drawForeground(QPainter *painter, const QRectF &)
{
    const auto *board = qobject_cast<const BoardScene *>(scene());
    const std::vector<QPointF> points = board ? board->hintPoints() : std::vector<QPointF>();
    if (points.empty())
        return;
    const QRectF inset = QRectF(viewport()->rect()).adjusted(14, 14, -14, -14);
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor color = palette().color(QPalette::Highlight);
    painter->setPen(QPen(color.darker(140), 1.5));
    color.setAlphaF(0.85);
    painter->setBrush(color);
    for (const QPointF &point : points) {
        const QPointF centre = mapFromScene(point);
        if (QRectF(viewport()->rect()).contains(centre))
            continue;
        const QPointF at(std::clamp(centre.x(), inset.left(), inset.right()),
                         std::clamp(centre.y(), inset.top(), inset.bottom()));
        const QLineF towards(at, centre);
        QTransform turn;
        turn.translate(at.x(), at.y());
        turn.rotate(-towards.angle());
        painter->drawPolygon(turn.map(QPolygonF({QPointF(10, 0), QPointF(-6, -8), QPointF(-6, 8)})));
    }
    painter->restore();
}

void BoardView::centerOnRect(const QRectF &rect)
{
    centerOn(rect.center());
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const qreal steps = event->angleDelta().y() / 120.0;
        setZoom(zoom() * std::pow(1.15, steps), event->position());
        event->accept();
        emit adjustedByHand();
        return;
    }
    QGraphicsView::wheelEvent(event); // scrolls: the wheel never turns a tile
    emit adjustedByHand();
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const int step = 60;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25);
        return;
    case Qt::Key_Minus:
        zoomBy(1 / 1.25);
        return;
    case Qt::Key_Left:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - step);
        emit adjustedByHand();
        return;
    case Qt::Key_Right:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + step);
        emit adjustedByHand();
        return;
    case Qt::Key_Up:
        verticalScrollBar()->setValue(verticalScrollBar()->value() - step);
        emit adjustedByHand();
        return;
    case Qt::Key_Down:
        verticalScrollBar()->setValue(verticalScrollBar()->value() + step);
        emit adjustedByHand();
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_pressed = true;
        m_panning = event->button() == Qt::MiddleButton;
        m_pressPos = m_lastDragPos = event->position().toPoint();
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressed && !m_panning && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_panning = true;
    if (m_panning) {
        const QPoint delta = pos - m_lastDragPos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        m_lastDragPos = pos;
        viewport()->setCursor(Qt::ClosedHandCursor);
        emit adjustedByHand();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    // The scene sees the release too and tells a click from a drag by the distance moved.
    m_pressed = m_panning = false;
    viewport()->unsetCursor();
    QGraphicsView::mouseReleaseEvent(event);
}

bool BoardView::focusNextPrevChild(bool next)
{
    if (m_tabHandler && m_tabHandler(next ? 1 : -1))
        return true;
    return QGraphicsView::focusNextPrevChild(next);
}

bool BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Gesture) {
        auto *gesture = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(gesture->gesture(Qt::PinchGesture))) {
            if (pinch->state() == Qt::GestureStarted)
                m_pinchStartZoom = zoom();
            setZoom(m_pinchStartZoom * pinch->totalScaleFactor(), viewport()->mapFromGlobal(pinch->centerPoint().toPoint()));
            emit adjustedByHand();
            return true;
        }
    }
    if (event->type() == QEvent::NativeGesture) {
        auto *native = static_cast<QNativeGestureEvent *>(event);
        if (native->gestureType() == Qt::ZoomNativeGesture) {
            setZoom(zoom() * (1 + native->value()), native->position());
            emit adjustedByHand();
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace tessera::ui
