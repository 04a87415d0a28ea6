#include "gameinvariants.h"

#include "engine/geometry.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tessera::test {

using namespace engine;

PlacedCells::PlacedCells(const Game &game)
{
    const auto &placed = game.board().placed();
    if (placed.empty())
        return;
    m_minX = m_maxX = placed[0].pos.x;
    m_minY = m_maxY = placed[0].pos.y;
    for (const PlacedTile &t : placed) {
        m_minX = std::min(m_minX, t.pos.x);
        m_maxX = std::max(m_maxX, t.pos.x);
        m_minY = std::min(m_minY, t.pos.y);
        m_maxY = std::max(m_maxY, t.pos.y);
    }
    m_width = m_maxX - m_minX + 3;
    m_cells.assign(std::size_t(m_width) * std::size_t(m_maxY - m_minY + 3), kNoTile);
    for (std::size_t i = 0; i < placed.size(); ++i) {
        PlacedIndex &cell = m_cells[index(placed[i].pos)];
        m_clash = m_clash || cell != kNoTile;
        cell = PlacedIndex(i);
    }
    // Empty cells beside a tile, each once: marked in the grid while collected.
    constexpr PlacedIndex kSeen = kNoTile - 1;
    for (const PlacedTile &t : placed)
        for (int side = 0; side < kSides; ++side) {
            const Position q = neighbour(t.pos, side);
            if (m_cells[index(q)] == kNoTile) {
                m_cells[index(q)] = kSeen;
                m_open.push_back(q);
            }
        }
    for (const Position q : m_open)
        m_cells[index(q)] = kNoTile;
}

namespace {

QString at(Position p)
{
    return u"(%1, %2)"_s.arg(p.x).arg(p.y);
}

QString brokenBoard(const Game &game, const PlacedCells &cells)
{
    const Board &board = game.board();
    const auto &placed = board.placed();
    if (cells.clash())
        return u"two tiles share a cell"_s;
    if (const Board::Bounds b = board.bounds();
        b.minX != cells.minX() || b.maxX != cells.maxX() || b.minY != cells.minY() || b.maxY != cells.maxY())
        return u"the board's bounding box differs from its tiles'"_s;
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const PlacedTile &t = placed[i];
        if (board.at(t.pos) != i)
            return u"the board's grid does not hold tile %1 at %2"_s.arg(i).arg(at(t.pos));
        const TileType &type = game.catalog().tile(t.tile).type;
        const EdgeWord edges = board.edgesOf(PlacedIndex(i));
        for (int side = 0; side < kSides; ++side) {
            if (edgeAt(edges, side) != edgeOnBoard(type, t.rotation, side))
                return u"the edges kept for %1 are not its tile's turned by %2"_s.arg(at(t.pos)).arg(t.rotation);
            const PlacedIndex n = cells.at(neighbour(t.pos, side));
            if (n != kNoTile && edgeAt(edges, side) != edgeAt(board.edgesOf(n), opposite(side)))
                return u"edges of %1 and its neighbour on side %2 differ"_s.arg(at(t.pos)).arg(side);
        }
    }

    // The open positions are exactly the empty cells beside a tile, each demanding the edges
    // of its neighbours (in all four lanes).
    const std::vector<Position> &open = cells.openCells();
    if (board.openPositions().size() != open.size())
        return u"%1 open positions, %2 empty cells beside a tile"_s.arg(board.openPositions().size()).arg(open.size());
    for (const Position p : open)
        if (!board.isOpen(p))
            return u"the empty cell %1 beside a tile is not open"_s.arg(at(p));
    for (const OpenPosition &o : board.openPositions()) {
        if (cells.at(o.pos) != kNoTile)
            return u"open position %1 holds a tile"_s.arg(at(o.pos));
        std::uint64_t required = 0, mask = 0;
        for (int side = 0; side < kSides; ++side) {
            const PlacedIndex n = cells.at(neighbour(o.pos, side));
            if (n == kNoTile)
                continue;
            required |= std::uint64_t(edgeAt(board.edgesOf(n), opposite(side))) << (4 * side);
            mask |= std::uint64_t(0xF) << (4 * side);
        }
        if (!mask)
            return u"open position %1 touches no tile"_s.arg(at(o.pos));
        constexpr std::uint64_t lanes = 0x0001000100010001ULL;
        if (o.required != required * lanes || o.mask != mask * lanes)
            return u"open position %1 demands other edges than its neighbours have"_s.arg(at(o.pos));
    }
    return QString();
}

