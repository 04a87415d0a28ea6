#include "turngraph.h"

#include "widgets/scoreplot.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tessera::ui {

TurnGraph::TurnGraph(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TurnGraph::setCurrentTurn(int turn)
{
    if (turn == m_turn)
        return;
    m_turn = turn;
    update();
}

QRectF TurnGraph::plotRect() const
{
    return scoreplot::plotRect(*this, scoreplot::legendRows(m_legend));
}

int TurnGraph::turnAt(QPoint point) const
{
    const QRectF plot = plotRect();
    const qreal fraction = (point.x() - plot.left()) / plot.width();
    return std::clamp(int(std::lround(fraction * turnCount())), 0, turnCount());
}

void TurnGraph::paintGrid(QPainter &painter, const scoreplot::Scale &scale) const
{
    scoreplot::paintGrid(painter, *this, plotRect(), scale, tr("turn 0"), tr("turn %1").arg(turnCount()));
}

void TurnGraph::paintCurrentTurn(QPainter &painter) const
{
    const QRectF plot = plotRect();
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    const qreal x = scoreplot::pointAt(plot, m_turn, turnCount(), 0, {}).x();
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
}

void TurnGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    emit turnRequested(turnAt(event->position().toPoint()));
}

void TurnGraph::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return QWidget::mouseMoveEvent(event);
    emit turnRequested(turnAt(event->position().toPoint()));
}

} // namespace tessera::ui
