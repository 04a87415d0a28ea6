#include "gamedocument.h"

#include "jczimport.h"
#include "safefile.h"
#include "tessera/version.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace tessera::document {

using namespace engine;

GameDocument::GameDocument(QObject *parent) : QObject(parent) {}

GameDocument::~GameDocument() = default;

GameDocument::Stage GameDocument::stage() const
{
    if (!m_match)
        return Stage::NoGame;
    switch (game().phase()) {
    case Phase::GameOver:
        return Stage::GameOver;
    case Phase::Deploy:
        return m_choice ? Stage::Confirming : Stage::Deploying;
    case Phase::Module: // a rules module holds the turn: the dragon's flight is the only one
        return Stage::DragonFlying;
    case Phase::Draw:
    case Phase::Place:
        break;
    }
    return Stage::Placing;
}

void GameDocument::setConfirmTurns(bool confirm)
{
    m_confirmTurns = confirm;
    if (!confirm && m_choice)
        confirmTurn();
}

// Draws for the player to move, so that the document always rests in Placing (or GameOver).
void GameDocument::startTurn()
{
    m_choice.reset();
    m_instead.reset();
    m_deploymentSkipped = false;
    drawAsRecorded();
    settleHandTile();
}

// The draws of a turn, or of its bonus tile (the builder's): the undone future fixes them
// while the turn so far is the future's; otherwise, or if the record does not fit, the pile.
void GameDocument::drawAsRecorded()
{
    if (game().phase() != Phase::Draw)
        return;
    if (const GameTree::TurnId future = m_tree.next(m_tree.cursor()); future != GameTree::kNoNode) {
        const TurnRecord &recorded = m_tree.node(future).turn;
        const std::vector<Decision> &taken = m_match->currentTurn().decisions;
        const bool sameSoFar = taken.size() <= recorded.decisions.size()
            && std::equal(taken.begin(), taken.end(), recorded.decisions.begin());
        if (sameSoFar && !m_match->applyDraws(recorded))
            return;
    }
    if (game().phase() == Phase::Draw)
        m_match->drawRandom();
}

// Announced by announceHandTile() once the new position has been announced: a listener may
// look at the whole position.
void GameDocument::settleHandTile()
{
    if (stage() != Stage::Placing)
        return;
    const auto hand = game().hand(game().currentPlayer());
    // Another tile in the same turn (the builder's bonus tile) is a new choice.
    const HandMoment moment{game().turn(), game().tilesPlacedThisTurn()};
    const bool kept = m_handMoment == moment && std::find(hand.begin(), hand.end(), m_handTile) != hand.end();
    const TileIndex tile = kept || hand.empty() ? m_handTile : hand.front();
    m_handMoment = moment;
    if (tile != m_handTile) {
        m_handTile = tile;
        m_handTileMoved = true;
    }
}

void GameDocument::announceHandTile()
{
    if (m_handTileMoved) {
        m_handTileMoved = false;
        emit handTileChanged(m_handTile);
    }
}

void GameDocument::setHandTile(TileIndex tile)
{
    if (stage() != Stage::Placing || tile == m_handTile)
        return;
    const auto hand = game().hand(game().currentPlayer());
    if (std::find(hand.begin(), hand.end(), tile) == hand.end())
        return;
    m_handTile = tile;
    emit handTileChanged(tile);
}

void GameDocument::newGame(const GameInfo &info)
{
    startUnsaved(info, std::make_unique<Match>(info.setup()));
}

void GameDocument::startUnsaved(const GameInfo &info, std::unique_ptr<Match> match, const GameTree *future)
{
    m_info = info;
    m_match = std::move(match);
    m_handMoment = {};
    // A game continued from a replay has turns; a script has its future.
    m_tree = future ? *future : GameTree::fromTurns(m_match->turns());
    m_undos = 0;
    m_filePath.clear();
    m_readFrom.clear();
    emit filePathChanged(m_filePath);
    setModified(true);
    resetPosition();
    autosave();
}

