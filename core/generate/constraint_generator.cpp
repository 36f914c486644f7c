// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/constraint_generator.h"

#include "core/generate/cage_map.h"
#include "core/generate/constraint_placement.h"
#include "core/generate/generator_errors.h"
#include "core/generate/symmetry.h"

#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace pm::generate {

using logic::Level;

namespace {

// Attempts (solution grid, placement, carving) before giving up.
constexpr int kMaxAttempts = 400;
// A solution carries a few placements and carvings before a new one is drawn.
constexpr int kAttemptsPerGrid = 2;
// Search nodes a uniqueness check may take; a check that runs out counts as
// "not unique" (the step is not taken), so the result stays proved unique.
constexpr std::uint64_t kUniqueNodes = 20000;
// Dot puzzles are made harder by fewer dots: the solution is the best of
// this many draws (fewest pairs the dots would mark), a number that doubles
// after a puzzle too easy and halves after one too hard, within bounds.
// Measured on 9x9 kropki (2026-11-29): with one draw, hard took 143
// attempts and expert none in 400; the walk reaches both.
constexpr int kMaxDrawsPerGrid = 512;
// Bisections over a reshuffled carving after the first missed the level.
// Measured on 9x9 (2026-11-29): ratings jump from medium straight to
// master or extreme along most carvings, so hard and expert are found
// between; more rounds cost more ratings than a fresh attempt saves.
constexpr int kReorders = 3;
// Dot puzzles (9x9 kropki hard, 10 s, 2026-11-29): 2.8 s median with 3
// rounds, 1.2 s with 12; expert stays rare either way (one in 250 attempts).
constexpr int kDotReorders = 12;
// Above every level: a path logic could not finish (Rating::VariantRules).
constexpr int kBeyondLevels = int(Level::Extreme) + 1;

struct FamilyKey {
    ConstraintFamily family;
    std::string_view key;
};

constexpr std::array<FamilyKey, 7> kFamilyKeys = {{
    {ConstraintFamily::Thermometer, "thermo"},
    {ConstraintFamily::Kropki, "kropki"},
    {ConstraintFamily::XV, "xv"},
    {ConstraintFamily::Arrow, "arrow"},
    {ConstraintFamily::Whispers, "whispers"},
    {ConstraintFamily::Renban, "renban"},
    {ConstraintFamily::Parity, "parity"},
}};

bool has(const std::vector<ConstraintFamily>& families, ConstraintFamily family)
{
    return std::find(families.begin(), families.end(), family) != families.end();
}

// One step of a carving: a given orbit or a constraint instance taken away.
struct Removal {
    std::vector<int> cells;  // the orbit's cells; empty for an instance
    int instance = -1;       // index into the placed constraints
};

class VariantMaker {
public:
    VariantMaker(const GeneratorOptions& options, std::stop_token stop,
                 const std::function<void(const Progress&)>& progress)
        : m_options(options)
        , m_stop(stop)
        , m_progress(progress)
        , m_size(options.geometry.size)
        , m_rng(options.seed)
    {
        if (m_options.level)
            m_target = int(*m_options.level);
        else if (m_options.technique)
            m_target = int(logic::info(*m_options.technique).level);
    }

    Result<GeneratedPuzzle, GeneratorError> run()
    {
        auto base = Geometry::create(m_options.geometry);
        if (!base)
            return badOptions(base.error().message);
        m_base = base.value();
        for (int attempt = 1; attempt <= kMaxAttempts; ++attempt) {
            if (m_stop.stop_requested())
                return cancelled();
            // Dot puzzles take a new grid each time: their dots, drawn
            // from it alone, decide the level far more than the carving.
            if (hasDots() || attempt % kAttemptsPerGrid == 1 || m_solution.empty())
                if (auto error = drawGrid())
                    return *error;
            m_report = Progress{attempt, int(m_solution.size()), 0};
            report();
            m_placed = place();
            m_steps.clear();
            if (!carve())
                return cancelled();
            std::optional<State> found = aim();
            if (m_stop.stop_requested())
                return cancelled();
            if (!found)
                continue;
            GeneratedPuzzle result;
            result.puzzle = killerGrid(found->geometry, found->givens, found->givens);
            result.solution = killerGrid(found->geometry, m_solution, found->givens);
            result.rating = found->rating;
            result.attempts = attempt;
            return result;
        }
        std::string wanted = m_options.technique ? "using " + std::string(logic::info(*m_options.technique).key)
                             : m_target          ? "at level " + std::string(logic::levelKey(Level(*m_target)))
                                                 : "with one solution";
        return GeneratorError{GeneratorError::Code::GaveUp, "no " + squareText(m_size) + " variant puzzle " + wanted
                                                                + " after " + std::to_string(kMaxAttempts)
                                                                + " attempts"};
    }

private:
    // A puzzle along the carving: the first `steps` removals applied.
    struct State {
        std::shared_ptr<const Geometry> geometry;
        std::vector<std::uint8_t> givens;
        grading::Rating rating; // Rated when it may be taken (see judge)
        int level = 0;          // on the levelOf scale
    };

