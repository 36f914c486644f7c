// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace pm::solver {

enum class SolveOutcome { Unique, Multiple, None, Cancelled };

struct SolveResult {
    SolveOutcome outcome = SolveOutcome::None;
    std::vector<std::uint8_t> solution;       // first solution found (Unique, Multiple)
    std::vector<std::uint8_t> secondSolution; // another one (Multiple): proof of non-uniqueness
};

struct CountResult {
    std::uint64_t count = 0;
    bool limitReached = false; // count == limit: there may be more
    bool cancelled = false;
    bool outOfBudget = false; // SolverOptions::nodeBudget ran out: count is a lower bound
};

struct SolverOptions {
    // Start from the grid's candidates as well as its values (a pencil-mark
    // puzzle): a digit missing from a cell's candidates is ruled out there.
    bool useCandidates = false;
    // Let classic 9x9 puzzles take the bit-parallel path. Tests turn it off
    // to exercise the generic search on the same puzzles.
    bool allowFastPath = true;
    // Give up after this many search nodes (0: never). Deterministic, unlike
    // a timed stop token, so a seeded generator can bound its uniqueness
    // checks and still repeat itself. Honoured by the generic search only
    // (classic 9x9 puzzles on the fast path take microseconds anyway);
    // solve() and enumerateSolutions() report a spent budget as Cancelled.
    std::uint64_t nodeBudget = 0;
    // Values to try first at each branch (one per cell, 0 for none), such as
    // the solution a generator carves from: looking for another solution,
    // the search then follows the known one wherever it can. Changes the
    // order of the search only, never its answer. Honoured by the generic
    // search only; must outlive the call.
    const std::vector<std::uint8_t>* preferred = nullptr;
    // The generic search's lookahead (probing two-candidate cells once a
    // search passes a few nodes) makes a node cost about 33 propagations
    // instead of one; it pays on searches run to their end. Off, for a
    // search held to a small node budget: the generator's checks on big
    // grids. Honoured by the generic search only.
    bool lookahead = true;
};

// Exact solving on every geometry. Only the grid's values (and, when asked,
// candidates) are read: a value is a clue whether or not it is marked given.
// Clues that clash give no solution.

// Solves and checks uniqueness in one search (it stops at the second solution).
SolveResult solve(const Grid& grid, std::stop_token stop = {}, const SolverOptions& options = {});

// Counts solutions up to `limit` (limit 2: the uniqueness check).
CountResult countSolutions(const Grid& grid, std::uint64_t limit, std::stop_token stop = {},
                           const SolverOptions& options = {});

enum class EnumerateOutcome { Finished, Stopped, Cancelled };

// Calls `visit` with every solution (N*N values, 1..N) in a deterministic
// order until it returns false (Stopped), the search ends (Finished) or the
// token fires (Cancelled). Bird's `solve :: Board -> [Board]`, as a callback.
EnumerateOutcome enumerateSolutions(const Grid& grid,
                                    const std::function<bool(const std::vector<std::uint8_t>&)>& visit,
                                    std::stop_token stop = {}, const SolverOptions& options = {});

} // namespace pm::solver
