#pragma once
// A small portable random generator (PCG32, XSH-RR output) with our own bounded draw, so the
// same seed yields the same game with every compiler and standard library.
// Never use <random> distributions for game decisions: their output is implementation-defined.

#include <cstdint>

namespace tessera::engine {

class Random {
public:
    explicit Random(std::uint64_t seed = 0, std::uint64_t stream = 0x5851f42d4c957f2dULL)
    {
        m_inc = (stream << 1u) | 1u;
        m_state = 0;
        next();
        m_state += seed;
        next();
    }

    std::uint32_t next()
    {
        const std::uint64_t old = m_state;
        m_state = old * 6364136223846793005ULL + m_inc;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }

    // Uniform in [0, bound), bound > 0. Lemire's multiply-and-reject: unbiased and portable.
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = std::uint64_t(next()) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(next()) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32u);
    }

    friend bool operator==(const Random &, const Random &) = default;

private:
    std::uint64_t m_state = 0;
    std::uint64_t m_inc = 0;
};

} // namespace tessera::engine
