// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grading/counted_lookahead.h"

#include "core/logic/logic_solver.h"
#include "core/logic/propagation.h"

namespace pm::grading {

bool countedSolvesWithLookahead(const Grid& puzzle, std::stop_token stop)
{
    // BasicLogic's own lookahead is built on one-per-house singles; this one
    // runs the explaining solver's count-aware propagation instead, slower
    // but only asked about the few counted puzzles a rating sees.
    Grid state = logic::candidateState(puzzle);
    if (logic::findContradiction(state) || logic::propagateCountedSingles(state).contradiction)
        return false;
    while (!state.isComplete()) {
        bool removed = false;
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            if (state.value(cell))
                continue;
            for (DigitMask m = state.candidates(cell); m; m &= m - 1) {
                if (stop.stop_requested())
                    return false;
                const int digit = firstDigit(m);
                Grid trial = state;
                if (!logic::propagateSingles(trial, {cell, digit}, true).contradiction)
                    continue;
                state.setCandidates(cell, state.candidates(cell) & ~digitBit(digit));
                removed = true;
                if (logic::propagateCountedSingles(state).contradiction)
                    return false;
                break; // the cell changed under the loop over its candidates
            }
        }
        if (!removed)
            return false;
    }
    return true;
}

} // namespace pm::grading
