// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/solver/exact_solver.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace pm::solver {

// Which clues a unique puzzle could do without, each on its own: what
// setters ask for ("which clues are unnecessary"). A clue is a given digit,
// a killer cage or a variant constraint (a thermometer, a dot, the
// anti-knight rule ...). Each is removed alone and the solutions counted
// again; one solution still means that clue is not needed. Two clues that
// are each unnecessary may not both go: removing one can make the other
// necessary.
struct ClueNecessity {
    enum class Puzzle { Unique, Multiple, None, Cancelled };
    Puzzle puzzle = Puzzle::None;
    // Only for a unique puzzle; ascending.
    std::vector<int> unnecessaryGivens;      // cells
    std::vector<int> unnecessaryCages;       // indices into GeometrySpec::cages
    std::vector<int> unnecessaryConstraints; // indices into Geometry::constraints()
    // The clues whose count ran past its budget (kClueCountNodes, for a
    // puzzle with cages or variant rules): unknown whether they are needed.
    std::vector<int> undecidedGivens;
    std::vector<int> undecidedCages;
    std::vector<int> undecidedConstraints;
};

// Search nodes each clue's count may take on a puzzle with killer cages or
// variant rules: a Latin square of cages less one cage took the search
// minutes without an answer ("Solver needs SET" less any one cage), and the
// command with it. About 1.6 s there; the 50 public puzzles count whole
// within 16,384 nodes. Other puzzles count without a bound, unless
// options.nodeBudget sets one.
constexpr std::uint64_t kClueCountNodes = std::uint64_t(1) << 14;

// `clueNodes` replaces kClueCountNodes (tests hold it smaller).
ClueNecessity findUnnecessaryClues(const Grid& puzzle, std::stop_token stop = {}, const SolverOptions& options = {},
                                   std::uint64_t clueNodes = kClueCountNodes);

} // namespace pm::solver
