#include "tilecanvas.h"

#include "tilepictures.h"

#include "document/editor/tilesetdocument.h"
#include "engine/geometry.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <iterator>
#include <utility>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using document::EdgePart;
using engine::EdgeType;

namespace {

constexpr qreal kTabDepth = 0.11; // tabs outside the tile, as a share of the tile's side
constexpr qreal kPartDepth = 0.2; // parts inside the tile
constexpr qreal kPartInset = 0.2; // parts keep off the corners, so that no two overlap

QColor edgeColor(EdgeType edge)
{
    switch (edge) {
    case EdgeType::Field:
        return QColor(0x86, 0xb8, 0x4a);
    case EdgeType::Road:
        return QColor(0xe8, 0xdc, 0xbc);
    case EdgeType::City:
        return QColor(0xc9, 0x7b, 0x4c);
    case EdgeType::River:
        return QColor(0x4d, 0xa6, 0xdc);
    }
    return Qt::gray;
}

// A band along side `side` of `square`: from t0 to t1 of the way along it (clockwise) and from
// depth u0 to u1 inwards (negative depths lie outside).
QRectF band(const QRectF &square, int side, qreal t0, qreal t1, qreal u0, qreal u1)
{
    const qreal s = square.width();
    const qreal x = square.left();
    const qreal y = square.top();
    switch (side & 3) {
    case 0:
        return QRectF(QPointF(x + t0 * s, y + u0 * s), QPointF(x + t1 * s, y + u1 * s));
    case 1:
        return QRectF(QPointF(x + s - u1 * s, y + t0 * s), QPointF(x + s - u0 * s, y + t1 * s));
    case 2:
        return QRectF(QPointF(x + s - t1 * s, y + s - u1 * s), QPointF(x + s - t0 * s, y + s - u0 * s));
    default:
        return QRectF(QPointF(x + u0 * s, y + s - t1 * s), QPointF(x + u1 * s, y + s - t0 * s));
    }
}

} // namespace

QColor featureColor(int feature)
{
    static const QColor colors[] = {QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                    QColor(0x94, 0x67, 0xbd), QColor(0x2c, 0xa0, 0x2c), QColor(0x8c, 0x56, 0x4b),
                                    QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22)};
    return feature < 0 ? QColor(Qt::gray) : colors[feature % int(std::size(colors))];
}

TileCanvas::TileCanvas(document::TileSetDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // drags are followed while a button is down; nothing happens otherwise
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    const auto repaint = [this] { update(); };
    connect(document, &document::TileSetDocument::tileChanged, this, [this](int index) {
        if (index == m_tile) {
            if (const auto *t = current(); t && m_feature >= static_cast<int>(t->features.size()))
                selectFeature(-1);
            update();
        }
    });
    connect(document, &document::TileSetDocument::reset, this, [this] { setTile(m_document->tileCount() > 0 ? 0 : -1); });
    connect(document, &document::TileSetDocument::tilesRemoved, this, repaint);
    retranslateUi();
}

void TileCanvas::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TileCanvas::retranslateUi()
{
    setAccessibleName(tr("Tile canvas"));
    setToolTip(
        tr("Click a tab outside the tile to change the edge; click a part to select its feature; "
           "drag from part to part (or Ctrl+click) to connect or split features."));
}

QSize TileCanvas::sizeHint() const
{
    return {420, 420};
}
QSize TileCanvas::minimumSizeHint() const
{
    return {200, 200};
}

const engine::TileType *TileCanvas::current() const
{
    if (m_tile < 0 || m_tile >= m_document->tileCount())
        return nullptr;
    return &m_document->tile(m_tile);
}

void TileCanvas::setTile(int index)
{
    m_tile = index;
    m_focusPart = -1;
    m_selectedPart.reset();
    m_marked.reset();
    selectFeature(-1);
    update();
}

void TileCanvas::selectFeature(int feature)
{
    if (feature == m_feature)
        return;
    m_feature = feature;
    update();
    emit featureSelected(feature);
}

void TileCanvas::markPart(std::optional<EdgePart> part)
{
    m_marked = part;
    update();
}

QRectF TileCanvas::tileRect() const
{
    const qreal side = qMin(width(), height()) / (1.0 + 2.4 * kTabDepth);
    return QRectF((width() - side) / 2.0, (height() - side) / 2.0, side, side);
}

QRectF TileCanvas::edgeTab(int side) const
{
    return band(tileRect(), side, kPartInset, 1.0 - kPartInset, -1.1 * kTabDepth, -0.1 * kTabDepth);
}

