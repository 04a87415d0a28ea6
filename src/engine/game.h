#pragma once
// The state of one game and the moves that advance it. A Game is a value: copying it gives an
// independent position (the history window and computer players rely on that).
//
// A turn runs through phases:  Draw -> Place -> Deploy -> (scoring) -> Draw of the next player
// ... -> GameOver. After the deployment decision a rules module may hold the turn
// (Phase::Module) for decisions of its own, before or after the scoring (the dragon's flight),
// or give the player another tile in the same turn (the builder's bonus tile: Draw again). In
// Draw the caller takes tiles either at random (drawRandom, drawNext) or by name (drawTile,
// for replaying logs); tiles without any legal placement are discarded automatically. After
// the draw, a turn is a list of decisions (decision.h): legalDecisions() lists them, apply()
// checks and applies one. The expansions hook in as rules modules (rules/).

#include "board.h"
#include "decision.h"
#include "featuregraph.h"
#include "figures.h"
#include "random.h"
#include "rules/modulestate.h"
#include "rules/rulesmodule.h"
#include "ruleoptions.h"
#include "scoring.h"
#include "tilecatalog.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <vector>

namespace tessera::engine {

struct GameSetup {
    TileCatalogPtr catalog;
    RuleOptions rules;
    int players = 2;
    std::uint64_t seed = 0;
};

// Module: a rules module holds the turn for decisions of its own (rules/rulesmodule.h).
enum class Phase : std::uint8_t { Draw, Place, Deploy, GameOver, Module };

struct DeployedFigure {
    NodeId node = 0;
    std::uint8_t player = 0;
    FigureKind figure = FigureKind::Follower;
    PlacedIndex placed = 0; // the tile of `node`, kept here for the dragon's look at every figure
    friend constexpr bool operator==(DeployedFigure, DeployedFigure) = default;
};

struct Discard {
    int turn = 0;
    TileIndex tile = 0;
    friend constexpr bool operator==(Discard, Discard) = default;
};


// NotYet: the tile is in the pile but must wait for others (the river is drawn first).
enum class DrawResult : std::uint8_t { Drawn, Discarded, NotInPile, WrongPhase, NotYet };

class Game {
public:
    explicit Game(const GameSetup &setup);

    // --- position -----------------------------------------------------------------------
    Phase phase() const { return m_phase; }
    bool isOver() const { return m_phase == Phase::GameOver; }
    int playerCount() const { return m_playerCount; }
    int currentPlayer() const { return m_current; } // whose turn it is
    // Who decides now: the current player, or whom the module holding the turn names (the
    // dragon's steps go round the table).
    int decidingPlayer() const
    {
        if (m_phase != Phase::Module)
            return m_current;
        const int p = m_modules.decidingPlayer(m_holder, *this, m_moduleState);
        return p < 0 ? m_current : p;
    }
    int turn() const { return m_turn; } // 1 for the first turn; 0 before it
    const RuleOptions &rules() const { return m_rules; }
    const TileCatalog &catalog() const { return *m_catalog; }
    const TileCatalogPtr &catalogPtr() const { return m_catalog; }
    const Board &board() const { return m_board; }
    const FeatureGraph &features() const { return m_features; }

    int tilesLeft() const { return int(m_pile.size()); }       // in the draw pile
    std::span<const TileIndex> pile() const { return m_pile; } // draw order: back first
    std::span<const TileIndex> hand(int player) const { return {m_hands[player].data(), m_handCount[player]}; }
    int score(int player) const { return m_scores[player]; }
    int scoreIn(int player, ScoreCategory c) const { return m_breakdown[player][int(c)]; }
    // Followers left in the player's supply; supply(player, kind) for the other figures.
    int supply(int player) const { return supply(player, FigureKind::Follower); }
    int supply(int player, FigureKind kind) const { return m_supply[player][std::size_t(kind)]; }
    // Figures of this kind the player has on the board.
    int deployed(int player, FigureKind kind) const
    {
        return m_startSupply[std::size_t(kind)] - m_supply[player][std::size_t(kind)];
    }
    const std::vector<DeployedFigure> &figures() const { return m_figures; }
    const std::vector<ScoreEvent> &events() const { return m_events; }
    const std::vector<Discard> &discards() const { return m_discards; }
    // The tile placed this turn (valid in Deploy), or the last placed tile.
    PlacedIndex lastPlaced() const { return m_lastPlaced; }

