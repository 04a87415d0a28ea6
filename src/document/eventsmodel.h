#pragma once
// Every scoring event of the game as a sentence, newest last, for the log panel. The fairy
// gives her owner a point at the start of each of their turns: such points in a row, with one
// follower, are one entry, which moves down to the newest place as it grows ("Turns 12–20 – Ann
// scores 5: the fairy at the start of 5 turns"), so that they do not fill half the log.

#include <QAbstractListModel>

#include <vector>

namespace tessera::document {

class GameDocument;

class EventsModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        TurnRole = Qt::UserRole + 1, // int: the turn of the entry's first event
        PointsRole,                  // int: what each scoring player got
        PlayersRole,                 // QVariantList of player indices
        FinalRole,                   // bool: final scoring
        LastTurnRole,                // int: the turn of its latest event (a run of the fairy's points)
        EventRole,                   // int: its latest event, an index into Game::events()
    };

    explicit EventsModel(GameDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Entry {
        int first = 0; // its first event
        int last = 0;  // its latest event
        int count = 1; // its events: more than one only for the fairy's turn points
    };

    void rebuild();
    void sync();
    // Takes event `event` (the one after those taken so far) into the entries, telling the
    // views when `notify`.
    void take(int event, bool notify);

    GameDocument *m_document;
    std::vector<Entry> m_entries;
    int m_taken = 0;     // events taken into the entries
    int m_fairyRun = -1; // the entry the fairy's next turn point extends, if it keeps her follower
};

} // namespace tessera::document