    // The best of m_draws solutions: the fewest pairs marked by the dot
    // families asked for (any one when none is).
    std::optional<GeneratorError> drawGrid()
    {
        std::vector<std::uint8_t> best;
        int fewest = 0;
        const int draws = hasDots() ? m_draws : 1;
        for (int draw = 0; draw < draws; ++draw) {
            if (m_stop.stop_requested())
                return cancelled();
            if (auto error = drawOneGrid())
                return error;
            const int marks = markedPairs(m_solution);
            if (best.empty() || marks < fewest) {
                fewest = marks;
                best = m_solution;
            }
        }
        m_solution = std::move(best);
        return std::nullopt;
    }

    bool hasDots() const
    {
        const auto& families = m_options.constraints->families;
        return has(families, ConstraintFamily::Kropki) || has(families, ConstraintFamily::XV);
    }

    int markedPairs(const std::vector<std::uint8_t>& solution) const
    {
        const auto& families = m_options.constraints->families;
        const bool kropki = has(families, ConstraintFamily::Kropki);
        const bool xv = has(families, ConstraintFamily::XV);
        if (!kropki && !xv)
            return 0;
        int marks = 0;
        for (int cell = 0; cell < m_size * m_size; ++cell)
            for (int other : {cell % m_size + 1 < m_size ? cell + 1 : -1,
                              cell + m_size < m_size * m_size ? cell + m_size : -1}) {
                if (other < 0)
                    continue;
                const int a = solution[size_t(cell)];
                const int b = solution[size_t(other)];
                if (kropki && (std::abs(a - b) == 1 || a == 2 * b || b == 2 * a))
                    ++marks;
                if (xv && (a + b == 5 || a + b == 10))
                    ++marks;
            }
        return marks;
    }

    // After a carved puzzle missed the level: dot puzzles draw from more
    // solutions when too easy, fewer when too hard.
    void drift(int level)
    {
        if (!m_target)
            return;
        if (level < *m_target)
            m_draws = std::min(m_draws * 2, kMaxDrawsPerGrid);
        else if (level > *m_target)
            m_draws = std::max(m_draws / 2, 1);
    }

    std::optional<GeneratorError> drawOneGrid()
    {
        if (m_base == Geometry::classic()) {
            m_solution = solver::drawClassicSolution(m_rng);
            return std::nullopt;
        }
        const std::uint64_t budget = std::uint64_t(m_size) * std::uint64_t(m_size) * solver::kGridDrawNodesPerCell;
        solver::GridDraw draw = solver::drawRandomSolution(m_base, m_rng, budget, m_stop);
        switch (draw.outcome) {
        case solver::GridDraw::Outcome::Found: m_solution = std::move(draw.values); return std::nullopt;
        case solver::GridDraw::Outcome::Cancelled: return cancelled();
        case solver::GridDraw::Outcome::NoGrid:
            return badOptions("no grid of this shape exists: " + m_base->describe());
        case solver::GridDraw::Outcome::OutOfBudget: break;
        }
        return GeneratorError{GeneratorError::Code::GaveUp, "no grid of this shape was found within "
                                                                + std::to_string(budget) + " search nodes: "
                                                                + m_base->describe()};
    }

