#include "fittedheader.h"

#include <QTreeView>

#include <algorithm>
#include <utility>

namespace tessera::ui {

FittedHeader::FittedHeader(QList<int> sizelessRoles, QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent), m_sizeless(std::move(sizelessRoles))
{
    setSectionResizeMode(ResizeToContents);
}

FittedHeader *FittedHeader::install(QTreeView *view, QList<int> sizelessRoles)
{
    const QHeaderView *old = view->header();
    auto *header = new FittedHeader(std::move(sizelessRoles), view);
    // What QTreeView gives its own header.
    header->setSectionsMovable(old->sectionsMovable());
    header->setStretchLastSection(old->stretchLastSection());
    header->setDefaultAlignment(old->defaultAlignment());
    view->setHeader(header); // deletes the old one
    return header;
}

void FittedHeader::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    // No roles: anything may have changed.
    const bool sizeless = !roles.isEmpty()
        && std::all_of(roles.begin(), roles.end(), [this](int role) { return m_sizeless.contains(role); });
    if (!sizeless)
        QHeaderView::dataChanged(topLeft, bottomRight, roles);
}

} // namespace tessera::ui
