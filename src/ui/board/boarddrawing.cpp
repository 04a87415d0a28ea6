#include "boarddrawing.h"

#include "boardgeometry.h"
#include "boarditems.h"
#include "neutralfigures.h"
#include "art/artpalette.h"
#include "document/eventtext.h"
#include "document/featuretext.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLinearGradient>
#include <QPalette>
#include <QPen>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using namespace engine;

namespace {

constexpr qreal kFigureSize = 30;
constexpr qreal kLargeFigureSize = 40; // the large follower stands a head taller
constexpr int kPopupDuration = 1800;   // ms a "+N" stays on the board

QColor accent()
{
    return QApplication::palette().color(QPalette::Highlight);
}

// A farm with farmers: diagonal stripes of each owner's colour, a light stripe after each.
// The colour is strong (a blue at 40% over the green read as teal, close to a farm without
// farmers) and the light stripes set the farm apart from the flat tones of farms without.
QLinearGradient ownerStripes(const std::vector<QColor> &owners)
{
    const qreal n = qreal(owners.size());
    QLinearGradient stripes(0, 0, 20 * n, 20 * n);
    stripes.setSpread(QGradient::RepeatSpread);
    const QColor light(255, 255, 255, 90);
    for (std::size_t i = 0; i < owners.size(); ++i) {
        QColor c = owners[i];
        c.setAlphaF(kOwnerTint);
        const qreal start = qreal(i) / n;
        stripes.setColorAt(start, c);
        stripes.setColorAt(start + 0.7 / n, c);
        stripes.setColorAt(start + 0.701 / n, light);
        stripes.setColorAt(start + 0.999 / n, light);
    }
    return stripes;
}

} // namespace

BoardDrawing::BoardDrawing(QGraphicsScene *scene, art::ArtCache *cache)
    : QObject(scene), m_scene(scene), m_cache(cache), m_finalsTimer(new QTimer(this))
{
    m_neutral = new NeutralFigures(
        scene, cache, [this](PlacedIndex placed, int local) { return anchorOf(placed, local); }, this);
    // Tiles and figures that showed a stand-in for their picture take the crisp one the art
    // cache made; only those: a repaint of the whole view would slow the threads.
    connect(cache->events(), &art::ArtCacheEvents::tilesReady, this, [this] {
        for (QGraphicsItem *item : m_scene->items()) {
            if (auto *tile = dynamic_cast<TileItem *>(item); tile && tile->isSoft() && tile->pictureReady())
                tile->update();
            else if (auto *figure = dynamic_cast<FigureItem *>(item); figure && figure->isSoft() && figure->pictureReady())
                figure->update();
        }
    });
    connect(cache->events(), &art::ArtCacheEvents::tileTypesReady, this, [this] {
        if (m_game && std::exchange(m_figuresWaiting, false))
            syncFigures();
    });
    connect(m_finalsTimer, &QTimer::timeout, this, [this] {
        if (m_pendingFinals.empty()) {
            m_finalsTimer->stop();
            return;
        }
        const std::size_t event = m_pendingFinals.front();
        m_pendingFinals.erase(m_pendingFinals.begin());
        popScore(event);
    });
    updateSceneRect();
}

BoardDrawing::~BoardDrawing() = default;

