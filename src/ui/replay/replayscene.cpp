#include "replayscene.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>

namespace tessera::ui {

void ReplayScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // Accepted, so that the release comes here too; the items only draw.
    event->setAccepted(event->button() == Qt::LeftButton);
}

void ReplayScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const QPoint moved = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
    if (moved.manhattanLength() < QApplication::startDragDistance())
        emit clicked(event->scenePos());
}

} // namespace tessera::ui
