#pragma once
// The undo commands of the tile set editor. They hold values (tiles before and after), never
// pointers into the set, so that any order of undo and redo gives back the same set.

#include "tilesetdocument.h"

#include <QUndoCommand>

namespace tessera::document {

// One tile replaced by an edited copy. Edits of the same property (and feature) of the same
// tile in a row merge: a count spun from 2 to 7 is one step.
class EditTileCommand : public QUndoCommand {
public:
    EditTileCommand(TileSetDocument *document, int tile, engine::TileType before, engine::TileType after,
                    const QString &text, TileSetDocument::TileProperty property, int detail = -1,
                    QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    TileSetDocument *m_document;
    int m_tile;
    engine::TileType m_before;
    engine::TileType m_after;
    TileSetDocument::TileProperty m_property;
    int m_detail;
};

// The set's id, name or start tile; edits of the same one in a row merge.
class SetPropertyCommand : public QUndoCommand {
public:
    SetPropertyCommand(TileSetDocument *document, TileSetDocument::SetProperty property, std::string before,
                       std::string after, const QString &text, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    TileSetDocument *m_document;
    TileSetDocument::SetProperty m_property;
    std::string m_before;
    std::string m_after;
};

// Tiles inserted at consecutive positions from `at` (new, pasted or duplicated tiles).
class InsertTilesCommand : public QUndoCommand {
public:
    InsertTilesCommand(TileSetDocument *document, int at, std::vector<engine::TileType> tiles, const QString &text,
                       QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    TileSetDocument *m_document;
    int m_at;
    std::vector<engine::TileType> m_tiles;
};

// Tiles removed from the given positions (ascending).
class RemoveTilesCommand : public QUndoCommand {
public:
    RemoveTilesCommand(TileSetDocument *document, QList<int> indices, const QString &text, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    TileSetDocument *m_document;
    QList<int> m_indices;
    std::vector<engine::TileType> m_tiles; // as they were, in the order of m_indices
};

} // namespace tessera::document
