// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the finders share when they fill in a step: an elimination is both a
// change to the grid (step.eliminations) and a crossed-out candidate on the
// board (a Target in step.pattern), and the two must never drift apart.

#include "core/logic/cell_set.h"
#include "core/logic/step.h"

namespace pm::logic {

// Removes digit from cell and draws it as a target.
inline void addElimination(Step& step, int cell, int digit)
{
    step.eliminations.push_back({cell, digit});
    step.pattern.candidates.push_back({cell, digit, Role::Target});
}

// Removes digit from every cell of targets.
inline void addEliminations(Step& step, const CellSet& targets, int digit)
{
    targets.forEach([&](int cell) { addElimination(step, cell, digit); });
}

// Removes every digit of digits from cell.
inline void addEliminations(Step& step, int cell, DigitMask digits)
{
    for (DigitMask m = digits; m; m &= m - 1)
        addElimination(step, cell, firstDigit(m));
}

} // namespace pm::logic
