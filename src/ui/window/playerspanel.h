#pragma once
// The players around the board: colour, name, score, followers left and, with Inns &
// Cathedrals, the large follower left; the player to move in bold with a marker. Hovering a
// player's row says so, so that the board can mark that player's last tile.

#include <QTableView>

namespace tessera::document {
class PlayersModel;
}

namespace tessera::ui {

class PlayersPanel : public QTableView {
    Q_OBJECT

public:
    explicit PlayersPanel(document::PlayersModel *model, QWidget *parent = nullptr);
    QSize sizeHint() const override;

signals:
    void playerHovered(int player); // -1: the pointer left the rows

protected:
    bool viewportEvent(QEvent *event) override;

private:
    int wantedWidth() const; // every name whole (up to a length), and the other columns
    int m_hovered = -1;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
