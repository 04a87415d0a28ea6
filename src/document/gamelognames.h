#pragma once
// The words of the game log format (docs/game-log-format.md), shared by reader and writer.

#include "engine/decision.h"
#include "engine/ruleoptions.h"

#include <QLatin1StringView>

#include <array>

namespace tessera::document::lognames {

inline constexpr QLatin1StringView kFormat("tessera-game");

// Indexed by engine::FarmScoring.
inline constexpr std::array<QLatin1StringView, 2> kFarmScoring{QLatin1StringView("third_edition"),
                                                               QLatin1StringView("first_edition")};

// Indexed by engine::RiverBends.
inline constexpr std::array<QLatin1StringView, 2> kRiverBends{QLatin1StringView("alternate"),
                                                              QLatin1StringView("room_ahead")};

// Indexed by engine::UnfinishedInnsCathedrals.
inline constexpr std::array<QLatin1StringView, 2> kUnfinishedInnsCathedrals{QLatin1StringView("zero"),
                                                                            QLatin1StringView("plain")};

// Indexed by engine::UndoLimit.
inline constexpr std::array<QLatin1StringView, 3> kUndoLimits{QLatin1StringView("unlimited"), QLatin1StringView("turn"),
                                                              QLatin1StringView("none")};

// Indexed by engine::FigureKind.
inline constexpr std::array<QLatin1StringView, engine::kFigureKinds> kFigures{
    QLatin1StringView("follower"), QLatin1StringView("large-follower"), QLatin1StringView("builder"),
    QLatin1StringView("pig")};

// Indexed by engine::DecisionKind (version 2 logs; portal-deploy to dragon since version 3,
// draw and discard since version 4).
inline constexpr std::array<QLatin1StringView, engine::kDecisionKinds> kDecisions{
    QLatin1StringView("place"),         QLatin1StringView("deploy"), QLatin1StringView("pass"),
    QLatin1StringView("portal-deploy"), QLatin1StringView("fairy"),  QLatin1StringView("remove-knight"),
    QLatin1StringView("dragon"),        QLatin1StringView("draw"),   QLatin1StringView("discard")};

// Indexed by engine::DragonTiming.
inline constexpr std::array<QLatin1StringView, 2> kDragonTiming{QLatin1StringView("after_scoring"),
                                                                QLatin1StringView("before_scoring")};

// Indexed by document::ComputerLevel; also the names ai::makePlayer knows.
inline constexpr std::array<QLatin1StringView, 3> kComputerLevels{QLatin1StringView("easy"), QLatin1StringView("medium"),
                                                                  QLatin1StringView("hard")};

} // namespace tessera::document::lognames
