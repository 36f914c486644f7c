// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/killer_generator.h"

#include "core/generate/cage_map.h"
#include "core/generate/generator_errors.h"
#include "core/generate/killer_uniqueness.h"
#include "core/generate/random_cages.h"
#include "core/generate/random_regions.h"
#include "core/generate/symmetry.h"

#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"

#include <algorithm>

namespace pm::generate {

using logic::Level;

namespace {

// Cage maps drawn before giving up. Expert, the rarest 9x9 level, took 20
// cage maps a puzzle on average (with the walk below; 2026-11-23). A level
// no killer of the shape reaches fails after 2 s on 4x4 (hard and up) and
// 20 s on 9x9 with cages of 2 (hard and up).
constexpr int kMaxCageMaps = 5000;
// A solution grid carries a few cage maps before a new one is drawn (as the
// classic generator carves a grid a few times): the cage map decides the
// level far more than the grid.
constexpr int kCageMapsPerGrid = 4;
// Changes a unique puzzle that missed the level may take towards it (a
// join when too easy, a split when too hard), each checked for uniqueness
// and rated, before the cage map is dropped. Measured on 9x9 Expert, the
// rarest level (8 puzzles each, 2026-11-23): no walk 229 cage maps and
// 14.5 s a puzzle, 6 steps 67 and 11.6 s, 20 steps 18 and 8.3 s, 50 steps
// 11 and 9.2 s, 150 steps 11 and 19 s (long walks wander off).
constexpr int kWalkSteps = 20;
// The drift of the cage-size mix after a cage map missed the level, and its
// bounds (cageSizeWeights' tilt).
constexpr double kTiltStep = 1.1;
constexpr double kMinTilt = 0.25;
constexpr double kMaxTilt = 4.0;

// Everything one generatePuzzle call for a killer decides: the base shape,
// the solution, the cage maps, their repair and rating, the drift of the mix.
class KillerMaker {
public:
    KillerMaker(const GeneratorOptions& options, std::stop_token stop,
                const std::function<void(const Progress&)>& progress)
        : m_options(options)
        , m_killer(*options.killer)
        , m_stop(stop)
        , m_progress(progress)
        , m_size(options.geometry.size)
        , m_maxCells(m_killer.maxCageCells ? m_killer.maxCageCells : defaultMaxCageCells(m_size))
        , m_rng(options.seed)
    {
        if (m_options.level)
            m_target = m_options.level;
        else if (m_options.technique)
            m_target = logic::info(*m_options.technique).level;
    }

    Result<GeneratedPuzzle, GeneratorError> run()
    {
        std::optional<std::vector<std::uint8_t>> solution;
        for (int attempt = 1; attempt <= kMaxCageMaps; ++attempt) {
            if (m_stop.stop_requested())
                return cancelled();
            if (attempt % kCageMapsPerGrid == 1 || !solution) {
                if (auto error = drawGrid(solution))
                    return *error;
            }
            m_report = Progress{attempt, 0, 0};
            Puzzle puzzle{randomCages(m_size, *solution, m_options.symmetry, m_maxCells, m_tilt, m_rng),
                          std::vector<std::uint8_t>(solution->size(), 0), {}};
            UniquenessRepair repair(m_base->spec(), m_killer.allowGivens, m_options.maxClues, m_stop, m_rng,
                                    [this](const CageMap& cageMap, const std::vector<std::uint8_t>& givens) {
                                        report(cageMap, givens);
                                    });
            const UniquenessRepair::Outcome repaired = repair.run(puzzle.cageMap, puzzle.givens);
            if (repaired == UniquenessRepair::Outcome::Cancelled)
                return cancelled();
            if (repaired == UniquenessRepair::Outcome::Stuck || !cageSizesAllowed(puzzle.cageMap))
                continue;
            if (!finish(puzzle))
                return cancelled();
            drift(puzzle.rating);
            bool matched = matches(puzzle);
            if (!matched && m_options.level) {
                const Walk walked = walk(puzzle);
                if (walked == Walk::Cancelled)
                    return cancelled();
                matched = walked == Walk::Matched;
            }
            if (m_stop.stop_requested())
                return cancelled();
            if (!matched)
                continue;
            GeneratedPuzzle result;
            const auto geometry = killerGeometry(m_base->spec(), puzzle.cageMap);
            result.puzzle = killerGrid(geometry, puzzle.givens, puzzle.givens);
            result.solution = killerGrid(geometry, *solution, puzzle.givens);
            result.rating = puzzle.rating;
            result.attempts = attempt;
            return result;
        }
        std::string wanted = m_options.technique ? "using " + std::string(logic::info(*m_options.technique).key)
                             : m_target            ? "at level " + std::string(logic::levelKey(*m_target))
                                                   : "with one solution";
        return GeneratorError{GeneratorError::Code::GaveUp,
                              "no " + squareText(m_size) + " killer " + wanted + " after " +
                                  std::to_string(kMaxCageMaps) + " cage cageMaps (small grids and small cages "
                                  "seldom reach the higher levels)"};
    }

private:
    // A unique killer in the making and, once finished, its rating.
    struct Puzzle {
        CageMap cageMap;
        std::vector<std::uint8_t> givens;
        grading::Rating rating;
    };
    enum class Walk { Matched, Missed, Cancelled };

