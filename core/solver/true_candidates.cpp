// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/true_candidates.h"

#include <optional>

namespace pm::solver {

namespace {

enum class Sought { Found, None, Cancelled };

// One solution of the grid, if any: the search stops at the first.
Sought firstSolution(const Grid& grid, std::vector<std::uint8_t>& solution, std::stop_token stop,
                     const SolverOptions& options)
{
    bool found = false;
    const EnumerateOutcome outcome = enumerateSolutions(
        grid,
        [&](const std::vector<std::uint8_t>& values) {
            solution = values;
            found = true;
            return false;
        },
        stop, options);
    if (found)
        return Sought::Found;
    return outcome == EnumerateOutcome::Cancelled ? Sought::Cancelled : Sought::None;
}

} // namespace

TrueCandidates trueCandidates(const Grid& puzzle, std::stop_token stop, const SolverOptions& options)
{
    TrueCandidates result;
    result.digits.assign(std::size_t(puzzle.cellCount()), 0);
    const auto addSolution = [&](const std::vector<std::uint8_t>& solution) {
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            result.digits[std::size_t(cell)] |= digitBit(solution[std::size_t(cell)]);
    };

    // Most puzzles are unique: one search to the second solution settles
    // every cell, where proving each other candidate wrong would take a
    // search each (seconds on a hard variant).
    ++result.solutionsSought;
    const SolveResult whole = solve(puzzle, stop, options);
    if (whole.outcome == SolveOutcome::None || whole.outcome == SolveOutcome::Cancelled) {
        result.cancelled = whole.outcome == SolveOutcome::Cancelled;
        return result;
    }
    addSolution(whole.solution);
    if (whole.outcome == SolveOutcome::Unique)
        return result;
    addSolution(whole.secondSolution);
    std::vector<std::uint8_t> solution;

    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.value(cell) != 0)
            continue; // a clue: every solution keeps it
        for (int digit = 1; digit <= puzzle.symbolCount(); ++digit) {
            if (result.digits[std::size_t(cell)] & digitBit(digit))
                continue;
            if (options.useCandidates && !(puzzle.candidates(cell) & digitBit(digit)))
                continue; // ruled out by the puzzle's own marks
            Grid placed = puzzle;
            placed.setValue(cell, digit);
            ++result.solutionsSought;
            const Sought sought = firstSolution(placed, solution, stop, options);
            if (sought == Sought::Cancelled) {
                result.cancelled = true;
                return result;
            }
            if (sought == Sought::Found)
                addSolution(solution);
        }
    }
    return result;
}

} // namespace pm::solver
