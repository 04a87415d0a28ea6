#pragma once

#include <QIcon>
#include <QStringList>

#include <initializer_list>
#include <utility>

class QAction;

namespace tessera {

// An action's icon by its freedesktop name ("document-open", "edit-undo"): the desktop's own
// icon theme when it has that icon, else Tessera's (resources/icons/tessera, compiled in), so
// that menus and toolbars have the same icons on every desktop, and the desktop's look where
// it has one.
QIcon themeIcon(const QString &name);

// Gives each action the theme icon of its name: a window's table of its actions' icons.
void setThemeIcons(std::initializer_list<std::pair<QAction *, const char *>> icons);

// The icons Tessera's own theme holds, by name.
QStringList ownIconNames();

} // namespace tessera
