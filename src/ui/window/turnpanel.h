#pragma once
// The side panel of the player to move: whose turn it is, the tile in hand shown large (in the
// rotation of the preview), how many tiles are left, the hand to choose from with larger
// hands, the buttons of the turn: rotate, no follower, take back, confirm, and after a hint
// Hard's other choices. While a computer player decides, it says who is thinking (with a busy
// bar) and its buttons rest.

#include "art/artcache.h"
#include "document/gamedocument.h"

#include <QWidget>

#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QHBoxLayout;

namespace tessera::document {
class ComputerTurns;
}

namespace tessera::ui {

class BoardScene;
class HandTileButton;
class HintChoicesView;

class TurnPanel : public QWidget {
    Q_OBJECT

public:
    TurnPanel(document::GameDocument *document, BoardScene *scene, art::ArtCache *cache, QWidget *parent = nullptr);

    // The game's computer players: while one decides, the panel shows it thinking.
    void setComputerTurns(document::ComputerTurns *computers);
    QProgressBar *thinkingIndicator() const { return m_thinking; }

    QPushButton *noFollowerButton() const { return m_noFollower; }
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *takeBackButton() const { return m_takeBack; }
    QPushButton *rotateButton() const { return m_rotate; }
    QLabel *tileView() const { return m_tile; }
    QLabel *bonusBanner() const { return m_bonus; }
    QString instruction() const;
    // After a hint: Hard's other choices, on request.
    HintChoicesView *hintChoices() const { return m_hintChoices; }
    // With a hand of several tiles: the buttons that choose one, and the keyboard's way to
    // the next (or previous) tile of the hand.
    QList<HandTileButton *> handButtons() const;
    void chooseNextHandTile(int direction = 1);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; // a click on the tile turns it

private:
    void retranslateUi();
    void refresh();
    void refreshTile();
    void refreshBonus();
    int tileSize() const; // of the tile in hand
    void rebuildHand();

    document::GameDocument *m_document;
    BoardScene *m_scene;
    art::ArtCache *m_cache;
    QLabel *m_player = nullptr;
    QLabel *m_bonus = nullptr;     // the builder's bonus tile: a banner
    QLabel *m_firstTile = nullptr; // and, while it is played, the turn's first tile
    QLabel *m_tile = nullptr;
    QLabel *m_tilesLeft = nullptr;
    QLabel *m_instruction = nullptr;
    QWidget *m_handBox = nullptr;
    QHBoxLayout *m_handLayout = nullptr;
    std::vector<engine::TileIndex> m_handShown; // the tiles of the buttons, in hand order
    QPushButton *m_rotate = nullptr;
    QPushButton *m_noFollower = nullptr;
    QPushButton *m_takeBack = nullptr;
    QPushButton *m_confirm = nullptr;
    QProgressBar *m_thinking = nullptr;
    HintChoicesView *m_hintChoices = nullptr;
    document::ComputerTurns *m_computers = nullptr;
};

} // namespace tessera::ui
