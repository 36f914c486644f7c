#include "propagation.h"

namespace pm::logic {

namespace {

// Sets a value and clears it from the peers; returns the first peer left
// without candidates, or -1.
int place(Grid& state, int cell, int digit)
{
    state.setValue(cell, digit);
    state.setCandidates(cell, digitBit(digit));
    int emptied = -1;
    for (int peer : state.geometry().peers(cell)) {
        if (state.value(peer) != 0)
            continue;
        const DigitMask left = state.candidates(peer) & ~digitBit(digit);
        state.setCandidates(peer, left);
        if (left == 0 && emptied < 0)
            emptied = peer;
    }
    return emptied;
}

} // namespace

PropagationTrace propagateSingles(Grid& state, CellDigit candidate, bool assume, int maxPlacements)
{
    PropagationTrace trace;
    const auto& geometry = state.geometry();
    const DigitMask all = allDigits(state.size());
    if (assume) {
        if (state.value(candidate.cell) == 0 && !(state.candidates(candidate.cell) & digitBit(candidate.digit))) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, candidate.cell, -1, -1, 0};
            return trace;
        }
        const int emptied = place(state, candidate.cell, candidate.digit);
        if (emptied >= 0) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
            return trace;
        }
    } else {
        const DigitMask left = state.candidates(candidate.cell) & ~digitBit(candidate.digit);
        state.setCandidates(candidate.cell, left);
        if (left == 0) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, candidate.cell, -1, -1, 0};
            return trace;
        }
    }
    bool progress = true;
    while (progress && int(trace.placements.size()) < maxPlacements) {
        progress = false;
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            if (state.value(cell) != 0)
                continue;
            const DigitMask mask = state.candidates(cell) & all;
            if (digitCount(mask) != 1)
                continue;
            trace.placements.push_back({cell, firstDigit(mask)});
            const int emptied = place(state, cell, firstDigit(mask));
            if (emptied >= 0) {
                trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
                return trace;
            }
            progress = true;
        }
        const auto& houses = geometry.houses();
        for (int h = 0; h < int(houses.size()); ++h) {
            DigitMask once = 0, twice = 0, placed = 0;
            for (int cell : houses[h].cells) {
                if (state.value(cell) != 0) {
                    placed |= digitBit(state.value(cell));
                    continue;
                }
                const DigitMask mask = state.candidates(cell);
                twice |= once & mask;
                once |= mask;
            }
            const DigitMask missing = all & ~placed & ~once;
            if (missing) {
                trace.contradiction = Contradiction{Contradiction::Kind::DigitMissing, -1, -1, h, firstDigit(missing)};
                return trace;
            }
            DigitMask singles = once & ~twice & ~placed;
            while (singles) {
                const int digit = firstDigit(singles);
                singles &= singles - 1;
                for (int cell : houses[h].cells)
                    if (state.value(cell) == 0 && (state.candidates(cell) & digitBit(digit))) {
                        trace.placements.push_back({cell, digit});
                        const int emptied = place(state, cell, digit);
                        if (emptied >= 0) {
                            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
                            return trace;
                        }
                        progress = true;
                        break;
                    }
            }
        }
    }
    return trace;
}

} // namespace pm::logic