bool surrounded(const PlacedCells &cells, Position p)
{
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (cells.at({p.x + dx, p.y + dy}) == kNoTile)
                return false;
    return true;
}

QString brokenFeatures(const Game &game, const PlacedCells &cells)
{
    const FeatureGraph &graph = game.features();
    const auto &placed = game.board().placed();
    // Open sides per root, counted from the tiles: a side is open when no tile faces it.
    std::vector<int> openSides(graph.size(), 0);
    NodeId next = 0;
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const PlacedTile &t = placed[i];
        const auto &defs = game.catalog().tile(t.tile).type.features;
        if (t.firstNode != next)
            return u"tile %1 starts at node %2, expected %3"_s.arg(at(t.pos)).arg(t.firstNode).arg(next);
        next += NodeId(defs.size());
        if (next > graph.size())
            return u"tile %1 has nodes beyond the %2 feature nodes"_s.arg(at(t.pos)).arg(graph.size());
        for (std::size_t f = 0; f < defs.size(); ++f) {
            const FeatureNode &n = graph.node(t.firstNode + NodeId(f));
            if (n.placed != i || n.local != f || n.kind != defs[f].kind)
                return u"node %1 does not describe feature %2 of %3"_s.arg(t.firstNode + f).arg(f).arg(at(t.pos));
            for (int side = 0; side < kSides; ++side)
                if ((defs[f].sides & (1u << ((side - t.rotation) & 3))) && cells.at(neighbour(t.pos, side)) == kNoTile)
                    ++openSides[graph.find(t.firstNode + NodeId(f))];
        }
    }
    if (next != graph.size())
        return u"%1 feature nodes for tiles with %2 features"_s.arg(graph.size()).arg(next);

    // Figure weight per root, from the figures.
    std::vector<std::array<int, kMaxPlayers>> weights(graph.size());
    std::vector<int> standing(graph.size());         // figures per root, whatever their weight
    for (const DeployedFigure &f : game.figures()) { // brokenInvariant() has checked f.node
        if (f.player >= game.playerCount())
            return u"a figure belongs to player %1 of %2"_s.arg(f.player).arg(game.playerCount());
        const NodeId root = graph.find(f.node);
        if (graph.node(root).kind == FeatureKind::River)
            return u"a figure stands on a river (node %1)"_s.arg(f.node);
        if (graph.node(root).scored)
            return u"a figure stands in a feature already scored (node %1)"_s.arg(f.node);
        // RULES.md: a large follower weighs 2; builders and pigs weigh nothing and are no followers.
        const bool follower = f.figure == FigureKind::Follower || f.figure == FigureKind::LargeFollower;
        weights[root][f.player] += f.figure == FigureKind::LargeFollower ? 2 : follower ? 1 : 0;
        standing[root] += follower ? 1 : 0;
        const FeatureKind kind = graph.node(root).kind;
        if (f.figure == FigureKind::Builder && kind != FeatureKind::Road && kind != FeatureKind::City)
            return u"a builder stands on a feature of kind %1 (node %2)"_s.arg(int(kind)).arg(f.node);
        if (f.figure == FigureKind::Pig && kind != FeatureKind::Field)
            return u"a pig stands on a feature of kind %1 (node %2)"_s.arg(int(kind)).arg(f.node);
    }
    // A builder or pig stays only beside its owner's follower.
    for (const DeployedFigure &f : game.figures())
        if ((f.figure == FigureKind::Builder || f.figure == FigureKind::Pig) && weights[graph.find(f.node)][f.player] == 0)
            return u"player %1's builder or pig stands without a follower of theirs (node %2)"_s.arg(f.player).arg(f.node);
    for (NodeId n = 0; n < graph.size(); ++n) {
        const FeatureNode &node = graph.node(n);
        if (node.root >= graph.size() || graph.node(node.root).root != node.root)
            return u"node %1 names %2 as its root, which is not one"_s.arg(n).arg(node.root);
        if (node.root != n)
            continue; // aggregates live at the roots only
        // Every member of the set names its root directly (find() is one look-up), and the
        // root counts its members.
        NodeId members = 0;
        for (NodeId m = n; members == 0 || m != n; m = graph.node(m).next, ++members)
            if (graph.node(m).root != n || members > graph.size())
                return u"node %1 in the member list of feature %2 names %3 as its root"_s.arg(m).arg(n).arg(
                    graph.node(m).root);
        if (members != node.segments)
            return u"feature %1 counts %2 segments, its member list holds %3"_s.arg(n).arg(node.segments).arg(members);
        for (int p = 0; p < kMaxPlayers; ++p)
            if (node.weight[p] != weights[n][p])
                return u"feature %1 carries weight %2 for player %3, whose figures in it weigh %4"_s.arg(n)
                    .arg(node.weight[p])
                    .arg(p)
                    .arg(weights[n][p]);
        if (node.followers != standing[n])
            return u"feature %1 counts %2 followers, %3 stand in it"_s.arg(n).arg(node.followers).arg(standing[n]);
        const bool sided = node.kind == FeatureKind::Road || node.kind == FeatureKind::City
            || node.kind == FeatureKind::River;
        if (sided && node.openEdges != openSides[n])
            return u"feature %1 counts %2 open sides, %3 face an empty cell"_s.arg(n).arg(node.openEdges).arg(openSides[n]);
        // A turn scores what its tile completed once the deployment is decided (and, with the
        // dragon flying before the scoring, once it has flown).
        const bool completed = ((node.kind == FeatureKind::Road || node.kind == FeatureKind::City) && openSides[n] == 0)
            || (node.kind == FeatureKind::Cloister && surrounded(cells, placed[node.placed].pos));
        if (completed && !node.scored && game.phase() != Phase::Deploy && game.phase() != Phase::Module)
            return u"feature %1 is complete but was not scored"_s.arg(n);
    }
    return QString();
}