    // What the road, city or cloister containing node n would score with `tiles` tiles
    // (a cloister: itself and its neighbours), completed or at the end, under every rule
    // of the game (inns and cathedrals included).
    int featurePoints(NodeId n, int tiles, bool completed) const
    {
        return pointsOf(m_features.node(m_features.find(n)), tiles, completed);
    }
    // Distinct tiles of the feature containing node n.
    int featureTileCount(NodeId n) const;
    void featureTiles(NodeId n, std::vector<Position> &out) const;
    // Follower weight per player in the feature containing node n.
    const std::array<std::uint8_t, kMaxPlayers> &featureWeights(NodeId n) const
    {
        return m_features.node(m_features.find(n)).weight;
    }

    // --- decisions ----------------------------------------------------------------------
    // Every decision the deciding player may take now (none in Draw and GameOver).
    void legalDecisions(std::vector<Decision> &out) const;
    // Their number, and the n-th of them in legalDecisions() order (0 <= n < the number):
    // lets a sampling player pick one without building the list.
    int legalDecisionCount() const;
    Decision legalDecision(int n) const;
    // One of legalDecisions(), each as likely as the others, for players that sample them
    // (random games): slots are drawn until one holds a decision, which needs no count of the
    // portal's hundreds; after a run of empty slots the count decides (uniform either way).
    // There must be a decision (Place, Deploy or Phase::Module).
    Decision randomDecision(Random &random) const;
    // Those slots: every decision of legalDecisions() lies in exactly one slot below
    // decisionSlots(), which decisionInSlot() finds (false for a slot that holds none).
    int decisionSlots() const;
    bool decisionInSlot(int slot, Decision &out) const;
    MoveError checkDecision(const Decision &d) const;
    // Checks and applies one decision; a refused one leaves the game unchanged.
    MoveError apply(const Decision &d);
    // Applies a decision taken from legalDecision() or legalDecisions() of this very state,
    // or a placement from randomPlacement(), without checking it again: the path of players
    // that sample the legal decisions (random games, playouts). Checked in debug builds.
    void applyLegal(const Decision &d);

    // --- draw ---------------------------------------------------------------------------
    // Fills the current player's hand from the pile in pile order.
    void drawRandom();
    // One tile of that: the next tile in pile order (in `tile`), drawn or discarded.
    DrawResult drawNext(TileIndex &tile);
    // The same for a player that tries to place the tile first: when tryPlacement(tile) finds
    // a legal placement on the board as it is, the draw takes that as the tile's fit and does
    // not look through the open positions for one (checked in debug builds). Not asked for a
    // tile the modules restrict (a river tile): its tries miss often, and the draw's own look
    // stops at its first placement.
    template<typename TryPlacement>
    DrawResult drawNext(TileIndex &tile, TryPlacement &&tryPlacement)
    {
        if (m_phase != Phase::Draw)
            return DrawResult::WrongPhase;
        const auto it = nextInPile();
        tile = *it;
        if (!m_modules.restrictsPlacements(m_catalog->tile(tile)) && tryPlacement(tile)) {
            m_fitNote = {tile, m_board.placed().size(), true};
            assert(hasLegalPlacement(tile));
        }
        return takeFromPile(it);
    }
    // Draws this tile (it must be left in the pile). Discarded means it had no legal place.
    DrawResult drawTile(TileIndex tile);
    // What drawTile(tile) would do, without doing it.
    DrawResult checkDraw(TileIndex tile) const;

    // --- place --------------------------------------------------------------------------
    MoveError checkPlacement(TileIndex tile, Placement p) const;
    bool canPlace(TileIndex tile, Placement p) const { return checkPlacement(tile, p) == MoveError::None; }
    void legalPlacements(TileIndex tile, std::vector<Placement> &out) const;
    bool hasLegalPlacement(TileIndex tile) const;
    // The number of legal placements, and the n-th of them in legalPlacements() order: lets a
    // sampling player pick one without building the list.
    int legalPlacementCount(TileIndex tile) const;
    Placement legalPlacement(TileIndex tile, int n) const;
    // A uniformly random legal placement of the tile; false when it has none. Positions and
    // rotations are drawn until one fits (a few tries for most tiles), then, for a tile that
    // rarely fits, counted and drawn among: uniform either way, and no scan of the board.
    bool randomPlacement(TileIndex tile, Random &random, Placement &out) const;
    // Those tries alone: false when all of them missed, though the tile may fit.
    bool triedPlacement(TileIndex tile, Random &random, Placement &out) const;
    MoveError place(TileIndex tile, Placement p);

