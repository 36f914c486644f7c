// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/minimality.h"

#include "core/solver/exact_solver.h"

namespace pm::generate {

bool isMinimal(const Grid& puzzle, std::stop_token stop)
{
    Grid trial = puzzle;
    for (int cell = 0; cell < trial.cellCount(); ++cell) {
        if (!puzzle.isGiven(cell))
            continue;
        trial.setValue(cell, 0);
        trial.setGiven(cell, false);
        trial.fillCandidatesFromValues();
        const solver::CountResult count = solver::countSolutions(trial, 2, stop);
        trial.setValue(cell, puzzle.value(cell));
        trial.setGiven(cell, true);
        if (count.cancelled || count.count == 1)
            return false;
    }
    return true;
}

} // namespace pm::generate
