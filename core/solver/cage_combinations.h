// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <cstddef>
#include <vector>

namespace pm::solver {

// The digit sets a killer cage can hold: every set of `cells` distinct digits
// 1..size adding up to `sum`, as masks in ascending order. A 9x9 cage has at
// most 12 (4 or 5 cells, sum 20 or 25); big grids can have millions (13 cells
// of 1..25), so when there are more than `cap` the list is left empty and
// `listed` is false: the caller prunes with sum bounds instead.
struct CageCombinations {
    std::vector<DigitMask> masks;
    bool listed = false;
};

CageCombinations cageCombinations(int size, int cells, int sum, std::size_t cap);

} // namespace pm::solver
