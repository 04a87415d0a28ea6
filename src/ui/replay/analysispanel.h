#pragma once
// The replay viewer's Analysis dock: the button that analyses the game (and its progress, with
// Cancel), what each reviewed decision of the turn shown cost, and how each player decided over
// the game (decisions, points lost per decision, marks). It only shows: the window decides.

#include "document/reviewedturns.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace tessera::ui {

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    // The summary's columns: the player's name takes the dock's width, the figures what they need.
    enum SummaryColumn { NameColumn, DecisionsColumn, LostColumn, FirstMarkColumn, SummaryColumns = FirstMarkColumn + 3 };

    explicit AnalysisPanel(QWidget *parent = nullptr);

    // Idle (`canAnalyse`: a game to analyse and none analysed yet) or running.
    void showIdle(bool canAnalyse);
    void showRunning();
    void showProgress(int done, int total);
    void setStatus(const QString &text);

    // The reviews of the turn shown; nullptr: the turn has none (not analysed, or another line).
    // `current` (an index into `reviews`, or -1) is selected and scrolled to: the decision just
    // stepped through, or the turn's worst mark.
    void showReviews(const std::vector<document::ReviewedDecision> *reviews, bool analysed, int current = -1);
    // One row per player; empty: no analysis.
    void showSummary(const std::vector<ai::PlayerSummary> &summary, const QStringList &names);

    QPushButton *analyseButton() const { return m_analyse; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QListWidget *reviewList() const { return m_reviews; }
    QTableWidget *summaryTable() const { return m_summary; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void analyseRequested();
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QPushButton *m_analyse;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QLabel *m_turnTitle;
    QListWidget *m_reviews;
    QLabel *m_summaryTitle;
    QTableWidget *m_summary;
    QWidget *m_rest;                                 // the room below, without an analysis
    std::vector<document::ReviewedDecision> m_shown; // for a new language
    bool m_shownAnalysed = false;
    int m_current = -1;
    std::vector<ai::PlayerSummary> m_summaryShown;
    QStringList m_summaryNames;
};

} // namespace tessera::ui