QRectF TileCanvas::partRect(EdgePart part) const
{
    const auto *t = current();
    if (!t)
        return {};
    const int side = part.half ? part.index / 2 : part.index;
    const EdgeType edge = t->edges[static_cast<std::size_t>(side)];
    const qreal a = kPartInset;
    const qreal b = 1.0 - kPartInset;
    const qreal third = (b - a) / 3.0;
    const QRectF square = tileRect();
    if (!part.half) {
        if (edge == EdgeType::Field)
            return {};
        if (edge == EdgeType::City)
            return band(square, side, a, b, 0, kPartDepth);
        return band(square, side, a + third, b - third, 0, kPartDepth);
    }
    if (edge == EdgeType::City)
        return {};
    const bool left = part.index % 2 == 0;
    if (edge == EdgeType::Field)
        return left ? band(square, side, a, (a + b) / 2, 0, kPartDepth) : band(square, side, (a + b) / 2, b, 0, kPartDepth);
    return left ? band(square, side, a, a + third, 0, kPartDepth) : band(square, side, b - third, b, 0, kPartDepth);
}

QRectF TileCanvas::centreRect() const
{
    const QRectF square = tileRect();
    const qreal inset = square.width() * (kPartDepth + 0.05);
    return square.adjusted(inset, inset, -inset, -inset);
}

std::optional<EdgePart> TileCanvas::partAt(QPointF pos) const
{
    const auto *t = current();
    if (!t)
        return std::nullopt;
    for (const EdgePart part : document::edgeParts(*t))
        if (partRect(part).contains(pos))
            return part;
    return std::nullopt;
}

int TileCanvas::edgeTabAt(QPointF pos) const
{
    for (int side = 0; side < engine::kSides; ++side)
        if (edgeTab(side).contains(pos))
            return side;
    return -1;
}

void TileCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const auto *t = current();
    if (!t) {
        painter.drawText(rect(), Qt::AlignCenter, tr("No tile selected"));
        return;
    }
    const QRectF square = tileRect();
    const int size = qRound(square.width());
    painter.drawPixmap(square.topLeft(),
                       editorTilePictures().picture(*t, size, devicePixelRatioF(), 0, TilePictures::Art::Generated));
    painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(square);

    QFont font = painter.font();
    font.setPixelSize(qMax(9, int(square.width() * 0.045)));
    painter.setFont(font);
    for (int side = 0; side < engine::kSides; ++side) {
        const EdgeType edge = t->edges[static_cast<std::size_t>(side)];
        const QRectF tab = edgeTab(side);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
        painter.setBrush(edgeColor(edge));
        painter.drawRoundedRect(tab, 4, 4);
        painter.setPen(edge == EdgeType::City || edge == EdgeType::River ? Qt::white : Qt::black);
        if (tab.height() > tab.width()) {
            // The east and west tabs are tall and narrow: the word runs along them, so that a
            // longer word ("Wiese", "Straße") is not cut.
            painter.save();
            painter.translate(tab.center());
            painter.rotate(side == 3 ? -90 : 90);
            painter.drawText(QRectF(-tab.height() / 2, -tab.width() / 2, tab.height(), tab.width()), Qt::AlignCenter,
                             document::TileSetDocument::edgeTypeText(edge));
            painter.restore();
        } else {
            painter.drawText(tab, Qt::AlignCenter, document::TileSetDocument::edgeTypeText(edge));
        }
    }
    paintParts(painter);

    if (m_marked) {
        // A part the edge does not offer (a field half on a city side) is marked on its tab.
        QRectF r = partRect(*m_marked);
        if (r.isEmpty())
            r = edgeTab(m_marked->half ? m_marked->index / 2 : m_marked->index);
        painter.setPen(QPen(QColor(0xd0, 0x20, 0x20), 4));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(-2, -2, 2, 2));
    }
    if (hasFocus() && m_focusPart >= 0) {
        const auto parts = document::edgeParts(*t);
        if (m_focusPart < static_cast<int>(parts.size())) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DotLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(partRect(parts[static_cast<std::size_t>(m_focusPart)]).adjusted(-3, -3, 3, 3));
        }
    }
    if (m_dragging && m_pressedPart) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::DashLine, Qt::RoundCap));
        painter.drawLine(partRect(*m_pressedPart).center(), m_dragPos);
    }
}

void TileCanvas::paintParts(QPainter &painter) const
{
    const auto *t = current();
    const qreal unit = tileRect().width();
    for (const EdgePart part : document::edgeParts(*t)) {
        const int f = document::featureAt(*t, part);
        const QRectF r = partRect(part).adjusted(2, 2, -2, -2);
        QColor fill = featureColor(f);
        fill.setAlpha(f == m_feature ? 220 : 115);
        painter.setBrush(fill);
        const bool selected = f >= 0 && f == m_feature;
        painter.setPen(QPen(selected ? palette().color(QPalette::Highlight) : QColor(0, 0, 0, 120), selected ? 3 : 1,
                            part.half ? Qt::DashLine : Qt::SolidLine));
        painter.drawRoundedRect(r, unit * 0.02, unit * 0.02);
        painter.setPen(Qt::white);
        painter.drawText(r, Qt::AlignCenter, f < 0 ? u"?"_s : QString::number(f));
    }
    // Cloisters stand in the middle.
    for (int f = 0; f < static_cast<int>(t->features.size()); ++f) {
        if (t->features[static_cast<std::size_t>(f)].kind != engine::FeatureKind::Cloister)
            continue;
        const QRectF c = centreRect();
        const QRectF r(c.center() - QPointF(unit * 0.1, unit * 0.1), QSizeF(unit * 0.2, unit * 0.2));
        QColor fill = featureColor(f);
        fill.setAlpha(f == m_feature ? 220 : 115);
        painter.setBrush(fill);
        painter.setPen(
            QPen(f == m_feature ? palette().color(QPalette::Highlight) : QColor(0, 0, 0, 120), f == m_feature ? 3 : 1));
        painter.drawEllipse(r);
        painter.setPen(Qt::white);
        painter.drawText(r, Qt::AlignCenter, QString::number(f));
    }
}

void TileCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !current())
        return QWidget::mousePressEvent(event);
    m_pressPos = event->position();
    m_dragPos = m_pressPos;
    m_dragging = false;
    m_pressedTab = edgeTabAt(m_pressPos);
    m_pressedPart = partAt(m_pressPos);
}

void TileCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressedPart)
        return;
    m_dragPos = event->position();
    if ((m_dragPos - m_pressPos).manhattanLength() > 6)
        m_dragging = true;
    update();
}

void TileCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !current())
        return QWidget::mouseReleaseEvent(event);
    const QPointF pos = event->position();
    m_marked.reset();
    const auto pressedPart = std::exchange(m_pressedPart, std::nullopt);
    const int pressedTab = std::exchange(m_pressedTab, -1);
    const bool dragged = std::exchange(m_dragging, false);
    update();
    if (pressedTab >= 0 && edgeTabAt(pos) == pressedTab)
        return cycleEdge(pressedTab);
    const auto released = partAt(pos);
    if (pressedPart && dragged) {
        if (released && !(*released == *pressedPart))
            link(*pressedPart, *released);
        return;
    }
    if (!pressedPart || !released || !(*released == *pressedPart)) {
        if (!pressedPart && centreRect().contains(pos)) {
            const auto *t = current();
            for (int f = 0; f < static_cast<int>(t->features.size()); ++f)
                if (t->features[static_cast<std::size_t>(f)].kind == engine::FeatureKind::Cloister)
                    return selectFeature(f);
            selectFeature(-1);
        }
        return;
    }
    choosePart(*released, event->modifiers() & Qt::ControlModifier);
}

void TileCanvas::cycleEdge(int side)
{
    if (m_document->isReadOnly())
        return emit message(tr("A built-in set is not edited: save a copy to change it."));
    m_document->cycleEdge(m_tile, side);
    m_selectedPart.reset();
    m_focusPart = -1; // the parts change with the edge
}

void TileCanvas::choosePart(EdgePart part, bool linkWithSelected)
{
    if (linkWithSelected && m_selectedPart && !(*m_selectedPart == part))
        return link(*m_selectedPart, part);
    m_selectedPart = part;
    selectFeature(document::featureAt(*current(), part));
}

void TileCanvas::keyPressEvent(QKeyEvent *event)
{
    const auto *t = current();
    if (!t)
        return QWidget::keyPressEvent(event);
    const std::vector<EdgePart> parts = document::edgeParts(*t);
    const int count = static_cast<int>(parts.size());
    switch (event->key()) {
    case Qt::Key_N:
        return cycleEdge(0);
    case Qt::Key_E:
        return cycleEdge(1);
    case Qt::Key_S:
        return cycleEdge(2);
    case Qt::Key_W:
        return cycleEdge(3);
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Up: {
        if (count == 0)
            return;
        const bool forward = event->key() == Qt::Key_Right || event->key() == Qt::Key_Down;
        m_focusPart = m_focusPart < 0 ? 0 : (m_focusPart + (forward ? 1 : count - 1)) % count;
        update();
        return;
    }
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_focusPart >= 0 && m_focusPart < count)
            choosePart(parts[static_cast<std::size_t>(m_focusPart)], event->modifiers() & Qt::ControlModifier);
        return;
    default:
        return QWidget::keyPressEvent(event);
    }
}

void TileCanvas::link(EdgePart a, EdgePart b)
{
    if (m_document->isReadOnly())
        return emit message(tr("A built-in set is not edited: save a copy to change it."));
    const document::PartLink what = m_document->linkParts(m_tile, a, b);
    switch (what) {
    case document::PartLink::Unchanged:
        emit message(a.half != b.half ? tr("A field part and a road, city or river part do not connect.")
                                      : tr("Only features of the same kind connect."));
        return;
    case document::PartLink::Connected:
        emit message(tr("Connected."));
        break;
    case document::PartLink::Split:
        emit message(tr("Split off."));
        break;
    }
    m_selectedPart = b;
    m_feature = -2; // force the signal: positions may have moved
    selectFeature(document::featureAt(*current(), b));
}

} // namespace tessera::ui
