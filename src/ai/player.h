#pragma once
// A computer player: asked for one decision at a time (placement, figure, or whatever an
// expansion adds to the turn) and given nothing but the public view. Players are
// deterministic for a fixed seed (the searching ones with an iteration budget instead of a
// time budget); each keeps its own generator.

#include "publicview.h"

#include "engine/decision.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::ai {

class MctsAi;

class Player {
public:
    virtual ~Player() = default;
    // One of view.game().legalDecisions(); the game is in Place or Deploy.
    virtual engine::Decision decide(const PublicView &view) = 0;
};

// How long a searching player (hard and its variants) may think per decision. Unset fields
// keep the player's own budget; an iteration budget without a time budget makes its
// decisions reproducible.
struct SearchBudget {
    double seconds = -1.0;       // < 0: the level's time; 0: no time limit
    std::int64_t iterations = 0; // 0: no limit
    double timeScale = 1.0;      // multiplies the level's own time (measuring levels against
                                 // each other faster, at the same ratio of times)
    bool threadTime = false;     // the time counts the searching thread's processor time, not
                                 // the wall clock (matches on a loaded machine)
    // Set from another thread, it ends a search early (its decision is then to be dropped): a
    // window closed or a move undone while a computer thinks. Must outlive the player's decisions.
    const std::atomic<bool> *stop = nullptr;
};

// The players by name: the levels "easy", "medium" (the heuristic player), "hard", the
// reference players "random", "greedy", "heuristic", and for comparison "hard-playouts" (Hard
// valuing positions by random playouts), "hard-fulltime" (Hard without the early stop:
// every search takes its whole budget) and "hard-unscaled" (Hard whose reward's scale stays the
// base game's with expansions: MctsOptions::scaleWithGame off); nullptr for an unknown name.
std::unique_ptr<Player> makePlayer(std::string_view name, std::uint64_t seed, const SearchBudget &budget = {});
// Hard itself, for what only its search tells beyond a decision (the hint's alternatives).
std::unique_ptr<MctsAi> makeHard(std::uint64_t seed, const SearchBudget &budget = {});
// The names makePlayer knows, for help texts.
std::vector<std::string> playerNames();

} // namespace tessera::ai
