#pragma once
// The end of a game: each player's points by category in a table ordered by rank and as a
// bar chart, the winner(s) highlighted and named, and the choice between a new game and
// closing. The layout is a Designer form (ui/resultsdialog.ui); this class fills it in.

#include "gameresults.h"

#include <QDialog>

#include <memory>

class QPushButton;

namespace Ui {
class ResultsDialog;
}

namespace tessera::document {
class GameDocument;
}

namespace tessera::ui {

class ResultsDialog : public QDialog {
    Q_OBJECT

public:
    // exec() returns this when the player asks for a new game; Rejected for "Close".
    enum { NewGameResult = QDialog::Accepted + 1 };

    explicit ResultsDialog(const document::GameDocument &document, QWidget *parent = nullptr);
    ~ResultsDialog() override;

    const QList<PlayerResult> &results() const { return m_results; }
    QString winnerText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillTable();

    std::unique_ptr<::Ui::ResultsDialog> m_ui;
    QList<PlayerResult> m_results;
    int m_undos = 0;
    QPushButton *m_newGame = nullptr;
};

} // namespace tessera::ui
