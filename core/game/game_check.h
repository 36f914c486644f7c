// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/game/game.h"

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace pm::game {

// What checking finds. Conflicts break the rules (two equal digits in a
// house or a killer cage, a cage whose digits miss its sum) and need no
// solution; mistakes and wrong marks are measured against the solution, so
// they stay empty when it is not known.
struct CheckResult {
    std::vector<Conflict> conflicts; // each clashing pair once per house, then once per cage (house -1)
    std::vector<int> brokenCages;    // cages whose digits add up past the sum, or, when full, to another sum
    std::vector<BrokenConstraint> brokenConstraints; // variant constraints the digits break (core/constraints)
    std::vector<int> conflictCells;  // every cell in a clash, holding a digit of a broken cage or breaking a constraint, ascending
    std::vector<int> mistakes;       // entries that differ from the solution, ascending
    std::vector<int> wrongMarks;     // empty cells whose marks leave out the solution's digit
};

CheckResult check(const Game& game);

// Cells in a clash, a broken cage or a broken constraint only: cheap enough
// to run after every move.
std::vector<int> conflictCells(const Game& game);

// Every cell filled, no house or cage holds a digit twice, every cage
// adds up to its sum and no variant constraint is broken. Such a board solves the puzzle (and is the solution
// when the solution is unique).
bool isSolved(const Game& game);

// "Rewind to just before my first mistake". `history` is the changes that
// led to the game's present state, oldest first. The answer is the index of
// the move since which the board has never been free of wrong entries:
// undoing it and everything after restores the latest state with no wrong
// entry, and keeps every move made before it. Empty when the board has no
// wrong entry now, or was never free of one along `history`.
std::optional<std::size_t> firstMistake(const Game& game, std::span<const Change> history);

// Whether `history` (oldest first, `done` of them applied, the rest undone)
// fits the game's present cells: undoing back to the start, every change
// finds its "after" states in the cells; redoing from the present, every
// change finds its "before" states; and every cell and value is in range.
// A saved history that does not fit is damaged.
bool historyFits(const Game& game, std::span<const Change> history, std::size_t done);

} // namespace pm::game