// The Princess & the Dragon: the dragon and the fairy stand on placed tiles, never together;
// no figure stands under the dragon; the fairy's follower is where she is.
QString brokenPrincessDragon(const Game &game)
{
    const PrincessDragonState &s = princessDragonState(game);
    const auto tiles = game.board().placed().size();
    if ((s.dragon != kNoTile && s.dragon >= tiles) || (s.fairy != kNoTile && s.fairy >= tiles))
        return u"the dragon or the fairy stands beyond the placed tiles"_s;
    if (s.dragon != kNoTile && s.dragon == s.fairy)
        return u"the dragon stands on the fairy's tile"_s;
    for (const DeployedFigure &f : game.figures())
        if (s.dragon != kNoTile && game.features().node(f.node).placed == s.dragon)
            return u"a figure stands under the dragon (node %1)"_s.arg(f.node);
    if (s.fairyOwner >= 0) {
        const int f = game.followerAt(s.fairyFollower);
        if (f < 0 || game.figures()[std::size_t(f)].player != s.fairyOwner
            || game.features().node(s.fairyFollower).placed != s.fairy)
            return u"the fairy stands by no follower of player %1"_s.arg(s.fairyOwner);
    }
    return QString();
}

QString brokenPlayers(const Game &game)
{
    std::array<int, kMaxPlayers> fromEvents{};
    for (const ScoreEvent &e : game.events()) {
        if (e.players >> game.playerCount())
            return u"a score event names players beyond %1"_s.arg(game.playerCount());
        for (int p = 0; p < game.playerCount(); ++p)
            if (e.players & (1u << p))
                fromEvents[p] += e.points;
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        int sum = 0;
        for (int c = 0; c < kScoreCategories; ++c)
            sum += game.scoreIn(p, ScoreCategory(c));
        if (sum != game.score(p))
            return u"player %1 scores %2, the breakdown adds to %3"_s.arg(p).arg(game.score(p)).arg(sum);
        if (fromEvents[p] != game.score(p))
            return u"player %1 scores %2, the events add to %3"_s.arg(p).arg(game.score(p)).arg(fromEvents[p]);
    }
    if (game.currentPlayer() < 0 || game.currentPlayer() >= game.playerCount())
        return u"the current player is %1 of %2"_s.arg(game.currentPlayer()).arg(game.playerCount());
    return QString();
}

