#include "deploymentmarkers.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "boarditems.h"
#include "document/featuretext.h"
#include "hotspotitem.h"
#include "neutralfigures.h"
#include "art/tileicons.h"
#include "art/tilelayout.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QToolTip>

#include <algorithm>
#include <map>
#include <utility>

namespace tessera::ui {

using namespace engine;

namespace {

// The large follower's marker is larger than the follower's (kHotspotRadius).
constexpr qreal kLargeHotspotRadius = kHotspotRadius + 3;
// The opacity of the markers not chosen while a choice waits for confirmation.
constexpr qreal kFadedMarker = 0.35;

bool onFigure(const Decision &d)
{
    return d.kind == DecisionKind::MoveFairy || d.kind == DecisionKind::RemoveKnight;
}

} // namespace

DeploymentMarkers::DeploymentMarkers(QGraphicsScene *scene, BoardDrawing *drawing, document::GameDocument *document,
                                     art::ArtCache *cache)
    : QObject(scene), m_scene(scene), m_drawing(drawing), m_document(document), m_cache(cache)
{
}

DeploymentMarkers::~DeploymentMarkers() = default; // the scene deletes the items

NodeId DeploymentMarkers::nodeOf(int feature) const
{
    return game().board().placed()[game().lastPlaced()].firstNode + NodeId(feature);
}

void DeploymentMarkers::clear()
{
    // A marker's tool tip outlived the marker (Qt hides it only when the pointer moves on): it
    // named a figure no longer on offer over the next player's turn.
    if (m_hovered || m_hoveredInstead)
        QToolTip::hideText();
    for (const Hotspot &h : m_hotspots)
        delete h.item;
    m_hotspots.clear();
    m_focus = -1;
    delete m_pending;
    m_pending = nullptr;
    delete m_hoverFigure;
    m_hoverFigure = nullptr;
    delete m_portalSpot;
    m_portalSpot = nullptr;
    delete m_portalLink;
    m_portalLink = nullptr;
    m_portalTargets.clear();
    if (std::exchange(m_portalOpen, false))
        emit portalOpenChanged(false);
    m_hovered.reset();
    m_hoveredInstead.reset();
}

void DeploymentMarkers::show()
{
    std::vector<Deployment> deployments;
    game().legalDeployments(deployments);
    const QColor color = m_drawing->playerColor(game().currentPlayer());
    // With several kinds of figure each marker shows the figure it deploys, on a light disc;
    // the base game keeps plain discs in the player's colour.
    const bool showFigures = severalFigureKinds(game().rules());
    for (const Deployment &d : deployments) {
        const bool large = d.figure == FigureKind::LargeFollower;
        const qreal r = large ? kLargeHotspotRadius : kHotspotRadius;
        // Both figures may go here: the follower on the left, the large follower on the right.
        const bool pair = std::count_if(deployments.begin(), deployments.end(),
                                        [&d](const Deployment &o) { return o.feature == d.feature; })
            > 1;
        const QPointF offset(pair ? (large ? r + 1 : -(r + 1)) : 0, 0);
        std::optional<art::FigureRole> figure;
        if (showFigures)
            figure = m_drawing->roleOf(nodeOf(d.feature), d.figure);
        auto *spot = new HotspotItem(m_cache, figure, color, r, offset);
        spot->setPos(m_drawing->anchorOf(game().lastPlaced(), d.feature));
        spot->setZValue(HotspotLayer);
        spot->setToolTip(describeDeployment(d));
        m_scene->addItem(spot);
        m_hotspots.push_back({d, std::nullopt, spot});
    }
    showInsteadMarkers();
    layout();
    const auto &choice = m_document->pendingChoice();
    if (choice && *choice)
        m_pending = addPendingFigure(game().lastPlaced(), **choice, game().currentPlayer());
    showPendingInstead();
    fadeOthers();
}

// Once a figure is chosen (waiting for Enter) the other markers fade, so that the figure reads
// (they were drawn over it); the one under the pointer or in focus comes back, as choosable.
void DeploymentMarkers::fadeOthers()
{
    const auto &choice = m_document->pendingChoice();
    const bool deployed = choice && *choice;
    const bool chosen = deployed || m_document->pendingInstead();
    for (std::size_t i = 0; i < m_hotspots.size(); ++i) {
        const Hotspot &h = m_hotspots[i];
        const bool mine = h.item->isChosen() || (!h.instead && deployed && **choice == h.deployment);
        const bool near = int(i) == m_focus || (h.instead ? m_hoveredInstead == h.instead : m_hovered == h.deployment);
        h.item->setOpacity(chosen && !mine && !near ? kFadedMarker : 1.0);
    }
}

// The chosen figure before the turn is confirmed: see-through, where it would stand.
FigureItem *DeploymentMarkers::addPendingFigure(PlacedIndex placed, Deployment d, int player)
{
    const NodeId node = game().board().placed()[placed].firstNode + NodeId(d.feature);
    auto *figure = new FigureItem(m_cache, m_drawing->roleOf(node, d.figure), m_drawing->playerColor(player),
                                  BoardDrawing::figureSize(d.figure), m_drawing->figureMark(player));
    figure->setPos(m_drawing->anchorOf(placed, d.feature));
    figure->setZValue(HotspotLayer + 1);
    figure->setOpacity(0.85);
    m_scene->addItem(figure);
    return figure;
}

// The Princess & the Dragon's choices instead of a deployment, each with a marker of its own:
// the fairy's on each of the player's followers she may join, the princess's (the knight
// crossed out) on each knight she may send home, side by side where one figure takes both,
// and the magic portal's on the portal of the tile just placed.
void DeploymentMarkers::showInsteadMarkers()
{
    if (!game().bringsMoreDecisions())
        return;
    std::vector<Decision> open;
    game().legalDecisions(open);
    for (const Decision &d : open) {
        if (d.kind == DecisionKind::DeployAt)
            m_portalTargets.push_back(d);
        if (!onFigure(d))
            continue;
        const PlacedIndex placed = game().board().at(d.at);
        const NodeId node = game().board().placed()[placed].firstNode + d.deployment.feature;
        const bool fairy = d.kind == DecisionKind::MoveFairy;
        const bool pair = std::count_if(open.begin(), open.end(),
                                        [&](const Decision &o) {
                                            return onFigure(o) && o.at == d.at
                                                && o.deployment.feature == d.deployment.feature;
                                        })
            > 1;
        const QPointF offset(pair ? (fairy ? -(kHotspotRadius + 1) : kHotspotRadius + 1) : 0, 0);
        HotspotItem *spot = nullptr;
        if (fairy) {
            spot = new HotspotItem(m_cache, art::FigureRole::Fairy, NeutralFigures::fairyColor().darker(160), kHotspotRadius,
                                   offset);
        } else {
            const int owner = game().figures()[std::size_t(game().followerAt(node))].player;
            spot = new HotspotItem(m_cache, m_drawing->roleOf(node, FigureKind::Follower), m_drawing->playerColor(owner),
                                   kHotspotRadius, offset);
            spot->setCrossed(true);
        }
        spot->setPos(m_drawing->anchorOf(placed, d.deployment.feature));
        spot->setZValue(HotspotLayer);
        spot->setToolTip(describeInstead(d));
        m_scene->addItem(spot);
        m_hotspots.push_back({{}, d, spot});
    }
    if (!m_portalTargets.empty())
        showPortalMarker();
}

// The choice waiting for confirmation, on the board: its marker ringed (through the portal,
// see showPortalChoice()).
void DeploymentMarkers::showPendingInstead()
{
    const std::optional<Decision> &chosen = m_document->pendingInstead();
    if (!chosen)
        return;
    for (const Hotspot &h : m_hotspots)
        if (h.instead && *h.instead == *chosen)
            h.item->setChosen(true);
    if (chosen->kind == DecisionKind::DeployAt && m_portalSpot)
        showPortalChoice(*chosen);
}

QString DeploymentMarkers::describeInstead(const Decision &d) const
{
    const PlacedIndex placed = game().board().at(d.at);
    const NodeId node = game().board().placed()[placed].firstNode + d.deployment.feature;
    const QString feature = document::describeFeatureValue(game(), node);
    switch (d.kind) {
    case DecisionKind::MoveFairy:
        return tr("Fairy, instead of a follower: to this follower (1 point at the start of each of your turns, "
                  "3 more when its feature scores): %1")
            .arg(feature);
    case DecisionKind::RemoveKnight: {
        const int owner = game().figures()[std::size_t(game().followerAt(node))].player;
        const auto &players = m_document->info().players;
        const QString name = owner < players.size() ? players[owner].name : QString();
        return tr("Princess, instead of a follower: %1's knight goes home: %2").arg(name, feature);
    }
    case DecisionKind::DeployAt:
        return tr("Through the magic portal: %1").arg(feature);
    default:
        break;
    }
    return feature;
}

QString DeploymentMarkers::describeDeployment(Deployment d) const
{
    const QString feature = document::describeFeatureValue(game(), nodeOf(d.feature));
    if (!severalFigureKinds(game().rules())) // one kind of figure: the feature says it all
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

// The feature a fairy's or princess's marker acts on lights up, and the status bar says what
// the choice does; nullptr: the pointer left it.
void DeploymentMarkers::hoverInstead(const Decision *d)
{
    if ((d && m_hoveredInstead == *d) || (!d && !m_hoveredInstead))
        return;
    if (!d) {
        m_hoveredInstead.reset();
        fadeOthers();
        m_drawing->clearHighlight();
        emit featureHovered(QString());
        return;
    }
    hoverDeployment(std::nullopt);
    m_hoveredInstead = *d;
    fadeOthers();
    m_drawing->highlightFeature(game().board().placed()[game().board().at(d->at)].firstNode + d->deployment.feature);
    emit featureHovered(describeInstead(*d));
}

// Lights up the feature, stands a see-through figure where it would go and says in the status
// bar what the feature is worth.
void DeploymentMarkers::hoverDeployment(std::optional<Deployment> d)
{
    if (d == m_hovered)
        return;
    m_hovered = d;
    fadeOthers();
    delete m_hoverFigure;
    m_hoverFigure = nullptr;
    if (!d) {
        m_drawing->clearHighlight();
        emit featureHovered(QString());
        return;
    }
    m_drawing->highlightFeature(nodeOf(d->feature));
    m_hoverFigure = addPendingFigure(game().lastPlaced(), *d, game().currentPlayer());
    m_hoverFigure->setOpacity(0.75);
    m_hoverFigure->setZValue(HotspotLayer + 0.5);
    emit featureHovered(describeDeployment(*d));
}

void DeploymentMarkers::hoverAt(QPointF scenePos, const QTransform &viewTransform)
{
    if (m_portalOpen) { // what it reaches stays lit whatever the pointer passes over
        const std::optional<Decision> target = portalTargetAt(scenePos);
        hoverPortalTarget(target ? &*target : nullptr);
        return;
    }
    if (const Hotspot *spot = hotspotAt(scenePos, viewTransform); spot && spot->instead) {
        hoverInstead(&*spot->instead);
        return;
    }
    hoverInstead(nullptr);
    if (portalAt(scenePos, viewTransform)) {
        hoverDeployment(std::nullopt);
        showPortalTargets();
        return;
    }
    const std::optional<Deployment> d = deploymentAt(scenePos, viewTransform);
    hoverDeployment(d);
    // Across the board, the free feature that the magic portal reaches lights up.
    if (!d && game().bringsMoreDecisions()) {
        const auto instead = insteadAt(scenePos);
        if (instead && instead->kind == DecisionKind::DeployAt)
            m_drawing->highlightFeature(game().board().placed()[game().board().at(instead->at)].firstNode
                                        + instead->deployment.feature);
        else
            m_drawing->clearHighlight();
    }
}

void DeploymentMarkers::clickAt(QPointF scenePos, const QTransform &viewTransform)
{
    if (m_portalOpen)
        clickOpenPortal(scenePos, viewTransform);
    else if (const Hotspot *spot = hotspotAt(scenePos, viewTransform))
        choose(*spot);
    else if (portalAt(scenePos, viewTransform))
        openPortal(); // what it reaches stays lit; the click on a feature chooses
    else if (const std::optional<Deployment> d = deploymentAt(scenePos, viewTransform))
        m_document->chooseDeployment(*d);
    else if (const std::optional<Decision> instead = insteadAt(scenePos))
        m_document->chooseInstead(*instead);
}

// The pointer left the board: nothing may stay lit up under where it was.
bool DeploymentMarkers::leave()
{
    if (m_portalOpen) { // the portal's features stay lit; only the pointer's own marks go
        hoverPortalTarget(nullptr);
        return false;
    }
    const bool hovered = m_hovered || m_hoveredInstead;
    hoverInstead(nullptr);
    hoverDeployment(std::nullopt); // says so in the status bar
    return hovered;
}

// The markers of each tile spread within that tile (the fairy's and the princess's stand on
// other tiles than the one just placed).
void DeploymentMarkers::layout()
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
    const auto views = m_scene->views();
    const qreal zoom = views.isEmpty() ? 1.0 : views.front()->transform().m11();
    for (const auto &[cell, items] : byTile)
        spreadHotspots(items, zoom, tileRect({cell.first, cell.second}));
}

void DeploymentMarkers::appendOutlyingPoints(std::vector<QPointF> &points) const
{
    for (const Hotspot &h : m_hotspots)
        if (h.instead)
            points.push_back(h.item->pos());
    if (m_portalSpot)
        points.push_back(m_portalSpot->pos());
}

const HotspotItem *DeploymentMarkers::hotspotItem(Deployment deployment) const
{
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment == deployment)
            return h.item;
    return nullptr;
}

