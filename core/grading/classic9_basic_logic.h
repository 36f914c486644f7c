// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <stop_token>

namespace pm::grading {

// BasicLogic::stillSolvedWithout at Level::Easy for the classic 9x9 grid, on
// bit masks: whether naked and hidden singles, from the givens `values` (81
// cells, 0 = empty) without those of `cells`, fill every one of `cells`.
// The generator asks this about most clues it tries to remove, and the
// general solver's house-by-house scans were half the cost of an easy
// puzzle. Singles only gain from more eliminations, so their closure does
// not depend on the order they are applied in: the answer is BasicLogic's
// (tst_rating checks the two against each other).
//
// `values` must be the givens of a grid that has a solution (the generator's
// puzzle, which has one): a contradiction is reported as not filled, but not
// every one is noticed.
bool classic9SinglesRecover(std::span<const std::uint8_t> values, std::span<const int> cells);

// The same at Level::Medium: singles, then pointing and claiming, then naked
// and hidden pairs and triples (BasicLogic's rules, whose closure is also
// unique; tst_rating checks the two answers against each other). The
// generator asks it about removals from puzzles that already need Medium.
bool classic9BasicRecover(std::span<const std::uint8_t> values, std::span<const int> cells);

// BasicLogic::solvesWithLookahead for the classic grid: singles, plus
// removing each candidate whose placement makes singles break the grid, until
// solved (true) or stuck. The rating's coarse grade of a medium puzzle; on
// bit masks a trial costs a copy of the state rather than of BasicLogic's
// vectors, and its singles run on words (tst_rating compares the two).
// `stop` ends the work early, reported as false.
bool classic9SolvesWithLookahead(std::span<const std::uint8_t> values, std::stop_token stop = {});

} // namespace pm::grading
