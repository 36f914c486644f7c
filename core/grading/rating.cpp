// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grading/rating.h"

#include "core/grading/basic_logic.h"
#include "core/grading/classic9_basic_logic.h"
#include "core/grading/leading_singles.h"

#include "core/logic/finders.h"
#include "core/logic/logic_context.h"
#include "core/solver/exact_solver.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>

namespace pm::grading {

using logic::Family;
using logic::Level;
using logic::Step;
using logic::Technique;

namespace {

// Sudoku Explainer's surcharge for long chains: +0.1 each time the length
// passes a ceiling that grows by 3/2 and 4/3 in turn (4, 6, 8, 12, 16, 24 ...).
double lengthSurcharge(int length)
{
    double added = 0.0;
    int ceiling = 4;
    bool odd = false;
    while (length > ceiling) {
        added += 0.1;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
        odd = !odd;
    }
    return added;
}

// The length SE would count for a step: chain nodes; for forcing chains
// the placements one case needed on average (their implications list every
// case's); for what-if the placements up to the contradiction.
int chainLength(const Step& step)
{
    const auto family = logic::info(step.technique).family;
    if (family == Family::Chains)
        return int(step.pattern.links.size()) + 1;
    if (family == Family::Forcing)
        return int(step.detail.implications.size()) / std::max(1, step.detail.size);
    if (family == Family::Guessing)
        return int(step.detail.implications.size());
    return 0;
}

} // namespace

double stepRating(const Step& step)
{
    const double base = logic::info(step.technique).rating;
    const int length = chainLength(step);
    // Rounded to one decimal, as SE prints it, so equal ratings compare equal.
    return std::round((base + (length ? lengthSurcharge(length) : 0.0)) * 10.0) / 10.0;
}

namespace {

// Sudoku Explainer's order over the basic techniques, cheapest rating
// first, including its "direct" variants: an intersection or hidden subset
// that at once leaves a hidden single is rated below a naked single. A
// person solving an easy puzzle works this way too (scan for hidden
// singles before counting candidates), so for puzzles that basic logic
// finishes the rating follows this path.
struct SeChoice {
    Technique technique;
    double rating;
    bool direct; // only counts when it leaves a hidden single
};
constexpr SeChoice kSeBasicOrder[] = {
    {Technique::FullHouse, 1.0, false},
    {Technique::HiddenSingleBox, 1.2, false},
    {Technique::HiddenSingleLine, 1.5, false},
    {Technique::HiddenSingleOther, 1.5, false},
    {Technique::LockedCandidatesPointing, 1.7, true},
    {Technique::LockedCandidatesClaiming, 1.9, true},
    {Technique::HiddenPair, 2.0, true},
    {Technique::NakedSingle, 2.3, false},
    {Technique::HiddenTriple, 2.5, true},
    {Technique::LockedCandidatesPointing, 2.6, false},
    {Technique::LockedCandidatesClaiming, 2.8, false},
    {Technique::LockedPair, 2.9, false},
    {Technique::NakedPair, 3.0, false},
    {Technique::HiddenPair, 3.4, false},
    {Technique::LockedTriple, 3.5, false},
    {Technique::NakedTriple, 3.6, false},
    {Technique::HiddenTriple, 4.0, false},
};

class StepCollector : public logic::StepSink {
public:
    explicit StepCollector(bool firstOnly) : m_firstOnly(firstOnly) {}
    bool add(Step step) override
    {
        if (!step.placements.empty() || !step.eliminations.empty())
            steps.push_back(std::move(step));
        return !(m_firstOnly && !steps.empty());
    }
    std::vector<Step> steps;

private:
    bool m_firstOnly;
};

// Whether some digit has exactly one place left in some house.
bool hasHiddenSingle(const Grid& state)
{
    for (const House& house : state.geometry().houses()) {
        DigitMask once = 0, twice = 0;
        for (int cell : house.cells) {
            if (state.value(cell))
                continue;
            const DigitMask mask = state.candidates(cell);
            twice |= once & mask;
            once |= mask;
        }
        if (once & ~twice)
            return true;
    }
    return false;
}

struct RatedPath {
    bool solved = false;
    std::vector<std::pair<Step, double>> steps;
};

constexpr size_t kLeadingSingles = 4;
// The choices LeadingSingles::first covers, in its order.
static_assert(kSeBasicOrder[0].technique == Technique::FullHouse
              && kSeBasicOrder[1].technique == Technique::HiddenSingleBox
              && kSeBasicOrder[2].technique == Technique::HiddenSingleLine
              && kSeBasicOrder[3].technique == Technique::HiddenSingleOther && !kSeBasicOrder[3].direct);

// The cells a step may have changed in `state` (all of them on counted
// shapes, where a placement can clear a completed house).
void noteChanges(LeadingSingles& singles, const Grid& state, const Step& step)
{
    const Geometry& geometry = state.geometry();
    if (geometry.isCounted()) {
        singles.updateAll(state);
        return;
    }
    for (const logic::CellDigit& placement : step.placements)
        singles.updatePlacement(state, placement.cell, placement.digit);
    for (const logic::CellDigit& elimination : step.eliminations) {
        const int cell = elimination.cell;
        singles.update(state, std::span<const int>(&cell, 1));
    }
}

RatedPath seBasicPath(const Grid& puzzle, std::stop_token stop)
{
    RatedPath path;
    Grid state = logic::candidateState(puzzle);
    logic::LogicContext context(state, true, stop);
    LeadingSingles singles(state, context);
    bool contextCurrent = true; // whether the context has read the latest state
    Grid trial = state;         // a direct step's result, its storage reused
    while (singles.empty() > 0) {
        if (stop.stop_requested())
            return path;
        int cell = 0, digit = 0;
        if (const int choice = singles.first(state, cell, digit); choice >= 0) {
            Step single;
            single.technique = kSeBasicOrder[size_t(choice)].technique;
            single.placements.push_back({cell, digit});
            logic::applyStep(state, single);
            noteChanges(singles, state, single);
            path.steps.emplace_back(std::move(single), kSeBasicOrder[size_t(choice)].rating);
            contextCurrent = false;
            continue;
        }
        if (!contextCurrent)
            context.refresh();
        bool found = false;
        for (size_t c = kLeadingSingles; c < std::size(kSeBasicOrder) && !found; ++c) {
            const SeChoice& choice = kSeBasicOrder[c];
            StepCollector sink(!choice.direct);
            logic::finderFor(choice.technique)(context, sink);
            for (Step& step : sink.steps) {
                if (choice.direct) {
                    trial = state;
                    logic::applyStep(trial, step);
                    if (!hasHiddenSingle(trial))
                        continue;
                }
                logic::applyStep(state, step);
                noteChanges(singles, state, step);
                path.steps.emplace_back(std::move(step), choice.rating);
                found = true;
                break;
            }
        }
        if (!found)
            return path;
        contextCurrent = false;
    }
    path.solved = true;
    return path;
}

RatedPath catalogueRatedPath(const logic::SolvePath& solved)
{
    RatedPath path;
    path.solved = solved.result == logic::SolvePath::Result::Solved;
    for (const Step& step : solved.steps)
        path.steps.emplace_back(step, stepRating(step));
    return path;
}

// The level at which basic logic finishes `puzzle`: Easy (singles alone),
// Medium, or none.
std::optional<Level> basicLevel(BasicLogic& basic, const Grid& puzzle, std::stop_token stop)
{
    const std::vector<std::uint8_t>& values = puzzle.values();
    if (puzzle.geometry().isClassic9()) {
        // The generator's bit-mask checks (classic9_basic_logic.h) with every
        // empty cell watched give BasicLogic's answers several times faster:
        // rating medium puzzles while generating, 10.7M -> 8.3M instructions.
        std::array<int, 81> open;
        size_t count = 0;
        for (int cell = 0; cell < 81; ++cell)
            if (!values[size_t(cell)])
                open[count++] = cell;
        const std::span<const int> cells(open.data(), count);
        if (!classic9BasicRecover(values, cells))
            return std::nullopt;
        return classic9SinglesRecover(values, cells) ? Level::Easy : Level::Medium;
    }
    // A run that solves without intersections or subsets is what singles
    // alone do (BasicLogic::run tries those only when singles are stuck),
    // so one run gives both answers.
    const BasicLogic::Outcome run = basic.run(values, Level::Medium, std::move(stop));
    if (!run.solved)
        return std::nullopt;
    return run.hardest == Level::Easy ? Level::Easy : Level::Medium;
}

bool pathUsesWhatIf(const RatedPath& path)
{
    return std::any_of(path.steps.begin(), path.steps.end(),
                       [](const auto& rated) { return rated.first.technique == Technique::WhatIf; });
}

} // namespace

Rating ratePuzzle(const Grid& puzzle, std::stop_token stop, std::uint64_t variantNodes)
{
    Rating rating;
    // A variant puzzle's count can outlast its logic by far: "Solver needs
    // SET" (an empty grid of killer cages and dots) took the search minutes
    // before it read set equations, the explaining solver 0.1 s. So the
    // count is first held to a budget, and when that runs out a path logic
    // finishes proves the puzzle unique by itself (every step is forced;
    // the uniqueness techniques never run with constraints).
    std::optional<solver::CountResult> counted;
    if (puzzle.geometry().hasConstraints()) {
        solver::SolverOptions bounded;
        bounded.nodeBudget = variantNodes;
        const solver::CountResult quick = solver::countSolutions(puzzle, 2, stop, bounded);
        if (!quick.outOfBudget) {
            counted = quick;
        } else if (!quick.cancelled) {
            const logic::SolvePath path = logic::solvePathUncounted(logic::candidateState(puzzle), {}, stop);
            if (path.result == logic::SolvePath::Result::Solved)
                return rateUniquePuzzle(puzzle, stop);
            // Neither finishes: the puzzle is left ungraded, as one whose
            // path stops short, rather than counted without end (a Latin
            // square of cages with one cage taken away: no count within
            // minutes, and no step of logic). A path that breaks the grid
            // shows it has no solution.
            if (path.result == logic::SolvePath::Result::Stuck || path.result == logic::SolvePath::Result::Invalid) {
                rating.outcome = path.result == logic::SolvePath::Result::Invalid ? Rating::Outcome::Invalid
                                                                                  : Rating::Outcome::VariantRules;
                return rating;
            }
        }
    }
    const solver::CountResult count = counted ? *counted : solver::countSolutions(puzzle, 2, stop);
    if (count.cancelled) {
        rating.outcome = Rating::Outcome::Cancelled;
        return rating;
    }
    if (count.count != 1) {
        rating.outcome = count.count == 0 ? Rating::Outcome::Invalid : Rating::Outcome::Multiple;
        return rating;
    }
    return rateUniquePuzzle(puzzle, stop);
}

Rating rateUniquePuzzle(const Grid& puzzle, std::stop_token stop)
{
    Rating rating;
    // Puzzles that basic logic finishes follow Sudoku Explainer's order
    // (above); their level is what BasicLogic needed, which the explaining
    // solver's path reaches as well. Everything else follows the
    // explaining solver's own path, level by level. BasicLogic and the
    // bit-mask lookahead know no variant constraint (a thermometer, an
    // arrow ...): a puzzle with any is graded by the explaining solver's
    // path alone, whose finders reason with them (issue 38).
    const bool variant = puzzle.geometry().hasConstraints();
    BasicLogic& basic = basicLogicFor(puzzle.geometryPtr());
    RatedPath path;
    if (!variant) {
        if (const std::optional<Level> level = basicLevel(basic, puzzle, stop)) {
            rating.level = *level;
            path = seBasicPath(puzzle, stop);
        }
    }
    if (!path.solved) {
        const logic::SolvePath solved = logic::solvePathOfUnique(puzzle, {}, stop);
        if (solved.result == logic::SolvePath::Result::Cancelled) {
            rating.outcome = Rating::Outcome::Cancelled;
            return rating;
        }
        path = catalogueRatedPath(solved);
        if (!path.solved) {
            // A sound path of a classic unique puzzle always finishes (what-if
            // is complete there); with variant rules the propagation behind
            // what-if sees only the pairs each rule gives, so a path can stop
            // short, and the puzzle is then left ungraded.
            rating.outcome = variant ? Rating::Outcome::VariantRules : Rating::Outcome::Invalid;
            return rating;
        }
        for (const auto& [step, value] : path.steps)
            rating.level = std::max(rating.level, logic::info(step.technique).level);
    }
    for (const auto& [step, value] : path.steps) {
        const auto& row = logic::info(step.technique);
        if (value > rating.rating) {
            rating.rating = value;
            rating.hardest = step.technique;
        }
        rating.score += row.weight;
    }
    rating.steps = int(path.steps.size());
    // On the classic grid the bit-mask lookahead gives the same answer:
    // rating medium puzzles while generating, 18.3M -> 10.8M instructions.
    // With variant rules the coarse grade follows the path instead: one
    // step when it needed no what-if, search when it did.
    const bool oneStep = rating.level != Level::Easy
                         && (variant ? !pathUsesWhatIf(path)
                             : puzzle.geometry().isClassic9() ? classic9SolvesWithLookahead(puzzle.values(), stop)
                                                              : basic.solvesWithLookahead(puzzle.values(), stop));
    rating.lookahead = rating.level == Level::Easy ? Lookahead::Propagation
                       : oneStep                   ? Lookahead::OneStep
                                                   : Lookahead::Search;
    if (stop.stop_requested()) { // the lookahead may have been cut short
        rating.outcome = Rating::Outcome::Cancelled;
        return rating;
    }
    return rating;
}

std::string_view lookaheadKey(Lookahead lookahead)
{
    switch (lookahead) {
    case Lookahead::Propagation: return "propagation";
    case Lookahead::OneStep: return "one-step";
    case Lookahead::Search: return "search";
    }
    return "";
}

} // namespace pm::grading
