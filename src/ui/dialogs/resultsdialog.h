#pragma once
// The end of a game: each player's points by category in a table ordered by rank and as a
// bar chart, the winner(s) highlighted and named, and the choice between a new game and
// closing.

#include "gameresults.h"

#include <QDialog>

class QLabel;
class QTableWidget;

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

    const QList<PlayerResult> &results() const { return m_results; }
    QString winnerText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillTable();

    QList<PlayerResult> m_results;
    QLabel *m_headline = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace tessera::ui