BoardDrawing *BoardDrawing::of(const QGraphicsScene *scene)
{
    return scene ? scene->findChild<BoardDrawing *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

qreal BoardDrawing::figureSize(FigureKind kind)
{
    return kind == FigureKind::LargeFollower ? kLargeFigureSize : kFigureSize;
}

// --- the position ------------------------------------------------------------------------

void BoardDrawing::clearAll()
{
    ++m_generation;
    m_changedAll = true; // what was drawn before goes: no need to list it
    m_changes.clear();
    m_pendingFinals.clear(); // they belonged to the game drawn before
    m_finalsTimer->stop();
    // The dragon's glide first, by its owner: the loop below finds it too (a child of a child),
    // and the neutral figures would delete it a second time (an undo during a glide crashed).
    m_neutral->clear();
    // Running animations hold items deleted here.
    for (QVariantAnimation *a : findChildren<QVariantAnimation *>())
        delete a;
    m_arrivals.clear();
    for (QGraphicsItem *item : m_transient)
        delete item;
    m_transient.clear();
    for (TileItem *item : m_tiles)
        delete item;
    m_tiles.clear();
    for (const auto &[node, item] : m_figures)
        delete item;
    m_figures.clear();
    m_figuresWaiting = false;
    delete m_lastMark;
    m_lastMark = nullptr;
    delete m_highlight;
    m_highlight = nullptr;
    delete m_playerMark;
    m_playerMark = nullptr;
    m_playerTile.reset();
    clearFarms();
}

void BoardDrawing::show(const Game *game, const document::GameInfo *info)
{
    clearAll();
    m_game = game;
    m_info = info;
    if (game) {
        // The slow part of the art (laying the tiles out) begins on other threads at once.
        std::vector<engine::TileIndex> tiles;
        for (const engine::PlacedTile &t : game->board().placed())
            tiles.push_back(t.tile);
        m_cache->prepareTileTypes(game->catalog(), tiles);
    }
    update();
}

void BoardDrawing::update()
{
    if (m_game) {
        // Tiles taken away (an undo, a step back) go; when the tiles drawn are not the ones
        // lying there (another line of the game), everything is drawn again.
        const auto &placed = m_game->board().placed();
        for (std::size_t i = 0; i < std::min(m_tiles.size(), placed.size()); ++i)
            if (!m_tiles[i]->shows(placed[i].tile, placed[i].rotation, tileRect(placed[i].pos).topLeft()))
                return show(m_game, m_info);
        if (m_tiles.size() > placed.size()) { // the scores still to show were the lost tiles'
            m_pendingFinals.clear();
            m_finalsTimer->stop();
        }
        while (m_tiles.size() > placed.size()) {
            m_changes.push_back(m_tiles.back()->sceneBoundingRect());
            settle(m_tiles.back());
            delete m_tiles.back();
            m_tiles.pop_back();
        }
        for (std::size_t i = m_tiles.size(); i < m_game->board().placed().size(); ++i) {
            addTile(PlacedIndex(i));
            arrive(m_tiles.back(), true);
        }
        syncFigures();
        m_neutral->sync(*m_game);
    }
    markLastTile();
    if (m_farmsShown)
        drawFarms(); // a new tile joins farms, a farmer changes a farm's colour
    updateSceneRect();
}

void BoardDrawing::addTile(PlacedIndex index)
{
    const PlacedTile &t = m_game->board().placed()[index];
    auto *item = new TileItem(m_cache, m_game->catalogPtr(), t.tile, t.rotation);
    item->setPos(tileRect(t.pos).topLeft());
    item->setZValue(TilesLayer);
    m_scene->addItem(item);
    m_tiles.push_back(item);
    m_changes.push_back(item->sceneBoundingRect());
}

// The tile placed last gets a frame, so that a player who looked away sees what changed.
void BoardDrawing::markLastTile()
{
    if (!m_game || m_game->board().placed().size() < 2) { // the start tile is no move
        delete m_lastMark;
        m_lastMark = nullptr;
        return;
    }
    if (!m_lastMark) {
        m_lastMark = new QGraphicsRectItem;
        QPen pen(accent(), 3);
        pen.setCosmetic(true);
        pen.setJoinStyle(Qt::MiterJoin);
        m_lastMark->setPen(pen);
        m_lastMark->setZValue(LastTileLayer);
        m_scene->addItem(m_lastMark);
    }
    m_lastMark->setRect(lastTileRect().adjusted(1.5, 1.5, -1.5, -1.5));
}

std::vector<QRectF> BoardDrawing::takeChanges()
{
    std::vector<QRectF> changes = std::exchange(m_changes, {});
    if (std::exchange(m_changedAll, false))
        return {m_scene->sceneRect()};
    return changes;
}

void BoardDrawing::updateSceneRect()
{
    // Room to pan well beyond the board, so that the edges can be brought to the middle.
    const QRectF board = m_game ? boardRect() : QRectF(-kTileSize, -kTileSize, kTileSize, kTileSize);
    m_scene->setSceneRect(board.adjusted(-12 * kTileSize, -12 * kTileSize, 12 * kTileSize, 12 * kTileSize));
}

QRectF BoardDrawing::boardRect() const
{
    if (!m_game)
        return {};
    const Board::Bounds b = m_game->board().bounds();
    return QRectF(tileRect({b.minX, b.minY}).topLeft(), tileRect({b.maxX, b.maxY}).bottomRight());
}

QRectF BoardDrawing::reachRect() const
{
    return m_game ? boardRect().adjusted(-kTileSize, -kTileSize, kTileSize, kTileSize) : QRectF();
}

QRectF BoardDrawing::lastTileRect() const
{
    if (!m_game || m_game->board().placed().empty())
        return {};
    return tileRect(m_game->board().placed()[m_game->lastPlaced()].pos);
}

QColor BoardDrawing::playerColor(int player) const
{
    if (!m_info || player < 0 || player >= int(m_info->players.size()))
        return Qt::white;
    return QColor(m_info->players[std::size_t(player)].color);
}

void BoardDrawing::markPlayerTile(std::optional<Position> position, int player)
{
    m_playerTile = m_game ? position : std::nullopt;
    if (!m_playerTile) {
        delete m_playerMark;
        m_playerMark = nullptr;
        return;
    }
    if (!m_playerMark) {
        // The player's colour on a light band, so that dark and light colours both show on
        // any tile; inside the tile, clear of the last tile's frame and of its neighbours.
        m_playerMark = new QGraphicsRectItem;
        QPen band(QColor(255, 255, 255, 220), 7);
        band.setCosmetic(true);
        band.setJoinStyle(Qt::MiterJoin);
        m_playerMark->setPen(band);
        m_playerMark->setZValue(LastTileLayer + 0.1);
        new QGraphicsRectItem(m_playerMark); // the coloured line, drawn over its parent's band
        m_scene->addItem(m_playerMark);
    }
    const QRectF rect = tileRect(*m_playerTile).adjusted(6, 6, -6, -6);
    m_playerMark->setRect(rect);
    auto *line = static_cast<QGraphicsRectItem *>(m_playerMark->childItems().front());
    QPen pen(playerColor(player), 4);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::MiterJoin);
    line->setPen(pen);
    line->setRect(rect);
}

