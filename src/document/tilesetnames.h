#pragma once
// The words of the tile set format (docs/tileset-format.md), shared by its reader, its writer
// and the problem messages. Indices follow the engine: sides N E S W, half-edges NL..WR.

#include "engine/geometry.h"
#include "engine/tiletype.h"

#include <QLatin1StringView>

#include <array>
#include <optional>

namespace tessera::document::names {

inline constexpr char kFormat[] = "tessera-tileset";
inline constexpr int kVersion = 1;

inline constexpr std::array<QLatin1StringView, 4> kSides{QLatin1StringView("N"), QLatin1StringView("E"),
                                                         QLatin1StringView("S"), QLatin1StringView("W")};

inline constexpr std::array<QLatin1StringView, 8> kHalves{
    QLatin1StringView("NL"), QLatin1StringView("NR"), QLatin1StringView("EL"), QLatin1StringView("ER"),
    QLatin1StringView("SL"), QLatin1StringView("SR"), QLatin1StringView("WL"), QLatin1StringView("WR")};

// Indexed by FeatureKind.
inline constexpr std::array<QLatin1StringView, 5> kKinds{QLatin1StringView("field"), QLatin1StringView("road"),
                                                         QLatin1StringView("city"), QLatin1StringView("cloister"),
                                                         QLatin1StringView("river")};

// Indexed by Goods; None is never written.
inline constexpr std::array<QLatin1StringView, 4> kGoods{QLatin1StringView("none"), QLatin1StringView("wine"),
                                                         QLatin1StringView("grain"), QLatin1StringView("cloth")};

// Edge letters, indexed by EdgeType (whose values start at 1).
inline constexpr std::array<char, 5> kEdgeLetters{'?', 'F', 'R', 'C', 'I'};

template<std::size_t N>
std::optional<int> indexOf(const std::array<QLatin1StringView, N> &words, QStringView word)
{
    for (std::size_t i = 0; i < N; ++i)
        if (words[i] == word)
            return static_cast<int>(i);
    return std::nullopt;
}

inline std::optional<engine::EdgeType> edgeFromLetter(QChar letter)
{
    for (std::size_t i = 1; i < kEdgeLetters.size(); ++i)
        if (letter == QLatin1Char(kEdgeLetters[i]))
            return static_cast<engine::EdgeType>(i);
    return std::nullopt;
}

inline char edgeLetter(engine::EdgeType edge)
{
    const auto i = static_cast<std::size_t>(edge);
    return i < kEdgeLetters.size() ? kEdgeLetters[i] : '?';
}

} // namespace tessera::document::names
