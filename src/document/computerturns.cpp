#include "computerturns.h"

#include "gamedocument.h"
#include "gamelognames.h"

#include "ai/mctsai.h"
#include "ai/publicview.h"

#include <QThread>
#include <QtDebug>

#include <tuple>

namespace tessera::document {

using namespace engine;
using Stage = GameDocument::Stage;

// One question to a player: the view is made on the GUI thread, the answer on the worker. A
// hint asks Hard for its review of the position: its choice and the alternatives it weighed.
struct ComputerTurns::Job {
    Job(const Game &game, ai::Player &asked) : view(game), player(&asked) {}
    Job(const Game &game, ai::MctsAi &asked) : view(game), reviewer(&asked) {}
    void run();
    ai::PublicView view;
    ai::Player *player = nullptr;
    ai::MctsAi *reviewer = nullptr; // a hint
    std::optional<Decision> result;
    std::vector<ai::ChoiceEstimate> estimates; // a hint's, best first
};

void ComputerTurns::Job::run()
{
    if (player) {
        result = player->decide(view);
        return;
    }
    std::vector<Decision> legal;
    view.game().legalDecisions(legal);
    if (legal.size() == 1) { // nothing to weigh
        result = legal.front();
        return;
    }
    // The first decision as the "played" one, simulated to no share: it adds nothing to the search.
    estimates = reviewer->review(view, legal.front(), 0.0);
    if (!estimates.empty())
        result = estimates.front().decision;
}

namespace {

std::string_view levelName(ComputerLevel level)
{
    const QLatin1StringView name = lognames::kComputerLevels[std::size_t(level)];
    return {name.data(), std::size_t(name.size())};
}

} // namespace

ComputerTurns::ComputerTurns(GameDocument *document, QObject *parent) : QObject(parent), m_document(document)
{
    m_budget.stop = &m_stop;
    m_consider.setSingleShot(true);
    m_wait.setSingleShot(true);
    connect(&m_consider, &QTimer::timeout, this, &ComputerTurns::consider);
    connect(&m_wait, &QTimer::timeout, this, &ComputerTurns::playReady);
    for (auto signal :
         {&GameDocument::gameReset, &GameDocument::stageChanged, &GameDocument::historyChanged, &GameDocument::dragonMoved})
        connect(document, signal, this, &ComputerTurns::positionChanged);
    connect(document, &GameDocument::tilePlaced, this, &ComputerTurns::positionChanged);
    m_since.start();
    positionChanged();
}

ComputerTurns::~ComputerTurns()
{
    cancel(); // the worker must not outlive its player
}

void ComputerTurns::setBudget(const ai::SearchBudget &budget)
{
    cancel();
    m_budget = budget;
    m_budget.stop = &m_stop;
    m_players.clear();
    m_hintPlayer.reset();
    m_consider.start(0);
}

void ComputerTurns::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused) {
        cancel();
        setThinking(-1);
    }
    m_consider.start(0);
    emit pausedChanged(paused);
}

bool ComputerTurns::hasComputers() const
{
    const auto &seats = m_document->info().players;
    return m_document->hasGame() && std::any_of(seats.begin(), seats.end(), [](const PlayerInfo &p) { return p.computer; });
}

bool ComputerTurns::hasPeople() const
{
    const auto &seats = m_document->info().players;
    return m_document->hasGame() && std::any_of(seats.begin(), seats.end(), [](const PlayerInfo &p) { return !p.computer; });
}

bool ComputerTurns::computerDecides() const
{
    const Stage stage = m_document->stage();
    if (stage == Stage::NoGame || stage == Stage::GameOver)
        return false;
    const int seat = m_document->game().decidingPlayer();
    const auto &seats = m_document->info().players;
    return seat >= 0 && seat < seats.size() && seats[seat].computer;
}

// Whatever changed, a search under way answers a position that is gone.
void ComputerTurns::positionChanged()
{
    cancel();
    if (!m_hintChoices.empty()) {
        m_hintChoices.clear();
        emit hintDropped();
    }
    if (m_paused || !computerDecides())
        setThinking(-1); // at once: the window takes the person's input again
    m_since.restart();
    m_consider.start(0);
}

void ComputerTurns::consider()
{
    if (!m_document->hasGame() || m_paused || !computerDecides() || m_job) {
        if (!m_job)
            setThinking(-1);
        return;
    }
    keepPlayersFor(m_document->info().players, m_document->info().seed);
    const int seat = m_document->game().decidingPlayer();
    if (m_document->stage() == Stage::Confirming) { // chosen before an undo or a restart
        setThinking(seat);
        m_document->confirmTurn();
        return;
    }
    start(std::make_shared<Job>(m_document->game(), playerOf(seat)), seat);
}

// `seat`: the computer who thinks now, or -1 for a hint (nobody's turn waits for it).
void ComputerTurns::start(std::shared_ptr<Job> job, int seat)
{
    m_job = job;
    m_thread = QThread::create([job] { job->run(); });
    connect(m_thread, &QThread::finished, this, [this, job] { finished(job); });
    m_thread->start();
    if (seat >= 0)
        setThinking(seat);
}

