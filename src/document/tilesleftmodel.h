#pragma once
// The tiles still to come, for the remaining-tiles panel: one row per tile type of the game
// with how many copies are left in the draw pile and on how many open positions of the board
// one would fit now (the rules modules' placement rules included). The tile types that are
// used up stay as disabled rows, so that players see what is gone. Follows a GameDocument.

#include "engine/tilecatalog.h"

#include <QAbstractTableModel>

#include <vector>

namespace tessera::engine {
class Game;
}

namespace tessera::document {

class GameDocument;

// The open positions of the board where a tile of this type fits now (in any rotation).
int fittingPositionCount(const engine::Game &game, engine::TileIndex tile);

class TilesLeftModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, LeftColumn, FitsColumn, ColumnCount };
    enum Role {
        TileRole = Qt::UserRole + 1, // engine::TileIndex of the row's tile type
        InHandRole,                  // bool: the player to move holds this tile
    };

    explicit TilesLeftModel(GameDocument *document, QObject *parent = nullptr);

    // Copies left in the pile of the tile type, and open positions where it fits now.
    int left(engine::TileIndex tile) const;
    int fittingPositions(engine::TileIndex tile) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    enum class Recount { Pile, Fits }; // Fits: the pile and where each tile fits
    void reset();
    void refresh(Recount what);
    void count(Recount what);

    GameDocument *m_document;
    struct Row {
        engine::TileIndex tile = 0;
        int left = 0;
        int fits = 0;
    };
    std::vector<Row> m_rows; // catalog order, without start-only tiles
};

} // namespace tessera::document
