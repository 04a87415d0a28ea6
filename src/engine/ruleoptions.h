#pragma once
// The rule options of RULES.md that a player picks for a game and every game log records.

#include <cstdint>

namespace tessera::engine {

enum class FarmScoring : std::uint8_t {
    ThirdEdition, // each farm scores 3 per completed city it borders (default)
    FirstEdition, // city by city: the farmers of all farms bordering a city score it
};

enum class RiverBends : std::uint8_t {
    Alternate, // the river may not bend the same way twice in a row (default, RULES.md)
    RoomAhead, // JCloisterZone: every open river end keeps the cells ahead of it free
};

// How an inn's road or a cathedral's city that is still open at the end of the game scores.
enum class UnfinishedInnsCathedrals : std::uint8_t {
    Zero,  // nothing (RULES.md)
    Plain, // as a plain road or city (JCloisterZone's "ignore")
};

// The Princess & the Dragon: when the dragon flies in a turn that placed a dragon tile.
enum class DragonTiming : std::uint8_t {
    AfterScoring,  // after the deployment and the turn's scoring (default, RULES.md)
    BeforeScoring, // after the deployment, before the scoring (the newer rule sheet, JCloisterZone)
};

// How far players may take back what they did. The game window keeps to it; the engine's own
// rules never look at it.
enum class UndoLimit : std::uint8_t {
    Unlimited,  // undo and redo any turn (default)
    WithinTurn, // only the tile and figure of the turn being played, before it is confirmed
    None,       // nothing: a tile placed stays
};

inline constexpr int kFollowersPerPlayer = 7;     // the default supply
inline constexpr int kMaxFollowersPerPlayer = 99; // JCloisterZone lets a game choose the number

struct RuleOptions {
    FarmScoring farmScoring = FarmScoring::ThirdEdition;
    int firstEditionCityPoints = 4;      // 4, or 3 as file 001 states
    bool tinyCity = false;               // a completed 2-tile city scores 1 per tile and pennant
    int handSize = 1;                    // 1 or 3 tiles held per player
    bool farmers = true;                 // off: no figure on fields and no farm scoring
    int followers = kFollowersPerPlayer; // each player's followers (1 to kMaxFollowersPerPlayer)
    bool largeFollower = false;          // Inns & Cathedrals: one large follower per player
    RiverBends riverBends = RiverBends::Alternate;
    // Inns & Cathedrals: whether inns and cathedrals score as such (JCloisterZone can leave
    // either out of a game whose tiles show them), and how unfinished ones score.
    bool inns = true;
    bool cathedrals = true;
    UnfinishedInnsCathedrals unfinishedInnsCathedrals = UnfinishedInnsCathedrals::Zero;
    UndoLimit undo = UndoLimit::Unlimited;
    // Traders & Builders: one builder and one pig per player (the pig only with farmers), and
    // whether the goods on city tiles are taken and scored (JCloisterZone's "traders").
    bool builder = false;
    bool pig = false;
    bool goods = true;
    // The Princess & the Dragon: whether the fairy plays, and when the dragon flies. The dragon
    // (volcanoes and dragon tiles), the princess and the magic portal come with their tiles;
    // a JCloisterZone game can leave each out, and its tiles then play as plain ones.
    bool fairy = false;
    DragonTiming dragonTiming = DragonTiming::AfterScoring;
    bool dragon = true;
    bool princess = true;
    bool portal = true;
    // Two points JCloisterZone reads otherwise than RULES.md (imported games carry its reading).
    // JCloisterZone: a turn begins (the fairy scores) although every tile left fits nowhere
    bool turnAfterLastPlacement = false;
    // Off (JCloisterZone): no builder on a road or city that its own tile completes
    bool builderOnCompletedFeature = true;

    friend bool operator==(const RuleOptions &, const RuleOptions &) = default;
};

// Whether players have other figures than followers (the window then shows which one a spot takes).
constexpr bool severalFigureKinds(const RuleOptions &rules)
{
    return rules.largeFollower || rules.builder || (rules.pig && rules.farmers);
}

inline constexpr int kMinPlayers = 1;     // solo: one player, for practice and imported games
inline constexpr int kMaxPlayers = 6;     // room in every per-player array
inline constexpr int kMaxPlayersBase = 5; // without Inns & Cathedrals, whose 6th colour allows 6
inline constexpr int kMaxHandSize = 3;

} // namespace tessera::engine
