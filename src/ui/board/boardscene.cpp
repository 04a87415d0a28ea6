#include "boardscene.h"

#include "boarddrawing.h"
#include "boardgeometry.h"
#include "boarditems.h"
#include "deploymentmarkers.h"
#include "document/placementways.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QPalette>
#include <QPen>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace tessera::ui {

using namespace engine;
using Stage = document::GameDocument::Stage;

namespace {

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
    , m_deploymentMarkers(new DeploymentMarkers(this, m_drawing, document, cache))
{
    m_drawing->setFiguresWaitForArt(true); // a scene for a view
    connect(m_deploymentMarkers, &DeploymentMarkers::featureHovered, this, &BoardScene::featureHovered);
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
    m_hintPlacement.reset();
    for (QGraphicsItem *item : m_positionMarkers)
        delete item;
    m_positionMarkers.clear();
    delete m_preview;
    m_preview = nullptr;
    m_handRotation = 0;
    m_deploymentMarkers->clear();
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
        m_deploymentMarkers->show();
        break;
    case Stage::DragonFlying:
        showDragonSteps();
        emit positionsShown();
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
    emit previewChanged();
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
    for (std::size_t i = 0; i < m_positionMarkers.size(); ++i) {
        // Filled deeper than the others, so that it is not taken for the last tile's frame.
        const bool focused = int(i) == index;
        QPen pen(accent, focused ? 5 : 2.5, focused ? Qt::SolidLine : Qt::DashLine);
        pen.setCosmetic(true);
        m_positionMarkers[i]->setPen(pen);
        QColor fill = accent;
        fill.setAlphaF(focused ? 0.45 : 0.18);
        m_positionMarkers[i]->setBrush(fill);
    }
    const Position to = m_positions[std::size_t(index)];
    emit featureHovered(
        tr("The dragon would fly to %1, %2: Enter flies, the arrow keys choose another marked tile.").arg(to.x).arg(to.y));
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
        m_positionMarkers.push_back(marker);
    }
}

std::vector<QPointF> BoardScene::hintPoints() const
{
    std::vector<QPointF> points;
    for (const Position &p : m_positions)
        points.push_back(tileRect(p).center());
    m_deploymentMarkers->appendOutlyingPoints(points);
    return points;
}

QRectF BoardScene::positionsRect() const
{
    QRectF rect;
    for (const Position &p : m_positions)
        rect |= tileRect(p);
    return rect;
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

namespace {

std::vector<int> rotationsOf(std::uint8_t mask)
{
    std::vector<int> rotations;
    for (int r = 0; r < 4; ++r)
        if (mask & (1u << r))
            rotations.push_back(r);
    return rotations;
}

} // namespace

std::vector<int> BoardScene::fittingRotations(Position cell) const
{
    return rotationsOf(m_rotations.value(cellKey(cell), 0));
}

std::vector<int> BoardScene::rotationsFittingSomewhere() const
{
    std::uint8_t mask = 0;
    for (const std::uint8_t m : m_rotations)
        mask |= m;
    return rotationsOf(mask);
}

std::vector<int> BoardScene::rotationsToTurn() const
{
    const std::optional<Placement> shown = preview();
    return shown ? fittingRotations(shown->pos) : rotationsFittingSomewhere();
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
    // The player's rotation where it fits.
    const bool fits = std::find(rotations.begin(), rotations.end(), m_handRotation) != rotations.end();
    const int rotation = fits ? m_handRotation : rotations.front();
    m_handRotation = rotation;
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
    const std::vector<int> rotations = rotationsToTurn();
    if (rotations.empty())
        return;
    const auto it = std::find(rotations.begin(), rotations.end(), m_handRotation);
    const int n = int(rotations.size());
    const int i = it == rotations.end() ? -direction : int(it - rotations.begin()); // else: the first one
    m_handRotation = rotations[std::size_t(((i + direction) % n + n) % n)];
    if (preview())
        m_preview->setRotation(m_handRotation);
    emit previewChanged();
}

bool BoardScene::canRotate() const
{
    return rotationsToTurn().size() > 1;
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
                            .arg(m_focusIndex + 1)
                            .arg(n)
                            .arg(cell.x)
                            .arg(cell.y)
                            .arg(waysText(cell)));
}

