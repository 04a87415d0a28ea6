#pragma once
// The scoring log: every scoring event as a sentence with its turn, marked with the colour of
// the player who scored; the newest stays in view.

#include <QListView>

namespace tessera::document {
class EventsModel;
class PlayersModel;
}

namespace tessera::ui {

class ScoringLog : public QListView {
    Q_OBJECT

public:
    ScoringLog(document::EventsModel *events, document::PlayersModel *players, QWidget *parent = nullptr);
};

} // namespace tessera::ui
