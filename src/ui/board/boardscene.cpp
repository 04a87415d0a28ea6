#include "boardscene.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "boarditems.h"
#include "document/featuretext.h"
#include "document/placementways.h"
#include "hotspotitem.h"
#include "neutralfigures.h"
#include "art/tileicons.h"
#include "art/tilelayout.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QPalette>
#include <QPainter>
#include <QPen>
#include <QSvgRenderer>

#include <algorithm>
#include <cstdlib>
#include <map>

namespace tessera::ui {

using namespace engine;
using Stage = document::GameDocument::Stage;

namespace {

// Marker radii in screen pixels: the follower's at least the minimum, the large one larger.
constexpr qreal kHotspotRadius = kMinHotspotPixels / 2 + 1;
constexpr qreal kLargeHotspotRadius = kHotspotRadius + 3;

quint64 cellKey(Position p)
{
    return (quint64(quint32(p.x)) << 32) | quint32(p.y);
}

} // namespace

BoardScene::BoardScene(document::GameDocument *document, art::ArtCache *cache, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_cache(cache)
    , m_drawing(new BoardDrawing(this, cache))
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(document, &document::GameDocument::gameReset, this, &BoardScene::showDocumentGame);
    connect(document, &document::GameDocument::tilePlaced, m_drawing, &BoardDrawing::update);
    connect(document, &document::GameDocument::stageChanged, this, &BoardScene::refreshInteraction);
    connect(document, &document::GameDocument::handTileChanged, this, &BoardScene::refreshInteraction);
    connect(document, &document::GameDocument::dragonMoved, m_drawing, [this] { m_drawing->update(); });
    connect(document, &document::GameDocument::turnFinished, this, [this](int firstEvent) {
        m_drawing->update();
        m_drawing->popScores(firstEvent);
    });
    showDocumentGame();
}

BoardScene::~BoardScene() = default;

void BoardScene::showDocumentGame()
{
    clearInteraction();
    m_drawing->show(m_document->hasGame() ? &m_document->game() : nullptr, &m_document->info());
    refreshInteraction();
}

QRectF BoardScene::boardRect() const
{
    return m_drawing->boardRect();
}

QRectF BoardScene::lastTileRect() const
{
    return m_drawing->lastTileRect();
}

QRectF BoardScene::tileRectOf(Position p)
{
    return tileRect(p);
}

int BoardScene::scoringDuration(int firstEvent) const
{
    return m_drawing->scoringDuration(firstEvent);
}

// --- the turn being composed ----------------------------------------------------------------

void BoardScene::setInputAllowed(std::function<bool()> allowed)
{
    m_inputAllowed = std::move(allowed);
    refreshInteraction();
}

// The stage as far as the person's input goes: none while a computer decides.
BoardScene::Stage BoardScene::inputStage() const
{
    return inputAllowed() ? m_document->stage() : Stage::NoGame;
}

void BoardScene::clearInteraction()
{
    delete m_hint;
    m_hint = nullptr;
    for (QGraphicsItem *item : m_markers)
        delete item;
    m_markers.clear();
    for (const Hotspot &h : m_hotspots)
        delete h.item;
    m_hotspots.clear();
    m_hotspotFocus = -1;
    delete m_preview;
    m_preview = nullptr;
    delete m_pending;
    m_pending = nullptr;
    delete m_hoverFigure;
    m_hoverFigure = nullptr;
    delete m_portalSpot;
    m_portalSpot = nullptr;
    delete m_portalLink;
    m_portalLink = nullptr;
    m_portalTargets.clear();
    m_hovered.reset();
    m_hoveredInstead.reset();
    m_drawing->clearHighlight();
    m_positions.clear();
    m_rotations.clear();
}

void BoardScene::refreshInteraction()
{
    const std::optional<Position> keepPreview = m_previewCell;
    clearInteraction();
    m_previewCell.reset();
    switch (inputStage()) {
    case Stage::Placing:
        showPositions();
        if (keepPreview) { // where the pointer still is: shown again, not announced again
            m_previewCell = keepPreview;
            previewAt(*keepPreview);
        }
        emit positionsShown();
        break;
    case Stage::Deploying:
    case Stage::Confirming:
        showHotspots();
        break;
    case Stage::DragonFlying:
        showDragonSteps();
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
    emit previewChanged();
}

std::optional<engine::Decision> BoardScene::insteadAt(QPointF scenePos) const
{
    const Game &game = m_document->game();
    if (!game.bringsMoreDecisions())
        return std::nullopt;
    std::vector<engine::Decision> open;
    game.legalDecisions(open);
    const auto find = [&](engine::DecisionKind kind, Position at, int feature) -> std::optional<engine::Decision> {
        for (const engine::Decision &d : open)
            if (d.kind == kind && d.at == at && d.deployment.feature == feature && d.deployment.figure == FigureKind::Follower)
                return d;
        return std::nullopt;
    };
    // A figure: the player's own takes the fairy, another's knight the princess's removal.
    if (const std::optional<engine::NodeId> node = m_drawing->figureAt(scenePos)) {
        const engine::FeatureNode &n = game.features().node(*node);
        const Position at = game.board().placed()[n.placed].pos;
        if (const auto fairy = find(engine::DecisionKind::MoveFairy, at, n.local))
            return fairy;
        return find(engine::DecisionKind::RemoveKnight, at, n.local);
    }
    const Position cell = cellAt(scenePos);
    const engine::PlacedIndex placed = game.board().at(cell);
    if (placed == engine::kNoTile)
        return std::nullopt;
    if (const std::optional<int> feature = m_drawing->featureAt(placed, scenePos))
        return find(engine::DecisionKind::DeployAt, cell, *feature);
    return std::nullopt;
}

// The tiles the dragon may fly to next, marked like open positions; a click there flies.
void BoardScene::showDragonSteps()
{
    std::vector<engine::Decision> decisions;
    m_document->game().legalDecisions(decisions);
    for (const engine::Decision &d : decisions)
        if (d.kind == engine::DecisionKind::DragonStep)
            m_positions.push_back(d.at);
    addPositionMarkers();
    m_focusIndex = -1;
}

// The dragon's next tile chosen by keyboard: its marker drawn solid and thick, the status bar
// says where the dragon would fly.
void BoardScene::setDragonFocus(int index)
{
    m_focusIndex = index;
    const QColor accent = QApplication::palette().color(QPalette::Highlight);
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        // Filled deeper than the others, so that it is not taken for the last tile's frame.
        const bool focused = int(i) == index;
        QPen pen(accent, focused ? 5 : 2.5, focused ? Qt::SolidLine : Qt::DashLine);
        pen.setCosmetic(true);
        m_markers[i]->setPen(pen);
        QColor fill = accent;
        fill.setAlphaF(focused ? 0.45 : 0.18);
        m_markers[i]->setBrush(fill);
    }
    const Position to = m_positions[std::size_t(index)];
    emit featureHovered(tr("The dragon would fly to %1, %2: Enter flies, the arrow keys choose another marked tile.")
                            .arg(to.x).arg(to.y));
}

bool BoardScene::focusDragonStep(Position to)
{
    if (inputStage() != Stage::DragonFlying)
        return false;
    const auto it = std::find(m_positions.begin(), m_positions.end(), to);
    if (it == m_positions.end())
        return false;
    setDragonFocus(int(it - m_positions.begin()));
    return true;
}

std::optional<Position> BoardScene::focusedDragonStep() const
{
    if (inputStage() != Stage::DragonFlying || m_focusIndex < 0 || m_focusIndex >= int(m_positions.size()))
        return std::nullopt;
    return m_positions[std::size_t(m_focusIndex)];
}

bool BoardScene::flyFocused()
{
    const std::optional<Position> to = focusedDragonStep();
    return to && m_document->chooseDragonStep(*to) == MoveError::None;
}

void BoardScene::showPositions()
{
    const Game &game = m_document->game();
    std::vector<Placement> legal;
    game.legalPlacements(m_document->handTile(), legal);
    for (const Placement &p : legal) {
        auto &mask = m_rotations[cellKey(p.pos)];
        if (!mask)
            m_positions.push_back(p.pos);
        mask = std::uint8_t(mask | (1u << p.rotation));
    }
    addPositionMarkers();
    m_focusIndex = -1;
}

void BoardScene::addPositionMarkers()
{
    const QColor accent = QApplication::palette().color(QPalette::Highlight);
    for (const Position &p : m_positions) {
        QPainterPath path;
        path.addRoundedRect(tileRect(p).adjusted(5, 5, -5, -5), 10, 10);
        auto *marker = new QGraphicsPathItem(path);
        QColor fill = accent;
        fill.setAlphaF(0.18);
        marker->setBrush(fill);
        QPen pen(accent, 2.5, Qt::DashLine);
        pen.setCosmetic(true);
        marker->setPen(pen);
        marker->setZValue(MarkerLayer);
        addItem(marker);
        m_markers.push_back(marker);
    }
}

std::vector<QPointF> BoardScene::hintPoints() const
{
    std::vector<QPointF> points;
    for (const Position &p : m_positions)
        points.push_back(tileRect(p).center());
    for (const Hotspot &h : m_hotspots)
        if (h.instead)
            points.push_back(h.item->pos());
    if (m_portalSpot)
        points.push_back(m_portalSpot->pos());
    return points;
}

QRectF BoardScene::newPositionsRect() const
{
    QRectF rect = lastTileRect();
    if (rect.isEmpty())
        return rect;
    const Position last = cellAt(rect.center());
    for (const Position &p : m_positions)
        if (std::abs(p.x - last.x) + std::abs(p.y - last.y) == 1)
            rect |= tileRect(p);
    return rect;
}

std::vector<int> BoardScene::fittingRotations(Position cell) const
{
    std::vector<int> rotations;
    const auto mask = m_rotations.value(cellKey(cell), 0);
    for (int r = 0; r < 4; ++r)
        if (mask & (1u << r))
            rotations.push_back(r);
    return rotations;
}

int BoardScene::distinctWays(Position cell) const
{
    if (!m_document->hasGame())
        return 0;
    return document::distinctWays(m_document->game().catalog().tile(m_document->handTile()).type, fittingRotations(cell));
}

QString BoardScene::waysText(Position cell) const
{
    const int ways = distinctWays(cell);
    return ways == 1 ? tr("fits one way") : tr("fits %n ways: R or right click turns it", nullptr, ways);
}

void BoardScene::hidePreview()
{
    if (m_preview)
        m_preview->hide();
    if (m_previewCell) {
        m_previewCell.reset();
        emit previewChanged();
    }
}

void BoardScene::previewAt(Position cell)
{
    const std::vector<int> rotations = fittingRotations(cell);
    if (rotations.empty()) {
        if (m_previewCell)
            emit featureHovered(QString());
        hidePreview();
        return;
    }
    int rotation = rotations.front();
    if (m_preview && std::find(rotations.begin(), rotations.end(), m_preview->tileRotation()) != rotations.end())
        rotation = m_preview->tileRotation(); // keep the player's rotation where it fits
    if (!m_preview) {
        m_preview = new TileItem(m_cache, m_document->game().catalogPtr(), m_document->handTile(), rotation);
        m_preview->setOpacity(0.88);
        m_preview->setZValue(PreviewLayer);
        addItem(m_preview);
    }
    m_preview->setTile(m_document->handTile());
    m_preview->setRotation(rotation);
    m_preview->setPos(tileRect(cell).topLeft());
    m_preview->show();
    const bool moved = !m_previewCell || !(*m_previewCell == cell);
    m_previewCell = cell;
    if (moved)
        emit featureHovered(tr("The tile %1.").arg(waysText(cell)));
    emit previewChanged();
}

std::optional<Placement> BoardScene::preview() const
{
    if (!m_previewCell || !m_preview || !m_preview->isVisible())
        return std::nullopt;
    return Placement{*m_previewCell, m_preview->tileRotation()};
}

void BoardScene::rotatePreview(int direction)
{
    if (!preview())
        return;
    const std::vector<int> rotations = fittingRotations(*m_previewCell);
    const auto it = std::find(rotations.begin(), rotations.end(), m_preview->tileRotation());
    const int i = int(it - rotations.begin());
    const int n = int(rotations.size());
    m_preview->setRotation(rotations[std::size_t(((i + direction) % n + n) % n)]);
    emit previewChanged();
}

bool BoardScene::placePreview()
{
    const std::optional<Placement> p = preview();
    if (!p)
        return false;
    m_previewCell.reset();
    return m_document->placeTile(m_document->handTile(), *p) == MoveError::None;
}

void BoardScene::focusNextPosition(int direction)
{
    if (m_positions.empty())
        return;
    const int n = int(m_positions.size());
    const int next = m_focusIndex < 0 ? (direction > 0 ? 0 : n - 1) : ((m_focusIndex + direction) % n + n) % n;
    if (inputStage() == Stage::DragonFlying) {
        setDragonFocus(next);
        return;
    }
    m_focusIndex = next;
    const Position cell = m_positions[std::size_t(m_focusIndex)];
    previewAt(cell);
    // Said in the status bar, which is where a keyboard player (and a screen reader) looks.
    emit featureHovered(tr("Position %1 of %2 (%3, %4): the tile %5")
                            .arg(m_focusIndex + 1).arg(n).arg(cell.x).arg(cell.y).arg(waysText(cell)));
}

// --- deploying -------------------------------------------------------------------------------

NodeId BoardScene::nodeOf(int feature) const
{
    const Game &game = m_document->game();
    return game.board().placed()[game.lastPlaced()].firstNode + NodeId(feature);
}

void BoardScene::showHotspots()
{
    const Game &game = m_document->game();
    std::vector<Deployment> deployments;
    game.legalDeployments(deployments);
    const QColor color = m_drawing->playerColor(game.currentPlayer());
    // With several kinds of figure each marker shows the figure it deploys, on a light disc;
    // the base game keeps plain discs in the player's colour.
    const bool showFigures = severalFigureKinds(game.rules());
    for (const Deployment &d : deployments) {
        const bool large = d.figure == FigureKind::LargeFollower;
        const qreal r = large ? kLargeHotspotRadius : kHotspotRadius;
        // Both figures may go here: the follower on the left, the large follower on the right.
        const bool pair = std::count_if(deployments.begin(), deployments.end(),
                                        [&d](const Deployment &o) { return o.feature == d.feature; }) > 1;
        const QPointF offset(pair ? (large ? r + 1 : -(r + 1)) : 0, 0);
        std::optional<art::FigureRole> figure;
        if (showFigures)
            figure = m_drawing->roleOf(nodeOf(d.feature), d.figure);
        auto *spot = new HotspotItem(m_cache, figure, color, r, offset);
        spot->setPos(m_drawing->anchorOf(game.lastPlaced(), d.feature));
        spot->setZValue(HotspotLayer);
        spot->setToolTip(describeDeployment(d));
        addItem(spot);
        m_hotspots.push_back({d, std::nullopt, spot});
    }
    showInsteadMarkers();
    layoutHotspots();
    const auto &choice = m_document->pendingChoice();
    if (choice && *choice) {
        const Deployment d = **choice;
        m_pending = new FigureItem(m_cache, m_drawing->roleOf(nodeOf(d.feature), d.figure), color,
                                   BoardDrawing::figureSize(d.figure), m_drawing->figureMark(game.currentPlayer()));
        m_pending->setPos(m_drawing->anchorOf(game.lastPlaced(), d.feature));
        m_pending->setZValue(HotspotLayer + 1);
        m_pending->setOpacity(0.85);
        addItem(m_pending);
    }
    showPendingInstead();
}

// The Princess & the Dragon's choices instead of a deployment, each with a marker of its own:
// the fairy's on each of the player's followers she may join, the princess's (the knight
// crossed out) on each knight she may send home, side by side where one figure takes both,
// and the magic portal's on the portal of the tile just placed.
void BoardScene::showInsteadMarkers()
{
    const Game &game = m_document->game();
    if (!game.bringsMoreDecisions())
        return;
    std::vector<engine::Decision> open;
    game.legalDecisions(open);
    const auto onFigure = [](const engine::Decision &d) {
        return d.kind == engine::DecisionKind::MoveFairy || d.kind == engine::DecisionKind::RemoveKnight;
    };
    for (const engine::Decision &d : open) {
        if (d.kind == engine::DecisionKind::DeployAt)
            m_portalTargets.push_back(d);
        if (!onFigure(d))
            continue;
        const PlacedIndex placed = game.board().at(d.at);
        const NodeId node = game.board().placed()[placed].firstNode + d.deployment.feature;
        const bool fairy = d.kind == engine::DecisionKind::MoveFairy;
        const bool pair = std::count_if(open.begin(), open.end(), [&](const engine::Decision &o) {
                              return onFigure(o) && o.at == d.at && o.deployment.feature == d.deployment.feature;
                          }) > 1;
        const QPointF offset(pair ? (fairy ? -(kHotspotRadius + 1) : kHotspotRadius + 1) : 0, 0);
        HotspotItem *spot = nullptr;
        if (fairy) {
            spot = new HotspotItem(m_cache, art::FigureRole::Fairy, NeutralFigures::fairyColor().darker(160), kHotspotRadius, offset);
        } else {
            const int owner = game.figures()[std::size_t(game.followerAt(node))].player;
            spot = new HotspotItem(m_cache, m_drawing->roleOf(node, FigureKind::Follower), m_drawing->playerColor(owner),
                                   kHotspotRadius, offset);
            spot->setCrossed(true);
        }
        spot->setPos(m_drawing->anchorOf(placed, d.deployment.feature));
        spot->setZValue(HotspotLayer);
        spot->setToolTip(describeInstead(d));
        addItem(spot);
        m_hotspots.push_back({{}, d, spot});
    }
    if (m_portalTargets.empty())
        return;
    // The portal's symbol where the tile shows it.
    const engine::PlacedTile &tile = game.board().placed()[game.lastPlaced()];
    QPointF at = tileRect(tile.pos).center();
    for (const art::MarkSpot &m : art::layoutTile(game.catalog().tile(tile.tile).type).marks)
        if (m.mark == art::Mark::Portal)
            at = tileRect(tile.pos).topLeft() + rotatedTilePoint(m.at, tile.rotation);
    m_portalSpot = new HotspotItem(m_cache, std::nullopt, QColor(0x6a, 0x3d, 0x9a), kHotspotRadius, QPointF());
    m_portalSpot->setSymbol(portalSymbol());
    m_portalSpot->setPos(at);
    m_portalSpot->setZValue(HotspotLayer);
    m_portalSpot->setToolTip(tr("Magic portal: instead of a follower here, one on any free feature of the board "
                                "(they light up when the pointer rests here); click the feature"));
    addItem(m_portalSpot);
}

QPixmap BoardScene::portalSymbol() const
{
    const qreal r = art::markRadius(art::Mark::Portal) + 1;
    QSvgRenderer renderer(QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"") + QByteArray::number(-r) + ' '
                          + QByteArray::number(-r) + ' ' + QByteArray::number(2 * r) + ' ' + QByteArray::number(2 * r)
                          + "\">" + art::markSvg(art::Mark::Portal) + "</svg>");
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    renderer.render(&painter);
    return pixmap;
}

