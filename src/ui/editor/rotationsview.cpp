#include "rotationsview.h"

#include "tilepictures.h"

#include "document/editor/tilesetdocument.h"
#include "engine/geometry.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

namespace tessera::ui {

RotationsView::RotationsView(document::TileSetDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    const auto repaint = [this] { update(); };
    connect(document, &document::TileSetDocument::tileChanged, this, repaint);
    connect(document, &document::TileSetDocument::tilesInserted, this, repaint);
    connect(document, &document::TileSetDocument::tilesRemoved, this, repaint);
    retranslateUi();
}

void RotationsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void RotationsView::retranslateUi()
{
    setAccessibleName(tr("The tile turned and beside neighbours"));
    setToolTip(tr("The tile in its four rotations, and beside tiles of the set that fit it. Click for other neighbours."));
}

QSize RotationsView::sizeHint() const
{
    return {280, 420};
}

void RotationsView::setTile(int index)
{
    m_tile = index;
    m_sample = 0;
    update();
}

std::pair<int, int> RotationsView::neighbour(int side) const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return {-1, 0};
    const engine::EdgeType wanted = m_document->tile(m_tile).edges[static_cast<std::size_t>(side)];
    std::vector<std::pair<int, int>> fitting;
    for (int t = 0; t < m_document->tileCount(); ++t) {
        const engine::TileType &candidate = m_document->tile(t);
        if (candidate.count <= 0)
            continue;
        for (int r = 0; r < 4; ++r) {
            // The candidate's side that faces ours after turning it r quarter turns.
            const int facing = engine::unrotateSide(engine::opposite(side), r);
            if (candidate.edges[static_cast<std::size_t>(facing)] == wanted) {
                fitting.emplace_back(t, r);
                break;
            }
        }
    }
    if (fitting.empty())
        return {-1, 0};
    return fitting[static_cast<std::size_t>(m_sample + side) % fitting.size()];
}

void RotationsView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return;
    const engine::TileType &tile = m_document->tile(m_tile);
    const qreal dpr = devicePixelRatioF();
    const int gap = 6;
    const int small = qMax(24, (width() - 5 * gap) / 4);
    for (int r = 0; r < 4; ++r)
        painter.drawPixmap(gap + r * (small + gap), gap, editorTilePictures().picture(tile, small, dpr, r));
    const int boardTop = 2 * gap + small + gap;
    const int cell = qMax(24, qMin((width() - 2 * gap) / 3, (height() - boardTop - gap) / 3));
    const int left = (width() - 3 * cell) / 2;
    const QPoint centre(left + cell, boardTop + cell);
    painter.drawPixmap(centre, editorTilePictures().picture(tile, cell, dpr));
    for (int side = 0; side < engine::kSides; ++side) {
        const auto [t, rotation] = neighbour(side);
        const engine::Position at = engine::neighbour({1, 1}, side);
        const QRect r(left + at.x * cell, boardTop + at.y * cell, cell, cell);
        if (t < 0) {
            painter.setPen(QPen(QColor(0xc0, 0x20, 0x20), 2, Qt::DashLine));
            painter.drawRect(r.adjusted(2, 2, -2, -2));
            painter.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, tr("nothing fits"));
            continue;
        }
        painter.setOpacity(0.85);
        painter.drawPixmap(r.topLeft(), editorTilePictures().picture(m_document->tile(t), cell, dpr, rotation));
        painter.setOpacity(1.0);
    }
}

void RotationsView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        ++m_sample;
        update();
    }
}

} // namespace tessera::ui
