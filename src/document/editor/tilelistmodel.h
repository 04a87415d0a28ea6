#pragma once
// The tiles of the edited set as a list model for the editor's grid: one row per tile type,
// in set order, kept in step with the document's edits (rows inserted and removed, not reset,
// so that the selection survives).

#include <QAbstractListModel>

namespace tessera::document {

class TileSetDocument;

class TileListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        IndexRole = Qt::UserRole + 1, // int: position in the set
        CountRole,                    // int
        EdgesRole,                    // QString: "CRFR"
        FlagsRole,                    // QStringList: short words for badges (cloister, pennant, ...)
        ProblemRole,                  // bool: the tile has a problem
        StartRole,                    // bool: the set's start tile
        NameRole,                     // QString
    };

    explicit TileListModel(TileSetDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    TileSetDocument *m_document;
};

} // namespace tessera::document
