#pragma once
// The tile set being edited: the set, its file, its undo stack and its problems. Every edit
// goes through an undo command made when the user commits it (one per intent); edits of the
// same property of the same tile in a row merge into one. The problems are the loader's own:
// the set is written as the file would be and read back, so the editor refuses exactly what
// loading would refuse.

#include "tileedits.h"

#include "document/tilesetjson.h"

#include <QObject>
#include <QUndoStack>

#include <optional>

namespace tessera::document {

class TileSetDocument : public QObject {
    Q_OBJECT

public:
    // A problem of the set as the loader reports it, with the tile and feature it is about
    // (-1 when it is about the set, or the tile as a whole).
    struct Problem {
        TileSetIssue issue;
        int tile = -1;
        int feature = -1;
        std::optional<EdgePart> part; // the side or half-edge at fault, when there is one
    };

    // What a committed edit of a tile changed; edits of the same kind on the same tile in a
    // row merge into one undo step.
    enum class TileProperty { Id, Name, Jcz, Count, Art, Flag, Edge, Parts, Feature, Cloister };
    enum class SetProperty { Id, Name, StartTile };
    enum class TileFlag { Volcano, Dragon, Portal };

    explicit TileSetDocument(QObject *parent = nullptr);

    // What an edge is, in a word of the language in force ("road"): the editor's tabs and the
    // names of its undo steps.
    static QString edgeTypeText(engine::EdgeType type);

    const engine::TileSet &set() const { return m_set; }
    int tileCount() const { return static_cast<int>(m_set.tiles.size()); }
    const engine::TileType &tile(int index) const { return m_set.tiles.at(static_cast<std::size_t>(index)); }
    QUndoStack *undoStack() { return &m_undo; }

    // The file the set is saved to; empty for a new set or a built-in one.
    QString filePath() const { return m_path; }
    // A built-in set: shown, not edited; it is saved as a copy.
    bool isReadOnly() const { return !m_builtin.isEmpty(); }
    QString builtinName() const { return m_builtin; }
    // For titles and messages: the file's name, the built-in set's name or "Untitled".
    QString displayName() const;
    bool isModified() const { return !m_undo.isClean(); }

    // A new set of one plain start tile; with a path, the file it will be saved to (not written yet).
    void newSet(const QString &path = QString());
    // Opens a file; on problems the document stays as it was and the problems are returned.
    QList<TileSetIssue> open(const QString &path);
    QList<TileSetIssue> openBuiltin(const QString &name);
    // Saves to `path` (atomically). Refused while the set has problems: `error` then lists them.
    // A built-in set saved elsewhere becomes that file, editable.
    bool saveAs(const QString &path, QString *error);

    const QList<Problem> &problems() const { return m_problems; }
    bool hasProblems() const { return !m_problems.isEmpty(); }
    // Whether a game of the set would have a turn: a tile to draw besides the start tile.
    bool hasTilesToDraw() const { return set().totalCount() > 1; }

    // --- edits, each one undo step (nothing happens on a read-only set) --------------------
    void setSetProperty(SetProperty property, const QString &value);
    // A tile's text: renaming the start tile renames the set's start tile too (one step).
    void setTileText(int tile, TileProperty property, const QString &value);
    void setTileCount(int tile, int count);
    void setTileFlag(int tile, TileFlag flag, bool on);
    void setTileCloister(int tile, bool on);
    void setTileArt(int tile, const QByteArray &svg); // empty: back to the generated art
    void cycleEdge(int tile, int side);
    PartLink linkParts(int tile, EdgePart a, EdgePart b);
    void setFeature(int tile, int feature, const engine::FeatureDef &def);
    void setBorderingCity(int tile, int field, int city, bool borders);
    // The new tiles get ids not used yet (a copy of "a" becomes "a-2").
    void insertTiles(int at, std::vector<engine::TileType> tiles, const QString &text);
    void removeTiles(QList<int> indices);

    // The low-level edit behind the ones above, for edits that have no function of their own.
    void editTile(int tile, const engine::TileType &after, const QString &text, TileProperty property, int detail = -1);

    // An id like `wanted` that no tile of the set has ("a", "a-2", "a-3", ...).
    std::string unusedId(const std::string &wanted, const std::vector<std::string> &alsoTaken = {}) const;

signals:
    void tileChanged(int index);
    void tilesAboutToBeInserted(int first, int last);
    void tilesInserted(int first, int last);
    void tilesAboutToBeRemoved(int first, int last);
    void tilesRemoved(int first, int last);
    void setPropertiesChanged();
    void reset(); // a new set, or another file
    void problemsChanged();
    void fileChanged(); // path, read-only state or name

private:
    friend class EditTileCommand;
    friend class SetPropertyCommand;
    friend class InsertTilesCommand;
    friend class RemoveTilesCommand;

    // What the commands do and undo.
    void replaceTile(int index, const engine::TileType &tile);
    void insertTile(int index, const engine::TileType &tile);
    void eraseTile(int index);
    void applySetProperty(SetProperty property, const std::string &value);

    void load(engine::TileSet set, const QString &path, const QString &builtin);
    void checkProblems();
    bool editable(int tile) const;

    engine::TileSet m_set;
    QString m_path;
    QString m_builtin;
    QUndoStack m_undo;
    QList<Problem> m_problems;
};

} // namespace tessera::document
