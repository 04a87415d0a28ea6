#pragma once
// The drawing part of the board: a game position (any engine::Game, the live one or a replay
// position) drawn into a QGraphicsScene. Placed tiles, figures, the last placed tile marked,
// scoring popups and a feature's highlight. No input and no game state: what is shown is the
// game's, what is highlighted is the caller's. The drawing is a child of its scene and draws
// only its own items there, so the player's input can add its own beside them.

#include "art/artcache.h"
#include "document/gamelog.h"
#include "engine/game.h"
#include "featureareas.h"

#include <QObject>
#include <QPainterPath>
#include <QRectF>

#include <map>
#include <optional>
#include <vector>

class QGraphicsItem;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsScene;
class QTimer;
class QVariantAnimation;

namespace tessera::ui {

class TileItem;
class FigureItem;
class NeutralFigures;

class BoardDrawing : public QObject {
    Q_OBJECT

public:
    BoardDrawing(QGraphicsScene *scene, art::ArtCache *cache);
    ~BoardDrawing() override;
    // The drawing of a scene, if it has one.
    static BoardDrawing *of(const QGraphicsScene *scene);

    // Draws this position from scratch; nullptr: an empty table. Both must stay valid until
    // the next show() (the document's game does: a new game is announced before it is used).
    void show(const engine::Game *game, const document::GameInfo *info);
    // Catches up with the game after moves: new tiles, figures that came or went home, the
    // last tile's mark. A game that lost tiles (an undo) is drawn again.
    void update();
    const engine::Game *game() const { return m_game; }
    // The Princess & the Dragon's dragon and fairy.
    const NeutralFigures *neutralFigures() const { return m_neutral; }
    art::ArtCache *cache() const { return m_cache; }

    // The real shape of the feature holding `node`, across the board, lit up; one at a time.
    void highlightFeature(engine::NodeId node);
    // Any area of the scene lit up the same way (the features the magic portal reaches).
    void highlightArea(const QPainterPath &area);
    void clearHighlight();
    bool isHighlighting() const;
    // The part of feature `local` on placed tile `placed`, and the whole feature, in the scene.
    QPainterPath featureArea(engine::PlacedIndex placed, int local) const;
    QPainterPath featureShape(engine::NodeId node) const;
    // The feature of placed tile `placed` under scene point p, if any.
    std::optional<int> featureAt(engine::PlacedIndex placed, QPointF p) const;

    // The figure standing under scene point p: the node it stands on.
    std::optional<engine::NodeId> figureAt(QPointF p) const;
    // What a scoring event lights up: the feature's own shape, for a cloister its tile (its
    // neighbours count too); and the colour of the (first) player who scored.
    QPainterPath scoredArea(const engine::ScoreEvent &event) const;
    QColor scorerColor(const engine::ScoreEvent &event) const;
    // "+N" in white on the scorer's colour, centred on a scene point (not yet in a scene).
    static QGraphicsSimpleTextItem *pointsLabel(int points, const QColor &color, qreal pointSize, QPointF centre);

    // Where a figure on feature `local` of placed tile `placed` stands.
    QPointF anchorOf(engine::PlacedIndex placed, int local) const;
    // The same for a tile shown where it is not placed (a placement drawn as a suggestion).
    QPointF anchorOf(const engine::Decision &placement, int local) const;
    // The placed tiles; with one tile more all round, where the open positions lie.
    QRectF boardRect() const;
    QRectF reachRect() const;
    QRectF lastTileRect() const;
    QColor playerColor(int player) const;

    // A frame in the player's colour around a tile that player placed (the players panel
    // marks each player's last tile on hover); nullopt takes it away.
    void markPlayerTile(std::optional<engine::Position> position, int player);
    std::optional<engine::Position> markedPlayerTile() const { return m_playerTile; }

