#include "tilesetcommands.h"

namespace tessera::document {

namespace {
enum CommandId { EditTileId = 1, SetPropertyId };

// Typing and spinning make many small edits of one property; clicks on the tile are each an
// intent of their own.
bool mergeable(TileSetDocument::TileProperty property)
{
    using P = TileSetDocument::TileProperty;
    return property == P::Name || property == P::Jcz || property == P::Count || property == P::Art || property == P::Feature;
}
} // namespace

EditTileCommand::EditTileCommand(TileSetDocument *document, int tile, engine::TileType before, engine::TileType after,
                                 const QString &text, TileSetDocument::TileProperty property, int detail,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_tile(tile)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_property(property)
    , m_detail(detail)
{
}

void EditTileCommand::undo()
{
    m_document->replaceTile(m_tile, m_before);
}
void EditTileCommand::redo()
{
    m_document->replaceTile(m_tile, m_after);
}

int EditTileCommand::id() const
{
    return mergeable(m_property) ? EditTileId : -1;
}

bool EditTileCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const EditTileCommand *>(other);
    if (next->m_tile != m_tile || next->m_property != m_property || next->m_detail != m_detail)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

SetPropertyCommand::SetPropertyCommand(TileSetDocument *document, TileSetDocument::SetProperty property, std::string before,
                                       std::string after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_property(property)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void SetPropertyCommand::undo()
{
    m_document->applySetProperty(m_property, m_before);
}
void SetPropertyCommand::redo()
{
    m_document->applySetProperty(m_property, m_after);
}
int SetPropertyCommand::id() const
{
    return SetPropertyId;
}

bool SetPropertyCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetPropertyCommand *>(other);
    if (next->m_property != m_property)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

InsertTilesCommand::InsertTilesCommand(TileSetDocument *document, int at, std::vector<engine::TileType> tiles,
                                       const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_at(at), m_tiles(std::move(tiles))
{
}

void InsertTilesCommand::redo()
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        m_document->insertTile(m_at + static_cast<int>(i), m_tiles[i]);
}

void InsertTilesCommand::undo()
{
    for (int i = static_cast<int>(m_tiles.size()) - 1; i >= 0; --i)
        m_document->eraseTile(m_at + i);
}

RemoveTilesCommand::RemoveTilesCommand(TileSetDocument *document, QList<int> indices, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_indices(std::move(indices))
{
    for (const int index : std::as_const(m_indices))
        m_tiles.push_back(document->tile(index));
}

void RemoveTilesCommand::redo()
{
    for (qsizetype i = m_indices.size() - 1; i >= 0; --i)
        m_document->eraseTile(m_indices.at(i));
}

void RemoveTilesCommand::undo()
{
    for (qsizetype i = 0; i < m_indices.size(); ++i)
        m_document->insertTile(m_indices.at(i), m_tiles[static_cast<std::size_t>(i)]);
}

} // namespace tessera::document
