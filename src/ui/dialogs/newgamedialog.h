#pragma once
// The new-game dialog: 2-5 players (6 with Inns & Cathedrals) with names and colours, the rule
// options, an optional seed, the tile sets, and whether each turn waits for a confirmation.
// Choosing the Inns & Cathedrals tiles turns its large follower on. The choices (but the seed)
// are remembered between runs; OK stays disabled, with the reason shown, until they make a
// game.

#include "document/gamelog.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace tessera::ui {

class FitScrollArea;
class PlayersEditor;
class RuleOptionsWidget;
class TileSetChooser;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    // The game as chosen: tile sets loaded, created now (UTC), the seed as typed or random.
    document::GameInfo gameInfo() const;
    bool confirmTurns() const;
    // Offers a set from the tile set editor and chooses it (with the base game when it has no
    // start tile).
    void chooseTileSet(const engine::TileSet &set);

    // Why the choices do not make a game yet; empty when they do.
    QString problem() const;

    void accept() override; // also remembers the choices

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildGameOptions();
    void validate();
    void followTileSets();
    void describeConfirmTurns();
    void fitToScreen();

    PlayersEditor *m_players = nullptr;
    RuleOptionsWidget *m_rules = nullptr;
    TileSetChooser *m_tileSets = nullptr;
    QLineEdit *m_seed = nullptr;
    QCheckBox *m_confirmTurns = nullptr;
    QLabel *m_confirmHelp = nullptr;
    QLabel *m_problemIcon = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    FitScrollArea *m_scroll = nullptr;
    bool m_innsCathedrals = false; // as last seen, so that only a change of it moves the options
    bool m_tradersBuilders = false; // the same
    bool m_princessDragon = false;  // the same
};

} // namespace tessera::ui
