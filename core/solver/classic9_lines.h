// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reasoning of the fast 9x9 solver across digits, on minirows and minicolumns rather than cells: the triad pass
// (propagation) and the choice of a band or stack to branch on (search). Internal to core/solver/classic9*.cpp.
#include "core/solver/classic9_grid.h"

#include <cstdint>

namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail {

// Per digit, the minirows and minicolumns it can still reach, as a 64-bit "line word":
//
//   bits  0-26: minirow (band b, row r of the band, box k of the band) at bit 9r + 3k + b
//   bits 32-58: minicolumn (band b, column c)                          at bit 32 + 9b + c
using Lines = std::uint64_t;

// Triad pass. A minirow (row x box) holds exactly three digits; when three digits are sure to be in it (it is their
// only minirow in that row), no other digit is. The same holds for minicolumns (column x box). Fills lines[9] with
// the digits' line words as they were before the pass removed anything; false on a contradiction (four digits sure
// of one minirow or minicolumn). Changed words are left dirty.
bool triadPass(Grid& g, Lines* lines);

// A branch: digit `digit` in unit `unit` (0-2: band, 3-5: stack) takes one of the permutations that fit its
// 9-bit minirow (band, index 3 * row + box) or minicolumn (stack, index 3 * band + column % 3) occupancy.
struct Branch {
    int unit = -1;
    int digit = 0;
    Word occupancy = 0;
};

// The band or stack with the fewest open choices, and in it the digit with the fewest fitting permutations; unit -1
// when every digit is fixed in every band and stack (then propagation has solved the grid). `lines` must describe g
// as propagation left it (triadPass removed nothing).
Branch chooseBranch(const Lines* lines);

// Keeps the branch's digit to `permutation` (9-bit minirow or minicolumn set) in the branch's unit.
void restrictTo(Grid& g, const Branch& branch, Word permutation);

}  // namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail
