#pragma once
// The turns of a game's record (GameDocument::tree()) as a tree model: the move list of the
// History window and of the replay viewer, two views of one model.
//
// Top-level rows are the main line: row 0 is the start of the game (no turn; its only text,
// on the number column, is for a view to span over the row), row k the
// position after turn k. A turn that other lines replace has those lines as child rows, one per
// variation: the variation's first turn, with the rest of that variation's line as its own
// child rows (which carry their variations the same way). Every node of the tree is exactly one
// row. Going to a turn of a variation moves only the cursor: nothing is reordered (only playing
// on, or Make Main Line, changes which line is the main one). The current line (the path to the
// cursor and the undone future after it) is told by the roles, wherever its rows are.
//
// Columns: number, player, tile, position, figures, points. Qt::DisplayRole gives each column's
// text, Qt::ToolTipRole the points' reasons (and on the number column, when the game was
// analysed, what each reviewed decision of the turn cost); the roles below give the raw values on every
// column. The model follows the document at once (historyChanged): when only the cursor moves
// along the shown rows it reports dataChanged of the rows whose place on the current line
// changed, with the three roles that tell it (so that a view need not measure its rows again);
// otherwise it resets.

#include "reviewedturns.h"

#include "engine/gametree.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace tessera::document {

class GameDocument;

class TurnsModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, PlayerColumn, TileColumn, PositionColumn, FiguresColumn, PointsColumn, ColumnCount };

    enum Role {
        NodeRole = Qt::UserRole + 1, // uint: the GameTree node (GameDocument::goTo takes it)
        TurnNumberRole,              // int: the turn's number; 0 for the start row
        PlayerRole,                  // int: the seat who played; -1 for the start row
        PlayerNameRole,              // QString
        PlayerColorRole,             // QString "#rrggbb" (the document layer has no QColor)
        TileRole,                    // int: the tile placed (engine::TileIndex); -1 for the start row
        TileIdRole,                  // QString: the tile type's id in its set
        RotationRole,                // int: quarter turns clockwise
        PositionRole,                // QPoint: the cell the tile was placed on
        PointsRole,                  // QVariantList of int: what each seat scored in that turn
        ReasonsRole,                 // QStringList: one sentence per scoring in that turn
        IsCursorRole,                // bool: the position shown is the one after this row
        IsFutureRole,                // bool: on the current line after the cursor (undone)
        IsVariationRole,             // bool: not on the current line (a line not shown)
        IsMainLineRole,              // bool: on the main line (the one a log lists first)
        MarkRole,                    // int (ai::Mark): the worst mark of the turn's reviews; 0 without
        ReviewsRole,                 // QStringList: what each reviewed decision of the turn cost
    };

    explicit TurnsModel(GameDocument *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a node (column 0), e.g. to scroll to the cursor.
    QModelIndex indexOf(engine::GameTree::TurnId node) const;

    // The document's analysis along the main line (empty without one); reviewsChanged() says
    // when it is laid out anew (another analysis, game, main line or language).
    const ReviewedTurns &reviewedTurns() const { return m_reviewed; }
    // The reviews of a node's turn: nullptr when it is not a turn of the main line analysed.
    const std::vector<ReviewedDecision> *reviewsOf(engine::GameTree::TurnId node) const;

signals:
    void reviewsChanged();

private:
    using TurnId = engine::GameTree::TurnId;
    // Where each node is shown: the node of its parent row (kNoNode at the top) and its row.
    struct Layout {
        std::vector<TurnId> top;
        std::vector<TurnId> parentRow;
        std::vector<int> row;
        std::vector<std::vector<TurnId>> childRows;
        bool operator==(const Layout &) const = default;
    };
    // What a turn scored, from a replay of the tree (turns never change once played).
    struct Scored {
        bool known = false;
        std::vector<int> points;
        QStringList reasons;
    };

    void sync();
    Layout layout() const;
    void followCursor(TurnId cursor);
    void announceEveryRow(); // any row's data may have changed, not the rows
    // The rows whose place on the current line differs from `before` (by node), with only the
    // roles that tell it: a seek changes no text.
    void announceLineChanges(const std::vector<std::uint8_t> &before);
    void scoreNewTurns();
    void retranslate();
    void reviewAnalysis(); // lays out the document's analysis along the main line
    TurnId nodeOf(const QModelIndex &index) const;
    QVariant turnData(TurnId node, int column, int role) const;
    QString columnText(TurnId node, int column) const;

    // The document may go first when both belong to a window (a view asks until it is gone).
    QPointer<GameDocument> m_document;
    Layout m_layout;
    std::vector<Scored> m_scored;
    engine::TileCatalogPtr m_scoredFor; // the game m_scored belongs to (kept alive: never reused)
    TurnId m_cursor = engine::GameTree::kRoot;
    // Each node's place on the current line, by node: a LineState.
    enum LineState : std::uint8_t { OffTheLine, BeforeCursor, AtCursor, AfterCursor };
    std::vector<std::uint8_t> m_lineState;
    ReviewedTurns m_reviewed;
    std::vector<TurnId> m_reviewedLine; // the main line m_reviewed follows
};

} // namespace tessera::document
