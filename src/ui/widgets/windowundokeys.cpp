#include "windowundokeys.h"

#include <QKeyEvent>
#include <QLineEdit>

namespace tessera::ui {

void WindowUndoKeys::install(QWidget *root)
{
    auto *filter = new WindowUndoKeys(root);
    for (QLineEdit *field : root->findChildren<QLineEdit *>())
        field->installEventFilter(filter);
}

bool WindowUndoKeys::eventFilter(QObject *watched, QEvent *event)
{
    auto *field = qobject_cast<QLineEdit *>(watched);
    if (!field || event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const bool undo = key->matches(QKeySequence::Undo) && !field->isUndoAvailable();
    const bool redo = key->matches(QKeySequence::Redo) && !field->isRedoAvailable();
    if (!undo && !redo)
        return false;
    event->ignore(); // not the field's: the window's shortcut takes it
    return true;
}

} // namespace tessera::ui