void GameDocument::continueFrom(const GameInfo &info, const Match &position)
{
    GameInfo fresh = info;
    fresh.tesseraVersion = QStringLiteral(TESSERA_VERSION);
    fresh.created = QDateTime::currentDateTimeUtc();
    startUnsaved(fresh, std::make_unique<Match>(position));
}

void GameDocument::showCopyOf(const GameDocument &other)
{
    Q_ASSERT(other.hasGame());
    m_info = other.m_info;
    m_match = std::make_unique<Match>(*other.m_match);
    m_handMoment = {};
    m_tree = other.m_tree;
    m_undos = other.m_undos;
    [[maybe_unused]] const TurnProblem problem = moveMatchTo(*m_match, m_tree, m_tree.cursor());
    Q_ASSERT(!problem); // the other document's match holds every turn of its tree
    m_filePath = other.m_filePath;
    m_readFrom = other.m_readFrom;
    emit filePathChanged(m_filePath);
    setModified(other.m_modified);
    resetPosition();
}

void GameDocument::playScript(const GameInfo &info, const GameTree &script)
{
    GameTree future = script;
    future.setCursor(GameTree::kRoot);
    startUnsaved(info, std::make_unique<Match>(info.setup()), &future);
}

QList<LogIssue> GameDocument::open(const QString &path)
{
    return load(path, true);
}

QList<LogIssue> GameDocument::resume(const QString &autosavePath)
{
    QList<LogIssue> issues = load(autosavePath, false);
    m_readFrom.clear(); // the autosave is no name for the game
    // The game goes back to the file it belonged to (its newer turns still unsaved), so that
    // Save writes there; a file that is gone since is not recreated without asking.
    const auto belongsTo = readFileAtMost(belongsToPath(autosavePath), 64 * 1024, nullptr);
    const QString file = belongsTo ? QString::fromUtf8(*belongsTo) : QString();
    if (hasGame() && !file.isEmpty() && QFileInfo(file).isFile()) {
        m_filePath = file;
        emit filePathChanged(m_filePath);
        setModified(true);
    }
    return issues;
}

QString GameDocument::belongsToPath(const QString &autosavePath)
{
    return autosavePath + QStringLiteral(".file");
}

namespace {

// Empties, then removes: where the folder lets nothing be removed (read-only), the emptied
// file stays, and an empty autosave is nothing to resume.
void clearFile(const QString &path)
{
    if (QFileInfo(path).isFile())
        QFile(path).resize(0);
    QFile::remove(path);
}

} // namespace

void GameDocument::discardAutosave()
{
    if (m_autosavePath.isEmpty())
        return;
    clearFile(m_autosavePath);
    clearFile(belongsToPath(m_autosavePath));
    removeAutosaveLeftovers();
}

void GameDocument::removeAutosaveLeftovers()
{
    if (m_autosavePath.isEmpty())
        return;
    removeSaveLeftovers(m_autosavePath);
    removeSaveLeftovers(belongsToPath(m_autosavePath));
}

QList<LogIssue> GameDocument::load(const QString &path, bool adoptPath)
{
    LoadedGame loaded = loadGameOrJcz(path);
    if (!loaded.match)
        return loaded.issues;
    // A JCloisterZone game becomes a Tessera game: Save asks for a new file.
    adoptPath = adoptPath && !isJczFile(path);
    m_info = *loaded.info;
    m_match = std::move(loaded.match);
    m_handMoment = {};
    // A log brings its lines and its cursor (an autosave the undone future); other games one line.
    m_tree = loaded.tree ? std::move(*loaded.tree) : GameTree::fromTurns(m_match->turns());
    m_undos = loaded.undos;
    // A game saved within a turn (a JCloisterZone game before its COMMIT) goes on there.
    const TurnRecord halfPlayed = m_match->currentTurn();
    [[maybe_unused]] const TurnProblem problem = moveMatchTo(*m_match, m_tree, m_tree.cursor());
    Q_ASSERT(!problem); // the reader replayed every turn of the tree
    if (!loaded.tree && halfPlayed.placementIndex() >= 0)
        m_match->applyDecisions(halfPlayed, halfPlayed.decisions.size());
    // Never write over a damaged log: its valid part is saved elsewhere.
    const bool adopt = adoptPath && loaded.issues.isEmpty();
    m_filePath = adopt ? path : QString();
    m_readFrom = path;
    emit filePathChanged(m_filePath);
    setModified(!adopt);
    resetPosition();
    return loaded.issues;
}