QString brokenTiles(const Game &game)
{
    const auto &tiles = game.catalog().tiles();
    std::vector<int> seen(tiles.size(), 0);
    for (const PlacedTile &t : game.board().placed())
        ++seen[t.tile];
    for (const TileIndex t : game.pile())
        ++seen[t];
    for (const Discard &d : game.discards())
        ++seen[d.tile];
    for (int p = 0; p < game.playerCount(); ++p) {
        if (int(game.hand(p).size()) > game.rules().handSize)
            return u"player %1 holds %2 tiles"_s.arg(p).arg(game.hand(p).size());
        for (const TileIndex t : game.hand(p))
            ++seen[t];
    }
    for (std::size_t t = 0; t < tiles.size(); ++t)
        if (seen[t] != std::max(0, tiles[t].type.count))
            return u"tile %1 is found %2 times, the set has %3"_s.arg(QString::fromStdString(tiles[t].type.id))
                .arg(seen[t])
                .arg(tiles[t].type.count);
    if (game.phase() == Phase::Place && game.hand(game.currentPlayer()).empty())
        return u"placing with an empty hand"_s;
    if (game.phase() == Phase::Deploy && game.lastPlaced() + 1u != game.board().placed().size())
        return u"deploying on tile %1, not on the last placed"_s.arg(game.lastPlaced());
    if (game.isOver()) {
        if (game.tilesLeft() != 0)
            return u"game over with %1 tiles in the pile"_s.arg(game.tilesLeft());
        for (int p = 0; p < game.playerCount(); ++p)
            if (!game.hand(p).empty())
                return u"game over with player %1 holding tiles"_s.arg(p);
    }
    return QString();
}

} // namespace

QString brokenInvariant(const Game &game)
{
    const Board &board = game.board();
    for (std::size_t i = 0; i < board.placed().size(); ++i) {
        const PlacedTile &t = board.placed()[i];
        const EdgeWord edges = board.edgesOf(PlacedIndex(i));
        for (int side = 0; side < kSides; ++side) {
            const PlacedIndex n = board.at(neighbour(t.pos, side));
            if (n == kNoTile)
                continue;
            if (edgeAt(edges, side) != edgeAt(board.edgesOf(n), opposite(side)))
                return u"edges of (%1, %2) and its neighbour on side %3 differ"_s.arg(t.pos.x).arg(t.pos.y).arg(side);
        }
    }
    // Each kind of figure on its own: 7 followers, and the large follower, builder and pig
    // when they play (the pig only with farmers).
    for (int p = 0; p < game.playerCount(); ++p)
        for (int k = 0; k < kFigureKinds; ++k) {
            const auto kind = FigureKind(k);
            const RuleOptions &rules = game.rules();
            const bool one = (kind == FigureKind::LargeFollower && rules.largeFollower)
                || (kind == FigureKind::Builder && rules.builder) || (kind == FigureKind::Pig && rules.pig && rules.farmers);
            const int owned = kind == FigureKind::Follower ? kFollowersPerPlayer : (one ? 1 : 0);
            int onBoard = 0;
            for (const DeployedFigure &f : game.figures())
                onBoard += f.player == p && f.figure == kind ? 1 : 0;
            if (onBoard + game.supply(p, kind) != owned)
                return u"player %1 has %2 figures of kind %3 in supply and %4 on the board, not %5"_s.arg(p)
                    .arg(game.supply(p, kind))
                    .arg(k)
                    .arg(onBoard)
                    .arg(owned);
        }
    for (const DeployedFigure &f : game.figures())
        if (f.node >= game.features().size())
            return u"a figure stands on node %1, beyond the %2 feature nodes"_s.arg(f.node).arg(game.features().size());
    return brokenPrincessDragon(game);
}

