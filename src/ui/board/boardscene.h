#pragma once
// The live game's board: the document's position drawn by a BoardDrawing, and the player's
// input on it. For the player to move it marks the positions where the tile in hand fits,
// previews the tile under the pointer, turns it (R, right click, the turn panel) and places it
// on a click; after the placement it shows a marker on each feature where a figure may go
// (where both a follower and the large follower may go, two markers side by side) and takes a
// click on a marker or anywhere on a feature's area as the choice. With the Princess & the
// Dragon, the choices instead of a deployment have markers too (the fairy on each follower she
// may join, a knight crossed out where the princess may send it home, the portal's symbol on a
// portal tile, whose features across the board light up from it), and while the dragon flies
// the tiles it may enter are marked, chosen by a click or by the arrow keys and Enter.
// Everything it decides with
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
class FigureItem;
class HotspotItem;
class TileItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    using Stage = document::GameDocument::Stage;

    BoardScene(document::GameDocument *document, art::ArtCache *cache, QObject *parent = nullptr);
    ~BoardScene() override;

    BoardDrawing *drawing() const { return m_drawing; }

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
    void rotatePreview(int direction = 1); // to the next rotation that fits here
    bool placePreview();                    // place the previewed tile; false if none
    void focusNextPosition(int direction = 1);
    // Keyboard deployment: Tab moves a focus ring over the hotspots (both figures of a feature
    // in turn), Enter deploys there.
    void focusNextHotspot(int direction = 1);
    std::optional<engine::Deployment> focusedHotspot() const;
    std::optional<engine::Decision> focusedInstead() const; // a marker of the fairy or the princess
    // Chooses what the focused marker offers (a deployment, the fairy, the princess); whether
    // the focus is on the choice already made.
    bool chooseFocused();
    bool focusIsChosen() const;
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
    // The tile placed last with the marked positions beside it: what a view follows.
    QRectF newPositionsRect() const;
    std::vector<int> fittingRotations(engine::Position cell) const;
    // The fitting rotations that give different boards (a straight road fits 2 ways, 1 look).
    int distinctWays(engine::Position cell) const;
    // "fits 2 ways: R or right click turns it"
    QString waysText(engine::Position cell) const;
    // The hotspot for a deployment on the tile just placed: its item, and the scene point of
    // its centre under a view of this zoom (side by side markers stand whole pixels apart).
    const HotspotItem *hotspotItem(engine::Deployment deployment) const;
    std::optional<QPointF> hotspotPosition(engine::Deployment deployment, qreal zoom = 1) const;
    std::optional<QPointF> hotspotPosition(int feature, qreal zoom = 1) const; // its first hotspot
    // Spreads the markers so that none covers another at the zoom of the board's view (see
    // spreadHotspots()); the view calls it when its zoom changes.
    void layoutHotspots();
    // The deployment a click at this scene point chooses, under a view with this transform.
    std::optional<engine::Deployment> deploymentAt(QPointF scenePos, const QTransform &viewTransform) const;
    // The Princess & the Dragon's choice instead of a deployment under a scene point: the
    // fairy to the player's follower there, the princess sending a knight there home, or a
    // follower through the magic portal on the free feature there.
    std::optional<engine::Decision> insteadAt(QPointF scenePos) const;
    // The marker of such a choice (MoveFairy, RemoveKnight) and the scene point of its centre
    // under a view of this zoom; the magic portal's marker on the tile just placed.
    const HotspotItem *insteadItem(const engine::Decision &decision) const;
    std::optional<QPointF> insteadPosition(const engine::Decision &decision, qreal zoom = 1) const;
    const HotspotItem *portalItem() const { return m_portalSpot; }

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
    void positionsShown(); // a new set of marked positions: a view may bring them into sight

protected:
    bool event(QEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
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
    void showHotspots();
    void showInsteadMarkers();
    void showPendingInstead();
    QPixmap portalSymbol() const;
    QString describeInstead(const engine::Decision &d) const;
    void hoverInstead(const engine::Decision *d);
    void showPortalTargets();
    void setDragonFocus(int index);
    void hidePreview();
    void hoverDeployment(std::optional<engine::Deployment> d);
    QString describeDeployment(engine::Deployment d) const;
    engine::NodeId nodeOf(int feature) const;

    document::GameDocument *m_document;
    art::ArtCache *m_cache;
    BoardDrawing *m_drawing;

    std::vector<engine::Position> m_positions;           // where the hand tile fits
    QHash<quint64, std::uint8_t> m_rotations;             // cell -> bit r: rotation r fits
    std::vector<QGraphicsPathItem *> m_markers;           // position markers
    struct Hotspot {
        engine::Deployment deployment;
        std::optional<engine::Decision> instead; // the fairy or the princess instead
        HotspotItem *item = nullptr;
    };
    const Hotspot *hotspotAt(QPointF scenePos, const QTransform &viewTransform) const;
    bool portalAt(QPointF scenePos, const QTransform &viewTransform) const;
    bool choose(const Hotspot &spot);
    std::vector<Hotspot> m_hotspots;
    HotspotItem *m_portalSpot = nullptr;          // on the portal of the tile just placed
    std::vector<engine::Decision> m_portalTargets; // every DeployAt open
    QGraphicsPathItem *m_portalLink = nullptr;    // from the portal to the chosen feature
    std::optional<engine::Decision> m_hoveredInstead;
    TileItem *m_preview = nullptr;
    std::optional<engine::Position> m_previewCell;
    int m_focusIndex = -1;
    FigureItem *m_pending = nullptr;     // the chosen, unconfirmed figure
    FigureItem *m_hoverFigure = nullptr; // the figure a click would deploy, under the pointer
    std::optional<engine::Deployment> m_hovered;
    int m_hotspotFocus = -1;             // index into m_hotspots
    bool m_farmsToggled = false;
    bool m_farmsKeyHeld = false;
    std::function<bool()> m_inputAllowed;
    QGraphicsItem *m_hint = nullptr; // the frame of a hint
};

} // namespace tessera::ui
