// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <cstddef>
#include <vector>

namespace pm {

// The digit sets a killer cage can still hold, as the player's board stands:
// every combination of distinct digits adding up to the sum
// (cageCombinations), each marked with what rules it out, if anything. This
// is the killer player's table of "sum 10 in 3 cells: 1 2 7, 1 3 6 …", kept
// up to date with what is written in the cage. Reads the game; decides
// nothing.
struct CageOption {
    enum class Status {
        Possible,
        RuledOutByDigits, // a digit placed in the cage is not in it (or it repeats one)
        RuledOutByMarks,  // the cage's empty cells cannot hold the rest of it within their pencil marks
    };
    DigitMask digits = 0;
    Status status = Status::Possible;
};

struct CageOptions {
    int cage = -1;
    int sum = 0;
    int cellCount = 0;
    // False when the cage has more than `cap` combinations (big grids):
    // `options` is then empty, too many to be of help.
    bool listed = false;
    std::vector<CageOption> options; // as read aloud: 1 2 9 before 1 3 8

    int possibleCount() const;
    // The digits every possible combination holds: they must go in the cage.
    DigitMask inEveryPossible() const;
};

// Precondition: 0 <= cage < game.geometry().cages().size().
// An empty cell's pencil marks are its corner marks and its centre marks,
// each read as "the digit is one of these" (both when it has both); a cell
// without marks may hold any digit. Givens and entries are placed digits.
CageOptions cageOptions(const game::Game& game, int cage, std::size_t cap);

} // namespace pm