// The choice waiting for confirmation, on the board: its marker ringed; through the portal,
// the follower standing see-through on the feature and a line from the portal to it.
void BoardScene::showPendingInstead()
{
    const std::optional<engine::Decision> &chosen = m_document->pendingInstead();
    if (!chosen)
        return;
    for (const Hotspot &h : m_hotspots)
        if (h.instead && *h.instead == *chosen)
            h.item->setChosen(true);
    if (chosen->kind != engine::DecisionKind::DeployAt || !m_portalSpot)
        return;
    m_portalSpot->setChosen(true);
    const Game &game = m_document->game();
    const PlacedIndex placed = game.board().at(chosen->at);
    const NodeId node = game.board().placed()[placed].firstNode + chosen->deployment.feature;
    const QPointF target = m_drawing->anchorOf(placed, chosen->deployment.feature);
    m_pending = new FigureItem(m_cache, m_drawing->roleOf(node, FigureKind::Follower), m_drawing->playerColor(game.currentPlayer()),
                               BoardDrawing::figureSize(FigureKind::Follower), m_drawing->figureMark(game.currentPlayer()));
    m_pending->setPos(target);
    m_pending->setZValue(HotspotLayer + 1);
    m_pending->setOpacity(0.85);
    addItem(m_pending);
    QPainterPath line(m_portalSpot->pos());
    line.lineTo(target);
    m_portalLink = new QGraphicsPathItem(line);
    QPen pen(QColor(0x6a, 0x3d, 0x9a), 2.5, Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    m_portalLink->setPen(pen);
    m_portalLink->setZValue(HotspotLayer - 0.5);
    addItem(m_portalLink);
}

QString BoardScene::describeInstead(const engine::Decision &d) const
{
    const Game &game = m_document->game();
    const PlacedIndex placed = game.board().at(d.at);
    const NodeId node = game.board().placed()[placed].firstNode + d.deployment.feature;
    const QString feature = document::describeFeatureValue(game, node);
    switch (d.kind) {
    case engine::DecisionKind::MoveFairy:
        return tr("Fairy, instead of a follower: to this follower (1 point at the start of each of your turns, "
                  "3 more when its feature scores): %1").arg(feature);
    case engine::DecisionKind::RemoveKnight: {
        const int owner = game.figures()[std::size_t(game.followerAt(node))].player;
        const QString name = owner < m_document->info().players.size() ? m_document->info().players[owner].name : QString();
        return tr("Princess, instead of a follower: %1's knight goes home: %2").arg(name, feature);
    }
    case engine::DecisionKind::DeployAt:
        return tr("Through the magic portal: %1").arg(feature);
    default:
        break;
    }
    return feature;
}

// The feature a fairy's or princess's marker acts on lights up, and the status bar says what
// the choice does; nullptr: the pointer left it.
void BoardScene::hoverInstead(const engine::Decision *d)
{
    if ((d && m_hoveredInstead == *d) || (!d && !m_hoveredInstead))
        return;
    if (!d) {
        m_hoveredInstead.reset();
        m_drawing->clearHighlight();
        emit featureHovered(QString());
        return;
    }
    hoverDeployment(std::nullopt);
    m_hoveredInstead = *d;
    const Game &game = m_document->game();
    m_drawing->highlightFeature(game.board().placed()[game.board().at(d->at)].firstNode + d->deployment.feature);
    emit featureHovered(describeInstead(*d));
}

// Every feature the magic portal reaches, each where it lies on its tile.
void BoardScene::showPortalTargets()
{
    QPainterPath area;
    const Game &game = m_document->game();
    for (const engine::Decision &d : m_portalTargets)
        area.addPath(m_drawing->featureArea(game.board().at(d.at), d.deployment.feature));
    m_drawing->highlightArea(area);
    emit featureHovered(tr("The magic portal reaches %n free features, lit up: click one to deploy a follower there.", nullptr,
                           int(m_portalTargets.size())));
}

// The markers of each tile spread within that tile (the fairy's and the princess's stand on
// other tiles than the one just placed).
void BoardScene::layoutHotspots()
{
    std::map<std::pair<int, int>, std::vector<HotspotItem *>> byTile;
    const auto add = [&byTile](HotspotItem *item) {
        const Position cell = cellAt(item->pos());
        byTile[{cell.x, cell.y}].push_back(item);
    };
    for (const Hotspot &h : m_hotspots)
        add(h.item);
    if (m_portalSpot)
        add(m_portalSpot);
    const qreal zoom = views().isEmpty() ? 1.0 : views().front()->transform().m11();
    for (const auto &[cell, items] : byTile)
        spreadHotspots(items, zoom, tileRect({cell.first, cell.second}));
}

const HotspotItem *BoardScene::hotspotItem(Deployment deployment) const
{
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment == deployment)
            return h.item;
    return nullptr;
}

