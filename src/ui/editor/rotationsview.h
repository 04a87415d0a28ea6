#pragma once
// The selected tile in its four rotations, and on a small board beside a neighbour on each
// side taken from the set (a tile of the set that fits there). A click shows other neighbours.

#include <QWidget>

#include <utility>

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class RotationsView : public QWidget {
    Q_OBJECT

public:
    explicit RotationsView(document::TileSetDocument *document, QWidget *parent = nullptr);

    void setTile(int index);
    // The neighbour shown on `side` as (tile, rotation), or (-1, 0) when no tile of the set fits.
    std::pair<int, int> neighbour(int side) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    document::TileSetDocument *m_document;
    int m_tile = -1;
    int m_sample = 0; // which of the fitting neighbours to show

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