    // A fresh solution grid (and, for a random jigsaw, a fresh region map
    // that it fits, see randomJigsaw), drawn within a node budget as the
    // classic generator draws (generator.cpp). An error when cancelled, when
    // the shape cannot be built or has no grid, or when none turned up
    // within the budget.
    std::optional<GeneratorError> drawGrid(std::optional<std::vector<std::uint8_t>>& solution)
    {
        const std::uint64_t budget = std::uint64_t(m_size) * std::uint64_t(m_size) * solver::kGridDrawNodesPerCell;
        solver::GridDraw draw;
        if (m_options.randomJigsaw) {
            JigsawDraw jigsaw = randomJigsaw(m_options.geometry, m_rng, budget, m_stop);
            draw.outcome = jigsaw.outcome;
            if (jigsaw.outcome == solver::GridDraw::Outcome::Found) {
                GeometrySpec spec = m_options.geometry;
                spec.regions = std::move(jigsaw.jigsaw.regions);
                auto geometry = Geometry::create(spec);
                if (!geometry)
                    return badOptions(geometry.error().message);
                m_base = geometry.value();
                draw.values = std::move(jigsaw.jigsaw.solution);
            }
        } else {
            if (!m_base) {
                auto geometry = Geometry::create(m_options.geometry);
                if (!geometry)
                    return badOptions(geometry.error().message);
                m_base = geometry.value();
            }
            draw = solver::drawRandomSolution(m_base, m_rng, budget, m_stop);
        }
        const std::string shape = m_options.randomJigsaw ? squareText(m_size) + " with boxes" : m_base->describe();
        switch (draw.outcome) {
        case solver::GridDraw::Outcome::Found:
            solution = std::move(draw.values);
            return std::nullopt;
        case solver::GridDraw::Outcome::Cancelled: return cancelled();
        case solver::GridDraw::Outcome::NoGrid: return badOptions("no grid of this shape exists: " + shape);
        case solver::GridDraw::Outcome::OutOfBudget: break;
        }
        return GeneratorError{GeneratorError::Code::GaveUp, "no grid of this shape was found within "
                                                                + std::to_string(budget)
                                                                + " search nodes (it may have none): " + shape};
    }

    void report(const CageMap& cageMap, const std::vector<std::uint8_t>& givens)
    {
        m_report.givens = int(std::count_if(givens.begin(), givens.end(), [](std::uint8_t v) { return v != 0; }));
        m_report.cages = cageMap.cageCount();
        if (m_progress)
            m_progress(m_report);
    }

    // Drops needless givens when minimal was asked for, then rates the
    // (unique) puzzle. False when cancelled.
    bool finish(Puzzle& puzzle)
    {
        if (m_options.minimal && !dropNeedlessGivens(puzzle))
            return false;
        puzzle.rating = grading::rateUniquePuzzle(killerGrid(m_base->spec(), puzzle.cageMap, puzzle.givens,
                                                             puzzle.givens),
                                                  m_stop);
        return puzzle.rating.outcome != grading::Rating::Outcome::Cancelled && !m_stop.stop_requested();
    }

    // Drops each given (with its images) the puzzle stays unique without.
    // False when cancelled.
    bool dropNeedlessGivens(Puzzle& puzzle)
    {
        for (int cell = 0; cell < puzzle.cageMap.cellCount(); ++cell) {
            if (!puzzle.givens[size_t(cell)])
                continue;
            std::vector<std::uint8_t> trial = puzzle.givens;
            for (int at : symmetryOrbitOf(cell, m_size, m_options.symmetry))
                trial[size_t(at)] = 0;
            // The exact count, not the budgeted check: a given is dropped
            // only when uniqueness is proved without it.
            const solver::CountResult count = solver::countSolutions(killerGrid(m_base->spec(), puzzle.cageMap, trial, trial), 2,
                                                     m_stop);
            if (count.cancelled)
                return false;
            if (count.count == 1)
                puzzle.givens = std::move(trial);
        }
        return true;
    }

    // Whether a rated puzzle is what was asked for.
    // False when the cage map has a one-cell cage and those are not wanted.
    bool cageSizesAllowed(const CageMap& cageMap) const
    {
        if (m_killer.singleCellCages)
            return true;
        for (int cage = 0; cage < cageMap.cageCount(); ++cage)
            if (cageMap.cageCells(cage).size() < 2)
                return false;
        return true;
    }

