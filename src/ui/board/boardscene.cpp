#include "boardscene.h"

#include "boardgeometry.h"
#include "boarditems.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSceneWheelEvent>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QPen>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using namespace engine;
using Stage = document::GameDocument::Stage;

namespace {

constexpr qreal kFigureSize = 30;
constexpr qreal kLargeFigureSize = 40;  // the large follower stands a head taller
constexpr qreal kHotspotRadius = 12;
constexpr qreal kLargeHotspotRadius = 15;
constexpr int kPopupDuration = 1800;    // ms a "+N" stays on the board
constexpr int kFinalScoringStep = 900;  // ms between the features of final scoring

qreal figureSize(FigureKind kind)
{
    return kind == FigureKind::LargeFollower ? kLargeFigureSize : kFigureSize;
}

quint64 cellKey(Position p)
{
    return (quint64(quint32(p.x)) << 32) | quint32(p.y);
}

// Z order of the layers.
enum Layer : int { TilesLayer = 0, MarkerLayer = 1, PreviewLayer = 2, HighlightLayer = 3, FigureLayer = 4, HotspotLayer = 5, PopupLayer = 6 };

} // namespace

BoardScene::BoardScene(document::GameDocument *document, art::ArtCache *cache, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_cache(cache)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(document, &document::GameDocument::gameReset, this, &BoardScene::rebuild);
    connect(document, &document::GameDocument::tilePlaced, this, [this](int placed) {
        addTile(PlacedIndex(placed));
        updateSceneRect();
    });
    connect(document, &document::GameDocument::stageChanged, this, &BoardScene::refreshInteraction);
    connect(document, &document::GameDocument::turnFinished, this, [this](int firstEvent) {
        syncFigures();
        popScores(firstEvent);
    });
    rebuild();
}

BoardScene::~BoardScene() = default;

// --- the position ------------------------------------------------------------------------

void BoardScene::rebuild()
{
    ++m_generation;
    // Running animations hold items that clear() deletes.
    for (QVariantAnimation *a : findChildren<QVariantAnimation *>())
        delete a;
    m_preview = nullptr;
    m_pending = nullptr;
    m_featureHighlight = nullptr;
    m_markers.clear();
    m_hotspots.clear();
    m_figures.clear();
    m_tiles.clear();
    clear();
    if (!m_document->hasGame()) {
        setSceneRect(-300, -300, 600, 600);
        return;
    }
    for (std::size_t i = 0; i < m_document->game().board().placed().size(); ++i)
        addTile(PlacedIndex(i));
    syncFigures();
    updateSceneRect();
    refreshInteraction();
}

void BoardScene::addTile(PlacedIndex index)
{
    if (index < m_tiles.size())
        return;
    const Game &game = m_document->game();
    const PlacedTile &t = game.board().placed()[index];
    auto *item = new TileItem(m_cache, game.catalogPtr(), t.tile, t.rotation);
    item->setPos(tileRect(t.pos).topLeft());
    item->setZValue(TilesLayer);
    addItem(item);
    m_tiles.push_back(item);
}

void BoardScene::updateSceneRect()
{
    // Room to pan well beyond the board, so that the edges can be brought to the middle.
    setSceneRect(boardRect().adjusted(-12 * kTileSize, -12 * kTileSize, 12 * kTileSize, 12 * kTileSize));
}

QRectF BoardScene::boardRect() const
{
    if (!m_document->hasGame())
        return {};
    const Board &b = m_document->game().board();
    return QRectF(tileRect({b.minX(), b.minY()}).topLeft(), tileRect({b.maxX(), b.maxY()}).bottomRight());
}

QRectF BoardScene::tileRectOf(Position p)
{
    return tileRect(p);
}

QRectF BoardScene::lastTileRect() const
{
    if (!m_document->hasGame())
        return {};
    const Game &game = m_document->game();
    return tileRect(game.board().placed()[game.lastPlaced()].pos);
}