// --- deploying -------------------------------------------------------------------------------

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

// The pointer left the board: nothing may stay previewed or lit up under where it was, but for
// a hint's tile in its frame (the pointer goes to the turn panel for the hint's other choices,
// and Enter still places what the board shows).
bool BoardScene::event(QEvent *event)
{
    if (event->type() == QEvent::GraphicsSceneLeave) {
        const bool previewed = m_previewCell.has_value();
        if (m_hintPlacement && inputStage() == Stage::Placing)
            previewHint();
        else
            hidePreview();
        if (!m_deploymentMarkers->leave() && previewed)
            emit featureHovered(QString());
    }
    return QGraphicsScene::event(event);
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    // A view scrolled under a still pointer (following the game, to a hint, by N, Tab or the
    // arrow keys) replays the last move: what the keys or the hint chose stays previewed or lit.
    if (event->screenPos() == std::exchange(m_pointer, event->screenPos()))
        return;
    switch (inputStage()) {
    case Stage::Placing: {
        const Position cell = cellAt(event->scenePos());
        if (m_hintPlacement && fittingRotations(cell).empty()) {
            previewHint(); // off the marked positions, the hint's frame shows its tile again
            break;
        }
        if (!m_previewCell || !(*m_previewCell == cell))
            previewAt(cell);
        break;
    }
    case Stage::Deploying:
    case Stage::Confirming:
        m_deploymentMarkers->hoverAt(event->scenePos(), viewTransformOf(event));
        break;
    case Stage::DragonFlying:
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pointer = event->screenPos(); // the view replays a press's place as a move too
    QGraphicsScene::mousePressEvent(event);
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    m_pointer = event->screenPos();
    QGraphicsScene::mouseReleaseEvent(event);
    const bool click = (event->screenPos() - event->buttonDownScreenPos(event->button())).manhattanLength()
        < QApplication::startDragDistance();
    if (!click)
        return;
    if (event->button() == Qt::RightButton) {
        // Turns the tile in hand; after the placement, puts an open magic portal aside.
        if (!m_deploymentMarkers->cancelPortal())
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
    case Stage::Confirming:
        m_deploymentMarkers->clickAt(event->scenePos(), viewTransformOf(event));
        break;
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
    m_drawing->clearHighlight(); // another choice's feature, shown before this one
    switch (d.kind) {
    case engine::DecisionKind::Place: {
        if (stage != Stage::Placing)
            return false;
        m_document->setHandTile(d.tile); // the hint may hold another tile of the hand
        const std::vector<int> rotations = fittingRotations(d.placement.pos);
        if (std::find(rotations.begin(), rotations.end(), d.placement.rotation) == rotations.end())
            return false;
        frameHint(d.placement.pos);
        m_hintPlacement = d.placement;
        previewHint();
        return true;
    }
    case engine::DecisionKind::Deploy:
        if (stage != Stage::Deploying && stage != Stage::Confirming)
            return false;
        if (!m_deploymentMarkers->focusDeployment(d.deployment)) // Enter deploys there
            return false;
        frameHint(m_document->game().board().placed()[m_document->game().lastPlaced()].pos);
        return true;
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
    case engine::DecisionKind::Draw:
    case engine::DecisionKind::Discard: // the pile's doing, never a hint
        break;
    }
    return false;
}

// The hint's tile in its frame, turned as the hint says (Enter places it).
void BoardScene::previewHint()
{
    if (m_previewCell && *m_previewCell == m_hintPlacement->pos && m_preview->tileRotation() == m_hintPlacement->rotation)
        return;
    previewAt(m_hintPlacement->pos);
    m_handRotation = m_hintPlacement->rotation;
    m_preview->setRotation(m_handRotation);
    emit previewChanged();
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
