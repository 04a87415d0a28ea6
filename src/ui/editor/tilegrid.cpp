#include "tilegrid.h"

#include "tilepictures.h"

#include "document/editor/tilelistmodel.h"
#include "document/editor/tilesetdocument.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::ui {

using document::TileListModel;

namespace {
constexpr int kPicture = 84;
constexpr int kCell = 112;
} // namespace

void TileGridDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const document::TileSetDocument *document = m_document;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect cell = option.rect.adjusted(2, 2, -2, -2);
    if (option.state & QStyle::State_Selected)
        painter->fillRect(cell, option.palette.highlight());
    const int row = index.data(TileListModel::IndexRole).toInt();
    const QRect picture(cell.left() + (cell.width() - kPicture) / 2, cell.top() + 4, kPicture, kPicture);
    if (document && row >= 0 && row < document->tileCount())
        painter->drawPixmap(
            picture.topLeft(),
            editorTilePictures().picture(document->tile(row), kPicture, painter->device()->devicePixelRatioF()));
    // Count badge, bottom right of the picture.
    const QString count = u"×%1"_s.arg(index.data(TileListModel::CountRole).toInt());
    QFont font = option.font;
    font.setBold(true);
    painter->setFont(font);
    const QRect badge = QFontMetrics(font).boundingRect(count).adjusted(-4, -1, 4, 1);
    const QRect countRect(picture.right() - badge.width(), picture.bottom() - badge.height(), badge.width(), badge.height());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 170));
    painter->drawRoundedRect(countRect, 4, 4);
    painter->setPen(Qt::white);
    painter->drawText(countRect, Qt::AlignCenter, count);
    // Flags as short badges, top left; a start mark; a problem mark.
    const QStringList flags = index.data(TileListModel::FlagsRole).toStringList();
    QFont small = option.font;
    small.setPointSizeF(qMax(6.0, small.pointSizeF() * 0.75));
    painter->setFont(small);
    int y = picture.top() + 2;
    for (const QString &flag : flags) {
        const QRect r = QFontMetrics(small).boundingRect(flag).adjusted(-3, 0, 3, 0);
        const QRect at(picture.left() + 2, y, r.width(), r.height());
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 200));
        painter->drawRoundedRect(at, 3, 3);
        painter->setPen(Qt::black);
        painter->drawText(at, Qt::AlignCenter, flag);
        y += r.height() + 1;
    }
    if (index.data(TileListModel::StartRole).toBool()) {
        const QRect at(picture.right() - 18, picture.top() + 2, 16, 16);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2b, 0x5c, 0xb8));
        painter->drawEllipse(at);
        painter->setPen(Qt::white);
        painter->drawText(at, Qt::AlignCenter, TileGrid::tr("S", "start tile badge"));
    }
    if (index.data(TileListModel::ProblemRole).toBool()) {
        painter->setPen(QPen(QColor(0xd0, 0x20, 0x20), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(picture.adjusted(1, 1, -1, -1));
    }
    painter->setFont(option.font);
    painter->setPen(option.state & QStyle::State_Selected ? option.palette.highlightedText().color()
                                                          : option.palette.text().color());
    const QRect label(cell.left(), picture.bottom() + 2, cell.width(), cell.bottom() - picture.bottom() - 2);
    painter->drawText(label, Qt::AlignHCenter | Qt::AlignTop,
                      QFontMetrics(option.font).elidedText(index.data().toString(), Qt::ElideMiddle, label.width()));
    painter->restore();
}

QSize TileGridDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {kCell, kPicture + 10 + QFontMetrics(option.font).height()};
}

void TileGridFilter::setOrder(Order order)
{
    m_order = order;
    invalidate();
    sort(0);
}

void TileGridFilter::setFilterText(const QString &text)
{
    m_text = text;
    invalidateFilter();
}

bool TileGridFilter::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    const QString &wanted = m_text;
    if (wanted.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(row, 0, parent);
    for (const int role : {int(Qt::DisplayRole), int(TileListModel::NameRole), int(TileListModel::EdgesRole)})
        if (index.data(role).toString().contains(wanted, Qt::CaseInsensitive))
            return true;
    return index.data(TileListModel::FlagsRole).toStringList().join(u' ').contains(wanted, Qt::CaseInsensitive);
}

bool TileGridFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    switch (m_order) {
    case Order::Id:
        return left.data().toString() < right.data().toString();
    case Order::Count:
        return left.data(TileListModel::CountRole).toInt() > right.data(TileListModel::CountRole).toInt();
    case Order::Edges:
        return left.data(TileListModel::EdgesRole).toString() < right.data(TileListModel::EdgesRole).toString();
    case Order::Set:
        break;
    }
    return left.row() < right.row();
}

TileGrid::TileGrid(document::TileSetDocument *document, QWidget *parent)
    : QListView(parent), m_model(new TileListModel(document, this)), m_filter(new TileGridFilter(this))
{
    m_filter->setSourceModel(m_model);
    m_filter->setDynamicSortFilter(true);
    m_filter->sort(0);
    setModel(m_filter);
    setItemDelegate(new TileGridDelegate(document, this));
    setViewMode(QListView::IconMode);
    setResizeMode(QListView::Adjust);
    setMovement(QListView::Static);
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        emit currentTileChanged(current.isValid() ? current.data(TileListModel::IndexRole).toInt() : -1);
    });
    retranslateUi();
}

void TileGrid::changeEvent(QEvent *event)
{
    QListView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TileGrid::retranslateUi()
{
    setAccessibleName(tr("Tiles of the set"));
}

QList<int> TileGrid::selectedTiles() const
{
    QList<int> tiles;
    for (const QModelIndex &index : selectionModel()->selectedIndexes())
        tiles << index.data(TileListModel::IndexRole).toInt();
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

int TileGrid::currentTile() const
{
    const QModelIndex current = currentIndex();
    return current.isValid() ? current.data(TileListModel::IndexRole).toInt() : -1;
}

void TileGrid::selectTile(int index)
{
    const QModelIndex at = m_filter->mapFromSource(m_model->index(index));
    if (!at.isValid())
        return;
    selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect);
    scrollTo(at);
}

QRect TileGrid::tileRect(int index) const
{
    return visualRect(m_filter->mapFromSource(m_model->index(index)));
}

} // namespace tessera::ui