    // Every instance of the families asked for that the solution fits.
    // Lines first (they need free cells), then the dots over everything.
    std::vector<Constraint> place()
    {
        const auto& families = m_options.constraints->families;
        std::vector<Constraint> placed;
        std::vector<std::uint8_t> used(m_solution.size(), 0);
        if (has(families, ConstraintFamily::Thermometer))
            placeThermometers(m_solution, m_size, m_rng, used, placed);
        if (has(families, ConstraintFamily::Arrow))
            placeArrows(m_solution, m_size, m_rng, used, placed);
        if (has(families, ConstraintFamily::Whispers))
            placeWhispers(m_solution, m_size, m_rng, used, placed);
        if (has(families, ConstraintFamily::Renban))
            placeRenban(m_solution, m_size, m_rng, used, placed);
        if (has(families, ConstraintFamily::Parity))
            placeParity(m_solution, m_size, m_rng, used, placed);
        if (has(families, ConstraintFamily::Kropki))
            placeKropki(m_solution, m_size, m_rng, placed);
        if (has(families, ConstraintFamily::XV))
            placeXV(m_solution, m_size, placed);
        return placed;
    }

    std::shared_ptr<const Geometry> geometryWithout(const std::vector<std::uint8_t>& removed) const
    {
        GeometrySpec spec = m_base->spec();
        for (size_t i = 0; i < m_placed.size(); ++i)
            if (!removed[i])
                spec.constraints.push_back(m_placed[i]);
        auto geometry = Geometry::create(spec);
        // The placement draws only valid shapes; a failure here is a bug.
        return geometry ? geometry.value() : nullptr;
    }

    enum class Check { Unique, NotUnique, Cancelled };

    Check unique(const std::shared_ptr<const Geometry>& geometry, const std::vector<std::uint8_t>& givens) const
    {
        if (!geometry)
            return Check::NotUnique;
        solver::SolverOptions options;
        options.nodeBudget = kUniqueNodes;
        options.preferred = &m_solution;
        const solver::CountResult count = solver::countSolutions(killerGrid(geometry, givens, givens), 2, m_stop,
                                                                 options);
        if (count.cancelled)
            return Check::Cancelled;
        return count.count == 1 && !count.outOfBudget ? Check::Unique : Check::NotUnique;
    }

    // Takes away givens, then removable instances, while the puzzle stays
    // unique; each removal kept goes to m_steps. False when cancelled.
    bool carve()
    {
        std::vector<std::uint8_t> givens = m_solution;
        std::vector<std::uint8_t> removed(m_placed.size(), 0);
        std::shared_ptr<const Geometry> geometry = geometryWithout(removed);
        std::vector<std::vector<int>> orbits = symmetryOrbits(m_size, m_options.symmetry);
        std::shuffle(orbits.begin(), orbits.end(), m_rng);
        for (const auto& orbit : orbits) {
            std::vector<std::uint8_t> trial = givens;
            for (int cell : orbit)
                trial[size_t(cell)] = 0;
            const Check check = unique(geometry, trial);
            if (check == Check::Cancelled)
                return false;
            if (check == Check::Unique) {
                givens = std::move(trial);
                m_steps.push_back(Removal{orbit, -1});
                m_report.givens = int(std::count_if(givens.begin(), givens.end(), [](auto v) { return v != 0; }));
                report();
            }
        }
        std::vector<int> instances;
        for (size_t i = 0; i < m_placed.size(); ++i)
            if (isRemovableInstance(m_placed[i]))
                instances.push_back(int(i));
        std::shuffle(instances.begin(), instances.end(), m_rng);
        for (int index : instances) {
            removed[size_t(index)] = 1;
            auto trial = geometryWithout(removed);
            const Check check = unique(trial, givens);
            if (check == Check::Cancelled)
                return false;
            if (check == Check::Unique) {
                geometry = std::move(trial);
                m_steps.push_back(Removal{{}, index});
            } else {
                removed[size_t(index)] = 0;
            }
        }
        return true;
    }

    // The puzzle after the first `count` removals, rated (Cancelled when stopped).
    State stateAt(size_t count) const
    {
        State state;
        state.givens = m_solution;
        std::vector<std::uint8_t> removed(m_placed.size(), 0);
        for (size_t i = 0; i < count; ++i) {
            for (int cell : m_steps[i].cells)
                state.givens[size_t(cell)] = 0;
            if (m_steps[i].instance >= 0)
                removed[size_t(m_steps[i].instance)] = 1;
        }
        state.geometry = geometryWithout(removed);
        judge(state);
        return state;
    }

