#pragma once
// The tile set editor: a window of its own for designing, checking and playing custom tile
// sets. The grid of tiles on the left, the tile canvas in the middle, the properties on the
// right; the problems, the undo history, the summary and the tile's rotations in docks.
// Built-in sets open read-only and are saved as a copy.

#include "engine/tiletype.h"

#include "dialogs/translatedtexts.h"

#include <QMainWindow>

class QMenu;
class QUndoView;

namespace tessera::document {
class TileSetDocument;
}

namespace tessera::ui {

class ProblemList;
class RotationsView;
class SetSummary;
class TileCanvas;
class TileGrid;
class TileInspector;
class TileListPanel;

class TileSetEditor : public QMainWindow {
    Q_OBJECT

public:
    explicit TileSetEditor(QWidget *parent = nullptr);
    ~TileSetEditor() override;

    // Opening and saving without file dialogs; false (after telling the user) when it fails.
    // openFile() also takes the name of a built-in set that is not a file here.
    bool openFile(const QString &path);
    bool openBuiltin(const QString &name);
    // The command line's `--edit`: a built-in set's name, a tile set file, or a file that does
    // not exist yet, which starts a new set that Save writes there.
    bool openOrCreate(const QString &path);
    bool saveTo(const QString &path);
    // Whether the current set may be left: true when unchanged, or saved or discarded on asking.
    bool maybeSave();

    document::TileSetDocument *document() const { return m_document; }
    TileGrid *grid() const { return m_grid; }
    TileCanvas *canvas() const { return m_canvas; }
    TileInspector *inspector() const { return m_inspector; }
    ProblemList *problems() const { return m_problems; }
    SetSummary *summary() const { return m_summary; }
    QAction *action(const QString &objectName) const;

    // The last thing said to the user in the status bar or a message box (for tests).
    QString lastMessage() const { return m_lastMessage; }

signals:
    // "Play with this tile set": the set as it is now, without problems.
    void playRequested(const engine::TileSet &set);

protected:
    void changeEvent(QEvent *event) override; // a new language: every text again
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void newSet();
    void open();
    bool save();
    bool saveAs();
    void newTile();
    void copyTiles();
    void pasteTiles();
    void duplicateTiles();
    void deleteTiles();
    void play();
    void showTile(int index);
    void updateTitle();
    void updateHistoryStart();
    void updateActions();
    void say(const QString &text);
    void warn(const QString &title, const QString &text, const QString &details = {});

    document::TileSetDocument *m_document;
    TileListPanel *m_tiles = nullptr; // the filter and the order over the grid
    TileGrid *m_grid = nullptr;
    TileCanvas *m_canvas = nullptr;
    TileInspector *m_inspector = nullptr;
    ProblemList *m_problems = nullptr;
    SetSummary *m_summary = nullptr;
    RotationsView *m_rotations = nullptr;
    QUndoView *m_history = nullptr;
    QString m_lastMessage;
    bool m_openedSet = false; // from a file or built in, rather than new
    TranslatedTexts m_texts;  // of the menus, actions and docks
};

} // namespace tessera::ui