const HotspotItem *BoardScene::insteadItem(const engine::Decision &decision) const
{
    for (const Hotspot &h : m_hotspots)
        if (h.instead == decision)
            return h.item;
    return nullptr;
}

std::optional<QPointF> BoardScene::insteadPosition(const engine::Decision &decision, qreal zoom) const
{
    if (const HotspotItem *item = insteadItem(decision))
        return item->pos() + item->offset() / zoom;
    return std::nullopt;
}

const BoardScene::Hotspot *BoardScene::hotspotAt(QPointF scenePos, const QTransform &viewTransform) const
{
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, viewTransform))
        for (const Hotspot &h : m_hotspots)
            if (h.item == item)
                return &h;
    return nullptr;
}

bool BoardScene::portalAt(QPointF scenePos, const QTransform &viewTransform) const
{
    if (!m_portalSpot)
        return false;
    const auto under = items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, viewTransform);
    return under.contains(m_portalSpot);
}

bool BoardScene::choose(const Hotspot &spot)
{
    const MoveError e = spot.instead ? m_document->chooseInstead(*spot.instead) : m_document->chooseDeployment(spot.deployment);
    return e == MoveError::None;
}

std::optional<QPointF> BoardScene::hotspotPosition(Deployment deployment, qreal zoom) const
{
    if (const HotspotItem *item = hotspotItem(deployment))
        return item->pos() + item->offset() / zoom;
    return std::nullopt;
}

