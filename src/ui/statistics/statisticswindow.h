#pragma once
// Game > Statistics: a window of its own over the statistics database. A table per person and
// per computer level (sortable by any column), filtered by tile sets and player count; the
// chosen rows' scores over their games; the list of games, where a double click or Enter opens
// a game in the replay viewer (replayRequested); a folder of saved games added at once with
// a progress dialog; the table exported as CSV. A problem of the database shows above the table
// (SQLite's own words in its tool tip). Esc or Ctrl+W closes it.

#include "stats/statsdatabase.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tessera::stats {
class Statistics;
struct ImportTally;
} // namespace tessera::stats

namespace tessera::ui {

class GamesModel;
class ParticipantsModel;
class ScoreHistoryChart;

class StatisticsWindow : public QWidget {
    Q_OBJECT

public:
    explicit StatisticsWindow(stats::Statistics *statistics, QWidget *parent = nullptr);
    ~StatisticsWindow() override;

    QTableView *participantsView() const { return m_participantsView; }
    QTableView *gamesView() const { return m_gamesView; }
    ScoreHistoryChart *chart() const { return m_chart; }
    QComboBox *ruleSetFilter() const { return m_ruleSet; }
    QComboBox *playersFilter() const { return m_players; }
    QString problemText() const;

    // Reads the database again (the filters' choices stay where they still exist).
    void refresh();
    // Adds the games of a folder with a progress dialog, then says what was added and which
    // files were not, and why.
    stats::ImportTally importFolder(const QString &folder);
    // How long an import runs before its progress dialog shows (500 ms; tests show it at once).
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }
    // The table as shown (its order too) as CSV; false with the reason in `error`.
    bool exportCsv(const QString &path, QString *error);
    // Opens the game of a row of the games list in the replay viewer.
    void openGame(const QModelIndex &index);

signals:
    // copy: the file is a copy of the game's log made to be shown (not the player's own file).
    void replayRequested(const QString &path, bool copy);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillFilters();
    stats::GameFilter filter() const;
    void showSelectedScores();
    void askImportFolder();
    void askExportCsv();
    void showProblem(const QString &problem);

    stats::Statistics *m_statistics;
    ParticipantsModel *m_participants;
    QSortFilterProxyModel *m_sortedParticipants;
    GamesModel *m_games;
    QTableView *m_participantsView;
    QTableView *m_gamesView;
    ScoreHistoryChart *m_chart;
    QComboBox *m_ruleSet;
    QComboBox *m_players;
    QLabel *m_ruleSetLabel;
    QLabel *m_playersLabel;
    QLabel *m_gamesLabel;
    QLabel *m_problem;
    QPushButton *m_import;
    QPushButton *m_export;
    int m_progressDelay = 500;
};

} // namespace tessera::ui