const HotspotItem *DeploymentMarkers::insteadItem(const Decision &decision) const
{
    for (const Hotspot &h : m_hotspots)
        if (h.instead == decision)
            return h.item;
    return nullptr;
}

std::optional<QPointF> DeploymentMarkers::insteadPosition(const Decision &decision, qreal zoom) const
{
    if (const HotspotItem *item = insteadItem(decision))
        return item->pos() + item->offset() / zoom;
    return std::nullopt;
}

std::optional<QPointF> DeploymentMarkers::hotspotPosition(Deployment deployment, qreal zoom) const
{
    if (const HotspotItem *item = hotspotItem(deployment))
        return item->pos() + item->offset() / zoom;
    return std::nullopt;
}

std::optional<QPointF> DeploymentMarkers::hotspotPosition(int feature, qreal zoom) const
{
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment.feature == feature)
            return hotspotPosition(h.deployment, zoom);
    return std::nullopt;
}

const DeploymentMarkers::Hotspot *DeploymentMarkers::hotspotAt(QPointF scenePos, const QTransform &viewTransform) const
{
    for (QGraphicsItem *item : m_scene->items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, viewTransform))
        for (const Hotspot &h : m_hotspots)
            if (h.item == item)
                return &h;
    return nullptr;
}

bool DeploymentMarkers::choose(const Hotspot &spot)
{
    const MoveError e = spot.instead ? m_document->chooseInstead(*spot.instead)
                                     : m_document->chooseDeployment(spot.deployment);
    return e == MoveError::None;
}