std::optional<QPointF> BoardScene::hotspotPosition(int feature, qreal zoom) const
{
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment.feature == feature)
            return hotspotPosition(h.deployment, zoom);
    return std::nullopt;
}

// A marker under the point chooses its figure; elsewhere on the tile just placed, the
// feature under the point chooses a follower (the large one only where it alone may go).
std::optional<Deployment> BoardScene::deploymentAt(QPointF scenePos, const QTransform &viewTransform) const
{
    if (const Hotspot *spot = hotspotAt(scenePos, viewTransform))
        return spot->instead ? std::nullopt : std::optional(spot->deployment);
    const Game &game = m_document->game();
    if (cellAt(scenePos) != game.board().placed()[game.lastPlaced()].pos)
        return std::nullopt;
    const std::optional<int> feature = m_drawing->featureAt(game.lastPlaced(), scenePos);
    if (!feature)
        return std::nullopt;
    std::optional<Deployment> found;
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment.feature == *feature && (!found || h.deployment.figure == FigureKind::Follower))
            found = h.deployment;
    return found;
}

void BoardScene::focusNextHotspot(int direction)
{
    if (m_hotspots.empty())
        return;
    if (m_hotspotFocus >= 0)
        m_hotspots[std::size_t(m_hotspotFocus)].item->setFocused(false);
    const int n = int(m_hotspots.size());
    m_hotspotFocus = m_hotspotFocus < 0 ? (direction > 0 ? 0 : n - 1) : ((m_hotspotFocus + direction) % n + n) % n;
    const Hotspot &spot = m_hotspots[std::size_t(m_hotspotFocus)];
    spot.item->setFocused(true);
    if (spot.instead)
        hoverInstead(&*spot.instead);
    else
        hoverDeployment(spot.deployment);
}

