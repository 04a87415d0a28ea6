#pragma once
// Under the turn panel's instruction, once a hint has come: "Other choices" opens the best few
// decisions of Hard's search with the final margin it expects after each (Hard's choice
// first, then how far below it the others are). A click on one, or Enter, shows it on the
// board the way the hint shows Hard's; Enter on the one shown then plays it, as after a hint.
// Everything goes when the position changes.

#include "engine/decision.h"

#include <QWidget>

class QListWidget;
class QPushButton;

namespace tessera::document {
class ComputerTurns;
class GameDocument;
} // namespace tessera::document

namespace tessera::ui {

class HintChoicesView : public QWidget {
    Q_OBJECT

public:
    explicit HintChoicesView(const document::GameDocument *document, QWidget *parent = nullptr);
    void setComputerTurns(document::ComputerTurns *computers);

    QPushButton *toggleButton() const { return m_toggle; }
    QListWidget *list() const { return m_list; }
    // The row shown on the board, or -1 (the hint shows row 0).
    int shownRow() const { return m_shown; }

signals:
    // A choice to show on the board as a hint.
    void choiceChosen(const engine::Decision &decision);
    // The list opened (the panel is taller) or closed, by the player or with the hint.
    void openChanged(bool open);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void setOpen(bool open);
    void choose(int row);
    void fitRows();
    QString rowText(int row) const;

    const document::GameDocument *m_document;
    document::ComputerTurns *m_computers = nullptr;
    QPushButton *m_toggle = nullptr;
    QListWidget *m_list = nullptr;
    int m_shown = -1;
    bool m_open = false;
};

} // namespace tessera::ui
