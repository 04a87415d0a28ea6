#pragma once
// The scoring log: every scoring event as a sentence with its turn, marked with the colour of
// the player who scored; the newest stays in view. A click on an entry asks for its feature.

#include <QListView>

namespace tessera::document {
class EventsModel;
class PlayersModel;
} // namespace tessera::document

namespace tessera::ui {

class ScoringLog : public QListView {
    Q_OBJECT

public:
    ScoringLog(document::EventsModel *events, document::PlayersModel *players, QWidget *parent = nullptr);

signals:
    // A click on an entry: the index of its event in Game::events(), whose feature the board
    // may show.
    void eventActivated(int event);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace tessera::ui
