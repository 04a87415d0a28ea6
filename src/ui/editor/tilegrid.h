#pragma once
// The grid of the set's tiles: generated art with the count, the flags and a mark for tiles
// with problems; a filter (id, name or edge letters) and a sort order over it.

#include <QListView>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

namespace tessera::document {
class TileListModel;
class TileSetDocument;
} // namespace tessera::document

namespace tessera::ui {

class TileGridDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    TileGridDelegate(const document::TileSetDocument *document, QObject *parent)
        : QStyledItemDelegate(parent), m_document(document)
    {
    }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    const document::TileSetDocument *m_document;
};

class TileGridFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Order { Set, Id, Count, Edges };
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setOrder(Order order);
    // Tiles whose id, name, edge letters or flags contain the text (any case); empty: all.
    void setFilterText(const QString &text);

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    Order m_order = Order::Set;
    QString m_text;
};

class TileGrid : public QListView {
    Q_OBJECT

public:
    explicit TileGrid(document::TileSetDocument *document, QWidget *parent = nullptr);

    TileGridFilter *filter() const { return m_filter; }
    // Set positions of the selected tiles, ascending; and the current one (-1 if none).
    QList<int> selectedTiles() const;
    int currentTile() const;
    void selectTile(int index);
    QRect tileRect(int index) const; // in viewport coordinates, for tests

signals:
    void currentTileChanged(int index);

private:
    document::TileListModel *m_model;
    TileGridFilter *m_filter;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
