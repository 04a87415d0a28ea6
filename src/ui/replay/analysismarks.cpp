#include "analysismarks.h"

#include "document/turnsmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace tessera::ui {

QColor markColor(ai::Mark mark)
{
    switch (mark) {
    case ai::Mark::Inaccuracy:
        return QColor(0xe6, 0xb8, 0x00);
    case ai::Mark::Mistake:
        return QColor(0xf0, 0x78, 0x00);
    case ai::Mark::Blunder:
        return QColor(0xd7, 0x19, 0x1c);
    case ai::Mark::None:
        break;
    }
    return {};
}

void paintMark(QPainter &painter, const QRectF &box, ai::Mark mark)
{
    if (mark == ai::Mark::None)
        return;
    const QRectF r = box.adjusted(1, 1, -1, -1);
    QPainterPath shape;
    switch (mark) {
    case ai::Mark::Inaccuracy:
        shape.addEllipse(r);
        break;
    case ai::Mark::Mistake:
        shape.moveTo(r.center().x(), r.top());
        shape.lineTo(r.right(), r.center().y());
        shape.lineTo(r.center().x(), r.bottom());
        shape.lineTo(r.left(), r.center().y());
        shape.closeSubpath();
        break;
    case ai::Mark::Blunder:
        shape.moveTo(r.center().x(), r.top());
        shape.lineTo(r.right(), r.bottom());
        shape.lineTo(r.left(), r.bottom());
        shape.closeSubpath();
        break;
    case ai::Mark::None:
        break;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(40, 40, 40), 1.2));
    painter.setBrush(markColor(mark));
    painter.drawPath(shape);
    painter.restore();
}

QIcon markIcon(ai::Mark mark)
{
    QIcon icon;
    for (const int size : {16, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.scale(size / 16.0, size / 16.0);
        paintMark(painter, QRectF(2, 2, 12, 12), mark);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

void MarkDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const auto mark = ai::Mark(index.data(document::TurnsModel::MarkRole).toInt());
    if (mark == ai::Mark::None)
        return;
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = markIcon(mark);
    option->decorationSize = QSize(14, 14);
}

} // namespace tessera::ui