void GameDocument::setAnalysis(std::shared_ptr<const GameAnalysis> analysis)
{
    m_info.analysis = std::move(analysis);
    emit analysisChanged();
}

bool GameDocument::saveAs(const QString &path, QString *error)
{
    if (!m_match || path.isEmpty())
        return false;
    if (!saveGameLog(m_info, *m_match, m_tree, m_undos, path, error))
        return false;
    if (path != m_filePath) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    setModified(false);
    return true;
}

void GameDocument::close()
{
    m_match.reset();
    m_choice.reset();
    m_instead.reset();
    m_deploymentSkipped = false;
    m_tree = GameTree();
    m_undos = 0;
    m_filePath.clear();
    m_readFrom.clear();
    setModified(false);
    emit gameReset();
    emit stageChanged();
    emit historyChanged();
}

MoveError GameDocument::placeTile(TileIndex tile, Placement placement)
{
    if (stage() != Stage::Placing)
        return MoveError::WrongPhase;
    const MoveError e = m_match->place(tile, placement);
    if (e != MoveError::None)
        return e;
    emit tilePlaced(int(game().lastPlaced()));
    std::vector<Decision> open;
    game().legalDecisions(open);
    if (open.size() == 1) { // nothing to choose but no follower (a pass): without asking
        m_deploymentSkipped = true;
        chooseNoFollower();
        return MoveError::None;
    }
    emit stageChanged();
    return MoveError::None;
}

MoveError GameDocument::chooseDeployment(Deployment deployment)
{
    if (stage() != Stage::Deploying && stage() != Stage::Confirming)
        return MoveError::WrongPhase;
    if (const MoveError e = game().checkDeployment(deployment); e != MoveError::None)
        return e;
    m_choice = std::optional<Deployment>(deployment);
    m_instead.reset();
    if (!m_confirmTurns)
        confirmTurn();
    else
        emit stageChanged();
    return MoveError::None;
}

void GameDocument::chooseNoFollower()
{
    if (stage() != Stage::Deploying && stage() != Stage::Confirming)
        return;
    m_choice = std::optional<Deployment>();
    m_instead.reset();
    if (!m_confirmTurns)
        confirmTurn();
    else
        emit stageChanged();
}

MoveError GameDocument::chooseInstead(const Decision &decision)
{
    if (stage() != Stage::Deploying && stage() != Stage::Confirming)
        return MoveError::WrongPhase;
    if (decision.kind != DecisionKind::DeployAt && decision.kind != DecisionKind::MoveFairy
        && decision.kind != DecisionKind::RemoveKnight)
        return MoveError::WrongPhase;
    if (const MoveError e = game().checkDecision(decision); e != MoveError::None)
        return e;
    m_choice = std::optional<Deployment>(); // no figure on the tile: this instead
    m_instead = decision;
    if (!m_confirmTurns)
        confirmTurn();
    else
        emit stageChanged();
    return MoveError::None;
}

void GameDocument::takeBack()
{
    if (!canTakeBack())
        return;
    ++m_undos;
    rebuild(m_match->turns().size());
    setModified(true);
}

