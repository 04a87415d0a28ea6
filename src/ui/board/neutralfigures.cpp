#include "neutralfigures.h"

#include "boardgeometry.h"
#include "boarditems.h"

#include <QGraphicsScene>
#include <QVariantAnimation>

namespace tessera::ui {

using namespace engine;

namespace {

constexpr qreal kDragonSize = 46; // taller than any player's figure
constexpr qreal kFairySize = 24;
constexpr int kGlideMs = 450;
const QColor kDragonColor(0x8e, 0x1b, 0x1b);
const QColor kFairyColor(0xf2, 0xe2, 0x6b);

} // namespace

NeutralFigures::NeutralFigures(QGraphicsScene *scene, art::ArtCache *cache, std::function<QPointF(PlacedIndex, int)> anchor,
                               QObject *parent)
    : QObject(parent), m_scene(scene), m_cache(cache), m_anchor(std::move(anchor))
{
}

NeutralFigures::~NeutralFigures() = default;

QColor NeutralFigures::fairyColor()
{
    return kFairyColor;
}

void NeutralFigures::clear()
{
    delete m_glide;
    m_glide = nullptr;
    delete m_dragon;
    m_dragon = nullptr;
    delete m_fairy;
    m_fairy = nullptr;
}

std::optional<QPointF> NeutralFigures::dragonTarget() const
{
    return m_dragon ? std::optional<QPointF>(m_dragonTarget) : std::nullopt;
}

FigureItem *NeutralFigures::place(FigureItem *item, art::FigureRole role, const QColor &color, qreal size, QPointF at,
                                  bool glide)
{
    if (!item) {
        item = new FigureItem(m_cache, role, color, size);
        item->setZValue(FigureLayer + 0.5); // above the players' figures it stands among
        item->setPos(at);
        m_scene->addItem(item);
        return item;
    }
    if (!glide || item->pos() == at) {
        item->setPos(at);
        return item;
    }
    delete m_glide;
    m_glide = new QVariantAnimation(this);
    m_glide->setDuration(kGlideMs);
    m_glide->setStartValue(item->pos());
    m_glide->setEndValue(at);
    m_glide->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_glide, &QVariantAnimation::valueChanged, m_glide, [item](const QVariant &v) { item->setPos(v.toPointF()); });
    m_glide->start();
    return item;
}

void NeutralFigures::sync(const Game &game)
{
    const PrincessDragonState &s = princessDragonState(game);
    const auto &placed = game.board().placed();
    if (s.dragon == kNoTile || s.dragon >= placed.size()) {
        delete m_glide;
        m_glide = nullptr;
        delete m_dragon;
        m_dragon = nullptr;
    } else {
        const QPointF at = tileRect(placed[s.dragon].pos).center();
        const bool moved = m_dragon && at != m_dragonTarget;
        m_dragonTarget = at;
        m_dragon = place(m_dragon, art::FigureRole::Dragon, kDragonColor, kDragonSize, at, moved);
        m_dragon->setToolTip(tr("The dragon"));
    }
    if (s.fairy == kNoTile || s.fairy >= placed.size()) {
        delete m_fairy;
        m_fairy = nullptr;
        return;
    }
    // Beside her follower; once it has left, in the north-west corner of her tile.
    const QPointF at = s.fairyOwner >= 0
        ? m_anchor(s.fairy, game.features().node(s.fairyFollower).local) + QPointF(kFairySize * 0.6, -kFairySize * 0.4)
        : tileRect(placed[s.fairy].pos).topLeft() + QPointF(kFairySize * 0.7, kFairySize * 0.7);
    m_fairy = place(m_fairy, art::FigureRole::Fairy, kFairyColor, kFairySize, at, false);
    m_fairy->setToolTip(tr("The fairy"));
}

} // namespace tessera::ui
