#pragma once
// A text field takes Undo and Redo keys for its own typing even when it has nothing to take
// back, so Ctrl+Z and Ctrl+Shift+Z did nothing in a window whose form had the focus. Installed
// on the fields of a window, this lets those keys reach the window's own Undo and Redo whenever
// the field has nothing of its own to undo or redo.

#include <QObject>

class QWidget;

namespace tessera::ui {

class WindowUndoKeys : public QObject {
    Q_OBJECT

public:
    // Watches every text field (spin boxes' included) inside `root`, now and later ones not.
    static void install(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace tessera::ui
