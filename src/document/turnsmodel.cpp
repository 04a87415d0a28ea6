#include "turnsmodel.h"

#include "eventtext.h"
#include "gamedocument.h"
#include "translations.h"

#include <QCoreApplication>
#include <QPoint>

#include <optional>

namespace tessera::document {

using namespace engine;
using namespace Qt::StringLiterals;

namespace {

QString figureName(FigureKind figure)
{
    return figure == FigureKind::LargeFollower ? TurnsModel::tr("large follower") : TurnsModel::tr("follower");
}

} // namespace

TurnsModel::TurnsModel(GameDocument *document, QObject *parent) : QAbstractItemModel(parent), m_document(document)
{
    connect(document, &GameDocument::historyChanged, this, &TurnsModel::sync);
    connect(document, &GameDocument::gameReset, this, &TurnsModel::sync);
    connect(document, &GameDocument::analysisChanged, this, [this] {
        reviewAnalysis();
        announceEveryRow();
    });
    connect(document, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_layout = {};
        m_scored.clear();
        m_lineState.clear();
        m_reviewed.clear();
        m_reviewedLine.clear();
        endResetModel();
    });
    connect(LanguageWatch::instance(), &LanguageWatch::changed, this, &TurnsModel::retranslate);
    scoreNewTurns();
    m_layout = layout();
    followCursor(document->tree().cursor());
    reviewAnalysis();
}

void TurnsModel::retranslate()
{
    // The reasons of the points are kept as text: the turns are scored again in the new language.
    for (Scored &scored : m_scored)
        scored = {};
    scoreNewTurns();
    reviewAnalysis(); // the sentences
    retranslateModel(this);
}

void TurnsModel::reviewAnalysis()
{
    m_reviewed.clear();
    m_reviewedLine.clear();
    if (m_document && m_document->hasGame() && m_document->info().analysis) {
        const GameTree &tree = m_document->tree();
        m_reviewedLine = tree.mainLine();
        const std::vector<TurnRecord> line = m_reviewedLine.empty() ? std::vector<TurnRecord>{}
                                                                    : tree.turnsTo(m_reviewedLine.back());
        m_reviewed = reviewTurns(m_document->match().setup(), line, *m_document->info().analysis,
                                 m_document->info().playerNames());
    }
    emit reviewsChanged();
}

const std::vector<ReviewedDecision> *TurnsModel::reviewsOf(TurnId node) const
{
    const int depth = m_document->tree().node(node).depth;
    if (node == GameTree::kRoot || depth > int(m_reviewedLine.size()) || m_reviewedLine[std::size_t(depth - 1)] != node
        || std::size_t(depth - 1) >= m_reviewed.size())
        return nullptr;
    return &m_reviewed[std::size_t(depth - 1)];
}

TurnsModel::Layout TurnsModel::layout() const
{
    Layout l;
    if (!m_document || !m_document->hasGame())
        return l;
    const GameTree &tree = m_document->tree();
    l.parentRow.assign(tree.size(), GameTree::kNoNode);
    l.row.assign(tree.size(), 0);
    l.childRows.assign(tree.size(), {});
    l.top.push_back(GameTree::kRoot);
    for (const TurnId n : tree.mainLine()) {
        l.row[n] = int(l.top.size());
        l.top.push_back(n);
    }
    // Each shown turn carries the turns that replace it: a variation's first turn, whose
    // child rows continue that variation's line (and carry its own variations in turn).
    std::vector<TurnId> pending(l.top.begin() + 1, l.top.end());
    const auto addRow = [&l](TurnId parentRow, TurnId n) {
        l.parentRow[n] = parentRow;
        l.row[n] = int(l.childRows[parentRow].size());
        l.childRows[parentRow].push_back(n);
    };
    while (!pending.empty()) {
        const TurnId shown = pending.back();
        pending.pop_back();
        for (const TurnId v : tree.node(tree.parent(shown)).children) {
            if (v == shown)
                continue;
            addRow(shown, v);
            for (TurnId c = tree.next(v); c != GameTree::kNoNode; c = tree.next(c)) {
                addRow(v, c);
                pending.push_back(c);
            }
        }
    }
    return l;
}

