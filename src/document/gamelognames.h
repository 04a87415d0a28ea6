#pragma once
// The words of the game log format (docs/game-log-format.md), shared by reader and writer.

#include "engine/ruleoptions.h"

#include <QLatin1StringView>

#include <array>

namespace tessera::document::lognames {

inline constexpr QLatin1StringView kFormat("tessera-game");

// Indexed by engine::FarmScoring.
inline constexpr std::array<QLatin1StringView, 2> kFarmScoring{QLatin1StringView("third_edition"),
                                                               QLatin1StringView("first_edition")};

// Indexed by engine::FigureKind.
inline constexpr std::array<QLatin1StringView, 1> kFigures{QLatin1StringView("follower")};

} // namespace tessera::document::lognames
