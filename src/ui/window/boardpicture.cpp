#include "boardpicture.h"

#include "board/boarddrawing.h"
#include "board/boardgeometry.h"
#include "document/gamedocument.h"

#include <QGraphicsItem>
#include <QPainter>

namespace tessera::ui {

BoardPicture::BoardPicture(const document::GameDocument &document, art::ArtCache *cache)
{
    if (document.hasGame())
        draw(document.game(), document.info(), cache);
}

BoardPicture::BoardPicture(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache)
{
    draw(game, info, cache);
}

void BoardPicture::draw(const engine::Game &game, const document::GameInfo &info, art::ArtCache *cache)
{
    auto *drawing = new BoardDrawing(&m_scene, cache); // the scene owns it
    drawing->show(&game, &info);
    for (QGraphicsItem *item : m_scene.items()) {
        const int layer = int(item->zValue());
        item->setVisible(layer == TilesLayer || layer == FigureLayer);
    }
    const QRectF board = drawing->boardRect();
    if (!board.isEmpty())
        m_source = board.adjusted(-kTileSize / 4, -kTileSize / 4, kTileSize / 4, kTileSize / 4);
}

void BoardPicture::paint(QPainter *painter, const QRectF &target)
{
    if (!m_source.isEmpty())
        m_scene.render(painter, target, m_source);
}

} // namespace tessera::ui
