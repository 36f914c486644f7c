// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/solver/exact_solver.h"

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
};

ClueNecessity findUnnecessaryClues(const Grid& puzzle, std::stop_token stop = {}, const SolverOptions& options = {});

} // namespace pm::solver