void TurnsModel::sync()
{
    // The rows show one game's turns: another game (a new catalog) changes every text, even
    // where its rows are laid out as the last game's were.
    const bool sameGame = m_document->hasGame() && m_scoredFor == m_document->match().setup().catalog;
    scoreNewTurns();
    // An analysis follows the main line: a new game, or another main line, lays it out again.
    bool reviewed = false;
    if (const bool analysed = m_document->hasGame() && m_document->info().analysis;
        analysed != !m_reviewedLine.empty() || (analysed && m_document->tree().mainLine() != m_reviewedLine)) {
        reviewAnalysis();
        reviewed = true;
    }
    // Only the roles of the current line changed: a seek, or the document announcing again.
    const bool onlyTheLine = sameGame && !reviewed;
    Layout next = layout();
    const TurnId cursor = m_document->hasGame() ? m_document->tree().cursor() : GameTree::kRoot;
    // A turn played at the end of the line only adds rows at the end: the views keep their state.
    const std::size_t known = m_layout.parentRow.size();
    const bool appended = next.top.size() > m_layout.top.size() && known > 0
        && std::equal(m_layout.top.begin(), m_layout.top.end(), next.top.begin())
        && std::equal(m_layout.row.begin(), m_layout.row.end(), next.row.begin())
        && std::equal(m_layout.parentRow.begin(), m_layout.parentRow.end(), next.parentRow.begin())
        && std::equal(m_layout.childRows.begin(), m_layout.childRows.end(), next.childRows.begin())
        && std::all_of(next.top.begin() + std::ptrdiff_t(m_layout.top.size()), next.top.end(),
                       [known](TurnId n) { return n >= known; })
        && next.top.size() - m_layout.top.size() == next.parentRow.size() - known;
    const std::vector<std::uint8_t> before = m_lineState;
    const auto announce = [&] {
        if (onlyTheLine)
            announceLineChanges(before);
        else
            announceEveryRow();
    };
    if (next == m_layout) {
        followCursor(cursor);
        announce();
    } else if (appended) {
        beginInsertRows({}, int(m_layout.top.size()), int(next.top.size()) - 1);
        m_layout = std::move(next);
        followCursor(cursor);
        endInsertRows();
        announce();
    } else {
        beginResetModel();
        m_layout = std::move(next);
        followCursor(cursor);
        endResetModel();
    }
}

void TurnsModel::followCursor(TurnId cursor)
{
    m_cursor = cursor;
    m_lineState.assign(m_layout.parentRow.size(), OffTheLine);
    if (!m_document->hasGame() || cursor >= m_lineState.size())
        return;
    const GameTree &tree = m_document->tree();
    m_lineState[GameTree::kRoot] = BeforeCursor;
    for (const TurnId n : tree.pathTo(cursor))
        m_lineState[n] = BeforeCursor;
    m_lineState[cursor] = AtCursor;
    for (TurnId n = tree.next(cursor); n != GameTree::kNoNode && n < m_lineState.size(); n = tree.next(n))
        m_lineState[n] = AfterCursor;
}

void TurnsModel::announceEveryRow()
{
    if (m_layout.top.empty())
        return;
    emit dataChanged(index(0, 0), index(int(m_layout.top.size()) - 1, ColumnCount - 1));
    for (std::size_t n = 0; n < m_layout.childRows.size(); ++n)
        if (const auto &rows = m_layout.childRows[n]; !rows.empty()) {
            const QModelIndex parent = indexOf(TurnId(n));
            emit dataChanged(index(0, 0, parent), index(int(rows.size()) - 1, ColumnCount - 1, parent));
        }
}

void TurnsModel::announceLineChanges(const std::vector<std::uint8_t> &before)
{
    // The changed rows by parent row and row, then one dataChanged() a run of neighbours: a
    // seek along the main line is one run.
    std::vector<std::pair<TurnId, int>> changed;
    for (TurnId n = 0; n < std::min(before.size(), m_lineState.size()); ++n)
        if (before[n] != m_lineState[n])
            changed.emplace_back(m_layout.parentRow[n], m_layout.row[n]);
    std::sort(changed.begin(), changed.end());
    const QList<int> roles{IsCursorRole, IsFutureRole, IsVariationRole};
    for (std::size_t first = 0; first < changed.size();) {
        std::size_t last = first;
        while (last + 1 < changed.size() && changed[last + 1].first == changed[first].first
               && changed[last + 1].second == changed[last].second + 1)
            ++last;
        const TurnId up = changed[first].first;
        const QModelIndex parent = up == GameTree::kNoNode ? QModelIndex() : indexOf(up);
        emit dataChanged(index(changed[first].second, 0, parent), index(changed[last].second, ColumnCount - 1, parent),
                         roles);
        first = last + 1;
    }
}

