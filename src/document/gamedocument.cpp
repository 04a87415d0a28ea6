#include "gamedocument.h"

#include "jczimport.h"
#include "safefile.h"
#include "tessera/version.h"

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
    m_deploymentSkipped = false;
    if (game().phase() == Phase::Draw) {
        // The undone future fixes the draw; a record that does not fit draws from the pile.
        const GameTree::TurnId future = m_tree.next(m_tree.cursor());
        if (future == GameTree::kNoNode || m_match->applyDraws(m_tree.node(future).turn))
            m_match->drawRandom();
    }
    settleHandTile();
}

// Announced by announceHandTile() once the new position has been announced: a listener may
// look at the whole position.
void GameDocument::settleHandTile()
{
    if (stage() != Stage::Placing)
        return;
    const auto hand = game().hand(game().currentPlayer());
    const bool kept = m_handTurn == game().turn() && std::find(hand.begin(), hand.end(), m_handTile) != hand.end();
    const TileIndex tile = kept || hand.empty() ? m_handTile : hand.front();
    m_handTurn = game().turn();
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

void GameDocument::startUnsaved(const GameInfo &info, std::unique_ptr<Match> match)
{
    m_info = info;
    m_match = std::move(match);
    m_handTurn = -1;
    m_tree = GameTree::fromTurns(m_match->turns()); // a game continued from a replay has turns
    m_filePath.clear();
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

QList<LogIssue> GameDocument::open(const QString &path)
{
    return load(path, true);
}

QList<LogIssue> GameDocument::resume(const QString &autosavePath)
{
    QList<LogIssue> issues = load(autosavePath, false);
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

void GameDocument::discardAutosave()
{
    if (m_autosavePath.isEmpty())
        return;
    QFile::remove(m_autosavePath);
    QFile::remove(belongsToPath(m_autosavePath));
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
    m_handTurn = -1;
    m_tree = GameTree::fromTurns(m_match->turns());
    // Never write over a damaged log: its valid part is saved elsewhere.
    const bool adopt = adoptPath && loaded.issues.isEmpty();
    m_filePath = adopt ? path : QString();
    emit filePathChanged(m_filePath);
    setModified(!adopt);
    resetPosition();
    return loaded.issues;
}

bool GameDocument::saveAs(const QString &path, QString *error)
{
    if (!m_match || path.isEmpty())
        return false;
    if (!saveGameLog(m_info, *m_match, path, error))
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
    m_deploymentSkipped = false;
    m_tree = GameTree();
    m_filePath.clear();
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
    std::vector<Deployment> deployments;
    game().legalDeployments(deployments);
    if (deployments.empty()) { // nothing to choose: no follower, without asking
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
    if (!m_confirmTurns)
        confirmTurn();
    else
        emit stageChanged();
}

void GameDocument::takeBack()
{
    if (stage() != Stage::Deploying && stage() != Stage::Confirming)
        return;
    rebuild(m_match->turns().size());
}

void GameDocument::confirmTurn()
{
    if (stage() != Stage::Confirming)
        return;
    const int firstNewEvent = int(game().events().size());
    [[maybe_unused]] const MoveError e = *m_choice ? m_match->deploy(**m_choice) : m_match->pass();
    Q_ASSERT(e == MoveError::None); // checked when chosen; the position has not changed since
    m_tree.play(m_match->turns().back()); // the recorded future again is a redo, else a new line
    startTurn();
    setModified(true);
    emit turnFinished(firstNewEvent);
    emit stageChanged();
    emit historyChanged();
    announceHandTile();
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

void GameDocument::goTo(GameTree::TurnId node)
{
    if (!hasGame() || !m_tree.contains(node))
        return;
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
    // Best effort: the user's own save is what counts. Beside it, the file the game belongs to.
    if (saveGameLog(m_info, *m_match, m_autosavePath))
        writeFileAtomically(belongsToPath(m_autosavePath), m_filePath.toUtf8(), nullptr);
}

} // namespace tessera::document