std::optional<Deployment> BoardScene::focusedHotspot() const
{
    if (m_hotspotFocus < 0 || m_hotspotFocus >= int(m_hotspots.size()) || m_hotspots[std::size_t(m_hotspotFocus)].instead)
        return std::nullopt;
    return m_hotspots[std::size_t(m_hotspotFocus)].deployment;
}

std::optional<engine::Decision> BoardScene::focusedInstead() const
{
    if (m_hotspotFocus < 0 || m_hotspotFocus >= int(m_hotspots.size()))
        return std::nullopt;
    return m_hotspots[std::size_t(m_hotspotFocus)].instead;
}

bool BoardScene::chooseFocused()
{
    if (m_hotspotFocus < 0 || m_hotspotFocus >= int(m_hotspots.size()))
        return false;
    const Hotspot spot = m_hotspots[std::size_t(m_hotspotFocus)]; // choosing rebuilds the markers
    return choose(spot);
}

bool BoardScene::focusIsChosen() const
{
    const auto &choice = m_document->pendingChoice();
    if (!choice)
        return false;
    if (const auto instead = focusedInstead())
        return m_document->pendingInstead() == *instead;
    const auto focused = focusedHotspot();
    return focused && !m_document->pendingInstead() && *choice == focused;
}

// Lights up the feature, stands a see-through figure where it would go and says in the status
// bar what the feature is worth.
void BoardScene::hoverDeployment(std::optional<Deployment> d)
{
    if (d == m_hovered)
        return;
    m_hovered = d;
    delete m_hoverFigure;
    m_hoverFigure = nullptr;
    if (!d) {
        m_drawing->clearHighlight();
        emit featureHovered(QString());
        return;
    }
    const Game &game = m_document->game();
    m_drawing->highlightFeature(nodeOf(d->feature));
    m_hoverFigure = new FigureItem(m_cache, m_drawing->roleOf(nodeOf(d->feature), d->figure),
                                   m_drawing->playerColor(game.currentPlayer()), BoardDrawing::figureSize(d->figure),
                                   m_drawing->figureMark(game.currentPlayer()));
    m_hoverFigure->setPos(m_drawing->anchorOf(game.lastPlaced(), d->feature));
    m_hoverFigure->setOpacity(0.75);
    m_hoverFigure->setZValue(HotspotLayer + 0.5);
    addItem(m_hoverFigure);
    emit featureHovered(describeDeployment(*d));
}