void ComputerTurns::finished(const std::shared_ptr<Job> &job)
{
    if (job != m_job) // a search given up: its position is gone
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_job.reset();
    if (!job->result)
        return;
    if (job->reviewer) {
        m_hintChoices = document::hintChoices(m_document->game(), job->estimates);
        emit hintReady(*job->result);
        return;
    }
    m_ready = job->result;
    m_wait.start(int(std::max<qint64>(0, m_pause - m_since.elapsed())));
}

void ComputerTurns::playReady()
{
    if (!m_ready)
        return;
    const Decision decision = *m_ready;
    m_ready.reset();
    play(decision);
}

// Through the commands a person's clicks use: the same history, autosave and log.
void ComputerTurns::play(const Decision &d)
{
    emit playing(true);
    MoveError e = MoveError::None;
    switch (d.kind) {
    case DecisionKind::Place:
        m_document->setHandTile(d.tile);
        e = m_document->placeTile(d.tile, d.placement);
        break;
    case DecisionKind::Deploy:
        e = m_document->chooseDeployment(d.deployment);
        break;
    case DecisionKind::Pass:
        m_document->chooseNoFollower();
        break;
    case DecisionKind::DeployAt:
    case DecisionKind::MoveFairy:
    case DecisionKind::RemoveKnight:
        e = m_document->chooseInstead(d);
        break;
    case DecisionKind::DragonStep:
        e = m_document->chooseDragonStep(d.at);
        break;
    case DecisionKind::Draw:
    case DecisionKind::Discard:
        e = MoveError::WrongPhase; // the pile's doing, never a player's
        break;
    }
    if (e == MoveError::None && m_document->stage() == Stage::Confirming)
        m_document->confirmTurn(); // a computer does not wait for itself
    emit playing(false);
    if (e != MoveError::None) { // never expected: the players choose among the legal decisions
        qWarning("A computer player's decision was refused (%d); the game is paused.", int(e));
        setPaused(true);
    }
}

void ComputerTurns::cancel()
{
    m_wait.stop();
    m_ready.reset();
    if (m_thread) {
        m_stop = true;
        m_thread->wait(); // a stopped search ends within a few simulations
        delete m_thread;
        m_thread = nullptr;
        m_stop = false;
    }
    m_job.reset();
}

void ComputerTurns::setThinking(int player)
{
    if (player == m_thinking)
        return;
    m_thinking = player;
    emit thinkingChanged(player);
}

std::uint64_t ComputerTurns::seedOf(int seat) const
{
    return m_seed * 0x9e3779b97f4a7c15ULL + std::uint64_t(seat) + 1;
}

void ComputerTurns::keepPlayersFor(const QList<PlayerInfo> &seats, std::uint64_t seed)
{
    if (seats == m_seats && seed == m_seed && m_players.size() == std::size_t(seats.size()))
        return;
    m_seats = seats;
    m_seed = seed;
    m_players.clear();
    m_players.resize(std::size_t(seats.size()));
}

ai::Player &ComputerTurns::playerOf(int seat)
{
    std::unique_ptr<ai::Player> &player = m_players[std::size_t(seat)];
    if (!player)
        player = ai::makePlayer(levelName(m_seats[seat].level), seedOf(seat), m_budget);
    return *player;
}

// --- undo and redo against computers --------------------------------------------------------

namespace {

// What an undo or a redo changes: if none of it did, nothing more can be done.
auto stepKey(const GameDocument &document)
{
    return std::tuple(document.tree().cursor(), document.decisionsTaken(), document.stage(),
                      document.pendingChoice().has_value());
}

} // namespace

void ComputerTurns::undo()
{
    cancel();
    if (!hasPeople() || !hasComputers()) {
        m_document->undo();
        if (hasComputers()) // computers alone: the watcher looks back, and the game waits
            setPaused(true);
        return;
    }
    // Back over the computers' replies, to the last decision a person took.
    while (m_document->canUndo()) {
        const auto before = stepKey(*m_document);
        m_document->undo();
        if (stepKey(*m_document) == before || !computerDecides())
            break;
    }
}

void ComputerTurns::redo()
{
    cancel();
    if (!hasPeople() || !hasComputers()) {
        m_document->redo();
        return;
    }
    // The person's decision again, then the computers' recorded replies up to the person's next.
    bool first = true;
    while (m_document->canRedo() && (first || computerDecides())) {
        first = false;
        const auto before = stepKey(*m_document);
        m_document->redo();
        if (stepKey(*m_document) == before)
            break;
    }
}

void ComputerTurns::requestHint()
{
    if (!m_document->hasGame() || computerDecides() || m_document->stage() == Stage::GameOver)
        return;
    cancel();
    if (!m_hintChoices.empty()) { // a hint asked again: its answer replaces these
        m_hintChoices.clear();
        emit hintDropped();
    }
    // The strongest level, since a hint should show the best move there is (docs/ui-decisions.md);
    // it thinks on the worker like a computer's turn.
    if (!m_hintPlayer)
        m_hintPlayer = ai::makeHard(seedOf(-1), m_budget);
    start(std::make_shared<Job>(m_document->game(), *m_hintPlayer), -1);
}

} // namespace tessera::document
