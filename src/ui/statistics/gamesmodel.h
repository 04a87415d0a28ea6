#pragma once
// The Statistics window's list of games, newest first: date, tile sets, players with their
// scores, winners and the file. GameIdRole gives a row's game in the database.

#include "stats/statsdatabase.h"

#include <QAbstractTableModel>

namespace tessera::ui {

class GamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Date, RuleSet, Players, Winners, File, ColumnCount };
    static constexpr int GameIdRole = Qt::UserRole + 1;

    explicit GamesModel(QObject *parent = nullptr);

    void setGames(QList<stats::GameSummary> games);

    // The tile sets' names of a record's rule set, translated, joined as it joins them.
    static QString ruleSetText(const QString &ruleSet);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<stats::GameSummary> m_games;
};

} // namespace tessera::ui