QString BoardScene::describeDeployment(Deployment d) const
{
    const Game &game = m_document->game();
    const QString feature = document::describeFeatureValue(game, nodeOf(d.feature));
    if (!severalFigureKinds(game.rules())) // one kind of figure: the feature says it all
        return feature;
    switch (d.figure) {
    case FigureKind::LargeFollower:
        return tr("Large follower: %1").arg(feature);
    case FigureKind::Builder:
        return tr("Builder (a bonus tile whenever you extend this feature): %1").arg(feature);
    case FigureKind::Pig:
        return tr("Pig (1 more per city when you score this farm): %1").arg(feature);
    case FigureKind::Follower:
        break;
    }
    return tr("Follower: %1").arg(feature);
}

// --- farms --------------------------------------------------------------------------------

void BoardScene::setFarmsToggled(bool on)
{
    m_farmsToggled = on;
    m_drawing->setFarmsShown(m_farmsToggled || m_farmsKeyHeld);
}

// F held down shows the farms for a look, as long as the key stays down; the key's repeats
// while held change nothing.
void BoardScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F && (event->modifiers() & ~Qt::KeyboardModifiers(Qt::KeypadModifier)) == Qt::NoModifier) {
        if (!event->isAutoRepeat()) {
            m_farmsKeyHeld = true;
            m_drawing->setFarmsShown(true);
        }
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void BoardScene::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F && m_farmsKeyHeld) {
        if (!event->isAutoRepeat()) {
            m_farmsKeyHeld = false;
            m_drawing->setFarmsShown(m_farmsToggled);
        }
        event->accept();
        return;
    }
    QGraphicsScene::keyReleaseEvent(event);
}

