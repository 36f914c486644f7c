// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/saved_solution.h"

#include "core/constraints/constraint.h"
#include "core/grid.h"
#include "core/solver/exact_solver.h"

namespace pm::game {

namespace {

// Enough for any puzzle a person plays (a 9x9 takes a few hundred nodes,
// a 25x25 a few thousand), and a bound on what a hostile file can cost.
constexpr std::uint64_t kNodeBudget = 200000;

bool isGrid(const std::shared_ptr<const Geometry>& geometry, const std::vector<std::uint8_t>& values)
{
    Grid grid(geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        grid.setValue(cell, values[std::size_t(cell)]);
    // A variant's rules too: a grid that breaks its thermometer is another
    // puzzle's solution.
    return grid.conflicts().empty() && brokenConstraintCells(*geometry, values).empty();
}

} // namespace

std::optional<std::vector<std::uint8_t>> checkedSolution(const std::shared_ptr<const Geometry>& geometry,
                                                         const std::vector<int>& givens,
                                                         std::vector<std::uint8_t> stored)
{
    if (int(stored.size()) == geometry->cellCount() && isGrid(geometry, stored))
        return stored;
    Grid puzzle(geometry);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        puzzle.setValue(cell, givens[std::size_t(cell)]);
    solver::SolverOptions options;
    options.nodeBudget = kNodeBudget;
    solver::SolveResult solved = solver::solve(puzzle, {}, options);
    if (solved.outcome != solver::SolveOutcome::Unique)
        return std::nullopt;
    return std::move(solved.solution);
}

} // namespace pm::game
