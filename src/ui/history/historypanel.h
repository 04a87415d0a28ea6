#pragma once
// The History window: every turn of the game in a tree view over document::TurnsModel, with
// the tile as placed, who played it, where, the figures and the points (their reasons as a
// tooltip). The position shown is marked, the undone future is dimmed, variations open under
// the turn they replace. Clicking a turn shows the position after it (when the rules allow
// going back); Make Main Line promotes the selected variation. It lives in a dock of the game
// window that floats as a window of its own or docks beside the board.

#include "document/turnsmodel.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QToolBar;
class QTreeView;

namespace tessera::art {
class ArtCache;
}

namespace tessera::document {
class GameDocument;
}

namespace tessera::ui {

class HistoryPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int kTileSize = 32;

    HistoryPanel(document::GameDocument *document, art::ArtCache *cache, QWidget *parent = nullptr);

    // The window's Undo and Redo, shown first on the panel's tool bar.
    void setUndoRedoActions(QAction *undo, QAction *redo);

    QTreeView *view() const { return m_view; }
    document::TurnsModel *model() { return &m_model; }
    QAction *makeMainLineAction() const { return m_makeMainLine; }

private:
    void goToRow(const QModelIndex &index);
    void showCursor();
    void updateActions();
    void updateNotice();
    void rememberExpanded();
    void restoreExpanded();

    QPointer<document::GameDocument> m_document; // the window's, which goes before its docks
    document::TurnsModel m_model;
    QTreeView *m_view = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_makeMainLine = nullptr;
    QLabel *m_notice = nullptr;
    std::vector<engine::GameTree::TurnId> m_expanded; // across a reset of the model

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
