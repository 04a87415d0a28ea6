#pragma once
// The texts of a window's menus, actions and docks, kept so that a change of language sets
// them all again: each is given as a function (whose tr() lupdate finds), applied at once and
// at every retranslate(), which the window calls on QEvent::LanguageChange.

#include <QString>

#include <functional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace tessera::ui {

// A name from data (a tile set's, a lesson's title) as the text of an action or a button: its
// "&" shown as written ("Inns & Cathedrals"), not taken as the mark of a shortcut letter.
QString literalText(const QString &name);

class TranslatedTexts {
public:
    using Text = std::function<QString()>;

    // The action, with its text (and tool tip) set now and after each change of language.
    QAction *action(QAction *action, Text text, Text toolTip = {});
    QMenu *menu(QMenu *menu, Text title);
    // A dock's or a tool bar's title, or a window's.
    QWidget *windowTitle(QWidget *widget, Text title);
    // Anything else: called now and after each change of language.
    void add(std::function<void()> apply);
    void retranslate() const;

private:
    std::vector<std::function<void()>> m_apply;
};

} // namespace tessera::ui