// A marker under the point chooses its figure; elsewhere on the tile just placed, the
// feature under the point chooses a follower (the large one only where it alone may go).
std::optional<Deployment> DeploymentMarkers::deploymentAt(QPointF scenePos, const QTransform &viewTransform) const
{
    if (const Hotspot *spot = hotspotAt(scenePos, viewTransform))
        return spot->instead ? std::nullopt : std::optional(spot->deployment);
    if (cellAt(scenePos) != game().board().placed()[game().lastPlaced()].pos)
        return std::nullopt;
    const std::optional<int> feature = m_drawing->featureAt(game().lastPlaced(), scenePos);
    if (!feature)
        return std::nullopt;
    std::optional<Deployment> found;
    for (const Hotspot &h : m_hotspots)
        if (!h.instead && h.deployment.feature == *feature && (!found || h.deployment.figure == FigureKind::Follower))
            found = h.deployment;
    return found;
}

std::optional<Decision> DeploymentMarkers::insteadAt(QPointF scenePos) const
{
    if (!game().bringsMoreDecisions())
        return std::nullopt;
    std::vector<Decision> open;
    game().legalDecisions(open);
    const auto find = [&](DecisionKind kind, Position at, int feature) -> std::optional<Decision> {
        for (const Decision &d : open)
            if (d.kind == kind && d.at == at && d.deployment.feature == feature
                && d.deployment.figure == FigureKind::Follower)
                return d;
        return std::nullopt;
    };
    // A figure: the player's own takes the fairy, another's knight the princess's removal.
    if (const std::optional<NodeId> node = m_drawing->figureAt(scenePos)) {
        const FeatureNode &n = game().features().node(*node);
        const Position at = game().board().placed()[n.placed].pos;
        if (const auto fairy = find(DecisionKind::MoveFairy, at, n.local))
            return fairy;
        return find(DecisionKind::RemoveKnight, at, n.local);
    }
    const Position cell = cellAt(scenePos);
    const PlacedIndex placed = game().board().at(cell);
    if (placed == kNoTile)
        return std::nullopt;
    if (const std::optional<int> feature = m_drawing->featureAt(placed, scenePos))
        return find(DecisionKind::DeployAt, cell, *feature);
    return std::nullopt;
}

