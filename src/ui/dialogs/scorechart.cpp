#include "scorechart.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace tessera::ui {

namespace {

constexpr int kLegendRows = 1;

// Okabe-Ito colours (as the players'), each with its own hatching for readers without colour.
QColor categoryColor(engine::ScoreCategory c)
{
    switch (c) {
    case engine::ScoreCategory::Road:
        return QColor(0xE6, 0x9F, 0x00);
    case engine::ScoreCategory::City:
        return QColor(0xD5, 0x5E, 0x00);
    case engine::ScoreCategory::Cloister:
        return QColor(0x56, 0xB4, 0xE9);
    case engine::ScoreCategory::Farm:
        return QColor(0x00, 0x9E, 0x73);
    case engine::ScoreCategory::Goods:
        return QColor(0xCC, 0x79, 0xA7);
    case engine::ScoreCategory::Fairy:
        return QColor(0xF0, 0xE4, 0x42);
    }
    return Qt::gray;
}

Qt::BrushStyle categoryPattern(engine::ScoreCategory c)
{
    switch (c) {
    case engine::ScoreCategory::Road:
        return Qt::HorPattern;
    case engine::ScoreCategory::City:
        return Qt::BDiagPattern;
    case engine::ScoreCategory::Cloister:
        return Qt::CrossPattern;
    case engine::ScoreCategory::Farm:
        return Qt::FDiagPattern;
    case engine::ScoreCategory::Goods:
        return Qt::DiagCrossPattern;
    case engine::ScoreCategory::Fairy:
        return Qt::Dense6Pattern;
    }
    return Qt::NoBrush;
}

QPainterPath rectPath(const QRectF &rect)
{
    QPainterPath path;
    path.addRect(rect);
    return path;
}

} // namespace

void ScoreChart::fillCategory(QPainter &painter, const QPainterPath &area, engine::ScoreCategory c)
{
    painter.fillPath(area, categoryColor(c));
    painter.fillPath(area, QBrush(QColor(0, 0, 0, 70), categoryPattern(c)));
}

ScoreChart::ScoreChart(QWidget *parent) : QWidget(parent)
{
    retranslate();
    setMouseTracking(true);
}

void ScoreChart::retranslate()
{
    setAccessibleName(tr("Points by category, as bars"));
}

ScoreChart::ScoreChart(QList<PlayerResult> results, QWidget *parent) : ScoreChart(parent)
{
    setResults(std::move(results));
}

void ScoreChart::setResults(QList<PlayerResult> results)
{
    m_results = std::move(results);
    updateGeometry();
    update();
}

QString ScoreChart::categoryTitle(engine::ScoreCategory category)
{
    switch (category) {
    case engine::ScoreCategory::Road:
        return tr("Roads");
    case engine::ScoreCategory::City:
        return tr("Cities");
    case engine::ScoreCategory::Cloister:
        return tr("Cloisters");
    case engine::ScoreCategory::Farm:
        return tr("Farms");
    case engine::ScoreCategory::Goods:
        return tr("Goods");
    case engine::ScoreCategory::Fairy:
        return tr("Fairy");
    }
    return QString();
}

bool ScoreChart::categoryShown(const QList<PlayerResult> &results, engine::ScoreCategory category)
{
    // The expansions' categories only when somebody scored in them.
    const bool always = category != engine::ScoreCategory::Goods && category != engine::ScoreCategory::Fairy;
    return always || std::any_of(results.begin(), results.end(), [&](const PlayerResult &r) {
               return r.points[std::size_t(category)] != 0;
           });
}

QSize ScoreChart::sizeHint() const
{
    const int line = fontMetrics().height();
    return {480, (int(m_results.size()) + kLegendRows) * (line * 2) + line};
}

QSize ScoreChart::minimumSizeHint() const
{
    return {240, sizeHint().height()};
}

