#pragma once
// The Statistics window's table: a row per person (by name) and per computer level, with games,
// wins, win rate, average and best score and the average points by category. Qt::DisplayRole
// is formatted for reading; Qt::EditRole holds plain numbers, which sorting and CSV use.

#include "stats/statsdatabase.h"

#include <QAbstractTableModel>

namespace tessera::ui {

class ParticipantsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Games, Wins, WinRate, AverageScore, BestScore, FirstCategory, ColumnCount = FirstCategory + 6 };

    explicit ParticipantsModel(QObject *parent = nullptr);

    void setRows(QList<stats::ParticipantSummary> rows);
    const stats::ParticipantSummary &row(int row) const { return m_rows[row]; }

    // "Ann", or "Computer (Hard)".
    static QString nameOf(const stats::Participant &who);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<stats::ParticipantSummary> m_rows;
};

} // namespace tessera::ui
