// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/puzzle_analysis.h"

#include "core/logic/logic_solver.h"

#include <array>

namespace pm::game {

std::vector<TechniqueCount> countTechniques(const std::vector<logic::Step>& path)
{
    std::array<int, std::size_t(logic::Technique::Count)> counts{};
    for (const logic::Step& step : path)
        ++counts[std::size_t(step.technique)];
    std::vector<TechniqueCount> out;
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] > 0)
            out.push_back({logic::Technique(i), counts[i]});
    return out;
}

PuzzleAnalysis analysePuzzle(const Grid& puzzle, std::stop_token stop)
{
    PuzzleAnalysis analysis;
    analysis.rating = grading::ratePuzzle(puzzle, stop);
    if (analysis.rating.outcome != grading::Rating::Outcome::Rated)
        return analysis;
    // The rating of an easy or medium puzzle follows Sudoku Explainer's own
    // order, not the catalogue's path, so the path is worked out apart: it
    // is the path the hints and the solving path show.
    const logic::SolvePath path = logic::solvePath(puzzle, {}, stop);
    if (path.result == logic::SolvePath::Result::Cancelled) {
        analysis.rating.outcome = grading::Rating::Outcome::Cancelled;
        return analysis;
    }
    analysis.techniques = countTechniques(path.steps);
    analysis.pathSteps = int(path.steps.size());
    return analysis;
}

} // namespace pm::game
