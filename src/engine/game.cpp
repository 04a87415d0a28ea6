#include "game.h"
#include "gamevisitors.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>

namespace tessera::engine {

// --- queries -----------------------------------------------------------------------------

std::uint32_t Game::markTiles() const
{
    m_tileMarks.resize(m_board.placed().size(), 0);
    return ++m_tileEpoch;
}

int Game::featureTileCount(NodeId n) const
{
    const std::uint32_t epoch = markTiles();
    int count = 0;
    m_features.forEachMember(m_features.find(n), [&](NodeId m) {
        std::uint32_t &mark = m_tileMarks[m_features.node(m).placed];
        if (mark != epoch) {
            mark = epoch;
            ++count;
        }
    });
    return count;
}

void Game::featureTiles(NodeId n, std::vector<Position> &out) const
{
    out.clear();
    const std::uint32_t epoch = markTiles();
    m_features.forEachMember(m_features.find(n), [&](NodeId m) {
        const auto placed = m_features.node(m).placed;
        if (m_tileMarks[placed] != epoch) {
            m_tileMarks[placed] = epoch;
            out.push_back(m_board.placed()[placed].pos);
        }
    });
}

// --- draw --------------------------------------------------------------------------------

void Game::enterDraw()
{
    m_phase = Phase::Draw;
    ++m_turn;
    discardHeldUnplaceable();
    settleDraw();
    if (m_phase != Phase::GameOver && m_modules.watchesTurnStarts())
        m_modules.turnStarted(*this, m_moduleState); // which ask turnBegins() when it matters
}

// RULES.md: the game ends after the turn in which the last tile is placed. Only a placement
// changes where tiles fit, so when no tile left fits anywhere the turn just opened only
// discards them and never begins (no turn-start points); JCloisterZone begins it all the same.
bool Game::turnBegins() const
{
    if (m_rules.turnAfterLastPlacement)
        return true;
    for (int p = 0; p < m_playerCount; ++p)
        for (const TileIndex t : hand(p))
            if (hasLegalPlacement(t))
                return true;
    // From the back: the next tiles to come mostly fit, which ends the search at once.
    // The draw asks again of the tile that comes next: the answer is noted for it.
    return std::any_of(m_pile.rbegin(), m_pile.rend(), [&](TileIndex t) { return fitsNoted(t); });
}

void Game::discardHeldUnplaceable()
{
    auto &hand = m_hands[m_current];
    auto &count = m_handCount[m_current];
    for (int i = 0; i < count;) {
        if (hasLegalPlacement(hand[i])) {
            ++i;
            continue;
        }
        m_discards.push_back({m_turn, hand[i]});
        std::copy(hand.begin() + i + 1, hand.begin() + count, hand.begin() + i);
        --count;
    }
}

void Game::settleDraw()
{
    if (m_handCount[m_current] < m_rules.handSize && !m_pile.empty())
        return; // still drawing
    if (m_handCount[m_current] > 0) {
        m_phase = Phase::Place;
        return;
    }
    if (m_tilesThisTurn > 0) { // another tile of this turn fitted nowhere and the pile is empty
        continueTurn();
        return;
    }
    // The pile is empty and this player holds nothing: play passes to whoever still holds
    // tiles (only with larger hands); when nobody does, the game is over.
    // Counted from the player whose hand ran out: m_current moves as holders are visited.
    const int emptyHanded = m_current;
    for (int i = 1; i < m_playerCount; ++i) {
        const int p = (emptyHanded + i) % m_playerCount;
        if (m_handCount[p] == 0)
            continue;
        m_current = p;
        discardHeldUnplaceable();
        if (m_handCount[p] > 0) {
            m_phase = Phase::Place;
            return;
        }
    }
    --m_turn; // the turn just opened is never played: final scoring belongs to the last one
    finalScoring();
    m_phase = Phase::GameOver;
}

void Game::drawRandom()
{
    TileIndex tile = 0;
    while (m_phase == Phase::Draw)
        drawNext(tile);
}

// The pile's order is the draw order (the modules arranged it), so its back goes, unless a
// module holds it back (a dragon tile before the volcano): then the nearest tile that may come
// does, and the tiles held back wait in the pile.
std::vector<TileIndex>::reverse_iterator Game::nextInPile()
{
    auto it = m_pile.rbegin();
    if (m_modules.restrictsDraws()) {
        const auto allowed = std::find_if(it, m_pile.rend(), [&](TileIndex t) { return m_modules.mayDraw(*this, t); });
        if (allowed != it && allowed != m_pile.rend()) {
            it = allowed;
            m_tilesHeldBack = true;
        }
    }
    return it;
}

DrawResult Game::drawNext(TileIndex &tile)
{
    return drawNext(tile, [](TileIndex) { return false; });
}

DrawResult Game::checkDraw(TileIndex tile) const
{
    if (m_phase != Phase::Draw)
        return DrawResult::WrongPhase;
    if (std::find(m_pile.rbegin(), m_pile.rend(), tile) == m_pile.rend())
        return DrawResult::NotInPile;
    if (m_modules.restrictsDraws() && !m_modules.mayDraw(*this, tile))
        return DrawResult::NotYet;
    return hasLegalPlacement(tile) ? DrawResult::Drawn : DrawResult::Discarded;
}

DrawResult Game::drawTile(TileIndex tile)
{
    if (m_phase != Phase::Draw)
        return DrawResult::WrongPhase;
    auto it = std::find(m_pile.rbegin(), m_pile.rend(), tile);
    if (it == m_pile.rend())
        return DrawResult::NotInPile;
    if (m_modules.restrictsDraws() && !m_modules.mayDraw(*this, tile))
        return DrawResult::NotYet;
    return takeFromPile(it);
}

DrawResult Game::takeFromPile(std::vector<TileIndex>::reverse_iterator it)
{
    const TileIndex tile = *it;
    std::iter_swap(it, m_pile.rbegin());
    m_pile.pop_back();
    m_modules.drawn(*this, m_moduleState, tile);
    DrawResult result = DrawResult::Drawn;
    if (fitsAsNoted(tile)) {
        m_hands[m_current][m_handCount[m_current]++] = tile;
    } else {
        m_discards.push_back({m_turn, tile});
        result = DrawResult::Discarded;
    }
    settleDraw();
    return result;
}

// --- place -------------------------------------------------------------------------------

bool Game::fitsNoted(TileIndex tile) const
{
    const bool fits = hasLegalPlacement(tile);
    m_fitNote = {tile, m_board.placed().size(), fits};
    return fits;
}

bool Game::fitsAsNoted(TileIndex tile) const
{
    if (m_fitNote.placed != m_board.placed().size() || m_fitNote.tile != tile)
        return hasLegalPlacement(tile);
    assert(m_fitNote.fits == hasLegalPlacement(tile)); // debug builds ask again and compare
    return m_fitNote.fits;
}

bool Game::hasLegalPlacement(TileIndex tile) const
{
    if (m_modules.restrictsPlacements(m_catalog->tile(tile))) {
        bool any = false;
        forEachAllowedPlacement(tile, [&](Placement) { return any = true; });
        return any;
    }
    // Newest first: the open positions opened last have the fewest neighbours, and a tile that
    // fits at all mostly fits there, while the old ones are the tight spots left over.
    const std::uint64_t edges = m_catalog->tile(tile).edgesByRotation;
    const auto &open = m_board.openPositions();
    for (auto o = open.rbegin(); o != open.rend(); ++o)
        if (fittingRotations(edges, o->required, o->mask))
            return true;
    return false;
}

void Game::legalPlacements(TileIndex tile, std::vector<Placement> &out) const
{
    out.clear();
    out.reserve(4 * m_board.openPositions().size());
    forEachLegalPlacement(tile, [&](Placement p) {
        out.push_back(p);
        return false;
    });
}

int Game::legalPlacementCount(TileIndex tile) const
{
    if (m_modules.restrictsPlacements(m_catalog->tile(tile))) {
        int count = 0;
        forEachAllowedPlacement(tile, [&](Placement) {
            ++count;
            return false;
        });
        return count;
    }
    const std::uint64_t edges = m_catalog->tile(tile).edgesByRotation;
    int count = 0;
    for (const OpenPosition &o : m_board.openPositions())
        count += countRotations(fittingRotations(edges, o.required, o.mask));
    return count;
}

Placement Game::legalPlacement(TileIndex tile, int n) const
{
    if (m_modules.restrictsPlacements(m_catalog->tile(tile))) {
        Placement found;
        forEachAllowedPlacement(tile, [&](Placement p) {
            found = p;
            return n-- == 0;
        });
        return found;
    }
    const std::uint64_t edges = m_catalog->tile(tile).edgesByRotation;
    for (const OpenPosition &o : m_board.openPositions()) {
        std::uint64_t fits = fittingRotations(edges, o.required, o.mask);
        const int here = countRotations(fits);
        if (n >= here) {
            n -= here;
            continue;
        }
        for (; n > 0; --n)
            fits &= fits - 1;
        return {o.pos, std::countr_zero(fits) / 16};
    }
    return {};
}

bool Game::randomPlacement(TileIndex tile, Random &random, Placement &out) const
{
    if (triedPlacement(tile, random, out))
        return true;
    // A tile that rarely fits: its placements counted, then the n-th found. By its edges alone
    // the count takes no branch per open position (a walk that listed them as it went ended at
    // an unpredictable count of rotations at every position); where the modules have a say (a
    // river tile), every fitting placement is put to them, so one walk keeps the first few.
    if (!m_modules.restrictsPlacements(m_catalog->tile(tile))) {
        const int count = legalPlacementCount(tile);
        if (count == 0)
            return false;
        out = legalPlacement(tile, int(random.below(std::uint32_t(count))));
        return true;
    }
    std::array<Placement, 16> first;
    int count = 0;
    forEachAllowedPlacement(tile, [&](Placement p) {
        if (count < int(first.size()))
            first[std::size_t(count)] = p;
        ++count;
        return false;
    });
    if (count == 0)
        return false;
    const int n = int(random.below(std::uint32_t(count)));
    out = n < int(first.size()) ? first[std::size_t(n)] : legalPlacement(tile, n);
    return true;
}

bool Game::triedPlacement(TileIndex tile, Random &random, Placement &out) const
{
    // Each try is an open position and a rotation, all equally likely, so the first that fits
    // is uniform among the legal placements.
    constexpr int kTries = 16;
    const auto &open = m_board.openPositions();
    const CompiledTile &t = m_catalog->tile(tile);
    const bool restricted = m_modules.restrictsPlacements(t);
    const auto choices = std::uint32_t(4 * open.size());
    for (int i = 0; i < kTries && choices > 0; ++i) {
        const std::uint32_t r = random.below(choices);
        const OpenPosition &o = open[r / 4];
        const int rotation = int(r % 4);
        if (!((fittingRotations(t.edgesByRotation, o.required, o.mask) >> (16 * rotation + 15)) & 1u))
            continue;
        const Placement p{o.pos, rotation};
        if (restricted && !(m_modules.mayPlaceAt(o.requiredEdges()) && modulesAllow(tile, p, o.requiredEdges())))
            continue;
        out = p;
        return true;
    }
    return false;
}

MoveError Game::checkPlacement(TileIndex tile, Placement p) const
{
    if (m_phase != Phase::Place)
        return MoveError::WrongPhase;
    const auto h = hand(m_current);
    if (std::find(h.begin(), h.end(), tile) == h.end())
        return MoveError::TileNotAvailable;
    if (p.rotation < 0 || p.rotation > 3)
        return MoveError::BadRotation;
    // With the start tile on the board, a fit means an open cell: the reason is looked for only when it does not fit.
    if (!m_board.fits(p.pos, m_catalog->tile(tile).rotations[p.rotation].edges)) {
        if (!m_board.isEmpty(p.pos))
            return MoveError::PositionTaken;
        if (!m_board.isOpen(p.pos))
            return MoveError::NotAdjacent;
        return MoveError::EdgeMismatch;
    }
    if (m_modules.restrictsPlacements(m_catalog->tile(tile)) && !modulesAllow(tile, p, m_board.requiredAt(p.pos)))
        return MoveError::PlacementForbidden;
    return MoveError::None;
}

void Game::putTile(TileIndex tile, Placement p)
{
    const CompiledTile &t = m_catalog->tile(tile);
    const CompiledRotation &rot = t.rotations[p.rotation];
    const auto firstNode = NodeId(m_features.size());
    const PlacedIndex placed = m_board.place(p.pos, tile, p.rotation, rot.edges, firstNode);
    m_features.addTile(placed, t.nodes);
    for (std::uint32_t c = t.cloisters, f = 0; c; c >>= 1, ++f)
        if (c & 1u)
            m_openCloisters.push_back({firstNode + f, p.pos, m_board.occupiedNeighbours(p.pos)});

    // A pass per side with a neighbour, found without a branch per side (which sides have one
    // is anyone's guess).
    const std::array<PlacedIndex, kSides> neighbours = m_board.sideNeighbours(p.pos);
    unsigned present = 0;
    for (int side = 0; side < kSides; ++side)
        present |= unsigned(neighbours[std::size_t(side)] != kNoTile) << side;
    for (; present; present &= present - 1) {
        const int side = std::countr_zero(present);
        const PlacedTile &o = m_board.placed()[neighbours[std::size_t(side)]];
        const CompiledRotation &orot = m_catalog->tile(o.tile).rotations[o.rotation];
        const std::uint8_t a = rot.sideFeature[side];
        const std::uint8_t b = orot.sideFeature[opposite(side)];
        if (a != kNoFeature && b != kNoFeature)
            m_features.connectEdge(firstNode + a, o.firstNode + b);
        // The two halves of a side: usually one field on each tile, united once.
        const std::uint8_t fa0 = rot.halfFeature[2 * side], fa1 = rot.halfFeature[2 * side + 1];
        const std::uint8_t fb0 = orot.halfFeature[facingHalfEdge(2 * side)];
        const std::uint8_t fb1 = orot.halfFeature[facingHalfEdge(2 * side + 1)];
        if (fa0 != kNoFeature && fb0 != kNoFeature)
            m_features.unite(firstNode + fa0, o.firstNode + fb0);
        if (fa1 != kNoFeature && fb1 != kNoFeature && (fa1 != fa0 || fb1 != fb0))
            m_features.unite(firstNode + fa1, o.firstNode + fb1);
    }
    m_lastPlaced = placed;
}

MoveError Game::place(TileIndex tile, Placement p)
{
    if (const MoveError e = checkPlacement(tile, p); e != MoveError::None)
        return e;
    placeTile(tile, p);
    return MoveError::None;
}

void Game::placeTile(TileIndex tile, Placement p)
{
    auto &hand = m_hands[m_current];
    auto &count = m_handCount[m_current];
    const auto it = std::find(hand.begin(), hand.begin() + count, tile);
    std::copy(it + 1, hand.begin() + count, it);
    --count;
    ++m_tilesThisTurn;
    const bool reshuffle = m_modules.placed(*this, m_moduleState, tile, p);
    const std::size_t olderCloisters = m_openCloisters.size();
    putTile(tile, p);
    if (reshuffle) { // the tiles held back go back in, anywhere
        m_tilesHeldBack = false;
        for (std::size_t i = m_pile.size(); i > 1; --i)
            std::swap(m_pile[i - 1], m_pile[m_random.below(std::uint32_t(i))]);
    }
    m_phase = Phase::Deploy;
    m_deploymentCount = -1;
    m_askAtEnd |= m_modules.tilePlaced(*this, m_moduleState);

    // Note what this tile completed; it is scored after the deployment decision.
    m_completedThisTurn.clear();
    const PlacedTile &placed = m_board.placed()[m_lastPlaced];
    auto note = [&](NodeId root) {
        if (std::find(m_completedThisTurn.begin(), m_completedThisTurn.end(), root) == m_completedThisTurn.end())
            m_completedThisTurn.push_back(root);
    };
    for (std::uint32_t rc = m_catalog->tile(tile).roadsAndCities; rc; rc &= rc - 1) { // a pass per road or city
        const NodeId root = m_features.find(placed.firstNode + NodeId(std::countr_zero(rc)));
        if (m_features.node(root).openEdges == 0 && !m_features.node(root).scored)
            note(root);
    }
    // The tile is one of the eight around each open cloister in the 3x3 square about it (one
    // unsigned compare per axis). Counted without a branch per cloister, since which are near is
    // anyone's guess; the cloisters it surrounds are rare, and looked for only when there are some.
    // The tile's own cloisters (putTile added them last) came with their neighbours counted.
    bool surrounded = false;
    for (std::size_t i = 0; i < olderCloisters; ++i) {
        OpenCloister &c = m_openCloisters[i];
        const bool near = (unsigned(c.pos.x - p.pos.x + 1) <= 2u) & (unsigned(c.pos.y - p.pos.y + 1) <= 2u);
        c.neighbours += int(near);
        surrounded |= c.neighbours == 8;
    }
    for (std::size_t i = olderCloisters; i < m_openCloisters.size(); ++i)
        surrounded |= m_openCloisters[i].neighbours == 8;
    if (surrounded)
        std::erase_if(m_openCloisters, [&](const OpenCloister &c) {
            if (c.neighbours < 8)
                return false;
            note(c.node);
            return true;
        });
}

// --- deploy ------------------------------------------------------------------------------

MoveError Game::checkDeployment(Deployment d) const
{
    if (m_phase != Phase::Deploy)
        return MoveError::WrongPhase;
    const PlacedTile &placed = m_board.placed()[m_lastPlaced];
    const auto &defs = m_catalog->tile(placed.tile).type.features;
    if (d.feature >= defs.size())
        return MoveError::NoSuchFeature;
    if (std::size_t(d.figure) >= std::size_t(kFigureKinds))
        return MoveError::UnknownFigure;
    if (!m_modules.mayStandOn(d.figure, defs[d.feature].kind))
        return MoveError::FeatureNotAllowed;
    if (m_modules.restrictsDeployments() && !mayDeployOnTile(m_lastPlaced))
        return MoveError::DragonThere;
    if (supply(m_current, d.figure) == 0)
        return MoveError::NoFigureLeft;
    const FeatureNode &root = m_features.node(m_features.find(placed.firstNode + d.feature));
    if (!isFollower(d.figure)) {
        if (root.weight[m_current] == 0)
            return MoveError::NoOwnFollower;
        const bool offCompleted = root.openEdges == 0 && ((kindsOffCompleted() >> unsigned(d.figure)) & 1u);
        return offCompleted ? MoveError::FeatureCompleted : MoveError::None;
    }
    if (root.followers != 0)
        return MoveError::FeatureOccupied;
    return MoveError::None;
}

// JCloisterZone keeps the builder off a road or city that the tile just placed completes
// (RULES.md allows it: the builder comes home in the turn's scoring, having done nothing).
unsigned Game::kindsOffCompleted() const
{
    return m_rules.builderOnCompletedFeature ? 0u : 1u << unsigned(FigureKind::Builder);
}

void Game::legalDeployments(std::vector<Deployment> &out) const
{
    out.clear();
    forEachDeployment([&](Deployment d) {
        out.push_back(d);
        return false;
    });
}

int Game::legalDeploymentCount() const
{
    if (m_phase != Phase::Deploy)
        return 0;
    if (m_deploymentCount < 0)
        findDeployments();
    return m_deploymentCount;
}

Deployment Game::legalDeployment(int n) const
{
    [[maybe_unused]] const int count = legalDeploymentCount(); // finds them when not yet known
    assert(n >= 0 && n < count);
    return m_deployments[std::size_t(n)];
}

namespace {

// Writes the deployments on `feature` of the figure kinds in `kinds` (bit k: FigureKind k), in the
// order of the kinds, into the four entries at `out`, whatever follows the last of them.
void writeDeployments(Deployment *out, unsigned kinds, std::uint8_t feature)
{
    using Four = std::array<Deployment, kFigureKinds>;
    static_assert(sizeof(Four) == sizeof(std::uint64_t) && kFigureKinds == 4); // bitsInNibble counts them
    static constexpr auto rows = [] {
        std::array<std::uint64_t, 1u << kFigureKinds> t{};
        for (unsigned set = 0; set < t.size(); ++set) {
            Four four{};
            for (int k = 0, n = 0; k < kFigureKinds; ++k)
                if (set & (1u << k))
                    four[std::size_t(n++)].figure = FigureKind(k);
            t[set] = std::bit_cast<std::uint64_t>(four);
        }
        return t;
    }();
    // The feature in each entry: a 1 in each feature byte times the feature.
    constexpr Four ones{Deployment{1, FigureKind(0)}, Deployment{1, FigureKind(0)}, Deployment{1, FigureKind(0)},
                        Deployment{1, FigureKind(0)}};
    const std::uint64_t word = rows[kinds] | std::bit_cast<std::uint64_t>(ones) * feature;
    std::memcpy(static_cast<void *>(out), &word, sizeof word);
}

} // namespace

void Game::findDeployments() const
{
    // Each candidate is written and counted only if it qualifies, without a branch: whether a
    // feature of a random tile is free cannot be predicted. (There is room for every
    // candidate, so writing one past the last counted stays inside the array.)
    int count = 0;
    const auto addIf = [&](bool qualifies, std::size_t feature, FigureKind kind) {
        m_deployments[std::size_t(count)] = Deployment{std::uint8_t(feature), kind};
        count += int(qualifies);
    };
    const auto finish = [&] { m_deploymentCount = count; };
    // The kinds of figure the player has left (bit k: FigureKind k), usually just the follower.
    unsigned kinds = 0;
    for (int k = 0; k < kFigureKinds; ++k)
        kinds |= unsigned(m_supply[m_current][std::size_t(k)] != 0) << k;
    if (kinds == 0)
        return finish();
    const bool restricted = m_modules.restrictsDeployments();
    if (restricted && !mayDeployOnTile(m_lastPlaced))
        return finish();
    const PlacedTile &placed = m_board.placed()[m_lastPlaced];
    const auto &defs = m_catalog->tile(placed.tile).type.features;
    const std::size_t features = std::min(defs.size(), std::size_t(kMaxFeaturesPerTile)); // as validated
    // Followers only, allowed on every kind of feature (the base game, and the Princess & the
    // Dragon off the dragon's tile): one on every free feature.
    constexpr unsigned follower = 1u << unsigned(FigureKind::Follower);
    if (kinds == follower && m_modules.standsAnywhere(FigureKind::Follower)) {
        for (std::size_t f = 0; f < features; ++f)
            addIf(m_features.node(m_features.find(placed.firstNode + NodeId(f))).followers == 0, f, FigureKind::Follower);
        return finish();
    }
    // Per feature, the kinds that qualify as one mask, and the deployments it stands for written
    // from a table, four at once (only the qualifying ones counted): loops over the kinds, or
    // over the kinds left, ended at unpredictable counts.
    constexpr unsigned followers = (1u << unsigned(FigureKind::Follower)) | (1u << unsigned(FigureKind::LargeFollower));
    constexpr unsigned others = (1u << unsigned(FigureKind::Builder)) | (1u << unsigned(FigureKind::Pig));
    const unsigned offCompleted = kindsOffCompleted();
    for (std::size_t f = 0; f < features; ++f) {
        const FeatureNode &root = m_features.node(m_features.find(placed.firstNode + NodeId(f)));
        // A follower claims a feature nobody holds; a builder or pig joins its owner's.
        const unsigned room = (followers & -unsigned(root.followers == 0))
            | (others & -unsigned(root.weight[m_current] != 0) & ~(offCompleted & -unsigned(root.openEdges == 0)));
        const unsigned qualify = kinds & room & m_modules.figuresAllowedOn(defs[f].kind);
        writeDeployments(&m_deployments[std::size_t(count)], qualify, std::uint8_t(f));
        count += bitsInNibble(qualify);
    }
    finish();
}

MoveError Game::deploy(Deployment d)
{
    // One of the deployments found for this step is legal; anything else is checked for the reason.
    const auto known = m_deployments.begin() + std::max(m_deploymentCount, 0);
    if (m_phase != Phase::Deploy || std::find(m_deployments.begin(), known, d) == known)
        if (const MoveError e = checkDeployment(d); e != MoveError::None)
            return e;
    deployFigure(d);
    return MoveError::None;
}

void Game::deployFigure(Deployment d)
{
    addFigure(m_board.placed()[m_lastPlaced].firstNode + d.feature, d.figure);
    finishTurn();
}

void Game::addFigure(NodeId node, FigureKind figure)
{
    FeatureNode &root = m_features.node(m_features.find(node));
    root.weight[m_current] = std::uint8_t(root.weight[m_current] + figureWeight(figure));
    root.followers = std::uint8_t(root.followers + (isFollower(figure) ? 1 : 0));
    --m_supply[m_current][std::size_t(figure)];
    m_figures.push_back({node, std::uint8_t(m_current), figure, m_features.node(node).placed});
    m_deploymentCount = -1;
}

void Game::sendHome(std::size_t i)
{
    const DeployedFigure f = m_figures[i];
    const NodeId root = m_features.find(f.node);
    FeatureNode &r = m_features.node(root);
    r.weight[f.player] = std::uint8_t(r.weight[f.player] - figureWeight(f.figure));
    r.followers = std::uint8_t(r.followers - (isFollower(f.figure) ? 1 : 0));
    ++m_supply[f.player][std::size_t(f.figure)];
    m_figures.erase(m_figures.begin() + std::ptrdiff_t(i));
    m_deploymentCount = -1;
    if (!isFollower(f.figure) || r.weight[f.player] != 0)
        return;
    // Traders & Builders: a builder or pig stays only beside a follower of its owner.
    std::erase_if(m_figures, [&](const DeployedFigure &g) {
        if (g.player != f.player || isFollower(g.figure) || m_features.find(g.node) != root)
            return false;
        ++m_supply[g.player][std::size_t(g.figure)];
        return true;
    });
}

int Game::followerAt(NodeId n) const
{
    for (std::size_t i = 0; i < m_figures.size(); ++i)
        if (m_figures[i].node == n && isFollower(m_figures[i].figure))
            return int(i);
    return -1;
}

void Game::awardEvent(const ScoreEvent &e)
{
    award(e.players, e.points, categoryOf(e));
    m_events.push_back(e);
}

MoveError Game::pass()
{
    if (m_phase != Phase::Deploy)
        return MoveError::WrongPhase;
    finishTurn();
    return MoveError::None;
}

// --- scoring -----------------------------------------------------------------------------

// After the deployment decision: the scoring, then the next player. At each stage of the
// turn's end (before the scoring, after it, at its very end) the modules are asked in turn
// whether they hold the turn: for decisions of their own (the dragon's flight) or for another
// tile of the same player (the builder's bonus tile).
void Game::finishTurn()
{
    if (m_askAtEnd == 0) { // no module asked to hold this turn (the base game: never)
        scoreTurn();
        nextPlayer();
        return;
    }
    m_stage = TurnStage::BeforeScoring;
    m_nextToAsk = 0;
    continueTurn();
}

void Game::continueTurn()
{
    m_holder = -1;
    for (;;) {
        while (m_nextToAsk < m_modules.turnHolders()) {
            const int module = m_nextToAsk++;
            if (!((m_askAtEnd >> unsigned(module)) & 1u))
                continue;
            switch (m_modules.holdsTurn(module, *this, m_moduleState, m_stage)) {
            case TurnHold::None:
                break;
            case TurnHold::Decisions:
                m_holder = module;
                m_phase = Phase::Module;
                return;
            case TurnHold::AnotherTile:
                m_askAtEnd = 0; // the first tile's holds are over; the next tile asks anew
                if (startAnotherTile())
                    return;
                break;
            }
        }
        m_nextToAsk = 0;
        if (m_stage == TurnStage::BeforeScoring) {
            scoreTurn();
            m_stage = TurnStage::AfterScoring;
        } else if (m_stage == TurnStage::AfterScoring) {
            m_stage = TurnStage::End;
        } else {
            nextPlayer();
            return;
        }
    }
}

void Game::scoreTurn()
{
    for (const NodeId root : m_completedThisTurn) {
        if (m_modules.watchesCompletions())
            m_modules.completed(*this, m_moduleState, root);
        const bool cloister = m_features.node(root).kind == FeatureKind::Cloister;
        scoreCompleted(root, cloister ? 9 : featureTileCount(root));
    }
    m_completedThisTurn.clear();
}

void Game::nextPlayer()
{
    m_tilesThisTurn = 0;
    m_askAtEnd = 0;
    m_current = (m_current + 1) % m_playerCount;
    enterDraw();
}

// Another tile in the same turn: the hand is filled up again (one tile, or up to three), and
// false when nothing is left to play (the turn then ends).
bool Game::startAnotherTile()
{
    m_phase = Phase::Draw;
    discardHeldUnplaceable();
    if (m_handCount[m_current] < m_rules.handSize && !m_pile.empty())
        return true;
    if (m_handCount[m_current] > 0) {
        m_phase = Phase::Place;
        return true;
    }
    return false;
}

int Game::pointsOf(const FeatureNode &root, int tiles, bool completed) const
{
    return m_modules.featureValue(m_rules, root, tiles, completed, featureValue(root, tiles, completed, m_rules));
}

void Game::award(std::uint8_t players, int points, ScoreCategory c)
{
    for (int p = 0; p < m_playerCount; ++p)
        if (players & (1u << p)) {
            m_scores[p] += points;
            m_breakdown[p][int(c)] += points;
        }
}

void Game::scoreCompleted(NodeId root, int tiles)
{
    FeatureNode &r = m_features.node(root);
    r.scored = true;
    const std::uint8_t winners = majority(r.weight, m_playerCount);
    if (!winners)
        return;
    const int points = pointsOf(r, tiles, true);
    award(winners, points, categoryOf(r.kind));
    m_events.push_back({m_turn, winners, points, r.kind, false, std::uint16_t(tiles), r.pennants, 0, root});
    if (m_modules.watchesScoring())
        m_modules.scoring(*this, m_moduleState, root, false);
    returnFigures(root);
}

void Game::returnFigures(NodeId root)
{
    std::erase_if(m_figures, [&](const DeployedFigure &f) {
        if (m_features.find(f.node) != root)
            return false;
        ++m_supply[f.player][std::size_t(f.figure)];
        return true;
    });
    FeatureNode &r = m_features.node(root);
    r.followers = 0;
    r.weight.fill(0);
}

} // namespace tessera::engine
