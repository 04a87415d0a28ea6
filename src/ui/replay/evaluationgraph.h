#pragma once
// An analysis over the game: every player's expected final margin (own score minus the best
// opponent's, as Hard estimated it before each turn; the real final margins at the end), one
// line per player around zero, with each inaccuracy, mistake and blunder as its symbol on the
// line of the player who made it, at the turn it was made. A bar marks the turn shown; a click
// or a drag seeks (TurnGraph), and a click on a mark's symbol seeks to its turn exactly (a turn
// is a pixel or two wide); resting the pointer on a symbol says what it marks.

#include "document/reviewedturns.h"
#include "turngraph.h"
#include "widgets/scoreplot.h"

#include <QColor>
#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace tessera::ui {

class EvaluationGraph : public TurnGraph {
    Q_OBJECT

public:
    explicit EvaluationGraph(QWidget *parent = nullptr);

    // The analysis laid out by turn (TurnsModel::reviewedTurns) and the line's last position
    // (its real margins end the lines); an empty `turns` shows no analysis.
    void setAnalysis(const document::ReviewedTurns &turns, const engine::Game &end, const QStringList &names,
                     const QList<QColor> &colors);
    void clear();
    bool hasAnalysis() const { return !m_margins.empty(); }

    // A marked decision: the turn after which it shows (1: the first turn) and who made it.
    struct TurnMark {
        int turn = 0;
        int player = 0;
        ai::Mark mark = ai::Mark::None;
        double loss = 0; // points
    };
    const std::vector<TurnMark> &marks() const { return m_marks; }
    // The mark whose symbol is under `point` (the one drawn on top where symbols overlap).
    std::optional<TurnMark> markAt(QPoint point) const;
    QString markToolTip(const TurnMark &mark) const;
    // Where a player's line is at a turn (nullopt where the analysis has no estimate), and
    // where a mark's symbol is drawn (for tests).
    std::optional<QPoint> pointOf(int turn, int player) const;
    QPoint markPoint(const TurnMark &mark) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    int turnCount() const override { return m_margins.empty() ? 0 : int(m_margins.size()) - 1; }
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    scoreplot::Scale scale() const;
    // The plot's rectangle and scale, taken once a paint: the rectangle measures text, the
    // scale goes through every turn.
    struct Frame {
        QRectF plot;
        scoreplot::Scale scale;
    };
    Frame frame() const { return {plotRect(), scale()}; }
    QPointF pointAt(const Frame &frame, qreal turn, double margin) const;
    std::optional<QPoint> pointOf(const Frame &frame, int turn, int player) const;
    QPoint markPoint(const Frame &frame, const TurnMark &mark) const;
    QStringList legendTexts(int turn) const;
    void relayoutLegend();

    std::vector<std::optional<ai::PlayerValues>> m_margins; // by turn (see marginsByTurn)
    std::vector<TurnMark> m_marks;
    int m_players = 0;
    QStringList m_names;
    QList<QColor> m_colors;
};

} // namespace tessera::ui
