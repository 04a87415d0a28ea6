#include "fittedtreeview.h"

#include <QEvent>
#include <QHeaderView>

#include <algorithm>
#include <utility>

namespace tessera::ui {

FittedTreeView::FittedTreeView(QList<int> sizelessRoles, QWidget *parent)
    : QTreeView(parent), m_sizeless(std::move(sizelessRoles))
{
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Other rows are shown.
    connect(this, &QTreeView::expanded, this, &FittedTreeView::forgetWidths);
    connect(this, &QTreeView::collapsed, this, &FittedTreeView::forgetWidths);
}

void FittedTreeView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    forgetWidths();
    QTreeView::setModel(model);
    if (!model)
        return;
    // What the view's own handlers (reset, rows, data) do not hear of.
    connect(model, &QAbstractItemModel::layoutChanged, this, &FittedTreeView::forgetWidths);
    connect(model, &QAbstractItemModel::rowsMoved, this, &FittedTreeView::forgetWidths);
    connect(model, &QAbstractItemModel::columnsInserted, this, &FittedTreeView::forgetWidths);
    connect(model, &QAbstractItemModel::columnsRemoved, this, &FittedTreeView::forgetWidths);
    connect(model, &QAbstractItemModel::columnsMoved, this, &FittedTreeView::forgetWidths);
}

void FittedTreeView::reset()
{
    forgetWidths();
    QTreeView::reset();
}

int FittedTreeView::sizeHintForColumn(int column) const
{
    if (column < 0)
        return QTreeView::sizeHintForColumn(column);
    if (std::size_t(column) >= m_widths.size())
        m_widths.resize(std::size_t(column) + 1, -1);
    int &width = m_widths[std::size_t(column)];
    if (width < 0)
        width = QTreeView::sizeHintForColumn(column);
    return width;
}

void FittedTreeView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    // No roles: anything may have changed.
    const bool sizeless = !roles.isEmpty()
        && std::all_of(roles.begin(), roles.end(), [this](int role) { return m_sizeless.contains(role); });
    if (!sizeless)
        forgetWidths();
    QTreeView::dataChanged(topLeft, bottomRight, roles);
}

void FittedTreeView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    forgetWidths();
    QTreeView::rowsInserted(parent, start, end);
}

void FittedTreeView::rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end)
{
    forgetWidths();
    QTreeView::rowsAboutToBeRemoved(parent, start, end);
}

void FittedTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        forgetWidths();
    QTreeView::changeEvent(event);
}

void FittedTreeView::forgetWidths()
{
    std::fill(m_widths.begin(), m_widths.end(), -1);
}

} // namespace tessera::ui