void GameDocument::confirmTurn()
{
    if (stage() != Stage::Confirming)
        return;
    const int firstNewEvent = int(game().events().size());
    const std::size_t turnsBefore = m_match->turns().size();
    [[maybe_unused]] const MoveError e = m_instead ? m_match->apply(*m_instead)
        : *m_choice                                ? m_match->deploy(**m_choice)
                                                   : m_match->pass();
    Q_ASSERT(e == MoveError::None); // checked when chosen; the position has not changed since
    m_instead.reset();
    if (game().phase() == Phase::Module) { // a module holds the turn (the dragon flies) before it goes on
        m_choice.reset();
        m_flightFirstEvent = firstNewEvent;
        m_flightTurnsBefore = turnsBefore;
        emit stageChanged();
        return;
    }
    endTurn(firstNewEvent, turnsBefore);
}

MoveError GameDocument::chooseDragonStep(Position to)
{
    if (stage() != Stage::DragonFlying)
        return MoveError::WrongPhase;
    if (const MoveError e = m_match->apply(Decision::dragonStep(to)); e != MoveError::None)
        return e;
    emit dragonMoved();
    if (game().phase() == Phase::Module)
        emit stageChanged();
    else
        endTurn(m_flightFirstEvent, m_flightTurnsBefore);
    return MoveError::None;
}

// After the deployment decision (and the dragon's flight): the next player, or the builder's
// bonus tile, which keeps the turn going: the record and the tree take whole turns.
void GameDocument::endTurn(int firstNewEvent, std::size_t turnsBefore)
{
    const bool turnEnded = m_match->turns().size() > turnsBefore;
    if (turnEnded)
        m_tree.play(m_match->turns().back()); // the recorded future again is a redo, else a new line
    startTurn();
    setModified(true);
    emit turnFinished(firstNewEvent);
    emit stageChanged();
    emit historyChanged();
    announceHandTile();
    if (turnEnded)
        autosave();
}

void GameDocument::rebuild(std::size_t turns)
{
    m_match->truncate(turns);
    resetPosition();
}

void GameDocument::resetPosition()
{
    startTurn();
    announcePosition();
}

void GameDocument::announcePosition()
{
    emit gameReset();
    emit stageChanged();
    emit historyChanged();
    announceHandTile();
}

void GameDocument::undoTurn()
{
    if (canUndoTurn())
        goTo(m_tree.parent(m_tree.cursor()));
}

void GameDocument::redoTurn()
{
    if (canRedoTurn())
        goTo(m_tree.next(m_tree.cursor()));
}

bool GameDocument::canUndo() const
{
    switch (stage()) {
    case Stage::Deploying:
    case Stage::Confirming:
    case Stage::DragonFlying:
        return canTakeBack();
    case Stage::Placing:
        return canTakeBack() || canUndoTurn(); // within a turn that has a bonus tile, or the turn before
    case Stage::GameOver:
        return canUndoTurn();
    case Stage::NoGame:
        break;
    }
    return false;
}

void GameDocument::undo()
{
    if (!canUndo())
        return;
    if (stage() == Stage::Confirming && !m_deploymentSkipped) { // the figure choice only
        m_choice.reset();
        m_instead.reset();
        ++m_undos;
        setModified(true);
        emit stageChanged();
        emit historyChanged();
        return;
    }
    // The turn being played without its last decision; at a turn's start, the previous turn
    // without its figure choice (its tile lies again). A turn with the builder's bonus tile
    // steps back through both tiles.
    TurnRecord turn = m_match->currentTurn();
    if (turn.decisionCount() == 0) {
        turn = m_tree.node(m_tree.cursor()).turn;
        goTo(m_tree.parent(m_tree.cursor())); // counts the undo
    } else {
        ++m_undos;
    }
    turn.decisions.resize(turn.entriesThrough(turn.decisionCount() - 1));
    replayTurnWith(std::move(turn));
}

