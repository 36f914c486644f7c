// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <stop_token>

namespace pm::grading {

// The paper's one-step lookahead for counted shapes (MultiFour, DoubleNine),
// whose singles are the naked single and the count fill: singles, then drop
// any candidate whose placement makes singles break the grid, repeated until
// solved. False when that gets stuck (the puzzle needs search) or on stop.
// Precondition: puzzle.geometry().isCounted().
bool countedSolvesWithLookahead(const Grid& puzzle, std::stop_token stop = {});

} // namespace pm::grading