    // Sets the state's level on the levelOf scale, and its rating when it
    // may be the one taken. With a level target the explaining solver is
    // first held to that level: a path that stops short is too hard, and
    // its chains (the costly part of rating a puzzle that needs them) are
    // never searched. Measured on 9x9 kropki hard (2026-11-29, the same two
    // seeds): 18.8 s a puzzle with full ratings, 6.1 s with this. Only a path that
    // reaches the target level is rated in full (the same path: the solver
    // takes the easiest step first either way).
    void judge(State& state) const
    {
        const Grid grid = killerGrid(state.geometry, state.givens, state.givens);
        if (m_target && !m_options.technique) {
            logic::LogicOptions held;
            held.maxLevel = Level(*m_target);
            const logic::SolvePath path = logic::solvePathOfUnique(grid, held, m_stop);
            if (path.result == logic::SolvePath::Result::Cancelled) {
                state.rating.outcome = grading::Rating::Outcome::Cancelled;
                state.level = kBeyondLevels;
                return;
            }
            if (path.result != logic::SolvePath::Result::Solved) {
                state.rating.outcome = grading::Rating::Outcome::VariantRules; // not rated: above the target
                state.level = *m_target + 1;
                return;
            }
            int hardest = 0;
            for (const logic::Step& step : path.steps)
                hardest = std::max(hardest, int(logic::info(step.technique).level));
            if (hardest < *m_target) {
                state.rating.outcome = grading::Rating::Outcome::VariantRules; // not rated: below the target
                state.level = hardest;
                return;
            }
        }
        state.rating = grading::rateUniquePuzzle(grid, m_stop);
        state.level = levelOf(state.rating);
    }

    // The rating on one scale: the levels, then a path logic cannot finish.
    static int levelOf(const grading::Rating& rating)
    {
        return rating.outcome == grading::Rating::Outcome::Rated ? int(rating.level) : kBeyondLevels;
    }

    bool matches(const State& state) const
    {
        if (state.rating.outcome != grading::Rating::Outcome::Rated)
            return false;
        if (m_options.maxClues > 0
            && std::count_if(state.givens.begin(), state.givens.end(), [](auto v) { return v != 0; })
                   > m_options.maxClues)
            return false;
        if (m_options.technique) {
            const logic::SolvePath path = logic::solvePathOfUnique(killerGrid(state.geometry, state.givens,
                                                                              state.givens),
                                                                   {}, m_stop);
            return std::any_of(path.steps.begin(), path.steps.end(), [&](const logic::Step& step) {
                return step.technique == *m_options.technique;
            });
        }
        return !m_target || state.level == *m_target;
    }

    // The carved puzzle if it is at the level, else a prefix of the carving
    // found by bisection: prefix `low` is known too easy (the full grid at
    // first), prefix `high` too hard. Any subset of the removals leaves a
    // unique puzzle (it holds more than the carved one), so when the
    // bisection ends between two neighbours without a hit, the removals are
    // shuffled (givens among givens, instances among instances, so that
    // instances are still given back first) and bisected again: a new path
    // from the full grid to the carved puzzle crosses the levels elsewhere.
    std::optional<State> aim()
    {
        State carved = stateAt(m_steps.size());
        if (m_stop.stop_requested())
            return std::nullopt;
        if (matches(carved))
            return carved;
        drift(carved.level);
        if (!m_target || m_options.minimal || carved.level < *m_target)
            return std::nullopt;
        // Dot puzzles keep no instance to give back, and their levels lie
        // far apart along a carving of givens: they get more rounds.
        const int reorders = hasDots() ? kDotReorders : kReorders;
        for (int round = 0; round <= reorders; ++round) {
            if (round > 0)
                reorderSteps();
            if (auto found = bisect())
                return found;
            if (m_stop.stop_requested())
                return std::nullopt;
        }
        return std::nullopt;
    }

