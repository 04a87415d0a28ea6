#pragma once
// The live game's board: the document's position drawn by a BoardDrawing, and the player's
// input on it. For the player to move it marks the positions where the tile in hand fits,
// previews the tile under the pointer, turns it (R, right click, the turn panel) and places it
// on a click; after the placement its DeploymentMarkers take the choice of a figure (or of
// what the Princess & the Dragon offer instead); while the dragon flies the tiles it may enter
// are marked, chosen by a click or by the arrow keys and Enter. Everything it decides with
// is asked of the engine or the document: the tile in hand and the turn's stage are the
// document's; the scene keeps only what the pointer and the keyboard focus are on.

#include "art/artcache.h"
#include "document/gamedocument.h"
#include "engine/game.h"

#include <QGraphicsScene>
#include <QHash>

#include <functional>
#include <optional>
#include <vector>

class QGraphicsPathItem;

namespace tessera::ui {

class BoardDrawing;
class DeploymentMarkers;
class TileItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    using Stage = document::GameDocument::Stage;

    BoardScene(document::GameDocument *document, art::ArtCache *cache, QObject *parent = nullptr);
    ~BoardScene() override;

    BoardDrawing *drawing() const { return m_drawing; }
    DeploymentMarkers *deploymentMarkers() const { return m_deploymentMarkers; } // after a placement

    // Whether the person at this screen decides now (not while a computer player does): asked
    // whenever the stage changes; when false the board shows the position and takes no input.
    void setInputAllowed(std::function<bool()> allowed);
    bool inputAllowed() const { return !m_inputAllowed || m_inputAllowed(); }

    // A hint: the decision shown without playing it. A placement is previewed there in its
    // rotation, framed (Enter plays it); a figure's feature lights up with its marker in focus;
    // a dragon's step is framed. It goes with the next change of the stage. False when the
    // decision does not belong to the position (the position moved on).
    bool showHint(const engine::Decision &decision);
    bool isShowingHint() const { return m_hint != nullptr; }

    // Keyboard and button equivalents of the mouse.
    // Turns the tile to its next rotation that fits: at the position previewed, or without one
    // at some position (the turn panel's button and tile, away from the board); a position
    // previewed afterwards takes that rotation where it fits.
    void rotatePreview(int direction = 1);
    int handRotation() const { return m_handRotation; }
    bool canRotate() const; // more than one rotation to turn to, as rotatePreview() would
    bool placePreview();    // place the previewed tile; false if none
    void focusNextPosition(int direction = 1);
    // The dragon's flight by keyboard: the marked tile `to` (next to the dragon) is chosen,
    // ringed and named in the status bar; flyFocused() flies there. false: not a marked tile.
    bool focusDragonStep(engine::Position to);
    std::optional<engine::Position> focusedDragonStep() const;
    bool flyFocused();
    void previewAt(engine::Position cell);

    // What the input shows now (for tests, the view and the side panel).
    std::optional<engine::Placement> preview() const;
    const std::vector<engine::Position> &openPositions() const { return m_positions; }
    // Where the view points from its edges when they lie out of sight: the marked positions
    // (the tile's, the dragon's) and the markers of the fairy, the princess and the portal.
    std::vector<QPointF> hintPoints() const;
    // What a view keeps in sight when a turn or a step of the dragon starts: every marked
    // position (the tile's, the dragon's); where they are too far apart, the tile placed last
    // with the marked positions beside it.
    QRectF positionsRect() const;
    QRectF newPositionsRect() const;
    std::vector<int> fittingRotations(engine::Position cell) const;
    std::vector<int> rotationsFittingSomewhere() const;
    // What Rotate turns among: the rotations at the position previewed, or anywhere.
    std::vector<int> rotationsToTurn() const;
    // The fitting rotations that give different boards (a straight road fits 2 ways, 1 look).
    int distinctWays(engine::Position cell) const;
    // "fits 2 ways: R or right click turns it"
    QString waysText(engine::Position cell) const;

    // Farm boundaries (BoardDrawing::setFarmsShown): shown while F is held on the board, and
    // while the View menu's toggle is on.
    void setFarmsToggled(bool on);
    bool farmsToggled() const { return m_farmsToggled; }

    // The live position, as drawn.
    QRectF boardRect() const;
    QRectF lastTileRect() const;
    static QRectF tileRectOf(engine::Position p);
    int scoringDuration(int firstEvent) const;

signals:
    void featureHovered(const QString &description); // empty when the pointer leaves
    void previewChanged();
    void positionsShown(); // a new set of marked positions (a turn, a dragon's step): a view may bring them into sight

protected:
    bool event(QEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    Stage inputStage() const;
    void frameHint(engine::Position cell);
    void showDocumentGame();
    void refreshInteraction();
    void clearInteraction();
    void showPositions();
    void showDragonSteps();
    void addPositionMarkers();
    void setDragonFocus(int index);
    void hidePreview();
    void previewHint();

    document::GameDocument *m_document;
    art::ArtCache *m_cache;
    BoardDrawing *m_drawing;
    DeploymentMarkers *m_deploymentMarkers;

    std::vector<engine::Position> m_positions;          // where the hand tile fits
    QHash<quint64, std::uint8_t> m_rotations;           // cell -> bit r: rotation r fits
    std::vector<QGraphicsPathItem *> m_positionMarkers; // where the tile or the dragon may go
    TileItem *m_preview = nullptr;
    std::optional<engine::Position> m_previewCell;
    int m_handRotation = 0; // the tile in hand's, as the turn panel shows it (a preview's where it fits)
    int m_focusIndex = -1;
    bool m_farmsToggled = false;
    bool m_farmsKeyHeld = false;
    std::function<bool()> m_inputAllowed;
    QGraphicsItem *m_hint = nullptr;                  // the frame of a hint
    std::optional<engine::Placement> m_hintPlacement; // a hint's placement, previewed in its frame
    QPoint m_pointer;                                 // on the screen, at the last mouse event
};

} // namespace tessera::ui