// The turn being played again from its start with only the entries of `turn` taken (its
// draws and decisions), then the draws as before. A placement that left no figure to choose
// goes back with its tile.
void GameDocument::replayTurnWith(TurnRecord turn)
{
    while (!turn.decisions.empty() && turn.decisions.back().isDraw())
        turn.decisions.pop_back(); // drawn again below, as recorded
    std::vector<Decision> &decisions = turn.decisions;
    m_match->truncate(m_match->turns().size());
    m_choice.reset();
    m_instead.reset();
    m_deploymentSkipped = false;
    const bool endsPlaced = !decisions.empty() && decisions.back().kind == DecisionKind::Place;
    [[maybe_unused]] const TurnProblem p = m_match->applyDecisions(turn, decisions.size() - (endsPlaced ? 1 : 0));
    Q_ASSERT(!p); // taken in this very position before
    drawAsRecorded();
    if (endsPlaced) {
        Game probe = game();
        std::vector<Decision> open;
        if (probe.apply(decisions.back()) == MoveError::None)
            probe.legalDecisions(open);
        if (open.size() <= 1) { // only a pass: no choice was asked for (see placeTile)
            turn.decisions.resize(turn.entriesThrough(turn.decisionCount() - 1));
            replayTurnWith(std::move(turn));
            return;
        }
    }
    settleHandTile();
    setModified(true);
    emit gameReset();
    emit stageChanged();
    emit historyChanged();
    announceHandTile();
    if (!endsPlaced)
        return;
    // The tile lies again, waiting for its figure choice, as when it was placed.
    const Decision &place = decisions.back();
    if (m_handTile != place.tile) {
        m_handTile = place.tile;
        emit handTileChanged(m_handTile);
    }
    if (m_match->apply(place) != MoveError::None)
        return;
    emit tilePlaced(int(game().lastPlaced()));
    emit stageChanged();
    emit historyChanged();
}

const TurnRecord *GameDocument::redoableTurn() const
{
    if (!canRedoTurn() || stage() == Stage::GameOver)
        return nullptr;
    const TurnRecord &future = m_tree.node(m_tree.next(m_tree.cursor())).turn;
    const std::vector<Decision> &taken = m_match->currentTurn().decisions;
    if (taken.size() > future.decisions.size() || !std::equal(taken.begin(), taken.end(), future.decisions.begin()))
        return nullptr;
    if (m_choice) { // the choice waiting for confirmation must be the recorded one too
        const Decision chosen = m_instead ? *m_instead : *m_choice ? Decision::deploy(**m_choice) : Decision::pass();
        if (taken.size() >= future.decisions.size() || future.decisions[taken.size()] != chosen)
            return nullptr;
    }
    return &future;
}

bool GameDocument::canRedo() const
{
    return redoableTurn() != nullptr;
}

void GameDocument::redo()
{
    const TurnRecord *future = redoableTurn();
    if (!future)
        return;
    const TurnRecord turn = *future; // the tree grows while the turn is played again
    const std::size_t taken = m_match->currentTurn().decisions.size();
    if (taken >= turn.decisions.size())
        return;
    const Decision next = turn.decisions[taken];
    switch (stage()) {
    case Stage::Placing:
        m_handTile = next.tile; // held with others, it is the one played
        placeTile(next.tile, next.placement);
        break;
    case Stage::Deploying:
    case Stage::Confirming:
        // The figure choice, confirmed at once: undo took back both together too.
        m_choice = next.kind == DecisionKind::Deploy ? std::optional<Deployment>(next.deployment)
                                                     : std::optional<Deployment>();
        m_instead.reset();
        if (next.kind == DecisionKind::DeployAt || next.kind == DecisionKind::MoveFairy
            || next.kind == DecisionKind::RemoveKnight)
            m_instead = next; // the portal, the fairy or the princess
        confirmTurn();
        break;
    case Stage::DragonFlying: // the recorded flight's next step
        if (next.kind == DecisionKind::DragonStep)
            chooseDragonStep(next.at);
        break;
    case Stage::NoGame:
    case Stage::GameOver:
        break;
    }
}

