#pragma once
// How an analysis's marks look wherever the replay viewer shows them (the evaluation graph, the
// move list, the panel): a colour and a shape of its own for each (an inaccuracy a yellow
// circle, a mistake an orange diamond, a blunder a red triangle), so that a player who cannot
// tell the colours apart tells the shapes.

#include "ai/gameanalysis.h"

#include <QColor>
#include <QIcon>
#include <QRectF>
#include <QStyledItemDelegate>

class QPainter;

namespace tessera::ui {

QColor markColor(ai::Mark mark);
// The mark's symbol filling `box` (nothing for Mark::None), outlined so that it shows on any
// background.
void paintMark(QPainter &painter, const QRectF &box, ai::Mark mark);
QIcon markIcon(ai::Mark mark);

// The move list's number column with the worst mark of each turn beside the number
// (TurnsModel::MarkRole); rows without one are drawn as usual.
class MarkDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace tessera::ui
