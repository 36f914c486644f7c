// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/carried_solution.h"

#include "core/constraints/constraint.h"

namespace pm::game {

std::optional<PuzzleVerdict> verdictFromCarriedSolution(const Grid& puzzle, const std::vector<std::uint8_t>& solution)
{
    if (int(solution.size()) != puzzle.cellCount())
        return std::nullopt;
    Grid solved(puzzle.geometryPtr());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const int digit = solution[std::size_t(cell)];
        if (digit < 1 || digit > puzzle.symbolCount())
            return std::nullopt;
        if (puzzle.value(cell) != 0 && puzzle.value(cell) != digit)
            return std::nullopt;
        solved.setValue(cell, digit);
    }
    if (!solved.conflicts().empty() || !brokenConstraintCells(solved.geometry(), solved.values()).empty())
        return std::nullopt;
    PuzzleVerdict verdict;
    verdict.kind = PuzzleVerdict::Kind::Unique;
    verdict.solution = solution;
    verdict.variantRules = true;
    return verdict;
}

} // namespace pm::game