    // --- deploy -------------------------------------------------------------------------
    MoveError checkDeployment(Deployment d) const;
    void legalDeployments(std::vector<Deployment> &out) const;
    int legalDeploymentCount() const;
    // The n-th of legalDeployments() (0 <= n < legalDeploymentCount()), without the list.
    Deployment legalDeployment(int n) const;
    MoveError deploy(Deployment d); // then scores and ends the turn
    MoveError pass();               // no figure; scores and ends the turn

    // Each rules module's own state (rules/modulestate.h); the modules' headers offer queries.
    const ModuleState &moduleState() const { return m_moduleState; }
    // Tiles the current player placed in this turn: more than one when a module gave them
    // another tile (the builder's bonus tile).
    int tilesPlacedThisTurn() const { return m_tilesThisTurn; }

    // --- for rules modules (rules/) --------------------------------------------------------
    // Whether a module brings decisions of its own kinds (the Princess & the Dragon): a turn
    // is then more than a placement and a deployment, and players go by legalDecisions().
    bool bringsMoreDecisions() const { return m_modules.bringsDecisions(); }
    // A random draw held back a tile that a module's mayDraw refused (since the last shuffle).
    bool tilesHeldBack() const { return m_tilesHeldBack; }
    // At a turn's start (a module's turnStarted): whether the turn begins, which it does
    // unless no tile left fits anywhere (RULES.md; JCloisterZone's reading,
    // turnAfterLastPlacement, begins it all the same). Asked only by a module with something
    // to do then: the answer takes a look at the hands and the pile.
    bool turnBegins() const;
    // Whether figures may stand on the placed tile (the modules may forbid one: the dragon's).
    bool mayDeployOnTile(PlacedIndex tile) const { return m_modules.mayDeployOn(*this, m_moduleState, tile); }
    // Whether this kind of figure may stand on this kind of feature in this game.
    bool mayStandOn(FigureKind figure, FeatureKind feature) const { return m_modules.mayStandOn(figure, feature); }
    // Puts a figure of the current player from the supply on a segment (the module checked it).
    void addFigure(NodeId node, FigureKind figure);
    // Sends figures()[i] home without scoring; the builder and pig of its owner go with it
    // when no follower of that owner is left in the feature.
    void sendHome(std::size_t i);
    // Scores points outside the features' own scoring (an event of the module's making).
    void awardEvent(const ScoreEvent &e);
    // A follower in the feature of node n (not builders or pigs): the index in figures(), or -1.
    int followerAt(NodeId n) const;

    // --- for computer players (used on copies) --------------------------------------------
    // Forgets the order of the draw pile: sorts it by tile and reseeds the generator, so the
    // copy holds only what every player knows, the multiset of the remaining tiles. Draw
    // from such a copy with drawTile().
    void concealPile();
    // Ends the game here with final scoring, as if the pile were empty: what the position is
    // worth "if the game ended now".
    void endNow();

private:
    friend class GameSeries;
    // The members of a game of this setup, with nothing dealt yet: deal() starts it.
    struct Undealt {};
    Game(const GameSetup &setup, Undealt);
    // Shuffles and arranges the pile with this seed, hands out the supplies and lays the start
    // tile. On a copy of an undealt game made over an older game, the vectors keep that game's
    // memory (GameSeries).
    void deal(std::uint64_t seed);
    std::vector<TileIndex>::reverse_iterator nextInPile();
    DrawResult takeFromPile(std::vector<TileIndex>::reverse_iterator it);
    void putTile(TileIndex tile, Placement p);
    void enterDraw();
    void settleDraw();
    void finishTurn();
    void continueTurn();
    // The moves' work once they are known to be legal.
    void placeTile(TileIndex tile, Placement p);
    void deployFigure(Deployment d);
    MoveError checkModuleDecision(const Decision &d) const;
    void applyModuleDecision(const Decision &d);
    void scoreTurn();
    void nextPlayer();
    bool startAnotherTile();
    void scoreCompleted(NodeId root, int tiles);
    void award(std::uint8_t players, int points, ScoreCategory c);
    void returnFigures(NodeId root);
    void finalScoring();
    void scoreFarms();
    void farmsScored(std::span<const NodeId> farms);
    void awardFarm(std::uint8_t winners, int perCity, int cities, std::span<const NodeId> farms, ScoreEvent event);
    void discardHeldUnplaceable();
    std::uint32_t markTiles() const;
    // hasLegalPlacement(), noting the answer in m_fitNote; and taking it from there when it holds.
    bool fitsNoted(TileIndex tile) const;
    bool fitsAsNoted(TileIndex tile) const;
    bool modulesAllow(TileIndex tile, Placement p, EdgeWord required) const
    {
        return m_modules.mayPlace(*this, m_moduleState, tile, p, required);
    }
    int pointsOf(const FeatureNode &root, int tiles, bool completed) const;
    // Calls visit(p) for each placement the edges and the modules allow, until it returns true.
    template<typename Visit>
    void forEachAllowedPlacement(TileIndex tile, Visit &&visit) const;
    // The same for every legal placement, whether a module restricts the tile or not.
    template<typename Visit>
    void forEachLegalPlacement(TileIndex tile, Visit &&visit) const;
    // Calls visit(d) for each legal deployment in legalDeployments() order, until it returns true.
    template<typename Visit>
    void forEachDeployment(Visit &&visit) const;
    // Lists the legal deployments of the deploy step in m_deployments.
    void findDeployments() const;
    // The kinds of figure (bit k: FigureKind k) kept off a completed feature: the builder,
    // unless the rules allow it there.
    unsigned kindsOffCompleted() const;

