// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small digit-mask arithmetic the generic search's constraint propagators
// share (generic_search.cpp, generic_search_constraints.cpp,
// generic_search_special_rules.cpp).
#include "core/grid.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace pm::solver {

constexpr bool oneBit(std::uint64_t word) { return word != 0 && (word & (word - 1)) == 0; }
// The lowest and highest digit of a non-empty mask.
inline int lowest(DigitMask mask) { return std::countr_zero(mask) + 1; }
inline int highest(DigitMask mask) { return 64 - std::countl_zero(mask); }

// Digits low..high (clamped to 1..size) as a mask.
inline DigitMask digitRange(int low, int high, int size)
{
    low = std::max(low, 1);
    high = std::min(high, size);
    if (low > high)
        return 0;
    return allDigits(high) & ~allDigits(low - 1);
}

} // namespace pm::solver