// --- farms ---------------------------------------------------------------------------------

void BoardDrawing::setFarmsShown(bool shown)
{
    if (shown == m_farmsShown)
        return;
    m_farmsShown = shown;
    if (shown)
        drawFarms();
    else
        clearFarms();
}

void BoardDrawing::clearFarms()
{
    for (const ShownFarm &farm : m_farms)
        delete farm.item;
    m_farms.clear();
}

void BoardDrawing::drawFarms()
{
    clearFarms();
    if (!m_game)
        return;
    const FeatureGraph &graph = m_game->features();
    const auto &placed = m_game->board().placed();
    std::vector<NodeId> roots; // in the order their first tile was placed: stable tones
    for (const PlacedTile &t : placed) {
        const auto &features = m_game->catalog().tile(t.tile).type.features;
        for (std::size_t f = 0; f < features.size(); ++f) {
            if (features[f].kind != FeatureKind::Field)
                continue;
            const NodeId root = graph.find(t.firstNode + NodeId(f));
            if (std::find(roots.begin(), roots.end(), root) == roots.end())
                roots.push_back(root);
        }
    }
    // Farms without farmers: light and dark neutral tones in turn, none a player's colour.
    static const QColor neutral[] = {QColor(255, 255, 255, 120), QColor(40, 30, 20, 70), QColor(255, 244, 200, 140),
                                     QColor(70, 80, 110, 80)};
    const QStringList names = m_info ? m_info->playerNames() : QStringList();
    int tone = 0;
    for (const NodeId root : roots) {
        const QPainterPath shape = featureShape(root);
        if (shape.isEmpty()) // a field the art leaves no room for: nothing to tint
            continue;
        const std::uint8_t owners = majority(graph.node(root).weight, m_game->playerCount());
        auto *item = new AreaItem(shape);
        std::vector<QColor> colors;
        for (int p = 0; p < m_game->playerCount(); ++p)
            if (owners & (1u << p))
                colors.push_back(playerColor(p));
        // The edge in the farmers' colour says whose the farm is even where the tint mixes
        // with the green; shared farms have a dashed edge.
        QPen edge(colors.empty() ? art::palette::ink : colors.front(), colors.empty() ? 2 : 3.5,
                  colors.size() > 1 ? Qt::DashLine : Qt::SolidLine);
        edge.setCosmetic(true);
        edge.setJoinStyle(Qt::RoundJoin);
        item->setPen(edge);
        if (colors.empty()) {
            item->setBrush(neutral[tone++ % std::size(neutral)]);
        } else {
            item->setBrush(ownerStripes(colors));
        }
        QString tip = document::describeFeature(*m_game, root);
        if (owners)
            tip = tr("%1; farmers of %2").arg(tip, document::playersText(owners, names));
        item->setToolTip(tip);
        item->setAcceptedMouseButtons(Qt::NoButton);
        item->setZValue(FarmsLayer);
        m_scene->addItem(item);
        m_farms.push_back({root, owners, item});
    }
}