    TileCatalogPtr m_catalog;
    RuleOptions m_rules;
    ActiveModules m_modules;
    ModuleState m_moduleState;
    int m_playerCount = 2;
    Random m_random;

    Board m_board;
    FeatureGraph m_features;
    std::vector<TileIndex> m_pile;
    std::array<std::array<TileIndex, kMaxHandSize>, kMaxPlayers> m_hands{};
    std::array<std::uint8_t, kMaxPlayers> m_handCount{};

    Phase m_phase = Phase::Draw;
    int m_current = 0;
    int m_turn = 0;
    PlacedIndex m_lastPlaced = kNoTile;
    int m_tilesThisTurn = 0;
    // The turn's end: the stage reached, the next module to ask at it, the one holding the
    // turn (an index into ActiveModules' turn holders; -1 when none).
    TurnStage m_stage = TurnStage::BeforeScoring;
    int m_nextToAsk = 0;
    std::uint32_t m_askAtEnd = 0; // the turn holders to ask (bit i: holder i), from this tile's placement
    int m_holder = -1;
    bool m_tilesHeldBack = false;
    std::vector<NodeId> m_completedThisTurn; // roots completed by this turn's tile
    // Cloisters not yet surrounded, in placement order, with the tiles around them so far
    // (counted up as tiles come, instead of looking at the eight cells each time).
    struct OpenCloister {
        NodeId node = 0;
        Position pos;
        int neighbours = 0;
    };
    std::vector<OpenCloister> m_openCloisters;

    std::array<int, kMaxPlayers> m_scores{};
    std::array<std::array<int, kScoreCategories>, kMaxPlayers> m_breakdown{};
    std::array<FigureSupply, kMaxPlayers> m_supply{};
    FigureSupply m_startSupply{}; // each player's supply at the start
    std::vector<DeployedFigure> m_figures;
    std::vector<ScoreEvent> m_events;
    std::vector<Discard> m_discards;

    // The legal deployments of the deploy step, found when first asked for: nothing changes
    // them until the step's decision (sampling players count them, then pick one). -1: not
    // known yet (set by each placement, and whenever figures come or go).
    mutable std::array<Deployment, std::size_t(kMaxFeaturesPerTile) * kFigureKinds> m_deployments{};
    mutable int m_deploymentCount = -1;

    // hasLegalPlacement() of the tile that turnBegins() asked last: only a placement changes
    // where a tile fits (the board and the modules' placement state), so the draw of that
    // tile takes the answer while no tile has been placed since.
    struct FitNote {
        TileIndex tile = 0;
        std::size_t placed = std::size_t(-1); // tiles on the board when asked (none yet)
        bool fits = false;
    };
    mutable FitNote m_fitNote;

    // Scratch marks (one per placed tile) for counting a feature's distinct tiles without
    // allocating: a tile is counted when its mark differs from the current epoch.
    mutable std::vector<std::uint32_t> m_tileMarks;
    mutable std::uint32_t m_tileEpoch = 0;
};

} // namespace tessera::engine
