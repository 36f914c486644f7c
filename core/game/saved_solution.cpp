// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/saved_solution.h"

#include "core/constraints/constraint.h"
#include "core/grid.h"
#include "core/solver/exact_solver.h"

#include <algorithm>

namespace pm::game {

namespace {

// Enough for any puzzle a person plays (a 9x9 takes a few hundred nodes,
// a 25x25 a few thousand; 49 of the 50 public variant puzzles settle within
// it, and every classic set), and a bound on what a hostile file can cost:
// a puzzle with no solution whose contradiction propagation cannot see (an
// arrow whose one-cell body shares a row with its circle) spends the whole
// budget. 200,000 nodes with lookahead took 25 s in the sanitized fuzz
// build; 20,000 without it, one propagation a node, takes 1.4 s. A node
// costs more on a larger grid (a 25x25's about 10 us in Release, seven times
// a 9x9's), so past 243 cells the budget shrinks with the cell count: the
// 25x25 puzzles of ../shared/data/big_and_small_grids.tsv settle within
// 6,400 nodes, and a 25x25 gets 7,776.
constexpr std::uint64_t kNodeBudget = 20000;

std::uint64_t nodeBudgetFor(int cellCount)
{
    return std::min<std::uint64_t>(kNodeBudget, kNodeBudget * 3 * 81 / std::uint64_t(std::max(cellCount, 1)));
}

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
    options.nodeBudget = nodeBudgetFor(puzzle.cellCount());
    options.lookahead = false;
    solver::SolveResult solved = solver::solve(puzzle, {}, options);
    if (solved.outcome != solver::SolveOutcome::Unique)
        return std::nullopt;
    return std::move(solved.solution);
}

} // namespace pm::game