void BoardDrawing::setFigureMarks(bool on)
{
    if (on == m_figureMarks)
        return;
    m_figureMarks = on;
    // The figures on the board take their new look.
    for (const auto &[node, item] : m_figures)
        delete item;
    m_figures.clear();
    if (m_game)
        syncFigures();
}

art::FigureMark BoardDrawing::figureMark(int player) const
{
    return m_figureMarks ? art::markForSeat(player) : art::FigureMark::None;
}

QPointF BoardDrawing::anchorOf(PlacedIndex placed, int local) const
{
    const PlacedTile &t = m_game->board().placed()[placed];
    return anchorOf(engine::Decision::place(t.tile, {t.pos, t.rotation}), local);
}

QPointF BoardDrawing::anchorOf(const engine::Decision &placement, int local) const
{
    const std::vector<QPointF> anchors = m_cache->featureAnchors(m_game->catalog(), placement.tile);
    const QPointF inTile = local < int(anchors.size()) ? anchors[std::size_t(local)] : QPointF(50, 50);
    return tileRect(placement.placement.pos).topLeft() + rotatedTilePoint(inTile, placement.placement.rotation);
}

art::FigureRole BoardDrawing::roleOf(NodeId node, FigureKind kind) const
{
    return roleOn(m_game->features().node(node).kind, kind);
}

art::FigureRole BoardDrawing::roleOn(FeatureKind feature, FigureKind kind)
{
    const bool field = feature == FeatureKind::Field;
    switch (kind) {
    case FigureKind::LargeFollower:
        return field ? art::FigureRole::LargeFarmer : art::FigureRole::LargeFollower;
    case FigureKind::Builder:
        return art::FigureRole::Builder;
    case FigureKind::Pig:
        return art::FigureRole::Pig;
    case FigureKind::Follower:
        break;
    }
    return field ? art::FigureRole::Farmer : art::FigureRole::Follower;
}

std::optional<NodeId> BoardDrawing::figureAt(QPointF p) const
{
    // The topmost figure wins where figures overlap, as the pointer sees them.
    std::optional<NodeId> found;
    qreal foundZ = 0;
    for (const auto &[node, item] : m_figures) {
        if (!item->contains(item->mapFromScene(p)))
            continue;
        if (!found || item->zValue() >= foundZ) {
            found = node;
            foundZ = item->zValue();
        }
    }
    return found;
}

void BoardDrawing::syncFigures()
{
    std::map<NodeId, const DeployedFigure *> wanted;
    for (const DeployedFigure &f : m_game->figures())
        wanted[f.node] = &f;
    // Figures that went home fade out where they stood; those of tiles taken away, and all
    // in a drawing without animations, go at once.
    for (auto it = m_figures.begin(); it != m_figures.end();) {
        if (wanted.count(it->first)) {
            ++it;
            continue;
        }
        FigureItem *item = it->second;
        settle(item);
        m_changes.push_back(item->sceneBoundingRect());
        if (!m_animated || it->first >= m_game->features().size()) {
            delete item;
            it = m_figures.erase(it);
            continue;
        }
        m_transient.push_back(item);
        auto *fade = new QVariantAnimation(this);
        fade->setDuration(700);
        fade->setStartValue(1.0);
        fade->setEndValue(0.0);
        connect(fade, &QVariantAnimation::valueChanged, this, [item](const QVariant &v) {
            item->setOpacity(v.toReal());
            item->setY(item->y() - 0.6);
        });
        connect(fade, &QVariantAnimation::finished, this, [this, item] { removeTransient(item); });
        fade->start(QAbstractAnimation::DeleteWhenStopped);
        it = m_figures.erase(it);
    }
    for (const auto &[node, figure] : wanted) {
        if (m_figures.count(node))
            continue;
        const FeatureNode &n = m_game->features().node(node);
        if (m_figuresWaitForArt && m_cache->anchorsPending(m_game->catalog(), m_game->board().placed()[n.placed].tile)) {
            m_figuresWaiting = true;
            continue;
        }
        auto *item = new FigureItem(m_cache, roleOf(node, figure->figure), playerColor(figure->player),
                                    figureSize(figure->figure), figureMark(figure->player));
        item->setPos(anchorOf(n.placed, n.local));
        item->setZValue(FigureLayer);
        if (m_info) {
            const QString name = m_info->players[figure->player].name;
            const QString who = figure->figure == FigureKind::LargeFollower ? tr("%1 (large follower)").arg(name)
                : figure->figure == FigureKind::Builder                     ? tr("%1 (builder)").arg(name)
                : figure->figure == FigureKind::Pig                         ? tr("%1 (pig)").arg(name)
                                                                            : name;
            item->setToolTip(who + u": "_s + document::describeFeature(*m_game, node));
        }
        m_scene->addItem(item);
        m_figures[node] = item;
        m_changes.push_back(item->sceneBoundingRect());
        arrive(item, false);
    }
}