QColor BoardScene::playerColor(int player) const
{
    return QColor(m_document->info().players[player].color);
}

QPointF BoardScene::anchorOf(PlacedIndex placed, int local) const
{
    const Game &game = m_document->game();
    const PlacedTile &t = game.board().placed()[placed];
    const std::vector<QPointF> anchors = m_cache->featureAnchors(game.catalog(), t.tile);
    const QPointF inTile = local < int(anchors.size()) ? anchors[std::size_t(local)] : QPointF(50, 50);
    return tileRect(t.pos).topLeft() + rotatedTilePoint(inTile, t.rotation);
}

art::FigureRole BoardScene::roleOf(NodeId node, FigureKind kind) const
{
    const bool field = m_document->game().features().node(node).kind == FeatureKind::Field;
    if (kind == FigureKind::LargeFollower)
        return field ? art::FigureRole::LargeFarmer : art::FigureRole::LargeFollower;
    return field ? art::FigureRole::Farmer : art::FigureRole::Follower;
}

void BoardScene::syncFigures()
{
    const Game &game = m_document->game();
    std::map<NodeId, const DeployedFigure *> wanted;
    for (const DeployedFigure &f : game.figures())
        wanted[f.node] = &f;
    // Figures that went home fade out where they stood.
    for (auto it = m_figures.begin(); it != m_figures.end();) {
        if (wanted.count(it->first)) {
            ++it;
            continue;
        }
        FigureItem *item = it->second;
        auto *fade = new QVariantAnimation(this);
        fade->setDuration(700);
        fade->setStartValue(1.0);
        fade->setEndValue(0.0);
        connect(fade, &QVariantAnimation::valueChanged, this, [item](const QVariant &v) {
            item->setOpacity(v.toReal());
            item->setY(item->y() - 0.6);
        });
        connect(fade, &QVariantAnimation::finished, this, [this, item] {
            removeItem(item);
            delete item;
        });
        fade->start(QAbstractAnimation::DeleteWhenStopped);
        it = m_figures.erase(it);
    }
    for (const auto &[node, figure] : wanted) {
        if (m_figures.count(node))
            continue;
        const FeatureNode &n = game.features().node(node);
        auto *item = new FigureItem(m_cache, roleOf(node, figure->figure), playerColor(figure->player),
                                    figureSize(figure->figure));
        item->setPos(anchorOf(n.placed, n.local));
        item->setZValue(FigureLayer);
        const QString who = figure->figure == FigureKind::LargeFollower
            ? tr("%1 (large follower)").arg(m_document->info().players[figure->player].name)
            : m_document->info().players[figure->player].name;
        item->setToolTip(who + u": "_s + describeFeature(node));
        addItem(item);
        m_figures[node] = item;
    }
}

// --- the turn being composed ----------------------------------------------------------------

void BoardScene::clearInteraction()
{
    for (QGraphicsItem *item : m_markers)
        delete item;
    m_markers.clear();
    m_hotspots.clear();
    m_hotspotFocus = -1;
    m_focusRing = nullptr; // one of m_markers
    delete m_preview;
    m_preview = nullptr;
    delete m_pending;
    m_pending = nullptr;
    delete m_featureHighlight;
    m_featureHighlight = nullptr;
    m_positions.clear();
    m_rotations.clear();
}

void BoardScene::setHandTile(TileIndex tile)
{
    m_handTile = tile;
    refreshInteraction();
}