    std::optional<State> bisect()
    {
        size_t low = 0;
        size_t high = m_steps.size();
        while (high - low > 1) {
            const size_t middle = low + (high - low) / 2;
            State state = stateAt(middle);
            if (m_stop.stop_requested())
                return std::nullopt;
            if (matches(state))
                return state;
            if (state.level < *m_target)
                low = middle;
            else
                high = middle;
        }
        return std::nullopt;
    }

    void reorderSteps()
    {
        const auto firstInstance = std::find_if(m_steps.begin(), m_steps.end(),
                                                [](const Removal& step) { return step.instance >= 0; });
        std::shuffle(m_steps.begin(), firstInstance, m_rng);
        std::shuffle(firstInstance, m_steps.end(), m_rng);
    }

    void report()
    {
        m_report.constraints = int(m_placed.size());
        if (m_progress)
            m_progress(m_report);
    }

    const GeneratorOptions& m_options;
    std::stop_token m_stop;
    const std::function<void(const Progress&)>& m_progress;
    int m_size;
    std::mt19937_64 m_rng;
    std::optional<int> m_target; // the level asked for, or the technique's
    std::shared_ptr<const Geometry> m_base;
    std::vector<std::uint8_t> m_solution;
    std::vector<Constraint> m_placed;
    std::vector<Removal> m_steps;
    int m_draws = 1; // solutions drawn for each one used (see kMaxDrawsPerGrid)
    Progress m_report;
};

} // namespace

std::string_view constraintFamilyKey(ConstraintFamily family)
{
    for (const FamilyKey& entry : kFamilyKeys)
        if (entry.family == family)
            return entry.key;
    return "";
}

std::optional<ConstraintFamily> constraintFamilyByKey(std::string_view key)
{
    for (const FamilyKey& entry : kFamilyKeys)
        if (entry.key == key)
            return entry.family;
    return std::nullopt;
}

const std::vector<ConstraintFamily>& constraintFamilies()
{
    static const std::vector<ConstraintFamily> all = [] {
        std::vector<ConstraintFamily> out;
        for (const FamilyKey& entry : kFamilyKeys)
            out.push_back(entry.family);
        return out;
    }();
    return all;
}

std::optional<GeneratorError> checkVariantOptions(const GeneratorOptions& options)
{
    const auto& families = options.constraints->families;
    const int size = options.geometry.size;
    if (families.empty())
        return badOptions("name at least one constraint kind (thermo, kropki, xv, arrow, whispers, renban, parity)");
    for (size_t i = 0; i < families.size(); ++i) {
        if (constraintFamilyKey(families[i]).empty())
            return badOptions("an unknown constraint kind");
        if (std::find(families.begin(), families.begin() + long(i), families[i]) != families.begin() + long(i))
            return badOptions("constraint kind " + std::string(constraintFamilyKey(families[i])) + " named twice");
    }
    if (options.killer)
        return badOptions("killer cages and other constraints are not generated together: ask for one or the other");
    if (options.geometry.lineCount > 1)
        return badOptions("counted shapes (multifour, doublenine) take no constraints");
    if (size < kMinVariantSize || size > kMaxVariantSize)
        return badOptions("variant generation supports grids of " + squareText(kMinVariantSize) + " to "
                          + squareText(kMaxVariantSize) + ", not " + squareText(size));
    if (options.randomJigsaw)
        return badOptions("variant generation draws no random jigsaw: give a grid with boxes");
    if (!options.geometry.cages.empty() || !options.geometry.constraints.empty())
        return badOptions("the variant generator places its own constraints: give a geometry without any");
    if (options.level && options.technique)
        return badOptions("ask for a level or a technique, not both");
    if (options.maxClues < 0)
        return badOptions("the clue cap cannot be negative");
    if (options.technique == logic::Technique::WhatIf)
        return badOptions("puzzles that need what-if are too rare to draw at random; ask for --level extreme");
    return std::nullopt;
}

Result<GeneratedPuzzle, GeneratorError> generateVariant(const GeneratorOptions& options, std::stop_token stop,
                                                       const std::function<void(const Progress&)>& progress)
{
    if (auto error = checkVariantOptions(options))
        return *error;
    if (stop.stop_requested())
        return cancelled();
    return VariantMaker(options, stop, progress).run();
}

} // namespace pm::generate
