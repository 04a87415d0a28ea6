#include "boardpicture.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "document/gamedocument.h"

#include <QGraphicsItem>
#include <QPainter>
#include <QRegion>

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
    m_info = &info;
    m_drawing = new BoardDrawing(&m_scene, cache); // the scene owns it
    m_drawing->setAnimated(false);
    m_drawing->show(&game, &info);
    keepTilesAndFigures();
    const QRectF board = m_drawing->boardRect();
    if (!board.isEmpty())
        m_source = board.adjusted(-kTileSize / 4, -kTileSize / 4, kTileSize / 4, kTileSize / 4);
}

void BoardPicture::keepTilesAndFigures()
{
    for (QGraphicsItem *item : m_scene.items()) {
        const int layer = int(item->zValue());
        item->setVisible(layer == TilesLayer || layer == FigureLayer);
    }
}

void BoardPicture::paint(QPainter *painter, const QRectF &target)
{
    if (m_drawing)
        m_drawing->takeChanges(); // all painted now
    if (!m_source.isEmpty())
        m_scene.render(painter, target, m_source);
}

void BoardPicture::update()
{
    if (!m_drawing)
        return;
    m_drawing->update();
    keepTilesAndFigures();
}

void BoardPicture::show(const engine::Game &game)
{
    if (!m_drawing)
        return;
    m_drawing->show(&game, m_info);
    keepTilesAndFigures();
}

void BoardPicture::paintChanges(QPainter *painter, const QRectF &target)
{
    if (!m_drawing || m_source.isEmpty())
        return;
    const qreal scale = target.width() / m_source.width();
    const QRect bounds = target.toAlignedRect();
    // The changed parts in whole device pixels, one pixel more all round for antialiased edges;
    // each is cleared and drawn again from the scene with the transform of a whole paint.
    QRegion region;
    for (const QRectF &changed : m_drawing->takeChanges()) {
        const QRectF part = changed.intersected(m_source);
        if (!part.isEmpty())
            region += QRectF(target.topLeft() + (part.topLeft() - m_source.topLeft()) * scale, part.size() * scale)
                          .toAlignedRect()
                          .adjusted(-1, -1, 1, 1)
                          .intersected(bounds);
    }
    for (const QRect &pixels : region) {
        const QRectF source(m_source.topLeft() + (QPointF(pixels.topLeft()) - target.topLeft()) / scale,
                            QSizeF(pixels.size()) / scale);
        painter->save();
        painter->setClipRect(pixels);
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        painter->fillRect(pixels, Qt::transparent);
        painter->setCompositionMode(QPainter::CompositionMode_SourceOver);
        m_scene.render(painter, QRectF(pixels), source);
        painter->restore();
    }
}

} // namespace tessera::ui