void BoardDrawing::arrive(QGraphicsItem *item, bool tile)
{
    if (!m_animated || m_arrivalMs <= 0)
        return;
    auto *arrival = new QVariantAnimation(this);
    arrival->setDuration(m_arrivalMs);
    arrival->setStartValue(0.0);
    arrival->setEndValue(1.0);
    arrival->setEasingCurve(QEasingCurve::OutCubic);
    item->setTransformOriginPoint(item->boundingRect().center());
    const QPointF at = item->pos();
    const auto step = [item, tile, at](qreal t) {
        item->setOpacity(t);
        if (tile)
            item->setScale(1.3 - 0.3 * t); // from above the board down onto it
        else
            item->setPos(at - QPointF(0, 14 * (1 - t))); // a figure drops into place
    };
    step(0);
    connect(arrival, &QVariantAnimation::valueChanged, this, [step](const QVariant &v) { step(v.toReal()); });
    connect(arrival, &QVariantAnimation::finished, this, [this, item, step] {
        step(1);
        m_arrivals.erase(item);
    });
    m_arrivals[item] = arrival;
    arrival->start(QAbstractAnimation::DeleteWhenStopped);
}

// An item about to go stops arriving (its animation would outlive it).
void BoardDrawing::settle(QGraphicsItem *item)
{
    const auto it = m_arrivals.find(item);
    if (it == m_arrivals.end())
        return;
    QVariantAnimation *arrival = it->second;
    m_arrivals.erase(it);
    arrival->disconnect(this);
    delete arrival;
    item->setOpacity(1); // whole, where it goes from
    item->setScale(1);
}

void BoardDrawing::removeTransient(QGraphicsItem *item)
{
    std::erase(m_transient, item);
    delete item;
}

// --- features ------------------------------------------------------------------------------

const std::vector<FeatureArea> &BoardDrawing::areasOf(PlacedIndex placed) const
{
    return m_areas.areas(m_game->catalogPtr(), m_game->board().placed()[placed].tile);
}

QPainterPath BoardDrawing::featureArea(PlacedIndex placed, int local) const
{
    const std::vector<FeatureArea> &areas = areasOf(placed);
    if (local < 0 || local >= int(areas.size()))
        return {};
    const PlacedTile &t = m_game->board().placed()[placed];
    return tileTransform(t.pos, t.rotation).map(areas[std::size_t(local)].shape);
}

QPainterPath BoardDrawing::featureShape(NodeId node) const
{
    QPainterPath shape;
    const FeatureGraph &graph = m_game->features();
    graph.forEachMember(graph.find(node), [&](NodeId member) {
        shape.addPath(featureArea(graph.node(member).placed, graph.node(member).local));
    });
    shape.setFillRule(Qt::WindingFill);
    return shape.simplified();
}

std::optional<int> BoardDrawing::featureAt(PlacedIndex placed, QPointF p) const
{
    const PlacedTile &t = m_game->board().placed()[placed];
    const QPointF inTile = tileTransform(t.pos, t.rotation).inverted().map(p);
    const std::vector<FeatureArea> &areas = areasOf(placed);
    std::optional<int> best;
    for (int f = 0; f < int(areas.size()); ++f)
        if (areas[std::size_t(f)].shape.contains(inTile)
            && (!best || areas[std::size_t(f)].precedence < areas[std::size_t(*best)].precedence))
            best = f;
    return best;
}

void BoardDrawing::highlightFeature(NodeId node)
{
    highlightArea(featureShape(node));
}

void BoardDrawing::highlightArea(const QPainterPath &area)
{
    if (!m_highlight) {
        m_highlight = new AreaItem;
        QColor fill = accent();
        fill.setAlphaF(0.3);
        m_highlight->setBrush(fill);
        QPen pen(accent().darker(130), 2.5);
        pen.setCosmetic(true);
        pen.setJoinStyle(Qt::RoundJoin);
        m_highlight->setPen(pen);
        m_highlight->setZValue(HighlightLayer);
        m_scene->addItem(m_highlight);
    }
    m_highlight->setPath(area);
    m_highlight->show();
}