void BoardScene::refreshInteraction()
{
    const std::optional<Position> keepPreview = m_previewCell;
    clearInteraction();
    m_previewCell.reset();
    switch (m_document->stage()) {
    case Stage::Placing: {
        // A new turn starts with the first tile of the hand; within a turn (after a take
        // back) the player's choice stays.
        const auto hand = m_document->game().hand(m_document->game().currentPlayer());
        if (m_handTurn != m_document->game().turn() || std::find(hand.begin(), hand.end(), m_handTile) == hand.end())
            m_handTile = hand.empty() ? 0 : hand.front();
        m_handTurn = m_document->game().turn();
        showPositions();
        if (keepPreview)
            previewAt(*keepPreview);
        break;
    }
    case Stage::Deploying:
    case Stage::Confirming:
        showHotspots();
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
    emit previewChanged();
}

void BoardScene::showPositions()
{
    const Game &game = m_document->game();
    std::vector<Placement> legal;
    game.legalPlacements(m_handTile, legal);
    for (const Placement &p : legal) {
        auto &mask = m_rotations[cellKey(p.pos)];
        if (!mask)
            m_positions.push_back(p.pos);
        mask = std::uint8_t(mask | (1u << p.rotation));
    }
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
    m_focusIndex = -1;
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

void BoardScene::previewAt(Position cell)
{
    const std::vector<int> rotations = fittingRotations(cell);
    if (rotations.empty()) {
        if (m_preview)
            m_preview->hide();
        m_previewCell.reset();
        emit previewChanged();
        return;
    }
    int rotation = rotations.front();
    if (m_preview && std::find(rotations.begin(), rotations.end(), m_preview->tileRotation()) != rotations.end())
        rotation = m_preview->tileRotation(); // keep the rotation the player chose, if it fits here
    if (!m_preview) {
        m_preview = new TileItem(m_cache, m_document->game().catalogPtr(), m_handTile, rotation);
        m_preview->setOpacity(0.88);
        m_preview->setZValue(PreviewLayer);
        addItem(m_preview);
    }
    m_preview->setTile(m_handTile);
    m_preview->setRotation(rotation);
    m_preview->setPos(tileRect(cell).topLeft());
    m_preview->show();
    m_previewCell = cell;
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
    if (!m_previewCell || !m_preview)
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
    return m_document->placeTile(m_handTile, *p) == MoveError::None;
}

void BoardScene::focusNextPosition(int direction)
{
    if (m_positions.empty())
        return;
    const int n = int(m_positions.size());
    m_focusIndex = m_focusIndex < 0 ? (direction > 0 ? 0 : n - 1) : ((m_focusIndex + direction) % n + n) % n;
    const Position cell = m_positions[std::size_t(m_focusIndex)];
    previewAt(cell);
    // Said in the status bar, which is where a keyboard player (and a screen reader) looks.
    const auto ways = fittingRotations(cell).size();
    emit featureHovered(ways == 1 ? tr("Position %1 of %2 (%3, %4): the tile fits one way")
                                        .arg(m_focusIndex + 1).arg(n).arg(cell.x).arg(cell.y)
                                  : tr("Position %1 of %2 (%3, %4): the tile fits %5 ways, R turns it")
                                        .arg(m_focusIndex + 1).arg(n).arg(cell.x).arg(cell.y).arg(ways));
}

void BoardScene::focusNextHotspot(int direction)
{
    if (m_hotspots.empty())
        return;
    const int n = int(m_hotspots.size());
    m_hotspotFocus = m_hotspotFocus < 0 ? (direction > 0 ? 0 : n - 1) : ((m_hotspotFocus + direction) % n + n) % n;
    const Hotspot &spot = m_hotspots[std::size_t(m_hotspotFocus)];
    if (!m_focusRing) {
        m_focusRing = new QGraphicsEllipseItem;
        QPen pen(QApplication::palette().color(QPalette::Highlight), 3, Qt::DotLine);
        pen.setCosmetic(true);
        m_focusRing->setPen(pen);
        m_focusRing->setZValue(HotspotLayer + 2);
        addItem(m_focusRing);
        m_markers.push_back(m_focusRing);
    }
    const qreal r = spot.radius + 5;
    m_focusRing->setRect(-r, -r, 2 * r, 2 * r);
    m_focusRing->setPos(spot.item->pos());
    hoverDeployment(spot.deployment);
}

std::optional<Deployment> BoardScene::focusedHotspot() const
{
    if (m_hotspotFocus < 0 || m_hotspotFocus >= int(m_hotspots.size()))
        return std::nullopt;
    return m_hotspots[std::size_t(m_hotspotFocus)].deployment;
}

bool BoardScene::deployFocused()
{
    const std::optional<Deployment> d = focusedHotspot();
    return d && m_document->chooseDeployment(*d) == MoveError::None;
}

// Highlights the feature and says in the status bar which figure would go where.
void BoardScene::hoverDeployment(Deployment d)
{
    const Game &game = m_document->game();
    highlightFeature(game.board().placed()[game.lastPlaced()].firstNode + NodeId(d.feature));
    emit featureHovered(describeDeployment(d));
}

QString BoardScene::describeDeployment(Deployment d) const
{
    const Game &game = m_document->game();
    const QString feature = describeFeature(game.board().placed()[game.lastPlaced()].firstNode + NodeId(d.feature));
    if (!game.rules().largeFollower) // one kind of figure: the feature says it all
        return feature;
    return d.figure == FigureKind::LargeFollower ? tr("Large follower: %1").arg(feature)
                                                 : tr("Follower: %1").arg(feature);
}

void BoardScene::showHotspots()
{
    const Game &game = m_document->game();
    std::vector<Deployment> deployments;
    game.legalDeployments(deployments);
    const QColor color = playerColor(game.currentPlayer());
    const PlacedTile &placed = game.board().placed()[game.lastPlaced()];
    // With two kinds of figure each marker shows the figure it deploys, on a light disc; the
    // base game keeps plain circles in the player's colour.
    const bool showFigures = game.rules().largeFollower;
    for (const Deployment &d : deployments) {
        const bool large = d.figure == FigureKind::LargeFollower;
        // Both figures may go here: the follower on the left, the large follower on the right,
        // a little smaller than a lone marker so that the pairs of a crowded tile stay apart.
        const bool choice = std::count_if(deployments.begin(), deployments.end(),
                                          [&d](const Deployment &o) { return o.feature == d.feature; }) > 1;
        const qreal r = (large ? kLargeHotspotRadius : kHotspotRadius) - (choice ? 3 : 0);
        QPointF at = anchorOf(game.lastPlaced(), d.feature);
        if (choice)
            at.rx() += large ? r + 1 : -(r + 1);
        auto *spot = new QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r);
        QColor fill = showFigures ? QColor(Qt::white) : color;
        fill.setAlphaF(showFigures ? 0.7 : 0.45);
        spot->setBrush(fill);
        QPen pen(showFigures ? color : QColor(Qt::white), 2.5);
        pen.setCosmetic(true);
        spot->setPen(pen);
        spot->setPos(at);
        spot->setZValue(HotspotLayer);
        spot->setToolTip(describeDeployment(d));
        if (showFigures)
            (new FigureItem(m_cache, roleOf(placed.firstNode + d.feature, d.figure), color, 1.7 * r))->setParentItem(spot);
        addItem(spot);
        m_markers.push_back(spot);
        m_hotspots.push_back({d, spot, r});
    }
    const auto &choice = m_document->pendingChoice();
    if (choice && *choice) {
        const NodeId node = placed.firstNode + (*choice)->feature;
        m_pending = new FigureItem(m_cache, roleOf(node, (*choice)->figure), color, figureSize((*choice)->figure));
        m_pending->setPos(anchorOf(game.lastPlaced(), (*choice)->feature));
        m_pending->setZValue(HotspotLayer + 1);
        m_pending->setOpacity(0.85);
        addItem(m_pending);
    }
}

std::optional<QPointF> BoardScene::hotspotPosition(Deployment deployment) const
{
    for (const Hotspot &h : m_hotspots)
        if (h.deployment == deployment)
            return h.item->pos();
    return std::nullopt;
}

std::optional<QPointF> BoardScene::hotspotPosition(int feature) const
{
    for (const Hotspot &h : m_hotspots)
        if (h.deployment.feature == feature)
            return h.item->pos();
    return std::nullopt;
}

// The nearest marker within a little more than its radius: side by side markers split the
// space between them.
std::optional<Deployment> BoardScene::hotspotAt(QPointF scenePos) const
{
    std::optional<Deployment> best;
    qreal bestDistance = 0;
    for (const Hotspot &h : m_hotspots) {
        const qreal distance = QLineF(h.item->pos(), scenePos).length();
        if (distance <= h.radius * 1.3 && (!best || distance < bestDistance)) {
            best = h.deployment;
            bestDistance = distance;
        }
    }
    return best;
}

void BoardScene::highlightFeature(NodeId node)
{
    std::vector<Position> tiles;
    m_document->game().featureTiles(node, tiles);
    QPainterPath path;
    for (const Position &p : tiles)
        path.addRect(tileRect(p));
    path = path.simplified();
    if (!m_featureHighlight) {
        m_featureHighlight = new QGraphicsPathItem;
        QColor fill = QApplication::palette().color(QPalette::Highlight);
        fill.setAlphaF(0.22);
        m_featureHighlight->setBrush(fill);
        QPen pen(QApplication::palette().color(QPalette::Highlight), 3);
        pen.setCosmetic(true);
        m_featureHighlight->setPen(pen);
        m_featureHighlight->setZValue(HighlightLayer);
        addItem(m_featureHighlight);
    }
    m_featureHighlight->setPath(path);
    m_featureHighlight->show();
}

QString BoardScene::tilesText(int tiles)
{
    return tiles == 1 ? tr("1 tile") : tr("%1 tiles").arg(tiles);
}

QString BoardScene::describeFeature(NodeId node) const
{
    const Game &game = m_document->game();
    const FeatureNode &root = game.features().node(game.features().find(node));
    const int tiles = game.featureTileCount(node);
    switch (root.kind) {
    case FeatureKind::City: {
        QString text = tr("city, %1").arg(tilesText(tiles));
        if (root.pennants)
            text += root.pennants == 1 ? tr(", 1 pennant") : tr(", %1 pennants").arg(root.pennants);
        return text + (root.openEdges ? tr(", open") : tr(", completed"));
    }
    case FeatureKind::Road:
        return tr("road, %1").arg(tilesText(tiles)) + (root.openEdges ? tr(", open") : tr(", completed"));
    case FeatureKind::Cloister: {
        const int neighbours = game.board().occupiedNeighbours(game.board().placed()[root.placed].pos);
        return tr("cloister, %1 of 8 neighbours").arg(neighbours);
    }
    case FeatureKind::Field:
        return tr("farm, %1").arg(tilesText(tiles));
    case FeatureKind::River:
        return tr("river");
    }
    return QString();
}

// --- mouse -------------------------------------------------------------------------------

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    switch (m_document->stage()) {
    case Stage::Placing: {
        const Position cell = cellAt(event->scenePos());
        if (!m_previewCell || !(*m_previewCell == cell))
            previewAt(cell);
        break;
    }
    case Stage::Deploying:
    case Stage::Confirming: {
        if (const std::optional<Deployment> d = hotspotAt(event->scenePos())) {
            hoverDeployment(*d);
        } else if (m_featureHighlight && m_featureHighlight->isVisible()) {
            m_featureHighlight->hide();
            emit featureHovered(QString());
        }
        break;
    }
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
    switch (m_document->stage()) {
    case Stage::Placing:
        previewAt(cellAt(event->scenePos()));
        placePreview();
        break;
    case Stage::Deploying:
    case Stage::Confirming:
        if (const std::optional<Deployment> d = hotspotAt(event->scenePos()))
            m_document->chooseDeployment(*d);
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
}

void BoardScene::wheelEvent(QGraphicsSceneWheelEvent *event)
{
    if (m_document->stage() == Stage::Placing && preview()) {
        rotatePreview(event->delta() > 0 ? 1 : -1);
        event->accept();
        return;
    }
    QGraphicsScene::wheelEvent(event);
}

// --- scoring -----------------------------------------------------------------------------

int BoardScene::scoringDuration(int firstEvent) const
{
    if (!m_document->hasGame())
        return 0;
    const auto &events = m_document->game().events();
    int finals = 0;
    for (std::size_t i = std::size_t(std::max(0, firstEvent)); i < events.size(); ++i)
        finals += events[i].final ? 1 : 0;
    return finals * kFinalScoringStep + kPopupDuration;
}

// Scores of a turn appear together; final scoring is shown feature by feature.
void BoardScene::popScores(int firstEvent)
{
    const auto &events = m_document->game().events();
    int finals = 0;
    for (std::size_t i = std::size_t(std::max(0, firstEvent)); i < events.size(); ++i) {
        if (!events[i].final) {
            popScore(i);
            continue;
        }
        const int generation = m_generation;
        QTimer::singleShot(finals++ * kFinalScoringStep, this, [this, i, generation] {
            if (generation == m_generation) // not a game that has been replaced since
                popScore(i);
        });
    }
}

void BoardScene::popScore(std::size_t i)
{
    const Game &game = m_document->game();
    const auto &events = game.events();
    const ScoreEvent &e = events[i];
    std::vector<Position> tiles;
    game.featureTiles(e.feature, tiles);
    if (e.kind == FeatureKind::Cloister)
        tiles = {game.board().placed()[game.features().node(e.feature).placed].pos};
    QPainterPath area;
    for (const Position &p : tiles)
        area.addRect(tileRect(p));
    area = area.simplified();

    int scorer = 0;
    while (scorer < game.playerCount() && !(e.players & (1u << scorer)))
        ++scorer;
    const QColor color = scorer < game.playerCount() ? playerColor(scorer) : QColor(Qt::white);

    auto *flash = new QGraphicsPathItem(area);
    QColor fill = color;
    fill.setAlphaF(0.35);
    flash->setBrush(fill);
    QPen pen(color, 4);
    pen.setCosmetic(true);
    flash->setPen(pen);
    flash->setZValue(HighlightLayer);
    addItem(flash);

    auto *label = new QGraphicsSimpleTextItem(u"+%1"_s.arg(e.points));
    QFont font = QApplication::font();
    font.setPointSizeF(34);
    font.setBold(true);
    label->setFont(font);
    // White on a dark edge of the scorer's colour reads on fields, cities and flashes alike.
    label->setBrush(Qt::white);
    QPen outline(color.darker(170), 3);
    outline.setJoinStyle(Qt::RoundJoin);
    label->setPen(outline);
    const QRectF box = label->boundingRect();
    label->setPos(area.boundingRect().center() - box.center());
    label->setZValue(PopupLayer);
    addItem(label);

    auto *rise = new QVariantAnimation(this);
    rise->setDuration(1800);
    rise->setStartValue(0.0);
    rise->setEndValue(1.0);
    const QPointF start = label->pos();
    connect(rise, &QVariantAnimation::valueChanged, this, [label, flash, start](const QVariant &v) {
        const qreal t = v.toReal();
        label->setPos(start - QPointF(0, 40 * t));
        label->setOpacity(t < 0.6 ? 1.0 : (1.0 - t) / 0.4);
        flash->setOpacity(1.0 - t);
    });
    connect(rise, &QVariantAnimation::finished, this, [this, label, flash] {
        removeItem(label);
        removeItem(flash);
        delete label;
        delete flash;
    });
    rise->start(QAbstractAnimation::DeleteWhenStopped);
}

} // namespace tessera::ui
