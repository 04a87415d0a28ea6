#pragma once
// The board's input after a placement: a marker on each feature of the tile just placed where a
// figure may go (where both a follower and the large follower may go, two markers side by side),
// and with the Princess & the Dragon a marker for each choice instead of a deployment (the fairy
// on each follower she may join, a knight crossed out where the princess may send it home, the
// portal's symbol on a portal tile, whose features across the board light up from it and stay
// lit after a click on it, until one is chosen or the portal is put aside). It
// answers what the pointer is over, keeps the keyboard focus among the markers and shows the
// chosen, unconfirmed figure. Its scene (BoardScene) decides when it is shown; every choice goes
// to the document.

#include "art/artcache.h"
#include "document/gamedocument.h"
#include "engine/game.h"

#include <QObject>
#include <QPointF>
#include <QTransform>

#include <optional>
#include <vector>

class QGraphicsPathItem;
class QGraphicsScene;

namespace tessera::ui {

class BoardDrawing;
class FigureItem;
class HotspotItem;

class DeploymentMarkers : public QObject {
    Q_OBJECT

public:
    DeploymentMarkers(QGraphicsScene *scene, BoardDrawing *drawing, document::GameDocument *document, art::ArtCache *cache);
    ~DeploymentMarkers() override;

    // The markers of the document's position (its stage is Deploying or Confirming), and away.
    void show();
    void clear();

    // The pointer over a scene point of a view with this transform: lights up what a click
    // there would choose (and says it in featureHovered); a click there chooses it.
    void hoverAt(QPointF scenePos, const QTransform &viewTransform);
    void clickAt(QPointF scenePos, const QTransform &viewTransform);
    bool leave(); // the pointer left the board; whether something was lit up

    // The magic portal opened by a click on its marker: what it reaches stays lit, a click on
    // a lit feature deploys there, any other click that chooses nothing says so. Put aside by
    // cancelPortal() (Esc, a right click), which says whether it was open.
    bool isPortalOpen() const { return m_portalOpen; }
    bool cancelPortal();
    // The feature lit by the open portal under a scene point (what a click there chooses).
    std::optional<engine::Decision> portalTargetAt(QPointF scenePos) const;

    // The hotspot for a deployment on the tile just placed: its item, and the scene point of
    // its centre under a view of this zoom (side by side markers stand whole pixels apart).
    const HotspotItem *hotspotItem(engine::Deployment deployment) const;
    std::optional<QPointF> hotspotPosition(engine::Deployment deployment, qreal zoom = 1) const;
    std::optional<QPointF> hotspotPosition(int feature, qreal zoom = 1) const; // its first hotspot
    // Spreads the markers so that none covers another at the zoom of the board's view (see
    // spreadHotspots()); the view calls it when its zoom changes.
    void layout();
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
    // Where the view points from its edges when they lie out of sight: the markers on other
    // tiles than the one just placed (the fairy's, the princess's, the portal's).
    void appendOutlyingPoints(std::vector<QPointF> &points) const;

    // Keyboard: Tab moves a focus ring over the markers (both figures of a feature in turn),
    // Enter chooses what the focused one offers (a deployment, the fairy, the princess).
    void focusNext(int direction = 1);
    bool focusDeployment(engine::Deployment deployment); // a hint's: false when not offered
    std::optional<engine::Deployment> focusedDeployment() const;
    std::optional<engine::Decision> focusedInstead() const;
    bool chooseFocused();
    bool focusIsChosen() const; // whether the focus is on the choice already made

signals:
    void featureHovered(const QString &description); // empty when the pointer leaves
    void portalOpenChanged(bool open);

private:
    struct Hotspot {
        engine::Deployment deployment;
        std::optional<engine::Decision> instead; // the fairy or the princess instead
        HotspotItem *item = nullptr;
    };

    const engine::Game &game() const { return m_document->game(); }
    engine::NodeId nodeOf(int feature) const;
    void showInsteadMarkers();
    void showPortalMarker();
    void showPendingInstead();
    void showPortalChoice(const engine::Decision &chosen);
    FigureItem *addPendingFigure(engine::PlacedIndex placed, engine::Deployment deployment, int player);
    QString describeInstead(const engine::Decision &d) const;
    QString describeDeployment(engine::Deployment d) const;
    void hoverInstead(const engine::Decision *d);
    void hoverDeployment(std::optional<engine::Deployment> d);
    void fadeOthers();
    void showPortalTargets();
    void openPortal();
    void hoverPortalTarget(const engine::Decision *target);
    void clickOpenPortal(QPointF scenePos, const QTransform &viewTransform);
    void setFocus(int index);
    const Hotspot *hotspotAt(QPointF scenePos, const QTransform &viewTransform) const;
    bool portalAt(QPointF scenePos, const QTransform &viewTransform) const;
    bool choose(const Hotspot &spot);

    QGraphicsScene *m_scene;
    BoardDrawing *m_drawing;
    document::GameDocument *m_document;
    art::ArtCache *m_cache;

    std::vector<Hotspot> m_hotspots;
    HotspotItem *m_portalSpot = nullptr;           // on the portal of the tile just placed
    std::vector<engine::Decision> m_portalTargets; // every DeployAt open
    QGraphicsPathItem *m_portalLink = nullptr;     // from the portal to the chosen feature
    bool m_portalOpen = false;                     // its targets lit until a choice or Esc
    FigureItem *m_pending = nullptr;               // the chosen, unconfirmed figure
    FigureItem *m_hoverFigure = nullptr;           // the figure a click would deploy, under the pointer
    std::optional<engine::Deployment> m_hovered;
    std::optional<engine::Decision> m_hoveredInstead;
    int m_focus = -1; // index into m_hotspots
};

} // namespace tessera::ui
