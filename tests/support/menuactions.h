#pragma once
// The actions of a window's menus, found as a person finds them: by their text, or by what a
// test asks of them (an object name, a shortcut).

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace tessera::test {

// The first action of a menu of the menu bar for which matches(action) holds, if any.
template<typename Matches>
QAction *findMenuAction(const QMainWindow &window, Matches &&matches)
{
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
            if (matches(static_cast<const QAction *>(a)))
                return a;
    return nullptr;
}

// The action of a menu with this text ("&Save"), if any.
inline QAction *menuAction(const QMainWindow &window, const QString &text)
{
    return findMenuAction(window, [&](const QAction *a) { return a->text() == text; });
}

} // namespace tessera::test
