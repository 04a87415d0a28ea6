#pragma once
// The replay viewer's board scene: a BoardDrawing of the position shown, and clicks on it
// (a press and release in place; dragging pans the view) reported with their scene point.

#include <QGraphicsScene>

namespace tessera::ui {

class ReplayScene : public QGraphicsScene {
    Q_OBJECT

public:
    using QGraphicsScene::QGraphicsScene;

signals:
    void clicked(QPointF scenePos);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
};

} // namespace tessera::ui