    // Farm boundaries: every farm on the board tinted as one piece, so that where one farm
    // ends and the next begins shows at a glance. A farm with farmers takes its majority's
    // colour (stripes of each when they share it); one without takes a neutral tone of its
    // own. Kept up to date as the board grows while shown.
    void setFarmsShown(bool shown);
    bool farmsShown() const { return m_farmsShown; }
    struct ShownFarm {
        engine::NodeId root = 0;
        std::uint8_t owners = 0; // bit p: player p has the most farmers there
        QGraphicsPathItem *item = nullptr;
    };
    const std::vector<ShownFarm> &shownFarms() const { return m_farms; }
    // With figure marks on (the colour-blind option), each seat's figures carry a symbol.
    void setFigureMarks(bool on);
    art::FigureMark figureMark(int player) const;
    art::FigureRole roleOf(engine::NodeId node, engine::FigureKind kind) const;
    static art::FigureRole roleOn(engine::FeatureKind feature, engine::FigureKind kind);
    static qreal figureSize(engine::FigureKind kind);

    // Without animations (pictures drawn for files), figures that go home leave at once.
    void setAnimated(bool animated) { m_animated = animated; }
    // A drawing shown in a view does not wait for the art cache's threads: a figure whose tile
    // type is being laid out (where figures stand on it) appears when that is done. A drawing
    // made for a picture (the default) places every figure at once.
    void setFiguresWaitForArt(bool wait) { m_figuresWaitForArt = wait; }
    // While above 0, tiles and figures that update() adds arrive in that many milliseconds
    // (fading in, a tile settling down from above the board): a computer's move, followed
    // the way a person sees their own.
    void setArrivalDuration(int milliseconds) { m_arrivalMs = milliseconds; }
    bool isArriving() const { return !m_arrivals.empty(); }
    // Where tiles and figures came or went since the last call, in scene units; after show()
    // (everything drawn anew) the scene's whole rect. A picture of the board repaints only these.
    std::vector<QRectF> takeChanges();

    // Shows the scores of the events from `firstEvent` on (final scoring feature by feature,
    // one every scoringStep() ms) and says how long that takes, in milliseconds.
    void popScores(int firstEvent);
    int scoringDuration(int firstEvent) const;
    void setScoringStep(int milliseconds);
    int scoringStep() const { return m_scoringStep; }
    // Whether features of the final scoring are still waiting to be shown; finishScoring()
    // shows them all at once.
    bool isScoring() const { return !m_pendingFinals.empty(); }
    void finishScoring();

private:
    void clearAll();
    void addTile(engine::PlacedIndex index);
    void syncFigures();
    void markLastTile();
    void drawFarms();
    void clearFarms();
    void updateSceneRect();
    void popScore(std::size_t event);
    void removeTransient(QGraphicsItem *item);
    void arrive(QGraphicsItem *item, bool tile);
    void settle(QGraphicsItem *item);
    const std::vector<FeatureArea> &areasOf(engine::PlacedIndex placed) const;

    QGraphicsScene *m_scene;
    art::ArtCache *m_cache;
    const engine::Game *m_game = nullptr;
    const document::GameInfo *m_info = nullptr;
    mutable FeatureAreaCache m_areas;

    std::vector<TileItem *> m_tiles; // by placed index
    std::map<engine::NodeId, FigureItem *> m_figures;
    NeutralFigures *m_neutral = nullptr;      // the dragon and the fairy
    std::vector<QGraphicsItem *> m_transient; // popups and figures going home, while they animate
    QGraphicsRectItem *m_lastMark = nullptr;
    QGraphicsPathItem *m_highlight = nullptr;
    QGraphicsRectItem *m_playerMark = nullptr;
    std::optional<engine::Position> m_playerTile;
    bool m_farmsShown = false;
    std::vector<ShownFarm> m_farms;
    int m_generation = 0; // counts show()s, so that delayed popups of an old game are dropped
    int m_scoringStep = 900;
    std::vector<std::size_t> m_pendingFinals; // events of the final scoring not shown yet
    QTimer *m_finalsTimer = nullptr;
    bool m_figureMarks = false;
    bool m_animated = true;
    bool m_figuresWaitForArt = false;
    bool m_figuresWaiting = false; // figures left out until their tile types are laid out
    int m_arrivalMs = 0;
    std::map<QGraphicsItem *, QVariantAnimation *> m_arrivals; // items arriving, and how
    std::vector<QRectF> m_changes;
    bool m_changedAll = true;
};

} // namespace tessera::ui