QString brokenInvariantThorough(const Game &game)
{
    QString problem = brokenInvariant(game);
    if (!problem.isEmpty())
        return problem;
    const PlacedCells cells(game);
    problem = brokenBoard(game, cells);
    if (problem.isEmpty())
        problem = brokenFeatures(game, cells);
    if (problem.isEmpty())
        problem = brokenPlayers(game);
    if (problem.isEmpty())
        problem = brokenTiles(game);
    return problem;
}

void takeSnapshot(const Game &game, GameSnapshot &out)
{
    const Board &board = game.board();
    out.phase = game.phase();
    out.currentPlayer = game.currentPlayer();
    out.turn = game.turn();
    out.lastPlaced = game.lastPlaced();
    const Board::Bounds b = board.bounds();
    out.bounds = {b.minX, b.maxX, b.minY, b.maxY};
    out.tiles.clear();
    for (std::size_t i = 0; i < board.placed().size(); ++i) {
        const PlacedTile &t = board.placed()[i];
        out.tiles.push_back({t.pos, t.tile, t.rotation, t.firstNode, board.edgesOf(PlacedIndex(i))});
    }
    out.open.clear();
    for (const OpenPosition &o : board.openPositions())
        out.open.push_back({o.pos, o.required, o.mask});
    out.nodes.clear();
    for (NodeId i = 0; i < game.features().size(); ++i) {
        const FeatureNode &n = game.features().node(i);
        out.nodes.push_back({n.root, n.next, n.placed, n.local, n.kind, n.openEdges, n.pennants, n.inns, n.cathedrals,
                             n.followers, n.scored, n.weight});
    }
    out.pile.assign(game.pile().begin(), game.pile().end());
    out.hands.clear();
    out.scores.clear();
    out.supplies.clear();
    for (int p = 0; p < game.playerCount(); ++p) {
        out.hands.push_back(TileIndex(game.hand(p).size()));
        out.hands.insert(out.hands.end(), game.hand(p).begin(), game.hand(p).end());
        out.scores.push_back(game.score(p));
        for (int c = 0; c < kScoreCategories; ++c)
            out.scores.push_back(game.scoreIn(p, ScoreCategory(c)));
        for (int k = 0; k < kFigureKinds; ++k)
            out.supplies.push_back(game.supply(p, FigureKind(k)));
    }
    out.figures = game.figures();
    out.events = game.events();
    out.discards = game.discards();
}

GameSnapshot snapshot(const Game &game)
{
    GameSnapshot s;
    takeSnapshot(game, s);
    return s;
}

QString snapshotDifference(const GameSnapshot &a, const GameSnapshot &b)
{
    const std::pair<bool, const char16_t *> parts[] = {
        {a.phase == b.phase, u"phase"},
        {a.currentPlayer == b.currentPlayer, u"current player"},
        {a.turn == b.turn, u"turn"},
        {a.lastPlaced == b.lastPlaced, u"last placed tile"},
        {a.bounds == b.bounds, u"board bounds"},
        {a.tiles == b.tiles, u"board tiles"},
        {a.open == b.open, u"open positions"},
        {a.nodes == b.nodes, u"feature nodes"},
        {a.pile == b.pile, u"pile"},
        {a.hands == b.hands, u"hands"},
        {a.scores == b.scores, u"scores or breakdown"},
        {a.supplies == b.supplies, u"supplies"},
        {a.figures == b.figures, u"figures"},
        {a.events == b.events, u"score events"},
        {a.discards == b.discards, u"discards"},
    };
    for (const auto &[same, name] : parts)
        if (!same)
            return QString::fromUtf16(name);
    return QString();
}

} // namespace tessera::test