void GameDocument::countTakingBack(GameTree::TurnId node)
{
    if (!m_tree.isAncestor(m_tree.cursor(), node) || stage() == Stage::Deploying || stage() == Stage::Confirming
        || stage() == Stage::DragonFlying)
        ++m_undos; // back, or elsewhere: something played is taken back
}

void GameDocument::goTo(GameTree::TurnId node)
{
    if (!hasGame() || !m_tree.contains(node))
        return;
    countTakingBack(node);
    [[maybe_unused]] const TurnProblem problem = moveMatchTo(*m_match, m_tree, node);
    Q_ASSERT(!problem); // every turn of the tree was played from the position before it
    m_tree.setCursor(node);
    resetPosition();
    setModified(true);
    autosave();
}

void GameDocument::goToTurn(int turns)
{
    if (!hasGame() || turns < 0)
        return;
    const std::vector<GameTree::TurnId> line = m_tree.currentLine();
    if (std::size_t(turns) <= line.size())
        goTo(turns == 0 ? GameTree::kRoot : line[std::size_t(turns) - 1]);
}

Match GameDocument::lineEndPosition() const
{
    Match end = *m_match;
    const std::vector<GameTree::TurnId> line = m_tree.currentLine();
    [[maybe_unused]] const TurnProblem problem = moveMatchTo(end, m_tree, line.empty() ? GameTree::kRoot : line.back());
    Q_ASSERT(!problem); // every turn of the tree was played from the position before it
    return end;
}

void GameDocument::goToDecision(GameTree::TurnId node, int decisions)
{
    if (!hasGame() || !m_tree.contains(node))
        return;
    const GameTree::TurnId future = m_tree.next(node);
    const int whole = future == GameTree::kNoNode ? 0 : m_tree.node(future).turn.decisionCount();
    if (decisions <= 0 || whole == 0)
        return goTo(node);
    if (decisions >= whole)
        return goTo(future);
    countTakingBack(node);
    [[maybe_unused]] const TurnProblem problem = moveMatchTo(*m_match, m_tree, node);
    Q_ASSERT(!problem); // every turn of the tree was played from the position before it
    m_tree.setCursor(node);
    startTurn(); // the draws the record fixes
    const TurnRecord &turn = m_tree.node(future).turn;
    [[maybe_unused]] const TurnProblem partial = m_match->applyDecisions(turn, turn.entriesThrough(decisions));
    Q_ASSERT(!partial); // the whole turn was played from this position
    announcePosition();
    setModified(true);
    autosave();
}

void GameDocument::makeMainLine(GameTree::TurnId node)
{
    if (!hasGame() || !m_tree.contains(node))
        return;
    m_tree.makeMainLine(node);
    setModified(true);
    emit historyChanged();
    autosave();
}

void GameDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void GameDocument::autosave()
{
    if (m_autosavePath.isEmpty() || !m_match)
        return;
    // The user's own save is what counts, but a failing autosave is told (once): the game is
    // not safe from a crash. Beside it, the file the game belongs to.
    QString error, failed; // why, and the file that could not be written
    if (!saveGameLog(m_info, *m_match, m_tree, m_undos, m_autosavePath, &error)) {
        failed = m_autosavePath;
        clearFile(m_autosavePath); // an older state, or another game, must not be offered after a crash
    } else if (const QString note = belongsToPath(m_autosavePath); !writeFileAtomically(note, m_filePath.toUtf8(), &error)) {
        failed = note;
        clearFile(note); // an older note would give the game to another file
    }
    const QString problem = failed.isEmpty()
        ? QString()
        : tr("The game could not be autosaved to %1: %2").arg(QDir::toNativeSeparators(failed), error);
    if (problem != m_autosaveProblem) {
        m_autosaveProblem = problem;
        emit autosaveProblemChanged(problem);
    }
}

} // namespace tessera::document
