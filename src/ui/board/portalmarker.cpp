// The magic portal's part of DeploymentMarkers: its marker on the tile just placed, the free
// features it reaches lit up (while the pointer rests on the marker, and after a click on it
// until the player chooses one or puts the portal aside), the click on a lit feature, and the
// chosen feature joined to the portal by a line.

#include "deploymentmarkers.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "boarditems.h"
#include "hotspotitem.h"
#include "art/tileicons.h"
#include "art/tilelayout.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QPen>
#include <QSvgRenderer>

namespace tessera::ui {

using namespace engine;

namespace {

const QColor kPortalColor(0x6a, 0x3d, 0x9a);

// The portal's mark from the tile art, drawn large for its marker.
QPixmap portalSymbol()
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

} // namespace

// The portal's symbol where the tile shows it.
void DeploymentMarkers::showPortalMarker()
{
    const PlacedTile &tile = game().board().placed()[game().lastPlaced()];
    QPointF at = tileRect(tile.pos).center();
    for (const art::MarkSpot &m : art::layoutTile(game().catalog().tile(tile.tile).type).marks)
        if (m.mark == art::Mark::Portal)
            at = tileRect(tile.pos).topLeft() + rotatedTilePoint(m.at, tile.rotation);
    m_portalSpot = new HotspotItem(m_cache, std::nullopt, kPortalColor, kHotspotRadius, QPointF());
    m_portalSpot->setSymbol(portalSymbol());
    m_portalSpot->setPos(at);
    m_portalSpot->setZValue(HotspotLayer);
    m_portalSpot->setToolTip(
        tr("Magic portal: instead of a follower here, one on any free feature of the board. Click here to light "
           "them up, then click one (Esc or a right click puts the portal aside)."));
    m_scene->addItem(m_portalSpot);
}

// Through the portal, the follower standing see-through on the chosen feature and a line from
// the portal to it, the portal's marker ringed.
void DeploymentMarkers::showPortalChoice(const Decision &chosen)
{
    m_portalSpot->setChosen(true);
    const PlacedIndex placed = game().board().at(chosen.at);
    m_pending = addPendingFigure(placed, {chosen.deployment.feature, FigureKind::Follower}, game().currentPlayer());
    QPainterPath line(m_portalSpot->pos());
    line.lineTo(m_pending->pos());
    m_portalLink = new QGraphicsPathItem(line);
    QPen pen(kPortalColor, 2.5, Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    m_portalLink->setPen(pen);
    m_portalLink->setZValue(HotspotLayer - 0.5);
    m_scene->addItem(m_portalLink);
}

// Every feature the magic portal reaches, each where it lies on its tile.
void DeploymentMarkers::showPortalTargets()
{
    QPainterPath area;
    for (const Decision &d : m_portalTargets)
        area.addPath(m_drawing->featureArea(game().board().at(d.at), d.deployment.feature));
    m_drawing->highlightArea(area);
    emit featureHovered(tr("The magic portal reaches %n free features, lit up: click one to deploy a follower there.",
                           nullptr, int(m_portalTargets.size())));
}

// A click on the marker: what it reaches stays lit (the pointer may wander off to aim).
void DeploymentMarkers::openPortal()
{
    hoverDeployment(std::nullopt);
    hoverInstead(nullptr);
    m_portalOpen = true;
    showPortalTargets();
    m_portalSpot->setChosen(true);
    emit portalOpenChanged(true);
}

bool DeploymentMarkers::cancelPortal()
{
    if (!m_portalOpen)
        return false;
    m_portalOpen = false;
    hoverPortalTarget(nullptr);
    m_drawing->clearHighlight();
    m_portalSpot->setChosen(m_document->pendingInstead() && m_document->pendingInstead()->kind == DecisionKind::DeployAt);
    emit featureHovered(tr("The magic portal is put aside: deploy on the tile, or click the portal again."));
    emit portalOpenChanged(false);
    return true;
}

// While the portal is open: the lit feature under the pointer gets a see-through follower and
// its description; elsewhere the status bar says what the portal waits for.
void DeploymentMarkers::hoverPortalTarget(const Decision *target)
{
    if ((target && m_hoveredInstead == *target) || (!target && !m_hoveredInstead && !m_hoverFigure))
        return;
    delete m_hoverFigure;
    m_hoverFigure = nullptr;
    m_hoveredInstead.reset();
    if (!target) {
        emit featureHovered(
            tr("The magic portal is open: click a lit-up feature to deploy a follower there (Esc or a right click: "
               "put it aside)."));
        return;
    }
    m_hoveredInstead = *target;
    m_hoverFigure = addPendingFigure(game().board().at(target->at), {target->deployment.feature, FigureKind::Follower},
                                     game().currentPlayer());
    m_hoverFigure->setOpacity(0.75);
    m_hoverFigure->setZValue(HotspotLayer + 0.5);
    emit featureHovered(describeInstead(*target));
}

// While the portal is open a click chooses a lit feature, or what it would choose otherwise (a
// marker on the tile, the fairy, the princess); a click that chooses nothing is answered.
void DeploymentMarkers::clickOpenPortal(QPointF scenePos, const QTransform &viewTransform)
{
    if (portalAt(scenePos, viewTransform)) {
        showPortalTargets(); // open already: says again what it reaches
        return;
    }
    std::optional<MoveError> error; // none: the click chose nothing
    if (const std::optional<Decision> target = portalTargetAt(scenePos))
        error = m_document->chooseInstead(*target);
    else if (const Hotspot *spot = hotspotAt(scenePos, viewTransform))
        error = spot->instead ? m_document->chooseInstead(*spot->instead) : m_document->chooseDeployment(spot->deployment);
    else if (const std::optional<Deployment> d = deploymentAt(scenePos, viewTransform))
        error = m_document->chooseDeployment(*d);
    else if (const std::optional<Decision> instead = insteadAt(scenePos))
        error = m_document->chooseInstead(*instead);
    if (error != MoveError::None) // an empty optional too
        emit featureHovered(
            tr("The magic portal does not reach this spot: click a lit-up feature, or put the portal "
               "aside with Esc or a right click."));
}

// The lit feature under a scene point: the one its tile has there, or else any lit one whose
// area holds the point (what is lit is what a click takes, figures standing near or not).
std::optional<Decision> DeploymentMarkers::portalTargetAt(QPointF scenePos) const
{
    const Position cell = cellAt(scenePos);
    const PlacedIndex placed = game().board().at(cell);
    if (placed == kNoTile)
        return std::nullopt;
    const std::optional<int> feature = m_drawing->featureAt(placed, scenePos);
    std::optional<Decision> found;
    for (const Decision &d : m_portalTargets) {
        if (!(d.at == cell) || d.deployment.figure != FigureKind::Follower)
            continue;
        if (feature && d.deployment.feature == *feature)
            return d;
        if (!found && m_drawing->featureArea(placed, d.deployment.feature).contains(scenePos))
            found = d;
    }
    return found;
}

bool DeploymentMarkers::portalAt(QPointF scenePos, const QTransform &viewTransform) const
{
    return m_portalSpot
        && m_scene->items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, viewTransform).contains(m_portalSpot);
}

} // namespace tessera::ui
