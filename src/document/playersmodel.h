#pragma once
// The players of the game in turn order, for the players panel: name, score, followers left,
// large followers left (Inns & Cathedrals), whose turn it is, and the colour. Follows a
// GameDocument.

#include <QAbstractTableModel>

namespace tessera::document {

class GameDocument;

class PlayersModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, ScoreColumn, FollowersColumn, LargeFollowerColumn, GoodsColumn, ColumnCount };
    enum Role {
        ColorRole = Qt::UserRole + 1, // QString "#rrggbb"
        IsCurrentRole,                // bool: this player's turn
        IsComputerRole,               // bool
        ScoreByCategoryRole,          // QVariantList of ints, in ScoreCategory order
        LastTileRole,                 // QPoint: where the player's last recorded tile lies; none yet: invalid
    };

    explicit PlayersModel(GameDocument *document, QObject *parent = nullptr);

    // Whether the game has large followers; without them LargeFollowerColumn stays empty and
    // views hide it.
    bool hasLargeFollowers() const;
    // Whether the game's tiles show goods that players take (Traders & Builders); without
    // them GoodsColumn stays empty and views hide it.
    bool hasGoods() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    GameDocument *m_document;
    int m_rows = 0;
};

} // namespace tessera::document