void BoardDrawing::clearHighlight()
{
    if (m_highlight)
        m_highlight->hide();
}

bool BoardDrawing::isHighlighting() const
{
    return m_highlight && m_highlight->isVisible();
}

// --- scoring -----------------------------------------------------------------------------

int BoardDrawing::scoringDuration(int firstEvent) const
{
    if (!m_game)
        return 0;
    const auto &events = m_game->events();
    int finals = 0;
    for (std::size_t i = std::size_t(std::max(0, firstEvent)); i < events.size(); ++i)
        finals += events[i].final ? 1 : 0;
    return finals * m_scoringStep + kPopupDuration;
}

void BoardDrawing::setScoringStep(int milliseconds)
{
    m_scoringStep = std::max(0, milliseconds);
    m_finalsTimer->setInterval(m_scoringStep);
}

void BoardDrawing::finishScoring()
{
    m_finalsTimer->stop();
    const std::vector<std::size_t> pending = std::exchange(m_pendingFinals, {});
    for (const std::size_t event : pending)
        popScore(event);
}

// Scores of a turn appear together; final scoring is shown feature by feature.
void BoardDrawing::popScores(int firstEvent)
{
    if (!m_game)
        return;
    const auto &events = m_game->events();
    for (std::size_t i = std::size_t(std::max(0, firstEvent)); i < events.size(); ++i) {
        if (events[i].goods != engine::Goods::None)
            continue; // goods majorities have no place on the board: the scoring log tells them
        if (events[i].final)
            m_pendingFinals.push_back(i);
        else
            popScore(i);
    }
    if (m_pendingFinals.empty())
        return;
    if (m_scoringStep == 0) {
        finishScoring();
        return;
    }
    // The first feature at once, the others one step apart.
    popScore(m_pendingFinals.front());
    m_pendingFinals.erase(m_pendingFinals.begin());
    m_finalsTimer->start(m_scoringStep);
}

QPainterPath BoardDrawing::scoredArea(const ScoreEvent &e) const
{
    if (e.kind != FeatureKind::Cloister)
        return featureShape(e.feature);
    QPainterPath tile;
    tile.addRect(tileRect(m_game->board().placed()[m_game->features().node(e.feature).placed].pos));
    return tile;
}

QColor BoardDrawing::scorerColor(const ScoreEvent &e) const
{
    for (int p = 0; p < m_game->playerCount(); ++p)
        if (e.players & (1u << p))
            return playerColor(p);
    return Qt::white;
}

QGraphicsSimpleTextItem *BoardDrawing::pointsLabel(int points, const QColor &color, qreal pointSize, QPointF centre)
{
    auto *label = new QGraphicsSimpleTextItem(u"+%1"_s.arg(points));
    QFont font = QApplication::font();
    font.setPointSizeF(pointSize);
    font.setBold(true);
    label->setFont(font);
    // White on a dark edge of the scorer's colour reads on fields, cities and flashes alike.
    label->setBrush(Qt::white);
    QPen outline(color.darker(170), pointSize / 11);
    outline.setJoinStyle(Qt::RoundJoin);
    label->setPen(outline);
    label->setPos(centre - label->boundingRect().center());
    label->setZValue(PopupLayer);
    return label;
}

void BoardDrawing::popScore(std::size_t i)
{
    if (!m_game || i >= m_game->events().size())
        return; // taken back meanwhile
    const ScoreEvent &e = m_game->events()[i];
    const QPainterPath area = scoredArea(e);
    const QColor color = scorerColor(e);

    auto *flash = new AreaItem(area);
    QColor fill = color;
    fill.setAlphaF(0.35);
    flash->setBrush(fill);
    QPen pen(color, 4);
    pen.setCosmetic(true);
    flash->setPen(pen);
    flash->setZValue(HighlightLayer);
    m_scene->addItem(flash);

    QGraphicsSimpleTextItem *label = pointsLabel(e.points, color, 34, area.boundingRect().center());
    m_scene->addItem(label);
    m_transient.push_back(flash);
    m_transient.push_back(label);

    auto *rise = new QVariantAnimation(this);
    rise->setDuration(kPopupDuration);
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
        removeTransient(label);
        removeTransient(flash);
    });
    rise->start(QAbstractAnimation::DeleteWhenStopped);
}

} // namespace tessera::ui
