#pragma once
// The new-game dialog: 2-5 players (6 with Inns & Cathedrals) with names and colours, the rule
// options, an optional seed, the tile sets, and whether each turn waits for a confirmation.
// Choosing the Inns & Cathedrals tiles turns its large follower on. The choices (but the seed)
// are remembered between runs; OK stays disabled, with the reason shown, until they make a
// game. The frame is a Designer form (ui/newgamedialog.ui); the seats, tile sets and rule
// options are widgets of their own in it.

#include "document/gamelog.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;

namespace tessera::ui {

namespace Ui {
class NewGameDialog;
}

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    ~NewGameDialog() override;

    // The game as chosen: tile sets loaded, created now (UTC), the seed as typed or random.
    document::GameInfo gameInfo() const;
    bool confirmTurns() const;
    // Offers a set from the tile set editor and chooses it (with the base game when it has no
    // start tile).
    void chooseTileSet(const engine::TileSet &set);

    // Why the choices do not make a game yet; empty when they do.
    QString problem() const;

    void accept() override; // also remembers the choices

    // The lesson whose offer was followed (the dialog was closed for it), or empty.
    QString requestedLesson() const { return m_requestedLesson; }

    // Keeps the dialog within a screen's available area of this size: the choices scroll only
    // where they do not fit. Done on showing, for the screen the dialog is shown on.
    void fitTo(const QSize &available);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void validate();
    void followTileSets();
    void describeConfirmTurns();
    void fitToScreen();
    void offerLessons();
    void describeLessonOffers();

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    QPushButton *m_start = nullptr; // Start Game, the box's accepting button
    QLabel *m_lessonOffer = nullptr;
    QStringList m_offeredLessons;   // the chosen expansions' lessons offered now, each once ever
    QString m_requestedLesson;      // the offer taken
    bool m_innsCathedrals = false;  // as last seen, so that only a change of it moves the options
    bool m_tradersBuilders = false; // the same
    bool m_princessDragon = false;  // the same
};

} // namespace tessera::ui
