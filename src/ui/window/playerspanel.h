#pragma once
// The players around the board: colour, name, score, followers left and, with Inns &
// Cathedrals, the large follower left; the player to move in bold with a marker.

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
};

} // namespace tessera::ui
