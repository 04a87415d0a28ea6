#pragma once
// The board as a picture for PNG and SVG exports: the placed tiles and the figures standing on
// them, with a margin of a quarter tile. It draws the position with a BoardDrawing of its own,
// in a scene of its own, so nothing of the turn being played (open positions, the preview,
// hotspots, the focus ring, highlights, score popups) can get in; the frame of the last tile,
// a hint for the players at the table, is left out too.

#include <QGraphicsScene>
#include <QRectF>

class QPainter;

namespace tessera::art {
class ArtCache;
}
namespace tessera::document {
class GameDocument;
struct GameInfo;
} // namespace tessera::document
namespace tessera::engine {
class Game;
}

namespace tessera::ui {

class BoardDrawing;

class BoardPicture {
public:
    BoardPicture(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache);
    // The document's position; an empty picture when it has no game.
    BoardPicture(const document::GameDocument &document, art::ArtCache *cache);

    // The part of the board the picture shows, in scene units; empty when there is no game.
    QRectF sourceRect() const { return m_source; }
    // Another part of the board: frames of a whole game all show the last position's part.
    void setSourceRect(const QRectF &source) { m_source = source; }
    // Draws sourceRect() into `target` of the painter's device.
    void paint(QPainter *painter, const QRectF &target);

    // A picture that follows its game, for the frames of a whole game: update() catches up
    // after moves (show() takes another position of it), and paintChanges() paints again only
    // the parts of `target` where tiles or figures came or went since the last paint; the
    // rest of the painter's device is left as the last paint made it.
    void update();
    void show(const engine::Game &game);
    void paintChanges(QPainter *painter, const QRectF &target);

private:
    void draw(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache);
    void keepTilesAndFigures();

    QGraphicsScene m_scene;
    BoardDrawing *m_drawing = nullptr;
    const document::GameInfo *m_info = nullptr;
    QRectF m_source;
};

} // namespace tessera::ui