// Replays the tree once for the turns not scored yet; in play that is the one new turn.
void TurnsModel::scoreNewTurns()
{
    if (!m_document->hasGame()) {
        m_scored.clear();
        m_scoredFor.reset();
        return;
    }
    const GameTree &tree = m_document->tree();
    const Match &live = m_document->match();
    if (m_scoredFor != live.setup().catalog || m_scored.size() > tree.size()) {
        m_scored.clear();
        m_scoredFor = live.setup().catalog;
    }
    m_scored.resize(tree.size());
    QStringList names;
    for (const PlayerInfo &p : m_document->info().players)
        names << p.name;
    std::optional<Match> replay;
    for (TurnId n = 1; n < tree.size(); ++n) {
        Scored &scored = m_scored[n];
        if (scored.known)
            continue;
        scored.known = true;
        if (!replay)
            replay.emplace(live.setup());
        const GameTree::Node &node = tree.node(n);
        if (moveMatchTo(*replay, tree, node.parent))
            continue; // never for turns played through the engine
        const std::size_t before = replay->game().events().size();
        if (replay->applyTurn(node.turn))
            continue;
        Game after = replay->game();
        if (node.children.empty() && after.phase() == Phase::Draw) {
            after.drawRandom(); // the last turn of a line: tiles that fit nowhere may end the game
            if (!after.isOver())
                after = replay->game(); // only the end's final scoring belongs to the turn
        }
        const FarmScoring farms = after.rules().farmScoring;
        scored.points.assign(std::size_t(after.playerCount()), 0);
        for (std::size_t i = before; i < after.events().size(); ++i) {
            const ScoreEvent &e = after.events()[i];
            for (int p = 0; p < after.playerCount(); ++p)
                if (e.players & (1u << p))
                    scored.points[std::size_t(p)] += e.points;
            scored.reasons << describeEvent(e, names, farms);
        }
    }
}

TurnsModel::TurnId TurnsModel::nodeOf(const QModelIndex &index) const
{
    return TurnId(index.internalId());
}

QModelIndex TurnsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return std::size_t(row) < m_layout.top.size() ? createIndex(row, column, quintptr(m_layout.top[std::size_t(row)]))
                                                      : QModelIndex();
    const auto &rows = m_layout.childRows[nodeOf(parent)];
    return std::size_t(row) < rows.size() ? createIndex(row, column, quintptr(rows[std::size_t(row)])) : QModelIndex();
}

QModelIndex TurnsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const TurnId up = m_layout.parentRow[nodeOf(child)];
    return up == GameTree::kNoNode ? QModelIndex() : createIndex(m_layout.row[up], 0, quintptr(up));
}

int TurnsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_layout.top.size());
    return parent.column() == 0 ? int(m_layout.childRows[nodeOf(parent)].size()) : 0;
}

int TurnsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex TurnsModel::indexOf(TurnId node) const
{
    if (node >= m_layout.row.size())
        return {};
    const TurnId up = m_layout.parentRow[node];
    return up == GameTree::kNoNode ? index(m_layout.row[node], 0) : index(m_layout.row[node], 0, indexOf(up));
}

QVariant TurnsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn:
        return tr("Turn");
    case PlayerColumn:
        return tr("Player");
    case TileColumn:
        return tr("Tile");
    case PositionColumn:
        return tr("Position");
    case FiguresColumn:
        return tr("Figures");
    case PointsColumn:
        return tr("Points");
    }
    return {};
}

QVariant TurnsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document || !m_document->hasGame() || nodeOf(index) >= m_layout.row.size()
        || nodeOf(index) >= m_document->tree().size())
        return {};
    return turnData(nodeOf(index), index.column(), role);
}

