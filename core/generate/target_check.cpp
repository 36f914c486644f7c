// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/target_check.h"

#include "core/generate/minimality.h"
#include "core/logic/logic_solver.h"

#include <algorithm>

namespace pm::generate {

bool withinClueBound(const std::vector<std::uint8_t>& givens, const GeneratorOptions& options)
{
    return options.maxClues <= 0
        || std::count_if(givens.begin(), givens.end(), [](std::uint8_t v) { return v != 0; }) <= options.maxClues;
}

bool meetsTarget(const Grid& puzzle, const GeneratorOptions& options, grading::Rating& rating, std::stop_token stop)
{
    if (options.minimal && !isMinimal(puzzle, stop))
        return false;
    rating = grading::rateUniquePuzzle(puzzle, stop);
    if (rating.outcome != grading::Rating::Outcome::Rated)
        return false;
    if (options.technique) {
        const logic::SolvePath path = logic::solvePathOfUnique(puzzle, {}, stop);
        return std::any_of(path.steps.begin(), path.steps.end(),
                           [&](const logic::Step& step) { return step.technique == *options.technique; });
    }
    return !options.level || rating.level == *options.level;
}

GeneratedPuzzle generatedPuzzle(Grid puzzle, Grid solution, const grading::Rating& rating, int attempts)
{
    for (int cell = 0; cell < solution.cellCount(); ++cell)
        solution.setGiven(cell, puzzle.isGiven(cell));
    return {std::move(puzzle), std::move(solution), rating, attempts};
}

} // namespace pm::generate
