// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Dedicated exact solver for classic 9x9 Sudoku (no Qt, no shared mutable state: safe to call from any thread).
#include <cstdint>
#include <stop_token>

namespace pm::solver::classic9 {

struct Result {
    std::uint64_t count = 0;   // solutions found, never more than the limit
    bool cancelled = false;    // the stop token fired before the search finished
    std::uint64_t guesses = 0; // branches tried beyond the first at each search node (benchmarks report it)
};

// cells: 81 bytes row-major, 0 = empty, 1..9 = clue. Givens that clash (same digit twice in a row/column/box) or
// any value > 9 give count 0 quickly. Searches until `limit` solutions are found (limit 1 = solve, 2 = uniqueness check).
// If firstSolution is not null and count >= 1, it receives the first solution found (81 bytes, 1..9).
// The stop token is polled cheaply (every 256 search nodes), so cancellation lands within milliseconds.
Result countSolutions(const std::uint8_t* cells, std::uint64_t limit, std::uint8_t* firstSolution = nullptr,
                      std::stop_token stop = {});

// The same count over the solutions in which `cell` does not hold `digit` (1..9). The generator's uniqueness
// check for a removed clue: the puzzle without it is unique exactly when no solution puts another digit there, and
// looking for one such solution (limit 1) searches far less than counting to two.
Result countSolutionsWithout(const std::uint8_t* cells, int cell, int digit, std::uint64_t limit,
                             std::stop_token stop = {});

}  // namespace pm::solver::classic9
