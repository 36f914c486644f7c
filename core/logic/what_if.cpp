// SPDX-License-Identifier: GPL-3.0-or-later
// What-if (bifurcation), the last resort: assume a candidate, follow the
// consequences, and when they break the grid, the candidate is false.
// "If r3c4 were 5, then r3c7 = 2, r8c7 = 9 ... and r7c4 would have no
// candidate left, so r3c4 is not 5."
#include "core/logic/branch_cache.h"
#include "core/logic/finders.h"
#include "core/logic/forcing_cases.h"
#include "core/logic/propagation.h"
#include "core/logic/what_if_story.h"

#include "core/solver/exact_solver.h"

#include <algorithm>

namespace pm::logic {

namespace {

// The last pass's bounds (findWhatIf): nodes per assumption's search, and
// the searches that may run out before the pass gives up. With them the
// 49 public puzzles walked (#40 aside) take the same steps as unbounded; a
// search on a grid it cannot settle costs about 0.1 ms a node, so a stuck
// pass gives up after about 1.2 s there.
constexpr std::uint64_t kWhatIfSearchNodes = 1 << 12;
constexpr int kWhatIfSpentSearches = 3;

Step whatIfStep(CellDigit assumption, int depth)
{
    Step step;
    step.technique = Technique::WhatIf;
    step.eliminations.push_back(assumption);
    step.detail.assumption = assumption;
    step.detail.assumedTrue = true;
    step.detail.digits = {assumption.digit};
    step.detail.cells = {assumption.cell};
    step.detail.variantType = depth;
    step.pattern.candidates.push_back({assumption.cell, assumption.digit, Role::Assumption});
    step.pattern.cells.push_back({assumption.cell, Role::Base});
    return step;
}

// An empty cell of `state` (fewest candidates first, at most three) every
// candidate of which breaks the grid under singles, or -1. `state` is where
// singles left a case that did not break: a fixpoint, so each propagation
// looks only at what its assumption changes (this pass ran a propagation
// per candidate squared, and was most of a forum_hardest path's time).
int cellWithNoWayOut(const Grid& state)
{
    Grid branch = state; // one buffer for every propagation below
    for (int count = 2; count <= 3; ++count) {
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            if (state.value(cell) || digitCount(state.candidates(cell)) != count)
                continue;
            bool everyWayBreaks = true;
            for (DigitMask m = state.candidates(cell); m && everyWayBreaks; m &= m - 1) {
                branch = state;
                everyWayBreaks = propagateSingles(branch, {cell, firstDigit(m)}, true, 1 << 30,
                                                  PropagationStart::AtFixpoint)
                                     .contradiction.has_value();
            }
            if (everyWayBreaks)
                return cell;
        }
    }
    return -1;
}

// Three passes, each only when the one before finds nothing. First: an
// assumption whose singles alone run into a contradiction (variantType 0),
// told with the placements the contradiction needs; every assumption is
// tried and the shortest story comes first, as a person would rather follow
// four singles than twenty. Second: an assumption that leaves some cell
// without a way out, each of its candidates breaking the grid by singles
// (variantType 2). Last: an assumption under which the exact search finds no
// solution at all (variantType 1), for wrong candidates that take deeper
// reasoning to refute. A candidate with no solution behind it is false, so
// the last pass is sound on any puzzle and always makes progress on one
// with a unique solution.
void findWhatIf(const LogicContext& ctx, StepSink& sink)
{
    const std::vector<int> cells = cellsToTry(ctx);
    // Trying every assumption (to tell the shortest) and looking one level
    // deeper cost a propagation per candidate, or per candidate squared:
    // milliseconds on 9x9, seconds on 25x25. Larger grids take the first
    // contradiction found and go straight to the exact search.
    const bool thorough = ctx.size() <= 9;
    std::vector<Step> contradictions;
    // Up to 16x16 digit forcing followed every case in this context already
    // (the branch cache keeps them); larger grids, where it does not run, would
    // keep a grid per candidate there (135 MB on 36x36), so they propagate
    // in one buffer.
    const bool cached = ctx.size() <= 16;
    const PropagationStart start =
        cached || !atSinglesFixpoint(ctx.grid()) ? PropagationStart::Anywhere : PropagationStart::AtFixpoint;
    Grid trial = ctx.grid();
    PropagationTrace uncached;
    for (int cell : cells) {
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1) {
            const CellDigit assumption{cell, firstDigit(m)};
            if (!cached) {
                trial = ctx.grid();
                uncached = propagateSingles(trial, assumption, true, 1 << 30, start);
            } else if (!caseOutcome(ctx, assumption, true).broken) {
                continue; // only a broken case is told, with its trace
            }
            const PropagationTrace& trace = cached ? followCase(ctx, assumption, true).trace : uncached;
            if (!trace.contradiction)
                continue;
            contradictions.push_back(whatIfStory(ctx.grid(), assumption, trace));
            if (!thorough)
                break;
        }
        if (!thorough && !contradictions.empty())
            break;
        if (ctx.stopRequested())
            return;
    }
    std::stable_sort(contradictions.begin(), contradictions.end(), [](const Step& a, const Step& b) {
        return a.detail.implications.size() < b.detail.implications.size();
    });
    for (Step& step : contradictions)
        if (!sink.add(std::move(step)))
            return;
    if (!contradictions.empty())
        return;
    // Second: one level deeper (variantType 2). Under the assumption and
    // its singles, some cell can hold none of its candidates, each one
    // breaking the grid by singles. detail.contradictionCell is that cell,
    // detail.digits the assumption's digit then the cell's candidates.
    for (int cell : thorough ? cells : std::vector<int>{}) {
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1) {
            const CellDigit assumption{cell, firstDigit(m)};
            const CaseOutcome branch = caseOutcome(ctx, assumption, true); // thorough: 9x9 and smaller
            if (branch.broken)
                continue;
            const int dead = cellWithNoWayOut(branch.state);
            if (dead < 0)
                continue;
            Step step = whatIfStep(assumption, 2);
            step.detail.contradictionCell = dead;
            for (DigitMask d = branch.state.candidates(dead); d; d &= d - 1) {
                step.detail.digits.push_back(firstDigit(d));
                step.pattern.candidates.push_back({dead, firstDigit(d), Role::Link});
            }
            step.pattern.cells.push_back({dead, Role::Contradiction});
            if (!sink.add(std::move(step)))
                return;
        }
        if (ctx.stopRequested())
            return;
    }
    // Each assumption's search is held to a node budget, and the pass ends
    // once a few of them have run out: on a grid the search cannot settle
    // (a Latin square with a cage too few), every search would run without
    // end, and the hint with it. A search cut short refutes nothing, so the
    // pass stays sound; it only finds less.
    solver::SolverOptions options;
    options.useCandidates = true;
    options.nodeBudget = kWhatIfSearchNodes;
    int spent = 0;
    for (int cell : cells) {
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1) {
            const CellDigit assumption{cell, firstDigit(m)};
            Grid trial = ctx.grid();
            trial.setValue(cell, assumption.digit);
            trial.setCandidates(cell, digitBit(assumption.digit));
            const solver::CountResult count = solver::countSolutions(trial, 1, ctx.stopToken(), options);
            if (count.outOfBudget && ++spent >= kWhatIfSpentSearches)
                return;
            if (count.count != 0 || count.cancelled || count.outOfBudget)
                continue;
            if (!sink.add(whatIfStep(assumption, 1)))
                return;
        }
        if (ctx.stopRequested())
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::WhatIf, findWhatIf},
};

} // namespace

Step whatIfStory(const Grid& start, CellDigit assumption, const PropagationTrace& trace)
{
    Step step = whatIfStep(assumption, 0);
    step.detail.implications = supportingPlacements(start, assumption, true, trace);
    for (const CellDigit& implied : step.detail.implications)
        step.pattern.candidates.push_back({implied.cell, implied.digit, Role::Link});
    const Contradiction& c = *trace.contradiction;
    step.detail.contradictionCell = c.cell;
    step.detail.contradictionHouse = c.house;
    step.detail.contradictionDigit = c.digit;
    if (c.cell >= 0)
        step.pattern.cells.push_back({c.cell, Role::Contradiction});
    if (c.house >= 0)
        step.pattern.houses.push_back({c.house, Role::Contradiction});
    return step;
}

std::span<const FinderEntry> whatIfFinders()
{
    return kFinders;
}

} // namespace pm::logic
