// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/puzzle_check.h"
#include "core/grid.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pm::game {

// A puzzle with rules Pencilmark does not know (an f-puzzles rule outside
// the kind table) cannot be proved unique by any search, so it plays as
// SudokuPad plays it: against the solution it carries. That solution is
// taken when it fills every cell, keeps the givens, and breaks neither a
// house nor a rule Pencilmark knows; the verdict is then Unique, with
// variantRules set (never graded). Nothing when the solution does not fit.
std::optional<PuzzleVerdict> verdictFromCarriedSolution(const Grid& puzzle,
                                                         const std::vector<std::uint8_t>& solution);

} // namespace pm::game
