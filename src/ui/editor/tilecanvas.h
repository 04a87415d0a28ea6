#pragma once
// The tile canvas of the tile set editor: the tile large, with a tab outside each side for
// its edge type and, inside, the parts of the border features hold (a side for a road, city
// or river, a half-edge for a field), coloured and numbered by feature.
// - A click on a side's tab cycles the edge: field, road, city, river.
// - A click on a part selects its feature (the centre selects the cloister).
// - A drag from one part to another, or a Ctrl+click on a part while another is selected,
//   connects their features, or splits the second part off when they are one feature.
// Each of these is one undo step, made when the mouse is released.
// The keyboard does the same: N, E, S or W cycles that side's edge; the arrow keys walk the
// parts; Space selects the focused part's feature; Ctrl+Space connects or splits it with the
// part selected before.

#include "document/editor/tileedits.h"

#include <QWidget>

#include <optional>

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class TileCanvas : public QWidget {
    Q_OBJECT

public:
    explicit TileCanvas(document::TileSetDocument *document, QWidget *parent = nullptr);

    void setTile(int index); // -1: none
    int tile() const { return m_tile; }
    int selectedFeature() const { return m_feature; }
    void selectFeature(int feature);
    // Marks a side or half-edge (a problem's), until another tile or part is chosen.
    void markPart(std::optional<document::EdgePart> part);
    std::optional<document::EdgePart> markedPart() const { return m_marked; }

    // Where things are, in widget coordinates (also for tests that click them).
    QRectF tileRect() const;
    QRectF edgeTab(int side) const;
    QRectF partRect(document::EdgePart part) const; // empty when the tile has no such part
    QRectF centreRect() const;
    std::optional<document::EdgePart> partAt(QPointF pos) const;
    int edgeTabAt(QPointF pos) const; // -1 when none

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void featureSelected(int feature);
    void message(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    const engine::TileType *current() const;
    void link(document::EdgePart a, document::EdgePart b);
    void cycleEdge(int side);
    void choosePart(document::EdgePart part, bool linkWithSelected);
    void paintParts(QPainter &painter) const;

    document::TileSetDocument *m_document;
    int m_tile = -1;
    int m_feature = -1;
    std::optional<document::EdgePart> m_selectedPart; // the part last clicked
    std::optional<document::EdgePart> m_pressedPart;
    std::optional<document::EdgePart> m_marked;
    int m_focusPart = -1; // index into edgeParts() of the part the keyboard is on
    int m_pressedTab = -1;
    QPointF m_pressPos;
    QPointF m_dragPos;
    bool m_dragging = false;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

// A colour per feature position, the same in the canvas and the inspector.
QColor featureColor(int feature);

} // namespace tessera::ui
