// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/game/game_move.h"
#include "core/geometry.h"
#include "core/puzzle_notes.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace pm {

// Everything BoardWidget paints, as plain data: GameSession fills it in, the
// board shows it and decides nothing.
struct BoardState {
    std::shared_ptr<const Geometry> geometry = Geometry::classic();
    Alphabet alphabet = Alphabet::standard(9);
    std::vector<game::CellState> cells = std::vector<game::CellState>(81);
    std::vector<bool> givens = std::vector<bool>(81);
    std::vector<bool> conflicts = std::vector<bool>(81); // in a clash: colour and hatching
    std::vector<bool> mistakes = std::vector<bool>(81);  // differs from the solution (when shown)
    // Per killer cage (Geometry::cages()): its digits add up past its sum,
    // or, when full, to another sum; its sum is drawn as a clash. Empty
    // when none is (and for a board without cages).
    std::vector<bool> brokenCages;
    // Per variant constraint (Geometry::constraints()): broken by the
    // digits, drawn in the clash colour. Empty when none is.
    std::vector<bool> brokenConstraints;
    // The puzzle's drawings without a rule (f-puzzles' cosmetics).
    std::vector<Drawing> drawings;
    bool covered = false; // paused: the digits are hidden
    bool editing = false; // entering a puzzle: entries are drawn as givens-to-be

    int size() const { return geometry->size(); }
    int symbolCount() const { return geometry->symbolCount(); } // MultiFour: 4 on a 12x12 board
    int cellCount() const { return geometry->cellCount(); }
    int filledCount() const
    {
        return int(std::count_if(cells.begin(), cells.end(), [](const game::CellState& c) { return c.value != 0; }));
    }
};

} // namespace pm
