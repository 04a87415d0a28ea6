#pragma once
// Every scoring event of the game as a sentence, newest last, for the log panel.

#include <QAbstractListModel>

namespace tessera::document {

class GameDocument;

class EventsModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        TurnRole = Qt::UserRole + 1, // int
        PointsRole,                  // int: what each scoring player got
        PlayersRole,                 // QVariantList of player indices
        FinalRole,                   // bool: final scoring
    };

    explicit EventsModel(GameDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void sync();

    GameDocument *m_document;
    int m_rows = 0;
};

} // namespace tessera::document