// The board lost the keyboard while F was down: its release will go elsewhere.
void BoardScene::focusOutEvent(QFocusEvent *event)
{
    if (m_farmsKeyHeld) {
        m_farmsKeyHeld = false;
        m_drawing->setFarmsShown(m_farmsToggled);
    }
    QGraphicsScene::focusOutEvent(event);
}

// --- mouse -------------------------------------------------------------------------------

namespace {

QTransform viewTransformOf(const QGraphicsSceneMouseEvent *event)
{
    const QWidget *viewport = event->widget();
    const auto *view = viewport ? qobject_cast<const QGraphicsView *>(viewport->parentWidget()) : nullptr;
    return view ? view->viewportTransform() : QTransform();
}

} // namespace

// The pointer left the board: nothing may stay previewed or lit up under where it was.
bool BoardScene::event(QEvent *event)
{
    if (event->type() == QEvent::GraphicsSceneLeave) {
        const bool previewed = m_previewCell.has_value();
        hidePreview();
        if (m_hovered)
            hoverDeployment(std::nullopt); // says so in the status bar
        else if (previewed)
            emit featureHovered(QString());
    }
    return QGraphicsScene::event(event);
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    switch (inputStage()) {
    case Stage::Placing: {
        const Position cell = cellAt(event->scenePos());
        if (!m_previewCell || !(*m_previewCell == cell))
            previewAt(cell);
        break;
    }
    case Stage::Deploying:
    case Stage::Confirming: {
        const QTransform transform = viewTransformOf(event);
        if (const Hotspot *spot = hotspotAt(event->scenePos(), transform); spot && spot->instead) {
            hoverInstead(&*spot->instead);
            break;
        }
        hoverInstead(nullptr);
        if (portalAt(event->scenePos(), transform)) {
            hoverDeployment(std::nullopt);
            showPortalTargets();
            break;
        }
        const std::optional<Deployment> d = deploymentAt(event->scenePos(), transform);
        hoverDeployment(d);
        // Across the board, the free feature that the magic portal reaches lights up.
        if (!d && m_document->game().bringsMoreDecisions()) {
            const auto instead = insteadAt(event->scenePos());
            if (instead && instead->kind == engine::DecisionKind::DeployAt)
                m_drawing->highlightFeature(m_document->game().board().placed()[m_document->game().board().at(instead->at)].firstNode
                                            + instead->deployment.feature);
            else
                m_drawing->clearHighlight();
        }
        break;
    }
    case Stage::DragonFlying:
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    const bool click = (event->screenPos() - event->buttonDownScreenPos(event->button())).manhattanLength()
        < QApplication::startDragDistance();
    if (!click)
        return;
    if (event->button() == Qt::RightButton) {
        rotatePreview(1);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    switch (inputStage()) {
    case Stage::Placing:
        previewAt(cellAt(event->scenePos()));
        placePreview();
        break;
    case Stage::Deploying:
    case Stage::Confirming: {
        const QTransform transform = viewTransformOf(event);
        if (const Hotspot *spot = hotspotAt(event->scenePos(), transform))
            choose(*spot);
        else if (portalAt(event->scenePos(), transform))
            showPortalTargets(); // where it reaches; the click on a feature chooses
        else if (const std::optional<Deployment> d = deploymentAt(event->scenePos(), transform))
            m_document->chooseDeployment(*d);
        else if (const std::optional<engine::Decision> instead = insteadAt(event->scenePos()))
            m_document->chooseInstead(*instead);
        break;
    }
    case Stage::DragonFlying:
        m_document->chooseDragonStep(cellAt(event->scenePos()));
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
}

// --- hints -------------------------------------------------------------------------------

bool BoardScene::showHint(const engine::Decision &d)
{
    const Stage stage = inputStage();
    switch (d.kind) {
    case engine::DecisionKind::Place: {
        if (stage != Stage::Placing)
            return false;
        m_document->setHandTile(d.tile); // the hint may hold another tile of the hand
        const std::vector<int> rotations = fittingRotations(d.placement.pos);
        if (std::find(rotations.begin(), rotations.end(), d.placement.rotation) == rotations.end())
            return false;
        previewAt(d.placement.pos);
        m_preview->setRotation(d.placement.rotation);
        emit previewChanged();
        frameHint(d.placement.pos);
        return true;
    }
    case engine::DecisionKind::Deploy:
        if (stage != Stage::Deploying && stage != Stage::Confirming)
            return false;
        for (std::size_t i = 0; i < m_hotspots.size(); ++i)
            if (m_hotspots[i].deployment == d.deployment) {
                if (m_hotspotFocus >= 0)
                    m_hotspots[std::size_t(m_hotspotFocus)].item->setFocused(false);
                m_hotspotFocus = int(i); // Enter deploys there
                m_hotspots[i].item->setFocused(true);
                hoverDeployment(d.deployment);
                frameHint(m_document->game().board().placed()[m_document->game().lastPlaced()].pos);
                return true;
            }
        return false;
    case engine::DecisionKind::Pass:
        if (stage != Stage::Deploying && stage != Stage::Confirming)
            return false;
        frameHint(m_document->game().board().placed()[m_document->game().lastPlaced()].pos);
        return true;
    case engine::DecisionKind::DeployAt:
    case engine::DecisionKind::MoveFairy:
    case engine::DecisionKind::RemoveKnight: {
        if (stage != Stage::Deploying && stage != Stage::Confirming)
            return false;
        const engine::PlacedIndex placed = m_document->game().board().at(d.at);
        if (placed == engine::kNoTile)
            return false;
        m_drawing->highlightFeature(m_document->game().board().placed()[placed].firstNode + d.deployment.feature);
        frameHint(d.at);
        return true;
    }
    case engine::DecisionKind::DragonStep:
        if (stage != Stage::DragonFlying)
            return false;
        frameHint(d.at);
        return true;
    }
    return false;
}

// A thick dashed frame in the highlight colour around the cell of a hint.
void BoardScene::frameHint(Position cell)
{
    delete m_hint;
    auto *frame = new QGraphicsRectItem(tileRect(cell).adjusted(-3, -3, 3, 3));
    QPen pen(QApplication::palette().color(QPalette::Highlight), 6, Qt::DashLine);
    pen.setCosmetic(false);
    frame->setPen(pen);
    frame->setBrush(Qt::NoBrush);
    frame->setZValue(HotspotLayer);
    frame->setToolTip(tr("Hint"));
    addItem(frame);
    m_hint = frame;
}

} // namespace tessera::ui
