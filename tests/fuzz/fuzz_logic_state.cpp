// SPDX-License-Identifier: GPL-3.0-or-later
// The engine behind a parsed state: the exact solver (fast path against the
// generic search), the contradiction check and the explaining solver's next
// step, on whatever puzzle or pencil-mark grid the bytes make. A step taken
// from a state with one solution must agree with that solution.
#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

// Enough for every 9x9 puzzle's uniqueness in practice, small enough that a
// hostile grid cannot hold the fuzzer for long.
constexpr std::uint64_t kNodeBudget = 20'000;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    pm::ParseOptions options;
    options.rejectClashes = false;
    auto parsed = pm::parsePuzzle(text, options);
    // Small grids, and the counted shapes (MultiFour, DoubleNine), which the
    // counted search and the counting techniques serve.
    if (!parsed || (parsed->grid.size() > 9 && !parsed->grid.geometry().isCounted()))
        return 0;
    const pm::Grid& grid = parsed->grid;

    pm::solver::SolverOptions generic;
    generic.useCandidates = parsed->hasCandidates;
    generic.allowFastPath = false;
    generic.nodeBudget = kNodeBudget;
    const pm::solver::SolveResult slow = pm::solver::solve(grid, {}, generic);
    if (slow.outcome != pm::solver::SolveOutcome::Cancelled) {
        pm::solver::SolverOptions fast = generic;
        fast.allowFastPath = true;
        fast.nodeBudget = 0;
        const pm::solver::SolveResult quick = pm::solver::solve(grid, {}, fast);
        require(quick.outcome == slow.outcome);
        if (slow.outcome == pm::solver::SolveOutcome::Unique)
            require(quick.solution == slow.solution);
    }

    const pm::Grid state = parsed->hasCandidates ? grid : pm::logic::candidateState(grid);
    if (pm::logic::findContradiction(state))
        return 0;
    pm::logic::LogicOptions logic;
    logic.maxLevel = pm::logic::Level::Hard; // the cheap techniques: many inputs a second
    const pm::logic::NextStep next = pm::logic::nextStep(state, logic);
    if (next.kind != pm::logic::NextStep::Kind::Found || slow.outcome != pm::solver::SolveOutcome::Unique)
        return 0;
    for (const pm::logic::CellDigit& p : next.step.placements)
        require(slow.solution[size_t(p.cell)] == p.digit);
    for (const pm::logic::CellDigit& e : next.step.eliminations)
        require(slow.solution[size_t(e.cell)] != e.digit);
    return 0;
}
