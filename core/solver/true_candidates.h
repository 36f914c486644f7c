// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/solver/exact_solver.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace pm::solver {

// The candidates some solution uses: what setters' tools call "true
// candidates". A digit outside them can go in no solution at all, so a
// setter sees at once where a puzzle with several solutions is still open
// (the cells with more than one true candidate) and which digit a new clue
// there would have to rule out.
struct TrueCandidates {
    // Per cell, the digits (bit d-1) of every solution's value there; all 0
    // when the puzzle has no solution.
    std::vector<DigitMask> digits;
    std::uint64_t solutionsSought = 0; // searches run: the whole puzzle's, then one per candidate no solution had shown yet
    bool cancelled = false;
};

// Exact, by the exact solver. A unique puzzle's true candidates are its
// solution. Otherwise each candidate that no solution found so far uses is
// placed and one solution sought; a solution found adds all of its digits
// at once, so most candidates are settled without a search of their own.
TrueCandidates trueCandidates(const Grid& puzzle, std::stop_token stop = {}, const SolverOptions& options = {});

} // namespace pm::solver