ScoreChart::Layout ScoreChart::layout() const
{
    Layout l;
    const QFontMetricsF metrics(font());
    QFont bold = font();
    bold.setBold(true); // the winners' names are bold
    const QFontMetricsF boldMetrics(bold);
    for (const PlayerResult &r : m_results) {
        l.nameWidth = std::max(l.nameWidth, boldMetrics.horizontalAdvance(r.name));
        l.maxTotal = std::max(l.maxTotal, r.total);
    }
    l.rowHeight = metrics.height() * 2;
    l.top = metrics.height() * 0.5;
    l.barLeft = l.nameWidth + metrics.averageCharWidth() * 2;
    // Room at the right for the total.
    l.barWidth = std::max(10.0, width() - l.barLeft - metrics.horizontalAdvance(QStringLiteral("0000")) - 8);
    return l;
}

QRectF ScoreChart::segmentRect(int row, engine::ScoreCategory category) const
{
    if (row < 0 || row >= m_results.size())
        return {};
    const Layout l = layout();
    const PlayerResult &r = m_results[row];
    qreal x = l.barLeft;
    for (int c = 0; c < engine::kScoreCategories; ++c) {
        const qreal w = l.barWidth * r.points[std::size_t(c)] / l.maxTotal;
        if (engine::ScoreCategory(c) == category)
            return w > 0 ? QRectF(x, l.top + row * l.rowHeight + l.rowHeight * 0.15, w, l.rowHeight * 0.7) : QRectF();
        x += w;
    }
    return {};
}

std::optional<std::pair<int, engine::ScoreCategory>> ScoreChart::segmentAt(QPointF point) const
{
    for (int row = 0; row < m_results.size(); ++row)
        for (int c = 0; c < engine::kScoreCategories; ++c)
            if (segmentRect(row, engine::ScoreCategory(c)).contains(point))
                return std::pair(row, engine::ScoreCategory(c));
    return std::nullopt;
}

void ScoreChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const Layout l = layout();
    const QColor text = palette().color(QPalette::WindowText);
    painter.setPen(text);
    for (int row = 0; row < m_results.size(); ++row) {
        const PlayerResult &r = m_results[row];
        const QRectF line(0, l.top + row * l.rowHeight, width(), l.rowHeight);
        QFont f = font();
        f.setBold(r.rank == 1);
        painter.setFont(f);
        painter.drawText(QRectF(0, line.top(), l.nameWidth, line.height()), Qt::AlignRight | Qt::AlignVCenter, r.name);
        qreal end = l.barLeft;
        for (int c = 0; c < engine::kScoreCategories; ++c) {
            const QRectF segment = segmentRect(row, engine::ScoreCategory(c));
            if (segment.isEmpty())
                continue;
            fillCategory(painter, rectPath(segment), engine::ScoreCategory(c));
            end = segment.right();
        }
        // The player's colour as a thin line under the bar, so the bar is theirs at a glance.
        painter.fillRect(QRectF(l.barLeft, line.bottom() - l.rowHeight * 0.12, std::max(2.0, end - l.barLeft), 2),
                         QColor(r.color));
        painter.setPen(text);
        painter.drawText(QRectF(end + 6, line.top(), width() - end - 6, line.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         QString::number(r.total));
    }
    // The legend under the bars.
    painter.setFont(font());
    const QFontMetricsF metrics(font());
    qreal x = l.barLeft;
    const qreal y = l.top + m_results.size() * l.rowHeight + l.rowHeight * 0.25;
    const qreal box = metrics.height() * 0.8;
    for (int c = 0; c < engine::kScoreCategories; ++c) {
        const auto category = engine::ScoreCategory(c);
        if (!categoryShown(m_results, category))
            continue;
        fillCategory(painter, rectPath(QRectF(x, y + (metrics.height() - box) / 2, box, box)), category);
        x += box + 4;
        const QString title = categoryTitle(category);
        painter.drawText(QPointF(x, y + metrics.ascent()), title);
        x += metrics.horizontalAdvance(title) + metrics.averageCharWidth() * 2;
    }
}

bool ScoreChart::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the legend and tooltips take their words at each paint
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const auto hit = segmentAt(help->pos())) {
            const PlayerResult &r = m_results[hit->first];
            QToolTip::showText(
                help->globalPos(),
                tr("%1, %2: %n points", nullptr, r.points[std::size_t(hit->second)]).arg(r.name, categoryTitle(hit->second)),
                this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace tessera::ui