// --- keyboard --------------------------------------------------------------------------------

void DeploymentMarkers::setFocus(int index)
{
    if (m_focus >= 0)
        m_hotspots[std::size_t(m_focus)].item->setFocused(false);
    m_focus = index;
    const Hotspot &spot = m_hotspots[std::size_t(m_focus)];
    spot.item->setFocused(true);
    fadeOthers();
    if (spot.instead)
        hoverInstead(&*spot.instead);
    else
        hoverDeployment(spot.deployment);
}

void DeploymentMarkers::focusNext(int direction)
{
    if (m_hotspots.empty())
        return;
    const int n = int(m_hotspots.size());
    setFocus(m_focus < 0 ? (direction > 0 ? 0 : n - 1) : ((m_focus + direction) % n + n) % n);
}

bool DeploymentMarkers::focusDeployment(Deployment deployment)
{
    for (std::size_t i = 0; i < m_hotspots.size(); ++i)
        if (!m_hotspots[i].instead && m_hotspots[i].deployment == deployment) {
            setFocus(int(i)); // Enter deploys there
            return true;
        }
    return false;
}

std::optional<Deployment> DeploymentMarkers::focusedDeployment() const
{
    if (m_focus < 0 || m_focus >= int(m_hotspots.size()) || m_hotspots[std::size_t(m_focus)].instead)
        return std::nullopt;
    return m_hotspots[std::size_t(m_focus)].deployment;
}

std::optional<Decision> DeploymentMarkers::focusedInstead() const
{
    if (m_focus < 0 || m_focus >= int(m_hotspots.size()))
        return std::nullopt;
    return m_hotspots[std::size_t(m_focus)].instead;
}

bool DeploymentMarkers::chooseFocused()
{
    if (m_focus < 0 || m_focus >= int(m_hotspots.size()))
        return false;
    const Hotspot spot = m_hotspots[std::size_t(m_focus)]; // choosing rebuilds the markers
    return choose(spot);
}

bool DeploymentMarkers::focusIsChosen() const
{
    const auto &choice = m_document->pendingChoice();
    if (!choice)
        return false;
    if (const auto instead = focusedInstead())
        return m_document->pendingInstead() == *instead;
    const auto focused = focusedDeployment();
    return focused && !m_document->pendingInstead() && *choice == focused;
}

} // namespace tessera::ui