    bool matches(const Puzzle& puzzle)
    {
        if (puzzle.rating.outcome != grading::Rating::Outcome::Rated || !cageSizesAllowed(puzzle.cageMap))
            return false;
        if (m_options.technique) {
            const Grid grid = killerGrid(m_base->spec(), puzzle.cageMap, puzzle.givens, puzzle.givens);
            const logic::SolvePath path = logic::solvePathOfUnique(grid, {}, m_stop);
            return std::any_of(path.steps.begin(), path.steps.end(), [&](const logic::Step& step) {
                return step.technique == *m_options.technique;
            });
        }
        return !m_target || puzzle.rating.level == *m_target;
    }

    // The next cage maps' mix moves towards larger cages when this one came
    // out too easy, towards smaller ones when too hard.
    void drift(const grading::Rating& rating)
    {
        if (!m_target || rating.outcome != grading::Rating::Outcome::Rated)
            return;
        if (rating.level < *m_target)
            m_tilt = std::min(m_tilt * kTiltStep, kMaxTilt);
        else if (rating.level > *m_target)
            m_tilt = std::max(m_tilt / kTiltStep, kMinTilt);
    }

    // Small steps from a unique puzzle that missed the level: join two
    // cages when it is too easy, split the largest when too hard; each
    // step must keep the puzzle unique (proved within the budget) and is
    // rated. Cheaper than a fresh cage map, which needs its whole repair.
    Walk walk(Puzzle& puzzle)
    {
        for (int step = 0; step < kWalkSteps; ++step) {
            if (puzzle.rating.outcome != grading::Rating::Outcome::Rated)
                return Walk::Missed;
            Puzzle trial = puzzle;
            const bool changed = puzzle.rating.level < *m_target ? joinNeighbourCages(trial.cageMap, m_rng)
                                                                 : splitLargestCage(trial.cageMap, m_rng);
            if (!changed)
                return Walk::Missed;
            report(trial.cageMap, trial.givens);
            const UniquenessCheck check =
                checkUnique(killerGrid(m_base->spec(), trial.cageMap, trial.givens, trial.givens),
                            trial.cageMap.solution(), m_stop);
            if (check.outcome == UniquenessCheck::Outcome::Cancelled)
                return Walk::Cancelled;
            if (check.outcome != UniquenessCheck::Outcome::Unique)
                continue;
            if (!finish(trial))
                return Walk::Cancelled;
            puzzle = std::move(trial);
            if (matches(puzzle))
                return Walk::Matched;
        }
        return Walk::Missed;
    }

    const GeneratorOptions& m_options;
    const KillerOptions& m_killer;
    std::stop_token m_stop;
    const std::function<void(const Progress&)>& m_progress;
    int m_size;
    int m_maxCells;
    std::mt19937_64 m_rng;
    std::optional<Level> m_target; // the level asked for, or the technique's
    std::shared_ptr<const Geometry> m_base;
    double m_tilt = 1.0;
    Progress m_report;
};

} // namespace

std::optional<GeneratorError> checkKillerOptions(const GeneratorOptions& options)
{
    const KillerOptions& killer = *options.killer;
    const int size = options.geometry.size;
    if (size < kMinKillerSize || size > kMaxKillerSize)
        return badOptions("killer generation supports grids of " + squareText(kMinKillerSize) + " to " +
                          squareText(kMaxKillerSize) + ", not " + squareText(size) +
                          " (larger killers take many minutes at the higher levels)");
    if (!options.geometry.cages.empty())
        return badOptions("the killer generator draws its own cages: give a geometry without cages");
    if (killer.maxCageCells != 0 && (killer.maxCageCells < 2 || killer.maxCageCells > size))
        return badOptions("a killer's largest cage must have 2 to " + std::to_string(size) + " cells on a " +
                          squareText(size) + " grid, not " + std::to_string(killer.maxCageCells));
    if (options.level && options.technique)
        return badOptions("ask for a level or a technique, not both");
    if (options.maxClues < 0)
        return badOptions("the clue cap cannot be negative");
    if (options.randomJigsaw)
        if (auto error = jigsawShapeError(options.geometry))
            return badOptions(*error);
    if (options.maxClues > 0 && !killer.allowGivens)
        return badOptions("a clue cap limits givens, and a killer without givens allowed has none: "
                          "allow givens or drop the cap");
    if (options.minimal && !killer.allowGivens)
        return badOptions("minimal is about givens, and a killer without givens allowed has none: "
                          "allow givens or drop minimal");
    return std::nullopt;
}

int defaultMaxCageCells(int size)
{
    return std::clamp((5 * size + 8) / 9, 2, std::max(size, 2));
}

Result<GeneratedPuzzle, GeneratorError> generateKiller(const GeneratorOptions& options, std::stop_token stop,
                                                      const std::function<void(const Progress&)>& progress)
{
    if (auto error = checkKillerOptions(options))
        return *error;
    if (stop.stop_requested())
        return cancelled();
    return KillerMaker(options, stop, progress).run();
}

} // namespace pm::generate
