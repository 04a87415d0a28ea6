#pragma once
// Help: the rules in Tessera's own words and the keyboard shortcuts. The shortcuts are read
// from the window's actions, so the list cannot fall out of date. The rules of the game and of
// each expansion link to their lesson.

#include <QDialog>
#include <QList>

class QAction;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace tessera::ui {

class HelpDialog : public QDialog {
    Q_OBJECT

public:
    enum class Page { Rules, Shortcuts };

    HelpDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
    void showPage(Page page);

    const QTextBrowser *rules() const { return m_rules; }
    const QTableWidget *shortcuts() const { return m_shortcuts; }

signals:
    // A rules page's link to a lesson ("base", "river", ...) was clicked.
    void lessonRequested(const QString &id);

private:
    void fillShortcuts(const QList<QAction *> &actions);

    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_rules = nullptr;
    QTableWidget *m_shortcuts = nullptr;
};

} // namespace tessera::ui
