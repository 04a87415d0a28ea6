#pragma once
// The Princess & the Dragon's neutral figures on the board: the dragon on its tile, gliding
// from tile to tile as it flies, and the fairy beside her follower (in a corner of her tile
// once that follower has left). Part of a BoardDrawing: it adds its items to the scene and
// catches up with the game when the drawing does.

#include "art/artcache.h"
#include "engine/game.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <optional>

class QGraphicsScene;
class QVariantAnimation;

namespace tessera::ui {

class FigureItem;

class NeutralFigures : public QObject {
    Q_OBJECT

public:
    // `anchor` gives where a figure on feature `local` of a placed tile stands.
    NeutralFigures(QGraphicsScene *scene, art::ArtCache *cache, std::function<QPointF(engine::PlacedIndex, int)> anchor,
                   QObject *parent);
    ~NeutralFigures() override;

    // Shows the dragon and the fairy where the game has them; the dragon glides to a new tile.
    void sync(const engine::Game &game);
    void clear();
    // The fairy's own colour (her figure, and the markers of her moves).
    static QColor fairyColor();
    // Where the dragon's item is going (the end of its glide), or nothing.
    std::optional<QPointF> dragonTarget() const;

private:
    FigureItem *place(FigureItem *item, art::FigureRole role, const QColor &color, qreal size, QPointF at, bool glide);

    QGraphicsScene *m_scene;
    art::ArtCache *m_cache;
    std::function<QPointF(engine::PlacedIndex, int)> m_anchor;
    FigureItem *m_dragon = nullptr;
    FigureItem *m_fairy = nullptr;
    QVariantAnimation *m_glide = nullptr;
    QPointF m_dragonTarget;
};

} // namespace tessera::ui
