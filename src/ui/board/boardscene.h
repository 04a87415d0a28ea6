#pragma once
// The board as a projection of a GameDocument: placed tiles and figures, and for the player
// to move the positions where the tile in hand fits, a preview under the pointer, the
// hotspots of the tile just placed (one per feature and figure kind: where both a follower and
// the large follower may go, two markers side by side, each showing its figure), and scoring
// popups. It asks the engine what is legal and tells the document what the player chose; it
// holds no game state of its own.

#include "art/artcache.h"
#include "document/gamedocument.h"
#include "engine/game.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <map>
#include <vector>

class QGraphicsEllipseItem;
class QGraphicsPathItem;
class QGraphicsRectItem;

namespace tessera::ui {

class TileItem;
class FigureItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    BoardScene(document::GameDocument *document, art::ArtCache *cache, QObject *parent = nullptr);
    ~BoardScene() override;

    // The hand tile the player is placing (a hand of 3 offers a choice).
    engine::TileIndex handTile() const { return m_handTile; }
    void setHandTile(engine::TileIndex tile);

    // Keyboard and button equivalents of the mouse.
    void rotatePreview(int direction = 1); // to the next rotation that fits here
    bool placePreview();                    // place the previewed tile; false if none
    void focusNextPosition(int direction = 1);
    // Keyboard deployment: Tab moves a focus ring over the hotspots (both figures of a feature
    // in turn), Enter deploys there.
    void focusNextHotspot(int direction = 1);
    std::optional<engine::Deployment> focusedHotspot() const;
    bool deployFocused();
    void previewAt(engine::Position cell);

    // What the interaction layer shows now (for tests and the side panel).
    std::optional<engine::Placement> preview() const;
    const std::vector<engine::Position> &openPositions() const { return m_positions; }
    std::vector<int> fittingRotations(engine::Position cell) const;
    QRectF boardRect() const;
    QRectF lastTileRect() const;
    static QRectF tileRectOf(engine::Position p);
    // Scene position of the hotspot for a deployment on the tile just placed.
    std::optional<QPointF> hotspotPosition(engine::Deployment deployment) const;
    std::optional<QPointF> hotspotPosition(int feature) const; // the feature's first hotspot
    // Where a figure on feature `local` of placed tile `placed` stands.
    QPointF anchorOf(engine::PlacedIndex placed, int local) const;
    // "city, 3 tiles, 2 pennants, open"
    QString describeFeature(engine::NodeId node) const;
    // How long the board takes to show the scores from this event on (final scoring goes
    // feature by feature), in milliseconds.
    int scoringDuration(int firstEvent) const;

signals:
    void featureHovered(const QString &description); // empty when the pointer leaves
    void previewChanged();

protected:
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void wheelEvent(QGraphicsSceneWheelEvent *event) override;

private:
    void rebuild();
    void addTile(engine::PlacedIndex index);
    void refreshInteraction();
    void clearInteraction();
    void showPositions();
    void showHotspots();
    void syncFigures();
    void popScores(int firstEvent);
    void popScore(std::size_t event);
    void highlightFeature(engine::NodeId node);
    void updateSceneRect();
    std::optional<engine::Deployment> hotspotAt(QPointF scenePos) const;
    void hoverDeployment(engine::Deployment d);
    QString describeDeployment(engine::Deployment d) const;
    art::FigureRole roleOf(engine::NodeId node, engine::FigureKind kind) const;
    QColor playerColor(int player) const;
    static QString tilesText(int tiles);

    document::GameDocument *m_document;
    art::ArtCache *m_cache;
    engine::TileIndex m_handTile = 0;
    int m_handTurn = -1; // the turn m_handTile was chosen in

    std::vector<TileItem *> m_tiles; // by placed index
    std::map<engine::NodeId, FigureItem *> m_figures;

    // Interaction layer for the current stage.
    std::vector<engine::Position> m_positions;           // where the hand tile fits
    QHash<quint64, std::uint8_t> m_rotations;             // cell -> bit r: rotation r fits
    std::vector<QGraphicsItem *> m_markers;               // position markers and hotspots
    struct Hotspot {
        engine::Deployment deployment;
        QGraphicsItem *item = nullptr;
        qreal radius = 0;
    };
    std::vector<Hotspot> m_hotspots;
    TileItem *m_preview = nullptr;
    std::optional<engine::Position> m_previewCell;
    int m_focusIndex = -1;
    FigureItem *m_pending = nullptr;                      // the chosen, unconfirmed follower
    int m_hotspotFocus = -1;                              // index into m_hotspots
    QGraphicsEllipseItem *m_focusRing = nullptr;
    QGraphicsPathItem *m_featureHighlight = nullptr;
    int m_generation = 0; // counts rebuilds, so that delayed popups of an old game are dropped
};

} // namespace tessera::ui
