// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <cstdint>
#include <vector>

namespace pm::solver {

// The slow, obviously-correct solver the fast ones are checked against (tests,
// `pencilmark-cli bench`): plain backtracking, recomputing each empty cell's
// legal digits from its peers (on counted shapes also from how often each
// counted row or column holds the digit; in a killer, whether its cage can
// still reach its sum; with variant constraints, the kind table's plain check
// of each, and of the full grid at the end) and branching on the cell with
// the fewest. No propagation, no bit tricks, nothing shared with the fast
// solvers (the kind table's checks are not the search's propagators).
struct ReferenceCount {
    std::uint64_t count = 0;
    std::vector<std::uint8_t> firstSolution;
};

ReferenceCount referenceCount(const Grid& grid, std::uint64_t limit);

} // namespace pm::solver
