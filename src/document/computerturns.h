#pragma once
// The computer players of a game (docs/ai.md): whenever the player who decides now
// (Game::decidingPlayer, the dragon's steps included) is a computer, a worker thread asks its
// ai::Player for the decision, given the PublicView only (never the pile's order), and the
// decision is played through the same GameDocument commands a person's click uses, so that the
// history, the autosave and the log are the same. A decision waits at least pause() after the
// position it answers appeared, so that a person can follow.
//
// Any change of the position (an undo, a jump in the history, another game, a closed game)
// stops the search and drops its result; so does the destructor, which waits for the worker.
// Undo and redo here step over the computers' decisions to the previous (next) decision of a
// person; in a game of computers only they step one decision and pause the game.

#include "gamelog.h"
#include "hintchoices.h"

#include "ai/player.h"
#include "engine/decision.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace tessera::document {

class GameDocument;

class ComputerTurns : public QObject {
    Q_OBJECT

public:
    explicit ComputerTurns(GameDocument *document, QObject *parent = nullptr);
    ~ComputerTurns() override;

    // The searching levels' budget; tests give an iteration budget (reproducible and fast).
    void setBudget(const ai::SearchBudget &budget);
    // The least time between a position and the computer's answer to it, in milliseconds.
    void setPause(int milliseconds) { m_pause = milliseconds; }
    int pause() const { return m_pause; }
    // A paused game waits (a game of computers only is watched and may be stopped).
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }

    bool hasComputers() const;
    bool hasPeople() const;
    // Whether a computer decides the current position (not yet played).
    bool computerDecides() const;
    // The seat whose computer is thinking or about to play, or -1.
    int thinkingPlayer() const { return m_thinking; }

    // Undo and redo for a person playing against computers (see above).
    void undo();
    void redo();

    // Asks the Hard player, on the worker, for the decision of the person to move; the answer
    // comes as hintReady (not played). Dropped like a computer's search when the position changes.
    void requestHint();
    // The hint's alternatives, Hard's choice first (what hintReady showed), until the position
    // changes (then hintDropped); empty when the person had a single decision.
    const std::vector<HintChoice> &hintChoices() const { return m_hintChoices; }

signals:
    void thinkingChanged(int player); // -1: nobody thinks
    void pausedChanged(bool paused);
    // Just before (true) and after (false) a computer's decision is played: a view may show it
    // arriving the way it wants.
    void playing(bool on);
    void hintReady(const engine::Decision &decision);
    // The position the hint answered is gone: its alternatives with it.
    void hintDropped();

private:
    struct Job;
    void positionChanged();
    void consider();
    void start(std::shared_ptr<Job> job, int seat);
    void finished(const std::shared_ptr<Job> &job);
    void playReady();
    void play(const engine::Decision &decision);
    void cancel();
    void setThinking(int player);
    ai::Player &playerOf(int seat);
    std::uint64_t seedOf(int seat) const;
    void keepPlayersFor(const QList<PlayerInfo> &seats, std::uint64_t seed);

    GameDocument *m_document;
    ai::SearchBudget m_budget;
    int m_pause = 0;
    bool m_paused = false;
    int m_thinking = -1;
    QTimer m_consider;                       // looks at the position once its signals have settled
    QTimer m_wait;                           // holds a decision until the pause is over
    QElapsedTimer m_since;                   // since the position appeared
    std::optional<engine::Decision> m_ready; // found, waiting for the pause
    // By seat, made when first asked (a player keeps what it learnt between its decisions);
    // for the game of m_seats and m_seed.
    std::vector<std::unique_ptr<ai::Player>> m_players;
    std::unique_ptr<ai::MctsAi> m_hintPlayer;
    std::vector<HintChoice> m_hintChoices;
    QList<PlayerInfo> m_seats;
    std::uint64_t m_seed = 0;
    std::atomic<bool> m_stop{false}; // every player's SearchBudget::stop
    std::shared_ptr<Job> m_job;
    QThread *m_thread = nullptr;
};

} // namespace tessera::document
