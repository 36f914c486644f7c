// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/counted_generator.h"

#include "core/generate/generator_errors.h"
#include "core/generate/symmetry.h"
#include "core/generate/target_check.h"

#include "core/grading/rating.h"
#include "core/logic/logic_solver.h"
#include "core/solver/counted_search.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"

#include <algorithm>
#include <random>

namespace pm::generate {

using logic::Level;

namespace {

// Full grids drawn before giving up on a level the shape rarely reaches.
constexpr int kMaxAttempts = 2000;
// Search nodes a uniqueness check may take before the clue is kept instead
// (unless minimality was asked for): a bounded check keeps the same seed
// giving the same puzzle, and a kept clue never breaks uniqueness.
constexpr std::uint64_t kUniquenessNodeBudget = 20000;

class CountedAttempt {
public:
    CountedAttempt(std::shared_ptr<const Geometry> geometry, const GeneratorOptions& options, std::stop_token stop)
        : m_geometry(std::move(geometry))
        , m_options(options)
        , m_stop(stop)
        , m_cap(options.level.value_or(Level::Extreme))
    {
    }

    Grid gridOf(const std::vector<std::uint8_t>& values) const
    {
        Grid grid(m_geometry);
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            grid.setValue(cell, values[size_t(cell)]);
            grid.setGiven(cell, values[size_t(cell)] != 0);
        }
        grid.fillCandidatesFromValues();
        return grid;
    }

    // Removes what can go from a full grid. False when cancelled.
    bool carve(std::vector<std::uint8_t>& givens, std::mt19937_64& rng, const std::function<void(int)>& onRemoved)
    {
        auto orbits = symmetryOrbits(m_geometry->size(), m_options.symmetry);
        std::shuffle(orbits.begin(), orbits.end(), rng);
        int remaining = int(givens.size());
        for (const std::vector<int>& orbit : orbits) {
            if (m_stop.stop_requested())
                return false;
            std::vector<std::uint8_t> saved;
            for (int cell : orbit) {
                saved.push_back(givens[size_t(cell)]);
                givens[size_t(cell)] = 0;
            }
            if (withinTarget(givens)) {
                remaining -= int(orbit.size());
                onRemoved(remaining);
                continue;
            }
            for (size_t i = 0; i < orbit.size(); ++i)
                givens[size_t(orbit[i])] = saved[i];
        }
        return !m_stop.stop_requested();
    }

    bool accept(const std::vector<std::uint8_t>& givens, grading::Rating& rating)
    {
        return withinClueBound(givens, m_options) && meetsTarget(gridOf(givens), m_options, rating, m_stop);
    }

private:
    // Whether the puzzle without the removed cells still meets the target
    // (and so is still unique: every check below proves a single solution).
    bool withinTarget(const std::vector<std::uint8_t>& givens)
    {
        const Grid puzzle = gridOf(givens);
        const std::optional<Grid> propagated = solver::CountedSearch(*m_geometry).propagated(puzzle, false);
        if (!propagated)
            return false; // cannot happen: the givens come from a solution
        if (propagated->isComplete())
            return true;
        if (m_cap == Level::Easy)
            return false;
        if (m_cap == Level::Medium || m_options.technique) {
            // The explaining solver goes on from where propagation (the easy
            // steps) stopped: it has only the medium steps left to find. A
            // solved path proves uniqueness, so nothing needs counting first.
            logic::LogicOptions options;
            options.maxLevel = Level::Medium;
            if (logic::solvePathUncounted(*propagated, options, m_stop).result == logic::SolvePath::Result::Solved)
                return true;
            if (m_cap == Level::Medium)
                return false;
        }
        solver::SolverOptions options;
        options.nodeBudget = m_options.minimal ? 0 : kUniquenessNodeBudget;
        const solver::CountResult count = solver::countSolutions(puzzle, 2, m_stop, options);
        return count.count == 1 && !count.limitReached && !count.outOfBudget && !count.cancelled;
    }

    std::shared_ptr<const Geometry> m_geometry;
    const GeneratorOptions& m_options;
    std::stop_token m_stop;
    Level m_cap;
};

} // namespace

std::optional<GeneratorError> checkCountedOptions(const GeneratorOptions& options)
{
    if (options.killer || options.randomJigsaw)
        return badOptions("counted shapes (MultiFour, DoubleNine) come without cages or jigsaw regions");
    if (options.maxClues < 0)
        return badOptions("the clue cap cannot be negative");
    if (options.level && options.technique)
        return badOptions("ask for a level or a technique, not both");
    if (options.level && *options.level != Level::Easy && *options.level != Level::Medium
        && *options.level != Level::Extreme)
        return badOptions("counted shapes have techniques at easy (singles, count fill), medium (count pointing "
                          "and claiming) and extreme (what-if) only: ask for one of those levels");
    if (options.technique
        && (!logic::soundOnCountedHouses(*options.technique) || *options.technique == logic::Technique::WhatIf))
        return badOptions("that technique does not apply to counted shapes (or is too rare to draw at random); "
                          "ask for a level");
    const auto geometry = Geometry::create(options.geometry);
    if (!geometry)
        return badOptions(geometry.error().message);
    // Count pointing and claiming work between sections and lines: a shape
    // without sections (MultiFour) has nothing at Medium.
    if (options.level == Level::Medium && geometry.value()->boxRows() == 0)
        return badOptions("a counted shape without sections (" + geometry.value()->describe()
                          + ") has no technique at medium: ask for easy or extreme");
    return std::nullopt;
}

Result<GeneratedPuzzle, GeneratorError> generateCounted(const GeneratorOptions& options, std::stop_token stop,
                                                        const std::function<void(const Progress&)>& progress)
{
    if (auto error = checkCountedOptions(options))
        return *error;
    const auto geometry = Geometry::create(options.geometry).value();
    std::mt19937_64 rng(options.seed);
    CountedAttempt work(geometry, options, stop);
    Progress report;
    for (int attempt = 1; attempt <= kMaxAttempts; ++attempt) {
        const auto solution = solver::randomSolution(geometry, rng, stop);
        if (!solution) {
            if (stop.stop_requested())
                return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
            return badOptions("no grid of this shape exists: " + geometry->describe());
        }
        std::vector<std::uint8_t> givens = *solution;
        report.attempts = attempt;
        report.givens = int(givens.size());
        if (progress)
            progress(report);
        if (!work.carve(givens, rng, [&](int remaining) {
                report.givens = remaining;
                if (progress)
                    progress(report);
            }))
            return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
        grading::Rating rating;
        if (!work.accept(givens, rating)) {
            if (stop.stop_requested())
                return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
            continue;
        }
        return generatedPuzzle(work.gridOf(givens), work.gridOf(*solution), rating, attempt);
    }
    return GeneratorError{GeneratorError::Code::GaveUp,
                          "no " + geometry->describe() + " puzzle matched after " + std::to_string(kMaxAttempts)
                              + " grids"};
}

} // namespace pm::generate
