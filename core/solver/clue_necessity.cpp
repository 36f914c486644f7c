// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/clue_necessity.h"

#include "core/geometry.h"

namespace pm::solver {

namespace {

enum class Count { One, More, Undecided, Cancelled };

// A count that ran past `options.nodeBudget` is undecided when the budget
// is the clue's own (`ownBudget`), else it cancels the whole (a jigsaw map
// the checks left unsettled, whose budget the caller set).
Count countToTwo(const Grid& grid, std::stop_token stop, const SolverOptions& options, bool ownBudget)
{
    const CountResult counted = countSolutions(grid, 2, stop, options);
    if (counted.cancelled || (counted.outOfBudget && !ownBudget))
        return Count::Cancelled;
    if (counted.outOfBudget)
        return counted.count >= 2 ? Count::More : Count::Undecided;
    return counted.count == 1 ? Count::One : Count::More;
}

// The puzzle's values on a geometry built from `spec`; nothing when the
// spec does not make one (it always should: a clue less is still a shape).
std::optional<Grid> onSpec(const Grid& puzzle, const GeometrySpec& spec)
{
    auto geometry = Geometry::create(spec);
    if (!geometry)
        return std::nullopt;
    Grid grid(geometry.value());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        grid.setValue(cell, puzzle.value(cell));
        grid.setCandidates(cell, puzzle.candidates(cell));
    }
    return grid;
}

} // namespace

ClueNecessity findUnnecessaryClues(const Grid& puzzle, std::stop_token stop, const SolverOptions& options,
                                   std::uint64_t clueNodes)
{
    ClueNecessity result;
    const CountResult whole = countSolutions(puzzle, 2, stop, options);
    if (whole.cancelled || whole.outOfBudget) {
        result.puzzle = ClueNecessity::Puzzle::Cancelled;
        return result;
    }
    if (whole.count != 1) {
        result.puzzle = whole.count == 0 ? ClueNecessity::Puzzle::None : ClueNecessity::Puzzle::Multiple;
        return result;
    }
    result.puzzle = ClueNecessity::Puzzle::Unique;
    SolverOptions each = options;
    const bool ownBudget = options.nodeBudget == 0
                        && (puzzle.geometry().hasCages() || puzzle.geometry().hasConstraints());
    if (ownBudget)
        each.nodeBudget = clueNodes;
    const auto cancelled = [&] {
        result = {};
        result.puzzle = ClueNecessity::Puzzle::Cancelled;
        return result;
    };

    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.value(cell) == 0)
            continue;
        Grid without = puzzle;
        without.setValue(cell, 0);
        const Count count = countToTwo(without, stop, each, ownBudget);
        if (count == Count::Cancelled)
            return cancelled();
        if (count == Count::One)
            result.unnecessaryGivens.push_back(cell);
        if (count == Count::Undecided)
            result.undecidedGivens.push_back(cell);
    }

    // A cage or a rule less: the same values on the shape without it.
    const GeometrySpec& spec = puzzle.geometry().spec();
    const auto withoutEach = [&](auto member, std::vector<int>& unnecessary, std::vector<int>& undecided) {
        for (std::size_t index = 0; index < (spec.*member).size(); ++index) {
            GeometrySpec fewer = spec;
            (fewer.*member).erase((fewer.*member).begin() + std::ptrdiff_t(index));
            const std::optional<Grid> without = onSpec(puzzle, fewer);
            if (!without)
                continue;
            const Count count = countToTwo(*without, stop, each, ownBudget);
            if (count == Count::Cancelled)
                return false;
            if (count == Count::One)
                unnecessary.push_back(int(index));
            if (count == Count::Undecided)
                undecided.push_back(int(index));
        }
        return true;
    };
    if (!withoutEach(&GeometrySpec::cages, result.unnecessaryCages, result.undecidedCages)
        || !withoutEach(&GeometrySpec::constraints, result.unnecessaryConstraints, result.undecidedConstraints))
        return cancelled();
    return result;
}

} // namespace pm::solver
