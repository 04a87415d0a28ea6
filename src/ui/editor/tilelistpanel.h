#pragma once
// The tile set editor's left pane: the tiles of the set as a grid, with a filter and a choice
// of order above it. The filter and the order are a Designer form (ui/tilelistpanel.ui).

#include <QWidget>

#include <memory>

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class TileGrid;

namespace Ui {
class TileListPanel;
}

class TileListPanel : public QWidget {
    Q_OBJECT

public:
    explicit TileListPanel(document::TileSetDocument *document, QWidget *parent = nullptr);
    ~TileListPanel() override;

    TileGrid *grid() const { return m_grid; }
    void clearFilter(); // shows every tile again

protected:
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<Ui::TileListPanel> m_ui;
    TileGrid *m_grid = nullptr;
};

} // namespace tessera::ui