QVariant TurnsModel::turnData(TurnId node, int column, int role) const
{
    const GameTree &tree = m_document->tree();
    const GameTree::Node &n = tree.node(node);
    const bool start = node == GameTree::kRoot;
    const auto line = node < m_lineState.size() ? LineState(m_lineState[node]) : OffTheLine;
    const PlayerInfo *player = start || n.turn.player >= m_document->info().players.size()
        ? nullptr
        : &m_document->info().players[n.turn.player];
    switch (role) {
    case Qt::DisplayRole:
        return columnText(node, column);
    case Qt::ToolTipRole:
        if (column == NumberColumn && !start)
            if (const auto *reviews = reviewsOf(node); reviews && !reviews->empty())
                return turnData(node, column, ReviewsRole).toStringList().join(u'\n');
        return column == PointsColumn && !start ? QVariant(m_scored[node].reasons.join(u'\n')) : QVariant();
    case NodeRole:
        return uint(node);
    case TurnNumberRole:
        return n.depth;
    case PlayerRole:
        return start ? -1 : n.turn.player;
    case PlayerNameRole:
        return player ? player->name : QString();
    case PlayerColorRole:
        return player ? player->color : QString();
    case TileRole:
        return start ? -1 : int(n.turn.tile());
    case TileIdRole:
        return start ? QString() : QString::fromStdString(m_document->game().catalog().tile(n.turn.tile()).type.id);
    case RotationRole:
        return start ? 0 : n.turn.placement().placement.rotation;
    case PositionRole: {
        const Position p = n.turn.placement().placement.pos;
        return start ? QVariant() : QVariant(QPoint(p.x, p.y));
    }
    case PointsRole: {
        QVariantList points;
        for (const int p : m_scored[node].points)
            points << p;
        return points;
    }
    case ReasonsRole:
        return m_scored[node].reasons;
    case IsCursorRole:
        return node == m_cursor;
    case IsFutureRole:
        return line == AfterCursor;
    case IsVariationRole:
        return line == OffTheLine;
    case IsMainLineRole:
        return tree.isOnMainLine(node);
    case MarkRole: {
        const auto *reviews = reviewsOf(node);
        return int(reviews ? worstMark(*reviews) : ai::Mark::None);
    }
    case ReviewsRole: {
        QStringList sentences;
        if (const auto *reviews = reviewsOf(node))
            for (const ReviewedDecision &r : *reviews)
                sentences << r.sentence;
        return sentences;
    }
    }
    return {};
}

QString TurnsModel::columnText(TurnId node, int column) const
{
    const GameTree::Node &n = m_document->tree().node(node);
    if (node == GameTree::kRoot)
        return column == NumberColumn ? tr("Start of the game") : QString(); // the views span it
    const TurnRecord &turn = n.turn;
    const Game &game = m_document->game();
    switch (column) {
    case NumberColumn:
        return QString::number(n.depth);
    case PlayerColumn:
        return turn.player < m_document->info().players.size() ? m_document->info().players[turn.player].name : QString();
    // A turn with the builder's bonus tile places two tiles: each column lists both, in order.
    case TileColumn: {
        QStringList tiles;
        for (const Decision &d : turn.decisions)
            if (d.kind == DecisionKind::Place)
                tiles << describeTile(game, d.tile);
        return tiles.size() > 1 ? tr("%1, then the bonus tile %2").arg(tiles[0], tiles[1]) : tiles.value(0);
    }
    case PositionColumn: {
        QStringList cells;
        for (const Decision &d : turn.decisions) {
            if (d.kind != DecisionKind::Place)
                continue;
            const Placement p = d.placement;
            const QString cell = tr("%1, %2").arg(p.pos.x).arg(p.pos.y);
            cells << (p.rotation == 0 ? cell : tr("%1, turned %2°").arg(cell).arg(p.rotation * 90));
        }
        return cells.join(u"; "_s);
    }
    case FiguresColumn: {
        QStringList texts;
        int dragonSteps = 0;
        const TileType *type = nullptr; // of the tile the figure goes on: the last one placed
        for (const Decision &d : turn.decisions) {
            if (d.kind == DecisionKind::Place)
                type = &game.catalog().tile(d.tile).type;
            else if (d.kind == DecisionKind::Pass)
                texts << tr("none");
            else if (d.kind == DecisionKind::Deploy && type && d.deployment.feature < type->features.size())
                texts << tr("%1 on the %2")
                             .arg(figureName(d.deployment.figure),
                                  featureKindText(type->features[d.deployment.feature].kind));
            else if (d.kind == DecisionKind::DeployAt)
                texts << tr("%1 through the portal at %2, %3").arg(figureName(d.deployment.figure)).arg(d.at.x).arg(d.at.y);
            else if (d.kind == DecisionKind::MoveFairy)
                texts << tr("the fairy to %1, %2").arg(d.at.x).arg(d.at.y);
            else if (d.kind == DecisionKind::RemoveKnight)
                texts << tr("a knight at %1, %2 sent home").arg(d.at.x).arg(d.at.y);
            else if (d.kind == DecisionKind::DragonStep)
                ++dragonSteps;
        }
        if (dragonSteps > 0)
            texts << tr("the dragon flew %n tiles", nullptr, dragonSteps);
        return texts.join(u"; "_s);
    }
    case PointsColumn: {
        QStringList texts;
        const std::vector<int> &points = m_scored[node].points;
        for (std::size_t p = 0; p < points.size(); ++p)
            if (points[p] != 0)
                texts << tr("%1 +%2")
                             .arg(p < std::size_t(m_document->info().players.size())
                                      ? m_document->info().players[qsizetype(p)].name
                                      : QString())
                             .arg(points[p]);
        return texts.join(u", "_s);
    }
    }
    return {};
}

} // namespace tessera::document
