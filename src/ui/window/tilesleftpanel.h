#pragma once
// The remaining tiles: every tile type of the game drawn as it looks, with how many copies
// are left in the pile and on how many open positions one would fit now; the tile in hand is
// marked and used-up types are greyed out.

#include <QTableView>

namespace tessera::art {
class ArtCache;
}

namespace tessera::document {
class GameDocument;
class TilesLeftModel;
} // namespace tessera::document

namespace tessera::ui {

class TilesLeftPanel : public QTableView {
    Q_OBJECT

public:
    TilesLeftPanel(document::TilesLeftModel *model, document::GameDocument *document, art::ArtCache *cache,
                   QWidget *parent = nullptr);

    // The side of the tile pictures, in logical pixels: smaller on a short screen, where the
    // panel shares its height with the turn panel and the players (isShortScreen()).
    static constexpr int kTileSize = 40;
    static constexpr int kCompactTileSize = 28;
    int tileSize() const { return m_tileSize; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    int m_tileSize = kTileSize;
};

} // namespace tessera::ui
