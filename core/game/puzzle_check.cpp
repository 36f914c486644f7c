// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/puzzle_check.h"

#include "core/grading/rating.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"

namespace pm::game {

namespace {

// The verdict from the search's answer, and the level of a unique puzzle.
PuzzleVerdict verdictFromSearch(PuzzleVerdict verdict, solver::SolveResult solved, const Grid& clues,
                                std::stop_token stop)
{
    switch (solved.outcome) {
    case solver::SolveOutcome::None: verdict.kind = PuzzleVerdict::Kind::NoSolution; return verdict;
    case solver::SolveOutcome::Cancelled:
        // solve() reports a spent node budget as Cancelled.
        verdict.kind = stop.stop_requested() ? PuzzleVerdict::Kind::Cancelled : PuzzleVerdict::Kind::Undecided;
        return verdict;
    case solver::SolveOutcome::Multiple:
        verdict.kind = PuzzleVerdict::Kind::Multiple;
        verdict.solution = std::move(solved.solution);
        verdict.secondSolution = std::move(solved.secondSolution);
        return verdict;
    case solver::SolveOutcome::Unique: break;
    }
    verdict.kind = PuzzleVerdict::Kind::Unique;
    verdict.solution = std::move(solved.solution);
    // The same grading the generator uses, so levels mean the same everywhere.
    const grading::Rating rating = grading::ratePuzzle(clues, stop);
    if (rating.outcome == grading::Rating::Outcome::Cancelled)
        verdict.kind = PuzzleVerdict::Kind::Cancelled;
    else if (rating.outcome == grading::Rating::Outcome::Rated)
        verdict.level = rating.level;
    // Outcome::VariantRules (variant rules whose path logic could not
    // finish) leaves the level empty: beyond the logic Pencilmark knows.
    return verdict;
}

} // namespace

PuzzleVerdict verifyPuzzle(const Grid& puzzle, std::stop_token stop, std::uint64_t variantNodes)
{
    PuzzleVerdict verdict;
    std::optional<Conflict> clash = puzzle.firstConflict();
    if (!clash) {
        // Two equal givens in a killer cage (house -1, cage set).
        if (const std::vector<Conflict> inCages = puzzle.cageConflicts(); !inCages.empty())
            clash = inCages.front();
    }
    if (clash) {
        verdict.kind = PuzzleVerdict::Kind::Clash;
        verdict.clash = clash;
        return verdict;
    }
    // Only the values are clues: marks a pasted pencil-mark grid carried
    // must not narrow the search.
    Grid clues(puzzle.geometryPtr());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        clues.setValue(cell, puzzle.value(cell));
    solver::SolverOptions options;
    switch (verdict.map = solver::judgeMap(puzzle.geometryPtr(), stop); verdict.map.verdict) {
    case solver::MapJudgement::Verdict::HasGrid: break;
    case solver::MapJudgement::Verdict::NoGrid: verdict.kind = PuzzleVerdict::Kind::NoGridFitsMap; return verdict;
    case solver::MapJudgement::Verdict::Cancelled: verdict.kind = PuzzleVerdict::Kind::Cancelled; return verdict;
    case solver::MapJudgement::Verdict::Unsettled: options.nodeBudget = solver::kUnsettledMapNodes; break;
    }
    // A variant puzzle's search can outlast its logic by far (an empty grid
    // of killer cages and dots took minutes before the search read set
    // equations, and others may still): held to a budget first,
    // and past it a path logic finishes proves the one solution by itself,
    // as ratePuzzle does (no uniqueness technique runs with constraints).
    if (clues.geometry().hasConstraints() && options.nodeBudget == 0) {
        solver::SolverOptions bounded = options;
        bounded.nodeBudget = variantNodes;
        solver::SolveResult quick = solver::solve(clues, stop, bounded);
        if (quick.outcome != solver::SolveOutcome::Cancelled || stop.stop_requested()) {
            return verdictFromSearch(std::move(verdict), std::move(quick), clues, stop);
        }
        const logic::SolvePath path = logic::solvePathUncounted(logic::candidateState(clues), {}, stop);
        if (path.result == logic::SolvePath::Result::Solved) {
            quick.outcome = solver::SolveOutcome::Unique;
            quick.solution = path.finalState.values();
            return verdictFromSearch(std::move(verdict), std::move(quick), clues, stop);
        }
        // Neither finishes (a Latin square of cages with one cage taken
        // away: no answer within minutes of search, and no step of logic):
        // said so, rather than searched without end. A path that breaks
        // the grid shows it has no solution.
        if (path.result == logic::SolvePath::Result::Invalid) {
            verdict.kind = PuzzleVerdict::Kind::NoSolution;
            return verdict;
        }
        if (path.result == logic::SolvePath::Result::Stuck) {
            verdict.kind = PuzzleVerdict::Kind::Undecided;
            return verdict;
        }
        verdict.kind = PuzzleVerdict::Kind::Cancelled;
        return verdict;
    }
    return verdictFromSearch(std::move(verdict), solver::solve(clues, stop, options), clues, stop);
}

} // namespace pm::game
